"""The real start: the window opens, paints, and then freezes what start-up
built out of the garbage collector's way."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from .real_start import script

PROBE = script("""
import gc
before = gc.get_freeze_count()
status = app.run(sys.argv[:1], quit_after_ms=30000)
print(status, before, gc.get_freeze_count())
""")


def test_start_up_objects_are_frozen_after_the_first_paint(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PARKPACK_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    status, before, after = (int(x) for x in done.stdout.split())
    # Nothing of ours is frozen before the window is up: what is frozen then
    # is what a bare interpreter starts with (none on 3.11 and 3.13; 3.12
    # starts with a few hundred objects in the permanent generation).
    assert status == 0 and before == _bare_freeze_count()
    assert after - before > 10_000  # modules, Qt wrappers and rules tables, at least


def _bare_freeze_count() -> int:
    code = "import gc; print(gc.get_freeze_count())"
    return int(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True).stdout)


def test_the_real_start_clears_stale_temporary_files_once_the_window_is_up(tmp_path):
    """A write killed half-way leaves a ``.part`` file; the start that owns
    the folder removes it (after the first frame), a fresh one stays."""
    (tmp_path / "saves").mkdir()
    old = [tmp_path / ".tmp-killed.part", tmp_path / "saves" / ".tmp-killed.part"]
    fresh = tmp_path / ".tmp-writing.part"
    for path in [*old, fresh]:
        path.write_bytes(b"half a save")
    hour_ago = time.time() - 3600
    for path in old:
        os.utime(path, (hour_ago, hour_ago))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PARKPACK_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert not any(path.exists() for path in old) and fresh.exists()


def test_the_window_module_leaves_the_game_page_and_the_rules_for_later():
    """What the launcher does not show is imported when a game opens: the
    player cards alone added about a third to the time to the first paint."""
    code = (
        "import sys\n"
        "from parkpack.ui import app\n"
        "print(' '.join(m for m in sys.modules if m.startswith('parkpack')))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    assert "parkpack.ui.app" in loaded
    later = {"parkpack.ui.game_page", "parkpack.ui.players_panel", "parkpack.engine.api", "parkpack.engine.session"}
    assert loaded & later == set()

"""The engine and the games keep full type hints, checked by mypy."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_engine_and_games_type_check(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_interface_type_checks_at_the_default_level(tmp_path):
    """All of parkpack/ui (boards, items, windows) and the benchmarks, at
    mypy's default level, as the engine issue asks."""
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "tests" / "mypy-ui.ini"), "--cache-dir", str(tmp_path),
         "parkpack/ui", "parkpack/bench"],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr

"""Monkey tests: thousands of random clicks, drags, wheel turns and key presses
on every game's board and on the main window from the launcher, each run in a
subprocess (tests/ui/monkey_run.py) so a native crash fails one test only.
Zero exceptions are allowed, and on the boards the monkey must really play."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from parkpack.engine import registry

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
BOARD_EVENTS = 1500
WINDOW_EVENTS = 2500


def _monkey(tmp_path: Path, *args: str) -> tuple[int, dict[str, int], str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO),
               PARKPACK_DATA_DIR=str(tmp_path), PARKPACK_SETTINGS_SCOPE="parkpack-monkey")
    done = subprocess.run([sys.executable, str(HERE / "monkey_run.py"), *args], capture_output=True,
                          text=True, env=env, cwd=REPO, timeout=240)
    lines = done.stdout.strip().splitlines()
    stats = json.loads(lines[-1]) if lines else {}
    return done.returncode, stats, done.stderr


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_monkey_on_each_board_plays_without_errors(game_id: str, tmp_path: Path) -> None:
    status, stats, err = _monkey(tmp_path, "board", game_id, "7", str(BOARD_EVENTS))
    assert status == 0 and stats.get("errors") == 0, err[-3000:]
    assert sum(stats[k] for k in ("click", "double", "drag", "wheel", "key")) == BOARD_EVENTS
    assert stats["played"] >= 10, stats  # the board's gestures became legal moves
    assert stats["rejected"] == 0, stats  # and never offered one that was not legal


def test_monkey_on_the_main_window_from_the_launcher(tmp_path: Path) -> None:
    status, stats, err = _monkey(tmp_path, "window", "-", "3", str(WINDOW_EVENTS))
    assert status == 0 and stats.get("errors") == 0, err[-3000:]
    assert stats["dialogs"] >= 1 and stats["game_pages"] >= 1, stats


def test_monkey_reports_an_exception_in_a_qt_handler(tmp_path: Path) -> None:
    status, stats, err = _monkey(tmp_path, "canary", "-", "1", "40")
    assert status == 1 and stats["errors"] >= 1
    assert "ZeroDivisionError" in err

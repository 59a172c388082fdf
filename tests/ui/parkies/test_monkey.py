"""Random input on the Parkies board never raises and only ever plays
offered actions (run in a subprocess: a native crash fails one test)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("monkey_run.py")
ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_input_plays_only_offered_actions(seed):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, str(SCRIPT), str(seed), "400"], capture_output=True, text=True, env=env, timeout=240)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "actions played" in run.stdout

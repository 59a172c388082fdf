"""What the move-analysis worker processes run (no Qt is imported here, so a
worker starts quickly): the start-up of a worker and the one job it does."""

from __future__ import annotations

import os
import threading
import time

from ..engine.analysis import GameSpec, Verdict, judge


def start_worker(parent: int) -> None:
    """In a new worker: let go of the app's terminal, and end with the app."""
    quiet = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(quiet, fd)
    os.close(quiet)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def judge_step(spec: GameSpec, index: int, level: str) -> Verdict:
    return judge(spec, index, level)

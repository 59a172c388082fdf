"""Runs the move analysis off the GUI thread and reports progress.

Each decision is judged separately (engine/analysis.py), in worker
processes for parkpack's own games (so a long search never holds up
painting) or on pool threads for games registered at run time (tests). The
results are collected on the GUI thread (ui/inbox.py); ``cancel`` drops the
rest.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..engine import registry
from ..engine.analysis import GameSpec, Verdict, analyst_level, judge
from ..engine.replay import Timeline
from .analysis_worker import judge_step, start_worker
from .inbox import Inbox


class AnalysisRunner(QObject):
    progress = Signal(int, int)  # done, total
    verdict = Signal(object)  # Verdict
    finished = Signal()
    failed = Signal(str)

    def __init__(self, timeline: Timeline[Any, Any], seats: tuple[int, ...], level: str = "",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.timeline = timeline
        self.level = level or analyst_level(timeline.game)
        self.indices = timeline.decisions(seats)
        self.verdicts: list[Verdict] = []
        self._run = 0
        self._pool: Executor | None = None
        self._left = 0
        self._inbox = Inbox(self)  # verdicts are handed over on the GUI thread

    @property
    def running(self) -> bool:
        return self._left > 0

    def start(self) -> None:
        self.cancel()
        self._run += 1
        self.verdicts = []
        self._left = len(self.indices)
        self.progress.emit(0, len(self.indices))
        if not self.indices:
            self.finished.emit()
            return
        game = self.timeline.game
        spec = GameSpec.of_timeline(self.timeline)
        workers = max(1, min(2, os.cpu_count() or 1))
        run = self._run
        if registry.is_builtin(game):
            self._pool = ProcessPoolExecutor(
                max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
                initializer=start_worker, initargs=(os.getpid(),),
            )
            futures = [self._pool.submit(judge_step, spec, i, self.level) for i in self.indices]
        else:
            self._pool = ThreadPoolExecutor(max_workers=1)
            futures = [self._pool.submit(judge, spec, i, self.level, game) for i in self.indices]

        for future in futures:
            future.add_done_callback(self._reporter(run))

    def _reporter(self, run: int) -> Callable[[Future[Verdict]], None]:
        reply = self._inbox.expect(self._on_done)

        def report(future: Future[Verdict]) -> None:
            # The pool's thread: pure Python only.
            if future.cancelled():
                reply.drop()
                return
            error = future.exception()
            reply.send(run, None if error else future.result(), error)

        return report

    def cancel(self) -> None:
        self._run += 1
        self._left = 0
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def _on_done(self, run: int, verdict: Verdict | None, error: object) -> None:
        if run != self._run:
            return
        if error is not None:
            self.cancel()
            self.failed.emit(self.tr("The analysis stopped: {error}").format(error=error))
            return
        assert verdict is not None
        self.verdicts.append(verdict)
        self._left -= 1
        self.progress.emit(len(self.verdicts), len(self.indices))
        self.verdict.emit(verdict)
        if self._left == 0:
            if self._pool is not None:
                self._pool.shutdown(wait=False)
                self._pool = None
            self.finished.emit()

    def worst(self, count: int = 8) -> list[Verdict]:
        """The costliest choices, largest loss first (agreements left out)."""
        costly = [v for v in self.verdicts if v.loss > 1e-9]
        return sorted(costly, key=lambda v: (-v.loss, v.index))[:count]

"""Answers worked out off the GUI thread, handed back to it.

A worker (a plain Python thread, or the callback of a process pool's
future) touches no Qt object at all: it drops its answer into a Python
queue, and a timer on the GUI thread collects it while answers are
awaited. Emitting a queued Qt signal with Python objects from another
thread was seen to crash the process now and then under PySide 6.8 and
later, and the window may be gone by the time the answer comes.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer

from .gui_gc import collect_on_gui_thread

POLL_MS = 10  # how long an answer may wait for the GUI thread to collect it


class Reply:
    """One awaited answer: the worker calls ``send`` (or ``drop``) once, from any thread."""

    def __init__(self, box: queue.SimpleQueue[tuple[Callable[..., None] | None, tuple[Any, ...]]],
                 deliver: Callable[..., None]) -> None:
        self._box = box
        self._deliver = deliver

    def send(self, *args: Any) -> None:
        self._box.put((self._deliver, args))

    def drop(self) -> None:
        """No answer will come (the work was cancelled)."""
        self._box.put((None, ()))


class Inbox(QObject):
    """Collects replies on the GUI thread and calls their ``deliver`` there."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        collect_on_gui_thread()  # answers come from worker threads: keep the collector off them
        self._box: queue.SimpleQueue[tuple[Callable[..., None] | None, tuple[Any, ...]]] = queue.SimpleQueue()
        self._awaited = 0
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.collect)

    @property
    def awaited(self) -> int:
        return self._awaited

    def expect(self, deliver: Callable[..., None]) -> Reply:
        """Call on the GUI thread as the work starts; ``deliver`` later runs there with what was sent."""
        self._awaited += 1
        if not self._timer.isActive():
            self._timer.start()
        return Reply(self._box, deliver)

    def collect(self) -> None:
        """Deliver every answer that has arrived (GUI thread)."""
        while True:
            try:
                deliver, args = self._box.get_nowait()
            except queue.Empty:
                break
            self._awaited -= 1
            if self._awaited <= 0:
                self._awaited = 0
                self._timer.stop()
            if deliver is not None:
                deliver(*args)


def run_in_thread(work: Callable[[], None]) -> None:
    """Run ``work`` on a new daemon thread: closing the app never waits for a search."""
    threading.Thread(target=work, daemon=True).start()

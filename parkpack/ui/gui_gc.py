"""Python's cycle collector, run on the GUI thread only.

The collector runs in whichever thread happens to allocate. With computer
players, hints or the analysis on worker threads, it could free a dropped
board's Qt items (a cycle of Python wrappers) on such a thread while the GUI
thread paints, and Qt objects must be deleted on their own thread: the
process crashed. So, once the window's process starts worker threads, the
automatic collector is switched off and a timer on the GUI thread runs it
instead, generation by generation, with the interpreter's own thresholds.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 100

_collector: GuiCollector | None = None


class GuiCollector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.check)
        self._timer.start()
        gc.disable()

    def check(self) -> None:
        """Collect the generations that the interpreter would have collected by now."""
        first, second, third = gc.get_count()
        if first <= self.thresholds[0]:
            return
        generation = 0
        if second > self.thresholds[1]:
            generation = 2 if third > self.thresholds[2] else 1
        gc.collect(generation)


def collect_on_gui_thread() -> None:
    """Switch the cycle collector to the GUI thread (idempotent; call on the GUI thread)."""
    global _collector
    app = QCoreApplication.instance()
    if app is None or threading.current_thread() is not threading.main_thread():
        return
    if _collector is not None:
        return
    _collector = GuiCollector(app)
    app.destroyed.connect(_app_gone)


def _app_gone() -> None:
    global _collector
    _collector = None
    gc.enable()

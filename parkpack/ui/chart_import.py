"""The charting library, imported off the GUI thread: pyqtgraph and numpy
take about 150-200 ms to import, which on the GUI thread froze the window
the first time the Statistics window opened. Importing module code in
another thread is safe (no widget is made there); the GUI thread polls."""

from __future__ import annotations

import importlib
import sys
import threading

#: The module whose import brings in the charting library (and pyqtgraph).
MODULE = "parkpack.ui.locale_axis"

_started = threading.Lock()
_thread: threading.Thread | None = None
_failure: list[BaseException] = []


def ready() -> bool:
    """True once the charts can be drawn; starts the import the first time."""
    global _thread
    if MODULE in sys.modules and "pyqtgraph" in sys.modules and (_thread is None or not _thread.is_alive()):
        return True
    with _started:
        if _thread is None:
            _thread = threading.Thread(target=_load, name="chart-import", daemon=True)
            _thread.start()
    return False


def failure() -> str:
    """Why the import failed ("" while it has not)."""
    return str(_failure[0]) if _failure else ""


def _load() -> None:
    try:
        importlib.import_module("pyqtgraph")
        importlib.import_module(MODULE)
    except Exception as exc:  # the window says the chart cannot be drawn
        _failure.append(exc)

"""What the window does with an error nobody caught (a fault in parkpack,
not in a player's input): the game goes on, the player is told once in a
message and afterwards on the status line, and the details are added to
``errors.log`` in the data folder for a bug report.

Without this, Qt prints such an error on a terminal the player never sees
and the click or key that raised it silently does nothing. An autosaved
game is on disk as it was after the last move that went through.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
import threading
import time
import traceback
from pathlib import Path
from types import TracebackType
from typing import Any, TextIO

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from .. import __version__
from ..engine import paths
from ..engine.limits import MESSAGE, message

# errors.log is started afresh (the earlier one kept as errors.log.1) past this size.
LOG_LIMIT = 256 * 1024


def log_path() -> Path:
    return paths.data_dir() / "errors.log"


def write_down(text: str) -> str:
    """Add an error's traceback to errors.log; returns where it went (""
    when the file could not be written: the message then says only what
    happened)."""
    path = log_path()
    stamp = time.strftime("%Y-%m-%d %H:%M:%S")
    try:
        if path.is_file() and path.stat().st_size > LOG_LIMIT:
            path.replace(path.with_name(path.name + ".1"))
        with _open_log(path) as log:
            log.write(f"--- {stamp}, parkpack {__version__}\n{text}\n")
    except OSError:
        return ""
    return str(path)


def _open_log(path: Path) -> TextIO:
    """errors.log opened to append, if it is a regular file: a named pipe in
    its place would block the window until something read it (opened
    without waiting, then refused), a device is not written to."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC, 0o644)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(errno.EEXIST, "not a regular file", str(path))
    os.set_blocking(fd, True)
    return os.fdopen(fd, "a", encoding="utf-8")


class ErrorReport(QObject):
    """Installed as sys.excepthook (and threading.excepthook) while the
    window runs; tells the player on the window's own thread."""

    caught = Signal(str, str)  # what went wrong, where the details are

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.told = False
        self.caught.connect(self._tell)
        self._lock = threading.Lock()
        self._written: dict[str, str] = {}  # a fault met at every repaint is written down once

    def hook(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        traceback.print_exception(kind, error, tb)  # still on stderr, for a terminal
        what = f"{kind.__name__}: {error}"
        with self._lock:
            seen = "".join(traceback.format_exception(kind, error, tb))
            if seen not in self._written:
                self._written[seen] = write_down(seen)
            where = self._written[seen]
        self.caught.emit(what, where)

    def thread_hook(self, args: Any) -> None:
        self.hook(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback)

    def _tell(self, what: str, where: str) -> None:
        details = self.tr("The details are in {path}.").format(path=where) if where else ""
        status = getattr(self.window, "statusBar", None)
        if self.told:
            if status is not None:
                status().showMessage(self.tr("Something went wrong inside parkpack ({what}).").format(what=what) + " " + details, 10000)
            return
        self.told = True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Something went wrong"),
                          self.tr("Something went wrong inside parkpack, and what you just did may not have worked. "
                                  "You can carry on playing."), parent=self.window)
        # Imported here: the first use of Qt's namespace builds all of its
        # enums, which at start-up cost the launcher's first frame about a
        # tenth of its time (`parkpack bench --only startup`: 1.40 to 1.26
        # times a bare window).
        from PySide6.QtCore import Qt

        # An error's words may quote anything (a file's text, a long value):
        # shown as plain text, cut to half a box's length; where the details
        # are written is always shown whole.
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setInformativeText((message(what, MESSAGE // 2) + "\n\n" + details).strip())
        box.open()


_before: list[tuple[Any, Any]] = []


def install(window: QWidget) -> ErrorReport:
    """Catch what nobody caught, for as long as ``window`` lives."""
    report = ErrorReport(window)
    _before.append((sys.excepthook, threading.excepthook))
    sys.excepthook = report.hook
    threading.excepthook = report.thread_hook
    return report


def uninstall() -> None:
    """Put back the hooks there were before the last ``install``."""
    if _before:
        sys.excepthook, threading.excepthook = _before.pop()

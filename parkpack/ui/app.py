"""Application start: the QApplication, its identity, and the launcher window."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .. import __version__
from .main_window import MainWindow


def build_main_window() -> MainWindow:
    return MainWindow()


def run(argv: list[str], quit_after_ms: int = 0) -> int:
    """Open the launcher and run until the window closes (or after
    ``quit_after_ms`` milliseconds, for smoke tests)."""
    QApplication.setApplicationName("parkpack")
    QApplication.setOrganizationName("parkpack")
    QApplication.setApplicationVersion(__version__)
    QApplication.setDesktopFileName("parkpack")
    app = QApplication.instance() or QApplication(argv)
    window = build_main_window()
    window.launcher.populated.connect(lambda: _set_icon(app))  # after the first paint
    window.show()
    if quit_after_ms > 0:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(quit_after_ms, window.close)
    try:
        return app.exec()
    finally:
        from . import bot_process

        bot_process.shutdown()


def _set_icon(app: QApplication) -> None:
    from .art import app_icon

    app.setWindowIcon(app_icon())

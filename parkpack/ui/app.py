"""Application start: the QApplication, its identity, and the launcher window."""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from .. import __version__
from .main_window import MainWindow

if TYPE_CHECKING:
    from .instance import FolderClaim


def build_main_window(claim: FolderClaim | None = None) -> MainWindow:
    from .style import hold_light_palette

    hold_light_palette(QApplication.instance())
    return MainWindow(claim)


def choose_data_folder_from_settings() -> None:
    """Use the data folder the player chose in an earlier run (unless
    PARKPACK_DATA_DIR names one for this run), if it can still be used."""
    import os
    from pathlib import Path

    from ..engine import paths
    from . import prefs

    chosen = prefs.text_value("files/data_dir", "", 4096)
    if chosen and not os.environ.get("PARKPACK_DATA_DIR") and not paths.folder_problem(Path(chosen)):
        paths.use_data_dir(chosen)


def run(argv: list[str], quit_after_ms: int = 0) -> int:
    """Open the launcher and run until the window closes (or after
    ``quit_after_ms`` milliseconds, for smoke tests)."""
    QApplication.setApplicationName("parkpack")
    QApplication.setOrganizationName("parkpack")
    QApplication.setApplicationVersion(__version__)
    QApplication.setDesktopFileName("parkpack")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv)
    choose_data_folder_from_settings()
    from . import language

    language.install(app)
    # The data folder is claimed once the first frame is painted (its lock
    # file is synced to disk, which can take tens of milliseconds), before
    # the launcher reads the autosave; stale temporary files go after that.
    window = build_main_window()
    from . import error_report

    error_report.install(window)
    window.launcher.populating.connect(lambda: _claim_folder(window))
    window.launcher.populated.connect(lambda: _after_first_paint(app, window))
    window.show()
    if quit_after_ms > 0:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(quit_after_ms, window.close)
    try:
        return app.exec()
    finally:
        from . import bot_process, error_report

        error_report.uninstall()
        bot_process.shutdown()
        if window.claim is not None:
            window.claim.release()


def _claim_folder(window: MainWindow) -> None:
    from .instance import claim

    window.take_claim(claim(tidy=False))


def _after_first_paint(app: QApplication, window: MainWindow) -> None:
    _set_icon(app)
    if window.claim is not None:
        window.claim.clear_stale_temps()
    settle_startup_objects()
    from .gui_gc import collect_on_gui_thread

    collect_on_gui_thread()  # the bot process's helper threads must not free Qt objects


def _set_icon(app: QApplication) -> None:
    from .art import app_icon

    app.setWindowIcon(app_icon())


def settle_startup_objects() -> None:
    """Keep what start-up built (modules, Qt wrappers, rules tables) out of
    later garbage collections. A full collection walks every tracked object
    while holding the interpreter lock, so the window stalls for as long as
    it takes; with the start-up objects frozen, the worst collection during
    three hard two-player Parkies games fell from 12 ms to 5.5 ms."""
    gc.collect()
    gc.freeze()

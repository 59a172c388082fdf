"""Windows and dialogs are freed once closed: a long evening of games kept
every score sheet, replay, statistics window, new-game, settings and help
dialog and message box alive and hidden, about 6 MB more a game."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from parkpack.ui.app import build_main_window
from parkpack.ui.help_dialogs import RulesDialog
from parkpack.ui.main_window import confirm_box
from parkpack.ui.replay_viewer import ReplayWindow

from ..replay.secret_log_game import FINISHED, played, secret_game


def settle(qtbot, win) -> int:
    """How many windows of ``win`` (its dialogs, replays and boxes) are alive."""
    qtbot.wait(20)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def of_win(widget) -> bool:
        while widget is not None:
            if widget is win:
                return True
            widget = widget.parentWidget()
        return False

    return sum(1 for w in QApplication.topLevelWidgets() if w is not win and of_win(w))


def close_when_shown(kind: type) -> None:
    """Close the next modal window of ``kind`` once it shows (as a player would)."""
    def close() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, kind):
            modal.reject()
        else:
            QTimer.singleShot(10, close)

    QTimer.singleShot(10, close)


def test_closed_windows_are_freed(qtbot, fake_game) -> None:
    win = build_main_window()
    qtbot.addWidget(win)
    win.show()
    session = played(secret_game(), FINISHED)
    assert win.open_session(session, None)
    before = settle(qtbot, win)
    for _ in range(3):
        win.show_scores()
        assert win.score_dialog is not None
        win.score_dialog.reject()
        replay = win.watch_replay()
        assert isinstance(replay, ReplayWindow)
        replay.close()
        win.show_stats().close()
        close_when_shown(QDialog)
        win.new_game("fake")
        close_when_shown(QDialog)
        win.show_settings()
        win.show_help()
        [rules] = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()]
        rules.close()
        close_when_shown(QDialog)
        assert not confirm_box(win, "A question", "Answered No?")
        assert settle(qtbot, win) == before

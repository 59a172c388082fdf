"""The hand-over screen takes no confirmation in its first moments, nor
from a key held down or pressed with Ctrl: ending a turn with a double press
of Enter must not show the next player's secrets to the player who ended it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from parkpack.engine.api import HUMAN, SeatSpec
from parkpack.ui import handover
from parkpack.ui.app import build_main_window
from parkpack.ui.new_game import NewGameSetup

from .fake_game import Take


@pytest.fixture
def guarded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(handover, "GUARD_MS", 300)


def _window(qtbot, game_id: str = "secret"):
    win = build_main_window()
    qtbot.addWidget(win)
    win.show()
    seats = (SeatSpec("Ann", HUMAN, "", "red"), SeatSpec("Ben", HUMAN, "", "blue"))
    assert win.start_setup(NewGameSetup(game_id, {"target": "10"}, seats, 1))
    return win


def _press(widget, key=Qt.Key.Key_Return, mods=Qt.KeyboardModifier.NoModifier, repeat=False) -> None:
    QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, key, mods, "", repeat))


def test_a_press_at_once_a_held_key_or_ctrl_enter_do_not_confirm(qtbot, secret_game, guarded):
    win = _window(qtbot)
    qtbot.wait(handover.GUARD_MS + 50)
    win.handover.button.click()  # Ann confirms after the pause
    assert win.board.syncs and win.board.syncs[-1][2] == 0
    win.board.action_chosen.emit(Take(1))  # play passes to Ben: the screen covers the board again
    page = win.handover
    assert win.stack.currentWidget() is page and page.title.text() == "Pass to Ben"
    shown = len(win.board.syncs)
    _press(page)  # Ann's second press of Enter, straight after
    page.button.click()
    assert len(win.board.syncs) == shown and win.stack.currentWidget() is page
    qtbot.wait(handover.GUARD_MS + 50)
    _press(page, repeat=True)  # Enter held down since
    _press(page, mods=Qt.KeyboardModifier.ControlModifier)  # Ctrl+Enter ends turns, not this
    assert len(win.board.syncs) == shown and win.stack.currentWidget() is page
    _press(page, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)  # Ben, on the keypad
    assert win.stack.currentWidget() is not page and win.board.syncs[-1][2] == 1


def test_the_screen_has_the_keyboard_focus_not_its_button(qtbot, secret_game, guarded):
    win = _window(qtbot)
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.handover)
    # Space on a focused button would click it at once, past the guard.
    assert win.handover.button.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert win.handover.focusPolicy() == Qt.FocusPolicy.StrongFocus

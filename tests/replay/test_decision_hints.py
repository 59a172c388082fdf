"""First-time hints: each kind of decision explained once, remembered, and Settings turns them off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSize

from parkpack.engine.api import SeatSpec
from parkpack.games.walk.tutorial import DECISIONS
from parkpack.ui import learning_prefs, prefs
from parkpack.ui.app import build_main_window
from parkpack.ui.decision_hints import DecisionHints, HintCard
from parkpack.ui.new_game import NewGameSetup
from parkpack.ui.settings import SettingsDialog


@pytest.fixture
def window(qtbot):
    win = build_main_window()
    qtbot.addWidget(win)
    win.confirm = lambda parent, title, text: True
    win.show()
    return win


def start_walk(window, seed=5):
    assert window.start_setup(NewGameSetup("walk", {"level": "1"}, (SeatSpec("Ann"),), seed))


def card(window) -> HintCard | None:
    cards = [c for c in window.page.findChildren(HintCard) if c.isVisible()]
    return cards[0] if cards else None


def test_the_first_draw_is_explained_once(qtbot, window):
    start_walk(window)
    qtbot.waitUntil(lambda: card(window) is not None, timeout=5000)
    kind = "draw-ibis" if window.controller.session.state.roll == "ibis" else "draw"
    assert card(window).title_text == DECISIONS[kind].title
    assert learning_prefs.was_seen("walk", kind)
    card(window).got_it.click()
    assert card(window) is None
    start_walk(window, seed=5)  # the same first roll in a new game: no note again
    qtbot.wait(50)
    qtbot.waitUntil(lambda: window.controller.session.to_act == 0, timeout=5000)
    qtbot.wait(50)
    assert card(window) is None


@pytest.mark.parametrize("stored", [QSize(3, 4), QPoint(1, 2), 7, ["walk/elsewhere", 3]])
def test_a_stored_value_of_another_kind_counts_as_nothing_seen(qtbot, window, stored):
    # Written by hand or by something else: every decision raised before.
    prefs.set_value(learning_prefs.SEEN_KEY, stored)
    assert learning_prefs.seen() == ({"walk/elsewhere"} if isinstance(stored, list) else set())
    start_walk(window)
    qtbot.waitUntil(lambda: card(window) is not None, timeout=5000)  # explained, and no fault
    learning_prefs.forget_seen()


def test_no_more_hints_and_settings_turn_them_on_again(qtbot, window):
    start_walk(window)
    qtbot.waitUntil(lambda: card(window) is not None, timeout=5000)
    card(window).off_button.click()
    assert not learning_prefs.hints_on() and card(window) is None
    dialog = SettingsDialog(window)
    assert not dialog.decision_hints.isChecked()
    dialog.decision_hints.setChecked(True)
    dialog.show_hints_again.click()
    dialog.accept()
    assert learning_prefs.hints_on() and learning_prefs.seen() == set()
    start_walk(window, seed=6)
    qtbot.waitUntil(lambda: card(window) is not None, timeout=5000)


def test_the_note_goes_once_the_decision_is_made(qtbot, window):
    start_walk(window)
    qtbot.waitUntil(lambda: card(window) is not None, timeout=5000)
    [follower] = [f for f in window.page.findChildren(DecisionHints) if f.ctl is window.controller]
    shown = DECISIONS[follower.kind].title
    assert card(window).title_text == shown
    window.board.action_chosen.emit(window.controller.session.legal_actions()[0])
    qtbot.waitUntil(lambda: len(window.controller.session.history) >= 3, timeout=5000)
    assert card(window) is None or card(window).title_text != shown

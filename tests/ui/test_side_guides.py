"""A lesson's coach and a first-time note sit in the side panel, so in the
smallest window the board keeps the whole height below the prompt and its
least text stays about 11 pixels on screen; their words are never cut, and
the game log makes way for them when the panel has no room for both."""

from __future__ import annotations

import pytest

from parkpack.ui.game_page import SIDE_MIN
from parkpack.ui.parkies import palette as parkies_palette
from parkpack.ui.steamdonkey import paint as donkey_paint
from parkpack.ui.tenpenny import palette as tenpenny_palette
from parkpack.ui.walk import lettering

from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.ui import learning_prefs
from parkpack.ui.decision_hints import HintCard
from parkpack.ui.new_game import NewGameSetup
from parkpack.ui.tutorial import WelcomeDialog

from .conftest import LONG_NAMES, READABLE_PX

#: The smallest text each board paints, in scene units.
LEAST_UNITS = {
    "parkies": parkies_palette.LEAST_PX,
    "walk": lettering.MIN_PX,
    "tenpenny": tenpenny_palette.LEAST_PX,
    "steamdonkey": donkey_paint.MIN_PX,
}


@pytest.mark.parametrize("game_id", sorted(LEAST_UNITS))
def test_the_coach_leaves_the_board_its_height_at_1024_by_700(qtbot, small_window, game_id):
    window = small_window
    assert window.start_tutorial(game_id)
    coach, page = window.coach, window.page
    qtbot.waitUntil(lambda: window.controller.current_step() is not None, timeout=5000)
    qtbot.waitUntil(lambda: coach.say.text() == window.controller.current_step().say)
    qtbot.waitUntil(lambda: coach.welcome is not None)
    coach.welcome.begin.click()
    qtbot.wait(100)  # the view fits the board again from the event loop
    assert coach.parentWidget() is page._panel
    assert page.view.height() == page.splitter.height()  # nothing above the board but the prompt
    assert page.view.transform().m11() * LEAST_UNITS[game_id] >= READABLE_PX
    # The coach's text is whole: it got the height its wrapped lines need.
    assert coach.height() >= coach.heightForWidth(coach.width()) > 0
    assert coach.why.height() >= coach.why.heightForWidth(coach.why.width())
    # Every player's card shows without scrolling.
    area = page.players_area
    assert area.height() >= page.players.content_height(area.viewport().width())


def test_the_log_gives_way_to_the_coach_only_when_short_of_room(qtbot, small_window):
    window = small_window
    assert window.start_tutorial("walk")
    page = window.page
    qtbot.waitUntil(lambda: window.controller.current_step() is not None, timeout=5000)
    qtbot.wait(100)
    assert not page.log.isVisible()  # 700 pixels: the coach, the player and the die first
    window.resize(1200, 1000)
    qtbot.waitUntil(lambda: page.log.isVisible())
    assert page.log.height() >= 90
    window.act_log.setChecked(False)
    window.toggle_log()
    assert not page.log.isVisible()  # the player's choice still rules
    window.act_log.setChecked(True)
    window.toggle_log()
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: not page.log.isVisible())
    window.coach.leave_button.click()
    assert window.controller is None
    qtbot.waitUntil(lambda: not page._guides)  # the coach went with its game
    assert not page.log.isHidden()  # and the log is back for the next one


def test_the_coachs_buttons_keep_their_words_in_the_narrowest_panel(qtbot, small_window):
    window = small_window
    assert window.start_tutorial("parkies")
    coach, page = window.coach, window.page
    qtbot.waitUntil(lambda: window.controller.current_step() is not None, timeout=5000)
    buttons = (coach.restart_button, coach.leave_button)
    assert coach.restart_button.y() == coach.leave_button.y()  # side by side while they fit
    coach.restart_button.setText("Start the lesson again")  # too long to share the row
    total = sum(page.splitter.sizes())
    page.splitter.setSizes([total - SIDE_MIN, SIDE_MIN])
    page.splitter.splitterMoved.emit(total - SIDE_MIN, 1)
    qtbot.waitUntil(lambda: coach.leave_button.y() > coach.restart_button.y())
    assert all(b.width() >= b.sizeHint().width() for b in buttons), [(b.width(), b.sizeHint().width()) for b in buttons]
    assert coach.height() >= coach.heightForWidth(coach.width())


def test_a_first_time_note_takes_no_height_from_the_board(qtbot, small_window):
    window, page = small_window, small_window.page
    learning_prefs.set_hints_on(True)
    seats = (SeatSpec(LONG_NAMES[0]),) + tuple(SeatSpec(n, COMPUTER, "easy") for n in LONG_NAMES[1:4])
    assert window.start_setup(NewGameSetup("tenpenny", {}, seats, 5))
    qtbot.waitUntil(lambda: any(c.isVisible() for c in page.findChildren(HintCard)), timeout=5000)
    [note] = [c for c in page.findChildren(HintCard) if c.isVisible()]
    qtbot.wait(100)
    assert note.parentWidget() is page._panel
    assert page.view.height() == page.splitter.height()
    assert page.view.transform().m11() * LEAST_UNITS["tenpenny"] >= READABLE_PX
    assert note.height() >= note.heightForWidth(note.width()) > 0
    assert note.got_it.width() >= note.got_it.sizeHint().width()
    assert not page.log.isVisible()  # four long cards and the note fill the panel
    note.got_it.click()
    qtbot.waitUntil(lambda: page.log.isVisible())
    assert page.view.height() == page.splitter.height()


def test_guides_go_the_moment_their_game_closes(qtbot, small_window):
    """A closed game's coach and first-time note are hidden at once, not when
    their controller's deferred deletion comes round: until then a click on
    the coach could still act for a game that is gone."""
    window, page = small_window, small_window.page
    learning_prefs.set_hints_on(True)
    assert window.start_tutorial("tenpenny")
    coach = window.coach
    qtbot.waitUntil(lambda: window.controller.current_step() is not None, timeout=5000)
    assert coach.isVisible()
    seats = (SeatSpec(LONG_NAMES[0]),) + tuple(SeatSpec(n, COMPUTER, "easy") for n in LONG_NAMES[1:3])
    assert window.start_setup(NewGameSetup("tenpenny", {}, seats, 5))
    assert not coach.isVisible()  # no event loop has run since the lesson closed
    qtbot.waitUntil(lambda: any(c.isVisible() for c in page.findChildren(HintCard)), timeout=5000)
    [note] = [c for c in page.findChildren(HintCard) if c.isVisible()]
    window.show_launcher()
    assert not note.isVisible()
    qtbot.waitUntil(lambda: not page._guides)  # and both are deleted once the loop comes round


def test_a_lesson_closed_at_once_shows_no_welcome(qtbot, small_window):
    window = small_window
    assert window.start_tutorial("walk")
    seats = (SeatSpec(LONG_NAMES[0]), SeatSpec(LONG_NAMES[1], COMPUTER, "easy"))
    assert window.start_setup(NewGameSetup("walk", {}, seats, 5))  # before the lesson's welcome came round
    qtbot.wait(100)
    assert not [d for d in window.findChildren(WelcomeDialog) if d.isVisible()]

"""Whole Parkies games through the real window, to the score sheet: people
(played here by the easy computer player's choices, sent through the board's
signal) against a computer player thinking in its own process on the lake
side, and four people hot-seat."""

from __future__ import annotations

from parkpack.engine.api import InfoSet

import pytest

from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.ui import prefs
from parkpack.ui.app import build_main_window
from parkpack.ui.new_game import NewGameSetup


@pytest.fixture
def window(qtbot):
    prefs.set_value("ui/animation_speed", "off")
    prefs.set_value("ui/confirm_end_of_turn", True)
    win = build_main_window()
    qtbot.addWidget(win)
    win.confirm = lambda *args: pytest.fail(f"unexpected question {args}")
    win.warn = lambda *args: pytest.fail(f"unexpected warning {args}")
    return win


HOT_SEAT = tuple(SeatSpec(name, colour=colour) for name, colour in
                 (("Ann", "red"), ("Ben", "blue"), ("Cleo", "yellow"), ("Dev", "green")))
AGAINST_ROBO = (SeatSpec("Ann", colour="red"), SeatSpec("Robo", COMPUTER, "easy", "blue"))


@pytest.mark.parametrize(
    "seats, lake", [(AGAINST_ROBO, "on"), (HOT_SEAT, "off")], ids=["2p-vs-computer-lake", "4p-hot-seat"]
)
def test_whole_game_to_the_score_sheet(qtbot, window, seats, lake):
    window.start_setup(NewGameSetup("parkies", {"lake": lake}, seats, 4242))
    ctl = window.controller
    me = make_bot(ctl.game, "easy", 9)
    for _ in range(3000):
        if ctl.session.is_over:
            break
        qtbot.waitUntil(lambda: ctl.session.is_over or ctl.turn_open or ctl.session.human_to_act(), timeout=20000)
        if ctl.turn_open:
            window.act_end_turn.trigger()
        elif ctl.session.human_to_act():
            seat = ctl.session.to_act
            assert ctl.viewer() == seat  # hot-seat: the board shows whoever is to play
            view = ctl.game.view(ctl.session.state, seat)
            window.board.action_chosen.emit(me.choose(ctl.game, InfoSet(seat, view, ctl.session.legal_actions())))
    assert ctl.session.is_over
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    sheet = ctl.scores()
    assert sheet.winners and {p.seat for p in sheet.players} == set(range(len(seats)))
    assert all(any(line.startswith(s.name) for line in ctl.log_lines()) for s in seats)


def test_the_next_player_cannot_undo_a_bid_and_nobody_undoes_past_a_computers_answer(qtbot, window):
    # A bid hands play on at once (no end-of-turn step): Ben must not be able
    # to take back Ann's bid, and Ann must not take hers back after Robo's answer.
    window.start_setup(NewGameSetup("parkies", {}, HOT_SEAT[:3], 11))
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.session.human_to_act())
    window.board.action_chosen.emit(next(a for a in ctl.session.legal_actions() if str(a).startswith("bid")))
    assert ctl.session.to_act == 1 and not ctl.turn_open
    assert not window.act_undo.isEnabled() and not ctl.undo()
    assert ctl.undo_reason() == "the turn has passed to another player"

    window.start_setup(NewGameSetup("parkies", {}, (HOT_SEAT[0], SeatSpec("Robo", COMPUTER, "easy", "blue"),
                                                    SeatSpec("Bot", COMPUTER, "easy", "yellow")), 11))
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.session.human_to_act())
    window.board.action_chosen.emit(next(a for a in ctl.session.legal_actions() if str(a).startswith("bid")))
    qtbot.waitUntil(lambda: ctl.session.human_to_act() or ctl.session.is_over, timeout=20000)
    assert len(ctl.session.history) > 1 and not ctl.undo()
    assert ctl.undo_reason() in ("another player has moved since", "a die roll or draw cannot be undone")

"""A whole Parkies game through the real window: a person (played here by the
easy computer player's choices, sent through the board's signal) against a
computer player thinking in its own process, on the lake side, to the score sheet."""

from __future__ import annotations

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


def test_two_player_lake_game_against_the_computer_to_the_end(qtbot, window):
    seats = (SeatSpec("Ann", colour="red"), SeatSpec("Robo", COMPUTER, "easy", "blue"))
    window.start_setup(NewGameSetup("parkies", {"lake": "on"}, seats, 4242))
    ctl = window.controller
    me = make_bot(ctl.game, "easy", 9)
    for _ in range(3000):
        if ctl.session.is_over:
            break
        qtbot.waitUntil(lambda: ctl.session.is_over or ctl.turn_open or ctl.session.human_to_act(), timeout=20000)
        if ctl.turn_open:
            window.act_end_turn.trigger()
        elif ctl.session.human_to_act():
            view = ctl.game.view(ctl.session.state, 0)
            window.board.action_chosen.emit(me.choose(ctl.game, view, 0, ctl.session.legal_actions()))
    assert ctl.session.is_over
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    sheet = ctl.scores()
    assert sheet.winners and {p.seat for p in sheet.players} == {0, 1}
    assert any(line.startswith("Robo") for line in ctl.log)

"""Whole Tenpenny Parks games through the real window, to the score sheet,
made only with the mouse or only with the keyboard: solo against Becky in
both her forms, and three players hot-seat with a computer player thinking
in its own process. The person's choices are the normal computer player's
for that seat (from that seat's view only); they are then made on the board
with clicks (tests/ui/tenpenny/gestures.py) or keys, never by emitting them."""

from __future__ import annotations

import pytest

from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.games.tenpenny import GAME
from parkpack.ui import prefs
from parkpack.ui.new_game import NewGameSetup

from ..window_games import open_window, play_game as play_through
from .gestures import click_action, play_by_keys

SOLO = (SeatSpec("Ann", colour="blue"),)
HOT_SEAT = (SeatSpec("Ann", colour="blue"), SeatSpec("Ben", colour="green"),
            SeatSpec("Robo", COMPUTER, "easy", "orange"))


@pytest.fixture
def window(qtbot, request):
    return open_window(qtbot, confirm_end_of_turn=getattr(request, "param", True))  # the players' default


def play_game(qtbot, win, seats, options, seed, by_keys):
    choosers = {s: make_bot(GAME, "normal", 100 + s) for s, spec in enumerate(seats) if spec.is_human}
    played = play_through(qtbot, win, NewGameSetup("tenpenny", options, seats, seed), choosers,
                          play_by_keys if by_keys else click_action, by_keys)
    if prefs.confirm_end_of_turn():
        assert played.holds >= 10
    return played.controller, len(played.moves), played.handovers


@pytest.mark.parametrize("form, by_keys", [("normal", False), ("harder", True)], ids=["normal-mouse", "harder-keys"])
def test_a_solo_game_against_becky_to_the_score_sheet(qtbot, window, form, by_keys):
    ctl, decisions, handovers = play_game(qtbot, window, SOLO, {"becky": form}, 21, by_keys)
    sheet = ctl.scores()
    assert decisions >= 40 and handovers == 0
    assert sheet.automata == ("Becky",) and sheet.solo_result in ("Win", "Loss")
    assert f"Becky played her {form} form" in sheet.notes
    becky_lines = [line for line in ctl.log_lines() if line.startswith("Becky")]
    assert any("places a worker" in line for line in becky_lines)
    assert any("takes" in line for line in becky_lines) and any("disc moves" in line for line in becky_lines)
    labels = [line.label for line in window.score_dialog.sheet.players[0].lines]
    assert {"Attractions", "Emotion bonuses", "Attraction count bonus"} <= set(labels)
    assert sum(label.startswith("Goal: ") for label in labels) == 2


@pytest.mark.parametrize("window", [False], indirect=True)  # this table plays straight on, without the hold
@pytest.mark.parametrize("by_keys", [False, True], ids=["mouse", "keys"])
def test_three_players_hot_seat_with_a_computer_player(qtbot, window, by_keys):
    ctl, decisions, handovers = play_game(qtbot, window, HOT_SEAT, {}, 33, by_keys)
    sheet = ctl.scores()
    assert decisions >= 80
    assert handovers >= 10  # the screen is handed over whenever the other person is to play
    assert {p.seat for p in sheet.players} == {0, 1, 2} and len(sheet.winners) == 1
    assert sheet.notes[-1].startswith("Money left (the first tie-break): Ann $")
    assert any(line.startswith("Robo places a worker") for line in ctl.log_lines())

"""Whole Steam Donkey games through the real window, to the score sheet,
made only with the mouse or only with the keyboard: three players hot-seat
with a computer player (basic rules) and two players against the computer
(advanced rules). The people's choices are the easy computer player's for
that seat (from that seat's view only); they are then made on the board
with clicks (gestures.py) or keys, never by emitting them."""

from __future__ import annotations

import pytest

from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.actions import (
    Admiral, ChooseKickon, Dog, DonkeyBoy, IceCream, Princess, Ride, Swap, TakeDiscard,
)
from parkpack.ui.new_game import NewGameSetup

from ..window_games import open_window, play_game as play_through
from .gestures import click_action, play_by_keys

HOT_SEAT = (SeatSpec("Ann", colour="blue"), SeatSpec("Ben", colour="purple"),
            SeatSpec("Robo", COMPUTER, "easy", "orange"))
DUEL = (SeatSpec("Ann", colour="blue"), SeatSpec("Robo", COMPUTER, "easy", "orange"))


@pytest.fixture
def window(qtbot):
    return open_window(qtbot, confirm_end_of_turn=True)  # the players' default


class Curious:
    """The easy player's choices, but each character use, swap, Mechanical
    Dog, ride and discard taken the first time it is offered, so a whole
    game makes every kind of decision on the board."""

    KINDS = (Swap, Admiral, Princess, IceCream, DonkeyBoy, Dog, Ride, TakeDiscard)

    def __init__(self, bot):
        self.bot, self.done = bot, set()

    def choose(self, game, info):
        for a in info.legal:
            if isinstance(a, self.KINDS) and type(a) not in self.done:
                self.done.add(type(a))
                return a
        return self.bot.choose(game, info)


def play_game(qtbot, win, seats, options, seed, by_keys):
    choosers = {s: Curious(make_bot(GAME, "easy", 100 + s)) for s, spec in enumerate(seats) if spec.is_human}
    played = play_through(qtbot, win, NewGameSetup("steamdonkey", options, seats, seed), choosers,
                          play_by_keys if by_keys else click_action, by_keys)
    return played.controller, played.moves, played.handovers, played.holds


@pytest.mark.parametrize("by_keys", [False, True], ids=["mouse", "keys"])
def test_three_players_hot_seat_with_a_computer_player(qtbot, window, by_keys):
    ctl, played, handovers, holds = play_game(qtbot, window, HOT_SEAT, {}, 33, by_keys)
    sheet = ctl.scores()
    kinds = {type(a).__name__ for a in played}
    assert {"ChooseResort", "Build", "Raise", "Pay", "Move", "Visit", "Collect", "Done"} <= kinds
    assert handovers >= 10  # the screen is handed over whenever the other person is to play
    assert holds >= 10
    assert {p.seat for p in sheet.players} == {0, 1, 2}
    assert any(line.startswith("Robo") for line in ctl.log_lines())


@pytest.mark.parametrize("by_keys", [False, True], ids=["mouse", "keys"])
def test_two_players_advanced_against_the_computer(qtbot, window, by_keys):
    ctl, played, handovers, holds = play_game(qtbot, window, DUEL, {"advanced": "on"}, 12, by_keys)
    assert handovers == 0  # one person: nothing to hand over
    kinds = {type(a) for a in played}
    assert ChooseKickon in kinds and {Ride, TakeDiscard} <= kinds  # (swaps: the lesson and test_board)
    assert kinds & {Admiral, Princess, IceCream, DonkeyBoy}  # a character used on the board
    assert ctl.session.state.players[0].kickon
    assert {p.seat for p in ctl.scores().players} == {0, 1}

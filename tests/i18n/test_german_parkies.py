"""Parkies in German: whole games, every text translated."""

from __future__ import annotations

from parkpack import i18n
from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.games.parkies import GAME
from parkpack.games.parkies.refusals import placement_problem

from .german import in_both, play_in_german


def test_a_four_player_game_reads_in_german() -> None:
    seats = [SeatSpec(n, COMPUTER, "easy", c) for n, c in (("Anna", "blue"), ("Ben", "red"), ("Clara", "yellow"), ("Dora", "green"))]
    problems, compared = play_in_german(GAME, {}, seats, 11, ("Parkies", "Parkie"))
    assert problems == []
    assert compared > 1000


def test_a_two_player_lake_game_with_random_players_reads_in_german() -> None:
    seats = [SeatSpec(n, COMPUTER, "random", c) for n, c in (("Anna", "blue"), ("Ben", "red"))]
    problems, compared = play_in_german(GAME, {"lake": "on"}, seats, 5, ("Parkies", "Parkie"))
    assert problems == []
    assert compared > 500


def test_placement_refusals_read_in_german() -> None:
    english, german = in_both(lambda: [placement_problem((), False, "S-01", 5, 5, 0), placement_problem((), True, "S-01", 1, 1, 0)])
    assert english[0] == "The tile would hang off the mat."
    assert german[0] == "Das Plättchen würde über das Tableau hinausragen."
    assert german[1] != english[1]


def test_the_launcher_and_new_game_texts_follow_the_language() -> None:
    try:
        i18n.set_language("de")
        assert GAME.info.options[0].label_of("on") == "Seeseite"
        assert [lv.label for lv in GAME.info.bot_levels] == ["Leicht", "Schwer", "Experte"]
    finally:
        i18n.set_language("en")
    assert GAME.info.options[0].label_of("on") == "Lake side"

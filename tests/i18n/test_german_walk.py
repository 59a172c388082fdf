"""A Walk in the Park in German: whole games, every text translated."""

from __future__ import annotations

from parkpack import i18n
from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.games.walk import GAME

from .german import play_in_german

PROPER = ("Government House", "Mrs Macquarie's Chair", "The Calyx", "Lachlan Macquarie")


def test_a_three_player_game_reads_in_german() -> None:
    seats = [SeatSpec(n, COMPUTER, "easy") for n in ("Anna", "Ben", "Clara")]
    problems, compared = play_in_german(GAME, {}, seats, 7, PROPER)
    assert problems == []
    assert compared > 500


def test_a_solo_game_reads_in_german() -> None:
    problems, compared = play_in_german(GAME, {"level": "2"}, [SeatSpec("Anna", COMPUTER, "random")], 3, PROPER)
    assert problems == []
    assert compared > 100


def test_the_launcher_and_new_game_texts_follow_the_language() -> None:
    try:
        i18n.set_language("de")
        info = GAME.info
        assert info.blurb.startswith("Würfle")
        assert info.options[0].label == "Solo-Stufe"
        assert info.options[0].label_of("4") == "Stufe 4: 10 Runden"
        assert [lv.label for lv in info.bot_levels] == ["Leicht", "Normal", "Schwer", "Experte"]
        assert dict(info.colours)["green"] == "Grün"
    finally:
        i18n.set_language("en")
    assert GAME.info.blurb.startswith("Roll the die")
    assert GAME.info.options[0].label_of("4") == "Level 4: 10 turns"

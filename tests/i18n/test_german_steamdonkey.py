"""Steam Donkey in German: whole games, basic and advanced, two to four
players; every log line (the private ones with the faces a player learns
included), status line, side-panel line, refusal and score line is
compared in both languages."""

from __future__ import annotations

import re
from typing import Any

import pytest

from parkpack import i18n
from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.errors import OptionError
from parkpack.engine.session import Session
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.actions import Dog, Ride, Swap
from parkpack.games.steamdonkey.content import BACKS, CARD, NAMES as CHARACTER_NAMES, RESORTS, back_label
from parkpack.games.steamdonkey import words
from parkpack.games.steamdonkey.text import card_label, full_label

from . import german
from .german import compare, in_both, play_in_german

#: Proper names kept in German: the game, the resort towns, two titles.
NAMES = ("Steam Donkey", "Lord Admiral", "Princess Royal", *(r.name for r in RESORTS))
COLOURS = ("blue", "purple", "orange", "teal")
PLAYERS = ("Anna", "Ben", "Clara", "Dora")


#: Steam Donkey's own English words, looked for besides the common ones.
GAME_WORDS = re.compile(
    r"\b(twisted|ready|visitors?|suitcase|resort|platform|deck|discard|kick-on|character|attractions?|"
    r"raises?|builds?|stops?|swaps?|spaces?|filled|unseen|faces|poster|amusements?|lodgings?|monuments?|"
    r"transports?|green|red|yellow|Town|Beach|free|paying|covering|dealt|shows|fewer|final|hand|limit|"
    r"sends|uses|returns|ends|adds|joins?|fetches|Dealing|Shuffling|Turning|Kick-on|Visitors|Transports|"
    r"Score|Completed|Poster|Attractions|Identical|Missing|tie)\b"
)


@pytest.fixture(autouse=True)
def _game_words(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(german, "ENGLISH", re.compile(f"{german.ENGLISH.pattern}|{GAME_WORDS.pattern}"))


def _seats(n: int) -> list[SeatSpec]:
    return [SeatSpec(PLAYERS[k], COMPUTER, "easy", COLOURS[k]) for k in range(n)]


@pytest.mark.parametrize(
    ("advanced", "players", "seed"),
    [("off", 2, 3), ("off", 4, 8), ("on", 2, 5), ("on", 3, 11), ("on", 4, 7)],
)
def test_a_whole_game_reads_in_german(advanced: str, players: int, seed: int) -> None:
    problems, compared = play_in_german(GAME, {"advanced": advanced, "first": "1"}, _seats(players), seed, NAMES)
    assert problems == []
    assert compared > 1000


def test_the_advanced_games_meet_every_kind_of_move() -> None:
    # The games above are worth their names only if the moves with the most
    # wording come up: a ride, a swap and the Mechanical Dog.
    kinds: set[type] = set()
    for players, seed in ((2, 5), (3, 11), (4, 7)):
        session: Session[Any, Any] = Session(GAME, {"advanced": "on", "first": "1"}, _seats(players), seed)
        bots = [make_bot(GAME, "easy", seed + k) for k in range(players)]
        while session.to_act is not None:
            seat = session.to_act
            action = session.chance_action() if seat < 0 else bots[seat].choose(GAME, session.info_set(seat))
            kinds.add(type(action))
            session.play(action)
    assert {Ride, Swap, Dog} <= kinds


def test_every_card_and_back_reads_in_german() -> None:
    # Card faces reach only the seat that holds them, so every one is checked here too.
    english, german = in_both(lambda: [t for c in sorted(CARD) for t in (card_label(c), full_label(c))]
                              + [back_label(b) for b in BACKS] + [words.name(k) for k in CHARACTER_NAMES])
    # The Bank is a Bank in German too.
    assert compare(english, german, (*NAMES, "Bank"), "cards") == []
    assert len(set(german)) == len(set(english))


def test_the_english_texts_are_unchanged() -> None:
    assert card_label("M24") == "the Pier (yellow monument, 7 points)"
    assert back_label("?Ag") == "a green-suitcase amusement visitor"
    assert back_label("?T*") == "a special (all-colour) transport visitor"
    assert words.icon(2) == "monument" and words.icons(2) == "monuments"
    try:
        i18n.set_language("de")
        assert card_label("M24") == "die Karte „Seebrücke“ (Denkmal, gelb, 7 SP)"
        assert back_label("?Ag") == "einen Besucher (Vergnügung) mit grünem Koffer"
        assert words.icon(2) == "Denkmal"
    finally:
        i18n.set_language("en")


def test_the_launcher_and_new_game_texts_follow_the_language() -> None:
    try:
        i18n.set_language("de")
        rules = GAME.info.option("advanced")
        assert rules is not None and rules.label_of("off") == "Grundspiel"
        first = GAME.info.option("first")
        assert first is not None and first.label_of("1") == "Spieler 2"
        assert [lv.label for lv in GAME.info.bot_levels][:3] == ["Leicht", "Normal", "Schwer"]
        with pytest.raises(OptionError, match="Steam Donkey wird mit 2 bis 4 Spielern gespielt, nicht mit 5"):
            GAME.setup({}, [SeatSpec(name) for name in (*PLAYERS, "Emil")], 1)
    finally:
        i18n.set_language("en")
    first = GAME.info.option("first")
    assert first is not None and first.label_of("1") == "Player 2"

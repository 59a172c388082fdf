"""Tenpenny Parks in German: whole games, every text translated, secrets included."""

from __future__ import annotations

from parkpack import i18n
from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.content import TYPES
from parkpack.games.tenpenny.text import becky_summary

from .german import compare, in_both, play_in_german

#: Proper names, and the themes' codes as a player's card counts them
#: ("PH 2"): notation, the same in every language.
NAMES = ("Becky", "Tenpenny Parks") + tuple(f"{code} " for code in TYPES)


def test_a_three_player_game_reads_in_german() -> None:
    seats = [SeatSpec(n, COMPUTER, "easy", c) for n, c in (("Anna", "blue"), ("Ben", "green"), ("Clara", "orange"))]
    problems, compared = play_in_german(GAME, {"shovel": "random"}, seats, 13, NAMES)
    assert problems == []
    assert compared > 1000


def test_a_solo_game_against_the_harder_becky_reads_in_german() -> None:
    seats = [SeatSpec("Anna", COMPUTER, "random", "purple")]
    problems, compared = play_in_german(GAME, {"becky": "harder"}, seats, 2, NAMES)
    assert problems == []
    assert compared > 300


def test_beckys_side_panel_reads_in_german() -> None:
    from parkpack.engine.session import Session

    session = Session(GAME, {"becky": "normal"}, [SeatSpec("Anna", COMPUTER, "random", "blue")], 4)
    for _ in range(60):
        if session.to_act is None:
            break
        session.play(session.chance_action() if session.to_act < 0 else session.legal_actions()[0])
    english, german = in_both(lambda: list(becky_summary(session.state)))
    assert english and compare(english, german, NAMES, "Becky") == []


def test_the_launcher_and_new_game_texts_follow_the_language() -> None:
    try:
        i18n.set_language("de")
        shovel = GAME.info.option("shovel")
        assert shovel is not None and shovel.label_of("random") == "Zufällig"
        assert shovel.label_of("2") == "Spieler 2"
    finally:
        i18n.set_language("en")
    shovel = GAME.info.option("shovel")
    assert shovel is not None and shovel.label_of("2") == "Player 2"


def test_a_worker_on_each_space_is_worded_with_its_article() -> None:
    """The Contractor is "die Baufirma": the line for the other spaces once
    read "auf den Baufirma"."""
    from ..games.tenpenny.helpers import start

    state = start(2)  # Ann to place a worker
    wanted = {
        "banker": "Ann setzt einen Arbeiter auf den Bankier und erhält 2\u00a0$",
        "arborist": "Ann setzt einen Arbeiter auf den Baumpfleger",
        "contractor": "Ann setzt einen Arbeiter auf die Baufirma",
        "realtor": "Ann setzt einen Arbeiter auf den Makler und zahlt 3\u00a0$",
    }
    try:
        i18n.set_language("de")
        lines = {space: GAME.text.describe(state, GAME.parse_action(f"worker {space}")).text for space in wanted}
    finally:
        i18n.set_language("en")
    assert lines == wanted


def test_what_a_tile_would_cover_counts_money_as_german_writes_it(qapp) -> None:
    from parkpack.ui.tenpenny.words import rewards_text

    english, german = in_both(lambda: rewards_text("C05", ("2", "4")))
    assert english.endswith("; $6") and german.endswith("; 6\u00a0$")  # kept together where it wraps

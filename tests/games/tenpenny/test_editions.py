"""Edition 2 of the Tenpenny rules: the Advertising step asks every entrant
once. Games recorded by edition 1 (saves and filed games without an edition,
which asked an entrant again when one before it had nothing to advertise)
keep replaying as they were played, and a game keeps its edition for life."""

from __future__ import annotations

from dataclasses import replace

import pytest

from parkpack.engine import saves
from parkpack.engine.errors import SaveFileError
from parkpack.engine.session import Session
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.common import clockwise
from parkpack.games.tenpenny.flow import advance

from tests import editions

from .helpers import play, with_player
from .test_month import at_advertising


def asked_after_a_skipped_player(edition: int):
    """The Advertising step with the shovel holder unable to advertise."""
    state = at_advertising()
    first = state.shovel
    later = (first + 1) % 2
    state = with_player(state, later, cards=("SV-1",), money=9)
    return advance(replace(state, phase="advertise", order=clockwise(first, 2), edition=edition)), later


def test_edition_1_asks_the_next_player_again_and_edition_2_once():
    state, later = asked_after_a_skipped_player(1)
    assert state.task.seat == later and len(state.order) == 2
    state = play(state, "done")
    assert (state.phase, state.task.seat) == ("advertise", later)  # asked again
    state = play(state, "done")
    assert state.task.kind == "tidy"
    state, later = asked_after_a_skipped_player(2)
    assert play(state, "done").task.kind == "tidy"


def random_game(edition: int = 0, seed: int = 3, players: int = 3) -> Session:
    return editions.random_game(GAME, edition, seed, players)


def test_a_new_game_is_played_and_saved_by_the_latest_edition():
    editions.check_saved_by_the_latest_edition(random_game())


def test_a_save_without_an_edition_replays_by_edition_1():
    old = random_game(edition=1)
    # the old game asked someone again: the same actions do not play by edition 2
    h = old.history
    assert any(h[i] == h[i - 1] == "done" for i in range(1, len(h)))
    editions.check_an_old_save_replays_by_edition_1(old)


@pytest.mark.parametrize("value, words", [(4, "edition 4 of the rules of Tenpenny Parks"),
                                          (0, "'edition' is not a whole number from 1"),
                                          ("2", "'edition' is not a whole number"), (True, "'edition' is not")])
def test_an_edition_this_version_does_not_know_is_refused(value, words):
    doc = saves.session_to_document(random_game(seed=4, players=2))
    doc["edition"] = value
    with pytest.raises(SaveFileError, match=words):
        saves.session_from_document(doc, "<file>")


def test_a_filed_game_keeps_its_edition():
    editions.check_a_filed_game_keeps_its_edition(random_game(edition=1), random_game())

"""Editions of the Steam Donkey rules. Edition 2: every turn, not only a Move,
ends with the platform filled up to four where the station has the cards
(rulebook, Game Setup). Edition 3: after an action that took the last
discard, Donkey Boy is offered the card the deck turns up onto the pile
(Characters: "after ANY action"). Games recorded by an earlier edition (saves
and filed games without an edition are edition 1) keep replaying as they were
played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from parkpack.engine import saves
from parkpack.engine.api import CHANCE, HUMAN, SeatSpec
from parkpack.engine.errors import SaveFileError
from parkpack.engine.rng import Rng
from parkpack.engine.replay import Timeline
from parkpack.engine.session import Session
from parkpack.games.steamdonkey import GAME, content
from parkpack.games.steamdonkey.actions import parse_action
from parkpack.games.steamdonkey.state import State

from tests import editions

from .helpers import Picker, bury, player, position


def short_platform_build_turn(edition: int) -> State:
    """Ann builds a Hotel with the platform at two cards after a Move that
    the spent deck and discard pile could not fill. Her payment gives the
    discard pile a second card, so the deck can be rebuilt; the turn is then
    played to its end."""
    pk = Picker()
    hotel = pk.pick("Hotel")
    pay = pk.icon("L", 2, exclude_names=["Hotel"])
    platform = [pk.back("?Ag"), pk.back("?Ar")]
    discard = [pk.pick("Pier")]
    rest = [c for c in content.CARD_IDS if c not in pk.used]
    state = position([player("Ann", [hotel, *pay]), player("Ben", spaces=bury(rest))],
                     platform=platform, top="", discard=discard, deck=[])
    state = replace(state, edition=edition)
    GAME.check(state)
    for text in ("build green", f"raise {hotel}", f"pay {pay[0]}", f"pay {pay[1]}", "done"):
        state = GAME.apply(state, parse_action(text))
        while GAME.to_act(state) == CHANCE:
            state = GAME.apply(state, GAME.chance_outcomes(state)[0][0])
    return state


def test_edition_2_ends_any_turn_with_four_visitors_on_the_platform_and_edition_1_only_a_move():
    state = short_platform_build_turn(2)
    assert (state.seat, state.phase) == (1, "start")
    assert len(state.table.platform) == 4 and state.edition == 2
    GAME.check(state)
    old = short_platform_build_turn(1)
    assert (old.seat, old.phase) == (1, "start")
    assert len(old.table.platform) == 2 and old.table.top  # a card was there to draw


def random_game(edition: int = 0, seed: int = 8, players: int = 3) -> Session:
    return editions.random_game(GAME, edition, seed, players)


def test_a_new_game_is_played_and_saved_by_the_latest_edition():
    editions.check_saved_by_the_latest_edition(random_game(seed=4, players=2))


def test_a_save_without_an_edition_replays_by_edition_1():
    # a turn of this game ended with the platform short (below): its actions do not play by edition 2
    editions.check_an_old_save_replays_by_edition_1(random_game(edition=1))


def short_turn_starts(session: Session) -> int:
    """Turns that began with the platform short while the deck had a card."""
    return sum(1 for st in Timeline.of_session(session).states
               if st.phase == "start" and len(st.table.platform) < content.PLATFORM_SIZE and st.table.top)


def test_edition_1_began_turns_with_the_platform_short_and_edition_2_never_does():
    assert short_turn_starts(random_game(edition=1)) > 0
    assert short_turn_starts(random_game()) == 0


def test_a_filed_game_keeps_its_edition():
    editions.check_a_filed_game_keeps_its_edition(random_game(edition=1), random_game(seed=4, players=2))


def advanced_game(edition: int, seed: int) -> Session:
    """Random moves of a two-player advanced game (characters in play)."""
    session = Session(GAME, {"advanced": "on"}, (SeatSpec("P1", HUMAN), SeatSpec("P2", HUMAN)), seed, edition)
    rng = Rng(f"editions/{seed}")
    while session.to_act is not None:
        legal = session.legal_actions()
        session.play(session.chance_action() if session.to_act == CHANCE else legal[rng.below(len(legal))])
    return session


def test_a_game_of_edition_2_replays_by_edition_2():
    # In this game a player took the last discard while Donkey Boy was ready:
    # by edition 2 the turn ended there, so the next player's move follows.
    old = advanced_game(2, 2)
    doc = saves.session_to_document(old)
    loaded = saves.session_from_document(doc, "<edition 2 save>")
    assert loaded.edition == 2 and loaded.state == old.state and loaded.history == old.history
    doc["edition"] = 3
    with pytest.raises(SaveFileError, match="cannot be played"):
        saves.session_from_document(doc, "<edition 2 save>")

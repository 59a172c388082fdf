"""Game Setup, basic and advanced, played through the session."""

import pytest

from parkpack.engine.api import CHANCE
from parkpack.engine.errors import IllegalActionError, OptionError
from parkpack.engine.session import Session
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.content import (
    BACK,
    CARD_IDS,
    CHARACTERS,
    KICKONS,
    POSTER,
    REVERSE,
)
from parkpack.games.steamdonkey.state import DEAL, KICKON, POSTER as POSTER_PHASE, RESORT, START

from .helpers import legal_texts, play, run_chance, seats


def _through_posters(s: Session) -> None:
    while s.state.phase == POSTER_PHASE:
        run_chance(s)


def test_posters_are_dealt_then_each_player_picks_a_side_in_turn_order() -> None:
    s = Session(GAME, {}, seats(3), 1)
    assert s.to_act == CHANCE and s.state.phase == POSTER_PHASE
    play(s, "poster P3", "poster P1", "poster P4")
    assert [p.poster for p in s.state.players] == ["P3", "P1", "P4"]
    assert s.state.phase == RESORT and s.to_act == 0
    assert legal_texts(s.state) == ["resort llandudno", "resort margate"]
    with pytest.raises(IllegalActionError):
        s.play("resort weymouth")  # the other poster's side
    play(s, "resort margate", "resort weymouth", "resort eastbourne")
    assert [p.resort for p in s.state.players] == ["margate", "weymouth", "eastbourne"]
    assert s.state.phase == DEAL and s.to_act == CHANCE


def test_eight_cards_each_one_discard_and_four_visitors_on_the_platform() -> None:
    s = Session(GAME, {}, seats(4), 3)
    run_chance(s)
    for _ in range(4):
        s.play(GAME.legal_actions(s.state)[0])
    run_chance(s)
    st = s.state
    assert st.phase == START and st.seat == 0 and st.turn == 1
    assert [len(p.hand) for p in st.players] == [8, 8, 8, 8]
    assert len(st.table.discard) == 1
    assert len(st.table.platform) == 4
    assert st.table.top  # the deck's top card shows its back
    assert len(st.table.deck) == len(CARD_IDS) - 32 - 1 - 4 - 1


def test_the_table_chooses_the_first_player() -> None:
    s = Session(GAME, {"first": "2"}, seats(3), 5)
    play(s, "poster P1")
    assert s.state.players[2].poster == "P1"  # the first player is dealt first
    run_chance(s)
    assert s.to_act == 2 and s.state.phase == RESORT
    for _ in range(3):
        s.play(GAME.legal_actions(s.state)[0])
    run_chance(s)
    assert s.state.phase == START and s.state.seat == 2 and s.state.first == 2


def test_a_first_seat_beyond_the_table_counts_on_round_it() -> None:
    st = GAME.setup({"first": "3"}, seats(2), 1)
    assert st.first == 1


@pytest.mark.parametrize("options", [{"first": "x"}, {"advanced": "maybe"}])
def test_bad_options_are_refused(options: dict[str, str]) -> None:
    with pytest.raises(OptionError):
        GAME.setup(options, seats(2), 1)


@pytest.mark.parametrize("n", [1, 5])
def test_two_to_four_players(n: int) -> None:
    with pytest.raises(OptionError):
        GAME.setup({}, seats(n) if n <= 4 else seats(4) + seats(1), 1)


def test_dealt_cards_show_their_backs_to_the_other_players() -> None:
    s = Session(GAME, {}, seats(2), 9)
    run_chance(s)
    play(s, *[str(GAME.legal_actions(s.state)[0]) for _ in range(1)])
    play(s, str(GAME.legal_actions(s.state)[0]))
    card = CARD_IDS[10]
    entry_before = len(s.log)
    play(s, f"deal {card}")
    entry = s.log[entry_before]
    assert card not in entry.text and "is dealt a" in entry.text
    assert entry.seats == (0,) and "points" in entry.private
    other = GAME.view(s.state, 1)
    assert other.players[0].hand == (BACK[card],)
    assert GAME.view(s.state, 0).players[0].hand == (card,)


def _advanced_to_kickons(first: str = "0", n: int = 3) -> Session:
    s = Session(GAME, {"advanced": "on", "first": first}, seats(n), 11)
    _through_posters(s)
    for _ in range(n):
        s.play(GAME.legal_actions(s.state)[0])
    return s


def test_kickons_are_chosen_in_reverse_turn_order_each_with_its_character_twisted() -> None:
    s = _advanced_to_kickons(first="1", n=3)
    assert s.state.phase == KICKON
    assert s.to_act == 0  # the player to the right of the first player (seat 1)
    assert legal_texts(s.state) == [f"kickon {k}" for k in KICKONS]
    play(s, "kickon bank")
    assert s.to_act == 2
    assert "kickon bank" not in legal_texts(s.state)
    play(s, "kickon donkey")
    assert s.to_act == 1
    play(s, "kickon castle")
    assert s.state.phase == DEAL
    players = s.state.players
    assert [p.kickon for p in players] == ["bank", "castle", "donkey"]
    assert [p.character for p in players] == ["admiral", "princess", "donkeyboy"]
    assert all(p.twisted for p in players)


def test_feral_donkey_pairs_with_donkey_boy_and_every_character_is_on_a_kickon() -> None:
    assert REVERSE["donkey"] == "donkeyboy"
    assert sorted(REVERSE.values()) == sorted(CHARACTERS)


def test_the_castle_deals_twelve_cards() -> None:
    s = _advanced_to_kickons(first="0", n=2)
    play(s, "kickon castle", "kickon dog")  # seat 1 chooses first
    run_chance(s)
    st = s.state
    assert st.phase == START
    assert st.players[1].kickon == "castle"
    assert [len(p.hand) for p in st.players] == [8, 12]


def test_the_first_player_untwists_their_character_when_the_first_turn_begins() -> None:
    s = _advanced_to_kickons(first="0", n=2)
    play(s, "kickon bank", "kickon dog")
    run_chance(s)
    st = s.state
    assert st.seat == 0 and not st.players[0].twisted and st.players[1].twisted


def test_each_poster_has_two_resorts() -> None:
    sides = [r for p in POSTER.values() for r in p.sides]
    assert len(POSTER) == 4 and len(set(sides)) == 8

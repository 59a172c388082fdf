"""Rulebook "Setup" and the solo setup."""

import pytest

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.errors import OptionError
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.content import CARDS_OF_TYPE, COLOUR_IDS, RING_START, TYPES
from parkpack.games.tenpenny.tracks import space_of, standings

from .helpers import legal_texts, play, seats, settle, start


def test_board_starts_at_month_one_with_every_stack_face_up():
    state = settle(GAME.setup({}, seats(3), 1))
    assert state.month == 1 and state.board.ring == RING_START
    for loc, t in enumerate(TYPES):
        assert state.board.tops[loc] in CARDS_OF_TYPE[t]
        assert len(state.board.piles[loc]) == len(CARDS_OF_TYPE[t]) - 1
    assert [s.count for s in state.board.stacks] == [6, 6]
    assert all(s.face for s in state.board.stacks)
    assert state.board.extra == -1


@pytest.mark.parametrize("n", [2, 3, 4])
def test_concessions_revealed_at_twice_the_player_count(n):
    state = settle(GAME.setup({}, seats(n), 1))
    assert len(state.board.market) == 2 * n
    assert len(state.board.stand_pile) == 40 - 2 * n


def test_three_goals_dealt_and_two_kept_secretly():
    state = settle(GAME.setup({}, seats(2), 3))
    assert state.task.kind == "keep" and state.task.seat == 0
    dealt = state.players[0].dealt
    assert len(dealt) == 3 and len(state.players[1].dealt) == 3
    assert len(state.goal_pool) == 14 - 6
    options = legal_texts(state)
    assert len(options) == 3
    a, b, c = sorted(dealt)
    state = play(state, f"keep {a} {c}")
    assert state.players[0].goals == (a, c) and state.players[0].returned == b
    assert state.players[0].dealt == ()
    assert state.task.kind == "keep" and state.task.seat == 1


def test_properties_chosen_in_turn_from_the_shovel_holder_with_either_side():
    state = settle(GAME.setup({"shovel": "2"}, seats(3), 1))
    assert state.shovel == 1
    order = []
    while state.task.kind == "keep":
        order.append(state.task.seat)
        state = settle(GAME.apply(state, GAME.legal_actions(state)[0]))
    assert order == [1, 2, 0]
    assert state.task.kind == "property" and state.task.seat == 1
    assert len(legal_texts(state)) == 8  # four boards, either side
    state = play(state, "property P1 back")
    assert state.task.seat == 2
    assert not any(t.startswith("property P1") for t in legal_texts(state))
    state = play(state, "property P3 front")
    state = play(state, "property P2 back")
    assert state.players[1].park.boards == (("P1", "back"),)
    assert len(state.players[1].park.trees) == 7  # the Old Forest back's trees placed
    assert len(state.players[2].park.trees) == 4
    assert len(state.players[0].park.trees) == 2


def test_discs_start_on_the_first_space_later_ones_on_top():
    state = start(3, {"shovel": "3"})  # seat 2 first, then 0, then 1
    for track in state.tracks:
        assert track[0] == (2, 0, 1)
        assert standings(track) == (1, 0, 2)


def test_seven_dollars_then_three_dollars_income():
    state = settle(GAME.setup({}, seats(2), 1))
    assert [p.money for p in state.players] == [7, 7]
    state = start(2)
    assert state.task.kind == "worker" and state.month == 1
    assert [p.money for p in state.players] == [10, 10]
    assert [p.workers for p in state.players] == [3, 3]


def test_shovel_option_default_and_wrap_and_random():
    assert start(2).shovel == 0
    assert start(4, {"shovel": "4"}).shovel == 3
    assert start(2, {"shovel": "3"}).shovel == 0  # counts round again
    state = GAME.setup({"shovel": "random"}, seats(3), 1)
    while state.task.kind != "pick-shovel":
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert GAME.to_act(state) == CHANCE
    assert legal_texts(state) == ["shovel 1", "shovel 2", "shovel 3"]
    state = settle(GAME.apply(state, GAME.parse_action("shovel 3")))
    assert state.shovel == 2


def test_bad_options_are_refused():
    with pytest.raises(OptionError):
        GAME.setup({"shovel": "5"}, seats(2), 1)
    with pytest.raises(OptionError):
        GAME.setup({"becky": "easy"}, seats(1), 1)
    with pytest.raises(OptionError):
        GAME.setup({}, seats(4) + (SeatSpec("Eve"),), 1)


def test_solo_setup():
    state = start(1)
    assert state.becky is not None and not state.becky.harder
    assert GAME.automata(state) == ("Becky",)
    assert state.shovel == 0  # the player starts with the shovel token
    assert len(state.board.market) == 4  # played as a two-player game
    for track in state.tracks:
        assert track[0] == (0, 1)  # Becky's discs on top of the player's
    assert state.becky.cards == () and state.becky.colour != state.players[0].colour
    assert start(1, {"becky": "harder"}).becky.harder


def test_colours_are_distinct():
    state = GAME.setup({}, (SeatSpec("a", colour="green"), SeatSpec("b", colour="green"), SeatSpec("c")), 1)
    colours = [p.colour for p in state.players]
    assert colours[0] == "green" and len(set(colours)) == 3 and set(colours) <= set(COLOUR_IDS)


def test_discs_on_every_track_for_everyone():
    state = start(4)
    for track in state.tracks:
        assert sorted(e for space in track for e in space) == [0, 1, 2, 3]
        assert all(space_of(track, e) == 0 for e in range(4))

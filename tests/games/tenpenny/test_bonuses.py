"""Rulebook "Bonuses Step" (Thrill, Awe, Joy) and the 3-4 player second places."""

from dataclasses import replace

from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.tracks import space_of

from .helpers import bankers_to_end, legal_texts, play, settle, start, track


def at_bonuses(n, tracks, **kw):
    state = replace(start(n, **kw), tracks=tracks)
    return bankers_to_end(state)


def test_bonuses_go_thrill_then_awe_then_joy_to_each_leader():
    tracks = (track((), (1,), (0,)), track((), (0,), (1,)), track((1,), (0,)))
    state = at_bonuses(2, tracks)
    assert (state.task.kind, state.task.seat, state.task.count) == ("choose-bonus", 0, 0)
    assert legal_texts(state) == ["thrill worker", "thrill vp"]
    state = play(state, "thrill vp")
    assert (state.task.seat, state.task.count) == (1, 1)
    assert legal_texts(state) == ["awe shovel", "awe vp"]
    state = play(state, "awe vp")
    assert (state.task.seat, state.task.count) == (0, 2)
    assert legal_texts(state) == ["joy cash", "joy vp"]


def test_thrill_step_back_takes_the_extra_worker_for_next_month():
    tracks = (track((1,), (), (0,)), track((0, 1)), track((0, 1)))
    state = at_bonuses(2, tracks)
    state = play(state, "thrill worker")
    assert space_of(state.tracks[0], 0) == 1 and state.board.extra == 0
    state = settle(play(state, "awe vp", "joy vp"))
    while state.month == 1:
        state = settle(GAME.apply(state, GAME.legal_actions(state)[-1]))
    assert [p.workers for p in state.players] == [4, 3]
    assert state.month == 2


def test_thrill_vp_returns_the_extra_worker():
    tracks = (track((1,), (), (0,)), track((0, 1)), track((0, 1)))
    state = replace(at_bonuses(2, tracks), board=replace(at_bonuses(2, tracks).board, extra=1))
    state = play(state, "thrill vp")
    assert state.board.extra == -1 and state.players[0].vp_bonus == 1
    assert space_of(state.tracks[0], 0) == 2  # the disc stays


def test_awe_step_back_takes_the_shovel_vp_gives_it_to_the_right():
    tracks = (track((0, 1, 2)), track((0, 2), (), (1,)), track((0, 1, 2)))
    state = settle(at_bonuses(3, tracks))
    state = play(state, "thrill vp")
    assert state.task.seat == 1 and state.task.count == 1
    taken = play(state, "awe shovel")
    assert taken.shovel == 1 and space_of(taken.tracks[1], 1) == 1
    given = play(state, "awe vp")
    assert given.shovel == 0  # the player on seat 1's right plays just before seat 1


def test_joy_step_back_takes_three_dollars():
    tracks = (track((0, 1)), track((0, 1)), track((1,), (0,)))
    state = at_bonuses(2, tracks)
    state = play(state, "thrill vp", "awe vp")
    money = state.players[0].money
    state = play(state, "joy cash")
    assert state.players[0].money == money + 3 and space_of(state.tracks[2], 0) == 0
    assert state.players[0].vp_bonus == 0


def test_a_leader_on_the_first_space_can_only_take_the_vp():
    tracks = (track((1, 0)), track((0, 1)), track((0, 1)))
    state = at_bonuses(2, tracks)
    assert state.task.seat == 0 and legal_texts(state) == ["thrill vp"]


def test_three_players_second_place_takes_one_vp_judged_before_discs_move():
    tracks = (track((), (2,), (1, 0)), track((), (0,), (2, 1)), track((0,), (2,), (1,)))
    state = at_bonuses(3, tracks)
    assert state.task.kind == "seconds"
    text = GAME.text.describe(state, GAME.legal_actions(state)[0]).text
    assert text == "Second place takes 1 VP: Thrill Bob, Awe Cy, Joy Cy"
    state = settle(state)
    assert [p.vp_bonus for p in state.players] == [0, 1, 2]
    # the Thrill leader steps back below the second; second place is not judged again
    assert (state.task.seat, state.task.count) == (0, 0)
    state = play(state, "thrill worker")
    assert [p.vp_bonus for p in state.players] == [0, 1, 2]
    assert state.tracks[0][1] == (2, 0)


def test_two_players_have_no_second_place():
    tracks = (track((0,), (1,)), track((0,), (1,)), track((0,), (1,)))
    state = at_bonuses(2, tracks)
    assert state.task.kind == "choose-bonus"
    assert [p.vp_bonus for p in state.players] == [0, 0]


def test_four_players_second_place():
    tracks = (track((0, 1, 2, 3)), track((0, 1, 2, 3)), track((0, 1, 2, 3)))
    state = settle(at_bonuses(4, tracks))
    assert [p.vp_bonus for p in state.players] == [0, 0, 3, 0]  # seat 2 lies under seat 3 everywhere

"""Rulebook "Advertising Step", "Cleanup Step" and the end after month five."""

from dataclasses import replace

from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.content import CARD, RING
from parkpack.games.tenpenny.common import clockwise
from parkpack.games.tenpenny.flow import advance, can_advertise

from .helpers import bankers_to_end, legal_texts, play, settle, start, with_player


def at_advertising(n=2, **players):
    state = start(n)
    for seat, changes in players.items():
        state = with_player(state, int(seat[1:]), **changes)
    state = bankers_to_end(state)
    while state.phase == "bonus":
        state = GAME.apply(state, GAME.legal_actions(state)[-1])  # always the VP
    return state


def test_advertising_pays_and_scores_once_per_attraction_a_month():
    state = at_advertising(s0={"cards": ("US-5", "OW-1")}, s1={"cards": ("SV-1",)})
    assert state.phase == "advertise" and state.task.seat == 0
    assert legal_texts(state) == ["advertise US-5", "advertise OW-1", "done"]
    money, vp = state.players[0].money, state.players[0].vp_ads
    state = play(state, "advertise US-5")
    assert state.players[0].money == money - CARD["US-5"].ad_cost
    assert state.players[0].vp_ads == vp + CARD["US-5"].ad_vp
    assert legal_texts(state) == ["advertise OW-1", "done"]
    refusal = GAME.text.refusal(state, GAME.parse_action("advertise US-5"))
    assert refusal == "each attraction is advertised at most once a month"
    state = play(state, "done")
    assert state.task.seat == 1


def test_advertising_goes_in_player_order_from_the_shovel_holder():
    state = start(3, {"shovel": "2"})
    for seat in range(3):
        state = with_player(state, seat, cards=("OW-1",))
    state = bankers_to_end(state)
    while state.phase == "bonus":
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
    shovel = state.shovel
    order = []
    while state.phase == "advertise":
        order.append(state.task.seat)
        state = play(state, "done")
    assert order == [shovel, (shovel + 1) % 3, (shovel + 2) % 3]


def test_players_with_nothing_to_advertise_are_skipped():
    state = at_advertising(s0={"cards": ("US-5",)})
    assert state.task.seat == 0
    state = settle(play(state, "advertise US-5"))  # nothing else to advertise
    assert state.phase not in ("advertise",)


def test_a_player_after_one_with_nothing_to_advertise_is_asked_once():
    """The step skips the shovel holder, who has nothing to advertise; the
    next player's Done then ends the step (it was asked again: the skip was
    not kept, and its Done took the skipped player out of the order)."""
    state = at_advertising()  # nobody has anything to advertise: the month is at its cleanup
    first = state.shovel
    later = (first + 1) % 2
    state = with_player(state, later, cards=("SV-1",), money=9)
    state = advance(replace(state, phase="advertise", order=clockwise(first, 2)))
    assert (state.task.kind, state.task.seat, state.order) == ("advertising", later, (later,))
    state = play(state, "done")
    assert state.phase != "advertise" and state.task.kind == "tidy"


def test_unaffordable_advertising_is_not_offered():
    state = at_advertising(s0={"cards": ("PH-6", "OW-1")})
    state = with_player(state, 0, money=CARD["PH-6"].ad_cost - 1)
    assert legal_texts(state) == ["advertise OW-1", "done"]
    assert not can_advertise(replace(state.players[0], cards=("PH-6",)))
    assert can_advertise(state.players[0])


def test_cleanup_refreshes_concessions_returns_workers_then_the_ring_turns():
    state = at_advertising()
    assert state.task.kind == "tidy"
    market = state.board.market
    state = play(state, "cleanup")
    assert state.board.builders == (-1,) * 6 and state.board.spaces == ()
    assert set(market) <= set(state.board.boxed)
    state = settle(state)
    assert len(state.board.market) == 4 and not set(state.board.market) & set(market)
    assert state.task.kind == "turn-ring" and state.task.seat == state.shovel
    assert legal_texts(state) == ["turn 1", "turn 2", "turn 3", "turn 4", "turn 5"]  # it must move
    ring = state.board.ring
    state = play(state, "turn 4")
    assert state.board.ring == (ring + 4) % len(RING)
    assert state.month == 2 and state.task.kind == "pay-income"


def test_the_game_ends_after_the_fifth_month():
    state = start(2)
    state = replace(state, month=5)
    state = at_advertising_from(state)
    assert state.phase == "over" and GAME.to_act(state) is None
    assert GAME.legal_actions(state) == ()


def at_advertising_from(state):
    state = settle(bankers_to_end(state))
    while GAME.to_act(state) is not None:
        state = settle(GAME.apply(state, GAME.legal_actions(state)[-1]))
    return state

from parkpack.engine.api import InfoSet
"""Computer players: always legal, finish games, and make the obvious good moves."""

from dataclasses import replace

import pytest

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.rng import Rng
from parkpack.games.parkies import GAME
from parkpack.games.parkies.actions import Demolish, Move, Take
from parkpack.games.parkies.state import MOVE, POOL_TAKE, Pending

from .helpers import give_parkie, give_tile, new_game, play


def bot_game(n, levels, seed, lake="off"):
    state = GAME.setup({"lake": lake}, [SeatSpec(f"B{i}", "computer") for i in range(n)], seed)
    bots = [GAME.bot(levels[i % len(levels)], seed * 10 + i) for i in range(n)]
    rng = Rng(seed)
    for _ in range(20_000):
        seat = GAME.to_act(state)
        if seat is None:
            return state
        if seat == CHANCE:
            action = rng.weighted(GAME.chance_outcomes(state))
        else:
            legal = GAME.legal_actions(state)
            action = bots[seat].choose(GAME, InfoSet(seat, GAME.view(state, seat), legal))
            assert action in legal
        state = GAME.apply(state, action)
    raise AssertionError("bot game did not end")


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_bots_play_legal_moves_to_the_end(n):
    state = bot_game(n, ["hard", "easy"], seed=n)
    assert GAME.to_act(state) is None
    GAME.check(state)
    assert any(p.tiles for p in state.players)


def test_bots_on_the_lake_side():
    state = bot_game(3, ["hard"], seed=5, lake="on")
    assert GAME.to_act(state) is None


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        GAME.bot("grandmaster", 1)


def test_hard_bot_takes_a_parkie_that_scores_on_its_entrance_tile():
    s = give_tile(new_game(("A", "B", "C")), 0, "M-05", 0, 1, 90)  # the Curl Slide (water)
    s = replace(s, pending=Pending(POOL_TAKE, 0, ()))
    legal = GAME.legal_actions(s)
    assert GAME.bot("hard", 1).choose(GAME, InfoSet(0, s, legal)) == Take("blue", "M-05")


def test_hard_bot_walks_a_parkie_onto_its_matching_tile():
    s = new_game(("A", "B", "C"))
    for tile, row in (("S-02", 0), ("S-20", 1), ("S-07", 2)):  # food, ride, shop
        s = give_tile(s, 0, tile, row, 1, 0)
    s = give_parkie(give_parkie(s, 0, "red", "S-20"), 0, "purple", "S-20")
    s = replace(s, pending=Pending(MOVE, 0, (1, 2)))
    legal = GAME.legal_actions(s)
    assert GAME.bot("hard", 1).choose(GAME, InfoSet(0, s, legal)) == Move("red", "S-20", "S-02")


def test_hard_bot_demolishes_to_unjam_a_blocked_park():
    s = new_game(("A", "B", "C"))
    for tile, r, c, rot in (("S-03", 0, 1, 0), ("S-09", 1, 3, 90), ("S-15", 3, 2, 180), ("S-21", 2, 0, 270)):
        s = give_tile(s, 0, tile, r, c, rot)
    s = play(s, "flip small S-05", "flip medium M-12", "flip major L-05")
    legal = GAME.legal_actions(s)
    assert isinstance(GAME.bot("hard", 1).choose(GAME, InfoSet(0, s, legal)), Demolish)


def test_two_player_bot_counts_the_second_tile_when_it_passes_the_first_bidding():
    # Losing the first bidding lets the loser name a size and buy that tile at
    # the lowest step, so passing there is worth more than a trip to the Pool.
    from parkpack.games.parkies.actions import Pass, PoolBid
    from parkpack.games.parkies.bots import _bid_utility

    s = play(new_game(("Ann", "Ben")), "choose medium", "flip medium M-09")
    ann = s.players[0]
    assert _bid_utility(s, ann, Pass()) > _bid_utility(s, ann, PoolBid()) + 1.0
    s = play(s, "pass", "pass", "choose small", "flip small S-01")  # stage 2: the loser takes the Pool
    assert _bid_utility(s, s.players[1], Pass()) == _bid_utility(s, s.players[1], PoolBid())


def test_hard_bot_demolishes_when_no_offered_tile_fits_its_park():
    s = new_game(("A", "B", "C"))
    s = play(s, "flip small S-01", "flip medium M-01", "flip major L-01")
    # Dead ends on all four of A's entrances: nothing on offer can be built.
    for tile, r, c, rot in (("S-03", 0, 1, 0), ("S-09", 1, 3, 90), ("S-15", 3, 2, 180), ("S-21", 2, 0, 270)):
        s = give_tile(s, 0, tile, r, c, rot)
    legal = GAME.legal_actions(s)
    assert not [a for a in legal if str(a).startswith("bid")]
    action = GAME.bot("hard", 0).choose(GAME, InfoSet(0, s, legal))
    assert isinstance(action, Demolish)

"""The two-player variant (rulebook "2 Player Variant").

Stage 1: the first player names a size and flips one tile; both bid on it,
starting with the first player, until one passes (a pass while a bid stands
gives the tile to that bid; a player who has passed cannot come back).
If someone won, the other player names a size and flips a tile, which they
may buy at its cheapest price or pass (the tile goes under its pile and they
take the Parkie Pool). If both passed, the tile goes under its pile and the
second player names and flips a new tile and bidding starts again with them;
the loser of that bidding, or both players if both pass, take the Parkie Pool.
"""

from __future__ import annotations

from itertools import product

# bidding -> rounds -> duel: the two modules are used by attribute, so that
# this one can be imported while they are still being set up.
from . import bidding, rounds
from .actions import Action, Bid, Buy, Choose, Flip, Pass, Trump, TrumpMore
from .common import COLOUR_INDEX, can_afford, ladder, piles_with_under, piles_without, put_under, set_space, space_tile, with_bid, with_duel, with_pending, with_players
from .content import POOL, SIZES
from .spots import can_place
from .state import CHOOSE, DUEL, DUEL_FLIP, OFFER, Duel, Pending, Pile, Space, State

PASS = Pass()
CHOICES = {size: Choose(size) for size in SIZES}
_FLIPPING = Pending(DUEL_FLIP, -1)
_PENDING = {(phase, seat): Pending(phase, seat) for phase in (CHOOSE, DUEL, OFFER) for seat in (0, 1)}
_SPACES = (Space("T1", ""), Space("T2", ""))


def begin(state: State) -> State:
    first = state.first
    s = state
    duel = Duel(1, "", first, first)
    if _piles_left(s.piles):
        return State(s.players, first, s.round, s.lake, s.piles, _SPACES, s.pool, _PENDING[CHOOSE, first], duel, s.ending)
    return _finish(State(s.players, first, s.round, s.lake, s.piles, _SPACES, s.pool, s.pending, duel, s.ending))


def _space_id(duel: Duel) -> str:
    return "T1" if duel.stage == 1 else "T2"


def _choose(state: State) -> State:
    duel = state.duel
    assert duel is not None
    if _piles_left(state.piles):
        return with_pending(state, _PENDING[CHOOSE, duel.chooser])
    return _finish(state)


def _piles_left(piles: tuple[Pile, ...]) -> bool:
    """Some pile still holds a tile to name and flip."""
    for pile in piles:
        if pile.unseen or pile.bottom:
            return True
    return False


def _finish(state: State) -> State:
    """Bidding is over: whoever won no tile takes the Parkie Pool."""
    players = state.players
    for p in players:
        if not p.bid:
            state = with_players(state, tuple(p if p.bid else with_bid(p, POOL) for p in players))
            break
    return rounds.begin_place(state)


def legal_choose(state: State) -> tuple[Action, ...]:
    piles = state.piles
    return _CHOICES_LEFT[tuple(bool(p.unseen or p.bottom) for p in piles)]


#: The sizes that may be named, by which piles still hold a tile.
_CHOICES_LEFT = {
    left: tuple(CHOICES[size] for size, has in zip(SIZES, left) if has)
    for left in product((False, True), repeat=len(SIZES))
}


def apply_choose(state: State, action: Choose) -> State:
    duel = state.duel
    assert duel is not None
    duel = Duel(duel.stage, action.size, duel.chooser, duel.starter, duel.passed, duel.stage1_winner)
    return with_duel(state, duel, _FLIPPING)


def apply_flip(state: State, action: Flip) -> State:
    duel = state.duel
    assert duel is not None
    s = state
    spaces = space_tile(state, _space_id(duel), action.tile)
    if duel.stage == 2 and duel.stage1_winner >= 0:
        pending = _PENDING[OFFER, duel.chooser]
    else:
        duel = Duel(duel.stage, duel.size, duel.chooser, duel.starter, (), duel.stage1_winner)
        pending = _PENDING[DUEL, duel.starter]
    return State(s.players, s.first, s.round, s.lake, piles_without(state, action.tile), spaces, s.pool,
                 pending, duel, s.ending)


def legal_duel(state: State) -> tuple[Action, ...]:
    duel = state.duel
    assert duel is not None
    player = state.players[state.pending.seat]
    return (*bidding.space_bids(state, player, state.space(_space_id(duel))), PASS)


def apply_duel(state: State, action: Action) -> State:
    duel = state.duel
    assert duel is not None
    seat = state.pending.seat
    other = 1 - seat
    space_id = _space_id(duel)
    if isinstance(action, Pass):
        duel = Duel(duel.stage, duel.size, duel.chooser, duel.starter, duel.passed + (seat,), duel.stage1_winner)
        if state.space(space_id).bidder >= 0 or other in duel.passed:
            return _end_stage(state, duel)
        return with_duel(state, duel, _PENDING[DUEL, other])
    ends = other in duel.passed
    turn = None if ends else _PENDING[DUEL, other]
    if isinstance(action, Bid):
        state = bidding.place_pawn(state, seat, space_id, ladder(state, space_id).index(action.amount), 0, turn)
    elif isinstance(action, Trump):
        state = bidding.apply_trump(state, seat, action)
        if turn is not None:
            state = with_pending(state, turn)
    elif isinstance(action, TrumpMore):
        return bidding.start_trump(state, action)
    return _end_stage(state, duel) if ends else state


def _end_stage(state: State, duel: Duel) -> State:
    """The bidding of ``duel``'s stage is over: the trump Parkies go back to
    the pool, and a tile nobody bid on goes under its pile."""
    s = state
    k = 0 if duel.stage == 1 else 1  # the duel spaces are (T1, T2)
    space = s.spaces[k]
    pool = s.pool
    for colour in space.spent:
        i = COLOUR_INDEX[colour]
        pool = pool[:i] + (pool[i] + 1,) + pool[i + 1:]
    winner = space.bidder
    piles, tile = s.piles, space.tile
    if winner < 0:
        piles, tile = piles_with_under(piles, tile), ""
    spaces = s.spaces[:k] + (Space(space.id, tile, space.step, winner, 0, ()),) + s.spaces[k + 1:]
    if duel.stage == 1:
        if winner >= 0:
            loser = 1 - winner
            duel = Duel(2, "", loser, loser, (), winner)
        else:
            second = 1 - s.first
            duel = Duel(2, "", second, second, (), -1)
        return _choose(State(s.players, s.first, s.round, s.lake, piles, spaces, pool, s.pending, duel, s.ending))
    return _finish(State(s.players, s.first, s.round, s.lake, piles, spaces, pool, s.pending, duel, s.ending))


def legal_offer(state: State) -> tuple[Action, ...]:
    player = state.players[state.pending.seat]
    tile = state.space("T2").tile
    out: list[Action] = []
    if can_place(player.tiles, tile, state.lake) and can_afford(player, tile, ladder(state, "T2")[0]):
        out.append(Buy(tile))
    return (*out, PASS)


def apply_offer(state: State, action: Action) -> State:
    seat = state.pending.seat
    if isinstance(action, Buy):
        state = bidding.place_pawn(state, seat, "T2", 0, 0)
    else:
        state = set_space(put_under(state, action_tile(state)), "T2", tile="")
    return _finish(state)


def action_tile(state: State) -> str:
    return state.space("T2").tile

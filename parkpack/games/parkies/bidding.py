"""Bidding with 3-6 players (rulebook "Place Bids", "Parkie Powers").

Players place pawns going round the table from the first player. A pawn
placed higher on a tile's ladder than the standing bid displaces that bid; a
displaced player bids again when the turn comes round to them, so the next to
act is always the first seat to the left of the last bidder that has no pawn
down. Bidding ends when every pawn is down.
"""

from __future__ import annotations

from functools import lru_cache

from parkpack.engine.memo import by_identity

from . import rounds
from .actions import POOL_BID, TRUMP_BACK, Action, Bid, PoolBid, Spend, Trump, TrumpBack, TrumpMore, bid_of, spend_of
from .common import TILE_COLOUR, count_colour, ladder, pool_add, put_space, set_player, set_space, space_ladder, spend_parkie, with_bid, with_pending
from .content import DISCOUNT, POOL, TILE
from .spots import can_place
from .state import BID, DUEL, TRUMP, Parkie, Pending, Player, Space, State


@lru_cache(maxsize=None)
def _raises(space_id: str, steps: tuple[int, ...], above: int, limit: int) -> tuple[Bid, ...]:
    """Bids on the steps above step ``above`` costing at most ``limit``."""
    return tuple(bid_of(space_id, amount) for amount in steps[above + 1:] if amount <= limit)


def bid_actions(state: State, player: Player, space_ids: tuple[str, ...]) -> list[Bid | Trump | TrumpMore]:
    """Raises and trumps ``player`` may make on the given spaces."""
    out: list[Bid | Trump | TrumpMore] = []
    for space in state.spaces:
        if space.id in space_ids:
            out += space_bids(state, player, space)
    return out


def space_bids(state: State, player: Player, space: Space) -> tuple[Bid | Trump | TrumpMore, ...]:
    """Raises and trumps ``player`` may make on one space of the state."""
    tile = space.tile
    if not tile or space.bidder == player.seat:
        return ()
    if not can_place(player.tiles, tile, state.lake):
        return ()  # only tiles you could build are worth a bid (docs/rules-parkies.md)
    steps = space_ladder(space)
    # Affordable with the discount the player's Parkies of this colour give.
    limit = player.money + DISCOUNT * count_colour(player, TILE_COLOUR[tile])
    raises = _raises(space.id, steps, space.step, min(limit, steps[-1]))
    if space.step == len(steps) - 1:
        return (*raises, *trump_actions(player, tile, space.id, space.trump + 1, steps[-1]))
    return raises


def trump_terms(player: Player, tile_id: str, count: int, top: int) -> tuple[str, int, int] | None:
    """What a trump of the top step needs from ``player``: (the tile's
    colour, the least number of Parkies, the most of the tile's colour that
    may be among them), or None if the player cannot trump. The Parkies
    spent give no discount, so the top price must stay affordable without
    them: each one of the tile's colour spent is $2 of discount lost."""
    colour = TILE[tile_id].colour
    owned = count_colour(player, colour)
    if not owned or count > len(player.parkies):
        return None
    most = owned - max(0, -(-(top - player.money) // DISCOUNT))
    return (colour, count, most) if most >= 1 else None


def trump_actions(player: Player, tile_id: str, space_id: str, count: int, top: int) -> tuple[Trump | TrumpMore, ...]:
    """"You can overtrump by spending more Parkies than the previous trump":
    the trumps of exactly ``count`` Parkies (one more than the standing
    trump), at least one of the tile's colour, and, when the player holds
    more, ``TrumpMore`` to choose a bigger one a Parkie at a time. Any
    larger number may be spent (a bigger trump can shut out a rival holding
    exactly one more); choosing it step by step keeps every decision short
    however many Parkies a player holds (docs/rules-parkies.md)."""
    terms = trump_terms(player, tile_id, count, top)
    if terms is None:
        return ()
    colour, least, most = terms
    quick = _trumps(space_id, _colour_counts(player.parkies), colour, least, most)
    if len(player.parkies) > least:
        return (*quick, trump_more_of(space_id))
    return quick


@by_identity
def _colour_counts(parkies: tuple[Parkie, ...]) -> tuple[tuple[str, int], ...]:
    """(colour, how many) of a player's Parkies, in colour order."""
    out: list[tuple[str, int]] = []
    for p in parkies:  # sorted by colour
        if out and out[-1][0] == p.colour:
            out[-1] = (p.colour, out[-1][1] + 1)
        else:
            out.append((p.colour, 1))
    return tuple(out)


@lru_cache(maxsize=1 << 12)
def _trumps(space_id: str, counts: tuple[tuple[str, int], ...], colour: str, size: int, most: int) -> tuple[Trump, ...]:
    """Every choice of exactly ``size`` of the owned Parkies (``counts``)
    with 1 to ``most`` of ``colour``, in notation order."""
    choices: list[tuple[str, ...]] = [()]
    for c, n in counts:
        low, high = (1, min(n, most)) if c == colour else (0, n)
        choices = [chosen + (c,) * k for chosen in choices for k in range(low, high + 1) if len(chosen) + k <= size]
    return tuple(Trump(space_id, chosen) for chosen in sorted(choices) if len(chosen) == size)


trump_more_of = lru_cache(maxsize=None)(TrumpMore)


# --- choosing a bigger trump (phase TRUMP) -----------------------------------


def _trumping(state: State) -> tuple[Player, Space, tuple[str, ...]]:
    pend = state.pending
    return state.players[pend.seat], state.spaces[pend.steps], tuple(p.colour for p in pend.moved)


def legal_trump(state: State) -> tuple[Action, ...]:
    """Add one more Parkie, play the trump picked so far (once it is larger
    than the standing trump and holds one of the tile's colour), or go back."""
    player, space, picked = _trumping(state)
    terms = trump_terms(player, space.tile, space.trump + 1, ladder(state, space.id)[-1])
    if terms is None:
        return (TRUMP_BACK,)
    colour, least, most = terms
    out: list[Action] = []
    for c, n in _colour_counts(player.parkies):
        if picked.count(c) < n and (c != colour or picked.count(c) < most):
            out.append(spend_of(c))
    if len(picked) >= least and colour in picked:
        out.append(Trump(space.id, picked))
    out.append(TRUMP_BACK)
    return tuple(out)


def apply_trump_phase(state: State, action: Action) -> State:
    pend = state.pending
    if isinstance(action, Spend):
        picked = tuple(sorted((*(p.colour for p in pend.moved), action.colour)))
        return with_pending(state, Pending(TRUMP, pend.seat, (), pend.steps, tuple(Parkie(c, "") for c in picked)))
    back = Pending(DUEL if state.duel is not None else BID, pend.seat)
    state = with_pending(state, back)
    if isinstance(action, TrumpBack):
        return state
    # The trump is played as if chosen at the bidding decision itself.
    if back.phase == DUEL:
        from .duel import apply_duel  # duel -> bidding: imported late to break the cycle

        return apply_duel(state, action)
    return apply(state, action)


def start_trump(state: State, action: TrumpMore) -> State:
    index = next(i for i, s in enumerate(state.spaces) if s.id == action.space)
    return with_pending(state, Pending(TRUMP, state.pending.seat, (), index, ()))


def legal(state: State) -> tuple[Action, ...]:
    player = state.players[state.pending.seat]
    ids = tuple(s.id for s in state.spaces)
    return (*bid_actions(state, player, ids), POOL_BID)


def apply(state: State, action: Action) -> State:
    seat = state.pending.seat
    if isinstance(action, PoolBid):
        state = set_player(state, with_bid(state.players[seat], POOL))
    elif isinstance(action, Bid):
        state = place_pawn(state, seat, action.space, ladder(state, action.space).index(action.amount))
    elif isinstance(action, Trump):
        state = apply_trump(state, seat, action)
    elif isinstance(action, TrumpMore):
        return start_trump(state, action)
    return _next_bidder(state, seat)


def place_pawn(state: State, seat: int, space_id: str, step: int, trump: int = 0, pending: Pending | None = None) -> State:
    """Put ``seat``'s pawn on a step, sending any displaced pawn back (and,
    given ``pending``, hand the decision on in the same copy)."""
    space = state.space(space_id)
    players = list(state.players)
    if space.bidder >= 0:
        players[space.bidder] = with_bid(players[space.bidder], "")
    players[seat] = with_bid(players[seat], space_id)
    spaces = put_space(state.spaces, Space(space.id, space.tile, step, seat, trump, space.spent))
    s = state
    return State(tuple(players), s.first, s.round, s.lake, s.piles, spaces, s.pool,
                 s.pending if pending is None else pending, s.duel, s.ending)


def apply_trump(state: State, seat: int, action: Trump) -> State:
    player = state.players[seat]
    for colour in action.colours:
        player, _ = spend_parkie(player, colour)
    state = set_player(state, player)
    space = state.space(action.space)
    spent = tuple(sorted(space.spent + action.colours))
    state = set_space(state, action.space, spent=spent)
    return place_pawn(state, seat, action.space, len(ladder(state, action.space)) - 1, len(action.colours))


def _next_bidder(state: State, seat: int) -> State:
    for i in range(1, state.n + 1):
        s = (seat + i) % state.n
        if not state.players[s].bid:
            return with_pending(state, Pending(BID, s))
    return end_bidding(state)


def end_bidding(state: State) -> State:
    """No contention left: trump Parkies go back to the pool."""
    for space in state.spaces:
        for colour in space.spent:
            state = pool_add(state, colour)
        state = set_space(state, space.id, spent=(), trump=0)
    return rounds.begin_place(state)


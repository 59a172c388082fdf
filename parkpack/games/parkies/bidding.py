"""Bidding with 3-6 players (rulebook "Place Bids", "Parkie Powers").

Players place pawns going round the table from the first player. A pawn
placed higher on a tile's ladder than the standing bid displaces that bid; a
displaced player bids again when the turn comes round to them, so the next to
act is always the first seat to the left of the last bidder that has no pawn
down. Bidding ends when every pawn is down.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from . import rounds
from .actions import POOL_BID, Action, Bid, CashIn, PoolBid, Trump, bid_of, cash_of
from .common import can_afford, count_colour, ladder, pool_add, put_space, remove_parkie, set_player, set_space, spend_parkie, with_bid, with_money, with_pending
from .content import CASH_VALUE, DISCOUNT, POOL, TILE
from .memo import by_identity
from .spots import can_place
from .placement import demolish_actions
from .state import BID, Parkie, Pending, Player, Space, State


def cash_actions(player: Player) -> tuple[CashIn, ...]:
    """A Parkie may be discarded for $5 at any time ("Parkie Powers: Cash")."""
    return _cash_of(player.parkies)


@by_identity
def _cash_of(parkies: tuple[Parkie, ...]) -> tuple[CashIn, ...]:
    out: list[CashIn] = []
    last = None
    for p in parkies:  # sorted, so equal Parkies stand together
        key = (p.colour, p.where)
        if key != last:
            out.append(cash_of(p.colour, p.where))
            last = key
    return tuple(out)


@lru_cache(maxsize=None)
def _raises(space_id: str, steps: tuple[int, ...], above: int, limit: int) -> tuple[Bid, ...]:
    """Bids on the steps above step ``above`` costing at most ``limit``."""
    return tuple(bid_of(space_id, amount) for amount in steps[above + 1:] if amount <= limit)


def apply_cash(state: State, action: CashIn) -> State:
    player = state.players[state.pending.seat]
    player = remove_parkie(player, action.colour, action.where)
    player = with_money(player, player.money + CASH_VALUE)
    return pool_add(set_player(state, player), action.colour)


def bid_actions(state: State, player: Player, space_ids: tuple[str, ...]) -> list[Bid | Trump]:
    """Raises and trumps ``player`` may make on the given spaces."""
    out: list[Bid | Trump] = []
    for space in state.spaces:
        if space.id not in space_ids or not space.tile or space.bidder == player.seat:
            continue
        if not can_place(player.tiles, space.tile, state.lake):
            continue  # only tiles you could build are worth a bid (docs/rules-parkies.md)
        steps = ladder(state, space.id)
        # Affordable with the discount the player's Parkies of this colour give.
        limit = player.money + DISCOUNT * count_colour(player, TILE[space.tile].colour)
        out.extend(_raises(space.id, steps, space.step, min(limit, steps[-1])))
        if space.step == len(steps) - 1:
            out.extend(trump_actions(player, space.tile, space.id, space.trump + 1, steps[-1]))
    return out


def trump_actions(player: Player, tile_id: str, space_id: str, count: int, top: int) -> list[Trump]:
    """Trumps spending exactly ``count`` Parkies, at least one of the tile's
    colour; the Parkies spent cannot also give a discount."""
    colour = TILE[tile_id].colour
    owned = sorted(p.colour for p in player.parkies)
    if count > len(owned) or colour not in owned:
        return []
    out = []
    for combo in dict.fromkeys(combinations(owned, count)):
        matching = combo.count(colour)
        if matching and can_afford(player, tile_id, top, matching):
            out.append(Trump(space_id, combo))
    return out


def legal(state: State) -> tuple[Action, ...]:
    player = state.players[state.pending.seat]
    ids = tuple(s.id for s in state.spaces)
    return (*bid_actions(state, player, ids), POOL_BID, *cash_actions(player), *demolish_actions(player))


def apply(state: State, action: Action) -> State:
    seat = state.pending.seat
    if isinstance(action, PoolBid):
        state = set_player(state, with_bid(state.players[seat], POOL))
    elif isinstance(action, Bid):
        state = place_pawn(state, seat, action.space, ladder(state, action.space).index(action.amount))
    elif isinstance(action, Trump):
        state = apply_trump(state, seat, action)
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


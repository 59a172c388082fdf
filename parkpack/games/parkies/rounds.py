"""The round's sequence and its smaller steps (rulebook "Game Play"):
flip, bid, pay/place/adjust, Parkie Pool, income, move Parkies, pick Parkies,
pass the first-player pawn, and the end of the game ("Ending The Game").

Each ``begin_*`` / ``next_*`` function runs the automatic steps and stops at
the next decision, so the state always waits on exactly one seat or chance.
"""

from __future__ import annotations

from functools import lru_cache

from parkpack.engine.memo import by_identity

from . import duel  # used by attribute (duel.py imports this module)
from .actions import END_MOVES, Action, EndMoves, Flip, Move, Take, flip_of, move_of, take_of
from .common import TILE_SIZE, add_parkie, entrance_targets, move_parkie, next_flips, pile_index, piles_without, remove_parkie, set_player, set_player_pending, space_tile, turn_order, with_money, with_money_bid, with_pending, with_players, with_spaces
from .content import COLOURS, MAX_ROUNDS, POOL, POOL_MONEY, SIZES, SPACE, SPACES_FOR_PLAYERS, TILE
from .park import layout
from .powers import CASH_IN, demolitions_of
from .state import BID, FLIP, MOVE, OUTSIDE, OVER, PICK, PLACE, POOL_TAKE, Parkie, Pending, Placed, Player, Space, State

# --- round start ----------------------------------------------------------


def begin_round(state: State) -> State:
    if state.n == 2:
        return duel.begin(state)
    return _next_flip(shift_leftovers(state))


def shift_leftovers(state: State) -> State:
    """Unsold tiles move to the cheapest free space of their size ("Flip Over
    New Tiles": they shift to a cheaper space where possible)."""
    spaces = list(state.spaces)
    for size in SIZES:
        idx = [i for i, s in enumerate(spaces) if SPACE[s.id].size == size]
        tiles = [spaces[i].tile for i in idx if spaces[i].tile]
        packed = [""] * (len(idx) - len(tiles)) + tiles
        for i, tile in zip(idx, packed):
            spaces[i] = Space(spaces[i].id, tile)
    return with_spaces(state, tuple(spaces))


def flip_target(state: State) -> str:
    """The first empty space whose pile can still fill it ("" when none)."""
    for s in state.spaces:
        if not s.tile and len(state.piles[pile_index(SPACE[s.id].size)]):
            return s.id
    return ""


def flip_outcomes(state: State) -> tuple[tuple[Action, float], ...]:
    if state.duel is not None and state.n == 2:
        size = state.duel.size
    else:
        size = SPACE[flip_target(state)].size
    return tuple(map(_FLIP_OUTCOME.__getitem__, next_flips(state.piles[pile_index(size)])))


#: Each tile's chance outcome (its flip, weight 1): the piles are sets of
#: unseen tiles, each as likely as any other to come up.
_FLIP_OUTCOME = {t: (flip_of(TILE[t].size, t), 1.0) for t in TILE}


def apply_flip(state: State, action: Flip) -> State:
    # The target is found before the tile leaves its pile: taking the pile's
    # last tile would otherwise leave no space "its pile can still fill".
    target = flip_target(state)
    s = state
    state = State(s.players, s.first, s.round, s.lake, piles_without(s, action.tile), space_tile(s, target, action.tile),
                  s.pool, s.pending, s.duel, s.ending)
    return _next_flip(state)


_FLIPPING = Pending(FLIP, -1)


def _next_flip(state: State) -> State:
    if flip_target(state):
        return with_pending(state, _FLIPPING)
    return with_pending(state, Pending(BID, state.first))


def spaces_for(n: int) -> tuple[Space, ...]:
    return tuple(Space(sid, "") for sid in SPACES_FOR_PLAYERS.get(n, ()))


# --- pay, place, adjust ---------------------------------------------------


def begin_place(state: State) -> State:
    winners = tuple(s for s in turn_order(state) if state.players[s].bid not in ("", POOL))
    if winners:
        return with_pending(state, Pending(PLACE, winners[0], winners[1:]))
    return begin_pool(state)


def next_place(state: State) -> State:
    queue = state.pending.queue
    if queue:
        return with_pending(state, Pending(PLACE, queue[0], queue[1:]))
    return begin_pool(state)


# --- the Parkie Pool --------------------------------------------------------


def begin_pool(state: State) -> State:
    takers = tuple(s for s in turn_order(state) if state.players[s].bid == POOL)
    return _next_pool(state, takers)


def _next_pool(state: State, queue: tuple[int, ...]) -> State:
    for i, seat in enumerate(queue):
        if any(state.pool):
            return with_pending(state, Pending(POOL_TAKE, seat, queue[i + 1:]))
        player = state.players[seat]
        state = set_player(state, with_money_bid(player, player.money + POOL_MONEY, ""))
    return collect_income(state)


def legal_take(state: State, colours: tuple[str, ...]) -> tuple[Action, ...]:
    player = state.players[state.pending.seat]
    targets = entrance_targets(state, player)
    pool = state.pool
    return tuple(_TAKE[c][w] for c in colours if pool[_COLOUR_INDEX[c]] for w in targets)


_COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
#: The take of a Parkie of each colour onto each tile (or outside), by colour then place.
_TAKE = {c: {w: take_of(c, w) for w in (OUTSIDE, *TILE)} for c in COLOURS}


def _taken(state: State, player: Player, action: Take) -> State:
    """``player`` (the one acting) takes a Parkie from the pool."""
    player = add_parkie(player, action.colour, action.where)
    i, k = player.seat, _COLOUR_INDEX[action.colour]
    s = state
    return State(s.players[:i] + (player,) + s.players[i + 1:], s.first, s.round, s.lake, s.piles, s.spaces,
                 s.pool[:k] + (s.pool[k] - 1,) + s.pool[k + 1:], s.pending, s.duel, s.ending)


def apply_pool_take(state: State, action: Take) -> State:
    player = state.players[state.pending.seat]
    state = _taken(state, with_money_bid(player, player.money + POOL_MONEY, ""), action)
    return _next_pool(state, state.pending.queue)


# --- income -------------------------------------------------------------


def collect_income(state: State) -> State:
    """Income is the lowest of Allure, Profitability and Satisfaction."""
    s = state
    players = tuple(with_money(p, p.money + min(p.allure, p.profit, p.satisfaction)) for p in s.players)
    mover = _mover(players, s.lake, turn_order(s))
    state = State(players, s.first, s.round, s.lake, s.piles, s.spaces, s.pool, mover or s.pending, s.duel, s.ending)
    return state if mover is not None else begin_pick(state)


# --- moving Parkies -------------------------------------------------------


def begin_move(state: State) -> State:
    return _next_move(state, turn_order(state))


def _can_move(player: Player, lake: bool) -> bool:
    links = layout(player.tiles, lake).link_map
    for p in player.parkies:
        if links.get(p.where):  # outside ("") links to nothing
            return True
    return False


def _mover(players: tuple[Player, ...], lake: bool, queue: tuple[int, ...]) -> Pending | None:
    """The move decision of the first seat of ``queue`` with a Parkie that can move."""
    for i, seat in enumerate(queue):
        if _can_move(players[seat], lake):
            return Pending(MOVE, seat, queue[i + 1:])
    return None


def _next_move(state: State, queue: tuple[int, ...]) -> State:
    mover = _mover(state.players, state.lake, queue)
    return with_pending(state, mover) if mover is not None else begin_pick(state)


def legal_move(state: State) -> tuple[Action, ...]:
    """One Parkie up to two tiles, or two Parkies one tile each ("Moving
    Parkies"); a tile counts as one space whatever its size. Then, as at
    every decision, the cash-ins and demolitions (powers.any_time)."""
    return move_choices(state.players[state.pending.seat], state.lake)


def move_choices(player: Player, lake: bool) -> tuple[Action, ...]:
    """The moves open to ``player``, ``END_MOVES`` and the powers, in the order
    of ``(*moves, END_MOVES, *powers.any_time(player))``: one pass over the
    Parkies finds the moves and the cash-ins. Not remembered: every move
    makes a new player record, so a random game would never ask twice."""
    links = layout(player.tiles, lake).link_map
    moves: list[Action] = []
    cash: list[Action] = []
    colour = where = None
    for p in player.parkies:  # sorted, so equal Parkies stand together
        if p.colour == colour and p.where == where:
            continue
        colour, where = p.colour, p.where
        cash.append(CASH_IN[colour][where])
        dsts = links.get(where)  # outside ("") links to nothing
        if dsts:
            moves += _moves(colour, where, dsts)
    return (*moves, END_MOVES, *cash, *demolitions_of(player.tiles))


@lru_cache(maxsize=1 << 14)
def _moves(colour: str, src: str, dsts: tuple[str, ...]) -> tuple[Move, ...]:
    return tuple(move_of(colour, src, dst) for dst in dsts)


def apply_move(state: State, action: Move | EndMoves) -> State:
    pend = state.pending
    if isinstance(action, EndMoves):
        return _next_move(state, pend.queue)
    player = move_parkie(state.players[pend.seat], action.colour, action.src, action.dst)
    if pend.steps == 0:
        moved = (Parkie(action.colour, action.dst),)
        return set_player_pending(state, player, Pending(MOVE, pend.seat, pend.queue, 1, moved))
    s, i = state, pend.seat
    players = s.players[:i] + (player,) + s.players[i + 1:]
    mover = _mover(players, s.lake, pend.queue)
    state = State(players, s.first, s.round, s.lake, s.piles, s.spaces, s.pool, mover or pend, s.duel, s.ending)
    return state if mover is not None else begin_pick(state)


# --- picking Parkies --------------------------------------------------------


def begin_pick(state: State) -> State:
    return _next_pick(state, turn_order(state))


def pick_colours(state: State, player: Player) -> tuple[str, ...]:
    """Colours of the attraction types in the park that the pool still has."""
    pool = state.pool
    return tuple(c for i, c in _park_colours(player.tiles) if pool[i])


@by_identity
def _park_colours(tiles: tuple[Placed, ...]) -> tuple[tuple[int, str], ...]:
    """(pool index, colour) of each attraction type in a park, in pool order."""
    types = {TILE[p.tile].colour for p in tiles}
    return tuple((i, c) for i, c in enumerate(COLOURS) if c in types)


def _next_pick(state: State, queue: tuple[int, ...]) -> State:
    pool, players = state.pool, state.players
    for i, seat in enumerate(queue):
        for k, _ in _park_colours(players[seat].tiles):
            if pool[k]:  # the pool has a Parkie of a colour in this park
                return with_pending(state, Pending(PICK, seat, queue[i + 1:]))
    return end_round(state)


def apply_pick(state: State, action: Take) -> State:
    return next_pick(_taken(state, state.players[state.pending.seat], action))


def next_pick(state: State) -> State:
    """The picker after the one pending (or the end of the round)."""
    return _next_pick(state, state.pending.queue)


# --- end of round -------------------------------------------------------


def tiles_exhausted(state: State) -> bool:
    """Two piles and their bidding spaces are empty ("Ending The Game")."""
    empty = 0
    for size, pile in zip(SIZES, state.piles):
        if not (pile.unseen or pile.bottom) and not any(s.tile and TILE_SIZE[s.tile] == size for s in state.spaces):
            empty += 1
    return empty >= 2


_OVER = Pending(OVER, -1)


def end_round(state: State) -> State:
    # The connection is checked again at the end of the round: a park that
    # joined its entrances may have been demolished apart since.
    ending = state.ending and any(layout(p.tiles, state.lake).joined == 4 for p in state.players)
    if ending or tiles_exhausted(state) or state.round >= MAX_ROUNDS:
        return with_pending(state, _OVER)
    s = state
    state = State(s.players, (s.first + 1) % s.n, s.round + 1, s.lake, s.piles, s.spaces, s.pool, s.pending, s.duel, False)
    return begin_round(state)

"""Small state helpers shared by the phase modules: players, Parkies, the pool,
piles and turn order."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from operator import attrgetter

from .content import COLOURS, DISCOUNT, DUEL_SPACES, SIZE_LADDER, SIZES, SPACE, TILE, TRACK_MAX, TRACK_MIN
from .park import layout
from .state import OUTSIDE, Duel, Parkie, Pending, Pile, Player, Space, State


def turn_order(state: State) -> tuple[int, ...]:
    """Seats starting with the first player and going left."""
    n = len(state.players)
    order = _TURN_ORDERS.get((state.first, n))
    return order if order is not None else tuple((state.first + i) % n for i in range(n))


_TURN_ORDERS = {(first, n): tuple((first + i) % n for i in range(n)) for n in range(1, 7) for first in range(n)}

#: Per tile id: its colour and its size (the ``Tile`` properties, looked up once).
TILE_COLOUR = {tile_id: t.colour for tile_id, t in TILE.items()}
TILE_SIZE = {tile_id: t.size for tile_id, t in TILE.items()}


# --- copies with one part changed ------------------------------------------
# Direct constructor calls: ``dataclasses.replace`` costs about twice as much,
# and these run on every action of every game.


def with_players(s: State, players: tuple[Player, ...]) -> State:
    return State(players, s.first, s.round, s.lake, s.piles, s.spaces, s.pool, s.pending, s.duel, s.ending)


def with_pending(s: State, pending: Pending) -> State:
    return State(s.players, s.first, s.round, s.lake, s.piles, s.spaces, s.pool, pending, s.duel, s.ending)


def with_spaces(s: State, spaces: tuple[Space, ...]) -> State:
    return State(s.players, s.first, s.round, s.lake, s.piles, spaces, s.pool, s.pending, s.duel, s.ending)


def with_piles(s: State, piles: tuple[Pile, ...]) -> State:
    return State(s.players, s.first, s.round, s.lake, piles, s.spaces, s.pool, s.pending, s.duel, s.ending)


def with_pool(s: State, pool: tuple[int, ...]) -> State:
    return State(s.players, s.first, s.round, s.lake, s.piles, s.spaces, pool, s.pending, s.duel, s.ending)


def with_money_bid(p: Player, money: int, bid: str) -> Player:
    return Player(p.seat, p.name, p.colour, money, p.allure, p.profit, p.satisfaction, p.tiles, p.parkies, bid)


def with_bid(p: Player, bid: str) -> Player:
    return Player(p.seat, p.name, p.colour, p.money, p.allure, p.profit, p.satisfaction, p.tiles, p.parkies, bid)


def with_money(p: Player, money: int) -> Player:
    return Player(p.seat, p.name, p.colour, money, p.allure, p.profit, p.satisfaction, p.tiles, p.parkies, p.bid)


def with_parkies(p: Player, parkies: tuple[Parkie, ...]) -> Player:
    return Player(p.seat, p.name, p.colour, p.money, p.allure, p.profit, p.satisfaction, p.tiles, parkies, p.bid)


def with_duel(s: State, duel: Duel | None, pending: Pending) -> State:
    return State(s.players, s.first, s.round, s.lake, s.piles, s.spaces, s.pool, pending, duel, s.ending)


def set_player(state: State, player: Player) -> State:
    i = player.seat
    return with_players(state, state.players[:i] + (player,) + state.players[i + 1:])


def set_player_pending(state: State, player: Player, pending: Pending) -> State:
    """``set_player`` and ``with_pending`` in one copy."""
    i, s = player.seat, state
    players = s.players[:i] + (player,) + s.players[i + 1:]
    return State(players, s.first, s.round, s.lake, s.piles, s.spaces, s.pool, pending, s.duel, s.ending)


def pool_add(state: State, colour: str, k: int = 1) -> State:
    i = COLOUR_INDEX[colour]
    pool = state.pool
    return with_pool(state, pool[:i] + (pool[i] + k,) + pool[i + 1:])


#: Each colour's index in the Parkie Pool (``State.pool``).
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}


def add_parkie(player: Player, colour: str, where: str) -> Player:
    """The player with one more Parkie, keeping them sorted by (colour, where)."""
    parkies = player.parkies
    i = bisect_right(parkies, (colour, where), key=PARKIE_KEY)
    return with_parkies(player, parkies[:i] + (Parkie(colour, where),) + parkies[i:])


def remove_parkie(player: Player, colour: str, where: str) -> Player:
    parkies = player.parkies
    i = _parkie_index(parkies, colour, where)
    return with_parkies(player, parkies[:i] + parkies[i + 1:])


def move_parkie(player: Player, colour: str, src: str, dst: str) -> Player:
    """The player with a Parkie of ``colour`` moved from ``src`` to ``dst``:
    ``add_parkie(remove_parkie(...))`` in one copy."""
    parkies = player.parkies
    i = _parkie_index(parkies, colour, src)
    j = bisect_right(parkies, (colour, dst), key=PARKIE_KEY)
    moved = (Parkie(colour, dst),)
    if i < j:  # the Parkie leaving stands before the place it goes to
        parkies = parkies[:i] + parkies[i + 1:j] + moved + parkies[j:]
    else:
        parkies = parkies[:j] + moved + parkies[j:i] + parkies[i + 1:]
    return with_parkies(player, parkies)


#: Parkies are kept sorted by this key, so places in them are found by bisection.
PARKIE_KEY = attrgetter("colour", "where")


def _parkie_index(parkies: tuple[Parkie, ...], colour: str, where: str) -> int:
    """Where the first Parkie of ``colour`` on ``where`` stands in ``parkies``."""
    i = bisect_left(parkies, (colour, where), key=PARKIE_KEY)
    if i < len(parkies):
        p = parkies[i]
        if p.colour == colour and p.where == where:
            return i
    raise ValueError(f"no {colour} Parkie on {where or 'the outside'}")


def count_colour(player: Player, colour: str) -> int:
    # Parkies are sorted by colour: those of one colour stand together.
    parkies = player.parkies
    return bisect_right(parkies, colour, key=_PARKIE_COLOUR) - bisect_left(parkies, colour, key=_PARKIE_COLOUR)


_PARKIE_COLOUR = attrgetter("colour")


def ladder(state: State, space_id: str) -> tuple[int, ...]:
    if space_id in DUEL_SPACES:
        return SIZE_LADDER[TILE_SIZE[state.space(space_id).tile]]
    return SPACE[space_id].ladder


def space_ladder(space: Space) -> tuple[int, ...]:
    """``ladder`` of a space of the state: a mat space's own steps, or those
    of the size of the tile on a duel space."""
    steps = _SPACE_LADDER.get(space.id)
    return steps if steps is not None else SIZE_LADDER[TILE_SIZE[space.tile]]


_SPACE_LADDER = {space_id: s.ladder for space_id, s in SPACE.items() if space_id not in DUEL_SPACES}


def price(player: Player, tile_id: str, amount: int) -> int:
    """What a bid of ``amount`` costs after Parkie discounts ("Parkie Powers")."""
    return max(0, amount - DISCOUNT * count_colour(player, TILE_COLOUR[tile_id]))


def can_afford(player: Player, tile_id: str, amount: int, spent_matching: int = 0) -> bool:
    """A bid may not exceed your money, except through discounts."""
    n = count_colour(player, TILE_COLOUR[tile_id]) - spent_matching
    return amount - DISCOUNT * n <= player.money


def adjust_tracks(player: Player, changes: tuple[int, int, int], sign: int = 1) -> Player:
    da, dp, ds = changes
    a = min(TRACK_MAX, max(TRACK_MIN, player.allure + sign * da))
    p = min(TRACK_MAX, max(TRACK_MIN, player.profit + sign * dp))
    s = min(TRACK_MAX, max(TRACK_MIN, player.satisfaction + sign * ds))
    return Player(player.seat, player.name, player.colour, player.money, a, p, s, player.tiles, player.parkies, player.bid)


def set_space(state: State, space_id: str, **changes: object) -> State:
    spaces = tuple(_space_with(s, changes) if s.id == space_id else s for s in state.spaces)
    return with_spaces(state, spaces)


def _space_with(s: Space, changes: dict[str, object]) -> Space:
    get = changes.get
    return Space(s.id, get("tile", s.tile), get("step", s.step), get("bidder", s.bidder),  # type: ignore[arg-type]
                 get("trump", s.trump), get("spent", s.spent))  # type: ignore[arg-type]


def put_space(spaces: tuple[Space, ...], space: Space) -> tuple[Space, ...]:
    """``spaces`` with the one of the same id replaced by ``space``."""
    for i, s in enumerate(spaces):
        if s.id == space.id:
            return spaces[:i] + (space,) + spaces[i + 1:]
    raise KeyError(space.id)


def space_tile(state: State, space_id: str, tile: str) -> tuple[Space, ...]:
    """The spaces with a tile flipped onto (or taken off) ``space_id``; its bid is unchanged."""
    s = state.space(space_id)
    return put_space(state.spaces, Space(s.id, tile, s.step, s.bidder, s.trump, s.spent))


def pile_index(size: str) -> int:
    return SIZES.index(size)


def put_under(state: State, tile_id: str) -> State:
    """A demolished or discarded tile goes under its pile."""
    return with_piles(state, piles_with_under(state.piles, tile_id))


def piles_with_under(piles: tuple[Pile, ...], tile_id: str) -> tuple[Pile, ...]:
    """The piles after ``tile_id`` goes under its pile."""
    i = _PILE_OF[tile_id]
    pile = piles[i]
    return piles[:i] + (Pile(pile.size, pile.unseen, pile.bottom + (tile_id,)),) + piles[i + 1:]


def piles_without(state: State, tile_id: str) -> tuple[Pile, ...]:
    """The piles after ``tile_id`` is flipped from its pile."""
    i = _PILE_OF[tile_id]
    pile = state.piles[i]
    if pile.unseen:
        k = pile.unseen.index(tile_id)
        pile = Pile(pile.size, pile.unseen[:k] + pile.unseen[k + 1:], pile.bottom)
    else:
        pile = Pile(pile.size, pile.unseen, pile.bottom[1:])
    return state.piles[:i] + (pile,) + state.piles[i + 1:]


def take_from_pile(state: State, tile_id: str) -> State:
    return with_piles(state, piles_without(state, tile_id))


_PILE_OF = {tile_id: SIZES.index(t.size) for tile_id, t in TILE.items()}


def next_flips(pile: Pile) -> tuple[str, ...]:
    """The tiles that may come up next: any unseen tile, else the one on top
    of the put-back run."""
    if pile.unseen:
        return pile.unseen
    return pile.bottom[:1]


def entrance_targets(state: State, player: Player) -> tuple[str, ...]:
    """Where a new Parkie may go ("Placing Parkies"): an entrance attraction,
    or outside the park when there is none."""
    tiles = layout(player.tiles, state.lake).entrance_tiles
    return tiles if tiles else (OUTSIDE,)


def spend_parkie(player: Player, colour: str) -> tuple[Player, str]:
    """Remove one Parkie of ``colour`` for a trump, from where it matters
    least: outside first, then a tile of another colour, then a tile where a
    second Parkie of that colour also stands. Returns the player and the spot."""
    here = [p.where for p in player.parkies if p.colour == colour]
    colour_of = {pl.tile: TILE[pl.tile].colour for pl in player.tiles}

    def cost(where: str) -> tuple[int, str]:
        if where == OUTSIDE:
            return (0, where)
        if colour_of.get(where) != colour:
            return (1, where)
        return (2 if here.count(where) > 1 else 3, where)

    where = min(here, key=cost)
    return remove_parkie(player, colour, where), where

"""Small state helpers shared by the phase modules: players, Parkies, the pool,
piles and turn order."""

from __future__ import annotations

from dataclasses import replace

from .content import COLOURS, DISCOUNT, DUEL_SPACES, SIZE_LADDER, SIZES, SPACE, TILE, TRACK_MAX, TRACK_MIN
from .park import layout
from .state import OUTSIDE, Parkie, Pile, Player, State


def turn_order(state: State) -> tuple[int, ...]:
    """Seats starting with the first player and going left."""
    return tuple((state.first + i) % state.n for i in range(state.n))


def set_player(state: State, player: Player) -> State:
    players = list(state.players)
    players[player.seat] = player
    return replace(state, players=tuple(players))


def pool_add(state: State, colour: str, k: int = 1) -> State:
    pool = list(state.pool)
    pool[COLOURS.index(colour)] += k
    return replace(state, pool=tuple(pool))


def add_parkie(player: Player, colour: str, where: str) -> Player:
    return replace(player, parkies=tuple(sorted(player.parkies + (Parkie(colour, where),), key=_pkey)))


def remove_parkie(player: Player, colour: str, where: str) -> Player:
    items = list(player.parkies)
    items.remove(Parkie(colour, where))
    return replace(player, parkies=tuple(items))


def _pkey(p: Parkie) -> tuple[str, str]:
    return (p.colour, p.where)


def count_colour(player: Player, colour: str) -> int:
    return sum(1 for p in player.parkies if p.colour == colour)


def ladder(state: State, space_id: str) -> tuple[int, ...]:
    if space_id in DUEL_SPACES:
        return SIZE_LADDER[TILE[state.space(space_id).tile].size]
    return SPACE[space_id].ladder


def price(player: Player, tile_id: str, amount: int) -> int:
    """What a bid of ``amount`` costs after Parkie discounts ("Parkie Powers")."""
    return max(0, amount - DISCOUNT * count_colour(player, TILE[tile_id].colour))


def can_afford(player: Player, tile_id: str, amount: int, spent_matching: int = 0) -> bool:
    """A bid may not exceed your money, except through discounts."""
    n = count_colour(player, TILE[tile_id].colour) - spent_matching
    return amount - DISCOUNT * n <= player.money


def adjust_tracks(player: Player, changes: tuple[int, int, int], sign: int = 1) -> Player:
    a, p, s = (min(TRACK_MAX, max(TRACK_MIN, v + sign * d)) for v, d in zip(player.tracks, changes))
    return replace(player, allure=a, profit=p, satisfaction=s)


def set_space(state: State, space_id: str, **changes: object) -> State:
    spaces = tuple(replace(s, **changes) if s.id == space_id else s for s in state.spaces)  # type: ignore[arg-type]
    return replace(state, spaces=spaces)


def pile_index(size: str) -> int:
    return SIZES.index(size)


def put_under(state: State, tile_id: str) -> State:
    """A demolished or discarded tile goes under its pile."""
    i = pile_index(TILE[tile_id].size)
    piles = list(state.piles)
    piles[i] = replace(piles[i], bottom=piles[i].bottom + (tile_id,))
    return replace(state, piles=tuple(piles))


def take_from_pile(state: State, tile_id: str) -> State:
    i = pile_index(TILE[tile_id].size)
    pile = state.piles[i]
    if pile.unseen:
        pile = replace(pile, unseen=tuple(t for t in pile.unseen if t != tile_id))
    else:
        pile = replace(pile, bottom=pile.bottom[1:])
    piles = list(state.piles)
    piles[i] = pile
    return replace(state, piles=tuple(piles))


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

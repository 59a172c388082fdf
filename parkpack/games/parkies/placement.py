"""Pay, place, adjust, and demolition (rulebook "Pay, Place, Adjust",
"Placing Attractions", "Demolishing Attractions")."""

from __future__ import annotations

from dataclasses import replace

from . import rounds
from .actions import Action, Demolish, Discard, Place, demolish_of, place_of
from .common import adjust_tracks, ladder, pool_add, price, put_under, set_player, set_space, with_bid, with_parkies
from .content import CASH_VALUE, TILE
from .memo import by_identity
from .park import covers_entrance, layout
from .spots import placement_spots
from .state import OUTSIDE, Parkie, Placed, Player, State


def demolish_actions(player: Player) -> tuple[Demolish, ...]:
    return _demolitions(player.tiles)


@by_identity
def _demolitions(tiles: tuple[Placed, ...]) -> tuple[Demolish, ...]:
    return tuple(demolish_of(p.tile) for p in tiles)


def won_tile(state: State, player: Player) -> str:
    return state.space(player.bid).tile


def legal(state: State) -> tuple[Action, ...]:
    player = state.players[state.pending.seat]
    tile = won_tile(state, player)
    spots = placement_spots(player.tiles, tile, state.lake)
    options: tuple[Action, ...] = tuple(place_of(tile, row, col, rot) for row, col, rot in spots)
    if not options:
        options = (Discard(tile),)  # nowhere to build it (docs/rules-parkies.md)
    return (*options, *demolish_actions(player))


def apply(state: State, action: Action) -> State:
    player = state.players[state.pending.seat]
    space = state.space(player.bid)
    if isinstance(action, Place):
        cost = price(player, space.tile, ladder(state, space.id)[space.step])
        placed = Placed(action.tile, action.row, action.col, action.rot)
        player = Player(player.seat, player.name, player.colour, player.money - cost, player.allure, player.profit,
                        player.satisfaction, player.tiles + (placed,), player.parkies, "")
        player = adjust_tracks(player, TILE[action.tile].changes)
        if covers_entrance(placed, state.lake):
            # Parkies waiting outside walk in as soon as an entrance opens.
            moved = tuple(Parkie(p.colour, action.tile if p.where == OUTSIDE else p.where) for p in player.parkies)
            player = with_parkies(player, tuple(sorted(moved, key=lambda p: (p.colour, p.where))))
        state = set_player(state, player)
        if layout(player.tiles, state.lake).joined == 4:
            state = replace(state, ending=True)
    else:
        state = put_under(state, space.tile)
        state = set_player(state, with_bid(player, ""))
    state = set_space(state, space.id, tile="", step=-1, bidder=-1)
    return rounds.next_place(state)


def apply_demolish(state: State, seat: int, tile_id: str) -> State:
    """Parkies on the tile go to the pool for $5 each; the tile goes under its
    pile and its track changes are undone (docs/rules-parkies.md)."""
    player = state.players[seat]
    on_it = [p for p in player.parkies if p.where == tile_id]
    keep = tuple(p for p in player.parkies if p.where != tile_id)
    player = replace(
        player,
        tiles=tuple(p for p in player.tiles if p.tile != tile_id),
        parkies=keep,
        money=player.money + CASH_VALUE * len(on_it),
    )
    player = adjust_tracks(player, TILE[tile_id].changes, -1)
    state = set_player(state, player)
    for p in on_it:
        state = pool_add(state, p.colour)
    return put_under(state, tile_id)

"""Pay, place, adjust (rulebook "Pay, Place, Adjust", "Placing Attractions")."""

from __future__ import annotations

from dataclasses import replace

from . import rounds
from .actions import Action, Discard, Place, place_of
from .common import adjust_tracks, ladder, price, put_under, set_player, set_space, with_money_bid, with_parkies
from .content import TILE
from .park import covers_entrance, layout
from .spots import placement_spots
from .state import OUTSIDE, Parkie, Placed, Player, State


def won_tile(state: State, player: Player) -> str:
    return state.space(player.bid).tile


def legal(state: State) -> tuple[Action, ...]:
    player = state.players[state.pending.seat]
    tile = won_tile(state, player)
    spots = placement_spots(player.tiles, tile, state.lake)
    options: tuple[Action, ...] = tuple(place_of(tile, row, col, rot) for row, col, rot in spots)
    if not options:
        options = (Discard(tile),)  # nowhere to build it (docs/rules-parkies.md)
    return options


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
        # "each player shall pay for the tile they won": a tile that no longer
        # fits (its winner demolished something since bidding) is still paid
        # for, then goes under its pile (docs/rules-parkies.md).
        cost = price(player, space.tile, ladder(state, space.id)[space.step])
        state = put_under(state, space.tile)
        state = set_player(state, with_money_bid(player, player.money - cost, ""))
    state = set_space(state, space.id, tile="", step=-1, bidder=-1)
    return rounds.next_place(state)

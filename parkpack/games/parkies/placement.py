"""Pay, place, adjust (rulebook "Pay, Place, Adjust", "Placing Attractions")."""

from __future__ import annotations


from . import rounds
from .actions import Action, Discard, Place, place_of
from .common import PARKIE_KEY, adjust_tracks, price, put_space, put_under, set_player, space_ladder, with_money_bid, with_spaces
from .content import TILE
from .park import covers_entrance, layout
from .spots import placement_spots
from .state import OUTSIDE, Parkie, Placed, Player, Space, State


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
    s = state
    player = s.players[s.pending.seat]
    space = s.space(player.bid)
    cost = price(player, space.tile, space_ladder(space)[space.step])
    # The won tile leaves its space; the space keeps its trump records.
    spaces = put_space(s.spaces, Space(space.id, "", -1, -1, space.trump, space.spent))
    if isinstance(action, Place):
        placed = Placed(action.tile, action.row, action.col, action.rot)
        tiles = player.tiles + (placed,)
        parkies = player.parkies
        if covers_entrance(placed, s.lake):
            # Parkies waiting outside walk in as soon as an entrance opens.
            moved = tuple(Parkie(p.colour, action.tile if p.where == OUTSIDE else p.where) for p in parkies)
            parkies = tuple(sorted(moved, key=PARKIE_KEY))
        player = adjust_tracks(Player(player.seat, player.name, player.colour, player.money - cost, player.allure,
                                      player.profit, player.satisfaction, tiles, parkies, ""), TILE[action.tile].changes)
        i = player.seat
        ending = layout(tiles, s.lake).joined == 4 or s.ending
        state = State(s.players[:i] + (player,) + s.players[i + 1:], s.first, s.round, s.lake, s.piles, spaces, s.pool,
                      s.pending, s.duel, ending)
    else:
        # "each player shall pay for the tile they won": a tile that no longer
        # fits (its winner demolished something since bidding) is still paid
        # for, then goes under its pile (docs/rules-parkies.md).
        state = with_spaces(put_under(state, space.tile), spaces)
        state = set_player(state, with_money_bid(player, player.money - cost, ""))
    return rounds.next_place(state)

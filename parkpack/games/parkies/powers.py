"""The powers a player may use at any of their decisions: cash in a Parkie
for $5 (rulebook "Parkie Powers: Cash") and demolish an attraction
("Demolishing Attractions"). Both leave the same decision pending; which
decisions offer them is in docs/rules-parkies.md.
"""

from __future__ import annotations

from dataclasses import replace

from parkpack.engine.memo import by_identity

from .actions import CashIn, Demolish, cash_of, demolish_of
from .common import adjust_tracks, pool_add, put_under, remove_parkie, set_player, with_money
from .content import CASH_VALUE, COLOURS, TILE
from .park import layout
from .state import OUTSIDE, Parkie, Placed, Player, State


@by_identity
def any_time(player: Player) -> tuple[CashIn | Demolish, ...]:
    """Every cash-in and demolition ``player`` may make now (remembered by the
    player record, which stays the same object until the player changes)."""
    return (*cash_actions_of(player.parkies), *demolitions_of(player.tiles))


def cash_actions(player: Player) -> tuple[CashIn, ...]:
    """A Parkie may be discarded for $5 at any time ("Parkie Powers: Cash")."""
    return cash_actions_of(player.parkies)


@by_identity
def cash_actions_of(parkies: tuple[Parkie, ...]) -> tuple[CashIn, ...]:
    out: list[CashIn] = []
    colour = where = None
    for p in parkies:  # sorted, so equal Parkies stand together
        if p.colour != colour or p.where != where:
            colour, where = p.colour, p.where
            out.append(CASH_IN[colour][where])
    return tuple(out)


#: The cash-in of a Parkie of each colour on each tile (or outside), by
#: colour then place: looked up by two strings, whose hashes are kept.
CASH_IN: dict[str, dict[str, CashIn]] = {c: {w: cash_of(c, w) for w in (OUTSIDE, *TILE)} for c in COLOURS}


def demolish_actions(player: Player) -> tuple[Demolish, ...]:
    return demolitions_of(player.tiles)


@by_identity
def demolitions_of(tiles: tuple[Placed, ...]) -> tuple[Demolish, ...]:
    """A demolition of each tile of a park, in the order they were placed."""
    return tuple(demolish_of(p.tile) for p in tiles)


def apply_cash(state: State, action: CashIn) -> State:
    player = state.players[state.pending.seat]
    player = remove_parkie(player, action.colour, action.where)
    player = with_money(player, player.money + CASH_VALUE)
    return pool_add(set_player(state, player), action.colour)


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
    state = put_under(state, tile_id)
    if state.ending and not any_park_complete(state):
        # The park that joined all four entrances no longer does: the game
        # goes on unless another one still does ("Ending The Game").
        state = replace(state, ending=False)
    return state


def any_park_complete(state: State) -> bool:
    """Some park has all four entrances joined to each other."""
    return any(layout(p.tiles, state.lake).joined == 4 for p in state.players)

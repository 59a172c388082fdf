"""The legal actions, indexed the way the board looks them up.

The board never decides what is legal: for a gesture it only finds the
offered action it stands for, or learns that none is offered (and then asks
the game's refusal text why). ``cycle`` is the order Tab walks through.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ...games.tenpenny.actions import (
    Advertise,
    Bonus,
    ChooseProperty,
    Done,
    Expand,
    ForBecky,
    Keep,
    Place,
    PlaceWorker,
    RemoveTree,
    Stop,
    TakeBoard,
    TakeStand,
    TurnRing,
    Wild,
)
from ...games.tenpenny.shapes import all_transforms, tile_orientations
from ...games.tenpenny.content import tile_shape
from ...games.tenpenny.state import State

#: A GridPiece placement: (row, grid column, quarter turns, side 0 = a / 1 = b).
Spot = tuple[int, int, int, int]


@dataclass
class Offers:
    legal: tuple[Any, ...] = ()
    kind: str = ""
    workers: dict[str, PlaceWorker] = field(default_factory=dict)
    place_tile: str = ""
    places: dict[Spot, Place] = field(default_factory=dict)
    wilds: dict[int, Wild] = field(default_factory=dict)
    trees: dict[tuple[int, int], RemoveTree] = field(default_factory=dict)
    stop: Stop | None = None
    takes: dict[str, TakeStand] = field(default_factory=dict)
    stacks: dict[int, TakeBoard] = field(default_factory=dict)
    expands: dict[tuple[str, str], Expand] = field(default_factory=dict)
    bonuses: list[Bonus] = field(default_factory=list)
    ads: dict[str, Advertise] = field(default_factory=dict)
    done: Done | None = None
    turns: dict[int, TurnRing] = field(default_factory=dict)
    for_becky: dict[int, ForBecky] = field(default_factory=dict)
    keeps: dict[str, Keep] = field(default_factory=dict)  # by the goal put back
    properties: dict[tuple[str, str], ChooseProperty] = field(default_factory=dict)

    @property
    def cycle(self) -> tuple[Any, ...]:
        """What Tab walks through: every offered action, in the game's order."""
        return self.legal

    def __bool__(self) -> bool:
        return bool(self.legal)


@lru_cache(maxsize=None)
def _ways(tile: str, orient: int) -> tuple[tuple[int, int], ...]:
    """(quarter turns, side) of every way of laying ``tile`` that covers the
    cells of its distinct orientation ``orient``."""
    cells = tile_orientations(tile)[orient].cells
    return tuple((rot // 90, 0 if side == "a" else 1) for side, rot, c in all_transforms(tile_shape(tile)) if c == cells)


def spots_of(action: Place, left: int) -> list[Spot]:
    """Every way of turning the held tile (quarter turns, side) that lies as
    ``action``'s orientation, at its anchor in grid columns."""
    return [(action.row, action.col - left, turns, side) for turns, side in _ways(action.tile, action.orient)]


def spot_of(action: Place, left: int) -> Spot:
    """The first (notation) way of showing ``action`` on the grid."""
    o = tile_orientations(action.tile)[action.orient]
    return (action.row, action.col - left, o.rot // 90, 0 if o.side == "a" else 1)


def index_offers(view: State, legal: tuple[Any, ...]) -> Offers:
    o = Offers(legal=tuple(legal), kind=view.task.kind)
    seat = view.task.seat
    left = view.players[seat].park.left if 0 <= seat < view.seats else 0
    for a in legal:
        if isinstance(a, PlaceWorker):
            o.workers[a.space] = a
        elif isinstance(a, Place):
            o.place_tile = a.tile
            for spot in spots_of(a, left):
                o.places[spot] = a
        elif isinstance(a, Wild):
            o.wilds[a.track] = a
        elif isinstance(a, RemoveTree):
            o.trees[(a.row, a.col)] = a
        elif isinstance(a, Stop):
            o.stop = a
        elif isinstance(a, TakeStand):
            o.takes[a.stand] = a
        elif isinstance(a, TakeBoard):
            o.stacks[a.stack] = a
        elif isinstance(a, Expand):
            o.expands[(a.edge, a.side)] = a
        elif isinstance(a, Bonus):
            o.bonuses.append(a)
        elif isinstance(a, Advertise):
            o.ads[a.card] = a
        elif isinstance(a, Done):
            o.done = a
        elif isinstance(a, TurnRing):
            o.turns[a.spaces] = a
        elif isinstance(a, ForBecky):
            o.for_becky[a.loc] = a
        elif isinstance(a, Keep):
            dealt = view.players[seat].dealt
            back = next((g for g in dealt if g not in a.goals), "")
            o.keeps[back] = a
        elif isinstance(a, ChooseProperty):
            o.properties[(a.board, a.side)] = a
    return o

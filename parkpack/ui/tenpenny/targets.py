"""Where an action of Tenpenny Parks is made on the board
(``TenpennyBoard.target_rects``): the card, the space, the tile's cells, the
tree, the concession, the stack, the ghost board, the goal cards or the
button that plays it, in scene coordinates."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QRectF

from ...games.tenpenny.actions import (
    Advertise,
    ChooseProperty,
    Expand,
    ForBecky,
    Keep,
    Place,
    PlaceWorker,
    RemoveTree,
    TakeBoard,
    TakeStand,
    TurnRing,
    Wild,
)
from ...games.tenpenny.content import TYPES
from ...games.tenpenny.shapes import tile_orientations
from .looks import turn_to

if TYPE_CHECKING:
    from .board import TenpennyBoard


def target_rects(board: TenpennyBoard, action: Any) -> list[QRectF]:
    view = board.view_state
    if view is None:
        return []
    rects = [r for r in _places(board, action) if r is not None]
    rects += [b.scene_rect() for b, a in zip(board.buttons, board.button_actions)
              if a == action]
    return rects


def _places(board: TenpennyBoard, action: Any) -> list[QRectF | None]:
    view = board.view_state
    assert view is not None
    seat = view.task.seat if 0 <= view.task.seat < view.seats else board.seat
    park = board.parks[seat]
    if isinstance(action, PlaceWorker):
        if action.space in TYPES:
            return [board.cards[TYPES.index(action.space)].scene_rect()]
        return [board.spaces[action.space].scene_rect()]
    if isinstance(action, Place):
        cells = tile_orientations(action.tile)[action.orient].cells
        if not park.isVisible() or park.look is None:
            return []
        return [park.mapRectToScene(park.tile_rect(action.row, action.col, cells))]
    if isinstance(action, Wild):
        return [board.tracks.mapRectToScene(board.tracks.label_rect(action.track))]
    if isinstance(action, RemoveTree):
        if park.look is None:
            return []
        return [park.mapRectToScene(park.cell_rect(action.row, action.col))]
    if isinstance(action, TakeStand):
        return [board.market.rect_of(("stand", action.stand))]
    if isinstance(action, TakeBoard):
        return [board.stacks[action.stack].scene_rect()]
    if isinstance(action, Expand):
        return [park.rect_of(("ghost", action.edge))] if park.look is not None and park.look.ghosts else []
    if isinstance(action, Advertise):
        return [board.chips.rect_of(("chip", action.card))]
    if isinstance(action, Keep):  # the click is on the goal put back
        return [g.scene_rect() for g in board.goal_items
                if g.isVisible() and g.key[0] == "goal" and g.key[1] not in action.goals]
    if isinstance(action, ChooseProperty):
        item = board.previews.get((action.board, action.side))
        return [item.scene_rect()] if item is not None and item.isVisible() else []
    if isinstance(action, TurnRing):
        loc = next((i for i in range(len(TYPES)) if turn_to(view, i) == action.spaces), -1)
        return [board.cards[loc].scene_rect()] if loc >= 0 else []
    if isinstance(action, ForBecky):
        return [board.cards[action.loc].scene_rect()]
    return []

"""Where an action of Parkies is made on the board (``ParkiesBoard.target_rects``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from ...games.parkies.actions import (
    Bid, CashIn, Choose, Demolish, Flip, Move, Place, PoolBid, Take, Trump,
)
from ...games.parkies.common import ladder


def target_rects(board: Any, action: Any) -> list[QRectF]:
    """The ladder step, the Parkie Pool, the colour, the spot in the park,
    the Parkie to move and where to, or the button that plays it."""
    view = board.view_state
    if view is None:
        return []
    rects = _places(board, view, action)
    rects += [b.sceneBoundingRect() for b in board.buttons if b.key == action]
    return [r for r in rects if r is not None]


def _places(board: Any, view: Any, action: Any) -> list[QRectF | None]:
    bid, big = board.bidmat, board.big
    if isinstance(action, Bid):
        return [bid.scene_rect_of(("step", action.space, ladder(view, action.space).index(action.amount)))]
    if isinstance(action, Trump):
        return [bid.scene_rect_of(("step", action.space, len(ladder(view, action.space)) - 1))]
    if isinstance(action, PoolBid):
        return [bid.scene_rect_of(("pool",))]
    if isinstance(action, Take):
        return [bid.scene_rect_of(("colour", action.colour)), big.scene_rect_of(("tile", action.where))]
    if isinstance(action, Move):
        return [big.scene_rect_of(("parkie", action.colour, action.src)), big.scene_rect_of(("tile", action.dst))]
    if isinstance(action, CashIn):
        return [big.scene_rect_of(("parkie", action.colour, action.where))]
    if isinstance(action, Demolish):
        return [big.scene_rect_of(("tile", action.tile))]
    if isinstance(action, Place):
        return [big.mapRectToScene(big.geo.tile_rect(action.tile, action.row, action.col, action.rot))]
    if isinstance(action, (Choose, Flip)):
        return [bid.scene_rect_of(("pile", action.size))]
    return []

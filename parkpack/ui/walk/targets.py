"""Where an action of A Walk in the Park is made on the board (``WalkBoard.target_rects``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from ...games.walk.actions import Draw, Pass, PlaceStatue, Roll, TickBonus, TurnToT


def target_rects(board: Any, action: Any) -> list[QRectF]:
    """Scene rectangles on the large sheet (the square, the bonus row), the
    pass button or the die."""
    big = board.big
    if isinstance(action, (Draw, PlaceStatue, TurnToT)):
        item = big.squares[action.square]
        return [item.mapRectToScene(item.boundingRect())]
    if isinstance(action, TickBonus):
        return [row.mapRectToScene(row.boundingRect()) for row in big.bonus_rows if row.bonus_id == action.bonus]
    if isinstance(action, Pass):
        return [board.pass_button.sceneBoundingRect()] if board.pass_button.isVisible() else []
    if isinstance(action, Roll):
        return [board.die.sceneBoundingRect()]
    return []

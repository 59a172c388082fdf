"""A Walk in the Park: where a hint shows on the board. A drawing shows on
its square with the sides it joins (its rotation); a bonus on its row; turning
a path into a T on the square with the T's sides; passing on the pass button."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from ...games.walk.actions import Draw, Pass, PlaceStatue, TickBonus, TurnToT
from ...games.walk.content import IBIS
from ..items.hint_mark import OUT, PEN, HintMark

LADDER_INSET = OUT + PEN / 2 - 2


def _mark(board: Any) -> HintMark:
    mark = getattr(board, "_hint_mark", None)
    if mark is None:
        mark = HintMark()
        board.addItem(mark)
        board._hint_mark = mark
    return mark


def _scene_rect(item: Any) -> QRectF:
    return item.mapRectToScene(item.boundingRect())


def show(board: Any, action: Any, text: str) -> None:
    if not board.own_view:
        board.cancel()  # back to the player's own sheet, where the hint is
    sheet = board.big
    mark = _mark(board)
    if isinstance(action, Draw):
        mark.show_at([_scene_rect(sheet.squares[action.square])], 0 if action.mask == IBIS else action.mask,
                     dot=action.mask == IBIS)
    elif isinstance(action, TurnToT):
        mark.show_at([_scene_rect(sheet.squares[action.square])], action.mask)
    elif isinstance(action, PlaceStatue):
        mark.show_at([_scene_rect(sheet.squares[action.square])])
    elif isinstance(action, TickBonus):
        # The ladder's rows touch: the ring keeps to its own row's height
        # (2 px over), not over the words of the rows above and below.
        rows = [r for r in sheet.bonus_rows if r.bonus_id == action.bonus]
        mark.show_at([_scene_rect(r).adjusted(0, LADDER_INSET, 0, -LADDER_INSET) for r in rows])
    elif isinstance(action, Pass):
        mark.show_at([_scene_rect(board.pass_button)])
    else:
        mark.hide_mark()
    board.hint.emit(text)


def clear(board: Any) -> None:
    mark = getattr(board, "_hint_mark", None)
    if mark is not None:
        mark.hide_mark()

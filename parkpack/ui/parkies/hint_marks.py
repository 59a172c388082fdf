"""Parkies: where a hint shows on the board. A placement rings the tile's
cells in the park (at its rotation); a bid or trump its ladder step; the
Parkie Pool, a pile to name, a tile to take a Parkie onto or move one to,
where they sit; a choice offered as a button, that button. Cashing in and
demolishing (side panel) show as the line of text alone."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from ...games.parkies.actions import Place
from ..items.hint_mark import HintMark


def _mark(board: Any) -> HintMark:
    mark = getattr(board, "_hint_mark", None)
    if mark is None:
        mark = HintMark()
        board.addItem(mark)
        board._hint_mark = mark
    return mark


def target_rect(board: Any, action: Any) -> QRectF | None:
    """The scene rectangle of what the player would click to play ``action``."""
    for button in board.buttons:
        if button.key == action:
            return button.mapRectToScene(button.boundingRect())  # type: ignore[no-any-return]
    if isinstance(action, Place):
        geo = board.big.geo
        return board.big.mapRectToScene(geo.tile_rect(action.tile, action.row, action.col, action.rot))  # type: ignore[no-any-return]
    return board._focus_rect(action)  # type: ignore[no-any-return]


def show(board: Any, action: Any, text: str) -> None:
    rect = target_rect(board, action)
    mark = _mark(board)
    if rect is None:
        mark.hide_mark()
    else:
        mark.show_at([rect])
    board.hint.emit(text)


def clear(board: Any) -> None:
    mark = getattr(board, "_hint_mark", None)
    if mark is not None:
        mark.hide_mark()

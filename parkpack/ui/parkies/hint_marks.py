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


def target_rects(board: Any, action: Any) -> list[QRectF]:
    """The scene rectangles of what the player could click to play ``action``
    (its button and its place on the mats, where it has both)."""
    rects = [b.mapRectToScene(b.boundingRect()) for b in board.buttons if b.key == action]
    if isinstance(action, Place):
        geo = board.big.geo
        rects.append(board.big.mapRectToScene(geo.tile_rect(action.tile, action.row, action.col, action.rot)))
    else:
        on_mat = _on_mats(board, action)
        if on_mat is not None:
            rects.append(on_mat)
    return rects


def _on_mats(board: Any, action: Any) -> QRectF | None:
    """Where the keyboard focus ring would stand for ``action`` on the mats
    (keys.py gives none for an action that has a button, so ask without them)."""
    buttons, board.buttons = board.buttons, []
    try:
        return board.keys._focus_rect(action)  # type: ignore[no-any-return]
    finally:
        board.buttons = buttons


def show(board: Any, action: Any, text: str) -> None:
    mark = _mark(board)
    mark.show_at(target_rects(board, action))
    board.hint.emit(text)


def clear(board: Any) -> None:
    mark = getattr(board, "_hint_mark", None)
    if mark is not None:
        mark.hide_mark()

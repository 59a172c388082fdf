"""Tenpenny Parks: where a hint shows on the board. The suggested move's
place is ringed (targets.py: the Builder card or action space, the tile's
cells, the track, the tree, the concession, the stack, the board's edge, the
goal put back, the property board, the card Becky takes, or the button); a
tile placement also puts the tile in hand there at the suggested way up, so
its side and turn show as they would be placed. The player still makes the
move."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...games.tenpenny.actions import Place
from ..items.hint_mark import HintMark
from .input import show_park
from .offers import spot_of

if TYPE_CHECKING:
    from .board import TenpennyBoard


def _mark(board: TenpennyBoard) -> HintMark:
    if board.hint_mark is None:
        board.hint_mark = HintMark()
        board.addItem(board.hint_mark)
    return board.hint_mark


def show(board: TenpennyBoard, action: Any, text: str) -> None:
    view = board.view_state
    if view is not None and board.focus_seat != board.seat:
        show_park(board, view, board.seat)  # the move is made on the player's own property
    if isinstance(action, Place) and board.placing() and view is not None:
        board.held.tab_to(spot_of(action, view.players[board.seat].park.left))
    _mark(board).show_at(board.target_rects(action))
    board.hint.emit(text)


def clear(board: TenpennyBoard) -> None:
    if board.hint_mark is not None:
        board.hint_mark.hide_mark()

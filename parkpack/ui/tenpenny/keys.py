"""Keyboard play on the Tenpenny Parks board.

Tab / Shift+Tab (or the arrow keys) walk through the offered moves of the
decision at hand, a blue ring showing the one in focus; Enter or Space plays
it (offer_keys.py). With a tile in hand Tab jumps it to the next legal spot,
the arrows move it a cell, R / Shift+R turn it, F flips it and Enter places
it. F also shows an expansion board's other side; Page Up / Page Down show
another player's property large; Esc drops whatever is half made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ...games.tenpenny.actions import Expand, Place, TurnRing
from ...games.tenpenny.state import EXPAND
from ..offer_keys import announce, arrow_or_play, focused, move_focus, tab_step
from .input import flip_ghost
from .offers import spot_of
from .words import action_text

if TYPE_CHECKING:
    from .board import TenpennyBoard

def handle_key(board: TenpennyBoard, event: QKeyEvent) -> bool:
    view = board.view_state
    if view is None:
        return False
    key = event.key()
    if step := tab_step(event):
        return cycle(board, step)
    if key == Qt.Key.Key_Escape:
        board.cancel()
        return True
    if key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
        board.focus_seat = (board.focus_seat + (-1 if key == Qt.Key.Key_PageUp else 1)) % view.seats
        board.refresh()
        return True
    if board.held.active:
        return board.held.piece.handle_key(event)
    if not board.interactive:
        return False
    if key == Qt.Key.Key_F and view.task.kind == EXPAND:
        return flip_ghost(board)
    return arrow_or_play(board, event, lambda step: cycle(board, step))


def cycle(board: TenpennyBoard, step: int) -> bool:
    view = board.view_state
    if view is None or not board.offers.cycle or not board.interactive:
        return False
    board.focus_seat = board.seat
    action = move_focus(board, step)
    if isinstance(action, Expand):
        board.ghost_side[action.edge] = action.side
    board.preview_turn = action.spaces if isinstance(action, TurnRing) else 0
    board.keep_back = next((g for g, keep in board.offers.keeps.items() if keep == action), "")
    board.refresh()
    if isinstance(action, Place):
        board.held.tab_to(spot_of(action, view.players[board.seat].park.left))
    announce(board, action_text(action, view))
    return True


def show_focus(board: TenpennyBoard) -> None:
    action = focused(board)
    if action is None or isinstance(action, Place):
        board.rings.show_at([])
        return
    board.rings.show_at(board.target_rects(action))

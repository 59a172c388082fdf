"""Keyboard play on the Tenpenny Parks board.

Tab / Shift+Tab (or the arrow keys) walk through the offered moves of the
decision at hand, a blue ring showing the one in focus; Enter or Space plays
it. With a tile in hand Tab jumps it to the next legal spot, the arrows move
it a cell, R / Shift+R turn it, F flips it and Enter places it. F also shows
an expansion board's other side; Page Up / Page Down show another player's
property large; Esc drops whatever is half made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from ...games.tenpenny.actions import Expand, Place, TurnRing
from ...games.tenpenny.state import EXPAND
from .input import flip_ghost
from .offers import spot_of
from .words import action_text

if TYPE_CHECKING:
    from .board import TenpennyBoard

PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)


def handle_key(board: TenpennyBoard, event: QKeyEvent) -> bool:
    view = board.view_state
    if view is None:
        return False
    key = event.key()
    shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
    if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
        return cycle(board, -1 if key == Qt.Key.Key_Backtab or shift else 1)
    if key == Qt.Key.Key_Escape:
        board.cancel()
        return True
    if key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
        step = -1 if key == Qt.Key.Key_PageUp else 1
        board.focus_seat = (board.focus_seat + step) % view.seats
        board.refresh()
        return True
    if board.held.active:
        return board.held.piece.handle_key(event)
    if not board.interactive:
        return False
    if key == Qt.Key.Key_F and view.task.kind == EXPAND:
        return flip_ghost(board)
    if key in ARROWS:
        return cycle(board, 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1)
    if key in PLAY_KEYS:
        action = focused(board)
        if action is None:
            board.refused.emit(QCoreApplication.translate("Tenpenny", "Press Tab to pick one of the offered moves, then Enter."))
        else:
            board.play(action)
        return True
    return False


def focused(board: TenpennyBoard) -> Any:
    items = board.offers.cycle
    return items[board.focus] if 0 <= board.focus < len(items) else None


def cycle(board: TenpennyBoard, step: int) -> bool:
    view = board.view_state
    items = board.offers.cycle
    if view is None or not board.interactive or not items:
        return False
    if board.focus_seat != board.seat:
        board.focus_seat = board.seat
    if board.focus < 0:
        board.focus = 0 if step > 0 else len(items) - 1
    else:
        board.focus = (board.focus + step) % len(items)
    action = items[board.focus]
    if isinstance(action, Expand):
        board.ghost_side[action.edge] = action.side
    board.preview_turn = action.spaces if isinstance(action, TurnRing) else 0
    board.keep_back = next((g for g, keep in board.offers.keeps.items() if keep == action), "")
    board.refresh()
    if isinstance(action, Place):
        left = view.players[board.seat].park.left
        board.held.tab_to(spot_of(action, left))
    board.hint.emit(QCoreApplication.translate("Tenpenny", "{action_text}  ({k} of {n}; Enter plays it)").format(action_text=action_text(action, view), k=board.focus + 1, n=len(items)))
    return True


def show_focus(board: TenpennyBoard) -> None:
    action = focused(board)
    if action is None or isinstance(action, Place):
        board.rings.show_at([])
        return
    board.rings.show_at(board.target_rects(action))

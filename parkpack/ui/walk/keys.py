"""Keyboard play for the Walk board: every choice the mouse can make.

Arrows move the cursor over the grid, R (Shift+R back) rotates, Enter or
Space draws; 1-9 and 0 tick bonuses, Tab (or Up/Down while a bonus is owed)
walks through the offered bonuses;
T opens or closes "turn a path into a T"; P passes; Page Up/Down shows the
other players' sheets; Esc drops whatever is half done.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from ...games.walk.content import BONUS_IDS

if TYPE_CHECKING:
    from .board import WalkBoard

K = Qt.Key
ARROWS = {K.Key_Up: (-1, 0), K.Key_Down: (1, 0), K.Key_Left: (0, -1), K.Key_Right: (0, 1)}
DIGITS = {getattr(K, f"Key_{d}"): (d - 1) % 10 for d in range(10)}  # 1..9 then 0 for the tenth


def handle_key(board: WalkBoard, event: QKeyEvent) -> bool:
    key = Qt.Key(event.key())
    shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
    if board.view_state is None:
        return False
    if key == K.Key_Escape:
        return _escape(board)
    if key in (K.Key_Up, K.Key_Down) and _choosing_bonus(board):
        return board.gestures.step_bonus_focus(1 if key == K.Key_Down else -1)
    if key in ARROWS:
        if not board.own_view:
            board.gestures.view_sheet(board.seat)
        board.gestures.move_cursor(*ARROWS[key])
        return True
    if key == K.Key_R:
        if not board.gestures.rotate(-1 if shift else 1):
            board.refused.emit(QCoreApplication.translate("Walk", "Nothing to rotate now"))
        return True
    if key in (K.Key_Return, K.Key_Enter, K.Key_Space):
        _enter(board)
        return True
    if key in (K.Key_Tab, K.Key_Backtab):
        return board.gestures.step_bonus_focus(-1 if key == K.Key_Backtab or shift else 1)
    if key in DIGITS and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
        board.gestures.choose_bonus(BONUS_IDS[DIGITS[key]])
        return True
    if key == K.Key_T:
        board.gestures.toggle_turn_mode()
        return True
    if key == K.Key_P:
        board.gestures.press_pass()
        return True
    if key in (K.Key_PageDown, K.Key_PageUp):
        count = len(board.view_state.sheets)
        if count < 2:
            return False
        step = 1 if key == K.Key_PageDown else -1
        board.gestures.view_sheet((board.focus_seat + step) % count)
        return True
    return False


def _choosing_bonus(board: WalkBoard) -> bool:
    """A bonus is owed and nothing on the grid is asked: arrows walk the list."""
    offers = board.offers
    return bool(offers.bonuses) and board.mode != "turn" and board.own_view


def _escape(board: WalkBoard) -> bool:
    busy = board.mode == "turn" or board.bonus_focus >= 0 or not board.own_view or board.pointing
    board.cancel()
    return busy


def _enter(board: WalkBoard) -> None:
    offers = board.offers
    if board.focused_bonus():
        board.gestures.choose_bonus(board.focused_bonus())
    elif offers.passing is not None and not offers.draws:
        board.gestures.press_pass()
    elif offers.bonuses and board.mode != "turn":
        board.gestures.step_bonus_focus(1)  # first Enter picks a box, the next ticks it
    else:
        board.gestures.choose_square(board.cursor)

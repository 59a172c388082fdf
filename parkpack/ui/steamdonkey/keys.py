"""Keyboard play on the Steam Donkey board.

Tab / Shift+Tab (or the arrow keys) walk through every offered move of the
decision at hand, a blue ring showing where it is made (the card, the
visitor and its seat, the button); Enter or Space plays it; Esc drops a
half-made move (a visitor or the Funicular Railway picked with the mouse).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from .words import action_text

if TYPE_CHECKING:
    from .board import SteamDonkeyBoard

translate = QCoreApplication.translate
PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)


def handle_key(board: SteamDonkeyBoard, event: QKeyEvent) -> bool:
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
    if not board.interactive:
        return False
    if key in ARROWS:
        return cycle(board, 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1)
    if key in PLAY_KEYS:
        action = focused(board)
        if action is None:
            board.refused.emit(translate("SteamDonkeyBoard", "Press Tab to pick one of the offered moves, then Enter."))
        else:
            board.play(action)
        return True
    return False


def focused(board: SteamDonkeyBoard) -> Any:
    items = board.offers.cycle
    return items[board.focus] if 0 <= board.focus < len(items) else None


def cycle(board: SteamDonkeyBoard, step: int) -> bool:
    view = board.view_state
    items = board.offers.cycle
    if view is None or not board.interactive or not items:
        return False
    board.source, board.funicular = "", False
    if board.focus < 0:
        board.focus = 0 if step > 0 else len(items) - 1
    else:
        board.focus = (board.focus + step) % len(items)
    board.refresh()
    action = items[board.focus]
    board.hint.emit(translate("SteamDonkeyBoard", "{move}  ({k} of {n}; Enter plays it)").format(
        move=action_text(action, view), k=board.focus + 1, n=len(items)))
    return True


def show_focus(board: SteamDonkeyBoard) -> None:
    action = focused(board)
    board.rings.show_at([] if action is None else board.target_rects(action))

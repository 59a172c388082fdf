"""Keyboard play on the Steam Donkey board.

Tab / Shift+Tab (or the arrow keys) walk through every offered move of the
decision at hand, a blue ring showing where it is made (the card, the
visitor and its seat, the button); Enter or Space plays it (offer_keys.py);
Esc drops a half-made move (a visitor or the Funicular Railway picked with
the mouse).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ..offer_keys import announce, arrow_or_play, focused, move_focus, tab_step
from .words import action_text

if TYPE_CHECKING:
    from .board import SteamDonkeyBoard


def handle_key(board: SteamDonkeyBoard, event: QKeyEvent) -> bool:
    if board.view_state is None:
        return False
    if step := tab_step(event):
        return cycle(board, step)
    if event.key() == Qt.Key.Key_Escape:
        board.cancel()
        return True
    if not board.interactive:
        return False
    return arrow_or_play(board, event, lambda step: cycle(board, step))


def cycle(board: SteamDonkeyBoard, step: int) -> bool:
    view = board.view_state
    if view is None or not board.offers.cycle or not board.interactive:
        return False
    board.source, board.funicular = "", False
    action = move_focus(board, step)
    board.refresh()
    announce(board, action_text(action, view))
    return True


def show_focus(board: SteamDonkeyBoard) -> None:
    action = focused(board)
    board.rings.show_at([] if action is None else board.target_rects(action))

"""A minimal board scene for UI tests: records what the window asks of it."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QKeyEvent
from PySide6.QtCore import Qt

from parkpack.ui.board import Board


class FakeBoard(Board):
    def __init__(self, game: Any, seats: tuple[Any, ...], parent: Any = None) -> None:
        super().__init__(game, seats, parent)
        self.syncs: list[tuple[Any, tuple[Any, ...], int | None, bool]] = []
        self.cancels = 0
        self.keys: list[int] = []
        self.addRect(0, 0, 400, 300)
        self._label = self.addText("")

    def sync(self, view_state: Any, legal: tuple[Any, ...], seat: int | None, interactive: bool) -> None:
        self.syncs.append((view_state, legal, seat, interactive))
        self._label.setPlainText(f"totals {view_state.totals}")

    def cancel(self) -> None:
        self.cancels += 1

    def handle_key(self, event: QKeyEvent) -> bool:
        self.keys.append(event.key())
        if event.key() == Qt.Key.Key_1:
            self.action_chosen.emit(self.game.parse_action("take 1"))
            return True
        return False

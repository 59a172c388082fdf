"""The game log: one readable line per action, newest at the bottom."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget


class LogView(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._lines: list[str] = []

    def lines(self) -> list[str]:
        return list(self._lines)

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines``; only the changed tail is rebuilt (undo cuts it)."""
        keep = 0
        for old, new in zip(self._lines, lines):
            if old != new:
                break
            keep += 1
        while self.count() > keep:
            self.takeItem(self.count() - 1)
        for number, text in enumerate(lines[keep:], start=keep + 1):
            item = QListWidgetItem(f"{number}. {text}")
            item.setToolTip(text)
            self.addItem(item)
        self._lines = list(lines)
        self.scrollToBottom()

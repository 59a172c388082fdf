"""The game log: one readable line per action, numbered, newest at the bottom."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit, QWidget


class LogView(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._lines: list[str] = []

    def lines(self) -> list[str]:
        return list(self._lines)

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines``: new ones are appended; after an undo the text is rebuilt."""
        if lines[: len(self._lines)] == self._lines:
            for number, text in enumerate(lines[len(self._lines):], start=len(self._lines) + 1):
                self.appendPlainText(f"{number}. {text}")
        else:
            self.setPlainText("\n".join(f"{n}. {t}" for n, t in enumerate(lines, start=1)))
        self._lines = list(lines)
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

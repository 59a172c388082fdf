"""The hot-seat screen shown between two humans' turns in a game with secrets.

It covers the whole window; nothing of the next player's view is drawn until
they confirm they are the one at the screen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from .text import plain_label


class HandoverPage(QWidget):
    confirmed = Signal(int)  # the seat now at the screen

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # paint the cover colour
        self.seat = -1
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = plain_label()
        self.title.setObjectName("handoverTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = plain_label()
        self.detail.setObjectName("handoverDetail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(lambda: self.confirmed.emit(self.seat))
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)

    def ask(self, seat: int, name: str, previous: str | None) -> None:
        self.seat = seat
        self.title.setText(self.tr("Pass to {name}").format(name=name))
        only = self.tr("Only {name} should look at the screen now: it will show {name}'s private pieces.").format(name=name)
        hand = self.tr("{name} has finished.").format(name=previous) + " " if previous else ""
        self.detail.setText(hand + only)
        self.button.setText(self.tr("I am {name} — show my turn").format(name=name))
        self.button.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.confirmed.emit(self.seat)
            return
        super().keyPressEvent(event)

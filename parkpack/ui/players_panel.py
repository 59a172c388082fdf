"""The side panel's player list: marker, name, kind, public status lines."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from .colours import seat_colour, text_on
from .text import plain_label


def seat_marker(colour: QColor, letter: str, side: int = 30) -> QPixmap:
    """A round counter in the seat's colour with its initial (never colour alone)."""
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#333333"), 1.5))
    painter.setBrush(colour)
    painter.drawEllipse(QRectF(1.5, 1.5, side - 3, side - 3))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(side * 0.5))
    painter.setFont(font)
    painter.setPen(text_on(colour))
    painter.drawText(QRectF(0, 0, side, side), Qt.AlignmentFlag.AlignCenter, letter)
    painter.end()
    return pixmap


def kind_text(seat: Any, info: Any) -> str:
    if seat.is_human:
        return "Human"
    label = next((lv.label for lv in info.bot_levels if lv.id == seat.level), seat.level)
    return f"Computer · {label}" if label else "Computer"


class PlayerCard(QFrame):
    def __init__(self, index: int, seat: Any, info: Any, colour_blind: bool) -> None:
        super().__init__()
        self.setObjectName("playerCard")
        self.index = index
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 8, 10, 8)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        self.marker = QLabel()
        colour = seat_colour(seat.colour, index, colour_blind)
        self.marker.setPixmap(seat_marker(colour, (seat.name[:1] or "?").upper()))
        self.marker.setFixedSize(QSize(30, 30))
        colour_label = dict(info.colours).get(seat.colour, "")
        self.marker.setToolTip(colour_label)
        self.name = plain_label(seat.name)
        self.name.setObjectName("playerName")
        self.kind = plain_label(kind_text(seat, info) + (f" · {colour_label}" if colour_label else ""))
        self.kind.setObjectName("playerKind")
        self.turn = plain_label("")
        self.turn.setObjectName("playerTurn")
        self.lines = plain_label()
        self.lines.setObjectName("playerLines")
        self.lines.setWordWrap(True)
        grid.addWidget(self.marker, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.turn, 0, 2, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.kind, 1, 1, 1, 2)
        grid.addWidget(self.lines, 2, 1, 1, 2)
        grid.setColumnStretch(1, 1)

    def show_status(self, lines: Sequence[str], active: bool, turn_text: str) -> None:
        self.lines.setText("\n".join(lines))
        self.lines.setVisible(bool(lines))
        self.turn.setText(turn_text if active else "")
        if self.property("active") != active:
            self.setProperty("active", active)
            self.style().unpolish(self)
            self.style().polish(self)


class PlayersPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self._layout.addStretch(1)  # cards stay at the top
        self.cards: list[PlayerCard] = []

    def set_seats(self, seats: Sequence[Any], info: Any, colour_blind: bool) -> None:
        for card in self.cards:
            card.deleteLater()
        self.cards = [PlayerCard(i, seat, info, colour_blind) for i, seat in enumerate(seats)]
        for index, card in enumerate(self.cards):
            self._layout.insertWidget(index, card)

    def show_status(self, lines: Sequence[Sequence[str]], active: int | None, turn_text: str) -> None:
        for card, seat_lines in zip(self.cards, lines):
            card.show_status(seat_lines, card.index == active, turn_text)

"""The side panel's player list: marker, name, kind, public status lines.

Cards are compact so six players fit beside the board, and every text fits
its card: a long name is elided (the whole name is in its tooltip) and the
status lines wrap. A click on a card asks the board to show that player's
part of the table.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import shiboken6
from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from ..engine.api import Brief
from .colours import colour_name, seat_colour, text_on
from .elided import ElidedLabel

MARKER = 24


def seat_marker(colour: QColor, letter: str, side: int = MARKER) -> QPixmap:
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
        return QCoreApplication.translate("PlayersPanel", "Human")
    label = next((lv.label for lv in info.bot_levels if lv.id == seat.level), seat.level)
    return (QCoreApplication.translate("PlayersPanel", "Computer · {level}").format(level=label) if label
            else QCoreApplication.translate("PlayersPanel", "Computer"))


class StatusLines(QWidget):
    """The game's status lines for a player, one line each. Where the side
    panel has room they wrap onto as many lines as they need; where it has
    not they are elided to the card's width (the whole line is in its
    tooltip), so a card keeps its height however long a line grows and every
    player stays in sight."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._labels: list[ElidedLabel] = []
        self._text = ""
        self._shorts: tuple[str, ...] = ()
        self._wrap = False

    def text(self) -> str:
        return self._text

    def set_wrap(self, on: bool) -> None:
        if on == self._wrap:
            return
        self._wrap = on
        for label in self._labels:
            label.set_wrap(on)
        # The card's layout keeps the heights it worked out: they are asked
        # for again at once (PlayersPanel.content_height), not at the next
        # layout pass.
        self._layout.invalidate()
        self.updateGeometry()

    def set_lines(self, lines: Sequence[str]) -> None:
        """One label a line; a ``Brief`` line keeps its short wording for
        when the card is too narrow for the whole of it."""
        text = "\n".join(lines)
        shorts = tuple(getattr(line, "short", "") for line in lines)
        if (text, shorts) == (self._text, self._shorts):
            return
        self._text, self._shorts = text, shorts
        while len(self._labels) < len(lines):
            label = ElidedLabel()
            label.setObjectName("playerLine")
            label.set_wrap(self._wrap)
            self._layout.addWidget(label)
            self._labels.append(label)
        for i, label in enumerate(self._labels):
            label.set_full_text(lines[i] if i < len(lines) else "", shorts[i] if i < len(lines) else "")
            label.setVisible(i < len(lines))


class PlayerCard(QFrame):
    clicked = Signal(int)

    def __init__(self, index: int, seat: Any, info: Any, colour_blind: bool) -> None:
        super().__init__()
        self.setObjectName("playerCard")
        self.index = index
        # Every part is kept on the card, the layout too: while a replaced
        # card is deleted, each part's Python side must outlive Qt's (see
        # PlayersPanel.set_seats).
        self.grid = grid = QGridLayout(self)
        grid.setContentsMargins(8, 5, 8, 6)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(1)
        self.marker = QLabel()
        colour = seat_colour(seat.colour, index, colour_blind)
        self.marker.setPixmap(seat_marker(colour, (seat.name[:1] or "?").upper()))
        self.marker.setFixedSize(QSize(MARKER, MARKER))
        # Colour words follow the palette drawn: never "red" beside a vermilion marker.
        colour_word = colour_name(seat.colour, colour_blind) if seat.colour in dict(info.colours) else ""
        kind = kind_text(seat, info) + (f" · {colour_word}" if colour_word else "")
        self.marker.setToolTip(kind)
        self.name = ElidedLabel(seat.name)
        self.name.setObjectName("playerName")
        self.kind = ElidedLabel(kind)
        self.kind.setObjectName("playerKind")
        # Humans are the usual case: only a computer's card spends a line on
        # it. (Never shown here: with no parent yet it would flash up as a
        # window of its own and take the keyboard from the main window.)
        if seat.is_human:
            self.kind.hide()
        self.turn = QLabel("")
        self.turn.setObjectName("playerTurn")
        self.turn.setTextFormat(Qt.TextFormat.PlainText)
        self.lines = StatusLines()
        self.lines.setObjectName("playerLines")
        grid.addWidget(self.marker, 0, 0, 2 if not seat.is_human else 1, 1, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.turn, 0, 2, Qt.AlignmentFlag.AlignRight)
        if not seat.is_human:
            grid.addWidget(self.kind, 1, 1, 1, 2)
        grid.addWidget(self.lines, 3, 0, 1, 3)  # row 2: the turn's words, when they go under the name
        grid.setColumnStretch(1, 1)
        self.turn_below = False

    def show_status(self, lines: Sequence[str], active: bool, turn_text: str) -> None:
        self.lines.set_lines(lines)
        self.lines.setVisible(bool(lines))
        self.turn.setText(turn_text if active else "")
        self._place_turn(self.width())
        if self.property("active") != active:
            self.setProperty("active", active)
            self.style().unpolish(self)
            self.style().polish(self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place_turn(event.size().width())
        super().resizeEvent(event)

    def _place_turn(self, width: int) -> None:
        """The turn's words beside the name while that leaves the name room
        for about ten letters, on the line under it otherwise: beside it, a
        German "beendet den Zug" left a long name two letters."""
        margins = self.grid.contentsMargins()
        beside = width - margins.left() - margins.right() - MARKER - 2 * self.grid.horizontalSpacing()
        beside -= self.turn.fontMetrics().horizontalAdvance(self.turn.text())
        full = self.name.full_text()
        wanted = self.name.fontMetrics().horizontalAdvance(full if len(full) <= 10 else full[:10] + "…") + 4
        below = bool(self.turn.text()) and beside < wanted
        if below == self.turn_below:
            return
        self.turn_below = below
        self.grid.removeWidget(self.turn)
        if below:
            self.grid.addWidget(self.turn, 2, 1, 1, 2, Qt.AlignmentFlag.AlignLeft)
        else:
            self.grid.addWidget(self.turn, 0, 2, Qt.AlignmentFlag.AlignRight)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.index)
            event.accept()
            return
        super().mousePressEvent(event)


class PlayersPanel(QWidget):
    seat_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(5)
        self._layout.addStretch(1)  # cards stay at the top
        self.cards: list[PlayerCard] = []
        self.generation = 0  # counts set_seats: new cards, new fitting
        self._retired: list[PlayerCard] = []  # cards replaced, until Qt has deleted them
        self.active: int | None = None  # the seat whose card says "to play"

    def set_seats(self, seats: Sequence[Any], info: Any, colour_blind: bool, clickable: bool = False) -> None:
        """One card per seat; ``clickable`` when the board can show each
        player's part of the table (their card is then a way to look)."""
        # Old cards are deleted later, by Qt; their Python side is kept until
        # that has happened. Released while Qt was still deleting the card,
        # a status line's wrapper could be freed twice and crash the process.
        self._prune()
        for card in self.cards:
            card.deleteLater()
            self._retired.append(card)
        self.generation += 1
        self.cards = [PlayerCard(i, seat, info, colour_blind) for i, seat in enumerate(seats)]
        self.active = None
        for index, card in enumerate(self.cards):
            card.clicked.connect(self.seat_clicked.emit)
            if clickable:
                card.setToolTip(QCoreApplication.translate("PlayersPanel", "Click to look at this player's sheet"))
                card.setCursor(Qt.CursorShape.PointingHandCursor)
            self._layout.insertWidget(index, card)

    def _prune(self) -> None:
        """Let go of the replaced cards Qt has deleted by now."""
        if self._retired:
            self._retired = [card for card in self._retired if shiboken6.isValid(card)]

    def show_status(self, lines: Sequence[Sequence[str]], active: int | None, turn_text: str) -> None:
        self._prune()
        self.active = active
        for card, seat_lines in zip(self.cards, lines):
            card.show_status(seat_lines, card.index == active, turn_text)

    def set_wrap(self, on: bool) -> None:
        """Status lines wrapped (``on``) or elided to one line each."""
        for card in self.cards:
            card.lines.set_wrap(on)

    def content_height(self, width: int) -> int:
        """The height every card needs at ``width``."""
        width = max(1, width)
        height = sum(card.heightForWidth(width) if card.hasHeightForWidth() else card.sizeHint().height()
                     for card in self.cards)
        return height + self._layout.spacing() * max(0, len(self.cards) - 1)


def worded(line: str, words: Callable[[str], str]) -> str:
    """``line`` as ``words`` words it, its short wording too if it has one."""
    if isinstance(line, Brief):
        return Brief(words(line), words(line.short))
    return words(line)

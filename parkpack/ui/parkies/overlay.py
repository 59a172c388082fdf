"""Small items drawn over the mats: the held tile's preview, focus and hover
rings, and the row of choice buttons under the bidding mat."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ...games.parkies.content import TILE, rotated_shape
from .art import paint_tile
from .palette import FOCUS, ILLEGAL, INK, LEAST_PX, LEGAL, font


class PreviewItem(QGraphicsItem):
    """The tile in hand, shown where it would go: green outline if that spot
    is offered, red if not."""

    def __init__(self) -> None:
        super().__init__()
        self.tile = ""
        self.rot = 0
        self.cell = 90.0
        self.ok = False
        self.colour_blind = False
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def show_tile(self, tile: str, rot: int, cell: float, ok: bool, colour_blind: bool) -> None:
        if (tile, rot, cell) != (self.tile, self.rot, self.cell):
            self.prepareGeometryChange()
        self.tile, self.rot, self.cell, self.ok, self.colour_blind = tile, rot, cell, ok, colour_blind
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        if not self.tile:
            return QRectF()
        w, h = rotated_shape(TILE[self.tile].size, self.rot)
        return QRectF(-6, -6, w * self.cell + 12, h * self.cell + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.tile:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(0.82 if self.ok else 0.6)
        paint_tile(painter, QPointF(0, 0), self.cell, self.tile, self.rot, self.colour_blind, True)
        painter.setOpacity(1.0)
        w, h = rotated_shape(TILE[self.tile].size, self.rot)
        colour = LEGAL if self.ok else ILLEGAL
        painter.setPen(QPen(colour, 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(-2, -2, w * self.cell + 4, h * self.cell + 4), 8, 8)
        if not self.ok:
            painter.setPen(QPen(ILLEGAL, 4))
            c = QPointF(w * self.cell / 2, h * self.cell / 2)
            s = self.cell * 0.18
            painter.drawLine(QPointF(c.x() - s, c.y() - s), QPointF(c.x() + s, c.y() + s))
            painter.drawLine(QPointF(c.x() - s, c.y() + s), QPointF(c.x() + s, c.y() - s))


class RingItem(QGraphicsItem):
    """A rounded ring around a target: keyboard focus (solid) or hover."""

    def __init__(self, colour: QColor, width: float, dashed: bool = False) -> None:
        super().__init__()
        self.rect = QRectF()
        self.colour = colour
        self.width = width
        self.dashed = dashed
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def show_at(self, rect: QRectF | None) -> None:
        if rect is None:
            self.setVisible(False)
            return
        rect = rect.adjusted(-4, -4, 4, 4)
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
        self.setVisible(True)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-self.width, -self.width, self.width, self.width)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self.colour, self.width, Qt.PenStyle.DashLine if self.dashed else Qt.PenStyle.SolidLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, 8, 8)


BUTTON_FONT_PX = LEAST_PX
BUTTON_PADDING = 28  # both sides together
BUTTON_H = 38.0
CAPTION_H = 44.0  # two lines


def button_width(label: str) -> float:
    """The width a ``ButtonItem`` needs to show ``label`` whole."""
    return BUTTON_PADDING + QFontMetricsF(font(BUTTON_FONT_PX, True)).horizontalAdvance(label)


class ButtonItem(QGraphicsItem):
    """A flat button in the scene; ``on_click`` gets no arguments."""

    def __init__(self, label: str, width: float, on_click: Callable[[], None], key: Any = None) -> None:
        super().__init__()
        self.label = label
        self.width = width
        self.on_click = on_click
        self.key = key
        self.focused = False
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setZValue(10)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, BUTTON_H)

    def set_focused(self, on: bool) -> None:
        if on != self.focused:
            self.focused = on
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(FOCUS if self.focused else QColor("#5b6b61"), 3 if self.focused else 1.2))
        painter.setBrush(QColor("#ffffff") if self.hovered else QColor("#f4f1e6"))
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(INK)
        painter.setFont(font(BUTTON_FONT_PX, True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.on_click()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()


class CaptionItem(QGraphicsItem):
    """What the choice buttons are for: a line, or two where one is too
    short, the rest cut with an ellipsis."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self.text = ""
        self.width = width
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, width: float) -> None:
        if (text, width) != (self.text, self.width):
            self.prepareGeometryChange()
            self.text, self.width = text, width
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, CAPTION_H)

    def shown_lines(self) -> list[str]:
        """The caption as drawn: the words on two lines at most, the second
        cut with an ellipsis if they do not fit."""
        metrics = QFontMetricsF(font(LEAST_PX, True))
        words = self.text.split()
        first = ""
        while words and metrics.horizontalAdvance(f"{first} {words[0]}".strip()) <= self.width:
            first = f"{first} {words.pop(0)}".strip()
        if not first:  # a single word longer than the room
            return [metrics.elidedText(self.text, Qt.TextElideMode.ElideRight, self.width)]
        rest = " ".join(words)
        return [first, metrics.elidedText(rest, Qt.TextElideMode.ElideRight, self.width)] if rest else [first]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(QColor("#23402f"))
        painter.setFont(font(LEAST_PX, True))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "\n".join(self.shown_lines()))


class FlashItem(QGraphicsItem):
    """A glow around something that just changed (a tile built, a pawn
    placed), fading out over the board's animation time."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect.adjusted(-5, -5, 5, 5)
        self.setZValue(25)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 214, 64), 6))
        fill = QColor(255, 236, 150, 90)
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect, 10, 10)

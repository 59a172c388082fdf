"""The mark a board puts on the move a hint suggests: a bright ring, and
for a path the sides it would join, so the square and its rotation show."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

#: A blue unlike any player colour or offer highlight (with a dashed edge,
#: so it reads without colour too).
HINT = QColor(20, 120, 215)
HINT_FILL = QColor(20, 120, 215, 40)
#: How far the ring stands out from what it marks, and its pen: its outer
#: edge 5 px out leaves a heading just above the mark readable.
OUT = 3.0
PEN = 4.0

#: side bit -> (x, y) of the side's midpoint in a unit square
SIDES: tuple[tuple[int, float, float], ...] = ((1, 0.5, 0.0), (2, 1.0, 0.5), (4, 0.5, 1.0), (8, 0.0, 0.5))


class HintMark(QGraphicsItem):
    """Rings the scene rectangles of a suggested move (and draws a path's
    sides in one of them). Takes no clicks: the player still makes the move."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRectF] = []
        self.sides = 0  # side mask drawn in the first rectangle (0: none)
        self.dot = False  # a filled dot in the first rectangle (an ibis)
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def show_at(self, rects: list[QRectF], sides: int = 0, dot: bool = False) -> None:
        self.prepareGeometryChange()
        self.rects = [r.adjusted(-OUT, -OUT, OUT, OUT) for r in rects]
        self.sides, self.dot = sides, dot
        self.setVisible(bool(self.rects))
        self.update()

    def hide_mark(self) -> None:
        if self.isVisible():
            self.setVisible(False)

    def boundingRect(self) -> QRectF:
        out = QRectF()
        for r in self.rects:
            out = out.united(r)
        return out.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for r in self.rects:
            painter.setPen(QPen(HINT, PEN, Qt.PenStyle.DashLine))
            painter.setBrush(HINT_FILL)
            painter.drawRoundedRect(r, 10, 10)
        if not self.rects or not (self.sides or self.dot):
            return
        box = self.rects[0].adjusted(OUT, OUT, -OUT, -OUT)
        centre = box.center()
        painter.setPen(QPen(HINT, max(4.0, box.width() * 0.09), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for bit, x, y in SIDES:
            if self.sides & bit:
                painter.drawLine(centre, QPointF(box.left() + x * box.width(), box.top() + y * box.height()))
        if self.dot:
            painter.setBrush(HINT)
            radius = box.width() * 0.16
            painter.drawEllipse(centre, radius, radius)

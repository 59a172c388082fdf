"""One square of the 5x5 grid: printed landmark art, pencil marks, highlights.

The item holds only ids and small values (square number, cell code, marks);
the board decides what they are and what a click means.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen, QTextLayout
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...games.walk.content import CENTRE, CROSSING, EMPTY
from ..items.glyphs import draw_statue
from ..items.pencil import draw_shape, seed_of
from .art import INK, INK_SOFT, OFFER, OFFER_EDGE, PAPER, draw_landmark, draw_piece, path_shape
from . import lettering
from .lettering import CONDENSED, MIN_PX, SERIF
from .pixmaps import paint_cached
from .quadrants import NE, NW, SE

# Highlight kinds: what a click on this square would do now.
NONE, DRAW, STATUE, TURN = "", "draw", "statue", "turn"
#: Offsets at which a landmark's name is drawn in paper colour first, a halo
#: that keeps it readable where a path or a statue runs under it.
HALO = tuple((dx * 1.2, dy * 1.2) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
PREVIEW_INK = QColor(28, 70, 150)
LABEL_INSET = 6.0  # a landmark's name keeps this far in from the square's sides, all told


@dataclass(frozen=True, slots=True)
class Look:
    """Everything a square paints; compared to skip needless repaints."""

    code: int = EMPTY
    statues: tuple[int, ...] = ()  # the quarter (quadrants.NE..NW) of each statue
    first: str = ""  # "circled", "crossed" or ""
    visited: bool = False
    offer: str = NONE
    preview: int = -1  # a cell code shown as a ghost under the cursor, -1 for none
    spot: int = -1  # the quarter where a statue would go (statue offers), -1 for none
    ghost_statue: bool = False  # preview of the statue under the cursor
    cursor: bool = False
    dim: bool = False  # view-only sheets are printed a little paler


def quarter_box(size: float, quarter: int) -> QRectF:
    """Where a statue is drawn in a quarter of a square (NE, SE, SW, NW)."""
    side = size * 0.27
    cx = size * (0.75 if quarter in (0, 1) else 0.25)
    cy = size * (0.25 if quarter in (0, 3) else 0.75)
    return QRectF(cx - side / 2, cy - side / 2, side, side)


def statue_box(size: float, quarter: int, name: str = "") -> QRectF:
    """Where a statue is drawn in a quarter of a square; on the square of
    the landmark ``name`` a lower quarter's statue goes a little smaller into
    its outer corner, beside the name's last line, or above it where the line
    reaches the corner, so the name printed along the bottom stays clear."""
    if not name or quarter in (NE, NW):
        return quarter_box(size, quarter)
    side, margin = size * 0.22, size * 0.03
    box = QRectF(size - side - margin if quarter == SE else margin, size - side - margin, side, side)
    last = last_line(name, size)
    if box.intersects(last):
        box.moveBottom(last.top() - 1)
    return box


def _one_box(s: float) -> QRectF:
    """Where the printed "1" of a landmark square sits."""
    return QRectF(s * 0.76, s * 0.03, s * 0.21, s * 0.21)


def _first_ring(s: float) -> QPainterPath:
    ring = QPainterPath()
    ring.addEllipse(_one_box(s).adjusted(-1, -1, 1, 1))
    return ring


def _first_cross(s: float) -> QPainterPath:
    one = _one_box(s)
    cross = QPainterPath()
    cross.moveTo(one.topLeft() + QPointF(2, 2))
    cross.lineTo(one.bottomRight() - QPointF(2, 2))
    cross.moveTo(one.topRight() + QPointF(-2, 2))
    cross.lineTo(one.bottomLeft() + QPointF(2, -2))
    return cross


def _visit_tick(s: float) -> QPainterPath:
    tick = QPainterPath()
    tick.moveTo(s * 0.05, s * 0.10)
    tick.lineTo(s * 0.10, s * 0.17)
    tick.lineTo(s * 0.21, s * 0.03)
    return tick


class SquareOwner(Protocol):
    """The sheet a square belongs to: where its gestures go."""

    def square_hovered(self, square: int) -> None: ...

    def square_left(self, square: int) -> None: ...

    def square_pressed(self, square: int, button: Qt.MouseButton) -> None: ...

    def square_wheel(self, square: int, delta: int) -> None: ...


class SquareItem(QGraphicsObject):
    def __init__(self, square: int, size: float, landmark: tuple[str, str] | None, owner: SquareOwner,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.square = square
        self.size = size
        self.landmark = landmark  # (id, name) or None
        self._owner = owner
        self.look = Look()
        self._bounds = QRectF(0, 0, size, size)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)

    def set_look(self, look: Look) -> None:
        if look != self.look:
            self.look = look
            self.update()

    # --- events go to the sheet, which knows the seat ---------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._owner.square_hovered(self.square)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._owner.square_left(self.square)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._owner.square_pressed(self.square, event.button())
        event.accept()

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        self._owner.square_wheel(self.square, event.delta())
        event.accept()

    # --- painting ---------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(self._bounds)

    def drawing_key(self) -> tuple[object, ...]:
        # The drawing depends on the square, its size and its look alone.
        return (SquareItem, self.square, self.size, self.look)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_cached(painter, self.drawing_key(), self._bounds, self.draw)

    def draw(self, painter: QPainter) -> None:
        s, look = self.size, self.look
        rect = QRectF(0, 0, s, s)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        seed = seed_of(f"sq{self.square}:{look.code}")
        if look.offer:
            self._paint_offer(painter, rect, look.offer)
        if self.landmark:
            self._paint_landmark(painter, rect, look)
        painter.setPen(QPen(INK_SOFT if look.dim else INK, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
        if self.square == CENTRE and look.code == CROSSING:
            self._paint_printed_crossing(painter, rect)
        elif look.code != EMPTY:
            draw_piece(painter, rect, look.code, seed, 0.85 if look.dim else 1.0)
        for i, quarter in enumerate(look.statues):
            draw_statue(painter, self._statue_box(quarter), seed + 7 + i)
        if self.landmark:
            self._paint_label(painter, s, look.code != EMPTY or bool(look.statues))
        if look.preview >= 0:
            self._paint_preview(painter, rect, look.preview)
        if look.ghost_statue and look.spot >= 0:
            draw_statue(painter, self._statue_box(look.spot), 5, PREVIEW_INK, 0.8)
        if look.cursor:
            self._paint_cursor(painter, rect)

    def _paint_offer(self, painter: QPainter, rect: QRectF, offer: str) -> None:
        # Colour plus a pattern and an outline style: never colour alone.
        painter.fillRect(rect, OFFER)
        if offer == TURN:
            painter.fillRect(rect, QBrush(QColor(150, 95, 0, 70), Qt.BrushStyle.BDiagPattern))
        pen = QPen(OFFER_EDGE, 1.8, Qt.PenStyle.DashLine if offer == DRAW else Qt.PenStyle.DotLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(4, 4, -4, -4))
        if offer == STATUE:
            spot = self._statue_box(self.look.spot if self.look.spot >= 0 else 2)
            painter.drawEllipse(spot.center(), spot.width() * 0.5, spot.width() * 0.5)

    def _paint_landmark(self, painter: QPainter, rect: QRectF, look: Look) -> None:
        s = rect.width()
        assert self.landmark is not None
        lid, name = self.landmark
        art = s - label_box(name, s).height() - s * 0.06
        painter.save()
        painter.setOpacity(0.55 if look.code not in (EMPTY,) else (0.7 if look.dim else 1.0))
        draw_landmark(painter, QRectF((s - art) / 2, s * 0.05, art, art), lid)
        painter.restore()
        # the printed "1" for the first visitor, top right
        one = _one_box(s)
        painter.setFont(lettering.font(max(MIN_PX, int(s * 0.16)), True, SERIF))
        painter.drawText(one, Qt.AlignmentFlag.AlignCenter, "1")
        seed = seed_of(f"one{self.square}")
        if look.first == "circled":
            draw_shape(painter, ("first ring", s), lambda: _first_ring(s), s * 0.028, seed)
        elif look.first == "crossed":
            draw_shape(painter, ("first cross", s), lambda: _first_cross(s), s * 0.028, seed)
        if look.visited:
            draw_shape(painter, ("visit tick", s), lambda: _visit_tick(s), s * 0.03, seed + 3)

    def _statue_box(self, quarter: int) -> QRectF:
        return statue_box(self.size, quarter, self.landmark[1] if self.landmark is not None else "")

    def _paint_label(self, painter: QPainter, s: float, haloed: bool) -> None:
        """The landmark's name, over whatever is drawn on the square: where a
        path or a statue crosses it, a ring of paper round the letters keeps
        them readable (a statue inside a loop often sits in a lower corner)."""
        assert self.landmark is not None
        name = self.landmark[1]
        font = label_font()
        box = label_box(name, s)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.setFont(font)
        if haloed:
            painter.setPen(PAPER)
            for dx, dy in HALO:
                painter.drawText(box.translated(dx, dy), flags, name)
        painter.setPen(INK)
        painter.drawText(box, flags, name)

    def _paint_printed_crossing(self, painter: QPainter, rect: QRectF) -> None:
        # The centre comes printed on the sheet: an inked walkway, not pencil.
        stroker = QPainterPathStroker()
        stroker.setWidth(rect.width() * 0.16)
        stroker.setCapStyle(Qt.PenCapStyle.FlatCap)
        stroker.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        road = stroker.createStroke(path_shape(CROSSING, rect)).simplified()
        painter.setBrush(QColor(214, 200, 160))
        painter.setPen(QPen(INK, 1.6))
        painter.drawPath(road)
        painter.setBrush(INK)
        painter.drawEllipse(rect.center(), rect.width() * 0.035, rect.width() * 0.035)

    def _paint_preview(self, painter: QPainter, rect: QRectF, code: int) -> None:
        painter.fillRect(rect.adjusted(2, 2, -2, -2), QColor(255, 255, 255, 110))
        draw_piece(painter, rect, code, 99, 0.75, PREVIEW_INK)

    def _paint_cursor(self, painter: QPainter, rect: QRectF) -> None:
        # Corner brackets: the keyboard cursor, visible over any highlight.
        s, k = rect.width(), rect.width() * 0.22
        pen = QPen(PREVIEW_INK, 4.0)
        pen.setCapStyle(Qt.PenCapStyle.SquareCap)
        painter.setPen(pen)
        for x, y, dx, dy in ((3, 3, 1, 1), (s - 3, 3, -1, 1), (3, s - 3, 1, -1), (s - 3, s - 3, -1, -1)):
            painter.drawLine(QPointF(x, y), QPointF(x + dx * k, y))
            painter.drawLine(QPointF(x, y), QPointF(x, y + dy * k))


def label_font() -> QFont:
    """A landmark's name: the sheet's smallest size, condensed to fit a
    square. Regular weight, as bold would not fit "Mrs Macquarie's" across."""
    return lettering.font(MIN_PX, False, CONDENSED)


def label_box(name: str, s: float) -> QRectF:
    """Where a landmark's name is printed on a square ``s`` wide: along the
    bottom, its lines centred."""
    height = QFontMetricsF(label_font()).lineSpacing() * label_lines(name, s) + 2
    return QRectF(2, s - height - 2, s - 4, height)


@lru_cache(maxsize=64)
def last_line(name: str, s: float) -> QRectF:
    """The rect the last line of a landmark's name takes on a square ``s`` wide."""
    box = label_box(name, s)
    layout = QTextLayout(name, label_font())
    layout.beginLayout()
    lines = []
    block = 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(box.width())
        line.setPosition(QPointF(0, block))
        block += line.height()
        lines.append(line)
    layout.endLayout()
    last = lines[-1]
    width = last.naturalTextWidth()
    top = box.top() + (box.height() - block) / 2 + last.y()
    return QRectF(box.left() + (box.width() - width) / 2, top, width, last.height())


@lru_cache(maxsize=64)
def label_lines(name: str, s: float) -> int:
    """How many lines a landmark's name takes on a square ``s`` wide: one,
    or two for a long name ("Mrs Macquarie's / Chair"). The words are never
    made smaller; a name that needs more lines takes them from its drawing."""
    metrics = QFontMetricsF(label_font())
    wrapped = metrics.boundingRect(QRectF(0, 0, s - LABEL_INSET, 1000), int(Qt.TextFlag.TextWordWrap), name)
    return max(1, round(wrapped.height() / metrics.lineSpacing()))

"""The sheet's smaller printed parts that a player marks: bonus rows with their
tick boxes, the getting-stuck reminder icons, the score box and the counters."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Protocol

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ..text import QT_TRANSLATE_NOOP
from ..items.pencil import GRAPHITE, draw_shape, seed_of
from . import lettering
from .art import INK, INK_SOFT, OFFER, OFFER_EDGE, path_shape
from .lettering import HEADING_PX, MIN_PX, SERIF
from .pixmaps import paint_cached
from .square import PREVIEW_INK

HAND = SERIF  # pencil numbers are written in a slanted serif
LABEL_PX = MIN_PX  # the printed words of the bonus rows, score box and counters
ONE_LINE_H = 28.0  # a bonus row whose words fit one line
TWO_LINE_H = 38.0  # a bonus row whose words take two lines
KEY_W = 16.0  # a bonus row's key number, then its tick box, then its words
FRAME_OUT = 4.0  # how far a bonus row's frame reaches left of its key number
TEXT_X = 44.0  # where a bonus row's words begin


def bonus_lines(label: str, width: float, ticked: bool) -> tuple[QFont, tuple[str, ...]]:
    """A bonus row's font and lines: one line, or two for a long text (the
    row is made taller for it). Bold once ticked, but in regular weight where
    bold would need more lines than the row has (the tick in the box says it
    is ticked); cut with an ellipsis only if even two lines cannot hold it."""
    regular = lettering.font(LABEL_PX)
    lines = lettering.wrapped(label, QFontMetricsF(regular), width, 2)
    if lines is None:
        cut = QFontMetricsF(regular).elidedText(label, Qt.TextElideMode.ElideRight, width)
        return regular, (cut,)
    if ticked:
        bold = lettering.font(LABEL_PX, True)
        bold_lines = lettering.wrapped(label, QFontMetricsF(bold), width, len(lines))
        if bold_lines is not None:
            return bold, bold_lines
    return regular, lines


def bonus_row_height(label: str, width: float) -> float:
    """How tall the row for ``label`` is: its words at ``width``, ticked or not, fit."""
    return ONE_LINE_H if len(bonus_lines(label, width, False)[1]) == 1 else TWO_LINE_H


def _offer_frame(painter: QPainter, rect: QRectF) -> None:
    painter.fillRect(rect, OFFER)
    painter.setPen(QPen(OFFER_EDGE, 2.0, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, 4, 4)


class PartOwner(Protocol):
    """The sheet a part belongs to: where its clicks go."""

    def bonus_pressed(self, bonus_id: str) -> None: ...

    def stuck_pressed(self, kind: str) -> None: ...


class Part(QGraphicsObject):
    """A part of the sheet drawn from a look (a small frozen dataclass) alone."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._look: object = None

    def identity(self) -> Hashable:
        """What, besides the look, tells this part's drawing from its siblings'."""
        return ()

    def draw(self, painter: QPainter) -> None:
        raise NotImplementedError

    def drawing_key(self) -> Hashable:
        """Names everything ``draw`` shows (the pixmap cache's key)."""
        return (type(self), self.identity(), self._look)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_cached(painter, self.drawing_key(), self.boundingRect(), self.draw)

    @property
    def look(self) -> object:  # the dataclass last shown; tests read it
        return self._look

    def set_look(self, look: object) -> None:
        if look != self._look:
            self._look = look
            self.update()


def _tick(box: QRectF) -> QPainterPath:
    tick = QPainterPath()
    tick.moveTo(box.left() + 3, box.center().y())
    tick.lineTo(box.left() + 8, box.bottom() - 2)
    tick.lineTo(box.right() + 4, box.top() - 5)
    return tick


def _tally_marks(x: float, turns: int) -> QPainterPath:
    marks = QPainterPath()
    for i in range(turns):
        if i % 5 == 4:  # the fifth stroke crosses the previous four
            marks.moveTo(x - 30, 16)
            marks.lineTo(x - 2, 3)
            x += 8
            continue
        marks.moveTo(x, 2)
        marks.lineTo(x + 1, 18)
        x += 7
    return marks


@dataclass(frozen=True, slots=True)
class BonusLook:
    ticked: int = 0  # 1.. the order it was ticked in, 0 if not ticked
    offered: bool = False
    focused: bool = False


class BonusRow(Part):
    """Key number, tick box and the bonus text."""

    def __init__(self, index: int, bonus_id: str, label: str, width: float, height: float, owner: PartOwner,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.index, self.bonus_id, self.label = index, bonus_id, label
        self._w, self._h, self._owner = width, height, owner
        self.setToolTip(label)  # the whole text, should the row have to shorten it
        self._look = BonusLook()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._owner.bonus_pressed(self.bonus_id)
        event.accept()

    def identity(self) -> Hashable:
        return (self.index, self.bonus_id, self.label, self._w, self._h)

    def boundingRect(self) -> QRectF:
        return QRectF(-FRAME_OUT - 2, -1, self._w + FRAME_OUT + 4, self._h + 2)

    @property
    def height(self) -> float:
        return self._h

    @staticmethod
    def text_width(width: float) -> float:
        """The room for the words in a row ``width`` wide."""
        return width - TEXT_X - 2

    def draw(self, painter: QPainter) -> None:
        look: BonusLook = self._look  # type: ignore[assignment]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self._h
        if look.offered:  # (reaching left of the key number, so its edge never touches it)
            _offer_frame(painter, QRectF(-FRAME_OUT, 1, self._w + FRAME_OUT, h - 2))
        key = "0" if self.index == 9 else str(self.index + 1)
        painter.setFont(lettering.font(LABEL_PX, True))
        painter.setPen(INK_SOFT)
        painter.drawText(QRectF(0, 0, KEY_W, h), Qt.AlignmentFlag.AlignCenter, key)
        box = QRectF(KEY_W + 4, h / 2 - 9, 18, 18)
        painter.setPen(QPen(INK, 1.6))
        painter.setBrush(QColor(255, 255, 255))
        painter.drawRect(box)
        width = self.text_width(self._w)
        font, lines = bonus_lines(self.label, width, look.ticked > 0)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(QRectF(TEXT_X, 0, width, h), Qt.AlignmentFlag.AlignVCenter, "\n".join(lines))
        if look.ticked:
            draw_shape(painter, ("bonus tick", h), lambda: _tick(box), 3.0, seed_of(self.bonus_id))
        if look.focused:
            pen = QPen(PREVIEW_INK, 3)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-FRAME_OUT - 1, 0, self._w + FRAME_OUT + 2, h), 5, 5)


@dataclass(frozen=True, slots=True)
class StuckLook:
    used: bool = False
    offered: bool = False
    active: bool = False


class StuckIcon(Part):
    """A printed reminder "curve → T" (or straight), circled when used."""

    W, H = 92.0, 64.0

    def __init__(self, kind: str, owner: PartOwner, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self._owner = owner
        self._look = StuckLook()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._owner.stuck_pressed(self.kind)
        event.accept()

    def identity(self) -> Hashable:
        return self.kind

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.W + 8, self.H + 8)

    def draw(self, painter: QPainter) -> None:
        look: StuckLook = self._look  # type: ignore[assignment]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if look.offered or look.active:
            _offer_frame(painter, QRectF(0, 0, self.W, self.H))
        if look.active:
            painter.setPen(QPen(PREVIEW_INK, 3))
            painter.drawRoundedRect(QRectF(0, 0, self.W, self.H), 4, 4)
        pen = QPen(INK, 4)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        left = QRectF(6, 8, 30, 30)
        right = QRectF(56, 8, 30, 30)
        painter.drawPath(path_shape(6 if self.kind == "curve" else 5, left))
        painter.drawPath(path_shape(14, right))
        painter.setPen(QPen(INK, 1))
        painter.drawRect(left)
        painter.drawRect(right)
        painter.setFont(lettering.font(LABEL_PX, True))
        painter.drawText(QRectF(36, 8, 20, 30), Qt.AlignmentFlag.AlignCenter, "→")
        painter.drawText(QRectF(0, 40, self.W, 22), Qt.AlignmentFlag.AlignCenter, "−3")
        if look.used:
            draw_shape(painter, ("stuck ring", self.W, self.H), self._ring, 3.0, seed_of(self.kind))

    def _ring(self) -> QPainterPath:
        ring = QPainterPath()
        ring.addEllipse(QRectF(-2, -2, self.W + 4, self.H + 4))
        return ring


@dataclass(frozen=True, slots=True)
class ScoreLook:
    parts: tuple[int, ...] = ()  # first visits, statues, bonuses, getting stuck
    total: int | None = None
    result: str = ""  # "Winner", a solo rank, or ""


class ScoreBox(Part):
    """The printed score tally, filled in by pencil once the game is over."""

    LABELS = (
        QT_TRANSLATE_NOOP("Walk", "First visits"), QT_TRANSLATE_NOOP("Walk", "Most statues"),
        QT_TRANSLATE_NOOP("Walk", "Bonuses"), QT_TRANSLATE_NOOP("Walk", "Getting stuck"),
    )
    W, H = 300.0, 146.0
    ROW_Y, ROW_STEP, ROW_H = 30.0, 24.0, 22.0  # the four tally lines under the heading
    LABEL_W = 118.0  # the line's words, then its box
    BOX = (120.0, 46.0)  # each line's box: left edge and width
    DIAMOND = (240.0, 66.0, 58.0)  # the TOTAL diamond's centre and half diagonal
    TOTAL_LINE = (-27.0, 18.0)  # the word TOTAL's line: its top, from the centre, and height
    TOTAL_PX = 32  # the pencilled total

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._look = ScoreLook()

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.W + 12, self.H + 12)

    def draw(self, painter: QPainter) -> None:
        look: ScoreLook = self._look  # type: ignore[assignment]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(lettering.font(HEADING_PX, True, SERIF))
        painter.setPen(INK)
        painter.drawText(QRectF(0, 0, 200, 24), Qt.AlignmentFlag.AlignLeft, QCoreApplication.translate("Walk", "Score"))
        self._draw_lines(painter, look.parts)
        self._draw_diamond(painter)
        if look.total is not None:
            cx, cy, _r = self.DIAMOND
            self._write(painter, QRectF(cx - 40, cy - 8, 80, 44), str(look.total), self.TOTAL_PX)
        if look.result:
            painter.setFont(self._result_font())
            painter.setPen(GRAPHITE)
            painter.drawText(self.result_rect(), Qt.AlignmentFlag.AlignCenter, look.result)

    def _draw_lines(self, painter: QPainter, parts: tuple[int, ...]) -> None:
        box_x, box_w = self.BOX
        for i, label in enumerate(self.LABELS):
            y = self.ROW_Y + i * self.ROW_STEP
            painter.setFont(lettering.font(LABEL_PX))
            painter.setPen(INK)
            painter.drawText(QRectF(0, y, self.LABEL_W, self.ROW_H), Qt.AlignmentFlag.AlignVCenter,
                             QCoreApplication.translate("Walk", label))
            painter.setPen(QPen(INK, 1.2))
            painter.setBrush(QColor(255, 255, 255))
            painter.drawRect(QRectF(box_x, y + 1, box_w, self.ROW_H - 2))
            if i < len(parts):
                self._write(painter, QRectF(box_x, y - 1, box_w, self.ROW_H), str(parts[i]), 16)

    def _draw_diamond(self, painter: QPainter) -> None:
        diamond = QPainterPath()
        cx, cy, r = self.DIAMOND
        diamond.moveTo(cx, cy - r)
        diamond.lineTo(cx + r, cy)
        diamond.lineTo(cx, cy + r)
        diamond.lineTo(cx - r, cy)
        diamond.closeSubpath()
        painter.setPen(QPen(INK, 2.2))
        painter.setBrush(QColor(255, 255, 255))
        painter.drawPath(diamond)
        # The word sits low enough in the upper half for the diamond to be wider than it.
        top, height = self.TOTAL_LINE
        painter.setFont(lettering.font(LABEL_PX, True))
        painter.setPen(INK_SOFT)
        painter.drawText(QRectF(cx - r, cy + top, 2 * r, height), Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("Walk", "TOTAL"))

    def result_rect(self) -> QRectF:
        """Where "Winner!" or the solo rank is written: under the diamond and
        the tally lines, inside the box, so the sheet's frame never cuts it.
        Centred under the diamond; a long rank moves left to stay in."""
        look: ScoreLook = self._look  # type: ignore[assignment]
        cx, cy, r = self.DIAMOND
        width = QFontMetricsF(self._result_font()).horizontalAdvance(look.result) + 4
        left = max(0.0, min(cx - width / 2, self.W - width))
        top = max(cy + r + 1, self.ROW_Y + 3 * self.ROW_STEP + self.ROW_H)
        return QRectF(left, top, min(width, self.W), self.H - top)

    @staticmethod
    def _result_font() -> QFont:
        return lettering.font(LABEL_PX, True, HAND, True)

    @staticmethod
    def _write(painter: QPainter, rect: QRectF, text: str, size: int) -> None:
        painter.setFont(lettering.font(size, True, HAND, True))
        painter.setPen(GRAPHITE)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


@dataclass(frozen=True, slots=True)
class CounterLook:
    visited: int = 0
    ibises: int = 0
    statues: int = 0
    turn: int = 0
    limit: int = 0  # solo turn limit, 0 in multiplayer


class Counters(Part):
    """Progress towards the end of the game over the grid, and the solo turn
    tally over the panel."""

    H = 22.0
    PROGRESS_W = 560.0

    def __init__(self, width: float, tally_x: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.W, self.tally_x = width, tally_x

    def identity(self) -> Hashable:
        return (self.W, self.tally_x)

    def boundingRect(self) -> QRectF:
        return QRectF(0, -2, self.W, self.H + 4)

    def draw(self, painter: QPainter) -> None:
        look: CounterLook = self._look or CounterLook()  # type: ignore[assignment]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(lettering.font(LABEL_PX))
        painter.setPen(INK)
        statues = (QCoreApplication.translate("Walk", "1 statue") if look.statues == 1
                   else QCoreApplication.translate("Walk", "{n} statues").format(n=look.statues))
        text = QCoreApplication.translate("Walk", "Landmarks visited {visited} of 6   ·   Ibises {ibises} of 6   ·   {statues}").format(visited=look.visited, ibises=look.ibises, statues=statues)
        painter.drawText(QRectF(0, 0, min(self.PROGRESS_W, self.tally_x), self.H), Qt.AlignmentFlag.AlignVCenter, text)
        if look.limit:
            self._tally(painter, look)

    def _tally(self, painter: QPainter, look: CounterLook) -> None:
        x0 = self.tally_x
        label = QCoreApplication.translate("Walk", "Turns")
        bold = lettering.font(LABEL_PX, True)
        painter.setFont(bold)
        painter.setPen(INK)
        painter.drawText(QRectF(x0, 0, self.W - x0, self.H), Qt.AlignmentFlag.AlignVCenter, label)
        marks_x = x0 + QFontMetricsF(bold).horizontalAdvance(label) + 8
        if look.turn:
            draw_shape(painter, ("tally", marks_x, look.turn), lambda: _tally_marks(marks_x, look.turn), 2.0,
                       seed_of("tally"))
        painter.setFont(lettering.font(LABEL_PX))
        painter.setPen(INK)
        painter.drawText(QRectF(x0, 0, self.W - x0, self.H), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         QCoreApplication.translate("Walk", "{turn} of {limit}").format(turn=look.turn, limit=look.limit))

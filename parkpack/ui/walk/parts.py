"""The sheet's smaller printed parts that a player marks: bonus rows with their
tick boxes, the getting-stuck reminder icons, the score box and the counters."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Protocol

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ..text import QT_TRANSLATE_NOOP
from ..items.pencil import GRAPHITE, draw_shape, seed_of
from .art import INK, INK_SOFT, OFFER, OFFER_EDGE, path_shape
from .pixmaps import paint_cached
from .square import PREVIEW_INK

HAND = "DejaVu Serif"  # pencil numbers are written in a slanted serif


def _fitted(text: str, width: float, size: int, bold: bool) -> QFont:
    """The label font at ``size``, or a size smaller (never below 13, the
    sheet's smallest text) if that makes ``text`` fit ``width``: some
    languages' bonus texts are longer."""
    from PySide6.QtGui import QFontMetricsF

    font = _font(size, bold)
    while size > 13 and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 1
        font = _font(size, bold)
    return font


def bonus_text(label: str, width: float, ticked: bool) -> tuple[QFont, str]:
    """A bonus row's font and words: bold once ticked, but in regular weight
    where bold would not fit even at the sheet's smallest size (the tick in
    the box says it is ticked); cut with an ellipsis only if even that fails."""
    from PySide6.QtGui import QFontMetricsF

    font = _fitted(label, width, 14, ticked)
    if ticked and QFontMetricsF(font).horizontalAdvance(label) > width:
        font = _fitted(label, width, 14, False)
    return font, QFontMetricsF(font).elidedText(label, Qt.TextElideMode.ElideRight, width)


def _font(size: int, bold: bool = False, family: str = "DejaVu Sans", italic: bool = False) -> QFont:
    font = QFont(family)
    font.setPixelSize(size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


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
        return QRectF(-2, -1, self._w + 4, self._h + 2)

    def draw(self, painter: QPainter) -> None:
        look: BonusLook = self._look  # type: ignore[assignment]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self._h
        if look.offered:
            _offer_frame(painter, QRectF(0, 1, self._w, h - 2))
        key = "0" if self.index == 9 else str(self.index + 1)
        painter.setFont(_font(13, True))
        painter.setPen(INK_SOFT)
        painter.drawText(QRectF(0, 0, 16, h), Qt.AlignmentFlag.AlignCenter, key)
        box = QRectF(20, h / 2 - 9, 18, 18)
        painter.setPen(QPen(INK, 1.6))
        painter.setBrush(QColor(255, 255, 255))
        painter.drawRect(box)
        font, shown = bonus_text(self.label, self._w - 46, look.ticked > 0)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(QRectF(44, 0, self._w - 46, h), Qt.AlignmentFlag.AlignVCenter, shown)
        if look.ticked:
            draw_shape(painter, ("bonus tick", h), lambda: _tick(box), 3.0, seed_of(self.bonus_id))
        if look.focused:
            pen = QPen(PREVIEW_INK, 3)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-1, 0, self._w + 2, h), 5, 5)


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
        painter.setFont(_font(15, True))
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
    W, H = 320.0, 132.0
    DIAMOND = (242.0, 62.0, 48.0)  # the TOTAL diamond's centre and half diagonal

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._look = ScoreLook()

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.W + 12, self.H + 12)

    def draw(self, painter: QPainter) -> None:
        look: ScoreLook = self._look  # type: ignore[assignment]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(_font(19, True, "DejaVu Serif"))
        painter.setPen(INK)
        painter.drawText(QRectF(0, 0, 200, 24), Qt.AlignmentFlag.AlignLeft, QCoreApplication.translate("Walk", "Score"))
        for i, label in enumerate(self.LABELS):
            y = 30 + i * 24
            painter.setFont(_font(13))
            painter.setPen(INK)
            painter.drawText(QRectF(0, y, 130, 22), Qt.AlignmentFlag.AlignVCenter, QCoreApplication.translate("Walk", label))
            painter.setPen(QPen(INK, 1.2))
            painter.setBrush(QColor(255, 255, 255))
            painter.drawRect(QRectF(132, y + 1, 50, 20))
            if i < len(look.parts):
                self._write(painter, QRectF(132, y - 1, 50, 22), str(look.parts[i]), 16)
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
        painter.setFont(_font(13, True))
        painter.setPen(INK_SOFT)
        painter.drawText(QRectF(cx - 30, cy - 31, 60, 16), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Walk", "TOTAL"))
        if look.total is not None:
            self._write(painter, QRectF(cx - 40, cy - 18, 80, 44), str(look.total), 32)
        if look.result:
            painter.setFont(_font(15, True, HAND, True))
            painter.setPen(GRAPHITE)
            painter.drawText(self.result_rect(), Qt.AlignmentFlag.AlignCenter, look.result)

    def result_rect(self) -> QRectF:
        """Where "Winner!" or the solo rank is written: under the diamond and
        inside the box, so the sheet's frame never cuts it."""
        cx, cy, r = self.DIAMOND
        half = self.W - cx  # centred under the diamond, up to the box's right edge
        return QRectF(cx - half, cy + r + 1, 2 * half, self.H - cy - r - 1)

    @staticmethod
    def _write(painter: QPainter, rect: QRectF, text: str, size: int) -> None:
        painter.setFont(_font(size, True, HAND, True))
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
    """Progress towards the end of the game, and the solo turn tally."""

    W, H = 900.0, 22.0

    def boundingRect(self) -> QRectF:
        return QRectF(0, -2, self.W, self.H + 4)

    def draw(self, painter: QPainter) -> None:
        look: CounterLook = self._look or CounterLook()  # type: ignore[assignment]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(_font(14))
        painter.setPen(INK)
        statues = (QCoreApplication.translate("Walk", "1 statue") if look.statues == 1
                   else QCoreApplication.translate("Walk", "{n} statues").format(n=look.statues))
        text = QCoreApplication.translate("Walk", "Landmarks visited {visited} of 6   ·   Ibises {ibises} of 6   ·   {statues}").format(visited=look.visited, ibises=look.ibises, statues=statues)
        painter.drawText(QRectF(0, 0, 560, self.H), Qt.AlignmentFlag.AlignVCenter, text)
        if look.limit:
            self._tally(painter, look)

    def _tally(self, painter: QPainter, look: CounterLook) -> None:
        x0 = 586.0
        painter.setFont(_font(13, True))
        painter.setPen(INK)
        painter.drawText(QRectF(x0, 0, 60, self.H), Qt.AlignmentFlag.AlignVCenter, QCoreApplication.translate("Walk", "Turns"))
        if look.turn:
            draw_shape(painter, ("tally", x0, look.turn), lambda: _tally_marks(x0 + 52, look.turn), 2.0,
                       seed_of("tally"))
        painter.setFont(_font(13))
        painter.setPen(INK)
        painter.drawText(QRectF(self.W - 180, 0, 178, self.H), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         QCoreApplication.translate("Walk", "{turn} of {limit}").format(turn=look.turn, limit=look.limit))

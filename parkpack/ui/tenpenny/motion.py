"""What moves on the board: discs gliding along the tracks, the carousel
ring turning, a glow over what just changed and the card Becky takes flying
to her panel. The old and new views are compared in the UI; the duration is
the board's animation time (0: everything jumps into place)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ...i18n import _
from ...games.tenpenny.content import CARD, TYPE_NAMES
from .palette import FOCUS, INK, PAPER, draw_text, ink_on, type_colour


class RingsItem(QGraphicsItem):
    """Rounded rings around some rectangles: the keyboard focus."""

    def __init__(self, colour: QColor, width: float, z: float = 40) -> None:
        super().__init__()
        self.rects: list[QRectF] = []
        self.colour, self.width = colour, width
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def show_at(self, rects: list[QRectF]) -> None:
        rects = [r.adjusted(-5, -5, 5, 5) for r in rects]
        if rects != self.rects:
            self.prepareGeometryChange()
            self.rects = rects
        self.setVisible(bool(rects))
        self.update()

    def boundingRect(self) -> QRectF:
        if not self.rects:
            return QRectF()
        out = QRectF(self.rects[0])
        for r in self.rects[1:]:
            out = out.united(r)
        return out.adjusted(-self.width, -self.width, self.width, self.width)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour, self.width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for r in self.rects:
            painter.drawRoundedRect(r, 9, 9)


def focus_rings() -> RingsItem:
    return RingsItem(FOCUS, 4.0)


class GlowItem(QGraphicsItem):
    """A warm glow over something that just changed; it fades out."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect.adjusted(-5, -5, 5, 5)
        self.setZValue(35)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 200, 40), 6))
        painter.setBrush(QColor(255, 236, 150, 80))
        painter.drawRoundedRect(self.rect, 10, 10)


class FlyingCard(QGraphicsItem):
    """A card on its way from a Builder location to whoever took it."""

    def __init__(self, card: str, colour_blind: bool) -> None:
        super().__init__()
        self.card, self.colour_blind = card, colour_blind
        self.setZValue(50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 160, 52)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = CARD[self.card]
        colour = type_colour(card.type, self.colour_blind)
        painter.setPen(QPen(colour.darker(150), 2))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(QRectF(0, 0, 160, 52), 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(0, 0, 160, 22), 8, 8)
        draw_text(painter, QRectF(8, 0, 144, 22), Qt.AlignmentFlag.AlignVCenter, _(TYPE_NAMES[card.type]).upper(), 14,
                  True, ink_on(colour))
        draw_text(painter, QRectF(8, 24, 144, 26), Qt.AlignmentFlag.AlignVCenter, _(card.name), 15, True, INK, elide=True)


class Motion(QObject):
    """Runs the board's animations and cleans up after them. It belongs to
    the board's scene, so a board closed mid-animation (a new game, or the
    window going back to the launcher) takes its animations with it instead
    of leaving them to move items that are gone."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.running: list[QVariantAnimation] = []
        self.temporary: list[QGraphicsItem] = []

    def _run(self, duration: int, step: Callable[[float], None], done: Callable[[], None] | None = None,
             curve: QEasingCurve.Type = QEasingCurve.Type.InOutCubic) -> None:
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(1, duration))
        anim.setEasingCurve(curve)
        anim.valueChanged.connect(lambda v: step(float(v)))

        def finished() -> None:
            if anim in self.running:
                self.running.remove(anim)
            if done is not None:
                done()

        anim.finished.connect(finished)
        self.running.append(anim)
        anim.start()

    def glide(self, item: QGraphicsItem, target: QPointF, duration: int) -> None:
        """Move ``item`` to ``target`` over ``duration`` ms (at once when 0)."""
        start = item.pos()
        if duration <= 0 or start == target:
            item.setPos(target)
            return
        item.setData(0, target)

        def step(t: float) -> None:
            if item.data(0) == target:  # a newer glide replaces this one
                item.setPos(start + (target - start) * t)

        self._run(duration, step)

    def turn(self, set_position: Callable[[float], None], start: float, end: float, duration: int) -> None:
        if duration <= 0:
            set_position(end)
            return
        self._run(duration, lambda t: set_position(start + (end - start) * t), lambda: set_position(end % 6))

    def glow(self, rect: QRectF, duration: int) -> None:
        if duration <= 0:
            return
        item = GlowItem(rect)
        self._add(item)
        self._run(duration, lambda t: item.setOpacity(1.0 - t), lambda: self._remove(item),
                  QEasingCurve.Type.InQuad)

    def fly(self, card: str, start: QRectF, end: QRectF, duration: int, colour_blind: bool) -> None:
        if duration <= 0:
            return
        item = FlyingCard(card, colour_blind)
        self._add(item)
        a, b = start.topLeft(), QPointF(end.center().x() - 80, end.center().y() - 26)
        item.setPos(a)

        def step(t: float) -> None:
            item.setPos(a + (b - a) * t)
            item.setOpacity(1.0 if t < 0.75 else (1.0 - t) * 4)

        self._run(duration, step, lambda: self._remove(item))

    def _add(self, item: QGraphicsItem) -> None:
        self.scene.addItem(item)
        self.temporary.append(item)

    def _remove(self, item: QGraphicsItem) -> None:
        if item in self.temporary:
            self.temporary.remove(item)
            if item.scene() is not None:
                item.scene().removeItem(item)

    def stop(self) -> None:
        for anim in list(self.running):
            anim.stop()
        self.running.clear()
        for item in list(self.temporary):
            self._remove(item)

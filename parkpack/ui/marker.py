"""A ring that points at a place on any board: the tutorial's "do this here"
and the replay analysis's "the expert would have played here".

The board says where an action is made (``Board.target_rects``); this draws
the same marker on every game, above everything else on the scene.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

#: The tutorial's colour (do this) and the analysis's (the better move).
GUIDE = QColor("#f29d0a")
BETTER = QColor("#1f6fd1")
LABEL_PX = 16
# The ring hugs what it marks: its halo's outer edge lies PAD + HALO / 2 past
# it, over the neighbouring words on tight boards (a ladder's rows, a heading).
PAD = 4.0
HALO = 7.0
RING = 4.0
LABEL_GAP = 4.0


class TargetMarker(QGraphicsObject):
    """Rounded rings around ``rects`` (scene coordinates) with a short label
    beside the first one; it breathes gently so it is seen at once."""

    def __init__(self, rects: list[QRectF], label: str = "", colour: QColor = GUIDE, pulse: bool = True) -> None:
        super().__init__()
        self.rects = [QRectF(r).adjusted(-PAD, -PAD, PAD, PAD) for r in rects]
        self.label = label
        self.colour = QColor(colour)
        self.setZValue(1000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity)
        self._font = QFont("DejaVu Sans")
        self._font.setPixelSize(LABEL_PX)
        self._font.setBold(True)
        self._label_at = 0  # which of label_places (-1: none fits)
        self._bounds = self._measure()
        self._pulse: QVariantAnimation | None = None
        if pulse:
            anim = QVariantAnimation(self)
            anim.setStartValue(1.0)
            anim.setKeyValueAt(0.5, 0.45)
            anim.setEndValue(1.0)
            anim.setDuration(1400)
            anim.setLoopCount(-1)
            anim.setEasingCurve(QEasingCurve.Type.InOutSine)
            anim.valueChanged.connect(self.setOpacity)
            anim.start()
            self._pulse = anim

    def label_places(self) -> list[QRectF]:
        """Where the label may go, best first: above the first ring (at its
        left, then its right end), then at its left, right and below."""
        if not self.label or not self.rects:
            return []
        metrics = QFontMetricsF(self._font)
        w, h = metrics.horizontalAdvance(self.label) + 16, metrics.height() + 8
        r, gap = self.rects[0], LABEL_GAP
        mid = r.center().y() - h / 2
        corners = [
            (r.left(), r.top() - h - gap),
            (r.right() - w, r.top() - h - gap),
            (r.left() - w - gap, mid),
            (r.right() + gap, mid),
            (r.left(), r.bottom() + gap),
        ]
        return [QRectF(x, y, w, h) for x, y in corners]

    def place_label(self, scene: QGraphicsScene) -> None:
        """Put the label where it hides nothing of the board (no button,
        card or caption; the panels behind the ring do not count, except
        what such a panel lists in its ``keep_clear()`` scene rects); where
        every place would hide something, leave it out: the ring alone still
        shows the spot, and the words beside the board say what to do."""
        places = self.label_places()
        area = scene.sceneRect()
        free = [i for i, box in enumerate(places) if area.contains(box) and not self._hides(scene, box)]
        self.prepareGeometryChange()
        self._label_at = free[0] if free else -1
        self._bounds = self._measure()

    def _hides(self, scene: QGraphicsScene, box: QRectF) -> bool:
        spot = self.rects[0].center()
        for item in scene.items(box):
            if item is self or not item.isVisible():
                continue
            if not item.sceneBoundingRect().contains(spot):  # a panel behind the spot is no obstacle
                return True
            # ...unless it paints captions and chips of its own and says where
            keep_clear = getattr(item, "keep_clear", None)
            if keep_clear is not None and any(r.intersects(box) for r in keep_clear()):
                return True
        return False

    def _label_rect(self) -> QRectF:
        places = self.label_places()
        return places[self._label_at] if places and self._label_at >= 0 else QRectF()

    def _measure(self) -> QRectF:
        bounds = QRectF()
        for rect in self.rects + [self._label_rect()]:
            bounds = bounds.united(rect)
        return bounds.adjusted(-6, -6, 6, 6)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for rect in self.rects:
            painter.setPen(QPen(QColor(255, 255, 255, 220), HALO))
            painter.drawRoundedRect(rect, 10, 10)
            painter.setPen(QPen(self.colour, RING))
            painter.drawRoundedRect(rect, 10, 10)
        box = self._label_rect()
        if box.isNull():
            return
        path = QPainterPath()
        path.addRoundedRect(box, 6, 6)
        painter.fillPath(path, self.colour)
        painter.setPen(QColor("white"))
        painter.setFont(self._font)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.label)

    def remove(self) -> None:
        if self._pulse is not None:
            self._pulse.stop()
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)


def point_at(board: Any, action: Any, label: str = "", colour: QColor = GUIDE) -> TargetMarker | None:
    """Put a marker on ``board`` where ``action`` is made; None (and nothing
    drawn) when the board cannot show that action."""
    try:
        rects = [r for r in board.target_rects(action) if r is not None and not r.isEmpty()]
    except (AttributeError, LookupError, TypeError, ValueError):
        rects = []
    if not rects:
        return None
    marker = TargetMarker(rects, label, colour, pulse=board.animation_ms > 0)
    board.addItem(marker)
    marker.place_label(board)
    for view in board.views():  # a zoomed board scrolls the (first) place into sight
        if getattr(view, "zoom", 1.0) > 1.0:
            view.ensureVisible(marker.rects[0], 24, 24)
    return marker

"""Small pencil drawings players make on a score sheet: the ibis and the statue.

Both are painted into a given rectangle, so the same drawing serves the sheet,
the die faces and the thumbnails. Shapes are built in a 0..1 box and scaled.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath

from .pencil import GRAPHITE, draw_shape, pencil_pen


def _unit(rect: QRectF, x: float, y: float) -> QPointF:
    return QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height())


def ibis_outline(rect: QRectF) -> QPainterPath:
    """An Australian white ibis in profile, facing left: round body, dark
    bare neck, and the long down-curved bill that gives it away."""
    def u(x: float, y: float) -> QPointF:  # a local shorthand
        return _unit(rect, x, y)

    body = QPainterPath()
    body.moveTo(u(0.36, 0.50))
    body.cubicTo(u(0.40, 0.36), u(0.70, 0.34), u(0.86, 0.44))
    body.cubicTo(u(0.93, 0.48), u(0.95, 0.56), u(0.90, 0.58))  # tail plumes
    body.cubicTo(u(0.78, 0.70), u(0.48, 0.72), u(0.36, 0.50))
    neck = QPainterPath()
    neck.moveTo(u(0.38, 0.46))
    neck.cubicTo(u(0.30, 0.36), u(0.34, 0.22), u(0.30, 0.17))
    head = QPainterPath()
    head.addEllipse(QRectF(u(0.23, 0.12), u(0.33, 0.21)))
    bill = QPainterPath()
    bill.moveTo(u(0.24, 0.18))
    bill.cubicTo(u(0.14, 0.24), u(0.09, 0.36), u(0.08, 0.48))
    legs = QPainterPath()
    legs.moveTo(u(0.55, 0.66))
    legs.lineTo(u(0.52, 0.90))
    legs.moveTo(u(0.62, 0.66))
    legs.lineTo(u(0.66, 0.90))
    legs.moveTo(u(0.46, 0.90))
    legs.lineTo(u(0.58, 0.90))
    legs.moveTo(u(0.60, 0.90))
    legs.lineTo(u(0.72, 0.90))
    out = QPainterPath()
    for part in (body, neck, head, bill, legs):
        out.addPath(part)
    return out


def draw_ibis(painter: QPainter, rect: QRectF, seed: int, colour: QColor = GRAPHITE, opacity: float = 1.0) -> None:
    """The ibis as a player would sketch it: outline, a dark head and a few
    shading strokes on the wing. Drawn from the origin of a box of the
    rect's size (the wobble does not depend on where), then moved there."""
    w, h = rect.width(), rect.height()
    width = max(1.0, w * 0.035)
    box = QRectF(0, 0, w, h)
    painter.save()
    painter.translate(rect.topLeft())
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    head = QRectF(_unit(box, 0.23, 0.12), _unit(box, 0.33, 0.21))
    fill = QColor(colour)
    fill.setAlpha(int(200 * opacity))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawEllipse(head)
    draw_shape(painter, ("ibis", w, h), lambda: ibis_outline(box), width, seed, colour, opacity)
    painter.setPen(pencil_pen(width * 0.5, int(140 * opacity), colour))
    painter.drawPath(_wing(w, h))
    painter.restore()


def _ring(side: float) -> QPainterPath:
    ring = QPainterPath()
    ring.addEllipse(QRectF(0, 0, side, side).adjusted(side * 0.08, side * 0.08, -side * 0.08, -side * 0.08))
    return ring


@lru_cache(maxsize=64)
def _wing(w: float, h: float) -> QPainterPath:
    box = QRectF(0, 0, w, h)
    wing = QPainterPath()
    for i in range(4):
        wing.moveTo(_unit(box, 0.60 + i * 0.06, 0.46))
        wing.lineTo(_unit(box, 0.68 + i * 0.06, 0.58))
    return wing


def draw_statue(painter: QPainter, rect: QRectF, seed: int, colour: QColor = GRAPHITE, opacity: float = 1.0) -> None:
    """A statue is marked as an S in a circle (rulebook, Drawing Statues)."""
    side = min(rect.width(), rect.height())
    box = QRectF(0, 0, side, side)
    box.moveCenter(rect.center())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    world = painter.worldTransform()
    painter.translate(box.topLeft())  # the ring is made at the origin and kept
    draw_shape(painter, ("statue ring", side), lambda: _ring(side), max(1.0, side * 0.07), seed, colour, opacity)
    painter.setWorldTransform(world)
    font = QFont("DejaVu Serif")
    font.setPixelSize(max(4, int(side * 0.58)))
    font.setBold(True)
    painter.setFont(font)
    ink = QColor(colour)
    ink.setAlpha(int(225 * opacity))
    painter.setPen(ink)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "S")
    painter.restore()

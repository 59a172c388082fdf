"""Hand-drawn pencil strokes: what a player's marks on a paper sheet look like.

A stroke is drawn as a soft graphite band with a darker core, along a centre
line that wobbles a little. The wobble comes from a seed (an item id), so the
same mark looks the same on every repaint and on every machine. Working out
the wobble is the slow part of drawing a mark, so marks that come back (the
same glyph at the same size) keep their wobbled strokes (``draw_shape``).
"""

from __future__ import annotations

import math
import zlib
from collections import OrderedDict
from functools import lru_cache
from typing import Callable, Hashable, Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

GRAPHITE = QColor(62, 62, 70)


def seed_of(text: str) -> int:
    """A stable small integer for ``text`` (Python's str hash is salted)."""
    return zlib.crc32(text.encode("utf-8"))


def jitter(seed: int, index: int, amount: float) -> float:
    """A repeatable offset in [-amount, amount] for point ``index``."""
    value = zlib.crc32(f"{seed}:{index}".encode("ascii")) / 0xFFFFFFFF
    return (value * 2.0 - 1.0) * amount


def wobble(path: QPainterPath, seed: int, amount: float, step: float = 6.0) -> QPainterPath:
    """``path`` resampled every ``step`` units with a slow sideways drift,
    so a ruler-straight line reads as drawn by hand. Each subpath (each
    separate stroke) wobbles on its own."""
    polygons = path.toSubpathPolygons()
    if len(polygons) > 1:
        out = QPainterPath()
        for i, polygon in enumerate(polygons):
            part = QPainterPath()
            part.addPolygon(polygon)
            out.addPath(_wobble_one(part, seed + 17 * i, amount, step))
        return out
    return _wobble_one(path, seed, amount, step)


def _wobble_one(path: QPainterPath, seed: int, amount: float, step: float) -> QPainterPath:
    length = path.length()
    if length <= 0:
        return QPainterPath(path)
    count = max(2, int(length / step))
    out = QPainterPath()
    phase = jitter(seed, 0, math.pi)
    for i in range(count + 1):
        t = path.percentAtLength(length * i / count)
        point = path.pointAtPercent(t)
        angle = math.radians(path.angleAtPercent(t))
        # a smooth drift (two sines) rather than noise: pencils do not zigzag
        drift = amount * (0.6 * math.sin(i * 0.55 + phase) + 0.4 * math.sin(i * 1.3 + 2 * phase))
        shifted = QPointF(point.x() + drift * math.sin(angle), point.y() + drift * math.cos(angle))
        if i == 0:
            out.moveTo(shifted)
        else:
            out.lineTo(shifted)
    return out


def pencil_pen(width: float, alpha: int = 255, colour: QColor = GRAPHITE) -> QPen:
    """A round-capped pen. Shared between calls: set it, never modify it."""
    return _pen(width, alpha, colour.rgba())


@lru_cache(maxsize=256)
def _pen(width: float, alpha: int, rgba: int) -> QPen:
    c = QColor.fromRgba(rgba)
    c.setAlpha(alpha)
    pen = QPen(c, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def pencil_strokes(path: QPainterPath, width: float, seed: int) -> tuple[QPainterPath, QPainterPath]:
    """The two wobbled copies of ``path`` a pencil stroke is drawn from.
    Worth caching by the caller when the same mark is drawn again."""
    return wobble(path, seed, width * 0.12), wobble(path, seed + 1, width * 0.18)


def draw_strokes(
    painter: QPainter,
    strokes: tuple[QPainterPath, QPainterPath],
    width: float,
    colour: QColor = GRAPHITE,
    opacity: float = 1.0,
) -> None:
    """A pale wide pass, then two darker slightly offset passes that leave the
    grain of the paper showing."""
    base, second = strokes
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pencil_pen(width * 1.25, int(60 * opacity), colour))
    painter.drawPath(base)
    painter.setPen(pencil_pen(width * 0.8, int(150 * opacity), colour))
    painter.drawPath(second)
    painter.setPen(pencil_pen(width * 0.45, int(215 * opacity), colour))
    painter.drawPath(base)
    painter.restore()


def draw_pencil(
    painter: QPainter,
    path: QPainterPath,
    width: float,
    seed: int,
    colour: QColor = GRAPHITE,
    opacity: float = 1.0,
) -> None:
    """Stroke ``path`` like a soft pencil."""
    draw_strokes(painter, pencil_strokes(path, width, seed), width, colour, opacity)


Strokes = tuple[QPainterPath, QPainterPath]
_KEPT = 2048  # wobbled marks kept: every glyph and mark of a six-player table, with room to spare
_strokes: OrderedDict[Hashable, Strokes] = OrderedDict()


def shape_strokes(shape: Hashable, build: Callable[[], QPainterPath], width: float, seed: int) -> Strokes:
    """``pencil_strokes`` of the path ``build`` returns, kept under ``shape``,
    which must name that path exactly (kind and every size it depends on)."""
    key = (shape, width, seed)
    strokes = _strokes.get(key)
    if strokes is None:
        strokes = _strokes[key] = pencil_strokes(build(), width, seed)
        if len(_strokes) > _KEPT:
            _strokes.popitem(last=False)
    else:
        _strokes.move_to_end(key)
    return strokes


def draw_shape(
    painter: QPainter,
    shape: Hashable,
    build: Callable[[], QPainterPath],
    width: float,
    seed: int,
    colour: QColor = GRAPHITE,
    opacity: float = 1.0,
) -> None:
    """``draw_pencil`` for a mark that is drawn again and again (see ``shape_strokes``)."""
    draw_strokes(painter, shape_strokes(shape, build, width, seed), width, colour, opacity)


def polyline(points: Sequence[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    if points:
        path.moveTo(*points[0])
        for x, y in points[1:]:
            path.lineTo(x, y)
    return path

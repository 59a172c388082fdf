"""Drawings of the sheet's items kept as screen pixmaps, keyed by what they show.

Qt's DeviceCoordinateCache keeps one pixmap per item and throws it away as
soon as the item changes. On this board the same drawings keep coming back:
a square with the same marks, a sheet's header, the sheets that swap places
when another seat acts. This cache is shared by all items and keyed by the
item's content plus its exact item-to-pixel mapping, so each drawing is
rendered once and afterwards only copied. A pixmap is made the way Qt makes
its device cache (same bounds, same fractional offset, strokes that run past
the item's bounds clipped), so the board looks exactly as with Qt's cache.
"""

from __future__ import annotations

from typing import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

from ..items.sprites import SpriteCache

# A six-player table showing two positions in turn needs about 6 MiB at
# 1100x750 and about 15 MiB full screen; the rest holds recent hover previews.
BUDGET_BYTES = 24 * 1024 * 1024
_SIMPLE = QTransform.TransformationType.TxScale.value  # translate and scale: no rotation or shear
_IDENTITY = QTransform()
CACHE = SpriteCache(BUDGET_BYTES)


def paint_cached(painter: QPainter, key: Hashable, bounds: QRectF, draw: Callable[[QPainter], None]) -> None:
    """Paint what ``draw`` paints inside ``bounds`` (item coordinates), from a
    pixmap kept under ``key``. ``key`` must name everything ``draw`` shows.
    Rotated or sheared painters (a tumbling item) are painted directly."""
    world = painter.worldTransform()
    if world.type().value > _SIMPLE:
        draw(painter)
        return
    # Qt's device cache: the mapped bounds rounded, one pixel of margin each side.
    target = world.mapRect(bounds).toRect().adjusted(-1, -1, 1, 1)
    if target.isEmpty():
        return
    ratio = painter.device().devicePixelRatio()
    dx, dy = world.dx() - target.x(), world.dy() - target.y()
    full = (key, world.m11(), world.m22(), round(dx, 4), round(dy, 4), target.width(), target.height(), ratio)
    pixmap = CACHE.get(full)
    if pixmap is None:
        pixmap = _render(painter, target.width(), target.height(), ratio,
                         QTransform(world.m11(), 0, 0, world.m22(), dx, dy), draw)
        CACHE.put(full, pixmap)
    painter.setWorldTransform(_IDENTITY)
    painter.drawPixmap(target.topLeft(), pixmap)
    painter.setWorldTransform(world)


def _render(painter: QPainter, width: int, height: int, ratio: float, transform: QTransform,
            draw: Callable[[QPainter], None]) -> QPixmap:
    pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    into = QPainter(pixmap)
    into.setRenderHints(painter.renderHints(), True)
    into.setTransform(transform)
    draw(into)
    into.end()
    return pixmap

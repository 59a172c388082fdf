"""Ready-painted pictures of tiles, Parkies, pawns and hearts.

A mat repaints dozens of identical drawings; painting each once per size and
screen scale into a pixmap, then stamping the pixmap, keeps a repaint of the
whole table within a frame. Pictures are made at the painter's device scale,
so they stay sharp at any zoom.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Callable, Hashable

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

class SpriteCache:
    """Pixmaps by key, dropping the least recently used beyond ``budget`` bytes."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.used = 0
        self.pixmaps: OrderedDict[tuple[Hashable, ...], QPixmap] = OrderedDict()

    def get(self, key: tuple[Hashable, ...]) -> QPixmap | None:
        pix = self.pixmaps.get(key)
        if pix is not None:
            self.pixmaps.move_to_end(key)
        return pix

    def put(self, key: tuple[Hashable, ...], pix: QPixmap) -> None:
        self.pixmaps[key] = pix
        self.used += _size(pix)
        while self.used > self.budget and len(self.pixmaps) > 1:
            self.used -= _size(self.pixmaps.popitem(last=False)[1])

    def clear(self) -> None:
        self.pixmaps.clear()
        self.used = 0


CACHE = SpriteCache(48 * 1024 * 1024)


def _scale(painter: QPainter) -> float:
    t = painter.worldTransform()
    s = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) or 1.0
    return max(0.2, round(s, 2))


def stamp(painter: QPainter, rect: QRectF, key: tuple[Hashable, ...], draw: Callable[[QPainter, QRectF], None]) -> None:
    """Draw ``draw(painter, QRectF(0, 0, w, h))`` into ``rect`` through a cached pixmap."""
    scale = _scale(painter)
    full = (*key, round(rect.width(), 2), round(rect.height(), 2), scale)
    pix = CACHE.get(full)
    if pix is None:
        pix = _render(rect, scale, draw)
        CACHE.put(full, pix)
    t = painter.worldTransform()
    if t.isRotating():
        painter.drawPixmap(rect, pix, QRectF(0, 0, pix.width(), pix.height()))
        return
    # Made at the device scale: a plain copy to whole device pixels, which is
    # far cheaper than a smooth rescale.
    corner = t.map(rect.topLeft())
    painter.save()
    painter.setWorldTransform(QTransform())
    painter.drawPixmap(QPoint(round(corner.x()), round(corner.y())), pix)
    painter.restore()


def _size(pix: QPixmap) -> int:
    return pix.width() * pix.height() * 4


def _render(rect: QRectF, scale: float, draw: Callable[[QPainter, QRectF], None]) -> QPixmap:
    w = max(1, math.ceil(rect.width() * scale))
    h = max(1, math.ceil(rect.height() * scale))
    pix = QPixmap(w, h)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.scale(scale, scale)
    draw(p, QRectF(0, 0, rect.width(), rect.height()))
    p.end()
    return pix

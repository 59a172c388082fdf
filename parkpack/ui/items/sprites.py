"""Ready-painted pictures: Parkies' tiles, Parkies, pawns and hearts; the
sides of Steam Donkey's cards and the attractions in its resorts; Tenpenny
Parks' tiles and trees; the cells a held piece may take. ``SpriteCache`` also
keeps A Walk in the Park's drawings (ui/walk/pixmaps.py).

A board repaints dozens of identical drawings; painting each once per size,
scale and turn into a pixmap, then stamping the pixmap, keeps a repaint of
the whole table within a frame. Pictures are made as the painter shows them
(zoomed, and turned: the Steam Donkey hand is fanned), so they stay sharp at
any zoom and are copied pixel for pixel, never resampled.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Callable, Hashable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform


class SpriteCache:
    """Pixmaps by key, dropping the least recently used beyond ``budget``
    bytes, and all of them when the application quits: pixmaps must go
    before the application object does."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.used = 0
        self.pixmaps: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._quit_hooked = False

    def __len__(self) -> int:
        return len(self.pixmaps)

    def get(self, key: Hashable) -> QPixmap | None:
        pix = self.pixmaps.get(key)
        if pix is not None:
            self.pixmaps.move_to_end(key)
        return pix

    def put(self, key: Hashable, pix: QPixmap) -> None:
        if not self._quit_hooked:
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(self.clear)
                self._quit_hooked = True
        self.pixmaps[key] = pix
        self.used += _size(pix)
        while self.used > self.budget and len(self.pixmaps) > 1:
            self.used -= _size(self.pixmaps.popitem(last=False)[1])

    def clear(self) -> None:
        self.pixmaps.clear()
        self.used = 0


CACHE = SpriteCache(48 * 1024 * 1024)


def _turn(painter: QPainter, r: float) -> QTransform:
    """How the painter scales and turns what it draws on the device's own
    pixels (``r``: a high-density screen's ratio), without the shift;
    rounded, so that nearly equal zooms share their pictures."""
    t = painter.worldTransform()
    return QTransform(round(t.m11() * r, 2), round(t.m12() * r, 2), round(t.m21() * r, 2), round(t.m22() * r, 2), 0.0, 0.0)


def _ratio(painter: QPainter) -> float:
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def stamp(painter: QPainter, rect: QRectF, key: tuple[Hashable, ...], draw: Callable[[QPainter, QRectF], None]) -> None:
    """Draw ``draw(painter, QRectF(0, 0, w, h))`` into ``rect`` through a cached pixmap."""
    ratio = _ratio(painter)
    turn = _turn(painter, ratio)
    w, h = rect.width(), rect.height()
    full = (*key, round(w, 2), round(h, 2), turn.m11(), turn.m12(), turn.m21(), turn.m22())
    pix = CACHE.get(full)
    if pix is None:
        pix = _render(w, h, turn, draw)
        CACHE.put(full, pix)
    # Made as the device shows it: a plain copy to whole device pixels, which
    # is far cheaper than a smooth rescale or a turn of the pixmap.
    corner = painter.worldTransform().map(rect.topLeft()) * ratio + turn.mapRect(QRectF(0, 0, w, h)).topLeft()
    pix.setDevicePixelRatio(ratio)
    painter.save()
    painter.setWorldTransform(QTransform())
    # A smooth transform would sample every pixel even for this plain copy:
    # about twenty times the cost of a copy.
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    painter.drawPixmap(QPointF(round(corner.x()) / ratio, round(corner.y()) / ratio), pix)
    painter.restore()


def _size(pix: QPixmap) -> int:
    return pix.width() * pix.height() * 4


def _render(w: float, h: float, turn: QTransform, draw: Callable[[QPainter, QRectF], None]) -> QPixmap:
    box = turn.mapRect(QRectF(0, 0, w, h))
    pix = QPixmap(max(1, math.ceil(box.width())), max(1, math.ceil(box.height())))
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setWorldTransform(turn * QTransform.fromTranslate(-box.left(), -box.top()))
    try:
        draw(p, QRectF(0, 0, w, h))
    finally:  # a pixmap dropped while a painter is still on it brings the process down
        p.end()
    return pix

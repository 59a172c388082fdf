"""The printed look of the score sheet: paper, ink, landmark drawings, path shapes.

Printed parts use the sheet's green ink; everything a player adds is pencil
(parkpack.ui.items.pencil). Landmark drawings are our own SVGs in
parkpack/resources/walk/.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPixmap

from ...games.walk.content import E, IBIS, N, S, W
from ..items.glyphs import draw_ibis
from ..items.pencil import draw_strokes, pencil_strokes

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

ART = Path(__file__).resolve().parent.parent.parent / "resources" / "walk"
LANDMARK_FILES: dict[str, str] = {
    "opera": "opera-house.svg",
    "government": "government-house.svg",
    "fig": "fig-tree.svg",
    "chair": "mrs-macquaries-chair.svg",
    "lion": "lion-gate.svg",
    "palm": "palm-grove.svg",
    "pond": "duck-pond.svg",
    "calyx": "the-calyx.svg",
}

PAPER = QColor(248, 243, 228)
INK = QColor(45, 74, 62)  # the sheet's printed green
INK_SOFT = QColor(45, 74, 62, 110)
ACCENT = QColor(190, 88, 62)  # title and highlights that are printed, not drawn
TABLE = QColor(58, 84, 68)
OFFER = QColor(255, 214, 90, 75)  # a square or box you may use now
OFFER_EDGE = QColor(176, 120, 10)


@lru_cache(maxsize=1)
def paper_texture() -> QBrush:
    """Cream paper with a faint fibre grain, made once and tiled."""
    size = 128
    image = QImage(size, size, QImage.Format.Format_RGB32)
    seed = 12345
    for y in range(size):
        for x in range(size):
            # a tiny linear-congruential generator: fixed grain on every machine
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            grain = (seed >> 16) % 9 - 4
            image.setPixel(x, y, QColor(PAPER.red() + grain, PAPER.green() + grain, PAPER.blue() + grain - 1).rgb())
    return QBrush(image)


@lru_cache(maxsize=16)
def _renderer(landmark_id: str) -> QSvgRenderer:
    from PySide6.QtSvg import QSvgRenderer

    _forget_at_quit()
    return QSvgRenderer(str(ART / LANDMARK_FILES[landmark_id]))


@lru_cache(maxsize=1)
def _forget_at_quit() -> None:
    # Cached pixmaps and renderers must go before the application object does.
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(_clear_caches)


def _clear_caches() -> None:
    _landmark_pixmap.cache_clear()
    _renderer.cache_clear()
    paper_texture.cache_clear()


def draw_landmark(painter: QPainter, rect: QRectF, landmark_id: str) -> None:
    """The landmark's drawing, rendered once per size on screen and reused."""
    scale = max(0.1, abs(painter.deviceTransform().m11()))
    side = max(8, int(round(rect.width() * scale)))
    painter.drawPixmap(rect, _landmark_pixmap(landmark_id, side), QRectF(0, 0, side, side))


@lru_cache(maxsize=64)
def _landmark_pixmap(landmark_id: str, side: int) -> QPixmap:
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _renderer(landmark_id).render(p, QRectF(0, 0, side, side))
    p.end()
    return pixmap


def path_shape(mask: int, rect: QRectF) -> QPainterPath:
    """The centre line of a path reaching the sides in ``mask``: straight runs
    between opposite sides, a quarter circle between neighbouring sides, and
    a stub from the middle for the odd side of a T."""
    c = rect.center()
    mids = {
        N: QPointF(c.x(), rect.top()),
        E: QPointF(rect.right(), c.y()),
        S: QPointF(c.x(), rect.bottom()),
        W: QPointF(rect.left(), c.y()),
    }
    path = QPainterPath()
    sides = [bit for bit in (N, E, S, W) if mask & bit]
    done: set[int] = set()
    for a, b in ((N, S), (E, W)):
        if mask & a and mask & b:
            path.moveTo(mids[a])
            path.lineTo(mids[b])
            done |= {a, b}
    if len(sides) == 2 and not done:
        a, b = sides
        k = 0.5523  # cubic control length for a quarter circle
        ca = mids[a] + (c - mids[a]) * k
        cb = mids[b] + (c - mids[b]) * k
        path.moveTo(mids[a])
        path.cubicTo(ca, cb, mids[b])
        return path
    for bit in sides:
        if bit not in done:
            path.moveTo(c)
            path.lineTo(mids[bit])
    return path


def draw_piece(painter: QPainter, rect: QRectF, mask: int, seed: int, opacity: float = 1.0,
               colour: QColor | None = None) -> None:
    """A pencil path or ibis filling ``rect`` (a grid square)."""
    from ..items.pencil import GRAPHITE

    ink = colour or GRAPHITE
    if mask == IBIS:
        draw_ibis(painter, rect.adjusted(rect.width() * 0.12, rect.height() * 0.1,
                                         -rect.width() * 0.12, -rect.height() * 0.06), seed, ink, opacity)
        return
    width = rect.width() * 0.085
    painter.save()
    painter.translate(rect.topLeft())
    draw_strokes(painter, _piece_strokes(mask, rect.width(), seed), width, ink, opacity)
    painter.restore()


@lru_cache(maxsize=512)
def _piece_strokes(mask: int, side: float, seed: int) -> tuple[QPainterPath, QPainterPath]:
    return pencil_strokes(path_shape(mask, QRectF(0, 0, side, side)), side * 0.085, seed)


FACE_MASK: dict[str, int] = {"curve": S | E, "straight": N | S, "T": E | S | W, "ibis": IBIS}


def paint_die_face(painter: QPainter, rect: QRectF, face: str) -> None:
    """A die face: the object in bold ink, as printed on the real die."""
    mask = FACE_MASK.get(face, 0)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if mask == IBIS:
        draw_ibis(painter, rect, 7, QColor(30, 30, 30))
    elif mask:
        pen = QPen(QColor(30, 30, 30), rect.width() * 0.16)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path_shape(mask, rect))
    painter.restore()

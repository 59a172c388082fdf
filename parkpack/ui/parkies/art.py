"""Painting Parkies components: attraction tiles, Parkies, pawns and hearts.

Every function paints into a rectangle given in the caller's coordinates, so
the same drawing serves the bidding mat, the big park and the small parks.
A tile's paths and outline turn with it; its flag, heart and values stay
upright so they read without turning your head.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen

from ...i18n import _
from ...games.parkies.content import TILE, placement_shape, rotated_shape
from ..items.sprites import stamp
from .palette import (
    HEART, INK, LEAST_PX, PATH, PATH_EDGE, TRACKS, font, ink_on, parkie_colour, parkie_letter, track_letter, type_letter,
)

ICONS = Path(__file__).resolve().parent.parent.parent / "resources" / "parkies"
_EDGE_MID = ((0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5))  # N E S W, in cell units
#: Tiles drawn with smaller cells (the other players' parks) are pictures:
#: their flags and hubs carry no letter, which could not be read there.
LETTERED_CELL = 60.0
#: A flag holds its type letter at the least text size.
FLAG_W, FLAG_H = 25.0, 22.0


@lru_cache(maxsize=1024)
def path_lines(tile_id: str, rot: int) -> tuple[tuple[tuple[float, float], ...], ...]:
    """Polylines (in cell units from the tile's top-left) from each path edge
    to the tile's hub: edge midpoint -> cell centre -> hub."""
    w, h = rotated_shape(TILE[tile_id].size, rot)
    hub = (w / 2.0, h / 2.0)
    _, paths = placement_shape(tile_id, rot)
    out = []
    for r, c, d in paths:
        mx, my = _EDGE_MID[d]
        centre = (c + 0.5, r + 0.5)
        out.append(((c + mx, r + my), centre, hub))
    return tuple(out)


def heart_path(rect: QRectF) -> QPainterPath:
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    p = QPainterPath()
    p.moveTo(x + w * 0.5, y + h * 0.95)
    p.cubicTo(x - w * 0.05, y + h * 0.55, x + w * 0.05, y - h * 0.05, x + w * 0.5, y + h * 0.28)
    p.cubicTo(x + w * 0.95, y - h * 0.05, x + w * 1.05, y + h * 0.55, x + w * 0.5, y + h * 0.95)
    return p


def _raw_heart(painter: QPainter, rect: QRectF, filled: bool = True) -> None:
    painter.setPen(QPen(QColor("#7a1020"), max(0.8, rect.width() * 0.07)))
    painter.setBrush(HEART if filled else Qt.BrushStyle.NoBrush)
    painter.drawPath(heart_path(rect))


def _tint(colour: QColor, amount: float) -> QColor:
    """``colour`` mixed with cream by ``amount`` (0 = cream, 1 = colour)."""
    cream = QColor("#fbf6e6")
    return QColor(
        int(cream.red() + (colour.red() - cream.red()) * amount),
        int(cream.green() + (colour.green() - cream.green()) * amount),
        int(cream.blue() + (colour.blue() - cream.blue()) * amount),
    )


def _raw_tile(
    painter: QPainter,
    origin: QPointF,
    cell: float,
    tile_id: str,
    rot: int = 0,
    colour_blind: bool = False,
    detail: bool = True,
    values: bool = True,
) -> None:
    """A tile with its top-left corner at ``origin`` and cells ``cell`` wide.
    ``detail`` adds the name (on tiles big enough to hold it); ``values``
    the Allure, Profitability and Satisfaction chips (the bidding mat writes
    them under the tile instead, at a size that reads)."""
    tile = TILE[tile_id]
    w, h = rotated_shape(tile.size, rot)
    rect = QRectF(origin.x(), origin.y(), w * cell, h * cell)
    type_col = parkie_colour(tile.colour, colour_blind)
    inset = max(1.0, cell * 0.025)
    body = rect.adjusted(inset, inset, -inset, -inset)
    painter.setPen(QPen(type_col.darker(160), max(1.0, cell * 0.03)))
    painter.setBrush(_tint(type_col, 0.32))
    painter.drawRoundedRect(body, cell * 0.08, cell * 0.08)
    _paint_paths(painter, origin, cell, tile_id, rot)
    _paint_hub(painter, rect, cell, tile.type, type_col)
    _paint_flag(painter, rect, cell, tile.type, type_col)
    if tile.heart:
        s = cell * 0.22
        _raw_heart(painter, QRectF(rect.left() + cell * 0.07, rect.top() + cell * 0.07, s, s))
    if values:
        _paint_values(painter, rect, cell, tile.changes)
    if detail and cell * w >= 150:
        box = name_rect(rect, cell, tile.heart)
        f, shown = fitted_name(_(tile.name), cell * 0.15, box.width())
        painter.setPen(INK)
        painter.setFont(f)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)


#: The least size a tile's name is shrunk to (the board's smallest text).
NAME_LEAST_PX = LEAST_PX


def name_rect(rect: QRectF, cell: float, heart: bool) -> QRectF:
    """Where a tile drawn in ``rect`` writes its name: along its top, after
    its heart if it has one, up to its flag."""
    left = cell * 0.3 if heart else cell * 0.1
    right = rect.right() - flag_rect(rect, cell).left() + NAME_FLAG_GAP
    return QRectF(rect.left() + left, rect.top() + cell * 0.05, rect.width() - left - right, cell * 0.2)


NAME_FLAG_GAP = 3.0
#: How far a long name's letters may close up before it is cut (percent).
NAME_TIGHTEST = 93


def fitted_name(name: str, px: float, width: float) -> tuple[QFont, str]:
    """The font and text of a tile's name in ``width``: at ``px`` (never
    below NAME_LEAST_PX), its letters a little closer if that makes it fit,
    else cut with an ellipsis; never clipped mid-letter."""
    f = QFont(font(max(px, NAME_LEAST_PX)))
    spacing = 100
    while QFontMetricsF(f).horizontalAdvance(name) > width and spacing > NAME_TIGHTEST:
        spacing -= 1
        f.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
    return f, QFontMetricsF(f).elidedText(name, Qt.TextElideMode.ElideRight, width)


def _paint_paths(painter: QPainter, origin: QPointF, cell: float, tile_id: str, rot: int) -> None:
    lines = path_lines(tile_id, rot)
    if not lines:
        return
    path = QPainterPath()
    for line in lines:
        (x0, y0), *rest = line
        path.moveTo(origin.x() + x0 * cell, origin.y() + y0 * cell)
        for x, y in rest:
            path.lineTo(origin.x() + x * cell, origin.y() + y * cell)
    width = cell * 0.26
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(PATH_EDGE, width + max(1.5, cell * 0.06), Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    painter.setPen(QPen(PATH, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)


def hub_disc(rect: QRectF, cell: float) -> tuple[QPointF, float]:
    """The centre and radius of the disc in the middle of a tile drawn in
    ``rect``. On a one-cell tile Parkies stand in the band above it (mat_item's
    ``parkie_slots``), so there the disc is smaller and a little lower."""
    one_cell = rect.width() <= cell * 1.01 and rect.height() <= cell * 1.01
    if one_cell:
        return rect.center() + QPointF(0, cell * 0.02), cell * 0.17
    return rect.center(), cell * 0.2


def _paint_hub(painter: QPainter, rect: QRectF, cell: float, kind: str, colour: QColor) -> None:
    """The attraction in the middle: its type's picture on a disc of the
    type's colour (the disc alone when the tile is too small for a picture)."""
    c, r = hub_disc(rect, cell)
    painter.setPen(QPen(colour.darker(170), max(1.0, cell * 0.03)))
    painter.setBrush(colour)
    painter.drawEllipse(c, r, r)
    if cell >= LETTERED_CELL:
        icon = type_icon(kind, r * 1.3, ink_on(colour))
        side = r * 1.3
        painter.drawImage(QRectF(c.x() - side / 2, c.y() - side / 2, side, side), icon)


@lru_cache(maxsize=256)
def _icon(kind: str, pixels: int, ink: str) -> QImage:
    from PySide6.QtSvg import QSvgRenderer  # loaded on first use

    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(ICONS / f"{kind}.svg")).render(p, QRectF(0, 0, pixels, pixels))
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    p.fillRect(image.rect(), QColor(ink))
    p.end()
    return image


def type_icon(kind: str, side: float, ink: QColor) -> QImage:
    """The attraction type's picture (resources/parkies/<type>.svg) in ``ink``,
    rendered at 3x ``side`` so it stays crisp when the tile is scaled up."""
    return _icon(kind, max(8, int(side * 3)), ink.name())


def _paint_flag(painter: QPainter, rect: QRectF, cell: float, kind: str, colour: QColor) -> None:
    """The type flag in the upper right corner, as on the real tiles, with
    the type's letter on tiles large enough to read it."""
    flag = flag_rect(rect, cell)
    painter.setPen(QPen(INK, max(1.0, cell * 0.025)))
    painter.drawLine(flag.topRight(), QPointF(flag.right(), flag.top() + max(cell * 0.3, flag.height() * 1.5)))
    painter.setPen(QPen(colour.darker(170), max(0.8, cell * 0.02)))
    painter.setBrush(colour)
    painter.drawRect(flag)
    if cell >= LETTERED_CELL:
        painter.setPen(ink_on(colour))
        painter.setFont(font(LEAST_PX, True))
        painter.drawText(flag, Qt.AlignmentFlag.AlignCenter, type_letter(kind))


def flag_rect(rect: QRectF, cell: float) -> QRectF:
    """The type flag of a tile drawn in ``rect``, left of its pole."""
    pole_x = rect.right() - cell * 0.1
    w, h = cell * 0.24, cell * 0.17
    if cell >= LETTERED_CELL:
        w, h = max(w, FLAG_W), max(h, FLAG_H)
    return QRectF(pole_x - w, rect.top() + cell * 0.06, w, h)


def _paint_values(painter: QPainter, rect: QRectF, cell: float, values: tuple[int, int, int]) -> None:
    """A, P and S chips along the bottom edge, each in its track's colour."""
    cw, ch = cell * 0.3, cell * 0.22
    gap = cell * 0.025
    total = 3 * cw + 2 * gap
    x = rect.center().x() - total / 2
    y = rect.bottom() - ch - cell * 0.08
    painter.setFont(font(max(LEAST_PX, ch * 0.75), True))
    for (key, _, _, hex_colour), v in zip(TRACKS, values):
        letter = track_letter(key)
        chip = QRectF(x, y, cw, ch)
        col = QColor(hex_colour)
        painter.setPen(QPen(col.darker(150), max(0.7, cell * 0.015)))
        painter.setBrush(QColor("#fffdf5"))
        painter.drawRoundedRect(chip, ch * 0.3, ch * 0.3)
        painter.setPen(col.darker(130))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, f"{letter}{v:+d}" if v < 0 else f"{letter}{v}")
        x += cw + gap


def tile_back(painter: QPainter, rect: QRectF, label: str) -> None:
    """The face-down side of a pile, with the count of tiles left."""
    painter.setPen(QPen(QColor("#5b4a2b"), 1.5))
    painter.setBrush(QColor("#8c6d3f"))
    painter.drawRoundedRect(rect, 6, 6)
    painter.setPen(QPen(QColor("#b89560"), 1.0))
    painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 4, 4)
    painter.setPen(QColor("#fff6dc"))
    painter.setFont(font(LEAST_PX, True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)


def parkie_shape(rect: QRectF) -> QPainterPath:
    """A little person: round head over a rounded body."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    p = QPainterPath()
    p.addEllipse(QRectF(x + w * 0.28, y, w * 0.44, h * 0.4))
    body = QPainterPath()
    body.moveTo(x + w * 0.06, y + h)
    body.cubicTo(x + w * 0.02, y + h * 0.5, x + w * 0.3, y + h * 0.38, x + w * 0.5, y + h * 0.38)
    body.cubicTo(x + w * 0.7, y + h * 0.38, x + w * 0.98, y + h * 0.5, x + w * 0.94, y + h)
    body.closeSubpath()
    return p.united(body)


def _raw_parkie(painter: QPainter, rect: QRectF, colour: str, colour_blind: bool = False, ring: QColor | None = None) -> None:
    fill = parkie_colour(colour, colour_blind)
    shape = parkie_shape(rect)
    if ring is not None:
        painter.setPen(QPen(ring, max(2.0, rect.width() * 0.16)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(shape)
    painter.setPen(QPen(QColor("#1d1d1d"), max(0.8, rect.width() * 0.06)))
    painter.setBrush(fill)
    painter.drawPath(shape)
    letter_px = rect.height() * 0.5
    if round(letter_px) < LEAST_PX:
        return  # too small for its letter to read (a picture): the hover text names it
    painter.setPen(ink_on(fill))
    painter.setFont(font(letter_px, True))
    body = QRectF(rect.x(), rect.y() + rect.height() * 0.45, rect.width(), rect.height() * 0.55)
    painter.drawText(body, Qt.AlignmentFlag.AlignCenter, parkie_letter(colour))


def pawn_shape(rect: QRectF) -> QPainterPath:
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    p = QPainterPath()
    p.addEllipse(QRectF(x + w * 0.25, y, w * 0.5, h * 0.42))
    base = QPainterPath()
    base.moveTo(x + w * 0.36, y + h * 0.36)
    base.lineTo(x + w * 0.64, y + h * 0.36)
    base.cubicTo(x + w * 0.7, y + h * 0.7, x + w, y + h * 0.78, x + w, y + h)
    base.lineTo(x, y + h)
    base.cubicTo(x, y + h * 0.78, x + w * 0.3, y + h * 0.7, x + w * 0.36, y + h * 0.36)
    base.closeSubpath()
    return p.united(base)


def _raw_pawn(painter: QPainter, rect: QRectF, colour: QColor, letter: str) -> None:
    painter.setPen(QPen(QColor("#151515"), max(1.0, rect.width() * 0.06)))
    painter.setBrush(colour)
    painter.drawPath(pawn_shape(rect))
    painter.setPen(ink_on(colour))
    painter.setFont(font(rect.height() * PAWN_LETTER, True))
    painter.drawText(QRectF(rect.x(), rect.y() + rect.height() * 0.5, rect.width(), rect.height() * 0.5), Qt.AlignmentFlag.AlignCenter, letter)


#: A pawn's letter size, relative to its height: a pawn needs to be at least
#: LEAST_PX / PAWN_LETTER tall for its letter to read.
PAWN_LETTER = 0.43
PAWN_LEAST_H = LEAST_PX / PAWN_LETTER


def _raw_disc(painter: QPainter, centre: QPointF, radius: float, colour: QColor, letter: str) -> None:
    painter.setPen(QPen(QColor("#151515"), max(1.0, radius * 0.12)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(ink_on(colour))
    painter.setFont(font(max(LEAST_PX, radius * 1.1), True))
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt.AlignmentFlag.AlignCenter, letter)


def paint_first_pawn(painter: QPainter, rect: QRectF) -> None:
    """The first-player pawn: a gold pawn marked 1 (a plain gold pawn where
    too small for the figure to read)."""
    gold = QColor("#e7b416")
    painter.setPen(QPen(QColor("#6b4e00"), max(1.0, rect.width() * 0.07)))
    painter.setBrush(QBrush(gold))
    painter.drawPath(pawn_shape(rect))
    if round(rect.height() * PAWN_LETTER) < LEAST_PX:
        return
    painter.setPen(QColor("#3a2a00"))
    painter.setFont(font(rect.height() * PAWN_LETTER, True))
    painter.drawText(QRectF(rect.x(), rect.y() + rect.height() * 0.45, rect.width(), rect.height() * 0.55), Qt.AlignmentFlag.AlignCenter, "1")


# --- cached versions: what the items call ------------------------------------


def paint_tile(
    painter: QPainter,
    origin: QPointF,
    cell: float,
    tile_id: str,
    rot: int = 0,
    colour_blind: bool = False,
    detail: bool = True,
    values: bool = True,
) -> None:
    """A tile with its top-left corner at ``origin`` and cells ``cell`` wide;
    ``detail`` adds the name on tiles big enough to hold it, ``values`` its
    track chips."""
    w, h = rotated_shape(TILE[tile_id].size, rot)
    rect = QRectF(origin.x(), origin.y(), w * cell, h * cell)
    stamp(painter, rect, ("tile", tile_id, rot, colour_blind, detail, values),
          lambda p, r: _raw_tile(p, r.topLeft(), cell, tile_id, rot, colour_blind, detail, values))


def paint_heart(painter: QPainter, rect: QRectF, filled: bool = True) -> None:
    pad = rect.width() * 0.1
    outer = rect.adjusted(-pad, -pad, pad, pad)
    stamp(painter, outer, ("heart", filled), lambda p, r: _raw_heart(p, r.adjusted(pad, pad, -pad, -pad), filled))


def paint_parkie(painter: QPainter, rect: QRectF, colour: str, colour_blind: bool = False, ring: QColor | None = None) -> None:
    """A Parkie in its colour with its type letter on the body; ``ring``
    outlines it (selected or movable)."""
    pad = rect.width() * 0.25
    outer = rect.adjusted(-pad, -pad, pad, pad)
    ring_key = ring.name() if ring is not None else ""
    stamp(painter, outer, ("parkie", colour, colour_blind, ring_key), lambda p, r: _raw_parkie(p, r.adjusted(pad, pad, -pad, -pad), colour, colour_blind, ring))


def paint_pawn(painter: QPainter, rect: QRectF, colour: QColor, letter: str) -> None:
    """A bidding pawn in the seat's colour with the seat's letter."""
    pad = rect.width() * 0.1
    outer = rect.adjusted(-pad, -pad, pad, pad)
    stamp(painter, outer, ("pawn", colour.name(), letter), lambda p, r: _raw_pawn(p, r.adjusted(pad, pad, -pad, -pad), colour, letter))


def paint_disc(painter: QPainter, centre: QPointF, radius: float, colour: QColor, letter: str) -> None:
    """A money disc or seat marker: a round counter with the seat's letter
    (at the least text size at least: ``radius`` 13 or more holds it)."""
    side = radius * 2.4
    outer = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
    stamp(painter, outer, ("disc", colour.name(), letter), lambda p, r: _raw_disc(p, r.center(), radius, colour, letter))

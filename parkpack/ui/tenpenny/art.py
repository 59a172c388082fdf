"""Painting Tenpenny Parks pieces: icons, trees, workers, discs and tiles.

Every function paints into a rectangle (or from an origin) in the caller's
coordinates, so the same drawing serves the game board, the big property
and the small ones. Nothing here reads a state; callers pass what to draw.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from ...games.tenpenny.content import CARD, CONCESSION, EMOTION_ICONS, EMOTION_LETTER, MONEY_ICONS, TREE as TREE_CHAR, WILD as WILD_ICON
from ...games.tenpenny.text import money
from .palette import (
    INK,
    LEAST_PX,
    MONEY,
    TAN,
    TREE,
    TREE_DARK,
    TRUNK,
    WILD,
    draw_text,
    emotion_colour,
    ink_on,
    text_width,
    tint,
    type_colour,
)

CENTRE = Qt.AlignmentFlag.AlignCenter
Cells = tuple[tuple[int, int], ...]

#: The least icon (scene px high) that holds a letter of the board's least
#: text size. A smaller icon is a miniature (a rival's property, a stack's
#: face, a crowded property): it is drawn without its letter, since a letter
#: too small to read only blurs the shape, which with its colour still tells
#: the emotion; the same property shown large carries the letters.
LETTERED_ICON = 22.0
#: The least worker (scene px high) whose body holds a letter of that size.
LETTERED_WORKER = 24.0


def letter_px(height: float, share: float) -> float:
    """The size of a letter on a piece ``height`` high: ``share`` of it, and
    never below the board's least text size."""
    return max(LEAST_PX, height * share)


# --- shapes -------------------------------------------------------------------------
def _star(rect: QRectF, points: int = 5, inner: float = 0.45) -> QPolygonF:
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    poly = QPolygonF()
    for k in range(points * 2):
        radius = r if k % 2 == 0 else r * inner
        a = -math.pi / 2 + k * math.pi / points
        poly.append(QPointF(c.x() + radius * math.cos(a), c.y() + radius * math.sin(a) + r * 0.08))
    return poly


def heart_path(rect: QRectF) -> QPainterPath:
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    p = QPainterPath()
    p.moveTo(x + w * 0.5, y + h * 0.97)
    p.cubicTo(x - w * 0.08, y + h * 0.55, x + w * 0.02, y - h * 0.02, x + w * 0.5, y + h * 0.26)
    p.cubicTo(x + w * 0.98, y - h * 0.02, x + w * 1.08, y + h * 0.55, x + w * 0.5, y + h * 0.97)
    return p


def _triangle(rect: QRectF) -> QPolygonF:
    return QPolygonF([QPointF(rect.center().x(), rect.top()), QPointF(rect.right(), rect.bottom()),
                      QPointF(rect.left(), rect.bottom())])


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of an entrant's disc or worker shape inside ``rect``."""
    path = QPainterPath()
    if shape == "square":
        path.addRoundedRect(rect.adjusted(1, 1, -1, -1), 3, 3)
    elif shape == "diamond":
        c = rect.center()
        path.addPolygon(QPolygonF([QPointF(c.x(), rect.top()), QPointF(rect.right(), c.y()),
                                   QPointF(c.x(), rect.bottom()), QPointF(rect.left(), c.y())]))
        path.closeSubpath()
    elif shape == "hexagon":
        c, r = rect.center(), min(rect.width(), rect.height()) / 2
        poly = QPolygonF([QPointF(c.x() + r * math.cos(math.pi / 3 * k), c.y() + r * math.sin(math.pi / 3 * k))
                          for k in range(6)])
        path.addPolygon(poly)
        path.closeSubpath()
    elif shape == "star":
        path.addPolygon(_star(rect, 5, 0.62))
        path.closeSubpath()
    else:
        path.addEllipse(rect)
    return path


# --- icons --------------------------------------------------------------------------
def emotion_glyph(painter: QPainter, rect: QRectF, track: int, colour_blind: bool = False,
                  letter: bool = True) -> None:
    """Thrill a triangle, Awe a star, Joy a heart, each with its letter."""
    colour = emotion_colour(track, colour_blind)
    painter.setPen(QPen(colour.darker(170), max(1.0, rect.width() * 0.06)))
    painter.setBrush(colour)
    if track == 0:
        painter.drawPolygon(_triangle(rect.adjusted(0, rect.height() * 0.02, 0, 0)))
        text_rect = rect.adjusted(0, rect.height() * 0.3, 0, 0)
    elif track == 1:
        painter.drawPolygon(_star(rect))
        text_rect = rect.adjusted(0, rect.height() * 0.1, 0, 0)
    else:
        painter.drawPath(heart_path(rect))
        text_rect = rect.adjusted(0, -rect.height() * 0.05, 0, -rect.height() * 0.1)
    if letter and rect.height() >= LETTERED_ICON:
        draw_text(painter, text_rect, CENTRE, EMOTION_LETTER[track], letter_px(rect.height(), 0.5), True,
                  ink_on(colour))


def money_glyph(painter: QPainter, rect: QRectF, amount: int) -> None:
    """A coin with its amount ("$2", or "2" alone on a coin too small for the sign)."""
    painter.setPen(QPen(MONEY.darker(160), max(1.0, rect.width() * 0.06)))
    painter.setBrush(MONEY)
    painter.drawEllipse(rect)
    if rect.height() < LETTERED_ICON:
        return
    px = letter_px(rect.height(), 0.46)
    room = rect.width() * 0.86
    text, bold = next(((t, b) for t, b in ((money(amount), True), (money(amount), False))
                       if text_width(t, px, b) <= room), (str(amount), True))
    draw_text(painter, rect, CENTRE, text, px, bold, INK)


def wild_glyph(painter: QPainter, rect: QRectF, colour_blind: bool = False) -> None:
    """A disc in the three emotions' colours with a question mark: any track."""
    painter.setPen(Qt.PenStyle.NoPen)
    for k in range(3):
        painter.setBrush(emotion_colour(k, colour_blind))
        painter.drawPie(rect, (90 + 120 * k) * 16, 120 * 16)
    painter.setPen(QPen(WILD.darker(180), max(1.0, rect.width() * 0.06)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect)
    inner = rect.adjusted(rect.width() * 0.2, rect.height() * 0.2, -rect.width() * 0.2, -rect.height() * 0.2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 225))
    painter.drawEllipse(inner)
    if rect.height() >= LETTERED_ICON:
        draw_text(painter, rect, CENTRE, "?", letter_px(rect.height(), 0.52), True, INK)


def icon_glyph(painter: QPainter, rect: QRectF, kind: str, colour_blind: bool = False) -> None:
    """A property icon (content.py letters): single or double emotion, money, wild."""
    if kind in MONEY_ICONS:
        money_glyph(painter, rect, MONEY_ICONS[kind])
    elif kind == WILD_ICON:
        wild_glyph(painter, rect, colour_blind)
    elif kind in EMOTION_ICONS:
        steps = EMOTION_ICONS[kind]
        if len(steps) == 1:
            emotion_glyph(painter, rect, steps[0], colour_blind)
        else:
            # Two glyphs, one behind the other; the front one as large as holds its letter.
            w = max(rect.width() * 0.68, min(LETTERED_ICON, rect.width() * 0.84))
            emotion_glyph(painter, QRectF(rect.left(), rect.bottom() - w - (rect.height() - w) * 0.6, w, w), steps[0],
                          colour_blind, False)
            emotion_glyph(painter, QRectF(rect.right() - w, rect.bottom() - w, w, w), steps[0], colour_blind)


def emotion_row(painter: QPainter, rect: QRectF, icons: tuple[int, ...], size: float, colour_blind: bool = False,
                align_right: bool = False, gap: float | None = None) -> float:
    """The icons of a card in a row from the left (or right) of ``rect``
    (``gap`` apart, by default a share of their size); the width used."""
    gap = size * 0.18 if gap is None else gap
    total = len(icons) * size + max(0, len(icons) - 1) * gap
    x = rect.right() - total if align_right else rect.left()
    y = rect.center().y() - size / 2
    for track in icons:
        emotion_glyph(painter, QRectF(x, y, size, size), track, colour_blind)
        x += size + gap
    return total


def tree(painter: QPainter, rect: QRectF) -> None:
    w, h = rect.width(), rect.height()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(TRUNK)
    painter.drawRect(QRectF(rect.center().x() - w * 0.07, rect.top() + h * 0.55, w * 0.14, h * 0.38))
    painter.setPen(QPen(TREE_DARK, max(1.0, w * 0.05)))
    painter.setBrush(TREE)
    painter.drawEllipse(QRectF(rect.left() + w * 0.14, rect.top() + h * 0.06, w * 0.72, h * 0.62))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 55))
    painter.drawEllipse(QRectF(rect.left() + w * 0.3, rect.top() + h * 0.16, w * 0.22, h * 0.18))


def worker(painter: QPainter, rect: QRectF, colour: QColor, letter: str, shape: str = "circle") -> None:
    """A worker: a head over a body in the entrant's colour, with its letter
    on the body and its shape as the head (colour is never the only cue)."""
    w, h = rect.width(), rect.height()
    edge = QPen(colour.darker(190) if colour != TAN else QColor("#7a5a2a"), max(1.0, w * 0.06))
    painter.setPen(edge)
    painter.setBrush(colour)
    body = QPainterPath()
    body.addRoundedRect(QRectF(rect.left() + w * 0.08, rect.top() + h * 0.38, w * 0.84, h * 0.6), w * 0.22, w * 0.22)
    painter.drawPath(body)
    head = QRectF(rect.center().x() - w * 0.24, rect.top(), w * 0.48, h * 0.44)
    painter.drawPath(shape_path(shape, head))
    if letter and h >= LETTERED_WORKER:
        draw_text(painter, QRectF(rect.left(), rect.top() + h * 0.38, w, h * 0.6), CENTRE, letter, letter_px(h, 0.42),
                  True, ink_on(colour))


def disc(painter: QPainter, rect: QRectF, colour: QColor, letter: str, shape: str = "circle",
         letter_rect: QRectF | None = None) -> None:
    painter.setPen(QPen(colour.darker(200), max(1.2, rect.width() * 0.07)))
    painter.setBrush(colour)
    painter.drawPath(shape_path(shape, rect))
    draw_text(painter, letter_rect or rect, CENTRE, letter, letter_px(rect.height(), 0.56), True, ink_on(colour))


def shovel(painter: QPainter, rect: QRectF) -> None:
    """The shovel token: a blade and a handle."""
    w, h = rect.width(), rect.height()
    painter.setPen(QPen(QColor("#5a4020"), max(1.5, w * 0.1), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(rect.left() + w * 0.5, rect.top() + h * 0.05), QPointF(rect.left() + w * 0.5, rect.top() + h * 0.55))
    painter.drawLine(QPointF(rect.left() + w * 0.32, rect.top() + h * 0.08), QPointF(rect.left() + w * 0.68, rect.top() + h * 0.08))
    painter.setPen(QPen(QColor("#505860"), max(1.0, w * 0.05)))
    painter.setBrush(QColor("#b8c0c8"))
    blade = QPainterPath()
    blade.moveTo(rect.left() + w * 0.26, rect.top() + h * 0.52)
    blade.lineTo(rect.left() + w * 0.74, rect.top() + h * 0.52)
    blade.quadTo(rect.left() + w * 0.76, rect.top() + h * 0.9, rect.left() + w * 0.5, rect.bottom())
    blade.quadTo(rect.left() + w * 0.24, rect.top() + h * 0.9, rect.left() + w * 0.26, rect.top() + h * 0.52)
    painter.drawPath(blade)


# --- tiles ----------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _cells_path(cells: Cells) -> QPainterPath:
    path = QPainterPath()
    for r, c in cells:
        sub = QPainterPath()
        sub.addRect(QRectF(c, r, 1, 1))
        path = path.united(sub)
    return path.simplified()


def cells_path(cells: Cells, cell: float, origin: QPointF) -> QPainterPath:
    """The outline of the union of ``cells`` (row, col offsets) drawn with
    cells ``cell`` wide from ``origin``."""
    from PySide6.QtGui import QTransform

    unit = _cells_path(tuple(sorted(cells)))
    return QTransform(cell, 0, 0, cell, origin.x(), origin.y()).map(unit)


def tile_colour(tile: str, colour_blind: bool = False) -> QColor:
    card = CARD.get(tile)
    if card is not None:
        return type_colour(card.type, colour_blind)
    stand = CONCESSION[tile]
    if stand.icons:
        return tint(emotion_colour(stand.icons[0], colour_blind), 0.55)
    return tint(MONEY, 0.7)


def tile_label(tile: str) -> str:
    card = CARD.get(tile)
    return card.type if card is not None else ""


def paint_tile(painter: QPainter, origin: QPointF, cell: float, tile: str, cells: Cells, colour_blind: bool = False,
               detail: bool = True) -> None:
    """A placed or held tile: its cells filled in its colour and outlined; an
    attraction shows its type code and emotion icons, a concession its icon
    or income, on its largest row (``detail``, on cells big enough)."""
    colour = tile_colour(tile, colour_blind)
    path = cells_path(cells, cell, origin)
    inset = max(0.8, cell * 0.05)
    painter.setPen(QPen(colour.darker(175), max(1.0, cell * 0.06)))
    painter.setBrush(colour)
    painter.drawPath(path)
    if not detail or cell < 18:
        return
    card = CARD.get(tile)
    icons: tuple[int, ...] = card.icons if card is not None else CONCESSION[tile].icons
    income = 0 if card is not None else CONCESSION[tile].income
    # The longest run of cells in one row holds the marks.
    rows: dict[int, list[int]] = {}
    for r, c in cells:
        rows.setdefault(r, []).append(c)
    best_r, best_cs = max(rows.items(), key=lambda kv: (_run(kv[1])[1], -kv[0]))
    start, length = _run(best_cs)
    band = QRectF(origin.x() + start * cell + inset, origin.y() + best_r * cell + inset,
                  length * cell - 2 * inset, cell - 2 * inset)
    size = mark_size(cell, band.height())
    label = tile_label(tile)
    marks: list[tuple[str, object]] = []
    if label:
        marks.append(("text", label))
    marks += [("icon", t) for t in icons]
    if income:
        marks.append(("money", income))
    widths = [text_px_width(str(m[1]), size) if m[0] == "text" else size for m in marks]
    gap = size * 0.16
    total = sum(widths) + gap * max(0, len(widths) - 1)
    if total > band.width():  # too many marks for the row: the code goes
        marks = [m for m in marks if m[0] != "text"] or marks[:1]
        widths = [size] * len(marks)
        total = sum(widths) + gap * max(0, len(widths) - 1)
    x = band.center().x() - total / 2
    y = band.center().y() - size / 2
    for (what, value), w in zip(marks, widths):
        box = QRectF(x, y, w, size)
        if what == "text":
            draw_text(painter, box.adjusted(-2, -3, 2, 3), CENTRE, str(value), code_px(size), True, ink_on(colour))
        elif what == "icon":
            emotion_glyph(painter, box, int(str(value)), colour_blind)
        else:
            money_glyph(painter, box, int(str(value)))
        x += w + gap


def mark_size(cell: float, band: float) -> float:
    """The icons on a tile's row ``band`` high: half a cell, or as large as
    holds a letter when the band has room for it (a crowded property's cells
    are small)."""
    return max(min(cell * 0.5, band * 0.62), min(LETTERED_ICON, band * 0.92))


def code_px(size: float) -> float:
    """The type code's size beside icons ``size`` high."""
    return letter_px(size, 0.7)


def text_px_width(text: str, size: float) -> float:
    return text_width(text, code_px(size), True)


def icon_rect(cell: QRectF, share: float) -> QRectF:
    """An icon inside ``cell``, ``share`` of the cell in from each side, or
    less when that would leave it too small to hold its letter."""
    c = min(cell.width(), cell.height())
    inset = share * c
    if c - 2 * inset < LETTERED_ICON:
        inset = max(c * 0.04, (c - LETTERED_ICON) / 2)
    return cell.adjusted(inset, inset, -inset, -inset)


def _run(cols: list[int]) -> tuple[int, int]:
    """The start and length of the longest run of consecutive columns."""
    cols = sorted(cols)
    best = (cols[0], 1)
    start, length = cols[0], 1
    for a, b in zip(cols, cols[1:]):
        if b == a + 1:
            length += 1
        else:
            start, length = b, 1
        if length > best[1]:
            best = (start, length)
    return best


def paint_layout(painter: QPainter, rect: QRectF, layout: tuple[str, ...], ground: QColor,
                 colour_blind: bool = False, icons: bool = True) -> None:
    """A board face (content.py layout strings) filling ``rect``: ground,
    grid, trees and icons."""
    rows, cols = len(layout), len(layout[0])
    cell = min(rect.width() / cols, rect.height() / rows)
    painter.setPen(QPen(ground.darker(140), 1))
    painter.setBrush(ground)
    painter.drawRect(QRectF(rect.left(), rect.top(), cols * cell, rows * cell))
    for r, row in enumerate(layout):
        for c, ch in enumerate(row):
            cr = QRectF(rect.left() + c * cell, rect.top() + r * cell, cell, cell)
            if ch == TREE_CHAR:
                tree(painter, cr.adjusted(cell * 0.06, cell * 0.04, -cell * 0.06, -cell * 0.02))
            elif icons and ch != ".":
                icon_glyph(painter, icon_rect(cr, 0.14), ch, colour_blind)

"""One player's mat: the park grid with its entrances (and lake), the tiles
and Parkies in it, Parkies waiting outside, and the Allure, Profitability and
Satisfaction tracks with the player's money.

The item paints everything itself and answers hit tests by position, so a
sync only swaps its data and repaints; clicks and hovers go to the board as
target keys: ("cell", r, c), ("tile", id), ("parkie", colour, where).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...games.parkies.content import COLS, DIRS, GRASS_MAT, LAKE_MAT, MONEY_HEARTS, ROWS, TILE, TRACK_HEARTS, TRACK_MAX, rotated_shape
from ...games.parkies.state import OUTSIDE, Player
from ..items.sprites import stamp
from ...games.parkies.text import money
from .art import paint_disc, paint_first_pawn, paint_heart, paint_parkie, paint_tile
from .palette import (
    FOCUS, GRASS, GRASS_DARK, INK, LAKE, LAKE_DARK, LEAST_PX, LEGAL, MAT, MAT_EDGE, PATH, PATH_EDGE, TRACKS, font, player_colour,
    track_letter,
)

MONEY_TRACK_MAX = 50
MARGIN_CELLS = 0.32  # room around the grid for the entrance gates, in cells
SMALL_BELOW = 60.0  # cells narrower than this make a small mat
TEXT = LEAST_PX  # the least text size on a mat
SMALL_HEAD = 32.0  # a small mat's name line
SMALL_DISC = 14.0  # the radius of a small mat's seat disc (its letter at TEXT)
SMALL_LINE = 22.0  # a small mat's line of one track value
SMALL_PAD = 8.0  # between a small mat's park and its figures
SMALL_VALUE_W = 50.0  # a small mat's track value ("A 30"), before its bar
SMALL_BAR_H = 9.0
PARKIE_CELLS = 0.33  # a Parkie's height on a tile: on your park, tall enough for its letter


@dataclass
class MatLook:
    """What one mat shows; built by the board from the view on every sync."""

    player: Player
    letter: str
    lake: bool
    first: bool
    big: bool
    view_only: bool
    status: str = ""
    colour_blind: bool = False
    targets: frozenset[tuple[Any, ...]] = frozenset()  # keys that are legal to click now
    selected: tuple[Any, ...] | None = None


class MatInput(Protocol):
    """Where a mat sends its clicks, hovers and wheel turns (the board's mouse)."""

    def mat_pressed(self, mat: PlayerMatItem, key: tuple[Any, ...] | None, pos: QPointF, button: Qt.MouseButton) -> None: ...

    def mat_hovered(self, mat: PlayerMatItem, key: tuple[Any, ...] | None, pos: QPointF) -> None: ...

    def mat_left(self, mat: PlayerMatItem) -> None: ...

    def mat_wheel(self, mat: PlayerMatItem, delta: int) -> bool: ...


class MatGeometry:
    """Where everything sits on a mat drawn with cells ``cell`` wide.

    A big mat (your park) has a row for Parkies waiting outside and the
    three tracks and money as bars. A small mat (someone else's park, view
    only, ``width`` wide) is a card: the name and money over it, the park as
    a picture at the left, and at its right the three track values, large
    enough to read, over the Parkies waiting outside.
    """

    def __init__(self, cell: float, width: float = 0.0) -> None:
        self.cell = cell
        self.small = cell < SMALL_BELOW
        self.margin = cell * MARGIN_CELLS
        self.head = SMALL_HEAD if self.small else max(22.0, cell * 0.5)
        self.grid = QRectF(self.margin, self.head + self.margin, COLS * cell, ROWS * cell)
        self.width = max(width, COLS * cell + 2 * self.margin)
        if self.small:
            self.row_h = SMALL_LINE
            self.tracks_top = self.head + 2
            left = self.grid.right() + self.margin + SMALL_PAD
            below = self.tracks_top + 3 * SMALL_LINE + 2
            self.height = self.grid.bottom() + self.margin + 6
            self.outside = QRectF(left, below, self.width - left - 6, self.height - below - 4)
            return
        outside_h = max(16.0, cell * 0.42)
        self.outside = QRectF(self.margin, self.grid.bottom() + self.margin, COLS * cell, outside_h)
        self.row_h = max(12.0, cell * 0.3)
        self.tracks_top = self.outside.bottom() + max(4.0, cell * 0.08)
        self.height = self.tracks_top + 4 * self.row_h + max(4.0, cell * 0.1)

    @staticmethod
    def width_in_cells() -> float:
        """The mat's width divided by its cell size (grid plus margins)."""
        return COLS + 2 * MARGIN_CELLS

    def cell_rect(self, r: int, c: int) -> QRectF:
        return QRectF(self.grid.left() + c * self.cell, self.grid.top() + r * self.cell, self.cell, self.cell)

    def cell_at(self, pos: QPointF) -> tuple[int, int] | None:
        if not self.grid.contains(pos):
            return None
        c = int((pos.x() - self.grid.left()) // self.cell)
        r = int((pos.y() - self.grid.top()) // self.cell)
        return (min(r, ROWS - 1), min(c, COLS - 1))

    def tile_rect(self, tile_id: str, row: int, col: int, rot: int) -> QRectF:
        w, h = rotated_shape(TILE[tile_id].size, rot)
        tl = self.cell_rect(row, col)
        return QRectF(tl.left(), tl.top(), w * self.cell, h * self.cell)

    def track_rect(self, index: int) -> QRectF:
        if self.small:  # the value at the left of the column, then a thin bar
            left = self.outside.left()
            y = self.tracks_top + index * self.row_h
            return QRectF(left + SMALL_VALUE_W, y + (self.row_h - SMALL_BAR_H) / 2, self.outside.right() - left - SMALL_VALUE_W, SMALL_BAR_H)
        label_w = self.cell * 0.62
        y = self.tracks_top + index * self.row_h
        return QRectF(self.margin + label_w, y, COLS * self.cell - label_w, self.row_h * 0.82)


def parkie_slots(geo: MatGeometry, rect: QRectF, count: int) -> list[QRectF]:
    """Token rectangles for ``count`` Parkies standing on a tile. On a small
    tile they stand in the top band between the heart and the flag; on a
    bigger one in a row under the heart. Many on one tile overlap."""
    cell = geo.cell
    h = cell * PARKIE_CELLS
    w = h * 0.8
    if rect.width() <= cell * 1.01 and rect.height() <= cell * 1.01:
        left, room, y = rect.left() + cell * 0.3, cell * 0.4, rect.top() + cell * 0.03
        step = min(w * 1.02, (room - w) / max(1, count - 1)) if count > 1 else 0.0
        x = left + (room - (step * (count - 1) + w)) / 2
    else:
        x, y = rect.left() + cell * 0.1, rect.top() + cell * 0.3
        room = rect.width() / 2 - cell * 0.35
        step = min(w * 1.02, (room - w) / max(1, count - 1)) if count > 1 else 0.0
    return [QRectF(x + i * step, y, w, h) for i in range(count)]


class PlayerMatItem(QGraphicsItem):
    def __init__(self, board: MatInput, cell: float, width: float = 0.0) -> None:
        super().__init__()
        self.board = board
        self.geo = MatGeometry(cell, width)
        self.look: MatLook | None = None
        self._hits: list[tuple[QRectF, tuple[Any, ...]]] = []
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # --- data ----------------------------------------------------------------
    def set_cell(self, cell: float, width: float = 0.0) -> None:
        if (cell, max(width, self.geo.width)) != (self.geo.cell, self.geo.width):
            self.prepareGeometryChange()
            self.geo = MatGeometry(cell, width)

    def set_look(self, look: MatLook) -> None:
        """Show ``look``; repaint only if it differs from what is shown."""
        if look == self.look:
            return
        self.look = look
        self._hits = self._hit_regions(look)
        self.update()

    @property
    def seat(self) -> int:
        return self.look.player.seat if self.look else -1

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.geo.width, self.geo.height)

    def parkie_rects(self, look: MatLook) -> list[tuple[QRectF, str, str]]:
        """(rect, colour, where) of every Parkie token on this mat."""
        out: list[tuple[QRectF, str, str]] = []
        by_tile: dict[str, list[str]] = {}
        for p in look.player.parkies:
            by_tile.setdefault(p.where, []).append(p.colour)
        for placed in look.player.tiles:
            colours = by_tile.get(placed.tile, [])
            if colours:
                rect = self.geo.tile_rect(placed.tile, placed.row, placed.col, placed.rot)
                out += [(r, c, placed.tile) for r, c in zip(parkie_slots(self.geo, rect, len(colours)), colours)]
        waiting = by_tile.get(OUTSIDE, [])
        box = self.geo.outside
        size = box.height() * 0.9
        if self.geo.small:  # in a row under the track values, closer up when many
            x = box.left()
            step = min(size * 0.85, (box.width() - size * 0.8) / max(1, len(waiting) - 1))
        else:
            x = box.left() + max(60.0, self.geo.cell * 1.45)
            step = size * 0.85
        for i, c in enumerate(waiting):
            out.append((QRectF(x + i * step, box.top() + box.height() * 0.05, size * 0.8, size), c, OUTSIDE))
        return out

    def _hit_regions(self, look: MatLook) -> list[tuple[QRectF, tuple[Any, ...]]]:
        hits: list[tuple[QRectF, tuple[Any, ...]]] = []
        for rect, colour, where in self.parkie_rects(look):
            hits.append((rect.adjusted(-2, -2, 2, 2), ("parkie", colour, where)))
        for placed in look.player.tiles:
            hits.append((self.geo.tile_rect(placed.tile, placed.row, placed.col, placed.rot), ("tile", placed.tile)))
        hits.append((self.geo.outside, ("tile", OUTSIDE)))
        return hits

    def key_at(self, pos: QPointF) -> tuple[Any, ...] | None:
        for rect, key in self._hits:
            if rect.contains(pos):
                return key
        cell = self.geo.cell_at(pos)
        return ("cell", *cell) if cell else None

    def scene_rect_of(self, key: tuple[Any, ...]) -> QRectF | None:
        """Where a target key sits, in scene coordinates (for focus rings)."""
        for rect, k in self._hits:
            if k == key:
                return self.mapRectToScene(rect)
        if key[0] == "cell":
            return self.mapRectToScene(self.geo.cell_rect(key[1], key[2]))
        return None

    # --- events --------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        key = self.key_at(event.pos())
        self.board.mat_pressed(self, key, event.pos(), event.button())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board.mat_hovered(self, self.key_at(event.pos()), event.pos())

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board.mat_hovered(self, self.key_at(event.pos()), event.pos())

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board.mat_left(self)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        if self.board.mat_wheel(self, event.delta()):
            event.accept()
        else:
            event.ignore()

    # --- painting ------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        if look is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        geo = self.geo
        painter.setPen(QPen(MAT_EDGE, 2))
        painter.setBrush(MAT)
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 10, 10)
        self._paint_header(painter, look)
        self._paint_grid(painter, look)
        for placed in look.player.tiles:
            # A small mat is too small for the value chips to read: its tiles go without.
            paint_tile(painter, geo.cell_rect(placed.row, placed.col).topLeft(), geo.cell, placed.tile, placed.rot,
                       look.colour_blind, look.big, values=look.big)
        self._paint_marks(painter, look)
        self._paint_outside(painter, look)
        for rect, colour, where in self.parkie_rects(look):
            key = ("parkie", colour, where)
            if key == look.selected or key in look.targets:
                halo = QColor(FOCUS if key == look.selected else LEGAL)
                halo.setAlpha(200 if key == look.selected else 150)
                painter.setPen(QPen(halo.darker(130), 1.5))
                painter.setBrush(halo)
                painter.drawEllipse(rect.center(), rect.width() * 0.85, rect.height() * 0.7)
            paint_parkie(painter, rect, colour, look.colour_blind)
        self._paint_tracks(painter, look)

    def _paint_header(self, painter: QPainter, look: MatLook) -> None:
        geo, p = self.geo, look.player
        h = geo.head
        colour = player_colour(p.colour, p.seat, look.colour_blind)
        radius = h * 0.32 if not geo.small else SMALL_DISC
        inset = geo.margin if not geo.small else 6.0
        paint_disc(painter, QPointF(inset + radius, h * 0.55), radius, colour, look.letter)
        x = inset + radius * 2 + h * 0.15
        if look.first:
            paint_first_pawn(painter, QRectF(x, h * 0.12, h * 0.55, h * 0.8))
            x += h * 0.65
        name_w = geo.width - x - inset
        row = QRectF(x, 0, name_w, h * 1.05)
        size = TEXT if geo.small else h * 0.34
        painter.setFont(font(size, True))
        text = money(p.money)
        if look.view_only and not geo.small:
            text = QCoreApplication.translate("Parkies", "view only  {text}").format(text=text)
        painter.setPen(QColor("#555555") if look.view_only else INK)
        painter.drawText(row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        used = QFontMetricsF(painter.font()).horizontalAdvance(text) + h * 0.3
        painter.setPen(INK)
        painter.setFont(font(TEXT if geo.small else h * 0.42, True))
        name = QFontMetricsF(painter.font()).elidedText(p.name, Qt.TextElideMode.ElideRight, max(10.0, name_w - used))
        if name != "\u2026":  # (a lone ellipsis says nothing: the disc's initial names the player)
            painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)

    def _paint_grid(self, painter: QPainter, look: MatLook) -> None:
        geo = self.geo
        mat = LAKE_MAT if look.lake else GRASS_MAT
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GRASS)
        painter.drawRect(geo.grid)
        painter.setBrush(LAKE)
        for r, c in mat.lake:
            painter.drawRect(geo.cell_rect(r, c))
        painter.setPen(QPen(GRASS_DARK, max(0.6, geo.cell * 0.012)))
        for i in range(COLS + 1):
            x = geo.grid.left() + i * geo.cell
            painter.drawLine(QPointF(x, geo.grid.top()), QPointF(x, geo.grid.bottom()))
        for i in range(ROWS + 1):
            y = geo.grid.top() + i * geo.cell
            painter.drawLine(QPointF(geo.grid.left(), y), QPointF(geo.grid.right(), y))
        if mat.lake and not geo.small:  # (on a small mat the lake is a picture)
            painter.setPen(QPen(LAKE_DARK.darker(130), max(1.0, geo.cell * 0.02)))
            painter.setFont(font(max(TEXT, geo.cell * 0.15), True))
            area = QRectF()
            for r, c in mat.lake:
                area = area.united(geo.cell_rect(r, c))
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Parkies", "lake\n(water\nattractions\nonly)") if look.big else QCoreApplication.translate("Parkies", "lake"))
        for r, c, d in mat.entrances:
            self._paint_entrance(painter, r, c, d)

    def _paint_entrance(self, painter: QPainter, r: int, c: int, d: int) -> None:
        """A path leading in from the edge of the mat, under a gate arch."""
        geo = self.geo
        cell_rect = geo.cell_rect(r, c)
        dr, dc = DIRS[d]
        mid = QPointF(cell_rect.center().x() + dc * geo.cell / 2, cell_rect.center().y() + dr * geo.cell / 2)
        far = QPointF(mid.x() + dc * geo.margin, mid.y() + dr * geo.margin)
        width = geo.cell * 0.26
        painter.setPen(QPen(PATH_EDGE, width + 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(mid, far)
        painter.setPen(QPen(PATH, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(mid, far)
        # the gate: two posts across the path with a bar between them
        px, py = -dr, dc  # across the path
        half = width * 0.85
        gate_c = QPointF((mid.x() + far.x()) / 2, (mid.y() + far.y()) / 2)
        a = QPointF(gate_c.x() + px * half, gate_c.y() + py * half)
        b = QPointF(gate_c.x() - px * half, gate_c.y() - py * half)
        painter.setPen(QPen(QColor("#8b2323"), max(2.0, geo.cell * 0.05), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(a, b)
        painter.setBrush(QColor("#8b2323"))
        for pt in (a, b):
            painter.drawEllipse(pt, geo.cell * 0.035, geo.cell * 0.035)

    def _paint_marks(self, painter: QPainter, look: MatLook) -> None:
        """Legal targets and the selection drawn over the tiles."""
        geo = self.geo
        for placed in look.player.tiles:
            key = ("tile", placed.tile)
            if key not in look.targets and look.selected != key:
                continue
            rect = geo.tile_rect(placed.tile, placed.row, placed.col, placed.rot).adjusted(2, 2, -2, -2)
            colour = FOCUS if look.selected == key else LEGAL
            painter.setPen(QPen(colour, max(2.5, geo.cell * 0.05), Qt.PenStyle.DashLine if colour == LEGAL else Qt.PenStyle.SolidLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, geo.cell * 0.08, geo.cell * 0.08)

    def _paint_outside(self, painter: QPainter, look: MatLook) -> None:
        geo = self.geo
        box = geo.outside
        key = ("tile", OUTSIDE)
        if key in look.targets:
            painter.setPen(QPen(LEGAL, 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box, 4, 4)
        if geo.small:
            return  # the track line is drawn there, the waiting Parkies at its right
        painter.setPen(QColor("#5a5040"))
        painter.setFont(font(max(TEXT, box.height() * 0.38)))
        waiting = any(p.where == OUTSIDE for p in look.player.parkies)
        label = QCoreApplication.translate("Parkies", "Waiting outside:") if waiting else QCoreApplication.translate("Parkies", "No Parkies waiting outside")
        status = look.status if not waiting else ""
        metrics = QFontMetricsF(painter.font())
        room = box.width() - metrics.horizontalAdvance(label) - 2 - metrics.horizontalAdvance("    ")
        if status and metrics.horizontalAdvance(status) > room:
            # Too long to go beside the label: the status alone, whole (cut
            # short, it ran on from the label as if one sentence). The empty
            # row says nobody waits.
            label, status = status[:1].upper() + status[1:], ""
        painter.drawText(box.adjusted(2, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        if status:
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, status)

    def _paint_tracks(self, painter: QPainter, look: MatLook) -> None:
        p = look.player
        values = p.tracks
        if self.geo.small:
            self._paint_small_tracks(painter, values)
            return
        for i, ((key, _, label, hex_colour), v) in enumerate(zip(TRACKS, values)):
            self._paint_track(painter, i, f"{track_letter(key)} {v}", QColor(hex_colour), v, TRACK_MAX, TRACK_HEARTS)
        self._paint_track(painter, 3, money(p.money), QColor("#3c7a3c"), p.money, MONEY_TRACK_MAX, MONEY_HEARTS)

    def _paint_small_tracks(self, painter: QPainter, values: tuple[int, ...]) -> None:
        """A small mat's track values, "A 5" a line, each with a thin bar."""
        geo = self.geo
        painter.setFont(font(TEXT, True))
        for i, ((key, _, _, hex_colour), v) in enumerate(zip(TRACKS, values)):
            colour = QColor(hex_colour)
            bar = geo.track_rect(i)
            painter.setPen(colour.darker(140))
            line = QRectF(geo.outside.left(), geo.tracks_top + i * geo.row_h, SMALL_VALUE_W, geo.row_h)
            painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"{track_letter(key)} {v}")
            if bar.width() > 10:
                stamp(painter, bar, ("track", colour.name(), v, TRACK_MAX, (), False), _bar_painter(colour, v))

    def _paint_track(self, painter: QPainter, index: int, label: str, colour: QColor, value: int, top: int, hearts: tuple[int, ...]) -> None:
        geo = self.geo
        rect = geo.track_rect(index)
        painter.setPen(colour.darker(140))
        painter.setFont(font(rect.height() * 0.78, True))
        label_rect = QRectF(geo.margin, rect.top() - 1, rect.left() - geo.margin, rect.height() + 2)
        painter.drawText(label_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        bar = rect.adjusted(0, -1, 0, 1)
        stamp(painter, bar, ("track", colour.name(), value, top, hearts, True), lambda p, r: _paint_bar(p, r.adjusted(0, 1, 0, -1), colour, value, top, hearts, True))


def _bar_painter(colour: QColor, value: int) -> Callable[[QPainter, QRectF], None]:
    """A small mat's track bar, as ``stamp`` draws it: no hearts, no ticks."""
    return lambda painter, rect: _paint_bar(painter, rect, colour, value, TRACK_MAX, (), False)


def _paint_bar(painter: QPainter, rect: QRectF, colour: QColor, value: int, top: int, hearts: tuple[int, ...], ticks: bool) -> None:
    """One track: the filled part up to ``value``, its hearts (faded until
    reached) and the marker cube."""
    step = rect.width() / (top + 1)
    pale = QColor(colour)
    pale.setAlpha(45)
    painter.setPen(QPen(colour.darker(120), 0.6))
    painter.setBrush(pale)
    painter.drawRoundedRect(rect, 3, 3)
    filled = QRectF(rect.left(), rect.top(), step * (min(value, top) + 1), rect.height())
    fill = QColor(colour)
    fill.setAlpha(150)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(filled, 3, 3)
    for h in hearts:
        if h > top:
            continue
        hs = min(step * 0.95, rect.height() * 0.75)
        hx = rect.left() + step * h + (step - hs) / 2
        painter.setOpacity(1.0 if value >= h else 0.45)
        paint_heart(painter, QRectF(hx, rect.top() + (rect.height() - hs) / 2, hs, hs), True)
        painter.setOpacity(1.0)
    mx = rect.left() + step * min(value, top)
    painter.setPen(QPen(QColor("#111111"), 1))
    painter.setBrush(colour)
    painter.drawRect(QRectF(mx, rect.top() - 1, step, rect.height() + 2))
    if ticks:
        painter.setPen(QPen(QColor(0, 0, 0, 70), 1))
        for n in range(5, top + 1, 5):
            x = rect.left() + step * n
            painter.drawLine(QPointF(x, rect.bottom() - rect.height() * 0.25), QPointF(x, rect.bottom()))

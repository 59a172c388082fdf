"""A player's property: the property board and its expansion boards, their
trees and uncovered icons, and the tiles built on them.

The viewer's property is drawn large (the held tile's GridPiece lies over
its grid); the others small, view only, each a click away from being shown
large. While the Realtor's board is being attached, ghost boards on the far
left and far right show where it can go and which face would be up.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ...games.tenpenny.content import EXPANSION_COLS, PROPERTY_COLS, ROWS, board_layout, tile_shape
from ...games.tenpenny.shapes import orientations
from ...games.tenpenny.state import Park
from ..items.sprites import stamp
from .art import CENTRE, icon_glyph, icon_rect, paint_layout, paint_tile, tree
from .hot import Host, HotItem, Key, offer_edge
from .palette import GRASS, GRASS_B, GRASS_LINE, INK, SOFT_INK, draw_text, over

# The big property numbers its rows and columns along the top and the left,
# as the log and the hover words name a square ("row 2, column 3").
LABEL = 16.0
LABEL_PX = 14

@dataclass(frozen=True)
class Ghost:
    edge: str  # "left" or "right"
    board: str
    side: str
    state: str = ""  # "offer" or "focus"


@dataclass(frozen=True)
class ParkLook:
    seat: int
    park: Park
    cell: float
    big: bool
    trees_offered: frozenset[tuple[int, int]] = frozenset()
    tree_focus: tuple[int, int] | None = None
    ghosts: tuple[Ghost, ...] = ()
    colour_blind: bool = False
    empty_text: str = ""  # said on an empty property (before one is chosen)
    state: str = ""  # a small park: "offer" when a click enlarges it


class ParkItem(HotItem):
    def __init__(self, host: Host, seat: int) -> None:
        super().__init__(host, ("park", seat), 100, 100)

    # --- geometry ------------------------------------------------------------------
    @property
    def cell(self) -> float:
        look: ParkLook | None = self.look
        return look.cell if look else 20.0

    @property
    def margin(self) -> float:
        """Room for the row and column numbers: on the big property only."""
        look: ParkLook | None = self.look
        return label_margin(look) if look else 0.0

    @property
    def grid_x(self) -> float:
        """Where column ``park.left`` starts: room is kept for the row numbers
        and for a ghost on the left."""
        look: ParkLook | None = self.look
        ghost_left = look is not None and any(g.edge == "left" for g in look.ghosts)
        return self.margin + (EXPANSION_COLS * self.cell + 6 if ghost_left else 0.0)

    def columns(self) -> int:
        look: ParkLook | None = self.look
        return look.park.width if look and look.park.width else PROPERTY_COLS

    def size_for(self, look: ParkLook) -> tuple[float, float]:
        cols = look.park.width or PROPERTY_COLS
        extra = sum(EXPANSION_COLS * look.cell + 6 for _ in look.ghosts)
        m = label_margin(look)
        return cols * look.cell + extra + m, ROWS * look.cell + m

    def set_look(self, look: ParkLook) -> None:
        self.set_size(*self.size_for(look))
        super().set_look(look)

    def cell_rect(self, row: int, col: int) -> QRectF:
        look: ParkLook = self.look
        c = self.cell
        return QRectF(self.grid_x + (col - look.park.left) * c, self.margin + row * c, c, c)

    def grid_origin(self) -> QPointF:
        return QPointF(self.grid_x, self.margin)

    def ghost_rect(self, edge: str) -> QRectF:
        look: ParkLook = self.look
        c = self.cell
        width = EXPANSION_COLS * c
        m = self.margin
        if edge == "left":
            return QRectF(m, m, width, ROWS * c)
        return QRectF(self.grid_x + look.park.width * c + 6, m, width, ROWS * c)

    def regions(self) -> list[tuple[QRectF, Key]]:
        look: ParkLook | None = self.look
        out: list[tuple[QRectF, Key]] = [(QRectF(0, 0, self.w, self.h), self.key)]
        if look is None or not look.big or not look.park.width:
            return out
        park = look.park
        for r in range(ROWS):
            for col in range(park.left, park.left + park.width):
                out.append((self.cell_rect(r, col), ("cell", look.seat, r, col)))
        for g in look.ghosts:
            out.append((self.ghost_rect(g.edge), ("ghost", g.edge)))
        return out

    def tile_rect(self, row: int, col: int, cells: tuple[tuple[int, int], ...]) -> QRectF:
        rects = [self.cell_rect(row + r, col + c) for r, c in cells]
        out = rects[0]
        for r in rects[1:]:
            out = out.united(r)
        return out

    # --- painting -------------------------------------------------------------------
    def draw(self, painter: QPainter) -> None:
        look: ParkLook = self.look
        park = look.park
        c = self.cell
        if not park.width:
            painter.setPen(QPen(SOFT_INK, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 255, 255, 70))
            painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 8, 8)
            draw_text(painter, QRectF(8, 8, self.w - 16, self.h - 16), int(CENTRE | Qt.TextFlag.TextWordWrap),
                      look.empty_text, 15 if look.big else 14, False, SOFT_INK, fit=True)
            return
        x, top = self.grid_x, self.margin
        for board, side in park.boards:
            cols = PROPERTY_COLS if board.startswith("P") else EXPANSION_COLS
            rect = QRectF(x, top, cols * c, ROWS * c)
            painter.setPen(QPen(QColor("#4f7a3a"), 2 if look.big else 1))
            painter.setBrush(GRASS if board.startswith("P") else GRASS_B)
            painter.drawRect(rect)
            x += cols * c
        if look.big:
            self._grid_lines(painter, park.boards)
            self._numbers(painter)
        for r, col, kind in park.icons:
            icon_glyph(painter, icon_rect(self.cell_rect(r, col), 0.17), kind, look.colour_blind)
        for r, col in park.trees:
            cr = self.cell_rect(r, col)
            self._paint_tree(painter, cr.adjusted(c * 0.06, c * 0.04, -c * 0.06, -c * 0.02))
            if (r, col) in look.trees_offered:
                offer_edge(painter, cr, "focus" if (r, col) == look.tree_focus else "offer", 4)
        for placed in park.tiles:
            cells = orientations(tile_shape(placed.tile))[placed.orient].cells
            self._paint_tile(painter, self.cell_rect(placed.row, placed.col).topLeft(), placed.tile, cells)
        for g in look.ghosts:
            self._ghost(painter, g, look.colour_blind)
        if look.state:
            offer_edge(painter, QRectF(0, 0, self.w, self.h), look.state, 4)

    def _paint_tree(self, painter: QPainter, spot: QRectF) -> None:
        stamp(painter, spot.adjusted(-1, -1, 1, 1), ("tenpenny-tree",), lambda p, rect: tree(p, rect.adjusted(1, 1, -1, -1)))

    def _paint_tile(self, painter: QPainter, origin: QPointF, tile: str, cells: tuple[tuple[int, int], ...]) -> None:
        # Stamped, as the trees are: a property's tiles were a third of its
        # drawing, redone whenever anything on it changed. The margin keeps
        # the outline.
        look: ParkLook = self.look
        c = self.cell
        margin = max(2.0, c * 0.04)
        rows, cols = max(r for r, _ in cells) + 1, max(col for _, col in cells) + 1
        rect = QRectF(origin.x() - margin, origin.y() - margin, cols * c + 2 * margin, rows * c + 2 * margin)
        key = ("tenpenny-tile", tile, cells, look.colour_blind, look.big, round(c, 2))
        stamp(painter, rect, key, lambda p, _r: paint_tile(p, QPointF(margin, margin), c, tile, cells, look.colour_blind, detail=look.big))

    def _grid_lines(self, painter: QPainter, boards: tuple[tuple[str, str], ...]) -> None:
        # Drawn board by board in the line colour already laid over that
        # board's grass: a translucent pen costs the raster engine a blend per
        # pixel of each upright line, which made these lines a fifth of a big
        # property's drawing. Board edges have their own stroke, so only the
        # lines inside a board are drawn.
        c, x, top = self.cell, self.grid_x, self.margin
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for board, _side in boards:
            cols = PROPERTY_COLS if board.startswith("P") else EXPANSION_COLS
            lines = [QLineF(x + k * c, top, x + k * c, top + ROWS * c) for k in range(1, cols)]
            lines += [QLineF(x, top + r * c, x + cols * c, top + r * c) for r in range(1, ROWS)]
            painter.setPen(QPen(over(GRASS_LINE, GRASS if board.startswith("P") else GRASS_B), 1))
            painter.drawLines(lines)
            x += cols * c
        painter.restore()

    def _numbers(self, painter: QPainter) -> None:
        # Columns count from the property's left edge as it stands, as the
        # log does; an expansion board on the left renumbers them.
        look: ParkLook = self.look
        m, park = self.margin, look.park
        flags = int(CENTRE)
        for k in range(park.width):
            cell = self.cell_rect(0, park.left + k)
            draw_text(painter, QRectF(cell.left(), 0, cell.width(), m), flags, str(k + 1), LABEL_PX, False, SOFT_INK)
        for r in range(ROWS):
            cell = self.cell_rect(r, park.left)
            draw_text(painter, QRectF(0, cell.top(), m, cell.height()), flags, str(r + 1), LABEL_PX, False, SOFT_INK)

    def _ghost(self, painter: QPainter, ghost: Ghost, colour_blind: bool) -> None:
        rect = self.ghost_rect(ghost.edge)
        painter.setOpacity(0.8 if ghost.state == "focus" else 0.55)
        paint_layout(painter, rect, board_layout(ghost.board, ghost.side), GRASS_B, colour_blind)
        painter.setOpacity(1.0)
        painter.setPen(QPen(INK, 2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
        label = QRectF(rect.left(), rect.bottom() - 24, rect.width(), 22)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 215))
        painter.drawRoundedRect(label.adjusted(2, 0, -2, 0), 6, 6)
        draw_text(painter, label, CENTRE, QCoreApplication.translate("Tenpenny", "side {side}").format(side=ghost.side), 14, True, INK)
        offer_edge(painter, rect.adjusted(-3, -3, 3, 3), ghost.state or "offer", 4)


def label_margin(look: ParkLook) -> float:
    return LABEL if look.big and look.park.width else 0.0

"""The tile in hand: the shared GridPiece over the viewer's big property.

The piece's placements (row, grid column, quarter turns, side) map to the
game's ``Place`` actions (offers.py). Over a spot it paints the icons the
tile would cover with a bright ring, and its status line says what they give
(``covered_icons``); an illegal spot says why (``placement_problem``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ...games.tenpenny.content import ROWS, tile_shape
from ...games.tenpenny.park import covered_icons, placement_problem
from ...games.tenpenny.shapes import all_transforms, canonical
from ...games.tenpenny.state import Park, Placed
from ...games.tenpenny.text import tile_square
from ..items.grid_piece import GridPiece, PieceShape
from .art import cells_path, icon_glyph, icon_rect, paint_tile
from .offers import spot_of
from .words import covered_words, rewards_text

if TYPE_CHECKING:
    from .board import TenpennyBoard

Spot = tuple[int, int, int, int]


def piece_shape(tile: str) -> PieceShape:
    """The tile's cells for each (quarter turns, side): side 1 is side b,
    the mirror image, as the game's shapes.py has it."""
    cells = {(rot // 90, 0 if side == "a" else 1): frozenset(c) for side, rot, c in all_transforms(tile_shape(tile))}
    return PieceShape(cells, 4, 2)


def spot_orient(tile: str, spot: Spot) -> int:
    _, _, turns, side = spot
    return canonical(tile, "ab"[side], 90 * turns).index


class HeldTile:
    def __init__(self, board: TenpennyBoard) -> None:
        self.board = board
        self.piece = GridPiece(ROWS, 6, 44.0, margin=24.0, text_px=15.0)
        self.piece.setZValue(30)
        board.addItem(self.piece)
        self.piece.chosen.connect(self._chosen)
        self.piece.refused.connect(board.refused.emit)
        self.piece.status.connect(board.hint.emit)
        self._tile = ""
        self._park: Park | None = None
        self._key: object = None

    @property
    def active(self) -> bool:
        return self.piece.active

    def refresh(self) -> None:
        b = self.board
        view = b.view_state
        if view is None or not b.placing():
            self.piece.withdraw()
            self._tile, self._park = "", None
            return
        seat = b.seat
        park = view.players[seat].park
        item = b.parks[seat]
        self._tile, self._park = b.offers.place_tile, park
        self.piece.set_grid(ROWS, park.width, item.cell)
        self.piece.setPos(item.mapToScene(item.grid_origin()))
        key = (self._tile, len(park.tiles), park.width, view.month)
        fresh = key != self._key
        self.piece.offer(piece_shape(self._tile), b.offers.places.keys(), self._reason, self._paint, self._hint,
                         key=key if self._key != "reset" else None)
        self._key = key
        if fresh and self.piece.anchor is None and b.offers.legal:
            # Shown at once where it first fits, so the player sees the tile and what it would cover.
            first = b.offers.legal[0]
            self.tab_to(spot_of(first, park.left))

    def reset(self) -> None:
        """Esc: the tile goes back to its first way up, off the grid."""
        self._key = "reset"

    # --- what the piece asks ---------------------------------------------------------
    def _placed(self, spot: Spot) -> Placed:
        assert self._park is not None
        row, col, _, _ = spot
        return Placed(self._tile, spot_orient(self._tile, spot), row, col + self._park.left)

    def _reason(self, spot: Spot) -> str:
        assert self._park is not None
        p = self._placed(spot)
        why = placement_problem(self._park, self._tile, p.orient, p.row, p.col)
        if not why:
            return QCoreApplication.translate("Tenpenny", "That spot is not offered now.")
        _, _, turns, side = spot
        return QCoreApplication.translate("Tenpenny", "Side {side}, turned {degrees}°: {why}.").format(side='ab'[side], degrees=90 * turns, why=why)

    def _hint(self, spot: Spot) -> str:
        assert self._park is not None
        covered = covered_icons(self._park, self._placed(spot))
        gains = rewards_text(self._tile, covered)
        head = QCoreApplication.translate("Tenpenny", "covers {covered_words}").format(covered_words=covered_words(covered)) if covered else QCoreApplication.translate("Tenpenny", "covers no icon")
        tail = QCoreApplication.translate("Tenpenny", ": you get {gains}").format(gains=gains) if gains else ""
        _, _, turns, side = spot
        row, col = tile_square(self._park, self._placed(spot))  # as the log will say it, by the board's numbers
        return QCoreApplication.translate("Tenpenny", "Side {side}, turned {degrees}°, from row {row}, column {column}, {head}{tail}. Click or Enter to place it here.").format(
            side='ab'[side], degrees=90 * turns, row=row, column=col, head=head, tail=tail)

    def _paint(self, painter: QPainter, turns: int, side: int, cell: float) -> None:
        shape = piece_shape(self._tile)
        cells = tuple(sorted(shape.of(turns, side)))
        # A light halo sets the tile in hand apart from the tiles already built.
        painter.setPen(QPen(QColor(255, 255, 255, 230), max(5.0, cell * 0.16)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(cells_path(cells, cell, QPointF(0, 0)))
        paint_tile(painter, QPointF(0, 0), cell, self._tile, cells, self.board.colour_blind)
        anchor = self.piece.anchor
        if anchor is None or self._park is None:
            return
        for r, c, kind in self._park.icons:
            dr, dc = r - anchor[0], c - self._park.left - anchor[1]
            if (dr, dc) in cells:
                rect = icon_rect(QRectF(dc * cell, dr * cell, cell, cell), 0.16)
                painter.setOpacity(1.0)
                painter.setPen(QPen(QColor("#ffffff"), max(2.0, cell * 0.08)))
                painter.setBrush(QColor(255, 255, 255, 160))
                painter.drawEllipse(rect.adjusted(-3, -3, 3, 3))
                icon_glyph(painter, rect, kind, self.board.colour_blind)

    def _chosen(self, spot: object) -> None:
        action = self.board.offers.places.get(spot)  # type: ignore[call-overload]
        if action is not None:
            self.board.play(action)

    # --- keys ----------------------------------------------------------------------------
    def tab_to(self, spot: Spot) -> None:
        row, col, turns, side = spot
        self.piece.place_at(row, col, turns, side)


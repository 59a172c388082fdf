"""A piece held over a grid: it follows the pointer, turns and flips, shows
the cells where it may go and, where it may not, why.

The item knows nothing about any game. The scene gives it the piece's shape
(the cells it covers in each orientation), every legal placement, a function
saying why any other placement is refused, and a function painting the
piece. The item turns pointer moves, clicks, the wheel and keys into
placements: a legal one is emitted with ``chosen``, an illegal one with
``refused`` and its reason. It never decides legality itself.

Placements are ``(row, col, rotation, side)``: ``rotation`` counts quarter
turns clockwise, ``side`` is 0 face up and 1 turned over, and (row, col) is
the grid cell the shape's (0, 0) offset lands on. Parkies tiles have one
side; Tenpenny Parks tiles are polyominoes that may lie either side up.

The item lies over the grid, its (0, 0) on the grid's top-left corner. It is
only shown (and only takes the mouse) while a piece is offered, so the scene
below gets every click the rest of the time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Collection, Iterable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .sprites import stamp

Cell = tuple[int, int]
Orientation = tuple[int, int]  # (rotation, side)
Placement = tuple[int, int, int, int]  # (row, col, rotation, side)
#: Paints the piece in one orientation with its (0, 0) cell's corner at the origin.
PiecePainter = Callable[[QPainter, int, int, float], None]

LEGAL = QColor(40, 170, 90)
ILLEGAL = QColor(215, 50, 50)


@dataclass(frozen=True)
class PieceShape:
    """The cells a piece covers, as (row, col) offsets, per orientation."""

    cells: Mapping[Orientation, frozenset[Cell]]
    rotations: int = 4
    sides: int = 1

    @staticmethod
    def turning(base: Iterable[Cell], rotations: int = 4, sides: int = 1) -> PieceShape:
        """The shape whose face-up, unturned cells are ``base``: each quarter
        turn is clockwise, the other side is the mirror image (left to right)
        before turning. Offsets are moved so the top row and left column are 0."""
        start = frozenset(base)
        cells: dict[Orientation, frozenset[Cell]] = {}
        for side in range(sides):
            shape = frozenset((r, -c) for r, c in start) if side else start
            for rotation in range(rotations):
                cells[(rotation, side)] = _normalised(shape)
                shape = frozenset((c, -r) for r, c in shape)
        return PieceShape(cells, rotations, sides)

    def of(self, rotation: int, side: int) -> frozenset[Cell]:
        return self.cells[(rotation % self.rotations, side % self.sides)]

    def extent(self, rotation: int, side: int) -> tuple[int, int]:
        """(rows, cols) of the box from the (0, 0) offset to the far cells."""
        cells = self.of(rotation, side)
        return (max(r for r, _ in cells) + 1, max(c for _, c in cells) + 1)


def _normalised(cells: frozenset[Cell]) -> frozenset[Cell]:
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return frozenset((r - top, c - left) for r, c in cells)


def _font(px: float) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(6, round(px)))
    font.setBold(True)
    return font


class GridPiece(QGraphicsObject):
    """The piece in hand over a ``rows`` x ``cols`` grid of ``cell`` units."""

    chosen = Signal(object)  # a legal Placement the player confirmed
    refused = Signal(str)  # why the placement the player tried is not legal
    status = Signal(str)  # what the placement now shown means (for a status line)

    def __init__(self, rows: int, cols: int, cell: float, margin: float = 0.0, text_px: float = 15.0,
                 parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.rows, self.cols, self.cell = rows, cols, cell
        self.margin = margin  # pointer positions this far off the grid still aim the piece
        self.text_px = text_px
        self._shape: PieceShape | None = None
        self._legal: frozenset[Placement] = frozenset()
        self._reason: Callable[[Placement], str] = lambda placement: ""
        self._hint: Callable[[Placement], str] = lambda placement: ""
        self._paint_piece: PiecePainter | None = None
        self._key: object = None
        self._rotation = self._side = 0
        self._anchor: Cell | None = None
        self.setZValue(20)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton | Qt.MouseButton.MiddleButton)
        self.setVisible(False)

    def set_grid(self, rows: int, cols: int, cell: float) -> None:
        """The grid changed size (a property grew, or is drawn at another
        cell size): the piece keeps its orientation and stays on the grid."""
        if (rows, cols, cell) == (self.rows, self.cols, self.cell):
            return
        self.prepareGeometryChange()
        self.rows, self.cols, self.cell = rows, cols, cell
        if self._anchor is not None and self._shape is not None:
            self._anchor = self._clamped(*self._anchor)
        self.update()

    # --- what the scene offers ------------------------------------------------
    def offer(
        self,
        shape: PieceShape,
        legal: Collection[Placement],
        reason: Callable[[Placement], str],
        paint: PiecePainter,
        hint: Callable[[Placement], str] | None = None,
        key: object = None,
    ) -> None:
        """Hold this piece. ``reason`` says why a placement not in ``legal``
        is refused; ``hint`` what a legal one would do. Offering again with
        the same ``key`` keeps the piece turned and placed as it was."""
        if key is None or key != self._key:
            self._rotation = self._side = 0
            self._anchor = None
        self._key = key
        self._shape, self._legal = shape, frozenset(legal)
        self._reason, self._paint_piece = reason, paint
        self._hint = hint or (lambda placement: "")
        if self._anchor is not None:
            self._anchor = self._clamped(*self._anchor)
        self.setVisible(True)
        self.update()

    def withdraw(self) -> None:
        """No piece in hand: hide, and let the grid below take the mouse."""
        self._shape, self._key, self._anchor = None, None, None
        self._legal = frozenset()
        self.setVisible(False)

    # --- where it is ------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self._shape is not None

    @property
    def turns(self) -> int:
        """Quarter turns clockwise."""
        return self._rotation

    @property
    def side(self) -> int:
        return self._side

    @property
    def anchor(self) -> Cell | None:
        """The grid cell of the piece's (0, 0) offset, None until aimed."""
        return self._anchor

    @property
    def placement(self) -> Placement | None:
        if self._anchor is None:
            return None
        return (self._anchor[0], self._anchor[1], self._rotation, self._side)

    @property
    def is_legal(self) -> bool:
        return self.placement in self._legal

    def legal_cells(self) -> frozenset[Cell]:
        """Every cell a legal placement in the present orientation covers."""
        if self._shape is None:
            return frozenset()
        cells = self._shape.of(self._rotation, self._side)
        return frozenset(
            (r + dr, c + dc)
            for r, c, rot, side in self._legal
            if (rot, side) == (self._rotation, self._side)
            for dr, dc in cells
        )

    def reason(self) -> str:
        """Why the placement shown is refused ("" when it is legal or unaimed)."""
        placement = self.placement
        if placement is None or placement in self._legal:
            return ""
        return self._reason(placement)

    # --- moving and turning -----------------------------------------------------
    def place_at(self, row: int, col: int, rotation: int | None = None, side: int | None = None) -> None:
        """Show the piece at (row, col) (kept on the grid), optionally turned."""
        if self._shape is None:
            return
        if rotation is not None:
            self._rotation = rotation % self._shape.rotations
        if side is not None:
            self._side = side % self._shape.sides
        self._set_anchor(self._clamped(row, col))

    def aim(self, pos: QPointF) -> bool:
        """Centre the piece on ``pos`` (item coordinates); False when ``pos``
        is too far off the grid to mean it."""
        if self._shape is None or not self._reach().contains(pos):
            return False
        rows, cols = self._shape.extent(self._rotation, self._side)
        col = round(pos.x() / self.cell - cols / 2)
        row = round(pos.y() / self.cell - rows / 2)
        self._set_anchor(self._clamped(row, col))
        return True

    def aim_scene(self, scene_pos: QPointF) -> bool:
        return self.aim(self.mapFromScene(scene_pos))

    def move(self, dr: int, dc: int) -> bool:
        """Step the piece by whole cells; the first step shows it mid-grid."""
        if self._shape is None:
            return False
        if self._anchor is None:
            rows, cols = self._shape.extent(self._rotation, self._side)
            self._set_anchor(((self.rows - rows) // 2, (self.cols - cols) // 2))
        else:
            self._set_anchor(self._clamped(self._anchor[0] + dr, self._anchor[1] + dc))
        return True

    def rotate(self, step: int = 1) -> bool:
        """Turn a quarter clockwise (``step`` -1: anticlockwise)."""
        if self._shape is None:
            return False
        self._rotation = (self._rotation + step) % self._shape.rotations
        self._after_turn()
        return True

    def flip(self) -> bool:
        """Turn the piece over, if it has another side."""
        if self._shape is None or self._shape.sides < 2:
            return False
        self._side = (self._side + 1) % self._shape.sides
        self._after_turn()
        return True

    def confirm(self) -> bool:
        """Play the placement shown: ``chosen`` if legal, else ``refused``."""
        placement = self.placement
        if placement is None:
            return False
        if placement in self._legal:
            self.chosen.emit(placement)
        else:
            self.refused.emit(self._reason(placement))
        return True

    def handle_key(self, event: QKeyEvent) -> bool:
        """R / Shift+R turn, F flips, arrows move, Enter or Space places."""
        if self._shape is None:
            return False
        key = Qt.Key(event.key())
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        arrows = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
        if key == Qt.Key.Key_R:
            return self.rotate(-1 if shift else 1)
        if key == Qt.Key.Key_F:
            return self.flip()
        if key in arrows:
            return self.move(*arrows[key])
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            return self.confirm()
        return False

    def _after_turn(self) -> None:
        if self._anchor is not None:
            self._set_anchor(self._clamped(*self._anchor), force=True)
        else:
            self.update()

    def _set_anchor(self, anchor: Cell, force: bool = False) -> None:
        if anchor == self._anchor and not force:
            return
        self._anchor = anchor
        self.update()
        placement = self.placement
        assert placement is not None
        self.status.emit(self._hint(placement) if placement in self._legal else self._reason(placement))

    def _clamped(self, row: int, col: int) -> Cell:
        assert self._shape is not None
        rows, cols = self._shape.extent(self._rotation, self._side)
        return (min(max(row, 0), max(0, self.rows - rows)), min(max(col, 0), max(0, self.cols - cols)))

    def _grid(self) -> QRectF:
        return QRectF(0, 0, self.cols * self.cell, self.rows * self.cell)

    def _reach(self) -> QRectF:
        m = self.margin
        return self._grid().adjusted(-m, -m, m, m)

    # --- mouse ----------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.aim(event.pos())

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.aim(event.pos())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        button = event.button()
        flip = button == Qt.MouseButton.MiddleButton or (
            button == Qt.MouseButton.RightButton and event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if flip:
            self.flip()
        elif button == Qt.MouseButton.RightButton:
            self.rotate(1)
        elif self.aim(event.pos()):
            self.confirm()
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        if self._shape is None:
            event.ignore()
            return
        self.rotate(1 if event.delta() < 0 else -1)
        event.accept()

    # --- painting ---------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._reach().adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._shape is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_legal_cells(painter)
        placement = self.placement
        if placement is None or self._paint_piece is None:
            return
        row, col, rotation, side = placement
        ok = placement in self._legal
        origin = QPointF(col * self.cell, row * self.cell)
        painter.save()
        painter.translate(origin)
        painter.setOpacity(0.85 if ok else 0.6)
        self._paint_piece(painter, rotation, side, self.cell)
        painter.restore()
        self._paint_outline(painter, row, col, ok)
        if not ok:
            self._paint_reason(painter, row)

    def _paint_legal_cells(self, painter: QPainter) -> None:
        # One picture stamped on every cell: a dashed outline stroked afresh
        # for each of some 40 cells was half of a Tenpenny Parks board update.
        cell = self.cell
        width = max(1.0, cell * 0.02)
        inset = max(2.0, cell * 0.03) - width  # the picture holds the outline's outer half
        size = cell - 2 * inset

        def draw(p: QPainter, rect: QRectF) -> None:
            fill = QColor(LEGAL)
            fill.setAlpha(95)
            p.setBrush(fill)
            p.setPen(QPen(QColor(255, 255, 255, 170), width, Qt.PenStyle.DashLine))
            p.drawRect(rect.adjusted(width, width, -width, -width))

        for r, c in self.legal_cells():
            stamp(painter, QRectF(c * cell + inset, r * cell + inset, size, size), ("legal-cell", round(cell, 2)), draw)

    def _paint_outline(self, painter: QPainter, row: int, col: int, ok: bool) -> None:
        assert self._shape is not None
        colour = LEGAL if ok else ILLEGAL
        pen = QPen(colour, max(3.0, self.cell * 0.045))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        cells = self._shape.of(self._rotation, self._side)
        for r, c in cells:  # trace the outline: the cell sides with no neighbour of the piece
            x, y = (col + c) * self.cell, (row + r) * self.cell
            s = self.cell
            if (r - 1, c) not in cells:
                painter.drawLine(QPointF(x, y), QPointF(x + s, y))
            if (r + 1, c) not in cells:
                painter.drawLine(QPointF(x, y + s), QPointF(x + s, y + s))
            if (r, c - 1) not in cells:
                painter.drawLine(QPointF(x, y), QPointF(x, y + s))
            if (r, c + 1) not in cells:
                painter.drawLine(QPointF(x + s, y), QPointF(x + s, y + s))
        if not ok:
            rows, cols = self._shape.extent(self._rotation, self._side)
            centre = QPointF((col + cols / 2) * self.cell, (row + rows / 2) * self.cell)
            arm = self.cell * 0.18
            painter.setPen(QPen(ILLEGAL, max(3.0, self.cell * 0.04)))
            painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
            painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))

    def _paint_reason(self, painter: QPainter, row: int) -> None:
        """The reason in a band across the grid, away from the piece."""
        assert self._shape is not None
        text = self.reason()
        if not text:
            return
        font = _font(self.text_px)
        painter.setFont(font)
        width = self._grid().width() - 12
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        needed = QFontMetricsF(font).boundingRect(QRectF(0, 0, width - 16, 1000), int(flags), text).height() + 12
        rows, _ = self._shape.extent(self._rotation, self._side)
        below = (row + rows / 2) < self.rows / 2
        top = self._grid().height() - needed - 6 if below else 6.0
        band = QRectF(6, top, width, needed)
        painter.setPen(QPen(ILLEGAL.darker(130), 1.5))
        painter.setBrush(QColor(255, 246, 240, 235))
        painter.drawRoundedRect(band, 8, 8)
        painter.setPen(QColor("#5a1010"))
        painter.drawText(band.adjusted(8, 4, -8, -4), int(flags), text)

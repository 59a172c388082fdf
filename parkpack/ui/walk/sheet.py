"""One player's printed score sheet as a graphics item.

The sheet paints its printed parts once (paper, title, grid labels, headings)
and keeps small child items for what changes: the 25 squares, the ten bonus
rows, the two getting-stuck icons, the score box and the counters. The looks
take plain values and repaint only the children whose look changed.
"""

from __future__ import annotations

from functools import cache
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ...i18n import _
from ...games.walk.content import BONUSES, LANDMARK_AT, LANDMARKS, SIZE, SQUARE_NAMES, SQUARES
from ..colours import text_on
from .art import ACCENT, INK, INK_SOFT, paper_texture
from .parts import BonusRow, Counters, Part, ScoreBox, StuckIcon
from .pixmaps import paint_cached
from .square import Look, SquareItem

WIDTH, HEIGHT = 1000.0, 720.0
CELL = 110.0
GRID = QPointF(56.0, 120.0)
PANEL_X = 642.0
BONUS_Y = 156.0
ROW_H = 30.5
BONUS_ROW_W = 320.0  # a landmark bonus row: its key, box and words
STUCK_Y = 484.0
SCORE_Y = 560.0
_BOUNDS = QRectF(-6, -6, WIDTH + 16, HEIGHT + 16)  # the page and its shadow
_HEADER = QRectF(20, 44, WIDTH - 40, 40)  # the owner's name and badge, over the page
TITLE = "A Walk in the Park"
TITLE_LEFT = GRID.x() - 4


def title_font() -> QFont:
    font = QFont("DejaVu Serif")
    font.setPixelSize(40)
    font.setBold(True)
    font.setItalic(True)
    return font


@cache
def header_box() -> QRectF:
    """Where the owner's name and badge go: from just right of the title (as
    wide as the installed serif draws it) to the panel's right edge."""
    left = TITLE_LEFT + QFontMetricsF(title_font()).horizontalAdvance(TITLE) + 14
    return QRectF(left, 48, PANEL_X + 320 - left, 32)


class SheetInput(Protocol):
    """Where a sheet sends its gestures, with itself (the board's gestures)."""

    def square_hovered(self, sheet: SheetItem, square: int) -> None: ...

    def square_left(self, sheet: SheetItem, square: int) -> None: ...

    def square_pressed(self, sheet: SheetItem, square: int, button: Qt.MouseButton) -> None: ...

    def square_wheel(self, sheet: SheetItem, square: int, delta: int) -> None: ...

    def bonus_pressed(self, sheet: SheetItem, bonus_id: str) -> None: ...

    def stuck_pressed(self, sheet: SheetItem, kind: str) -> None: ...

    def sheet_pressed(self, sheet: SheetItem) -> None: ...


class SheetItem(QGraphicsObject):
    """A score sheet; ``handler`` receives square, bonus and icon gestures."""

    def __init__(self, handler: SheetInput, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.handler = handler
        self.seat = -1
        self.owner = ""
        self.title = ""
        self.frame = ""  # "" own sheet, "view" someone else's (greyed frame)
        self.badge: tuple[str, str] = ("", "")  # (colour name, letter) of the seat
        self.squares: list[SquareItem] = []
        for sq in range(SQUARES):
            lm = LANDMARK_AT[sq]
            art = (LANDMARKS[lm].id, _(LANDMARKS[lm].name)) if lm >= 0 else None
            item = SquareItem(sq, CELL, art, self, self)
            if lm >= 0:
                item.setToolTip(f"{_(LANDMARKS[lm].name)} ({SQUARE_NAMES[sq]}): {_(LANDMARKS[lm].note)}")
            r, c = divmod(sq, SIZE)
            item.setPos(GRID.x() + c * CELL, GRID.y() + r * CELL)
            self.squares.append(item)
        self.bonus_rows: list[BonusRow] = []
        for i, b in enumerate(BONUSES):
            row = BonusRow(i, b.id, _(b.label), BONUS_ROW_W, ROW_H, self, self)
            row.setPos(PANEL_X, BONUS_Y + i * ROW_H)
            self.bonus_rows.append(row)
        self.stuck = {kind: StuckIcon(kind, self, self) for kind in ("curve", "straight")}
        self.stuck["curve"].setPos(PANEL_X + 118, STUCK_Y)
        self.stuck["straight"].setPos(PANEL_X + 218, STUCK_Y)
        self.score_box = ScoreBox(self)
        self.score_box.setPos(PANEL_X, SCORE_Y)
        self.counters = Counters(self)
        self.counters.setPos(GRID.x(), 78)
        self.parts: tuple[SquareItem | Part, ...] = (
            *self.squares, *self.bonus_rows, *self.stuck.values(), self.score_box, self.counters)

    # --- state --------------------------------------------------------------
    def set_header(self, seat: int, owner: str, frame: str, badge: tuple[str, str]) -> None:
        """Whose sheet this is: ``owner``'s, view only when ``frame`` is "view"."""
        title = QCoreApplication.translate("Walk", "{owner}'s sheet").format(owner=owner) + (QCoreApplication.translate("Walk", " — view only") if frame == "view" else "")
        if (seat, title, frame, badge) != (self.seat, self.title, self.frame, self.badge):
            self.seat, self.owner, self.title, self.frame, self.badge = seat, owner, title, frame, badge
            self.update()

    def set_looks(self, looks: list[Look]) -> None:
        for item, look in zip(self.squares, looks):
            item.set_look(look)

    def square_centre(self, square: int) -> QPointF:
        """The square's centre in scene coordinates (tests and tooltips)."""
        item = self.squares[square]
        return item.mapToScene(item.boundingRect().center())

    # --- gestures, forwarded with the seat --------------------------------
    def square_hovered(self, square: int) -> None:
        self.handler.square_hovered(self, square)

    def square_left(self, square: int) -> None:
        self.handler.square_left(self, square)

    def square_pressed(self, square: int, button: Qt.MouseButton) -> None:
        self.handler.square_pressed(self, square, button)

    def square_wheel(self, square: int, delta: int) -> None:
        self.handler.square_wheel(self, square, delta)

    def bonus_pressed(self, bonus_id: str) -> None:
        self.handler.bonus_pressed(self, bonus_id)

    def stuck_pressed(self, kind: str) -> None:
        self.handler.stuck_pressed(self, kind)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.handler.sheet_pressed(self)
        event.accept()

    # --- painting ---------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(_BOUNDS)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_cached(painter, (SheetItem, self.frame), _BOUNDS, self._draw_page)
        paint_cached(painter, (SheetItem, self.title, self.badge), _HEADER, self._draw_header)

    def _draw_page(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        page = QRectF(0, 0, WIDTH, HEIGHT)
        painter.fillRect(page.translated(5, 7), QColor(0, 0, 0, 60))
        painter.fillRect(page, paper_texture())
        view_only = self.frame == "view"
        if view_only:
            painter.fillRect(page, QColor(120, 120, 120, 45))
        edge = QPen(QColor(110, 110, 110) if view_only else INK, 10 if view_only else 2.5)
        if view_only:
            edge.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(edge)
        painter.drawRect(page.adjusted(14, 14, -14, -14))
        self._paint_title(painter)
        self._paint_grid_labels(painter)
        self._paint_panel(painter)

    def _paint_title(self, painter: QPainter) -> None:
        font = title_font()
        painter.setFont(font)
        painter.setPen(ACCENT)
        painter.drawText(QRectF(TITLE_LEFT, 22, 560, 50), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         TITLE)
        font.setPixelSize(15)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(QRectF(PANEL_X, 24, 320, 22), Qt.AlignmentFlag.AlignRight, "Royal Botanic Garden · Sydney")

    def _draw_header(self, painter: QPainter) -> None:
        """Whose sheet it is, with the seat's colour and letter. A long name
        is shortened so the whole line fits beside the title."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont("DejaVu Serif")
        font.setBold(True)
        font.setPixelSize(22)
        painter.setFont(font)
        painter.setPen(INK)
        metrics = QFontMetricsF(font)
        colour, letter = self.badge
        text = self.header_text(metrics)
        box = header_box()
        painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        if letter:
            # The seat's colour always comes with its letter (colour-blind players).
            x = box.right() - metrics.horizontalAdvance(text) - 36
            disc = QRectF(x, box.top() + 2, 28, 28)
            painter.setBrush(QColor(colour))
            painter.setPen(QPen(INK, 1.5))
            painter.drawEllipse(disc)
            font.setPixelSize(16)
            painter.setFont(font)
            painter.setPen(text_on(QColor(colour)))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, letter)

    def header_text(self, metrics: QFontMetricsF) -> str:
        """The heading as drawn: the owner's name shortened, if need be, so
        "…'s sheet" (and "— view only") fits beside the title and badge."""
        room = header_box().width() - (38 if self.badge[1] else 0)
        if metrics.horizontalAdvance(self.title) <= room:
            return self.title
        rest = self.title[len(self.owner):]
        return metrics.elidedText(self.owner, Qt.TextElideMode.ElideRight, room - metrics.horizontalAdvance(rest)) + rest

    def _paint_grid_labels(self, painter: QPainter) -> None:
        font = QFont("DejaVu Sans")
        font.setPixelSize(14)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(INK_SOFT)
        for i in range(SIZE):
            x = GRID.x() + i * CELL
            painter.drawText(QRectF(x, GRID.y() - 20, CELL, 18), Qt.AlignmentFlag.AlignCenter, "ABCDE"[i])
            y = GRID.y() + i * CELL
            painter.drawText(QRectF(GRID.x() - 26, y, 22, CELL), Qt.AlignmentFlag.AlignCenter, str(i + 1))
        painter.setPen(QPen(INK, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(GRID.x(), GRID.y(), SIZE * CELL, SIZE * CELL))

    def _paint_panel(self, painter: QPainter) -> None:
        font = QFont("DejaVu Serif")
        font.setPixelSize(19)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(QRectF(PANEL_X, BONUS_Y - 42, 320, 26), Qt.AlignmentFlag.AlignLeft, QCoreApplication.translate("Walk", "Landmark bonuses"))
        small = QFont("DejaVu Sans")
        small.setPixelSize(13)
        painter.setFont(small)
        painter.drawText(QRectF(PANEL_X, BONUS_Y - 20, 330, 17), Qt.AlignmentFlag.AlignLeft,
                         QCoreApplication.translate("Walk", "One for each landmark visited · six at most"))
        painter.setFont(font)
        painter.drawText(QRectF(PANEL_X, STUCK_Y + 6, 120, 24), Qt.AlignmentFlag.AlignLeft, QCoreApplication.translate("Walk", "Getting"))
        painter.drawText(QRectF(PANEL_X, STUCK_Y + 30, 120, 24), Qt.AlignmentFlag.AlignLeft, QCoreApplication.translate("Walk", "stuck"))
        painter.setFont(small)
        painter.drawText(QRectF(PANEL_X, STUCK_Y + 52, 118, 17), Qt.AlignmentFlag.AlignLeft, QCoreApplication.translate("Walk", "−3, once each"))
        outline = QPainterPath()
        outline.addRoundedRect(QRectF(PANEL_X - 6, STUCK_Y - 4, 332, 74), 8, 8)
        painter.setPen(QPen(INK_SOFT, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(outline)

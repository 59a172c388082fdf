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
from . import lettering
from .lettering import HEADING_PX, SANS, SERIF
from .parts import BonusRow, Counters, Part, ScoreBox, StuckIcon, bonus_row_height
from .pixmaps import paint_cached
from .square import Look, SquareItem

# The page's width sets its scale in a small window (the view fits it in
# width first), so the grid and the panel are as narrow as their words allow.
CELL = 120.0  # "Mrs Macquarie's" fits across a square at the smallest size
GRID = QPointF(42.0, 132.0)  # the grid's top left, with room for its letters and numbers
GRID_SIDE = SIZE * CELL
PANEL_X = GRID.x() + GRID_SIDE + 24.0  # the bonuses, getting stuck and the score, right of the grid
PANEL_W = 300.0  # long bonus texts take two lines rather than widen the page
PAGE_MARGIN = 28.0  # from the panel to the paper's edge, past the printed frame
WIDTH = PANEL_X + PANEL_W + PAGE_MARGIN
HEIGHT = GRID.y() + GRID_SIDE + 26.0
COUNTERS_Y = 84.0  # the progress line over the grid, the solo turn tally over the panel
PANEL_TOP = 110.0  # the bonuses' heading, under the solo turn tally
HEADING_H = 25.0
NOTE_LINE_H = 18.0
BONUS_ROW_W = PANEL_W  # a landmark bonus row: its key, box and words
SCORE_Y = GRID.y() + GRID_SIDE - ScoreBox.H  # the score box ends level with the grid
STUCK_Y = SCORE_Y - 84.0
STUCK_ICON_X = (116.0, 208.0)  # the curve's and the straight's reminders, from the panel's left
_BOUNDS = QRectF(-6, -6, WIDTH + 16, HEIGHT + 16)  # the page and its shadow
_HEADER = QRectF(20, 44, WIDTH - 40, 40)  # the owner's name and badge, over the page
TITLE = "A Walk in the Park"
TITLE_LEFT = GRID.x() - 4
GRID_LABEL_PX = lettering.MIN_PX  # the column letters and row numbers


def title_font() -> QFont:
    return lettering.font(40, True, SERIF, True)


@cache
def header_box() -> QRectF:
    """Where the owner's name and badge go: from just right of the title (as
    wide as the installed serif draws it) to the panel's right edge."""
    left = TITLE_LEFT + QFontMetricsF(title_font()).horizontalAdvance(TITLE) + 14
    return QRectF(left, 48, PANEL_X + PANEL_W - left, 32)


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
        self.pattern = "{owner}"  # the heading's wording, the owner's name still to go in
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
        y = bonus_rows_top()
        for i, b in enumerate(BONUSES):
            label = _(b.label)
            row = BonusRow(i, b.id, label, BONUS_ROW_W, bonus_row_height(label, BonusRow.text_width(BONUS_ROW_W)), self, self)
            row.setPos(PANEL_X, y)
            y += row.height
            self.bonus_rows.append(row)
        self.stuck = {kind: StuckIcon(kind, self, self) for kind in ("curve", "straight")}
        for kind, x in zip(("curve", "straight"), STUCK_ICON_X):
            self.stuck[kind].setPos(PANEL_X + x, STUCK_Y)
        self.score_box = ScoreBox(self)
        self.score_box.setPos(PANEL_X, SCORE_Y)
        self.counters = Counters(PANEL_X + PANEL_W - GRID.x(), PANEL_X - GRID.x(), self)
        self.counters.setPos(GRID.x(), COUNTERS_Y)
        self.parts: tuple[SquareItem | Part, ...] = (
            *self.squares, *self.bonus_rows, *self.stuck.values(), self.score_box, self.counters)

    # --- state --------------------------------------------------------------
    def set_header(self, seat: int, owner: str, frame: str, badge: tuple[str, str]) -> None:
        """Whose sheet this is: ``owner``'s, view only when ``frame`` is "view"."""
        pattern = QCoreApplication.translate("Walk", "{owner}'s sheet") + (QCoreApplication.translate("Walk", " — view only") if frame == "view" else "")
        title = pattern.format(owner=owner)
        if (seat, title, frame, badge) != (self.seat, self.title, self.frame, self.badge):
            self.seat, self.owner, self.title, self.frame, self.badge = seat, owner, title, frame, badge
            self.pattern = pattern
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
        painter.setFont(lettering.font(lettering.MIN_PX, False, SERIF, True))
        painter.setPen(INK)
        painter.drawText(QRectF(PANEL_X, 24, PANEL_W, 22), Qt.AlignmentFlag.AlignRight, "Royal Botanic Garden · Sydney")

    def _draw_header(self, painter: QPainter) -> None:
        """Whose sheet it is, with the seat's colour and letter. A long name
        is shortened so the whole line fits beside the title."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = lettering.font(22, True, SERIF)
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
            painter.setFont(lettering.font(16, True, SERIF))
            painter.setPen(text_on(QColor(colour)))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, letter)

    def header_text(self, metrics: QFontMetricsF) -> str:
        """The heading as drawn: the owner's name shortened, if need be, so
        "…'s sheet" (and "— view only") fits beside the title and badge."""
        room = header_box().width() - (38 if self.badge[1] else 0)
        if metrics.horizontalAdvance(self.title) <= room:
            return self.title
        # The name may stand anywhere in the wording ("Blatt von {owner}").
        before, _owner, after = self.pattern.partition("{owner}")
        room -= metrics.horizontalAdvance(before + after)
        return before + metrics.elidedText(self.owner, Qt.TextElideMode.ElideRight, room) + after

    def _paint_grid_labels(self, painter: QPainter) -> None:
        painter.setFont(lettering.font(GRID_LABEL_PX, True))
        painter.setPen(INK_SOFT)
        for i in range(SIZE):
            x = GRID.x() + i * CELL
            painter.drawText(QRectF(x, GRID.y() - 20, CELL, 19), Qt.AlignmentFlag.AlignCenter, "ABCDE"[i])
            y = GRID.y() + i * CELL
            painter.drawText(QRectF(GRID.x() - 24, y, 22, CELL), Qt.AlignmentFlag.AlignCenter, str(i + 1))
        painter.setPen(QPen(INK, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(GRID.x(), GRID.y(), GRID_SIDE, GRID_SIDE))

    def _paint_panel(self, painter: QPainter) -> None:
        heading = lettering.font(HEADING_PX, True, SERIF)
        small = lettering.font(lettering.MIN_PX, False, SANS)
        left = Qt.AlignmentFlag.AlignLeft
        title = QCoreApplication.translate("Walk", "Landmark bonuses")
        painter.setFont(lettering.font(lettering.fitted_px(title, PANEL_W, HEADING_PX, True, SERIF), True, SERIF))
        painter.setPen(INK)
        painter.drawText(QRectF(PANEL_X, PANEL_TOP, PANEL_W, HEADING_H), left | Qt.AlignmentFlag.AlignVCenter, title)
        painter.setFont(small)
        note = bonus_note()
        painter.drawText(QRectF(PANEL_X, PANEL_TOP + HEADING_H, PANEL_W, NOTE_LINE_H * len(note)), left, "\n".join(note))
        label_w = STUCK_ICON_X[0] - 2
        painter.setFont(heading)
        painter.drawText(QRectF(PANEL_X, STUCK_Y, label_w, 24), left, QCoreApplication.translate("Walk", "Getting"))
        painter.drawText(QRectF(PANEL_X, STUCK_Y + 23, label_w, 24), left, QCoreApplication.translate("Walk", "stuck"))
        painter.setFont(small)
        painter.drawText(QRectF(PANEL_X, STUCK_Y + 47, label_w, 19), left, QCoreApplication.translate("Walk", "−3, once each"))
        outline = QPainterPath()
        outline.addRoundedRect(stuck_box(), 8, 8)
        painter.setPen(QPen(INK_SOFT, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(outline)


def bonus_note() -> tuple[str, ...]:
    """The line under the bonuses' heading, on two lines if it must."""
    note = QCoreApplication.translate("Walk", "One for each landmark visited · six at most")
    metrics = QFontMetricsF(lettering.font(lettering.MIN_PX))
    return lettering.wrapped(note, metrics, PANEL_W) or (metrics.elidedText(note, Qt.TextElideMode.ElideRight, PANEL_W),)


def bonus_rows_top() -> float:
    """Where the first bonus row goes: under the heading and its note."""
    return PANEL_TOP + HEADING_H + NOTE_LINE_H * len(bonus_note()) + 4


def stuck_box() -> QRectF:
    """The printed frame round the getting-stuck reminders."""
    return QRectF(PANEL_X - 6, STUCK_Y - 4, PANEL_W + 12, 74)

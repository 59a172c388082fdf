"""Items beside the properties: the choice bar and its buttons, a player's
header, their attraction cards, their goal cards, Becky's panel and the
property boards offered at setup."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ...i18n import _
from ...games.tenpenny.content import CARD, board_layout
from .art import CENTRE, paint_layout, shovel, worker
from .game_items import Pawn, mark_badge, mark_edge, paint_pawn
from .hot import Host, HotItem, Key, dim, offer_edge
from .palette import (
    BOARD_EDGE,
    FOCUS,
    GRASS,
    INK,
    OFFER,
    PAPER,
    SOFT_INK,
    TAN,
    draw_text,
    fits_line,
    text_width,
    type_colour,
)

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
WRAP_TOP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


# --- buttons ----------------------------------------------------------------------------
BUTTON_H = 32.0
BUTTON_PX = 14


def button_width(label: str) -> float:
    return text_width(label, BUTTON_PX, True) + 24


@dataclass(frozen=True)
class ButtonLook:
    label: str
    state: str = ""  # "focus" when Tab is on it
    hovered: bool = False


class ButtonItem(HotItem):
    def __init__(self, host: Host, index: int, label: str, widest: float) -> None:
        # (Never wider than the bar: a longer label shrinks a little, then is cut.)
        super().__init__(host, ("button", index), min(button_width(label), widest), BUTTON_H)
        self.set_look(ButtonLook(label))
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def draw(self, painter: QPainter) -> None:
        look: ButtonLook = self.look
        rect = QRectF(1, 1, self.w - 2, self.h - 2)
        focus = look.state == "focus"
        painter.setPen(QPen(FOCUS if focus else QColor("#7a6a3f"), 3 if focus else 1.4))
        painter.setBrush(QColor("#fff3c4") if not focus else QColor("#ffffff"))
        painter.drawRoundedRect(rect, 8, 8)
        draw_text(painter, rect.adjusted(6, 0, -6, 0), CENTRE, look.label, BUTTON_PX, True, INK, elide=True, fit=True)


# --- the choice bar ----------------------------------------------------------------------
@dataclass(frozen=True)
class CaptionLook:
    text: str
    detail: str = ""
    active: bool = True


class CaptionItem(HotItem):
    """What to do now, in a line or two, above the buttons; a detail too
    long for one line at the board's least size takes a second line (the
    item grows, and what is below it moves down)."""

    def __init__(self, host: Host, width: float, height: float) -> None:
        super().__init__(host, ("caption",), width, height)
        self.base_h = height
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def detail_rect(self, lines: int) -> QRectF:
        return QRectF(10, 23, self.w - 20, DETAIL_LINE_H * lines)

    def detail_lines(self, detail: str) -> int:
        if not detail:
            return 0
        return 1 if fits_line(detail, DETAIL_PX, self.detail_rect(1).width()) else 2

    def set_look(self, look: CaptionLook) -> None:
        extra = max(0, self.detail_lines(look.detail) - 1) * DETAIL_LINE_H
        self.set_size(self.w, self.base_h + extra)
        super().set_look(look)

    def draw(self, painter: QPainter) -> None:
        look: CaptionLook = self.look
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(OFFER if look.active else BOARD_EDGE, 2 if look.active else 1))
        painter.setBrush(QColor("#fffaf0") if look.active else QColor(255, 255, 255, 120))
        painter.drawRoundedRect(rect, 8, 8)
        top = QRectF(10, 2, self.w - 20, 22) if look.detail else rect.adjusted(10, 0, -10, 0)
        draw_text(painter, top, LEFT, look.text, 15, look.active, INK if look.active else SOFT_INK, elide=True, fit=True)
        lines = self.detail_lines(look.detail)
        if lines == 1:
            draw_text(painter, self.detail_rect(1), LEFT, look.detail, DETAIL_PX, False, SOFT_INK, elide=True, fit=True)
        elif lines:
            draw_text(painter, self.detail_rect(2), WRAP_TOP, look.detail, DETAIL_PX, False, SOFT_INK, fit=True)


DETAIL_PX = 14.0
DETAIL_LINE_H = 18.0


# --- a player's header -------------------------------------------------------------------
@dataclass(frozen=True)
class HeaderLook:
    title: str
    stats: str
    pawn: Pawn
    shovel: bool = False
    extra: bool = False
    big: bool = True
    state: str = ""  # a small park's header: "offer" when it can be enlarged


EXTRA_W = 24.0  # the extra worker beside a name


class HeaderItem(HotItem):
    def __init__(self, host: Host, seat: int, width: float) -> None:
        super().__init__(host, ("park", seat), width, 26)

    def draw(self, painter: QPainter) -> None:
        look: HeaderLook = self.look
        px = 15 if look.big else 14
        paint_pawn(painter, QRectF(0, 1, 20, 24), look.pawn)
        icons = (22 if look.shovel else 0) + (EXTRA_W if look.extra else 0)
        stats_w = text_width(look.stats, 14) + 10 if look.stats else 0
        title_w = min(text_width(look.title, px, True) + 4, self.w - 26 - icons - stats_w)
        draw_text(painter, QRectF(24, 0, title_w, self.h), LEFT, look.title, px, True, INK, elide=True)
        x = 24 + title_w + 2
        if look.shovel:
            shovel(painter, QRectF(x + 1, 2, 18, 22))
            x += 22
        if look.extra:
            worker(painter, QRectF(x + 2, 1, 20, 24), TAN, "+")  # as tall as the pawn, so its "+" is readable
            x += EXTRA_W
        if look.stats:
            draw_text(painter, QRectF(self.w - stats_w, 0, stats_w, self.h), RIGHT, look.stats, 14, False, SOFT_INK)


@dataclass(frozen=True)
class NoteLook:
    lines: tuple[str, ...]
    bold_first: bool = False
    mark: str = ""  # a tag: what Becky just scored


class NoteItem(HotItem):
    """A few plain lines (under a small park: its goals; Becky's status)."""

    def __init__(self, host: Host, key: Key, width: float, height: float) -> None:
        super().__init__(host, key, width, height)

    def draw(self, painter: QPainter) -> None:
        look: NoteLook = self.look
        y = 0.0
        for i, line in enumerate(look.lines):
            bold = look.bold_first and i == 0
            draw_text(painter, QRectF(0, y, self.w, 19), LEFT, line, 15 if bold else 14, bold, INK if bold else SOFT_INK,
                      elide=True, fit=True)
            y += 19
        if look.mark:
            rect = QRectF(0, 0, self.w, self.h)
            mark_edge(painter, rect, 6)
            mark_badge(painter, QRectF(self.w - 120, 0, 120, self.h), look.mark)


# --- attraction cards ------------------------------------------------------------------------
CHIP_H = 28.0
# Becky's cards to a row: as many as leave each chip room for its type's
# code and VP ("OW 6") at the board's text size.
BECKY_COLUMNS = 8


@dataclass(frozen=True)
class ChipsLook:
    title: str
    cards: tuple[str, ...]
    offered: frozenset[str] = frozenset()
    advertised: frozenset[str] = frozenset()
    focus: str = ""
    mark: str = ""  # a card highlighted (Becky advertises it)
    colour_blind: bool = False
    columns: int = 3


def chip_columns(count: int) -> int:
    """Columns for a player's ``count`` attraction chips: two where that
    takes no more rows than three (their names then fit whole), three up to
    nine cards, four beyond."""
    if count > 9:
        return 4
    return 2 if -(-count // 2) == -(-count // 3) else 3


# Where the chips start below their heading: far enough that a lesson's or a
# hint's ring round a chip (it reaches about 8 px past it) leaves the
# heading's words readable.
CHIPS_TOP = 24


class ChipsItem(HotItem):
    """A player's attraction cards, two to four to a row; while advertising, the
    ones that can be advertised glow and show what it costs and gives."""

    def __init__(self, host: Host, key: Key, width: float) -> None:
        super().__init__(host, key, width, CHIPS_TOP + CHIP_H)

    @property
    def columns(self) -> int:
        look: ChipsLook | None = self.look
        return look.columns if look is not None else 3

    def chip_rect(self, index: int) -> QRectF:
        cols = self.columns
        w = (self.w - (cols - 1) * 5) / cols
        row, col = divmod(index, cols)
        return QRectF(col * (w + 5), CHIPS_TOP + row * (CHIP_H + 3), w, CHIP_H)

    @staticmethod
    def height_for(count: int, columns: int) -> float:
        rows = max(1, (count + columns - 1) // columns)
        return CHIPS_TOP + rows * (CHIP_H + 3) - 3  # no gap after the last row

    def set_look(self, look: ChipsLook) -> None:
        self.set_size(self.w, self.height_for(len(look.cards), look.columns))
        super().set_look(look)

    def regions(self) -> list[tuple[QRectF, Key]]:
        look: ChipsLook | None = self.look
        base: list[tuple[QRectF, Key]] = [(QRectF(0, 0, self.w, self.h), self.key)]
        if look is None:
            return base
        return base + [(self.chip_rect(i), ("chip", c)) for i, c in enumerate(look.cards)]

    def draw(self, painter: QPainter) -> None:
        look: ChipsLook = self.look
        draw_text(painter, QRectF(0, 0, self.w, 20), LEFT, look.title, 14, True, INK, elide=True)
        if not look.cards:
            draw_text(painter, QRectF(0, CHIPS_TOP + 1, self.w, CHIP_H), LEFT, QCoreApplication.translate("Tenpenny", "none yet"), 14, False, SOFT_INK)
        for i, card_id in enumerate(look.cards):
            r = self.chip_rect(i)
            self._chip(painter, r, card_id, look)
            if card_id in look.offered:
                offer_edge(painter, r, "focus" if card_id == look.focus else "offer", 6)
            elif look.offered:
                dim(painter, r, 6)
            if card_id == look.mark:
                mark_edge(painter, r, 6)

    def _chip(self, painter: QPainter, r: QRectF, card_id: str, look: ChipsLook) -> None:
        card = CARD[card_id]
        colour = type_colour(card.type, look.colour_blind)
        painter.setPen(QPen(colour.darker(150), 1.2))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(r, 6, 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        if r.width() < 60:  # Becky's cards, eight to a row: the type's code and the card's VP
            painter.drawRoundedRect(QRectF(r.left(), r.bottom() - 5, r.width(), 5), 2, 2)
            draw_text(painter, r.adjusted(2, 0, -2, -4), CENTRE, f"{card.type} {card.vp}", 14, False, INK, fit=True)
            return
        painter.drawRoundedRect(QRectF(r.left(), r.top(), 8, r.height()), 4, 4)
        if card_id in look.offered:
            text = QCoreApplication.translate("Tenpenny", "ad ${ad_cost} → {ad_vp} VP").format(ad_cost=card.ad_cost, ad_vp=card.ad_vp)
            draw_text(painter, r.adjusted(12, 0, -4, 0), LEFT, text, 14, True, INK, elide=True)
            return
        tick = " ✓" if card_id in look.advertised else ""
        name = _(card.name) if r.width() > 100 else card.type  # narrow chips show the type's code
        draw_text(painter, r.adjusted(12, 0, -24, 0), LEFT, name + tick, 14, False, INK, elide=True, fit=True)
        draw_text(painter, r.adjusted(0, 0, -5, 0), RIGHT, str(card.vp), 14, True, INK)


# --- goal cards ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class GoalLook:
    name: str  # "" for a secret goal seen from the outside
    text: str
    progress: str = ""
    state: str = ""  # "offer" or "focus" (keeping goals)
    back: bool = False  # this one would go back to the box (keeping goals)
    met: bool | None = None


GOAL_TEXT_PX = 14.0


def goal_text_lines(text: str, width: float) -> int:
    """The lines a goal's wording takes on a strip ``width`` wide."""
    return 1 if fits_line(text, GOAL_TEXT_PX, width - 12) else 2


class GoalItem(HotItem):
    """A goal card as a strip: its name and progress, then what it asks."""

    def __init__(self, host: Host, key: Key, width: float, height: float) -> None:
        super().__init__(host, key, width, height)

    def draw(self, painter: QPainter) -> None:
        look: GoalLook = self.look
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(QColor("#6f5a9a"), 1.5))
        painter.setBrush(QColor("#efe8fa") if look.name else QColor("#d8cfe9"))
        painter.drawRoundedRect(rect, 8, 8)
        if not look.name:
            draw_text(painter, rect, CENTRE, QCoreApplication.translate("Tenpenny", "secret goal"), 14, True, QColor("#6f5a9a"))
            return
        progress_w = text_width(look.progress, 14, bool(look.met)) + 6 if look.progress else 0
        draw_text(painter, QRectF(8, 2, self.w - 16 - progress_w, 21), LEFT, look.name, 15, True, INK, elide=True, fit=True)
        if look.progress:
            colour = QColor("#1d6b2f") if look.met else SOFT_INK
            draw_text(painter, QRectF(self.w - 8 - progress_w, 2, progress_w, 21), RIGHT, look.progress, 14,
                      bool(look.met), colour)
        body = QRectF(6, 22, self.w - 12, self.h - 24)
        draw_text(painter, body, WRAP_TOP, look.text, GOAL_TEXT_PX, False, INK, fit=True)
        if look.back:
            painter.setPen(QPen(QColor("#a3261b"), 3))
            painter.drawLine(QPointF(8, self.h / 2), QPointF(self.w - 8, self.h / 2))
            mark_badge(painter, rect, QCoreApplication.translate("Tenpenny", "goes back to the box"), inside=True)
        offer_edge(painter, rect, look.state)


# --- property boards to choose from (setup) ---------------------------------------------------------
@dataclass(frozen=True)
class PreviewLook:
    board: str
    side: str
    title: str
    state: str = ""
    colour_blind: bool = False


class PreviewItem(HotItem):
    def __init__(self, host: Host, board: str, side: str, width: float) -> None:
        super().__init__(host, ("property", board, side), width, width + 40)

    def draw(self, painter: QPainter) -> None:
        look: PreviewLook = self.look
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(BOARD_EDGE, 1))
        painter.setBrush(QColor(255, 255, 255, 140))
        painter.drawRoundedRect(rect, 8, 8)
        size = self.w - 12
        paint_layout(painter, QRectF(6, 6, size, size), board_layout(look.board, look.side), GRASS, look.colour_blind)
        draw_text(painter, QRectF(4, size + 6, self.w - 8, 34), int(CENTRE | Qt.TextFlag.TextWordWrap), look.title, 14,
                  True, INK, fit=True)
        offer_edge(painter, rect, look.state)


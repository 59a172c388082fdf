"""The Thrill, Awe and Joy tracks and the entrants' discs on them.

A space holds a stack of discs, bottom to top as the view lists them; each
disc is its own item so a move can glide from one space to another. A disc
under others still shows its letter in the band left visible below the disc
on top of it, so every disc of a stack can be read.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...i18n import _
from ...games.tenpenny.content import BONUS_SPACE_INDEX, EMOTION_NAMES, TRACK_SPACES
from .art import CENTRE, disc, emotion_glyph
from .hot import Host, HotItem, Key, offer_edge
from .palette import BOARD_EDGE, INK, SOFT_INK, draw_text, emotion_colour, text_width, tint

LABEL_W = 78.0
HEAD_H = 20.0
DISC = 26.0
STACK_STEP = 12.0


def row_height(entrants: int) -> float:
    return max(46.0, DISC + STACK_STEP * (entrants - 1) + 12)


@dataclass(frozen=True)
class TracksLook:
    entrants: int
    offered: frozenset[int] = frozenset()  # tracks a click chooses now (a wild icon)
    focus: int = -1
    marks: tuple[tuple[int, str], ...] = ()  # (track, words) highlighted
    colour_blind: bool = False


class TracksItem(HotItem):
    def __init__(self, host: Host, width: float) -> None:
        super().__init__(host, ("tracks",), width, HEAD_H + 3 * row_height(2))

    @property
    def label_w(self) -> float:
        """Room for the track names, wider where the language's names are
        longer, as long as each space still holds a disc."""
        widest = max(text_width(_(name), 14, True) for name in EMOTION_NAMES)
        most = self.w - TRACK_SPACES * (DISC + 2)
        return max(LABEL_W, min(most, 38 + widest))

    @property
    def space_w(self) -> float:
        return (self.w - self.label_w) / TRACK_SPACES

    @property
    def row_h(self) -> float:
        look: TracksLook | None = self.look
        return row_height(look.entrants if look else 2)

    def row_rect(self, track: int) -> QRectF:
        return QRectF(0, HEAD_H + track * self.row_h, self.w, self.row_h)

    def label_rect(self, track: int) -> QRectF:
        r = self.row_rect(track)
        return QRectF(r.left(), r.top() + 2, self.label_w - 4, r.height() - 4)

    def disc_pos(self, track: int, space: int, height: int) -> QPointF:
        """Item coordinates of the top-left of a disc ``height`` discs up a stack."""
        r = self.row_rect(track)
        x = self.label_w + space * self.space_w + (self.space_w - DISC) / 2
        y = r.bottom() - 6 - DISC - height * STACK_STEP
        return QPointF(x, y)

    def regions(self) -> list[tuple[QRectF, Key]]:
        return [(self.row_rect(t), ("track", t)) for t in range(3)]

    def draw(self, painter: QPainter) -> None:
        look: TracksLook = self.look
        sw, label_w = self.space_w, self.label_w
        bonus_x = label_w + BONUS_SPACE_INDEX * sw
        draw_text(painter, QRectF(0, 0, label_w, HEAD_H), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                  QCoreApplication.translate("Tenpenny", "Space"), 14, True, SOFT_INK)
        for k in range(TRACK_SPACES):
            draw_text(painter, QRectF(label_w + k * sw, 0, sw, HEAD_H), CENTRE, str(k + 1), 14, k >= BONUS_SPACE_INDEX,
                      INK if k >= BONUS_SPACE_INDEX else SOFT_INK)
        for t in range(3):
            r = self.row_rect(t)
            colour = emotion_colour(t, look.colour_blind)
            painter.setPen(QPen(BOARD_EDGE, 1))
            painter.setBrush(tint(colour, 0.22))
            painter.drawRoundedRect(r.adjusted(0, 1, 0, -1), 6, 6)
            painter.setBrush(tint(colour, 0.45))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRect(QRectF(bonus_x, r.top() + 1.5, self.w - bonus_x - 1, r.height() - 3))
            painter.setPen(QPen(QColor(BOARD_EDGE.red(), BOARD_EDGE.green(), BOARD_EDGE.blue(), 110), 1))
            for k in range(1, TRACK_SPACES):
                x = label_w + k * sw
                painter.drawLine(QPointF(x, r.top() + 4), QPointF(x, r.bottom() - 4))
            emotion_glyph(painter, QRectF(6, r.center().y() - 12, 24, 24), t, look.colour_blind)
            draw_text(painter, QRectF(34, r.top(), label_w - 36, r.height()),
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, _(EMOTION_NAMES[t]), 14, True, INK)
            if t in look.offered:
                offer_edge(painter, r, "focus" if t == look.focus else "offer", 6)
        painter.setPen(QPen(INK, 2, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(bonus_x, HEAD_H), QPointF(bonus_x, self.h))
        for t, _words in look.marks:  # the words are in the choice bar's line: a badge would hide discs
            from .game_items import mark_edge

            mark_edge(painter, self.row_rect(t).adjusted(2, 2, -2, -2), 6)


@dataclass(frozen=True)
class DiscLook:
    colour: str
    letter: str
    shape: str
    covered: bool  # another disc lies on top of it


class DiscItem(QGraphicsItem):
    """One entrant's disc on one track."""

    def __init__(self, entrant: int, track: int) -> None:
        super().__init__()
        self.entrant, self.track = entrant, track
        self.look: DiscLook | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_look(self, look: DiscLook) -> None:
        if look != self.look:
            self.look = look
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, DISC + 4, DISC + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        if look is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, DISC, DISC)
        band = QRectF(0, DISC - STACK_STEP - 1, DISC, STACK_STEP + 1) if look.covered else None
        disc(painter, rect, QColor(look.colour), look.letter, look.shape, band)

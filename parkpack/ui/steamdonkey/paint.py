"""How the Steam Donkey board paints: its colours, its font, the four icons,
a visitor's back and an attraction's front, all drawn with QPainter.

Every text the board draws goes through ``draw_text``, which a test may
``listen`` to (ui/overheard.py), so it can prove that nothing of another
seat's hand is ever on screen.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF

from ...i18n import _, language
from ...games.steamdonkey.content import ANY_COLOUR, CARD, SPECIAL, TRANSPORT, back_icon, back_suitcase

INK = QColor("#22261f")
SOFT_INK = QColor("#4d5448")
PAPER = QColor("#fcf7e8")
TABLE = QColor("#d8e3dd")
FELT = QColor("#c9d8cf")
EDGE = QColor("#8c7a52")
from ..items.hot_item import FOCUS, OFFER  # the edges every board shares
from ..colours import ink_on, mix  # ink_on: the board takes its inks from here
from ..overheard import note
from . import hyphens
BACK_FILL = QColor("#34506b")  # a card's back: a station-blue with the visitor on it

#: Park, Town, Beach: green, red, yellow (and the colour-blind-safe ones).
AREA_COLOUR: tuple[str, ...] = ("#4f9a45", "#c8423a", "#e2b22b")
AREA_COLOUR_SAFE: tuple[str, ...] = ("#009e73", "#d55e00", "#f0e442")
FUNICULAR_COLOUR = "#8b6fb5"

#: The smallest text the board draws, in scene pixels (about 11 px on screen at 1024x700).
MIN_PX = 14.0
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
CENTRE = int(Qt.AlignmentFlag.AlignCenter)
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
WRAP = int(Qt.TextFlag.TextWordWrap)
TOP_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)


def area_colour(colour: int, colour_blind: bool = False) -> QColor:
    if colour == ANY_COLOUR:
        return QColor(FUNICULAR_COLOUR)
    return QColor((AREA_COLOUR_SAFE if colour_blind else AREA_COLOUR)[colour])


def tint(colour: QColor, amount: float) -> QColor:
    """``colour`` mixed with paper by ``amount`` (0 = paper, 1 = colour)."""
    return mix(colour, PAPER, amount)


@lru_cache(maxsize=64)
def font(px: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(6, int(round(px))))
    f.setBold(bold)
    return f


@lru_cache(maxsize=64)
def metrics(px: float, bold: bool = False) -> QFontMetricsF:
    return QFontMetricsF(font(px, bold))


def text_width(text: str, px: float, bold: bool = False) -> float:
    return metrics(px, bold).horizontalAdvance(text)


def wrapped_height(text: str, width: float, px: float, bold: bool = False) -> float:
    """The height ``text`` takes wrapped to ``width``, a line at least 19 px."""
    m = metrics(max(px, MIN_PX), bold)
    lines = m.boundingRect(QRectF(0, 0, width, 10_000), WRAP, text).height() / m.lineSpacing()
    return max(1, round(lines)) * max(19.0, m.lineSpacing())


def draw_text(painter: QPainter, rect: QRectF, flags: int, text: str, px: float, bold: bool = False,
              colour: QColor | None = None, elide: bool = False) -> None:
    if not text:
        return
    px = max(px, MIN_PX)
    painter.setFont(font(px, bold))
    painter.setPen(INK if colour is None else colour)
    if elide:
        text = metrics(px, bold).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    note(text)
    painter.drawText(rect, flags, text)


# --- the four icons ---------------------------------------------------------------------------
def draw_icon(painter: QPainter, centre: QPointF, size: float, icon: int, colour: QColor) -> None:
    """Amusement: a star; lodging: a house; monument: an obelisk; transport:
    a carriage on two wheels. Shapes differ, so colour is never the only cue."""
    s = size / 2
    x, y = centre.x(), centre.y()
    painter.setPen(QPen(colour, max(1.0, size / 14)))
    painter.setBrush(colour)
    if icon == 0:
        pts = []
        for k in range(10):
            r = s if k % 2 == 0 else s * 0.45
            a = -math.pi / 2 + k * math.pi / 5
            pts.append(QPointF(x + r * math.cos(a), y + r * math.sin(a)))
        painter.drawPolygon(QPolygonF(pts))
    elif icon == 1:
        pts = [QPointF(x - s * 0.8, y + s * 0.85), QPointF(x - s * 0.8, y - s * 0.1), QPointF(x, y - s * 0.9),
               QPointF(x + s * 0.8, y - s * 0.1), QPointF(x + s * 0.8, y + s * 0.85)]
        painter.drawPolygon(QPolygonF(pts))
    elif icon == 2:
        pts = [QPointF(x - s * 0.55, y + s * 0.9), QPointF(x - s * 0.3, y - s * 0.55), QPointF(x, y - s * 0.95),
               QPointF(x + s * 0.3, y - s * 0.55), QPointF(x + s * 0.55, y + s * 0.9)]
        painter.drawPolygon(QPolygonF(pts))
    else:
        painter.drawRoundedRect(QRectF(x - s * 0.9, y - s * 0.7, s * 1.8, s * 1.05), s * 0.2, s * 0.2)
        painter.drawEllipse(QPointF(x - s * 0.45, y + s * 0.6), s * 0.3, s * 0.3)
        painter.drawEllipse(QPointF(x + s * 0.45, y + s * 0.6), s * 0.3, s * 0.3)


def draw_visitor(painter: QPainter, centre: QPointF, radius: float, back: str, colour_blind: bool = False) -> None:
    """A visitor's back: a round token in its suitcase colour (three thirds
    for a special visitor) with the icon on a white disc."""
    suitcase = back_suitcase(back)
    rect = QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2)
    painter.setPen(QPen(QColor("#1f1f1f"), max(1.0, radius / 9)))
    if suitcase == SPECIAL:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for k in range(3):
            painter.setBrush(area_colour(k, colour_blind))
            painter.drawPie(rect, (90 + k * 120) * 16, 120 * 16)
    else:
        painter.setBrush(area_colour(suitcase, colour_blind))
        painter.drawEllipse(rect)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 235))
    painter.drawEllipse(centre, radius * 0.62, radius * 0.62)
    draw_icon(painter, centre, radius * 0.95, back_icon(back), INK)


def draw_name(painter: QPainter, rect: QRectF, name: str) -> None:
    """A card's name, wrapped, in regular weight on every card: in bold, one
    English name in five and three German names in four have a word wider
    than a card in the hand, and a hand mixing bold and regular names looked
    uneven. A word too long for the card (German compounds:
    "Abstinenzlerhotel") is broken with a hyphen instead of being cut."""
    if max(text_width(w, MIN_PX) for w in name.split()) > rect.width():
        name = " ".join("\n".join(broken_word(w, rect.width(), MIN_PX)) for w in name.split())
    draw_text(painter, rect, CENTRE | WRAP, name, MIN_PX, False, INK)


def broken_word(word: str, width: float, px: float) -> list[str]:
    """``word`` in pieces that each fit ``width`` at ``px`` (hyphens.py)."""
    return hyphens.broken(word, width, lambda text: text_width(text, px))


# --- the cards ----------------------------------------------------------------------------------
def card_colour(card: str, colour_blind: bool) -> QColor:
    return area_colour(CARD[card].colour, colour_blind)


COST_ICON_GAP = 9  # from the cost's figure to the middle of its icon


def cost_text(card: str) -> str:
    """What building the card costs, as its foot says it: "2×" before the
    icon, or a word for none."""
    c = CARD[card]
    return QCoreApplication.translate("SteamDonkeyBoard", "free") if c.cost == 0 else f"{c.cost}×"


def capacity_text(card: str) -> str:
    c = CARD[card]
    if c.icon == TRANSPORT:
        return "+1"
    return f"\u263a{c.capacity}"


def paint_front(painter: QPainter, rect: QRectF, card: str, colour_blind: bool = False, shown: float = 0.0) -> None:
    """An attraction's front: the colour band with its icon and points, the
    name, the cost (cards of its icon) and how many visitors it holds.
    ``shown``: the width left uncovered by the next card of a crowded hand
    (0: all of it); the writing keeps to that part, the card stays whole."""
    c = CARD[card]
    colour = card_colour(card, colour_blind)
    painter.setPen(QPen(EDGE, 1.2))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(rect, 7, 7)
    band = QRectF(rect.left(), rect.top(), rect.width(), 24)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(band, 7, 7)
    painter.drawRect(QRectF(band.left(), band.top() + 12, band.width(), 12))
    width = min(shown, rect.width()) if shown > 0 else rect.width()
    ink = ink_on(colour)
    draw_icon(painter, QPointF(band.left() + 13, band.center().y()), 16, c.icon, ink)
    draw_text(painter, QRectF(band.left() + 24, band.top(), width - 28, band.height()), RIGHT,
              QCoreApplication.translate("SteamDonkeyBoard", "{n} pt").format(n=c.points), 14, True, ink)
    foot = QRectF(rect.left() + 5, rect.bottom() - 22, width - 10, 20)
    cost, capacity = cost_text(card), capacity_text(card)
    cost_w = text_width(cost, 14, True) + (COST_ICON_GAP + 8 if c.cost else 0)
    # Too narrow for both (a crowded hand): the capacity goes up a line.
    above = cost_w + FOOT_GAP + text_width(capacity, 14, True) > foot.width()
    name_h = rect.height() - 24 - 22 - (FOOT_LINE if above else 0)
    draw_name(painter, QRectF(rect.left() + 3, band.bottom() + 1, width - 6, name_h), _(c.name))
    draw_text(painter, foot, LEFT, cost, 14, True, SOFT_INK)
    if c.cost:
        draw_icon(painter, QPointF(foot.left() + text_width(cost, 14, True) + COST_ICON_GAP, foot.center().y()), 13, c.icon, SOFT_INK)
    draw_text(painter, foot.translated(0, -FOOT_LINE) if above else foot, RIGHT, capacity, 14, True, SOFT_INK)


FOOT_GAP = 6.0  # least room between the cost and the capacity on one line
FOOT_LINE = 17.0  # one line of the foot's 14 px text, where the capacity goes when it is moved up


def paint_back(painter: QPainter, rect: QRectF, back: str, colour_blind: bool = False) -> None:
    """A card's back: the visitor it brings, on station blue."""
    painter.setPen(QPen(QColor("#1d2f40"), 1.2))
    painter.setBrush(BACK_FILL)
    painter.drawRoundedRect(rect, 7, 7)
    painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 5, 5)
    if back and back != "?":
        radius = min(rect.width(), rect.height()) * 0.3
        draw_visitor(painter, rect.center(), radius, back, colour_blind)


class SteamDonkeyArt:
    """The CardArt of the board's cards (parkpack.ui.items.card)."""

    def __init__(self) -> None:
        self.colour_blind = False

    def paint_face(self, painter: QPainter, rect: QRectF, face: str, shown: float = 0.0) -> None:
        paint_front(painter, rect, face, self.colour_blind, shown)

    def paint_back(self, painter: QPainter, rect: QRectF, back: str) -> None:
        paint_back(painter, rect, back, self.colour_blind)

    def style(self) -> str:
        return f"steamdonkey/{int(self.colour_blind)}/{language()}"

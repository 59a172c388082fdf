"""The game board's items: the six Builder locations with their cards, the
carousel ring, the Banker, Arborist, Contractor and Realtor spaces, the
extra worker's place, the month track, the expansion stacks and the
face-up concessions. Each paints a look the board builds from the view."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...i18n import _
from ...games.tenpenny.content import CARD, CONCESSION, MONTHS, RING, TYPE_NAMES, face_layout, tile_shape
from ...games.tenpenny.shapes import orientations
from ...games.tenpenny.text import money
from .art import CENTRE, emotion_row, money_glyph, paint_layout, paint_tile, worker
from .hot import Host, HotItem, Key, dim, offer_edge
from .palette import (
    BECKY_MARK,
    BOARD,
    BOARD_EDGE,
    GRASS_B,
    INK,
    PAPER,
    SOFT_INK,
    TAN,
    draw_text,
    text_width,
    tint,
    type_colour,
)

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


@dataclass(frozen=True)
class Pawn:
    """A worker or disc as drawn: colour (#rrggbb), letter and shape."""

    colour: str
    letter: str
    shape: str


def paint_pawn(painter: QPainter, rect: QRectF, pawn: Pawn) -> None:
    worker(painter, rect, QColor(pawn.colour), pawn.letter, pawn.shape)


def pawn_row(painter: QPainter, rect: QRectF, pawns: tuple[Pawn, ...], size: float = 24.0) -> None:
    """Workers side by side from the left of ``rect``; when they do not fit,
    one per entrant with a count beside it."""
    if not pawns:
        return
    w = size * 0.86
    if len(pawns) * (w + 3) <= rect.width():
        for i, pawn in enumerate(pawns):
            paint_pawn(painter, QRectF(rect.left() + i * (w + 3), rect.bottom() - size, w, size), pawn)
        return
    groups: dict[Pawn, int] = {}
    for pawn in pawns:
        groups[pawn] = groups.get(pawn, 0) + 1
    x = rect.left()
    step = min(w + 16, rect.width() / max(1, len(groups)))
    w = min(w, step - 10)
    for pawn, count in groups.items():
        paint_pawn(painter, QRectF(x, rect.bottom() - size, w, size), pawn)
        if count > 1:
            draw_text(painter, QRectF(x + w, rect.bottom() - 18, step - w, 18), CENTRE, str(count), 14, True, INK)
        x += step


def mark_badge(painter: QPainter, rect: QRectF, text: str, inside: bool = False) -> None:
    """A tag over the top edge of an item: what Becky (or a tie) is doing
    here; ``inside``, across the item's middle instead, for items stacked
    so close that the one above would cover the tag's upper half."""
    width = min(rect.width() - 8, text_width(text, 14, True) + 16)
    top = rect.center().y() - 11 if inside else rect.top() - 12
    badge = QRectF(rect.center().x() - width / 2, top, width, 22)
    painter.setPen(QPen(BECKY_MARK.darker(140), 1.5))
    painter.setBrush(BECKY_MARK)
    painter.drawRoundedRect(badge, 11, 11)
    draw_text(painter, badge, CENTRE, text, 14, True, QColor("#ffffff"), elide=True)


def mark_edge(painter: QPainter, rect: QRectF, radius: float = 8.0) -> None:
    painter.setPen(QPen(BECKY_MARK, 4, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 2, radius + 2)


# --- Builder locations ---------------------------------------------------------------
CARD_W, CARD_H = 146.0, 94.0
WORKER_ROOM = 40.0  # a worker on a Builder card stands this far in from its right edge


@dataclass(frozen=True)
class CardLook:
    kind: str
    card: str  # the face-up card, "" when the stack is empty
    under: int  # cards still under it
    cost: int  # with the ring's modifier
    modifier: int
    worker: Pawn | None = None
    state: str = ""  # "offer", "focus" or ""
    dim: bool = False
    mark: str = ""  # what Becky (or a tie) does here, shown on a tag
    colour_blind: bool = False


def mini_shape(painter: QPainter, rect: QRectF, tile: str, colour: QColor, cell: float = 7.0) -> float:
    """The tile's outline, small, in the bottom-right corner of ``rect``; its width."""
    o = orientations(tile_shape(tile))[0]
    w, h = o.width * cell, o.height * cell
    x, y = rect.right() - w, rect.bottom() - h
    painter.setPen(QPen(colour.darker(170), 1))
    painter.setBrush(colour)
    for r, c in o.cells:
        painter.drawRect(QRectF(x + c * cell, y + r * cell, cell, cell))
    return w


class CardOverlay(QGraphicsItem):
    """What changes on a Builder card more often than its face: the worker
    standing there, the glow of an offer, the veil, Becky's tag."""

    def __init__(self, parent: BuilderItem) -> None:
        super().__init__(parent)
        self.look: CardLook | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_look(self, look: CardLook) -> None:
        key = (look.worker, look.state, look.dim, look.mark)
        if self.look is None or key != (self.look.worker, self.look.state, self.look.dim, self.look.mark):
            self.update()
        self.look = look

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -14, CARD_W + 12, CARD_H + 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        if look is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        if look.worker is not None:
            dim(painter, rect)
            paint_pawn(painter, QRectF(CARD_W - WORKER_ROOM, CARD_H / 2 - 14, 28, 34), look.worker)
        elif look.dim:
            dim(painter, rect)
        offer_edge(painter, rect, look.state)
        if look.mark:
            mark_edge(painter, rect)
            mark_badge(painter, rect, look.mark)


class BuilderItem(HotItem):
    """A Builder location: its face-up card (the face repaints only when the
    card or its cost changes) under an overlay with the worker and highlights."""

    def __init__(self, host: Host, loc: int) -> None:
        super().__init__(host, ("builder", loc), CARD_W, CARD_H)
        self.overlay = CardOverlay(self)
        self._face_key: tuple[object, ...] = ()

    def set_look(self, look: CardLook) -> None:
        # (A worker changes the face: its words and icons make room for it.)
        face = (look.kind, look.card, look.under, look.cost, look.modifier, look.colour_blind,
                look.worker is not None)
        if face != self._face_key:
            self._face_key = face
            self.update()
        self.look = look
        self.overlay.set_look(look)

    def draw(self, painter: QPainter) -> None:
        look: CardLook = self.look
        rect = QRectF(0, 0, self.w, self.h)
        colour = type_colour(look.kind, look.colour_blind)
        painter.setPen(QPen(colour.darker(150), 1.5))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(rect, 8, 8)
        banner = QPainterPath()  # rounded above, square below: the union of the two shapes
        banner.setFillRule(Qt.FillRule.WindingFill)  # (even-odd would leave their overlap hollow)
        banner.addRoundedRect(QRectF(0, 0, self.w, 21), 8, 8)
        banner.addRect(QRectF(0, 11, self.w, 10))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(banner.simplified())
        from .palette import ink_on

        ink = ink_on(colour)
        draw_text(painter, QRectF(7, 0, self.w - 42, 21), LEFT, _(TYPE_NAMES[look.kind]), 14, True, ink, elide=True, fit=True)
        if look.card and look.under:  # the cards still under the face-up one: a little stack and its count
            for k in (1, 0):
                painter.setPen(QPen(ink, 1))
                painter.setBrush(colour.lighter(125))
                painter.drawRect(QRectF(self.w - 32 + 2 * k, 5 - 2 * k + 2, 9, 12))
            draw_text(painter, QRectF(self.w - 19, 0, 14, 21), CENTRE, str(look.under), 14, True, ink)
        if not look.card:
            # The worker that took the last card stands at the right till the
            # month ends: the words keep to its left, on two lines if need be.
            room = self.w - 16 - (WORKER_ROOM if look.worker is not None else 0)
            draw_text(painter, QRectF(8, 26, room, self.h - 30), int(CENTRE) | int(Qt.TextFlag.TextWordWrap),
                      QCoreApplication.translate("Tenpenny", "No cards left"), 15, True, SOFT_INK)
        else:
            self._face(painter, look, colour)

    def _face(self, painter: QPainter, look: CardLook, colour: QColor) -> None:
        card = CARD[look.card]
        # A worker stands over the name's and the cost row's right ends.
        right = self.w - (WORKER_ROOM if look.worker is not None else 0)
        draw_text(painter, QRectF(6, 21, right - 10, 22), LEFT, _(card.name), 15, True, INK, elide=True, fit=True)
        self._cost_row(painter, look, card.icons, right)
        text = QCoreApplication.translate("Tenpenny", "{vp} VP").format(vp=card.vp) + (QCoreApplication.translate("Tenpenny", " · ${income} income").format(income=card.income) if card.income else "")
        shape_w = mini_shape(painter, QRectF(7, 68, self.w - 12, 22), look.card, colour, MINI_CELL)
        draw_text(painter, QRectF(6, 69, self.w - 12 - shape_w - 3, 22), LEFT, text, 14, False, INK, elide=True, fit=True)

    def _cost_row(self, painter: QPainter, look: CardLook, icons: tuple[int, ...], right: float) -> None:
        """The cost and the ring's modifier on the left, the emotion icons on
        the right (up to ``right``); on a crowded card the cost gives way,
        then the icons' gaps."""
        cost = money(look.cost)
        chip = f"{'+' if look.modifier > 0 else '−'}{abs(look.modifier)}" if look.modifier else ""
        room = right - 7 - icons_width(len(icons), CARD_ICON_GAP) - 3
        cost_px = next((px for px in COST_PX if 7 + cost_width(cost, chip, px) <= room), COST_PX[-1])
        draw_text(painter, QRectF(7, 43, 60, 26), LEFT, cost, cost_px, True, INK)
        if chip:
            self._chip(painter, QRectF(10 + text_width(cost, cost_px, True), 48, chip_width(chip), 18), chip, look.modifier)
        free = right - 7 - (7 + cost_width(cost, chip, cost_px) + 3) - len(icons) * CARD_ICON
        gap = max(0.0, min(CARD_ICON_GAP, free / max(1, len(icons) - 1)))
        # Beside a worker even touching icons may not fit: they shrink a little.
        size = max(MIN_CARD_ICON, min(CARD_ICON, CARD_ICON + free / max(1, len(icons))))
        emotion_row(painter, QRectF(7, 45, right - 14, 22), icons, size, look.colour_blind, align_right=True,
                    gap=gap)

    @staticmethod
    def _chip(painter: QPainter, rect: QRectF, text: str, modifier: int) -> None:
        """The ring's modifier beside the cost: red when it costs more, green when less."""
        tone = QColor("#a3261b") if modifier > 0 else QColor("#1d6b2f")
        painter.setPen(QPen(tone, 1.2))
        painter.setBrush(QColor(255, 255, 255, 200))
        painter.drawRoundedRect(rect, 8, 8)
        draw_text(painter, rect, CENTRE, text, 14, True, tone)


#: A Builder card's emotion icons: large enough to hold their letters.
CARD_ICON = 22.0
MIN_CARD_ICON = 17.0
CARD_ICON_GAP = 3.0
#: The cost's sizes, largest first: it gives way to the icons on a crowded card.
COST_PX: tuple[float, ...] = (21.0, 19.0, 17.0, 15.0)
MINI_CELL = 5.5


def icons_width(count: int, gap: float) -> float:
    return count * CARD_ICON + max(0, count - 1) * gap


def chip_width(text: str) -> float:
    return text_width(text, 14, True) + 6


def cost_width(cost: str, chip: str, px: float) -> float:
    """The cost and its modifier chip, side by side."""
    return text_width(cost, px, True) + (3 + chip_width(chip) if chip else 0.0)


# --- the carousel ring -------------------------------------------------------------------
RING_R = 55.0
#: Screen angle (degrees, clockwise from the right) of each Builder location.
LOC_ANGLE: tuple[float, ...] = (-120.0, -60.0, 0.0, 60.0, 120.0, 180.0)


@dataclass(frozen=True)
class RingLook:
    state: str = ""
    mark: str = ""
    preview: int = -1  # a ring position shown as a ghost (turning), or -1


class RingItem(HotItem):
    """The carousel and its ring; ``angle`` (ring positions, fractional while
    it turns) places each modifier next to the Builder location it faces."""

    def __init__(self, host: Host) -> None:
        super().__init__(host, ("ring",), 2 * RING_R, 2 * RING_R)
        self.position = 0.0

    def set_position(self, position: float) -> None:
        if position != self.position:
            self.position = position
            self.update()

    def draw(self, painter: QPainter) -> None:
        look: RingLook = self.look
        c = QPointF(RING_R, RING_R)
        outer = QRectF(0, 0, 2 * RING_R, 2 * RING_R)
        painter.setPen(QPen(BOARD_EDGE.darker(130), 2))
        painter.setBrush(QColor("#e9d7a8"))
        painter.drawEllipse(outer)
        # The carousel in the middle: a striped tent roof seen from above.
        inner = RING_R * 0.34
        for k in range(12):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#d9482b") if k % 2 else QColor("#fbf6e6"))
            painter.drawPie(QRectF(c.x() - inner, c.y() - inner, 2 * inner, 2 * inner), k * 30 * 16, 30 * 16)
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QRectF(c.x() - inner, c.y() - inner, 2 * inner, 2 * inner))
        positions = [(self.position, 255)]
        if look.preview >= 0:
            positions = [(self.position, 80), (float(look.preview), 255)]
        for pos, alpha in positions:
            self._labels(painter, c, pos, alpha)
        offer_edge(painter, outer, look.state, RING_R)
        if look.mark:
            mark_edge(painter, outer, RING_R)

    def _labels(self, painter: QPainter, c: QPointF, pos: float, alpha: int) -> None:
        for k, value in enumerate(RING):
            a = math.radians(LOC_ANGLE[0] + 60.0 * (k + pos))
            r = RING_R * 0.74
            centre = QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a))
            box = QRectF(centre.x() - 20, centre.y() - 10, 40, 20)
            colour = QColor("#1d6b2f") if value < 0 else QColor("#a3261b") if value > 0 else QColor(SOFT_INK)
            colour.setAlpha(alpha)
            text = f"+{money(value)}" if value > 0 else f"−{money(-value)}" if value < 0 else money(0)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 250, 235, min(alpha, 215)))
            chip = box.adjusted(2, 1, -2, -1)
            painter.drawRoundedRect(chip, 8, 8)
            # ("+2 $" in German is as wide as the chip: it may shrink a little, never past the least size.)
            draw_text(painter, chip.adjusted(2, 0, -2, 0), CENTRE, text, 14, True, colour, fit=True)


# --- the action spaces ------------------------------------------------------------------
SPACE_W, SPACE_H = 119.0, 70.0


@dataclass(frozen=True)
class SpaceLook:
    title: str
    effect: str
    workers: tuple[Pawn, ...] = ()
    state: str = ""
    dim: bool = False
    mark: str = ""


class SpaceItem(HotItem):
    def __init__(self, host: Host, space: str) -> None:
        super().__init__(host, ("space", space), SPACE_W, SPACE_H)

    def draw(self, painter: QPainter) -> None:
        look: SpaceLook = self.look
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(BOARD_EDGE, 1.5))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(rect, 8, 8)
        draw_text(painter, QRectF(6, 2, self.w - 11, 22), LEFT, look.title, 15, True, INK, elide=True, fit=True)
        draw_text(painter, QRectF(8, 22, self.w - 16, 20), LEFT, look.effect, 14, False, SOFT_INK, elide=True, fit=True)
        pawn_row(painter, QRectF(8, 40, self.w - 16, 27), look.workers, 26)
        if look.dim:
            dim(painter, rect)
        offer_edge(painter, rect, look.state)
        if look.mark:
            mark_edge(painter, rect)
            mark_badge(painter, rect, look.mark)


# --- the month track and the extra worker's place -----------------------------------------
CORNER_W, CORNER_H = 84.0, 100.0


@dataclass(frozen=True)
class MonthLook:
    month: int


class MonthItem(HotItem):
    def __init__(self, host: Host) -> None:
        super().__init__(host, ("month",), CORNER_W, CORNER_H)

    def draw(self, painter: QPainter) -> None:
        look: MonthLook = self.look
        draw_text(painter, QRectF(0, 0, self.w, 20), CENTRE, QCoreApplication.translate("Tenpenny", "Month"), 14, True, INK)
        draw_text(painter, QRectF(0, 18, self.w, 40), CENTRE, str(look.month), 32, True, INK)
        draw_text(painter, QRectF(0, 56, self.w, 18), CENTRE, QCoreApplication.translate("Tenpenny", "of {n}").format(n=MONTHS), 14, False, SOFT_INK)
        pip = 12.0
        x0 = (self.w - MONTHS * pip - (MONTHS - 1) * 3) / 2
        for m in range(1, MONTHS + 1):
            r = QRectF(x0 + (m - 1) * (pip + 3), 80, pip, pip)
            painter.setPen(QPen(INK, 1.2))
            painter.setBrush(QColor("#d9482b") if m == look.month else QColor("#cfc4a4") if m < look.month else PAPER)
            painter.drawEllipse(r)


@dataclass(frozen=True)
class ExtraLook:
    holder: str  # "" on its place, else the holder's name
    holder_pawn: Pawn | None = None
    mark: str = ""


class ExtraItem(HotItem):
    """The tan extra action worker: on its place, or with who holds it."""

    def __init__(self, host: Host) -> None:
        super().__init__(host, ("extra",), CORNER_W, CORNER_H)

    def draw(self, painter: QPainter) -> None:
        look: ExtraLook = self.look
        draw_text(painter, QRectF(0, 0, self.w, 20), CENTRE, QCoreApplication.translate("Tenpenny", "Extra"), 14, True, INK)
        draw_text(painter, QRectF(0, 18, self.w, 18), CENTRE, QCoreApplication.translate("Tenpenny", "worker"), 14, True, INK)
        place = QRectF(self.w / 2 - 24, 40, 48, 48)
        painter.setPen(QPen(BOARD_EDGE, 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(tint(TAN, 0.35))
        painter.drawEllipse(place)
        if not look.holder:
            paint_pawn(painter, place.adjusted(11, 6, -11, -6), Pawn(TAN.name(), "+", "circle"))
        else:
            if look.holder_pawn is not None:
                paint_pawn(painter, place.adjusted(12, 8, -12, -8), look.holder_pawn)
            draw_text(painter, QRectF(0, 86, self.w, 18), CENTRE, look.holder, 14, True, INK, elide=True, fit=True)
        if look.mark:
            mark_edge(painter, QRectF(0, 0, self.w, self.h))


# --- the expansion stacks ------------------------------------------------------------------
@dataclass(frozen=True)
class StackLook:
    index: int
    count: int
    face: str
    state: str = ""
    dim: bool = False
    colour_blind: bool = False


class StackItem(HotItem):
    def __init__(self, host: Host, index: int) -> None:
        super().__init__(host, ("stack", index), CORNER_W, CORNER_H)

    def draw(self, painter: QPainter) -> None:
        look: StackLook = self.look
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(BOARD_EDGE, 1.2))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(rect, 8, 8)
        draw_text(painter, QRectF(4, 0, self.w - 8, 20), CENTRE, QCoreApplication.translate("Tenpenny", "Land {n}").format(n=look.index + 1), 14, True, INK)
        if look.count and look.face:
            face = QRectF(self.w / 2 - 18, 22, 36, 72)
            for k in range(min(look.count - 1, 3), 0, -1):  # the boards underneath
                painter.setPen(QPen(GRASS_B.darker(160), 1))
                painter.setBrush(GRASS_B.darker(115))
                painter.drawRect(face.translated(2.5 * k, 2.5 * k))
            paint_layout(painter, face, face_layout(look.face), GRASS_B, look.colour_blind)
            draw_text(painter, QRectF(self.w / 2 + 20, 60, self.w / 2 - 22, 36), CENTRE, str(look.count), 16, True, INK)
        elif look.count:  # the next board comes up once the last one taken is attached
            face = QRectF(self.w / 2 - 18, 22, 36, 72)
            painter.setPen(QPen(QColor("#5a4020"), 1))
            painter.setBrush(QColor("#b08a5a"))
            painter.drawRect(face)
            draw_text(painter, QRectF(self.w / 2 + 20, 60, self.w / 2 - 22, 36), CENTRE, str(look.count), 16, True, INK)
        else:
            draw_text(painter, QRectF(4, 24, self.w - 8, 60), CENTRE, QCoreApplication.translate("Tenpenny", "empty"), 14, False, SOFT_INK)
        if look.dim:
            dim(painter, rect)
        offer_edge(painter, rect, look.state)


# --- the face-up concessions ---------------------------------------------------------------
SLOT_W = 62.0
MARKET_H = 78.0
MARKET_CELL = 12.0  # the stand's outline above its icons, which hold letters
MARKET_ICON = 24.0
MARKET_GAP = 2.0


@dataclass(frozen=True)
class MarketLook:
    stands: tuple[str, ...]
    offered: frozenset[str] = frozenset()
    focus: str = ""
    pile: int = 0
    mark: str = ""
    colour_blind: bool = False


class MarketItem(HotItem):
    def __init__(self, host: Host, width: float) -> None:
        super().__init__(host, ("market",), width, MARKET_H)

    def slot(self, index: int) -> QRectF:
        return QRectF(index * SLOT_W, 22, SLOT_W - 6, self.h - 22)

    def regions(self) -> list[tuple[QRectF, Key]]:
        look: MarketLook | None = self.look
        base: list[tuple[QRectF, Key]] = [(QRectF(0, 0, self.w, self.h), self.key)]
        if look is None:
            return base
        return base + [(self.slot(i), ("stand", s)) for i, s in enumerate(look.stands)]

    def draw(self, painter: QPainter) -> None:
        look: MarketLook = self.look
        title = QCoreApplication.translate("Tenpenny", "Concessions face up · {pile} face down").format(pile=look.pile)
        draw_text(painter, QRectF(0, 0, self.w, 20), LEFT, title, 14, True, INK)
        if not look.stands:
            draw_text(painter, QRectF(0, 22, self.w, 50), LEFT, QCoreApplication.translate("Tenpenny", "None left this month"), 14, False, SOFT_INK)
        for i, stand in enumerate(look.stands):
            r = self.slot(i)
            painter.setPen(QPen(BOARD_EDGE, 1))
            painter.setBrush(QColor(255, 255, 255, 120))
            painter.drawRoundedRect(r, 6, 6)
            o = orientations(tile_shape(stand))[0]
            cell = MARKET_CELL
            origin = QPointF(r.center().x() - o.width * cell / 2, r.top() + 5)
            paint_tile(painter, origin, cell, stand, o.cells, look.colour_blind, detail=False)
            c = CONCESSION[stand]
            icons = QRectF(r.left(), r.bottom() - MARKET_ICON - 2, r.width(), MARKET_ICON)
            if c.income:
                money_glyph(painter, QRectF(icons.center().x() - MARKET_ICON / 2, icons.top(), MARKET_ICON, MARKET_ICON),
                            c.income)
            else:
                width = len(c.icons) * (MARKET_ICON + MARKET_GAP) - MARKET_GAP
                emotion_row(painter, QRectF(icons.center().x() - width / 2, icons.top(), width, MARKET_ICON), c.icons,
                            MARKET_ICON, look.colour_blind, gap=MARKET_GAP)
            if stand in look.offered:
                offer_edge(painter, r, "focus" if stand == look.focus else "offer", 6)
            elif look.offered or look.focus:
                dim(painter, r, 6)
        if look.mark:
            mark_edge(painter, QRectF(0, 0, self.w, self.h))


def board_background(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(BOARD_EDGE, 2))
    painter.setBrush(BOARD)
    painter.drawRoundedRect(rect, 14, 14)

"""The drawn parts of the Steam Donkey table: a resort's 3x4 grid with its
attractions, covered cards and visitors; the station's platform; a rival's
corner; the resort poster; a kick-on with its character; the choice buttons;
the keyboard focus ring. Each paints a frozen look and reports keys
(hot.py); the hand, the discard and the deck are shared playing-card items."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...games.steamdonkey.content import CARD, RESORT, SPACES, TRANSPORT
from ...i18n import language
from ..items.card import MARGIN, OFFER
from ..items.sprites import stamp
from .hot import Host, HotItem, Key, offer_edge
from .words import area_name, card_name, column_head, resort_name, role_name
from .paint import (
    CENTRE,
    EDGE,
    FOCUS,
    INK,
    LEFT,
    MIN_PX,
    PAPER,
    RIGHT,
    SOFT_INK,
    TOP_LEFT,
    WRAP,
    area_colour,
    draw_icon,
    draw_text,
    draw_name,
    draw_visitor,
    ink_on,
    text_width,
    tint,
    wrapped_height,
)

translate = QCoreApplication.translate

# --- a resort -----------------------------------------------------------------------------------
LABEL_W = 56.0
HEAD_H = 22.0
CELL_W = 96.0
CELL_H = 112.0
CELL_GAP = 4.0
PEEK = 8.0  # how much of each covered card shows above the one on it
GUEST_R = 11.0


@dataclass(frozen=True)
class ResortLook:
    spaces: tuple[tuple[str, ...], ...]
    guests: tuple[tuple[str, ...], ...]
    marks: tuple[str, ...]  # per space: "" | "offer" | "focus"
    guest_marks: tuple[tuple[str, ...], ...]  # per space, per visitor
    colour_blind: bool = False
    # The attraction being paid for, the space it will stand on and the
    # cards still owed ("" / -1 / 0 between payments).
    pending: str = ""
    pending_space: int = -1
    owed: int = 0


#: An attraction as a resort shows it: the card, its visitors' backs, their
#: edges (offered, focused) and the palette.
Built = tuple[str, tuple[str, ...], tuple[str, ...], bool]


def cell_rect(space: int) -> QRectF:
    row, col = divmod(space, 4)
    return QRectF(LABEL_W + col * (CELL_W + CELL_GAP), HEAD_H + row * (CELL_H + CELL_GAP), CELL_W, CELL_H)


def top_rect(cell: QRectF, covered: int) -> QRectF:
    drop = min(covered, 4) * PEEK
    return QRectF(cell.left(), cell.top() + drop, cell.width(), cell.height() - drop)


def guest_centre(cell: QRectF, covered: int, i: int) -> QPointF:
    top = top_rect(cell, covered)
    return QPointF(top.left() + 8 + GUEST_R + i * (2 * GUEST_R + 4), top.bottom() - 8 - GUEST_R)


RESORT_W = LABEL_W + 4 * CELL_W + 3 * CELL_GAP
RESORT_H = HEAD_H + 3 * CELL_H + 2 * CELL_GAP


class ResortItem(HotItem):
    """The resort of ``seat``: rows Park, Town, Beach; columns amusement,
    lodging, monument, transport."""

    def __init__(self, host: Host, seat: int) -> None:
        super().__init__(host, ("resort-of", seat), RESORT_W, RESORT_H)
        self.seat = seat

    def regions(self) -> list[tuple[QRectF, Key]]:
        out: list[tuple[QRectF, Key]] = [(QRectF(0, 0, self.w, self.h), ("resort-of", self.seat))]
        look: ResortLook | None = self.look
        for sp in range(SPACES):
            cell = cell_rect(sp)
            out.append((cell, ("space", self.seat, sp)))
            if look is None:
                continue
            covered = max(0, len(look.spaces[sp]) - 1)
            for i in range(len(look.guests[sp])):
                c = guest_centre(cell, covered, i)
                out.append((QRectF(c.x() - GUEST_R - 1, c.y() - GUEST_R - 1, 2 * GUEST_R + 2, 2 * GUEST_R + 2),
                            ("guest", self.seat, sp, i)))
        return out

    def draw(self, painter: QPainter) -> None:
        look: ResortLook = self.look
        cb = look.colour_blind
        for col in range(4):
            head = QRectF(LABEL_W + col * (CELL_W + CELL_GAP), 0, CELL_W, HEAD_H)
            draw_text(painter, head, CENTRE, column_head(col), 14, False, INK, elide=True)
        for row in range(3):
            label = QRectF(0, HEAD_H + row * (CELL_H + CELL_GAP), LABEL_W - 4, CELL_H)
            colour = area_colour(row, cb)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tint(colour, 0.55))
            painter.drawRoundedRect(label, 6, 6)
            draw_text(painter, label, CENTRE, area_name(row), 14, True, INK)
        for sp in range(SPACES):
            self._draw_space(painter, sp, look)

    def _draw_space(self, painter: QPainter, sp: int, look: ResortLook) -> None:
        cb = look.colour_blind
        cell = cell_rect(sp)
        stack = look.spaces[sp]
        colour = area_colour(sp // 4, cb)
        if not stack:
            painter.setPen(QPen(tint(colour, 0.8), 1.4, Qt.PenStyle.DashLine))
            painter.setBrush(tint(colour, 0.18))
            painter.drawRoundedRect(cell.adjusted(2, 2, -2, -2), 7, 7)
            draw_icon(painter, cell.center(), 26, sp % 4, tint(colour, 0.45))
        else:
            for k, card in enumerate(stack[:-1][-4:]):  # covered cards peek out above, a shade darker each
                peek = QRectF(cell.left(), cell.top() + k * PEEK, cell.width(), 24)
                painter.setPen(QPen(QColor("#3b3325"), 1.4))
                painter.setBrush(area_colour(CARD[card].colour, cb).darker(135 - 10 * k))
                painter.drawRoundedRect(peek, 6, 6)
            covered = len(stack) - 1
            self._paint_built(painter, top_rect(cell, covered), (stack[-1], look.guests[sp], look.guest_marks[sp], cb))
        if look.pending and look.pending_space == sp:
            draw_pending(painter, top_rect(cell, len(stack)), look.pending, look.owed, cb)
        offer_edge(painter, cell, look.marks[sp])

    def _paint_built(self, painter: QPainter, rect: QRectF, built: Built) -> None:
        # Stamped: a change of viewer redraws every resort space, and drawing
        # the attractions afresh was half of the resort's repaint. The margin
        # keeps the outline.
        outer = rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        stamp(painter, outer, ("steamdonkey-built", language(), *built),
              lambda p, r: draw_built(p, r.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN), *built))


def draw_built(painter: QPainter, rect: QRectF, card: str, guests: tuple[str, ...], marks: tuple[str, ...],
               colour_blind: bool) -> None:
    """An attraction in a resort: band with icon and points, name, and its
    seats for visitors (those taken show the visitors' backs)."""
    c = CARD[card]
    painter.setPen(QPen(EDGE, 1.2))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(rect, 7, 7)
    colour = area_colour(c.colour, colour_blind)
    band = QRectF(rect.left(), rect.top(), rect.width(), 24)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(band, 7, 7)
    painter.drawRect(QRectF(band.left(), band.top() + 12, band.width(), 12))
    ink = ink_on(colour)
    draw_icon(painter, QPointF(band.left() + 12, band.center().y()), 15, c.icon, ink)
    draw_text(painter, band.adjusted(22, 0, -5, 0), RIGHT, translate("SteamDonkeyBoard", "{n} pt").format(n=c.points), 14, True, ink)
    seats_h = 2 * GUEST_R + 14 if c.icon != TRANSPORT else 22
    draw_name(painter, QRectF(rect.left() + 3, band.bottom(), rect.width() - 6, rect.height() - 24 - seats_h), card_name(card))
    if c.icon == TRANSPORT:
        ride = QRectF(rect.left() + 3, rect.bottom() - 22, rect.width() - 6, 20)
        words = translate("SteamDonkeyBoard", "+1 to hand")
        # Bold where it fits, else regular (German runs longer): never cut.
        bold = text_width(words, MIN_PX, True) <= ride.width()
        draw_text(painter, ride, CENTRE, words, MIN_PX, bold, SOFT_INK)
        return
    for i in range(c.capacity):
        centre = guest_centre_in(rect, i)
        if i < len(guests):
            draw_visitor(painter, centre, GUEST_R, guests[i], colour_blind)
            state = marks[i] if i < len(marks) else ""
            if state:
                painter.setPen(QPen(FOCUS if state == "focus" else OFFER, 3.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, GUEST_R + 3, GUEST_R + 3)
        else:
            painter.setPen(QPen(tint(INK, 0.35), 1.3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, GUEST_R, GUEST_R)


def draw_pending(painter: QPainter, rect: QRectF, card: str, owed: int, colour_blind: bool) -> None:
    """The attraction being paid for, ghosted on the space it will stand on
    (over the one it will cover), with the cards still owed: the player sees
    where the payment is going while choosing the cards."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(PAPER)
    painter.drawRoundedRect(rect, 7, 7)
    painter.save()
    painter.setOpacity(0.6)
    draw_built(painter, rect, card, (), (), colour_blind)
    painter.restore()
    # Dashed in ink, not amber: amber marks what can be clicked now.
    painter.setPen(QPen(SOFT_INK, 2.0, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, 7, 7)
    words = translate("SteamDonkeyBoard", "{n} to pay").format(n=owed)
    tag = QRectF(rect.left() + 4, rect.bottom() - 32, rect.width() - 8, 26)
    painter.setPen(QPen(SOFT_INK, 1.2))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(tag, 5, 5)
    bold = text_width(words, MIN_PX, True) <= tag.width() - 4
    draw_text(painter, tag, CENTRE, words, MIN_PX, bold, INK, elide=True)


def guest_centre_in(top: QRectF, i: int) -> QPointF:
    return QPointF(top.left() + 8 + GUEST_R + i * (2 * GUEST_R + 4), top.bottom() - 8 - GUEST_R)


# --- the station's platform -------------------------------------------------------------------------
PLATFORM_R = 19.0
ROW_STEP = 2 * PLATFORM_R + 6


@dataclass(frozen=True)
class PlatformLook:
    backs: tuple[str, ...]
    marks: tuple[str, ...]
    deck: int
    colour_blind: bool = False


class PlatformItem(HotItem):
    """The platform: the visitors waiting at the station, backs up."""

    def __init__(self, host: Host, width: float) -> None:
        super().__init__(host, ("platform-area",), width, 78)

    def slot(self, i: int) -> QPointF:
        step = (self.w - 8) / 4
        return QPointF(4 + step * (i % 4) + step / 2, 24 + PLATFORM_R + ROW_STEP * (i // 4))

    def regions(self) -> list[tuple[QRectF, Key]]:
        out: list[tuple[QRectF, Key]] = [(QRectF(0, 0, self.w, self.h), ("platform-area",))]
        look: PlatformLook | None = self.look
        for i in range(len(look.backs) if look else 0):
            c = self.slot(i)
            out.append((QRectF(c.x() - PLATFORM_R - 2, c.y() - PLATFORM_R - 2, 2 * PLATFORM_R + 4, 2 * PLATFORM_R + 4),
                        ("platform", i)))
        return out

    def fit(self, count: int) -> None:
        """Room for ``count`` visitors, four a row (Mechanical Dog's three make a second row)."""
        rows = max(1, (count + 3) // 4)
        self.set_size(self.w, 24 + 2 * PLATFORM_R + ROW_STEP * (rows - 1) + 8)

    def draw(self, painter: QPainter) -> None:
        look: PlatformLook = self.look
        draw_text(painter, QRectF(0, 0, self.w, 20), LEFT, translate("SteamDonkeyBoard", "Platform"), 14, True, INK)
        for i, back in enumerate(look.backs):
            c = self.slot(i)
            draw_visitor(painter, c, PLATFORM_R, back, look.colour_blind)
            state = look.marks[i] if i < len(look.marks) else ""
            if state:
                painter.setPen(QPen(FOCUS if state == "focus" else OFFER, 4 if state == "focus" else 3.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(c, PLATFORM_R + 4, PLATFORM_R + 4)


# --- a rival's corner -------------------------------------------------------------------------------
MINI_W, MINI_H = 30.0, 21.0
#: With a character strip along the bottom (the advanced rules) the resort's
#: rows are shorter, so that its beach row stays in sight above the strip.
TIGHT_MINI_H = 14.0
CHAR_H = 21.0


@dataclass(frozen=True)
class RivalLook:
    name: str
    colour: str
    line: str
    spaces: tuple[tuple[str, ...], ...]
    guests: tuple[int, ...]
    hand: tuple[str, ...]  # backs, or the faces everyone saw
    character: str = ""  # "Donkey Boy (ready)" and the like
    char_state: str = ""  # "" | "offer" | "focus"
    to_act: bool = False
    colour_blind: bool = False


class RivalItem(HotItem):
    """Another player's resort in small, the backs of their hand, their
    kick-on and character."""

    def __init__(self, host: Host, seat: int, width: float, height: float) -> None:
        super().__init__(host, ("rival", seat), width, height)
        self.seat = seat

    def _tight(self) -> bool:
        look: RivalLook | None = self.look
        return look is not None and bool(look.character)

    def char_rect(self) -> QRectF:
        return QRectF(8, self.h - CHAR_H - 3, self.w - 16, CHAR_H)

    def regions(self) -> list[tuple[QRectF, Key]]:
        out: list[tuple[QRectF, Key]] = [(QRectF(0, 0, self.w, self.h), ("rival", self.seat))]
        look: RivalLook | None = self.look
        if look is not None and look.character:
            out.append((self.char_rect(), ("character", self.seat)))
        for sp in range(SPACES):
            out.append((self._mini(sp), ("rival-space", self.seat, sp)))
        return out

    def _mini(self, sp: int) -> QRectF:
        row, col = divmod(sp, 4)
        top, height = (43.0, TIGHT_MINI_H) if self._tight() else (46.0, MINI_H)
        return QRectF(8 + col * (MINI_W + 2), top + row * (height + 2), MINI_W, height)

    def hand_spots(self, count: int) -> tuple[float, list[QPointF]]:
        """The radius and centres of ``count`` cards of the hand, in rows
        right of the resort. Three rows (fifteen cards in a corner of four
        players) end above the character strip: smaller there."""
        left = 8 + 4 * (MINI_W + 2) + 8
        r, top, gap = (7.5, 50.0, 2.0) if self._tight() else (8.5, 52.0, 4.0)
        per_row = max(1, int((self.w - left - 6) // (2 * r + 3)))
        return r, [QPointF(left + r + col * (2 * r + 3), top + row * (2 * r + gap))
                   for row, col in (divmod(i, per_row) for i in range(count))]

    def draw(self, painter: QPainter) -> None:
        look: RivalLook = self.look
        cb = look.colour_blind
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(FOCUS if look.to_act else EDGE, 3 if look.to_act else 1.2))
        painter.setBrush(QColor(255, 253, 245, 235))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(look.colour))
        painter.drawEllipse(QPointF(16, 13), 6, 6)
        draw_text(painter, QRectF(27, 2, self.w - 33, 22), LEFT, look.name, 15, True, INK, elide=True)
        draw_text(painter, QRectF(8, 22, self.w - 14, 20), LEFT, look.line, 14, False, SOFT_INK, elide=True)
        for sp in range(SPACES):
            cell = self._mini(sp)
            stack = look.spaces[sp]
            colour = area_colour(sp // 4, cb)
            if stack:
                painter.setPen(QPen(EDGE, 1))
                painter.setBrush(area_colour(CARD[stack[-1]].colour, cb))
                painter.drawRoundedRect(cell, 4, 4)
                ink = ink_on(area_colour(CARD[stack[-1]].colour, cb))
                draw_icon(painter, QPointF(cell.left() + 9, cell.center().y()), 11, sp % 4, ink)
                # Two to a row: an attraction holds three visitors at most.
                first, gap, dot = (4.0, 6.0, 2.3) if self._tight() else (6.0, 7.0, 2.6)
                for g in range(look.guests[sp]):
                    painter.setPen(QPen(INK, 1))
                    painter.setBrush(QColor("#ffffff"))
                    painter.drawEllipse(QPointF(cell.left() + 19 + (g % 2) * 6, cell.top() + first + (g // 2) * gap), dot, dot)
            else:
                painter.setPen(QPen(tint(colour, 0.7), 1, Qt.PenStyle.DashLine))
                painter.setBrush(tint(colour, 0.15))
                painter.drawRoundedRect(cell, 4, 4)
        r, spots = self.hand_spots(len(look.hand))
        for card, c in zip(look.hand, spots):
            if card.startswith("?"):
                draw_visitor(painter, c, r, card, cb)
            else:  # a face everyone saw (taken from the discard pile)
                colour = area_colour(CARD[card].colour, cb)
                painter.setPen(QPen(EDGE, 1))
                painter.setBrush(colour)
                painter.drawRoundedRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 3, 3)
                draw_icon(painter, c, r * 1.2, CARD[card].icon, ink_on(colour))
        if look.character:
            box = self.char_rect()
            painter.setPen(QPen(EDGE, 1))
            painter.setBrush(QColor("#efe3c2"))
            painter.drawRoundedRect(box, 5, 5)
            draw_text(painter, box.adjusted(6, 0, -4, 0), LEFT, look.character, 14, False, INK, elide=True)
            offer_edge(painter, box, look.char_state, 5)


# --- the poster, the kick-on and character ------------------------------------------------------------
@dataclass(frozen=True)
class PosterLook:
    resort: str
    filled: int
    state: str = ""
    choosing: bool = False


class PosterItem(HotItem):
    """A resort poster's side: its name, the spaces that complete it and its
    bonuses. A bonus too long for one line (German ones often are) wraps, and
    the poster grows to hold it."""

    def __init__(self, host: Host, key: Key, width: float, height: float) -> None:
        super().__init__(host, key, width, height)
        self.min_h = height

    def set_look(self, look: PosterLook) -> None:
        super().set_look(look)
        self.set_size(self.w, max(self.min_h, BONUS_TOP + sum(self._line_heights()) + 6))

    def _line_heights(self) -> list[float]:
        look: PosterLook | None = self.look
        if look is None:
            return []
        return [wrapped_height(bonus.label, self.w - 16, 14) for bonus in RESORT[look.resort].bonuses]

    def draw(self, painter: QPainter) -> None:
        look: PosterLook = self.look
        r = RESORT[look.resort]
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(EDGE, 1.4))
        painter.setBrush(QColor("#f6e7bf"))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
        draw_text(painter, QRectF(8, 4, self.w - 16, 22), LEFT, resort_name(look.resort), 16, True, INK, elide=True)
        if look.choosing:
            done = translate("SteamDonkeyBoard", "{n} spaces to complete").format(n=r.spaces)
        elif look.filled >= r.spaces:
            done = translate("SteamDonkeyBoard", "Complete: {filled} spaces filled").format(filled=look.filled)
        else:
            done = translate("SteamDonkeyBoard", "{filled} of {n} spaces filled").format(filled=look.filled, n=r.spaces)
        draw_text(painter, QRectF(8, 26, self.w - 16, 20), LEFT, done, 14, False, SOFT_INK, elide=True)
        y = BONUS_TOP
        for bonus, h in zip(r.bonuses, self._line_heights()):
            draw_text(painter, QRectF(8, y, self.w - 16, h), TOP_LEFT | WRAP, bonus.label, 14, False, INK)
            y += h
        offer_edge(painter, rect, look.state, 8)


#: where a poster's bonus lines begin
BONUS_TOP = 48.0


@dataclass(frozen=True)
class CharacterLook:
    kickon: str
    character: str
    twisted: bool
    state: str = ""


class CharacterItem(HotItem):
    """The viewer's kick-on and character card; a twisted character is drawn
    turned, with "used" on it."""

    def __init__(self, host: Host, seat: int, width: float) -> None:
        super().__init__(host, ("character", seat), width, 66)

    def draw(self, painter: QPainter) -> None:
        look: CharacterLook = self.look
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(EDGE, 1.2))
        painter.setBrush(QColor("#efe3c2"))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 7, 7)
        draw_text(painter, QRectF(8, 2, self.w - 16, 20), LEFT, role_name(look.kickon), 14, True, INK, elide=True)
        draw_text(painter, QRectF(8, 22, self.w - 16, 20), LEFT, role_name(look.character), 14, False, INK, elide=True)
        if look.twisted:
            state = translate("SteamDonkeyBoard", "twisted: used")
        else:
            state = translate("SteamDonkeyBoard", "ready to use")
        draw_text(painter, QRectF(8, 42, self.w - 16, 20), LEFT, state, 14, look.twisted is False,
                  SOFT_INK if look.twisted else QColor("#2a7a3a"), elide=True)
        offer_edge(painter, rect, look.state, 7)


# --- buttons -----------------------------------------------------------------------------------------
BUTTON_H = 30.0


@dataclass(frozen=True)
class ButtonLook:
    label: str  # what the button does, in full (its tooltip and accessible name)
    state: str = ""
    bold: bool = True
    text: str = ""  # what it says when a heading beside it names the rest ("Move" under "Beach")


class ButtonItem(HotItem):
    def __init__(self, host: Host, index: int, width: float) -> None:
        super().__init__(host, ("button", index), width, BUTTON_H)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def draw(self, painter: QPainter) -> None:
        look: ButtonLook = self.look
        rect = QRectF(1, 1, self.w - 2, self.h - 2)
        focus = look.state == "focus"
        painter.setPen(QPen(FOCUS if focus else QColor("#7a6a3f"), 3 if focus else 1.4))
        painter.setBrush(QColor("#ffffff") if focus else QColor("#fff3c4"))
        painter.drawRoundedRect(rect, 7, 7)
        draw_text(painter, rect.adjusted(2, 0, -2, 0), CENTRE, look.text or look.label, 14, look.bold, INK, elide=True)


class Rings(QGraphicsItem):
    """The keyboard focus: blue rings round the places of the move in focus."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRectF] = []
        self.setZValue(55)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def show_at(self, rects: list[QRectF]) -> None:
        self.prepareGeometryChange()
        self.rects = [r.adjusted(-3, -3, 3, 3) for r in rects]
        self.setVisible(bool(self.rects))
        self.update()

    def boundingRect(self) -> QRectF:
        out = QRectF()
        for r in self.rects:
            out = out.united(r)
        return out.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(FOCUS, 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for r in self.rects:
            painter.drawRoundedRect(r, 8, 8)


@dataclass(frozen=True)
class LabelLook:
    text: str
    bold: bool = True


class LabelItem(HotItem):
    """A heading on the table (Station, Your hand, ...)."""

    def __init__(self, host: Host, key: Key, width: float, height: float = 20) -> None:
        super().__init__(host, key, width, height)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def draw(self, painter: QPainter) -> None:
        look: LabelLook = self.look
        draw_text(painter, QRectF(0, 0, self.w, self.h), LEFT, look.text, 14, look.bold, INK, elide=True)

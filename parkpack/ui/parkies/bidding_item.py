"""The bidding mat: the attraction spaces with their bid ladders and pawns,
the Parkie Pool, the face-down piles and the money track.

Like the player mats it paints itself and hit-tests by position. Target keys:
("step", space, index), ("pool",), ("colour", colour), ("pile", size),
("slot", space).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ...i18n import _
from ...games.parkies.common import ladder
from ...games.parkies.content import COLOURS, MONEY_HEARTS, POOL, SIZES, SPACE, TILE, rotated_shape
from ...games.parkies.state import State
from .words import size_word
from .art import paint_disc, paint_heart, paint_parkie, paint_pawn, paint_tile, tile_back
from .palette import FELT, FOCUS, INK, LEGAL, TRACKS, font, player_colour, track_letter

# Sizes in scene units. The board is shown at about 0.73 of these at the
# default window, so no text here is set under 15 (11 pixels on screen).
WIDTH = 648.0
TITLE = 30.0
COL_W = 212.0
COL_X0 = 6.0
SLOT_CELL = 74.0
STEP_W, STEP_H, STEP_GAP = 46.0, 60.0, 4.0
LABEL_H = 40.0  # the space's name over the tile's
VALUES_H = 22.0  # the tile's Allure, Profitability and Satisfaction under it
POOL_H = 104.0
PILE_W = 72.0
MONEY_TOP_PAD = 6.0
MONEY_H = 62.0
MONEY_MAX = 50
ROW1 = ("SA", "SB", "SC")
ROW2 = ("MA", "MB", "LA")
TEXT = 15  # the least text size on the mat


@dataclass
class BidLook:
    state: State
    letters: tuple[str, ...]
    viewer: int
    colour_blind: bool = False
    targets: frozenset[tuple[Any, ...]] = frozenset()
    pay: dict[tuple[str, int], int] | None = None  # what the viewer would pay per (space, amount)
    held: str = ""  # the space whose tile the viewer is placing


class BidLayout:
    """Rectangles of the mat for a game with ``n`` players: two rows of
    spaces (the first row holds the face-down piles with two players), then
    the Parkie Pool with the piles beside it, then the money track."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.slots: dict[str, QRectF] = {}
        self.labels: dict[str, QRectF] = {}
        self.values: dict[str, QRectF] = {}
        self.steps: dict[str, list[QRectF]] = {}
        self.piles: dict[str, QRectF] = {}
        y1 = TITLE + 6
        if n == 2:
            self.labels["piles"] = QRectF(COL_X0 + 4, y1, 3 * COL_W, 22)
            for i, size in enumerate(SIZES):
                self.piles[size] = QRectF(COL_X0 + i * COL_W + 36, y1 + 26, COL_W - 72, SLOT_CELL)
            y2 = y1 + 26 + SLOT_CELL + 14
        else:
            for i, sid in enumerate(ROW1):
                self._space(sid, i, y1, SLOT_CELL)
            y2 = self.steps["SA"][0].bottom() + 8
        for i, sid in enumerate(("T1", "T2") if n == 2 else ROW2):
            self._space(sid, i, y2, 2 * SLOT_CELL)
        pool_top = self.steps[("T1" if n == 2 else "MA")][0].bottom() + 8
        piles_w = 0.0 if n == 2 else 3 * PILE_W + 2 * 8 + 10
        self.pool = QRectF(COL_X0, pool_top, WIDTH - 2 * COL_X0 - piles_w, POOL_H)
        if n != 2:
            x = self.pool.right() + 10
            for i, size in enumerate(SIZES):
                self.piles[size] = QRectF(x + i * (PILE_W + 8), pool_top + 24, PILE_W, POOL_H - 24)
        self.money = QRectF(10, self.pool.bottom() + MONEY_TOP_PAD, WIDTH - 20, MONEY_H)
        self.height = self.money.bottom() + 8

    def _space(self, sid: str, col: int, y: float, slot_h: float) -> None:
        x = COL_X0 + col * COL_W
        self.labels[sid] = QRectF(x + 4, y, COL_W - 8, LABEL_H)
        self.slots[sid] = QRectF(x + (COL_W - 2 * SLOT_CELL) / 2, y + LABEL_H + 2, 2 * SLOT_CELL, slot_h)
        self.values[sid] = QRectF(x + 4, self.slots[sid].bottom() + 2, COL_W - 8, VALUES_H)
        total = 4 * STEP_W + 3 * STEP_GAP
        sx = x + (COL_W - total) / 2
        sy = self.values[sid].bottom() + 4
        self.steps[sid] = [QRectF(sx + k * (STEP_W + STEP_GAP), sy, STEP_W, STEP_H) for k in range(4)]

    def colour_rects(self) -> list[tuple[QRectF, str]]:
        """The eight colours of the pool, in one row under its title."""
        out = []
        w = (self.pool.width() - 16) / len(COLOURS)
        for i, colour in enumerate(COLOURS):
            out.append((QRectF(self.pool.left() + 8 + i * w, self.pool.top() + 28, w, 48), colour))
        return out

    def tile_origin(self, sid: str, tile_id: str) -> QPointF:
        """Top-left of a tile centred in its slot."""
        slot = self.slots[sid]
        w, h = rotated_shape(TILE[tile_id].size, 0)
        return QPointF(slot.center().x() - w * SLOT_CELL / 2, slot.center().y() - h * SLOT_CELL / 2)


def _drawn(look: BidLook) -> tuple[Any, ...]:
    """Everything the bidding mat shows, to skip repaints that change nothing."""
    st = look.state
    players = tuple((p.name, p.colour, p.money, p.bid) for p in st.players)
    piles = tuple(len(p) for p in st.piles)
    pay = tuple(sorted((look.pay or {}).items()))
    return (st.spaces, st.pool, piles, players, st.round, st.first, look.letters, look.colour_blind, look.targets, pay, look.held)


class BidMatInput(Protocol):
    """Where the bidding mat sends its clicks, drags and hovers (the board's mouse)."""

    def bid_pressed(self, key: tuple[Any, ...] | None, button: Qt.MouseButton) -> None: ...

    def drag_moved(self, scene_pos: QPointF) -> None: ...

    def drag_released(self, scene_pos: QPointF) -> None: ...

    def bid_hovered(self, key: tuple[Any, ...] | None) -> None: ...


class BiddingMatItem(QGraphicsItem):
    def __init__(self, board: BidMatInput) -> None:
        super().__init__()
        self.board = board
        self.layout = BidLayout(3)
        self.look: BidLook | None = None
        self._key: tuple[Any, ...] = ()
        self._hits: list[tuple[QRectF, tuple[Any, ...]]] = []
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_look(self, look: BidLook) -> None:
        """Show ``look``; repaint only if something drawn here changed."""
        if look.state.n != self.layout.n:
            self.prepareGeometryChange()
            self.layout = BidLayout(look.state.n)
        key = _drawn(look)
        self.look = look
        if key == self._key:
            return
        self._key = key
        self._hits = self._hit_regions(look)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, WIDTH, self.layout.height)

    def _hit_regions(self, look: BidLook) -> list[tuple[QRectF, tuple[Any, ...]]]:
        lay = self.layout
        hits: list[tuple[QRectF, tuple[Any, ...]]] = []
        in_play = {s.id for s in look.state.spaces}  # covered spaces take no clicks
        for sid, steps in lay.steps.items():
            if sid in in_play:
                hits += [(r, ("step", sid, k)) for k, r in enumerate(steps)]
        for sid, slot in lay.slots.items():
            if sid in in_play:
                hits.append((slot, ("slot", sid)))
        hits += [(r, ("colour", c)) for r, c in lay.colour_rects()]
        hits.append((lay.pool, ("pool",)))
        hits += [(r, ("pile", s)) for s, r in lay.piles.items()]
        return hits

    def keep_clear(self) -> list[QRectF]:
        """Scene rects of what the mat paints that a marker's label must not
        cover (ui/marker.py): its title line, every space's name, values,
        tile and ladder, the pool, the piles and the money track."""
        lay = self.layout
        rects = [QRectF(0, 0, WIDTH, TITLE), lay.pool, lay.money]
        rects += [*lay.labels.values(), *lay.values.values(), *lay.slots.values()]
        rects += [r for steps in lay.steps.values() for r in steps]
        rects += [r.adjusted(0, -24, 0, 0) for r in lay.piles.values()]  # with the heading above them
        return [self.mapRectToScene(r) for r in rects]

    def key_at(self, pos: QPointF) -> tuple[Any, ...] | None:
        for rect, key in self._hits:
            if rect.contains(pos):
                return key
        return None

    def scene_rect_of(self, key: tuple[Any, ...]) -> QRectF | None:
        for rect, k in self._hits:
            if k == key:
                return self.mapRectToScene(rect)
        return None

    # --- events --------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.bid_pressed(self.key_at(event.pos()), event.button())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.drag_moved(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.drag_released(event.scenePos())

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board.bid_hovered(self.key_at(event.pos()))

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board.bid_hovered(self.key_at(event.pos()))

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board.bid_hovered(None)

    # --- painting ------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        if look is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#1d4a35"), 3))
        painter.setBrush(FELT)
        painter.drawRoundedRect(self.boundingRect().adjusted(1.5, 1.5, -1.5, -1.5), 14, 14)
        st = look.state
        painter.setPen(CREAM)
        painter.setFont(font(17, True))
        title = QCoreApplication.translate("Parkies", "Bidding mat · round {round}").format(round=st.round)
        painter.drawText(QRectF(14, 4, WIDTH - 28, TITLE), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
        used = QFontMetricsF(painter.font()).horizontalAdvance(title) + 24
        painter.setFont(font(TEXT))
        first = _elided(QCoreApplication.translate("Parkies", "first player: {name}").format(name=st.players[st.first].name), painter, WIDTH - 28 - used)
        painter.drawText(QRectF(14, 4, WIDTH - 28, TITLE), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, first)
        in_play = {s.id for s in st.spaces}
        for sid in self.layout.slots:
            if sid in in_play:
                self._paint_space(painter, look, sid)
            else:
                self._paint_covered(painter, sid, st.n)
        self._paint_pool(painter, look)
        self._paint_piles(painter, look)
        self._paint_money(painter, look)

    def _paint_covered(self, painter: QPainter, sid: str, n: int) -> None:
        lay = self.layout
        rect = QRectF(lay.labels[sid].left(), lay.labels[sid].top(), lay.labels[sid].width(), lay.steps[sid][0].bottom() - lay.labels[sid].top())
        painter.setPen(QPen(QColor("#6f7d74"), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 255, 255, 25))
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(QColor("#c9d6cc"))
        painter.setFont(font(TEXT))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Parkies", "{label}\nnot used with {n} players").format(label=_(SPACE[sid].label), n=n))

    def _paint_space(self, painter: QPainter, look: BidLook, sid: str) -> None:
        lay, st = self.layout, look.state
        space = st.space(sid)
        label_rect = lay.labels[sid]
        top, bottom = label_rect.adjusted(0, 0, 0, -LABEL_H / 2), label_rect.adjusted(0, LABEL_H / 2, 0, 0)
        painter.setPen(CREAM)
        painter.setFont(font(TEXT, True))
        label = _(SPACE[sid].label) if sid in SPACE else (QCoreApplication.translate("Parkies", "First tile") if sid == "T1" else QCoreApplication.translate("Parkies", "Second tile"))
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        slot = lay.slots[sid]
        if not space.tile:
            painter.setPen(QPen(QColor("#5d8a71"), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(slot.adjusted(20, 10, -20, -10), 8, 8)
            painter.setPen(QColor("#b6d3c2"))
            painter.setFont(font(TEXT))
            painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Parkies", "empty"))
            return
        tile = TILE[space.tile]
        painter.setFont(font(TEXT))
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, _elided(_(tile.name), painter, bottom.width()))
        origin = lay.tile_origin(sid, space.tile)
        paint_tile(painter, origin, SLOT_CELL, space.tile, 0, look.colour_blind, True, values=False)
        _paint_values_line(painter, lay.values[sid], tile.changes)
        if look.held == sid:
            w, h = rotated_shape(tile.size, 0)
            painter.setPen(QPen(FOCUS, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(origin.x() - 4, origin.y() - 4, w * SLOT_CELL + 8, h * SLOT_CELL + 8), 8, 8)
        for i, colour in enumerate(space.spent):
            paint_parkie(painter, QRectF(slot.left() + 2 + i * 20, slot.bottom() - 34, 22, 30), colour, look.colour_blind)
        steps = ladder(st, sid)
        for k, rect in enumerate(lay.steps[sid]):
            self._paint_step(painter, look, sid, k, rect, steps[k], space.step == k, space.bidder, space.trump)

    def _paint_step(self, painter: QPainter, look: BidLook, sid: str, k: int, rect: QRectF, amount: int, standing: bool, bidder: int, trump: int) -> None:
        legal = ("step", sid, k) in look.targets
        painter.setPen(QPen(LEGAL.darker(120) if legal else QColor("#c9b98f"), 3 if legal else 1.2))
        painter.setBrush(QColor("#dff5e3") if legal else QColor("#efe6c8"))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(INK)
        painter.setFont(font(16, True))
        top = QRectF(rect.left(), rect.top() + 2, rect.width(), 20)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, f"${amount}")
        if standing and bidder >= 0:
            p = look.state.players[bidder]
            paint_pawn(painter, QRectF(rect.center().x() - 14, rect.top() + 22, 28, 36), player_colour(p.colour, bidder, look.colour_blind), look.letters[bidder])
            if trump:
                painter.setPen(QColor("#ffe3a0"))
                painter.setFont(font(TEXT, True))
                painter.drawText(QRectF(rect.left() - 10, rect.bottom() + 1, rect.width() + 20, 18), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Parkies", "trump ×{trump}").format(trump=trump))
            return
        pay = (look.pay or {}).get((sid, amount))
        if pay is not None and pay != amount:
            painter.setPen(QColor("#1e6b34"))
            painter.setFont(font(TEXT, True))
            painter.drawText(QRectF(rect.left() - 2, rect.top() + 22, rect.width() + 4, 36), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Parkies", "pay\n${pay}").format(pay=pay))

    def _paint_pool(self, painter: QPainter, look: BidLook) -> None:
        lay, st = self.layout, look.state
        legal = ("pool",) in look.targets
        painter.setPen(QPen(LEGAL if legal else QColor("#c7b27a"), 3 if legal else 2))
        painter.setBrush(QColor("#e9dcb0"))
        painter.drawRoundedRect(lay.pool, 12, 12)
        painter.setPen(INK)
        painter.setFont(font(16, True))
        head = QRectF(lay.pool.left() + 10, lay.pool.top() + 3, lay.pool.width() - 20, 24)
        painter.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, QCoreApplication.translate("Parkies", "Parkie Pool"))
        painter.setFont(font(TEXT))
        painter.drawText(QRectF(lay.pool.left() + 10, lay.pool.bottom() - 24, lay.pool.width() - 20, 22),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, QCoreApplication.translate("Parkies", "bid here: +$3 and a Parkie of any colour"))
        for (rect, colour), count in zip(lay.colour_rects(), st.pool):
            chosen = ("colour", colour) in look.targets
            if chosen:
                painter.setPen(QPen(LEGAL, 2.5))
                painter.setBrush(QColor("#dff5e3"))
                painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
            painter.setOpacity(1.0 if count else 0.3)
            paint_parkie(painter, QRectF(rect.left() + 2, rect.top() + 6, 24, 36), colour, look.colour_blind)
            painter.setOpacity(1.0)
            painter.setPen(INK)
            painter.setFont(font(TEXT, True))
            painter.drawText(QRectF(rect.left() + 25, rect.top() + 4, rect.width() - 25, 40), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"×{count}")
        bidders = [p for p in st.players if p.bid == POOL]
        for i, p in enumerate(bidders):  # pawns on the pool, along the title
            x = lay.pool.right() - 14 - (len(bidders) - i) * 30
            paint_pawn(painter, QRectF(x, lay.pool.top() + 2, 22, 26), player_colour(p.colour, p.seat, look.colour_blind), look.letters[p.seat])

    def _paint_piles(self, painter: QPainter, look: BidLook) -> None:
        lay, st = self.layout, look.state
        painter.setPen(CREAM)
        painter.setFont(font(TEXT, True))
        if "piles" in lay.labels:
            painter.drawText(lay.labels["piles"], Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, QCoreApplication.translate("Parkies", "Face-down piles"))
        else:
            first = lay.piles[SIZES[0]]
            width = 3 * PILE_W + 16
            painter.drawText(QRectF(first.left(), first.top() - 24, width, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, QCoreApplication.translate("Parkies", "Face-down piles"))
        for size, pile in zip(SIZES, st.piles):
            rect = lay.piles[size]
            tile_back(painter, rect, QCoreApplication.translate("Parkies", "{size}\n{n} left").format(size=size_word(size), n=len(pile)))
            if ("pile", size) in look.targets:
                painter.setPen(QPen(LEGAL, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)

    def _paint_money(self, painter: QPainter, look: BidLook) -> None:
        rect, st = self.layout.money, look.state
        step = rect.width() / (MONEY_MAX + 1)
        band = QRectF(rect.left(), rect.top() + 20, rect.width(), 24)
        painter.setPen(QPen(QColor("#c7b27a"), 1))
        painter.setBrush(QColor("#efe6c8"))
        painter.drawRoundedRect(band, 4, 4)
        painter.setFont(font(TEXT, True))
        for n in range(MONEY_MAX + 1):
            cell = QRectF(band.left() + n * step, band.top(), step, band.height())
            if n in MONEY_HEARTS:
                paint_heart(painter, cell.adjusted(0, 5, 0, -5))
            if n % 10 == 0:  # the figures under the band, clear of the discs
                painter.setPen(CREAM)
                painter.drawText(QRectF(cell.left() - 10, band.bottom() + 1, step + 20, 16), Qt.AlignmentFlag.AlignCenter, f"${n}")
        painter.setPen(CREAM)
        painter.setFont(font(TEXT, True))
        painter.drawText(QRectF(rect.left(), rect.top(), 300, 18), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QCoreApplication.translate("Parkies", "Money track"))
        stacks: dict[int, int] = {}
        for p in st.players:
            v = min(max(p.money, 0), MONEY_MAX)
            k = stacks.get(v, 0)
            stacks[v] = k + 1
            # Equal money: two tiers on the band, then along it to the right.
            centre = QPointF(band.left() + (v + 0.5) * step + (k // 2) * 15, band.center().y() + (6 if k % 2 else -6))
            paint_disc(painter, centre, 12.5, player_colour(p.colour, p.seat, look.colour_blind), look.letters[p.seat])


CREAM = QColor("#f3ecd2")


def _elided(text: str, painter: QPainter, width: float) -> str:
    return QFontMetricsF(painter.font()).elidedText(text, Qt.TextElideMode.ElideRight, max(10.0, width))


def _paint_values_line(painter: QPainter, rect: QRectF, values: tuple[int, int, int]) -> None:
    """The tile's Allure, Profitability and Satisfaction in their track
    colours, as "A +1  P +2  S 0", large enough to read at a glance."""
    painter.setFont(font(TEXT, True))
    metrics = QFontMetricsF(painter.font())
    parts = [(f"{track_letter(key)} {v:+d}" if v else f"{track_letter(key)} 0", QColor(hex_colour))
             for (key, _, _, hex_colour), v in zip(TRACKS, values)]
    gap = 14.0
    total = sum(metrics.horizontalAdvance(t) for t, _ in parts) + gap * (len(parts) - 1)
    x = rect.center().x() - total / 2
    for text, colour in parts:
        width = metrics.horizontalAdvance(text)
        chip = QRectF(x - 4, rect.top() + 1, width + 8, rect.height() - 2)
        painter.setPen(QPen(colour.darker(140), 1))
        painter.setBrush(QColor("#fffdf5"))
        painter.drawRoundedRect(chip, 5, 5)
        painter.setPen(colour.darker(150))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
        x += width + gap

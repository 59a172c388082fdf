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
from ...games.parkies.text import money
from .words import size_word
from .art import PAWN_LEAST_H, paint_disc, paint_heart, paint_parkie, paint_pawn, paint_tile, tile_back
from .palette import FELT, FOCUS, INK, LEAST_PX, LEGAL, TRACKS, font, player_colour, track_letter

# Sizes in scene units; no text here is set under the board's least size.
TEXT = LEAST_PX  # the least text size on the mat
WIDTH = 648.0
TITLE = 30.0
TITLE_PX = 19
COL_W = 212.0
COL_X0 = 6.0
SLOT_CELL = 68.0
STEP_W, STEP_H, STEP_GAP = 46.0, 68.0, 4.0
STEP_AMOUNT_H = 22.0  # the step's amount, over its pawn or price
LABEL_H = 44.0  # the space's name over the tile's, a line each
ROW_GAP = 6.0
VALUE_W, VALUE_H, VALUE_GAP = 58.0, 21.0, 2.5  # the tile's A, P and S chips, stacked right of it
VALUE_PAD = 8.0  # between the tile and its chips
POOL_HEAD = 28.0  # the pool's title line
POOL_COLOURS_H = 62.0  # a Parkie of each colour over its count
POOL_FOOT = 44.0  # two lines: what a pool bid gives, and the pawns there
POOL_H = POOL_HEAD + POOL_COLOURS_H + POOL_FOOT + 4
POOL_PARKIE_W, POOL_PARKIE_H = 26.0, 38.0
PILE_W, PILE_GAP = 90.0, 6.0
PILES_HEAD = 26.0  # "Face-down piles" over them
PAWN_W, PAWN_H = 32.0, round(PAWN_LEAST_H + 0.5)
SPENT_W, SPENT_H, SPENT_STEP = 26.0, 36.0, 20.0  # the Parkies paid for a trump, on its tile
MONEY_TOP_PAD = 6.0
MONEY_HEAD = 20.0  # "Money track"
DISC_R = 14.0  # a player's money disc
TIER = 24.0  # between the centres of two discs on one value
MONEY_BAND_H = 28.0
MONEY_FIGURES_H = 18.0
MONEY_H = MONEY_HEAD + TIER + 2 * DISC_R + MONEY_FIGURES_H
MONEY_MAX = 50
ROW1 = ("SA", "SB", "SC")
ROW2 = ("MA", "MB", "LA")


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
            self.labels["piles"] = QRectF(COL_X0 + 4, y1, 3 * COL_W, PILES_HEAD - 4)
            for i, size in enumerate(SIZES):
                self.piles[size] = QRectF(COL_X0 + i * COL_W + 36, y1 + PILES_HEAD, COL_W - 72, SLOT_CELL)
            y2 = y1 + PILES_HEAD + SLOT_CELL + 14
        else:
            for i, sid in enumerate(ROW1):
                self._space(sid, i, y1, 1)
            y2 = self.steps["SA"][0].bottom() + ROW_GAP
        for i, sid in enumerate(("T1", "T2") if n == 2 else ROW2):
            self._space(sid, i, y2, 2)
        pool_top = self.steps[("T1" if n == 2 else "MA")][0].bottom() + ROW_GAP
        piles_w = 0.0 if n == 2 else 3 * PILE_W + 2 * PILE_GAP + 10
        self.pool = QRectF(COL_X0, pool_top, WIDTH - 2 * COL_X0 - piles_w, POOL_H)
        if n != 2:
            x = self.pool.right() + 10
            for i, size in enumerate(SIZES):
                self.piles[size] = QRectF(x + i * (PILE_W + PILE_GAP), pool_top + PILES_HEAD, PILE_W, POOL_H - PILES_HEAD)
        self.money = QRectF(10, self.pool.bottom() + MONEY_TOP_PAD, WIDTH - 20, MONEY_H)
        self.height = self.money.bottom() + 8

    def _space(self, sid: str, col: int, y: float, cells: int) -> None:
        """A space: its names, then its tile (``cells`` wide and tall at
        most) with the tile's values stacked at its right, then its ladder."""
        x = COL_X0 + col * COL_W
        self.labels[sid] = QRectF(x + 4, y, COL_W - 8, LABEL_H)
        side = cells * SLOT_CELL
        left = x + (COL_W - side - VALUE_PAD - VALUE_W) / 2
        self.slots[sid] = QRectF(left, y + LABEL_H + 2, side, side)
        chips_h = 3 * VALUE_H + 2 * VALUE_GAP
        self.values[sid] = QRectF(left + side + VALUE_PAD, self.slots[sid].center().y() - chips_h / 2, VALUE_W, chips_h)
        total = 4 * STEP_W + 3 * STEP_GAP
        sx = x + (COL_W - total) / 2
        sy = self.slots[sid].bottom() + 4
        self.steps[sid] = [QRectF(sx + k * (STEP_W + STEP_GAP), sy, STEP_W, STEP_H) for k in range(4)]

    def colour_rects(self) -> list[tuple[QRectF, str]]:
        """The eight colours of the pool, in one row under its title."""
        out = []
        w = (self.pool.width() - 16) / len(COLOURS)
        for i, colour in enumerate(COLOURS):
            out.append((QRectF(self.pool.left() + 8 + i * w, self.pool.top() + POOL_HEAD, w, POOL_COLOURS_H), colour))
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
        rects += [r.adjusted(0, -PILES_HEAD, 0, 0) for r in lay.piles.values()]  # with the heading above them
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
        painter.setFont(font(TITLE_PX, True))
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
        text = QCoreApplication.translate("Parkies", "{label}\nnot used with {n} players").format(label=_(SPACE[sid].label), n=n)
        painter.drawText(rect.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)

    def _paint_space(self, painter: QPainter, look: BidLook, sid: str) -> None:
        lay, st = self.layout, look.state
        space = st.space(sid)
        label_rect = lay.labels[sid]
        top, bottom = label_rect.adjusted(0, 0, 0, -LABEL_H / 2), label_rect.adjusted(0, LABEL_H / 2, 0, 0)
        painter.setPen(CREAM)
        painter.setFont(font(TEXT, True))
        label = _(SPACE[sid].label) if sid in SPACE else (QCoreApplication.translate("Parkies", "First tile") if sid == "T1" else QCoreApplication.translate("Parkies", "Second tile"))
        room = top.width()
        if space.trump and space.bidder >= 0:  # said on the name's line, clear of the ladder under it
            trump = QCoreApplication.translate("Parkies", "trump ×{trump}").format(trump=space.trump)
            painter.setPen(QColor("#ffe3a0"))
            painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, trump)
            room -= QFontMetricsF(painter.font()).horizontalAdvance(trump) + 8
            painter.setPen(CREAM)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, _elided(label, painter, room))
        slot = lay.slots[sid]
        if not space.tile:
            painter.setPen(QPen(QColor("#5d8a71"), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(slot.adjusted(4, 4, -4, -4), 8, 8)
            painter.setPen(QColor("#b6d3c2"))
            painter.setFont(font(TEXT))
            painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Parkies", "empty"))
            return
        tile = TILE[space.tile]
        painter.setFont(font(TEXT))
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, _elided(_(tile.name), painter, bottom.width()))
        origin = lay.tile_origin(sid, space.tile)
        paint_tile(painter, origin, SLOT_CELL, space.tile, 0, look.colour_blind, True, values=False)
        _paint_values(painter, lay.values[sid], tile.changes)
        if look.held == sid:
            w, h = rotated_shape(tile.size, 0)
            painter.setPen(QPen(FOCUS, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(origin.x() - 4, origin.y() - 4, w * SLOT_CELL + 8, h * SLOT_CELL + 8), 8, 8)
        for i, colour in enumerate(space.spent):
            paint_parkie(painter, QRectF(slot.left() + 2 + i * SPENT_STEP, slot.bottom() - SPENT_H - 2, SPENT_W, SPENT_H), colour, look.colour_blind)
        steps = ladder(st, sid)
        for k, rect in enumerate(lay.steps[sid]):
            self._paint_step(painter, look, sid, k, rect, steps[k], space.step == k, space.bidder)

    def _paint_step(self, painter: QPainter, look: BidLook, sid: str, k: int, rect: QRectF, amount: int, standing: bool, bidder: int) -> None:
        legal = ("step", sid, k) in look.targets
        painter.setPen(QPen(LEGAL.darker(120) if legal else QColor("#c9b98f"), 3 if legal else 1.2))
        painter.setBrush(QColor("#dff5e3") if legal else QColor("#efe6c8"))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(INK)
        painter.setFont(font(TEXT, True))
        top = QRectF(rect.left(), rect.top() + 1, rect.width(), STEP_AMOUNT_H)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, money(amount))
        below = QRectF(rect.left() - 2, top.bottom(), rect.width() + 4, rect.bottom() - top.bottom())
        if standing and bidder >= 0:
            p = look.state.players[bidder]
            pawn = QRectF(rect.center().x() - PAWN_W / 2, rect.bottom() - PAWN_H - 1, PAWN_W, PAWN_H)
            paint_pawn(painter, pawn, player_colour(p.colour, bidder, look.colour_blind), look.letters[bidder])
            return
        pay = (look.pay or {}).get((sid, amount))
        if pay is not None and pay != amount:
            painter.setPen(QColor("#1e6b34"))
            painter.drawText(below, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Parkies", "pay\n${pay}").format(pay=pay))

    def _paint_pool(self, painter: QPainter, look: BidLook) -> None:
        lay, st = self.layout, look.state
        legal = ("pool",) in look.targets
        painter.setPen(QPen(LEGAL if legal else QColor("#c7b27a"), 3 if legal else 2))
        painter.setBrush(QColor("#e9dcb0"))
        painter.drawRoundedRect(lay.pool, 12, 12)
        painter.setPen(INK)
        painter.setFont(font(TEXT, True))
        head = QRectF(lay.pool.left() + 10, lay.pool.top() + 2, lay.pool.width() - 20, POOL_HEAD - 2)
        painter.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, QCoreApplication.translate("Parkies", "Parkie Pool"))
        for (rect, colour), count in zip(lay.colour_rects(), st.pool):
            self._paint_pool_colour(painter, look, rect, colour, count)
        bidders = [p for p in st.players if p.bid == POOL]
        foot = QRectF(lay.pool.left() + 10, lay.pool.bottom() - POOL_FOOT - 2, lay.pool.width() - 20, POOL_FOOT)
        for i, p in enumerate(bidders):  # pawns on the pool, at the right of its foot
            x = foot.right() - (len(bidders) - i) * (PAWN_W + 2)
            paint_pawn(painter, QRectF(x, foot.bottom() - PAWN_H, PAWN_W, PAWN_H), player_colour(p.colour, p.seat, look.colour_blind), look.letters[p.seat])
        room = foot.adjusted(0, 0, -len(bidders) * (PAWN_W + 2) - 4, 0)
        painter.setPen(INK)
        painter.setFont(font(TEXT))
        _draw_wrapped(painter, room, QCoreApplication.translate("Parkies", "bid here: +$3 and a Parkie of any colour"))

    def _paint_pool_colour(self, painter: QPainter, look: BidLook, rect: QRectF, colour: str, count: int) -> None:
        """One colour of the pool: a Parkie over how many are left."""
        if ("colour", colour) in look.targets:
            painter.setPen(QPen(LEGAL, 2.5))
            painter.setBrush(QColor("#dff5e3"))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        painter.setOpacity(1.0 if count else 0.3)
        token = QRectF(rect.center().x() - POOL_PARKIE_W / 2, rect.top() + 2, POOL_PARKIE_W, POOL_PARKIE_H)
        paint_parkie(painter, token, colour, look.colour_blind)
        painter.setOpacity(1.0)
        painter.setPen(INK)
        painter.setFont(font(TEXT, True))
        painter.drawText(QRectF(rect.left(), token.bottom(), rect.width(), rect.bottom() - token.bottom()), Qt.AlignmentFlag.AlignCenter, f"×{count}")

    def _paint_piles(self, painter: QPainter, look: BidLook) -> None:
        lay, st = self.layout, look.state
        painter.setPen(CREAM)
        painter.setFont(font(TEXT, True))
        heading = QCoreApplication.translate("Parkies", "Face-down piles")
        if "piles" in lay.labels:
            painter.drawText(lay.labels["piles"], Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, heading)
        else:
            first = lay.piles[SIZES[0]]
            width = 3 * PILE_W + 2 * PILE_GAP
            painter.drawText(QRectF(first.left(), first.top() - PILES_HEAD, width, PILES_HEAD - 2), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, _elided(heading, painter, width))
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
        centre_y = rect.top() + MONEY_HEAD + DISC_R + TIER / 2
        band = QRectF(rect.left(), centre_y - MONEY_BAND_H / 2, rect.width(), MONEY_BAND_H)
        painter.setPen(QPen(QColor("#c7b27a"), 1))
        painter.setBrush(QColor("#efe6c8"))
        painter.drawRoundedRect(band, 4, 4)
        painter.setFont(font(TEXT, True))
        figures_top = rect.bottom() - MONEY_FIGURES_H
        for n in range(MONEY_MAX + 1):
            cell = QRectF(band.left() + n * step, band.top(), step, band.height())
            if n in MONEY_HEARTS:
                paint_heart(painter, cell.adjusted(0, 8, 0, -8))
            if n % 10 == 0:  # the figures under the band, clear of the discs, inside the mat
                painter.setPen(CREAM)
                figure = QRectF(cell.center().x() - 24, figures_top, 48, MONEY_FIGURES_H)
                figure.moveLeft(min(max(figure.left(), rect.left() - 4), rect.right() + 4 - figure.width()))
                painter.drawText(figure, Qt.AlignmentFlag.AlignCenter, money(n))
        painter.setPen(CREAM)
        painter.drawText(QRectF(rect.left(), rect.top(), 300, MONEY_HEAD), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QCoreApplication.translate("Parkies", "Money track"))
        for p, (x, tier) in zip(st.players, disc_places([min(max(p.money, 0), MONEY_MAX) for p in st.players], step, band.left())):
            centre = QPointF(x, centre_y + (TIER / 2 if tier else -TIER / 2))
            paint_disc(painter, centre, DISC_R, player_colour(p.colour, p.seat, look.colour_blind), look.letters[p.seat])


def disc_places(values: list[int], step: float, left: float) -> list[tuple[float, int]]:
    """(x, tier) of each player's money disc: over its value, in the upper
    or the lower tier, moved right only as far as the disc before it in
    that tier leaves its letter in sight."""
    clear = DISC_R + LEAST_PX / 2  # from a disc's centre to the edge of the letter beside it
    last = [-1e9, -1e9]
    places: dict[int, tuple[float, int]] = {}
    for i in sorted(range(len(values)), key=lambda i: (values[i], i)):
        x0 = left + (values[i] + 0.5) * step
        xs = [max(x0, last[t] + clear) for t in (0, 1)]
        tier = 0 if xs[0] <= xs[1] else 1
        last[tier] = xs[tier]
        places[i] = (xs[tier], tier)
    return [places[i] for i in range(len(values))]


CREAM = QColor("#f3ecd2")


def _elided(text: str, painter: QPainter, width: float) -> str:
    return QFontMetricsF(painter.font()).elidedText(text, Qt.TextElideMode.ElideRight, max(10.0, width))


def _draw_wrapped(painter: QPainter, rect: QRectF, text: str) -> None:
    """``text`` on as many lines as ``rect`` holds, the last cut with "…"."""
    metrics = QFontMetricsF(painter.font())
    lines: list[str] = []
    words = text.split()
    most = max(1, int(rect.height() // metrics.lineSpacing()))
    while words and len(lines) < most:
        line = words.pop(0)
        while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= rect.width():
            line += " " + words.pop(0)
        lines.append(line)
    if words:
        lines[-1] = metrics.elidedText(f"{lines[-1]} {' '.join(words)}", Qt.TextElideMode.ElideRight, rect.width())
    lines = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, rect.width()) for line in lines]
    painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "\n".join(lines))


def _paint_values(painter: QPainter, rect: QRectF, values: tuple[int, int, int]) -> None:
    """The tile's Allure, Profitability and Satisfaction in their track
    colours, one over the other as "A +1", "P +2", "S 0"."""
    painter.setFont(font(TEXT, True))
    for i, ((key, _, _, hex_colour), v) in enumerate(zip(TRACKS, values)):
        text = f"{track_letter(key)} {v:+d}" if v else f"{track_letter(key)} 0"
        colour = QColor(hex_colour)
        chip = QRectF(rect.left(), rect.top() + i * (VALUE_H + VALUE_GAP), rect.width(), VALUE_H)
        painter.setPen(QPen(colour.darker(140), 1))
        painter.setBrush(QColor("#fffdf5"))
        painter.drawRoundedRect(chip, 5, 5)
        painter.setPen(colour.darker(150))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)

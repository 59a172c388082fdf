"""The bidding mat: the attraction spaces with their bid ladders and pawns,
the Parkie Pool, the face-down piles and the money track.

Like the player mats it paints itself and hit-tests by position. Target keys:
("step", space, index), ("pool",), ("colour", colour), ("pile", size),
("slot", space).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ...games.parkies.common import ladder
from ...games.parkies.content import COLOURS, MONEY_HEARTS, POOL, SIZES, SPACE, TILE, rotated_shape
from ...games.parkies.state import State
from .art import paint_disc, paint_heart, paint_parkie, paint_pawn, paint_tile, tile_back
from .palette import FELT, FOCUS, INK, LEGAL, font, player_colour

WIDTH = 900.0
TITLE = 30.0
COL_W = 212.0
SLOT_CELL = 74.0
STEP_W, STEP_H, STEP_GAP = 46.0, 54.0, 4.0
POOL_X = 3 * COL_W + 8
POOL_W = WIDTH - POOL_X - 10
LABEL_H = 20.0
MONEY_TOP_PAD = 10.0
MONEY_H = 44.0
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
    """Rectangles of the mat for a game with ``n`` players."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.slots: dict[str, QRectF] = {}
        self.labels: dict[str, QRectF] = {}
        self.steps: dict[str, list[QRectF]] = {}
        self.piles: dict[str, QRectF] = {}
        y1 = TITLE + 8
        h1 = SLOT_CELL
        if n == 2:
            for i, size in enumerate(SIZES):
                self.piles[size] = QRectF(i * COL_W + 30, y1 + LABEL_H, COL_W - 60, h1)
            self.labels["piles"] = QRectF(8, y1, 3 * COL_W, LABEL_H)
        else:
            for i, sid in enumerate(ROW1):
                self._space(sid, i, y1, h1)
        y2 = y1 + LABEL_H + h1 + (8 + STEP_H if n > 2 else 0) + 16
        h2 = 2 * SLOT_CELL
        for i, sid in enumerate(("T1", "T2") if n == 2 else ROW2):
            self._space(sid, i, y2, h2)
        self.money = QRectF(10, y2 + LABEL_H + h2 + 8 + STEP_H + MONEY_TOP_PAD, WIDTH - 20, MONEY_H)
        self.height = self.money.bottom() + 10
        self.pool = QRectF(POOL_X, y1, POOL_W, 200)
        if n != 2:
            pile_y = self.pool.bottom() + 30
            pw = (POOL_W - 20) / 3
            for i, size in enumerate(SIZES):
                self.piles[size] = QRectF(POOL_X + i * (pw + 10), pile_y, pw, 58)

    def _space(self, sid: str, col: int, y: float, slot_h: float) -> None:
        x = col * COL_W
        self.labels[sid] = QRectF(x + 4, y, COL_W - 8, LABEL_H)
        self.slots[sid] = QRectF(x + (COL_W - 2 * SLOT_CELL) / 2, y + LABEL_H, 2 * SLOT_CELL, slot_h)
        total = 4 * STEP_W + 3 * STEP_GAP
        sx = x + (COL_W - total) / 2
        sy = y + LABEL_H + slot_h + 8
        self.steps[sid] = [QRectF(sx + k * (STEP_W + STEP_GAP), sy, STEP_W, STEP_H) for k in range(4)]

    def colour_rects(self) -> list[tuple[QRectF, str]]:
        out = []
        w = (self.pool.width() - 20) / 4
        for i, colour in enumerate(COLOURS):
            r, c = divmod(i, 4)
            out.append((QRectF(self.pool.left() + 10 + c * w, self.pool.top() + 30 + r * 62, w, 58), colour))
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
        painter.setPen(QColor("#f3ecd2"))
        painter.setFont(font(17, True))
        first = st.players[st.first].name
        painter.drawText(QRectF(14, 4, WIDTH - 28, TITLE), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"Bidding mat  ·  round {st.round}")
        painter.setFont(font(14))
        painter.drawText(QRectF(14, 4, WIDTH - 28, TITLE), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"first player: {first}")
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
        painter.setPen(QColor("#b9c9bd"))
        painter.setFont(font(13))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{SPACE[sid].label}\nnot used with {n} players")

    def _paint_space(self, painter: QPainter, look: BidLook, sid: str) -> None:
        lay, st = self.layout, look.state
        space = st.space(sid)
        painter.setPen(QColor("#f3ecd2"))
        painter.setFont(font(14, True))
        label = SPACE[sid].label if sid in SPACE else ("First tile" if sid == "T1" else "Second tile")
        if space.tile:
            label += f"  ·  {TILE[space.tile].name}"
        label = QFontMetricsF(painter.font()).elidedText(label, Qt.TextElideMode.ElideRight, lay.labels[sid].width())
        painter.drawText(lay.labels[sid], Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        slot = lay.slots[sid]
        if not space.tile:
            painter.setPen(QPen(QColor("#5d8a71"), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(slot.adjusted(20, 10, -20, -10), 8, 8)
            painter.setPen(QColor("#9fc2ad"))
            painter.setFont(font(13))
            painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, "empty")
            return
        origin = lay.tile_origin(sid, space.tile)
        paint_tile(painter, origin, SLOT_CELL, space.tile, 0, look.colour_blind, True)
        if look.held == sid:
            w, h = rotated_shape(TILE[space.tile].size, 0)
            painter.setPen(QPen(FOCUS, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(origin.x() - 4, origin.y() - 4, w * SLOT_CELL + 8, h * SLOT_CELL + 8), 8, 8)
        for i, colour in enumerate(space.spent):
            paint_parkie(painter, QRectF(slot.left() + 2 + i * 16, slot.bottom() - 30, 18, 24), colour, look.colour_blind)
        steps = ladder(st, sid)
        for k, rect in enumerate(lay.steps[sid]):
            self._paint_step(painter, look, sid, k, rect, steps[k], space.step == k, space.bidder, space.trump)

    def _paint_step(self, painter: QPainter, look: BidLook, sid: str, k: int, rect: QRectF, amount: int, standing: bool, bidder: int, trump: int) -> None:
        legal = ("step", sid, k) in look.targets
        painter.setPen(QPen(LEGAL.darker(120) if legal else QColor("#c9b98f"), 3 if legal else 1.2))
        painter.setBrush(QColor("#dff5e3") if legal else QColor("#efe6c8"))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(INK)
        painter.setFont(font(15, True))
        top = QRectF(rect.left(), rect.top() + 2, rect.width(), 18)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, f"${amount}")
        if standing and bidder >= 0:
            p = look.state.players[bidder]
            paint_pawn(painter, QRectF(rect.center().x() - 12, rect.top() + 21, 24, 31), player_colour(p.colour, bidder, look.colour_blind), look.letters[bidder])
            if trump:
                painter.setPen(QColor("#8b1a1a"))
                painter.setFont(font(10, True))
                painter.drawText(QRectF(rect.left(), rect.bottom() + 1, rect.width(), 14), Qt.AlignmentFlag.AlignCenter, f"trump ×{trump}")
            return
        pay = (look.pay or {}).get((sid, amount))
        if pay is not None and pay != amount:
            painter.setPen(QColor("#1e6b34"))
            painter.setFont(font(11, True))
            painter.drawText(QRectF(rect.left(), rect.top() + 22, rect.width(), 28), Qt.AlignmentFlag.AlignCenter, f"pay\n${pay}")

    def _paint_pool(self, painter: QPainter, look: BidLook) -> None:
        lay, st = self.layout, look.state
        legal = ("pool",) in look.targets
        painter.setPen(QPen(LEGAL if legal else QColor("#c7b27a"), 3 if legal else 2))
        painter.setBrush(QColor("#e9dcb0"))
        painter.drawRoundedRect(lay.pool, 14, 14)
        painter.setPen(INK)
        painter.setFont(font(15, True))
        painter.drawText(QRectF(lay.pool.left() + 12, lay.pool.top() + 4, lay.pool.width() - 24, 24), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "Parkie Pool")
        painter.setFont(font(12))
        painter.drawText(QRectF(lay.pool.left() + 12, lay.pool.bottom() - 26, lay.pool.width() - 24, 22), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, "bid here: +$3 and a Parkie")
        for (rect, colour), count in zip(lay.colour_rects(), st.pool):
            chosen = ("colour", colour) in look.targets
            if chosen:
                painter.setPen(QPen(LEGAL, 2.5))
                painter.setBrush(QColor("#dff5e3"))
                painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 6, 6)
            painter.setOpacity(1.0 if count else 0.3)
            paint_parkie(painter, QRectF(rect.left() + 6, rect.top() + 8, 26, 34), colour, look.colour_blind)
            painter.setOpacity(1.0)
            painter.setPen(INK)
            painter.setFont(font(15, True))
            painter.drawText(QRectF(rect.left() + 32, rect.top() + 8, rect.width() - 32, 34), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"×{count}")
        bidders = [p for p in st.players if p.bid == POOL]
        for i, p in enumerate(bidders):
            paint_pawn(painter, QRectF(lay.pool.left() + 14 + i * 30, lay.pool.bottom() - 40, 24, 31), player_colour(p.colour, p.seat, look.colour_blind), look.letters[p.seat])

    def _paint_piles(self, painter: QPainter, look: BidLook) -> None:
        lay, st = self.layout, look.state
        if "piles" in lay.labels:
            painter.setPen(QColor("#f3ecd2"))
            painter.setFont(font(14, True))
            painter.drawText(lay.labels["piles"], Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "Face-down piles")
        else:
            first = next(iter(lay.piles.values()))
            painter.setPen(QColor("#f3ecd2"))
            painter.setFont(font(13, True))
            painter.drawText(QRectF(first.left(), first.top() - 22, POOL_W, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "Face-down piles")
        for size, pile in zip(SIZES, st.piles):
            rect = lay.piles[size]
            tile_back(painter, rect, f"{size}\n{len(pile)} left")
            if ("pile", size) in look.targets:
                painter.setPen(QPen(LEGAL, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)

    def _paint_money(self, painter: QPainter, look: BidLook) -> None:
        rect, st = self.layout.money, look.state
        step = rect.width() / (MONEY_MAX + 1)
        band = QRectF(rect.left(), rect.top() + 14, rect.width(), 18)
        painter.setPen(QPen(QColor("#c7b27a"), 1))
        painter.setBrush(QColor("#efe6c8"))
        painter.drawRoundedRect(band, 4, 4)
        painter.setFont(font(9))
        for n in range(MONEY_MAX + 1):
            cell = QRectF(band.left() + n * step, band.top(), step, band.height())
            if n in MONEY_HEARTS:
                paint_heart(painter, cell.adjusted(2, 3, -2, -3))
            elif n % 5 == 0:
                painter.setPen(QColor("#6b5a30"))
                painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(n))
        painter.setPen(QColor("#f3ecd2"))
        painter.setFont(font(11, True))
        painter.drawText(QRectF(rect.left(), rect.top() - 2, 200, 14), Qt.AlignmentFlag.AlignLeft, "Money track")
        stacks: dict[int, int] = {}
        for p in st.players:
            v = min(max(p.money, 0), MONEY_MAX)
            k = stacks.get(v, 0)
            stacks[v] = k + 1
            centre = QPointF(band.left() + (v + 0.5) * step, band.center().y() + (k * 9 if k % 2 else -k * 9))
            paint_disc(painter, centre, 8.5, player_colour(p.colour, p.seat, look.colour_blind), look.letters[p.seat])

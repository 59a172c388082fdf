"""The Parkies board scene: the bidding mat, your park large, the other parks
small (view only), and a row of choice buttons.

Everything offered comes from the legal actions (offers.py). Clicking a ladder
step bids; clicking the top step when a trump is offered opens the trump
choices; the Parkie Pool takes a pool bid or, later, the colour to take. The
won tile follows the mouse over your park with a green or red outline and
turns with R, the wheel or a right-click. Parkies move by clicking one, then
a linked attraction. Tab walks through the offered actions of the decision at
hand and Enter plays the one in focus; arrow keys move the held tile.

The input handling lives in mixins: gestures.py (mouse), keys.py (keyboard),
choices.py (the caption and buttons), glow.py (what just changed).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from ...games.parkies.common import ladder, price
from ...games.parkies.content import COLS, ROWS, TILE, placement_shape, rotated_shape
from ...games.parkies.park import layout
from ...games.parkies.state import MOVE, PLACE, State
from ..board import Board
from .bidding_item import WIDTH as BID_WIDTH
from .bidding_item import BiddingMatItem, BidLook
from .choices import Choices
from .gestures import Gestures
from .glow import Glow
from .keys import Keys
from .mat_item import MatGeometry, MatLook, PlayerMatItem
from .offers import Offers, index_offers
from .overlay import ButtonItem, CaptionItem, FlashItem, PreviewItem, RingItem, button_width
from .palette import FOCUS, seat_letters
from .side import AnyTimePowers
from .words import placement_refusal, space_name

BIG_CELL = 112.0
GAP = 16.0
BAR_H = 34.0
SMALL_GAP = 12.0


def small_cell(players: int) -> float:
    """Cell size of the other players' parks: as large as fits their row
    under the bidding mat, up to a size whose text still reads."""
    others = max(1, players - 1)
    width = (BID_WIDTH - SMALL_GAP * (others - 1)) / others
    return min(46.0, width / MatGeometry.width_in_cells())


class ParkiesBoard(Gestures, Keys, Glow, Choices, Board):
    def __init__(self, game: Any, seats: tuple[Any, ...], parent: Any = None) -> None:
        super().__init__(game, seats, parent)
        self.setItemIndexMethod(self.ItemIndexMethod.NoIndex)
        self.setBackgroundBrush(QColor("#dfe9d8"))
        self.bidmat = BiddingMatItem(self)
        self.addItem(self.bidmat)
        # One big and one small mat per seat, so handing the screen to
        # another player swaps items instead of repainting every park.
        self._bigs = [PlayerMatItem(self, BIG_CELL) for _ in seats]
        self._small_of = [PlayerMatItem(self, small_cell(len(seats))) for _ in seats]
        for item in self._bigs + self._small_of:
            item.setVisible(False)
            self.addItem(item)
        self.big = self._bigs[0]
        self.smalls: list[PlayerMatItem] = []
        self.preview = PreviewItem()
        self.preview.setVisible(False)
        self.addItem(self.preview)
        self.focus_ring = RingItem(FOCUS, 4)
        self.hover_ring = RingItem(QColor(255, 255, 255, 230), 3, dashed=True)
        self.addItem(self.focus_ring)
        self.addItem(self.hover_ring)
        self.caption = CaptionItem(400)
        self.addItem(self.caption)
        self.buttons: list[ButtonItem] = []
        self._button_spec: tuple[tuple[str, Any], ...] = ()
        self._powers: AnyTimePowers | None = None
        # what sync gave us
        self._view: State | None = None
        self._offers = Offers()
        self._seat = 0
        self._interactive = False
        self._letters: tuple[str, ...] = ()
        # transient choices, dropped by cancel()
        self._rot = 0
        self._cursor: tuple[int, int] | None = None  # anchor of the held tile (mouse or keys)
        self._selected: tuple[Any, ...] | None = None  # ("parkie", colour, where)
        self._take_colour = ""
        self._trump_space = ""
        self._focus = -1
        self._dragging = False
        self._hover_key: tuple[Any, ...] | None = None
        self.flashes: list[FlashItem] = []  # glows fading over what just changed
        self._outbid_shown = False

    # --- the main window's calls ------------------------------------------
    def sync(self, view_state: Any, legal: tuple[Any, ...], seat: int | None, interactive: bool) -> None:
        view: State = view_state
        if seat is None or not 0 <= seat < view.n:
            seat = view.pending.seat if 0 <= view.pending.seat < view.n else 0
        offers = index_offers(tuple(legal)) if interactive else Offers()
        if offers.legal != self._offers.legal or seat != self._seat:
            if offers.place_tile != self._offers.place_tile:
                self._rot, self._cursor = 0, None
            self._selected, self._take_colour, self._trump_space, self._focus = None, "", "", -1
            self._dragging = False
        old = self._view
        self._view, self._offers, self._seat, self._interactive = view, offers, seat, bool(interactive)
        self._letters = seat_letters(tuple(p.name for p in view.players))
        self._choose_mats()
        self.refresh()
        if old is not None and self.animation_ms > 0:
            for rect in self._changes(old, view):
                self._flash(rect)
        self._outbid_hint(old, view, seat)

    def _outbid_hint(self, old: State | None, view: State, seat: int) -> None:
        """Tell a player their pawn came back, and take the words back as soon
        as they no longer hold (the pawn is down again, or the turn moved on)."""
        if self._outbid_shown and (not self._interactive or view.players[seat].bid):
            self._outbid_shown = False
            self.hint.emit("")
        if old is not None and old.n == view.n and self._interactive:
            was = old.players[seat].bid
            if was and was != "pool" and not view.players[seat].bid:
                self._outbid_shown = True
                self.hint.emit(f"You were outbid on {space_name(was)}: place your pawn again.")

    def cancel(self) -> None:
        self._cursor = None
        self._selected = None
        self._take_colour = ""
        self._trump_space = ""
        self._focus = -1
        self._dragging = False
        if self._view is not None:
            self.refresh()

    def show_hint(self, action: Any, text: str) -> None:
        from .hint_marks import show

        show(self, action, text)

    def clear_hint(self) -> None:
        from .hint_marks import clear

        clear(self)

    def side_widget(self) -> QWidget | None:
        if self._powers is None:
            self._powers = AnyTimePowers(self.action_chosen.emit)
            self._powers.show_actions(tuple(self._offers.cash) + tuple(self._offers.demolish))
        return self._powers

    # --- reading the situation --------------------------------------------
    @property
    def view_state(self) -> State | None:
        return self._view

    @property
    def offers(self) -> Offers:
        return self._offers

    @property
    def rotation(self) -> int:
        return self._rot

    @property
    def cursor(self) -> tuple[int, int] | None:
        return self._cursor

    def placing(self) -> bool:
        return self._interactive and bool(self._offers.place_tile) and self._phase() == PLACE

    def _phase(self) -> str:
        return self._view.pending.phase if self._view is not None else ""

    def _name(self, seat: int) -> str:
        assert self._view is not None
        return self._view.players[seat].name

    def _not_your_turn(self) -> str:
        view = self._view
        if view is None or view.pending.seat < 0:
            return "Nothing to do now."
        return f"Wait: it is {self._name(view.pending.seat)}'s turn." if view.pending.seat != self._seat else "Wait for the computer players."

    # --- layout and drawing ------------------------------------------------
    def _choose_mats(self) -> None:
        """Show the viewer's park large and the others small, in seat order
        starting left of the viewer."""
        self.big = self._bigs[self._seat]
        self.smalls = [self._small_of[s] for s in self._others()]
        for i, item in enumerate(self._bigs):
            item.setVisible(i == self._seat)
        for i, item in enumerate(self._small_of):
            item.setVisible(i != self._seat)

    def _layout(self) -> None:
        bid_h = self.bidmat.layout.height
        self.bidmat.setPos(0, 0)
        self.big.setPos(BID_WIDTH + GAP, 0)
        bar_y = bid_h + 8
        self.caption.setPos(4, bar_y)
        y = bar_y + BAR_H + 12
        x = 0.0
        for item in self.smalls:
            item.setPos(x, y)
            x += item.geo.width + SMALL_GAP
        bottom = max(y + (self.smalls[0].geo.height if self.smalls else 0), self.big.geo.height)
        right = max(BID_WIDTH + GAP + self.big.geo.width, x)
        rect = QRectF(0, 0, right, bottom)
        if self.sceneRect() != rect:
            self.setSceneRect(rect)

    def _others(self) -> list[int]:
        assert self._view is not None
        n = self._view.n
        return [(self._seat + i) % n for i in range(1, n)]

    def refresh(self) -> None:
        view = self._view
        if view is None:
            return
        offers = self._offers
        self.bidmat.set_look(self._bid_look(view, offers))
        self.big.set_look(self._big_look(view, offers))
        for item, seat in zip(self.smalls, self._others()):
            player = view.players[seat]
            status = self._status(view, seat)
            item.set_look(MatLook(player, self._letters[seat], view.lake, view.first == seat, False, True, status, self.colour_blind))
        self._layout()
        self._refresh_buttons()
        self._refresh_preview()
        self._refresh_focus()
        if self._powers is not None:
            self._powers.show_actions(tuple(offers.cash) + tuple(offers.demolish))

    def _status(self, view: State, seat: int) -> str:
        bid = view.players[seat].bid
        if not bid:
            return ""
        if bid == "pool":
            return "pawn on the Parkie Pool"
        space = view.space(bid)
        return f"bid ${ladder(view, bid)[space.step]} on {space_name(bid)}" if space.step >= 0 else ""

    def _bid_look(self, view: State, offers: Offers) -> BidLook:
        targets: set[tuple[Any, ...]] = set()
        for (sid, amount) in offers.bids:
            targets.add(("step", sid, ladder(view, sid).index(amount)))
        for sid in offers.trumps:
            targets.add(("step", sid, len(ladder(view, sid)) - 1))
        if offers.pool is not None:
            targets.add(("pool",))
        for colour in offers.take_colours():
            targets.add(("colour", colour))
        for size in offers.chooses:
            targets.add(("pile", size))
        player = view.players[self._seat]
        pay: dict[tuple[str, int], int] = {}
        for space in view.spaces:
            if space.tile:
                for amount in ladder(view, space.id):
                    pay[(space.id, amount)] = price(player, space.tile, amount)
        held = ""
        if self.placing():
            held = next((s.id for s in view.spaces if s.tile == offers.place_tile), "")
        return BidLook(view, self._letters, self._seat, self.colour_blind, frozenset(targets), pay, held)

    def _big_look(self, view: State, offers: Offers) -> MatLook:
        targets: set[tuple[Any, ...]] = set()
        phase = view.pending.phase
        if phase == MOVE and offers.moves:
            if self._selected is not None:
                _, colour, where = self._selected
                targets |= {("tile", m.dst) for m in offers.moves_from(colour, where)}
            else:
                targets |= {("parkie", m.colour, m.src) for m in offers.moves}
        if self._take_colour:
            targets |= {("tile", t.where) for t in offers.take_targets(self._take_colour)}
        possible: set[tuple[int, int]] = set()
        if self.placing():
            shape = placement_shape(offers.place_tile, self._rot)
            for (r, c, rot) in offers.places:
                if placement_shape(offers.place_tile, rot) == shape:
                    possible |= {(r + dr, c + dc) for dr, dc in shape[0]}
        player = view.players[self._seat]
        lay = layout(player.tiles, view.lake)
        return MatLook(
            player, self._letters[self._seat], view.lake, view.first == self._seat, True, False,
            self._status(view, self._seat) or f"entrances joined: {lay.joined}", self.colour_blind,
            frozenset(targets), self._selected, frozenset(possible),
        )

    def _refresh_buttons(self) -> None:
        caption, spec = self._choices()
        key = tuple((label, str(cmd)) for label, cmd in spec)
        if key != self._button_spec:
            for b in self.buttons:
                self.removeItem(b)
            self.buttons = []
            for label, cmd in spec:
                button = ButtonItem(label, button_width(label), lambda c=cmd: self._press(c), cmd)
                self.addItem(button)
                self.buttons.append(button)
            self._button_spec = key
        bar_y = self.caption.pos().y()
        total = sum(b.width + 8 for b in self.buttons)
        x = BID_WIDTH - total
        for b in self.buttons:
            b.setPos(x, bar_y)
            x += b.width + 8
        self.caption.set_text(caption, max(100.0, BID_WIDTH - total - 12))

    def _press(self, cmd: Any) -> None:
        if cmd == "cancel":
            self.cancel()
        elif cmd == "rotate":
            self.rotate(1)
        elif isinstance(cmd, tuple) and cmd and cmd[0] == "trump":
            self._trump_space = cmd[1]
            self._focus = -1
            self.refresh()
        else:
            self._play(cmd)

    def _play(self, action: Any) -> None:
        if action not in self._offers.legal:
            self.refused.emit("That move is not offered now.")
            return
        self.action_chosen.emit(action)

    # --- preview of the held tile ----------------------------------------------
    def _refresh_preview(self) -> None:
        if not self.placing() or self._cursor is None or not self._offers.places:
            self.preview.setVisible(False)
            return
        row, col = self._cursor
        ok = self._offers.place_at(row, col, self._rot) is not None
        self.preview.show_tile(self._offers.place_tile, self._rot, BIG_CELL, ok, self.colour_blind)
        self.preview.setPos(self.big.mapToScene(self.big.geo.cell_rect(row, col).topLeft()))

    def _anchor(self, pos: QPointF) -> tuple[int, int] | None:
        """The top-left cell for the held tile centred on ``pos`` (mat
        coordinates), kept on the grid."""
        geo = self.big.geo
        if not geo.grid.adjusted(-geo.margin, -geo.margin, geo.margin, geo.margin).contains(pos):
            return None
        w, h = rotated_shape(TILE[self._offers.place_tile].size, self._rot)
        fx = (pos.x() - geo.grid.left()) / geo.cell
        fy = (pos.y() - geo.grid.top()) / geo.cell
        col = min(max(int(round(fx - w / 2)), 0), COLS - w)
        row = min(max(int(round(fy - h / 2)), 0), ROWS - h)
        return (row, col)

    def _spot_text(self, row: int, col: int) -> str:
        """Status text for the held tile at (row, col): fits, or why not."""
        if self._offers.place_at(row, col, self._rot) is not None:
            return f"Row {row + 1}, column {col + 1}: click or Enter to build here."
        if not self._offers.places or self._view is None:
            return "This tile fits nowhere in your park."
        return placement_refusal(self._view, self._seat, self._offers.place_tile, row, col, self._rot)

    def rotate(self, step: int) -> bool:
        if not self.placing():
            return False
        self._rot = (self._rot + 90 * step) % 360
        if self._cursor is not None:
            w, h = rotated_shape(TILE[self._offers.place_tile].size, self._rot)
            self._cursor = (min(self._cursor[0], ROWS - h), min(self._cursor[1], COLS - w))
        self.big.set_look(self._big_look(self._view, self._offers))  # type: ignore[arg-type]
        self._refresh_preview()
        self.hint.emit(f"Turned {self._rot}°.")
        return True

    def try_place(self, row: int, col: int) -> None:
        action = self._offers.place_at(row, col, self._rot)
        if action is not None:
            self.action_chosen.emit(action)
            return
        if self._offers.discard is not None:
            self.refused.emit(f"{TILE[self._offers.place_tile].name} fits nowhere: discard it.")
            return
        assert self._view is not None
        reason = placement_refusal(self._view, self._seat, self._offers.place_tile, row, col, self._rot)
        if not any(placement_shape(self._offers.place_tile, r) == placement_shape(self._offers.place_tile, self._rot) for (_, _, r) in self._offers.places):
            reason += " Turned this way it fits nowhere: press R."
        self.refused.emit(reason)

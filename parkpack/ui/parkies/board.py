"""The Parkies board scene: the bidding mat, your park large, the other parks
small (view only), and a row of choice buttons.

Everything offered comes from the legal actions (offers.py). Clicking a ladder
step bids; clicking the top step when a trump is offered opens the trump
choices; the Parkie Pool takes a pool bid or, later, the colour to take. The
won tile follows the mouse over your park with a green or red outline and
turns with R, the wheel or a right-click. Parkies move by clicking one, then
a linked attraction. Tab walks through the offered actions of the decision at
hand and Enter plays the one in focus; arrow keys move the held tile.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QWidget

from ...games.parkies.actions import Bid, Buy, Choose, Discard, EndMoves, Move, Pass, Place, PoolBid, Take, Trump
from ...games.parkies.common import ladder, price
from ...games.parkies.content import COLS, ROWS, TILE, placement_shape, rotated_shape
from ...games.parkies.park import layout
from ...games.parkies.state import BID, CHOOSE, DUEL, MOVE, OFFER, OUTSIDE, PICK, PLACE, POOL_TAKE, State
from ..board import Board
from .bidding_item import WIDTH as BID_WIDTH
from .bidding_item import BiddingMatItem, BidLook
from .mat_item import MatLook, PlayerMatItem
from .offers import Offers, index_offers
from .overlay import ButtonItem, CaptionItem, FlashItem, PreviewItem, RingItem
from .palette import FOCUS, seat_letters
from .side import AnyTimePowers
from .words import action_label, placement_refusal, space_name, step_refusal, step_text, tile_text, where_name

BIG_CELL = 112.0
SMALL_CELL = 34.0
GAP = 16.0
BAR_H = 34.0


class ParkiesBoard(Board):
    def __init__(self, game: Any, seats: tuple[Any, ...], parent: Any = None) -> None:
        super().__init__(game, seats, parent)
        self.setItemIndexMethod(self.ItemIndexMethod.NoIndex)
        self.setBackgroundBrush(QColor("#dfe9d8"))
        self.bidmat = BiddingMatItem(self)
        self.addItem(self.bidmat)
        # One big and one small mat per seat, so handing the screen to
        # another player swaps items instead of repainting every park.
        self._bigs = [PlayerMatItem(self, BIG_CELL) for _ in seats]
        self._small_of = [PlayerMatItem(self, SMALL_CELL) for _ in seats]
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

    def cancel(self) -> None:
        self._cursor = None
        self._selected = None
        self._take_colour = ""
        self._trump_space = ""
        self._focus = -1
        self._dragging = False
        if self._view is not None:
            self.refresh()

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
            x += item.geo.width + 12
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
        look = MatLook(
            player, self._letters[self._seat], view.lake, view.first == self._seat, True, False,
            self._status(view, self._seat) or f"entrances joined: {lay.joined}", self.colour_blind,
            frozenset(targets), self._selected, frozenset(possible),
        )
        return look

    # --- showing what changed ------------------------------------------------
    def _changes(self, old: State, new: State) -> list[QRectF]:
        """Scene rectangles of what changed between two views: tiles newly
        built in a park, and pawns that moved on the bidding mat."""
        if old.n != new.n:
            return []
        out: list[QRectF] = []
        for seat, (was, now) in enumerate(zip(old.players, new.players)):
            item = self._bigs[seat] if seat == self._seat else self._small_of[seat]
            for placed in set(now.tiles) - set(was.tiles):
                rect = item.geo.tile_rect(placed.tile, placed.row, placed.col, placed.rot)
                out.append(item.mapRectToScene(rect))
            if now.bid == "pool" and was.bid != "pool":
                pool = self.bidmat.scene_rect_of(("pool",))
                if pool is not None:
                    out.append(pool)
        before = {s.id: (s.step, s.bidder) for s in old.spaces}
        for space in new.spaces:
            if space.step >= 0 and before.get(space.id) != (space.step, space.bidder):
                rect = self.bidmat.scene_rect_of(("step", space.id, space.step))
                if rect is not None:
                    out.append(rect)
        return out

    def _flash(self, rect: QRectF) -> None:
        item = FlashItem(rect)
        self.addItem(item)
        self.flashes.append(item)
        fade = QVariantAnimation(self)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(max(1, 3 * self.animation_ms))
        fade.valueChanged.connect(item.setOpacity)
        fade.finished.connect(lambda: self._unflash(item))
        fade.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _unflash(self, item: FlashItem) -> None:
        if item in self.flashes:
            self.flashes.remove(item)
            self.removeItem(item)

    # --- choice buttons ------------------------------------------------------
    def _choices(self) -> tuple[str, list[tuple[str, Any]]]:
        """The caption and (label, action or command) buttons for now."""
        view, offers = self._view, self._offers
        assert view is not None
        if not self._interactive:
            seat = view.pending.seat
            who = self._name(seat) if 0 <= seat < view.n else ""
            return (f"{who} is deciding…" if who else "", [])
        phase = view.pending.phase
        if self._trump_space:
            trumps = offers.trumps.get(self._trump_space, [])
            return (f"Trump {space_name(self._trump_space)} with:", [(" + ".join(t.colours), t) for t in trumps] + [("Cancel", "cancel")])
        if phase in (BID, DUEL):
            buttons: list[tuple[str, Any]] = []
            if offers.pool is not None:
                buttons.append(("Parkie Pool (+$3)", offers.pool))
            buttons += [(f"Trump {space_name(sid)}…", ("trump", sid)) for sid in offers.trumps]
            if offers.pass_ is not None:
                buttons.append(("Pass", offers.pass_))
            where = "or the Parkie Pool" if offers.pool is not None else "or pass"
            return (f"Click a green ladder step to bid {where}.", buttons)
        if phase == PLACE:
            tile = TILE[offers.place_tile].name if offers.place_tile else "your tile"
            if offers.discard is not None:
                return (f"{tile} fits nowhere in your park.", [("Discard it", offers.discard)])
            return (f"Place {tile}: click a green spot. R, wheel or right-click turns it.", [("Turn (R)", "rotate")])
        if phase in (POOL_TAKE, PICK):
            if self._take_colour:
                targets = offers.take_targets(self._take_colour)
                return (f"Put the {self._take_colour} Parkie on:", [(where_name(t.where), t) for t in targets] + [("Cancel", "cancel")])
            free = "any colour" if phase == POOL_TAKE else "a colour of your attractions"
            return (f"Take a Parkie of {free}: click it in the Parkie Pool.", [])
        if phase == MOVE:
            text = "Click a Parkie, then a linked attraction." if self._selected is None else "Now click a highlighted attraction."
            return (text, [("Done moving", offers.end_moves)] if offers.end_moves is not None else [])
        if phase == CHOOSE:
            return ("Choose the size of the tile to flip.", [(f"{size.title()} tile", a) for size, a in offers.chooses.items()])
        if phase == OFFER:
            buttons = []
            if offers.buy is not None:
                space = next(s for s in view.spaces if s.tile == offers.buy.tile)
                cost = price(view.players[self._seat], offers.buy.tile, ladder(view, space.id)[0])
                buttons.append((f"Buy {TILE[offers.buy.tile].name} for ${cost}", offers.buy))
            if offers.pass_ is not None:
                buttons.append(("Pass", offers.pass_))
            return ("Buy the flipped tile at its cheapest price, or pass.", buttons)
        return ("", [])

    def _refresh_buttons(self) -> None:
        caption, spec = self._choices()
        key = tuple((label, str(cmd)) for label, cmd in spec)
        x = 0.0
        if key != self._button_spec:
            for b in self.buttons:
                self.removeItem(b)
            self.buttons = []
            for label, cmd in spec:
                width = 28 + 8.6 * len(label)
                button = ButtonItem(label, width, lambda c=cmd: self._press(c), cmd)
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

    # --- mouse: bidding mat --------------------------------------------------
    def bid_pressed(self, key: tuple[Any, ...] | None, button: Qt.MouseButton) -> None:
        if key is None or self._view is None:
            return
        if not self._interactive:
            self.refused.emit(self._not_your_turn())
            return
        if button == Qt.MouseButton.RightButton:
            self.rotate(1)
            return
        kind = key[0]
        if kind == "step":
            self._press_step(key[1], key[2])
        elif kind == "pool":
            self._press_pool()
        elif kind == "colour":
            self._press_colour(key[1])
        elif kind == "pile":
            action = self._offers.chooses.get(key[1])
            if action is not None:
                self.action_chosen.emit(action)
            else:
                self.refused.emit("You do not choose a pile to flip now." if not self._offers.chooses else f"The {key[1]} pile is empty.")
        elif kind == "slot":
            self._press_slot(key[1])

    def _press_step(self, sid: str, k: int) -> None:
        view = self._view
        assert view is not None
        space = view.space(sid)
        if not space.tile:
            self.refused.emit(f"{space_name(sid)} has no tile to bid on.")
            return
        steps = ladder(view, sid)
        action = self._offers.bids.get((sid, steps[k]))
        if action is not None:
            self.action_chosen.emit(action)
            return
        if k == len(steps) - 1 and sid in self._offers.trumps:
            self._trump_space = sid
            self._focus = 0
            self.refresh()
            self.hint.emit("Choose the Parkies to trump with, or Esc.")
            return
        if self._phase() not in (BID, DUEL):
            self.refused.emit("Bidding is over for this round.")
            return
        self.refused.emit(step_refusal(view, self._seat, sid, k, sid in self._offers.trumps))

    def _press_pool(self) -> None:
        if self._offers.pool is not None:
            self.action_chosen.emit(self._offers.pool)
        elif self._offers.takes:
            self.refused.emit("Click the colour of Parkie you want.")
        else:
            self.refused.emit("You cannot bid on the Parkie Pool now.")

    def _press_colour(self, colour: str) -> None:
        offers = self._offers
        if offers.pool is not None:
            self.action_chosen.emit(offers.pool)  # the whole pool is the bid space
            return
        if not offers.takes:
            self.refused.emit("You cannot take a Parkie now.")
            return
        targets = offers.take_targets(colour)
        if not targets:
            assert self._view is not None
            if self._phase() == PICK:
                self.refused.emit(f"You may only pick a colour matching an attraction type in your park ({colour} is not).")
            else:
                self.refused.emit(f"The pool has no {colour} Parkies left.")
            return
        if len(targets) == 1:
            self.action_chosen.emit(targets[0])
            return
        self._take_colour = colour
        self._focus = -1
        self.refresh()
        self.hint.emit(f"Click the entrance attraction for the {colour} Parkie.")

    def _press_slot(self, sid: str) -> None:
        view = self._view
        assert view is not None
        if self.placing() and view.space(sid).tile == self._offers.place_tile:
            self._dragging = True
            self.hint.emit("Drag the tile onto your park, or click a spot there.")
        elif view.space(sid).tile:
            self.hint.emit(tile_text(view.space(sid).tile))

    def drag_moved(self, scene_pos: QPointF) -> None:
        if not self._dragging:
            return
        anchor = self._anchor(self.big.mapFromScene(scene_pos))
        if anchor != self._cursor:
            self._cursor = anchor
            self._refresh_preview()

    def drag_released(self, scene_pos: QPointF) -> None:
        if not self._dragging:
            return
        self._dragging = False
        anchor = self._anchor(self.big.mapFromScene(scene_pos))
        if anchor is not None:
            self._cursor = anchor
            self.try_place(*anchor)
        self._refresh_preview()

    def bid_hovered(self, key: tuple[Any, ...] | None) -> None:
        if key == self._hover_key:
            return
        self._hover_key = key
        view = self._view
        if key is None or view is None:
            self.hover_ring.show_at(None)
            return
        rect = self.bidmat.scene_rect_of(key)
        self.hover_ring.show_at(rect if key[0] in ("step", "colour", "pile", "slot") else None)
        text = ""
        if key[0] == "step" and view.space(key[1]).tile:
            text = step_text(view, self._seat, key[1], key[2])
            if key[2] == 3 and key[1] in self._offers.trumps:
                text += " Click to trump with Parkies."
        elif key[0] == "slot" and view.space(key[1]).tile:
            text = tile_text(view.space(key[1]).tile)
        elif key[0] == "colour":
            text = f"{key[1]} Parkies ({TYPE_OF[key[1]]} attractions)"
        elif key[0] == "pool":
            text = "The Parkie Pool: bid here for $3 and a Parkie of any colour."
        elif key[0] == "pile":
            text = f"The face-down {key[1]} pile."
        if text:
            self.hint.emit(text)

    # --- mouse: player mats ----------------------------------------------------
    def mat_pressed(self, mat: PlayerMatItem, key: tuple[Any, ...] | None, pos: QPointF, button: Qt.MouseButton) -> None:
        if self._view is None or mat.look is None:
            return
        if mat is not self.big:
            self.refused.emit(f"That is {mat.look.player.name}'s park: view only.")
            return
        if not self._interactive:
            self.refused.emit(self._not_your_turn())
            return
        if self.placing():
            if button == Qt.MouseButton.RightButton:
                self.rotate(1)
                return
            anchor = self._anchor(pos)
            if anchor is not None:
                self._cursor = anchor
                self._refresh_preview()
                self.try_place(*anchor)
            return
        if key is None:
            return
        if key[0] == "parkie":
            self._press_parkie(key)
        elif key[0] == "tile":
            self._press_tile(key[1])

    def _press_parkie(self, key: tuple[Any, ...]) -> None:
        if self._phase() == MOVE and self._offers.moves:
            if self._selected == key:
                self._selected = None
            elif self._offers.moves_from(key[1], key[2]):
                self._selected = key
            elif self._selected is not None:
                self._press_tile(key[2])
                return
            else:
                self.refused.emit(f"That {key[1]} Parkie has no linked attraction to move to.")
                return
            self._focus = -1
            self.refresh()
            return
        self._press_tile(key[2])

    def _press_tile(self, where: str) -> None:
        offers = self._offers
        if self._take_colour:
            take = next((t for t in offers.take_targets(self._take_colour) if t.where == where), None)
            if take is not None:
                self.action_chosen.emit(take)
            else:
                self.refused.emit("New Parkies go onto an attraction at an entrance.")
            return
        if self._phase() == MOVE and offers.moves:
            if self._selected is None:
                movable = [m for m in offers.moves if m.src == where]
                if movable:
                    self._selected = ("parkie", movable[0].colour, where)
                    self.refresh()
                else:
                    self.refused.emit("Click a Parkie that can move first.")
                return
            _, colour, src = self._selected
            if where == src:
                self._selected = None  # a second click on its own tile drops the Parkie
                self.refresh()
                return
            move = next((m for m in offers.moves_from(colour, src) if m.dst == where), None)
            if move is not None:
                self.action_chosen.emit(move)
            else:
                self.refused.emit(f"{where_name(where)} is not linked by a path to {where_name(src)}.")
            return
        if where != OUTSIDE:
            self.hint.emit(tile_text(where))

    def mat_hovered(self, mat: PlayerMatItem, key: tuple[Any, ...] | None, pos: QPointF) -> None:
        if mat is self.big and self.placing() and not self._dragging:
            anchor = self._anchor(pos)
            if anchor != self._cursor and anchor is not None:
                self._cursor = anchor
                self._refresh_preview()
                self.hint.emit(self._spot_text(*anchor))
            return
        if key == self._hover_key:
            return
        self._hover_key = key
        if key is not None and key[0] == "tile" and key[1] != OUTSIDE:
            self.hint.emit(tile_text(key[1]) + ("" if mat is self.big else f"  ({mat.look.player.name}'s park, view only)" if mat.look else ""))

    def mat_left(self, mat: PlayerMatItem) -> None:
        self._hover_key = None

    def mat_wheel(self, mat: PlayerMatItem, delta: int) -> bool:
        if mat is self.big and self.placing():
            return self.rotate(1 if delta < 0 else -1)
        return False

    # --- keyboard ------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Tab reaches the scene directly from the view; other keys come
        # through the view's dispatch first.
        if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and self.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def handle_key(self, event: QKeyEvent) -> bool:
        if self._view is None:
            return False
        key = event.key()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key == Qt.Key.Key_R:
            return self.rotate(-1 if shift else 1)
        if key == Qt.Key.Key_Escape:
            self.cancel()
            return True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return self.cycle(-1 if key == Qt.Key.Key_Backtab or shift else 1)
        arrows = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
        if key in arrows:
            if self.placing() and self._offers.places:
                self.move_cursor(*arrows[key])
                return True
            return self.cycle(1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            return self.confirm()
        return False

    def move_cursor(self, dr: int, dc: int) -> None:
        w, h = rotated_shape(TILE[self._offers.place_tile].size, self._rot)
        if self._cursor is None:
            self._cursor = ((ROWS - h) // 2, (COLS - w) // 2)
        else:
            r, c = self._cursor
            self._cursor = (min(max(r + dr, 0), ROWS - h), min(max(c + dc, 0), COLS - w))
        self._focus = -1
        self._refresh_preview()
        self._refresh_focus()
        self.hint.emit(self._spot_text(*self._cursor))

    def _cycle_list(self) -> tuple[Any, ...]:
        if self._trump_space:
            return tuple(self._offers.trumps.get(self._trump_space, ()))
        if self._take_colour:
            return tuple(self._offers.take_targets(self._take_colour))
        return self._offers.primary

    def cycle(self, step: int) -> bool:
        items = self._cycle_list()
        if not self._interactive or not items:
            return False
        self._focus = (self._focus + step) % len(items) if self._focus >= 0 else (0 if step > 0 else len(items) - 1)
        action = items[self._focus]
        if self._phase() == MOVE:
            self._selected = ("parkie", action.colour, action.src) if isinstance(action, Move) else None
            self.big.set_look(self._big_look(self._view, self._offers))  # type: ignore[arg-type]
        if isinstance(action, Place):
            self._rot, self._cursor = action.rot, (action.row, action.col)
            self.big.set_look(self._big_look(self._view, self._offers))  # type: ignore[arg-type]
            self._refresh_preview()
        self._refresh_focus()
        assert self._view is not None
        self.hint.emit(f"{action_label(action, self._view)}  ({self._focus + 1} of {len(items)}; Enter to confirm)")
        return True

    def focused_action(self) -> Any:
        items = self._cycle_list()
        return items[self._focus] if 0 <= self._focus < len(items) else None

    def confirm(self) -> bool:
        if not self._interactive:
            return False
        action = self.focused_action()
        if action is not None:
            self._play(action)
            return True
        if self.placing() and self._cursor is not None:
            self.try_place(*self._cursor)
            return True
        return False

    def _refresh_focus(self) -> None:
        action = self.focused_action()
        for b in self.buttons:
            b.set_focused(action is not None and b.key == action)
        self.focus_ring.show_at(self._focus_rect(action) if action is not None else None)

    def _focus_rect(self, action: Any) -> QRectF | None:
        view = self._view
        assert view is not None
        if any(b.key == action for b in self.buttons):
            return None  # the button itself shows the focus
        if isinstance(action, Bid):
            return self.bidmat.scene_rect_of(("step", action.space, ladder(view, action.space).index(action.amount)))
        if isinstance(action, Trump):
            return self.bidmat.scene_rect_of(("step", action.space, len(ladder(view, action.space)) - 1))
        if isinstance(action, PoolBid):
            return self.bidmat.scene_rect_of(("pool",))
        if isinstance(action, Take):
            return self.big.scene_rect_of(("tile", action.where))
        if isinstance(action, Move):
            return self.big.scene_rect_of(("tile", action.dst))
        if isinstance(action, Place):
            return None  # the preview shows it
        if isinstance(action, (Choose,)):
            return self.bidmat.scene_rect_of(("pile", action.size))
        if isinstance(action, (EndMoves, Pass, Buy, Discard)):
            return None
        return None


TYPE_OF = {TILE[t].colour: TILE[t].type for t in TILE}

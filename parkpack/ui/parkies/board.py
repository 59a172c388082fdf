"""The Parkies board scene: the bidding mat, your park large, the other parks
small (view only), and a row of choice buttons.

Everything offered comes from the legal actions (offers.py). Clicking a ladder
step bids; clicking the top step when a trump is offered opens the trump
choices; the Parkie Pool takes a pool bid or, later, the colour to take. The
won tile is a GridPiece over your park: it follows the mouse with a green or
red outline, says why a red spot is refused, and turns with R, the wheel or
a right-click. Parkies move by clicking one, then a linked attraction. Tab
walks through the offered actions of the decision at hand and Enter plays
the one in focus; arrow keys move the held tile.

The board owns its helpers: ``mouse`` (gestures.py), ``keys`` (keys.py) and
``glow`` (glow.py); the caption and buttons come from choices.py.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QKeyEvent, QPainter
from PySide6.QtWidgets import QWidget

from ...i18n import _
from ...games.parkies.actions import Choose, Discard, Place
from ...games.parkies.common import ladder, price
from ...games.parkies.content import COLS, ROWS, TILE, placement_shape
from ...games.parkies.park import layout
from ...games.parkies.rules import CHANCE_PHASES
from ...games.parkies.state import MOVE, OVER, PLACE, State
from ..board import Board
from ..items.grid_piece import GridPiece, PieceShape, Placement
from .art import paint_tile
from .bidding_item import WIDTH as BID_WIDTH
from .bidding_item import BiddingMatItem, BidLook
from .choices import choices
from .gestures import Mouse
from .glow import Glow
from .hand import Command, Hand, Key
from .keys import KeyPlay
from .mat_item import MatGeometry, MatLook, PlayerMatItem
from .offers import Offers, index_offers
from .overlay import BUTTON_H, ButtonItem, CaptionItem, FlashItem, RingItem, button_width
from .palette import FOCUS, LEAST_PX, palette_words, seat_letters
from .side import AnyTimePowers
from .words import placement_refusal, space_name

BIG_CELL = 112.0
GAP = 16.0
BAR_H = 44.0  # the caption (two lines at most) and the choice buttons
BAR_GAP = 6.0
SMALL_GAP = 12.0
CARDS_GAP = 10.0  # above the row of the other players' cards
#: Cell size of the other players' parks, drawn as pictures on their cards.
SMALL_CELL = 18.0
MOST_RIVALS = 5


def table_width() -> float:
    """The bidding mat and your park side by side."""
    return BID_WIDTH + GAP + BIG_CELL * MatGeometry.width_in_cells()


def small_width() -> float:
    """Width of another player's card: five fit in a row under the bidding
    mat and your park, whatever the number of players, so the table keeps
    one height and one scale."""
    return (table_width() - SMALL_GAP * (MOST_RIVALS - 1)) / MOST_RIVALS


class ParkiesBoard(Board):
    def __init__(self, game: Any, seats: tuple[Any, ...], parent: Any = None) -> None:
        super().__init__(game, seats, parent)
        self.setItemIndexMethod(self.ItemIndexMethod.NoIndex)
        self.setBackgroundBrush(QColor("#dfe9d8"))
        self.hand = Hand()
        self.mouse = Mouse(self)
        self.keys = KeyPlay(self)
        self.glow = Glow(self)
        self.bidmat = BiddingMatItem(self.mouse)
        self.addItem(self.bidmat)
        # One big and one small mat per seat, so handing the screen to
        # another player swaps items instead of repainting every park.
        self._bigs = [PlayerMatItem(self.mouse, BIG_CELL) for _ in seats]
        self._small_of = [PlayerMatItem(self.mouse, SMALL_CELL, small_width()) for _ in seats]
        for item in self._bigs + self._small_of:
            item.setVisible(False)
            self.addItem(item)
        self.big = self._bigs[0]
        self.smalls: list[PlayerMatItem] = []
        geo = self.big.geo
        self.piece = GridPiece(ROWS, COLS, BIG_CELL, margin=geo.margin, text_px=LEAST_PX)
        self.piece.chosen.connect(self._piece_chosen)
        self.piece.refused.connect(self.refused.emit)
        self.piece.status.connect(self.hint.emit)
        self.focus_ring = RingItem(FOCUS, 4)
        self.hover_ring = RingItem(QColor(255, 255, 255, 230), 3, dashed=True)
        self.addItem(self.focus_ring)
        self.addItem(self.hover_ring)
        self.caption = CaptionItem(400)
        self.addItem(self.caption)
        self.buttons: list[ButtonItem] = []
        self._button_spec: tuple[tuple[str, str], ...] = ()
        self._powers: AnyTimePowers | None = None
        self._place_of: dict[Placement, Place] = {}
        # what sync gave us
        self._view: State | None = None
        self._offers = Offers()
        self._seat = 0
        self._interactive = False
        self._letters: tuple[str, ...] = ()
        self.flashes: list[FlashItem] = []  # glows fading over what just changed
        self._outbid_shown = False

    # --- the main window's calls ------------------------------------------
    def sync(self, view_state: Any, legal: tuple[Any, ...], seat: int | None, interactive: bool) -> None:
        view: State = view_state
        if seat is None or not 0 <= seat < view.n:
            seat = view.pending.seat if 0 <= view.pending.seat < view.n else 0
        offers = index_offers(tuple(legal)) if interactive else Offers()
        if offers.legal != self._offers.legal or seat != self._seat:
            self.hand.drop()
        old = self._view
        self._view, self._offers, self._seat, self._interactive = view, offers, seat, bool(interactive)
        self._letters = seat_letters(tuple(p.name for p in view.players))
        self._choose_mats()
        self.refresh()
        if old is not None and self.animation_ms > 0:
            for rect in self.glow.changes(old, view):
                self.glow.flash(rect)
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
                self.hint.emit(QCoreApplication.translate("Parkies", "You were outbid on {space_name}: place your pawn again.").format(space_name=space_name(was)))

    def cancel(self) -> None:
        self.hand.drop()
        if self._view is not None:
            self.refresh()

    def focused_action(self) -> Any:
        return self.keys.focused_action()

    def handle_key(self, event: QKeyEvent) -> bool:
        return self.keys.handle_key(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Tab reaches the scene directly from the view; other keys come
        # through the view's dispatch first.
        if self.keys.handle_tab(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        # With no item in focus (the window as a player meets it), the scene
        # takes Tab as a move of the focus between items and asks this
        # instead of keyPressEvent: Tab then walks the offered moves.
        return self.keys.cycle(1 if next else -1)

    def show_hint(self, action: Any, text: str) -> None:
        from .hint_marks import show

        show(self, action, text)

    def clear_hint(self) -> None:
        from .hint_marks import clear

        clear(self)

    def side_widget(self) -> QWidget | None:
        if self._powers is None:
            self._powers = AnyTimePowers(self.action_chosen.emit)
            self._show_powers()
        return self._powers

    def target_rects(self, action: Any) -> list[Any]:
        from .targets import target_rects

        return target_rects(self, action)

    holds_earlier_moves = False  # a bid after a cash-in is settled with it, as bids are

    def holds_turn(self, before: Any, action: Any, after: Any) -> bool:
        """The end-of-turn step after a built (or paid-for) tile, after naming
        the size to flip, and before the tiles of a new round are flipped: a
        move there is worth a second look before it is settled. Bids, pool
        takes, moves and picks go straight on: the next player (or computer)
        acts at once, a hold there would ask for Enter after nearly every
        click, and such a move is settled as it is made, with any cash-in or
        demolition before it."""
        if isinstance(action, (Place, Discard, Choose)):
            return True
        state: State = after
        return state.pending.phase in CHANCE_PHASES

    def words(self, text: str) -> str:
        return palette_words(text, self.colour_blind)

    # --- reading the situation --------------------------------------------
    @property
    def view_state(self) -> State | None:
        return self._view

    @property
    def offers(self) -> Offers:
        return self._offers

    @property
    def seat(self) -> int:
        """The seat whose park is shown large."""
        return self._seat

    @property
    def interactive(self) -> bool:
        return self._interactive

    @property
    def letters(self) -> tuple[str, ...]:
        return self._letters

    @property
    def rotation(self) -> int:
        """The held tile's turn in degrees clockwise."""
        return 90 * self.piece.turns

    @property
    def cursor(self) -> tuple[int, int] | None:
        """The held tile's top-left cell, None until aimed."""
        return self.piece.anchor

    def placing(self) -> bool:
        return self._interactive and bool(self._offers.place_tile) and self.phase() == PLACE

    def phase(self) -> str:
        return self._view.pending.phase if self._view is not None else ""

    def name(self, seat: int) -> str:
        assert self._view is not None
        return self._view.players[seat].name

    def not_your_turn(self) -> str:
        view = self._view
        if view is None or view.pending.seat < 0:
            return QCoreApplication.translate("Parkies", "Nothing to do now.")
        return QCoreApplication.translate("Parkies", "Wait: it is {name}'s turn.").format(name=self.name(view.pending.seat)) if view.pending.seat != self._seat else QCoreApplication.translate("Parkies", "Wait for the computer players.")

    def mat_of(self, seat: int) -> PlayerMatItem:
        """The mat showing ``seat``'s park now."""
        return self._bigs[seat] if seat == self._seat else self._small_of[seat]

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
        if self.piece.parentItem() is not self.big:
            self.piece.setParentItem(self.big)
            self.piece.setPos(self.big.geo.grid.topLeft())

    def _layout(self) -> None:
        """The bidding mat with the caption and buttons under it, your park
        at its right, and the other players' cards in a row under both."""
        bid_h = self.bidmat.layout.height
        self.bidmat.setPos(0, 0)
        self.big.setPos(BID_WIDTH + GAP, 0)
        bar_y = bid_h + BAR_GAP
        self.caption.setPos(4, bar_y)
        y = max(bar_y + BAR_H, self.big.geo.height) + CARDS_GAP
        x = 0.0
        for item in self.smalls:
            item.setPos(x, y)
            x += item.geo.width + SMALL_GAP
        bottom = max(y + (self.smalls[0].geo.height if self.smalls else 0), self.big.geo.height)
        right = max(BID_WIDTH + GAP + self.big.geo.width, x - SMALL_GAP)
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
        self.refresh_big()
        for item, seat in zip(self.smalls, self._others()):
            player = view.players[seat]
            status = self._status(view, seat)
            item.set_look(MatLook(player, self._letters[seat], view.lake, view.first == seat, False, True, status, self.colour_blind))
        self._layout()
        self._refresh_buttons()
        self._offer_piece()
        self.keys.refresh_focus()
        self._show_powers()

    def open_powers(self, which: str) -> bool:
        """Open the Cash in ("cash") or Demolish menu from the keyboard, or
        say why it is closed now."""
        powers = self._powers
        if powers is None:
            return False
        if self._view is not None and self._view.phase == OVER:
            self.refused.emit(QCoreApplication.translate("Parkies", "The game is over: nothing more is cashed in or demolished."))
            return True
        button = powers.cash_button if which == "cash" else powers.demolish_button
        if not button.isEnabled():
            self.refused.emit(powers.note.text() or button.toolTip())
            return True
        menu = button.menu()
        menu.popup(button.mapToGlobal(button.rect().bottomLeft()))
        live = [a for a in menu.actions() if a.isEnabled()]
        if live:  # Enter plays it at once; the arrows reach the others
            menu.setActiveAction(live[0])
        return True

    def _show_powers(self) -> None:
        if self._powers is not None and self._view is not None:
            offered = tuple(self._offers.cash) + tuple(self._offers.demolish)
            over = self._view.phase == OVER
            self._powers.show_powers(self._view.players[self._seat], offered, self.colour_blind, over)

    def refresh_big(self) -> None:
        if self._view is not None:
            self.big.set_look(self._big_look(self._view, self._offers))

    def _status(self, view: State, seat: int) -> str:
        bid = view.players[seat].bid
        if not bid:
            return ""
        if bid == "pool":
            return QCoreApplication.translate("Parkies", "pawn on the Parkie Pool")
        space = view.space(bid)
        return QCoreApplication.translate("Parkies", "bid ${ladder} on {space_name}").format(ladder=ladder(view, bid)[space.step], space_name=space_name(bid)) if space.step >= 0 else ""

    def _bid_look(self, view: State, offers: Offers) -> BidLook:
        targets: set[Key] = set()
        for (sid, amount) in offers.bids:
            targets.add(("step", sid, ladder(view, sid).index(amount)))
        for sid in offers.trump_spaces():
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
        targets: set[Key] = set()
        selected = self.hand.selected
        if view.pending.phase == MOVE and offers.moves:
            if selected is not None:
                _, colour, where = selected
                targets |= {("tile", m.dst) for m in offers.moves_from(colour, where)}
            else:
                targets |= {("parkie", m.colour, m.src) for m in offers.moves}
        if self.hand.take_colour:
            targets |= {("tile", t.where) for t in offers.take_targets(self.hand.take_colour)}
        player = view.players[self._seat]
        lay = layout(player.tiles, view.lake)
        return MatLook(
            player, self._letters[self._seat], view.lake, view.first == self._seat, True, False,
            self._status(view, self._seat) or QCoreApplication.translate("Parkies", "entrances joined: {joined}").format(joined=lay.joined), self.colour_blind,
            frozenset(targets), selected,
        )

    def _refresh_buttons(self) -> None:
        caption, spec = choices(self)
        key = tuple((label, str(cmd)) for label, cmd in spec)
        if key != self._button_spec:
            for b in self.buttons:
                self.removeItem(b)
            self.buttons = []
            for label, cmd in spec:
                button = ButtonItem(label, button_width(label), self._presser(cmd), cmd)
                self.addItem(button)
                self.buttons.append(button)
            self._button_spec = key
        bar_y = self.caption.pos().y()
        total = sum(b.width + 8 for b in self.buttons)
        x = BID_WIDTH - total
        for b in self.buttons:
            b.setPos(x, bar_y + (BAR_H - BUTTON_H) / 2)
            x += b.width + 8
        self.caption.set_text(caption, max(100.0, BID_WIDTH - total - 12))

    def _presser(self, cmd: Command) -> Any:
        return lambda: self.press(cmd)

    def press(self, cmd: Command) -> None:
        """A choice button was pressed."""
        if cmd == "cancel":
            self.cancel()
        elif cmd == "rotate":
            self.rotate(1)
        elif cmd == "more trumps":
            self.hand.trump_page += 1
            self.hand.focus = -1
            self.refresh()
        elif isinstance(cmd, tuple) and cmd and cmd[0] == "trump":
            self.hand.trump_space, self.hand.trump_page, self.hand.focus = cmd[1], 0, -1
            self.refresh()
        else:
            self.play(cmd)

    def play(self, action: Any) -> None:
        if action not in self._offers.legal:
            self.refused.emit(QCoreApplication.translate("Parkies", "That move is not offered now."))
            return
        self.action_chosen.emit(action)

    # --- the held tile -----------------------------------------------------------
    def _offer_piece(self) -> None:
        """Hand the won tile to the GridPiece, with every turn that gives an
        offered shape (a symmetric tile is offered once per shape)."""
        if not self.placing() or self._view is None:
            self.piece.withdraw()
            self._place_of = {}
            return
        tile = self._offers.place_tile
        shapes = [placement_shape(tile, 90 * q) for q in range(4)]
        self._place_of = {
            (r, c, q, 0): action
            for (r, c, rot), action in self._offers.places.items()
            for q in range(4)
            if shapes[q] == placement_shape(tile, rot)
        }
        shape = PieceShape({(q, 0): frozenset(shapes[q][0]) for q in range(4)})
        self.piece.offer(shape, self._place_of.keys(), self._placement_reason, self._paint_held,
                         self._placement_hint, key=(tile, self._seat))

    def _paint_held(self, painter: QPainter, rotation: int, side: int, cell: float) -> None:
        paint_tile(painter, QPointF(0, 0), cell, self._offers.place_tile, 90 * rotation, self.colour_blind, True)

    def _placement_hint(self, placement: Placement) -> str:
        row, col, _, _ = placement
        return QCoreApplication.translate("Parkies", "Row {row}, column {column}: click or Enter to build here.").format(row=row + 1, column=col + 1)

    def _placement_reason(self, placement: Placement) -> str:
        tile = self._offers.place_tile
        if not self._place_of or self._view is None:
            name = _(TILE[tile].name)
            return QCoreApplication.translate("Parkies", "{name} fits nowhere in your park: discard it.").format(name=name) if self._offers.discard else QCoreApplication.translate("Parkies", "{name} fits nowhere.").format(name=name)
        row, col, q, _side = placement
        reason = placement_refusal(self._view, self._seat, tile, row, col, 90 * q)
        if not any(rot == q for _, _, rot, _ in self._place_of):
            reason += QCoreApplication.translate("Parkies", " Turned this way it fits nowhere: press R.")
        return reason

    def _piece_chosen(self, placement: Placement) -> None:
        action = self._place_of.get(placement)
        if action is not None:
            self.play(action)

    def rotate(self, step: int) -> bool:
        if not self.placing() or not self.piece.rotate(step):
            return False
        if self.piece.anchor is None:  # once shown on the park, the piece says what its spot means
            self.hint.emit(QCoreApplication.translate("Parkies", "Turned {rotation}°.").format(rotation=self.rotation))
        return True

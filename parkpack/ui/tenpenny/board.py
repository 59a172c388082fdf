"""The Tenpenny Parks board scene.

On the left, the game board: the six Builder locations around the carousel
ring (each with its face-up attraction card and the worker on it), the month
track, the extra worker's place, the two expansion stacks, the Banker,
Arborist, Contractor and Realtor spaces, the Thrill, Awe and Joy tracks with
their stacked discs, and the face-up concessions. On the right, what to do
now (a line and its buttons), the property of the seat in focus drawn large
(the viewer's own unless another was clicked), its attraction cards and
goals, and the other properties small, or Becky's panel in a solo game.

Everything offered comes from the legal actions (offers.py); a click becomes
one of them or a refusal with its reason (input.py). The tile in hand is the
shared GridPiece over the big property. Becky's steps are automatic actions
the controller plays one by one: each is shown from the view's pending step
(the Builder card she is taking, the disc about to move) while discs glide
and the card she takes flies to her panel (motion.py).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...games.tenpenny.content import OPEN_SPACES, TYPES
from ...games.tenpenny.state import State
from ..offer_keys import CycleBoard, KeysModule
from ..items.hint_mark import HintMark
from .game_items import (
    CARD_H,
    CARD_W,
    CORNER_W,
    LOC_ANGLE,
    MARKET_H,
    RING_R,
    SPACE_H,
    SPACE_W,
    BuilderItem,
    ExtraItem,
    MarketItem,
    MonthItem,
    Pawn,
    RingItem,
    SpaceItem,
    StackItem,
    board_background,
)
from .motion import Motion, focus_rings
from .offers import Offers, index_offers
from .palette import BECKY_SHAPE, SHAPES, TABLE, entrant_colour, entrant_letters
from .park_item import ParkItem
from .piece import HeldTile
from .side_items import (
    BUTTON_H,
    ButtonItem,
    ButtonLook,
    CaptionItem,
    ChipsItem,
    GoalItem,
    HeaderItem,
    NoteItem,
    PreviewItem,
)
from .looks import GOAL_H
from .track_items import DiscItem, TracksItem, row_height
from .words import button_label

LEFT_W = 500.0
GAP = 16.0
RIGHT_X = LEFT_W + GAP
RIGHT_W = 384.0
CAPTION_H = 46.0
CENTRE = QPointF(LEFT_W / 2, 150.0)
RX, RY = 172.0, 116.0
ACTIONS_Y = 306.0
TRACKS_Y = ACTIONS_Y + SPACE_H + 10
SCENE_H = 720.0


class Backdrop(QGraphicsObject):
    """The game board's cardboard behind its items."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board_background(painter, self.rect)


class TenpennyBoard(CycleBoard):
    shows_seats = True

    def __init__(self, game: Any, seats: tuple[Any, ...], parent: Any = None) -> None:
        super().__init__(game, seats, parent)
        self.setItemIndexMethod(self.ItemIndexMethod.NoIndex)
        self.setBackgroundBrush(TABLE)
        n = len(seats)
        self.backdrop = Backdrop()
        self.addItem(self.backdrop)
        self.cards = [BuilderItem(self, loc) for loc in range(len(TYPES))]
        self.ring = RingItem(self)
        self.month = MonthItem(self)
        self.extra = ExtraItem(self)
        self.stacks = [StackItem(self, k) for k in (0, 1)]
        self.spaces = {s: SpaceItem(self, s) for s in OPEN_SPACES}
        self.tracks = TracksItem(self, LEFT_W - 16)
        self.market = MarketItem(self, LEFT_W - 16)
        self.caption = CaptionItem(self, RIGHT_W, CAPTION_H)
        self.header = HeaderItem(self, 0, RIGHT_W)
        # One large and one small property per seat, so showing another seat's
        # property large swaps items instead of repainting both.
        self.parks = [ParkItem(self, s) for s in range(n)]
        self.small_parks = [ParkItem(self, s) for s in range(n)]
        self.small_headers = [HeaderItem(self, s, RIGHT_W) for s in range(n)]
        self.chips = ChipsItem(self, ("chips",), RIGHT_W)
        self.goal_items = [GoalItem(self, ("goal", i), RIGHT_W, GOAL_H) for i in range(3)]
        self.becky_header = HeaderItem(self, -1, RIGHT_W)
        self.becky_header.key = ("becky",)
        self.becky_note = NoteItem(self, ("becky",), RIGHT_W, 100)
        self.becky_chips = ChipsItem(self, ("becky-cards",), RIGHT_W)
        for item in [*self.cards, self.ring, self.month, self.extra, *self.stacks, *self.spaces.values(),
                     self.tracks, self.market, self.caption, self.header, *self.parks, *self.small_parks, *self.small_headers,
                     self.chips, *self.goal_items, self.becky_header, self.becky_note, self.becky_chips]:
            self.addItem(item)
        self.discs: dict[tuple[int, int], DiscItem] = {}
        self.buttons: list[ButtonItem] = []
        self.button_actions: list[Any] = []
        self._button_key: tuple[str, ...] = ()
        self.previews: dict[tuple[str, str], PreviewItem] = {}
        self.rings = focus_rings()
        self.addItem(self.rings)
        self.motion = Motion(self)
        self.held = HeldTile(self)
        self.hint_mark: HintMark | None = None  # the suggested move (hint_marks.py)
        # what sync gave us
        self._view: State | None = None
        self.offers = Offers()
        self._seat = 0
        self._interactive = False
        self._letters: tuple[str, ...] = ()
        # the viewer's transient choices, dropped by cancel()
        self.focus_seat = 0  # whose property is shown large
        self.focus = -1  # index into offers.cycle (Tab)
        self.preview_turn = 0  # a ring turn shown while hovering its button
        self.ghost_side = {"left": "a", "right": "b"}
        self.keep_back = ""  # the goal shown going back to the box (hover or Tab)
        self._place_static()
        self.setSceneRect(QRectF(0, 0, RIGHT_X + RIGHT_W, SCENE_H))

    # --- the main window's calls ---------------------------------------------
    def sync(self, view_state: Any, legal: tuple[Any, ...], seat: int | None, interactive: bool) -> None:
        view: State = view_state
        if seat is None or not 0 <= seat < view.seats:
            seat = view.task.seat if 0 <= view.task.seat < view.seats else (self._seat if self._seat < view.seats else 0)
        offers = index_offers(view, tuple(legal)) if interactive else Offers()
        old = self._view
        if offers.legal != self.offers.legal or seat != self._seat:
            self.focus, self.preview_turn, self.keep_back = -1, 0, ""
            if offers.legal or seat != self._seat:
                self.focus_seat = seat
        self._view, self.offers, self._seat, self._interactive = view, offers, seat, bool(interactive)
        names = tuple(view.name(e) for e in range(view.entrants))
        self._letters = entrant_letters(names)
        self.refresh()
        from .changes import place_discs, show_changes

        if old is not None and old.entrants == view.entrants:
            show_changes(self, old, view)
        else:
            self.motion.stop()
            place_discs(self, 0)
            self.ring.set_position(float(view.board.ring))

    def cover(self) -> None:
        """The hand-over screen is up: the last player's goals (and the
        expansion boards only they saw) leave the scene; the board shows an
        onlooker's view until the next player's ``sync``."""
        if self._view is None:
            return
        from ...engine.api import OBSERVER
        from ...games.tenpenny.hidden import view as seen_by

        self._view, self.offers, self._interactive = seen_by(self._view, OBSERVER), Offers(), False
        self.focus, self.preview_turn, self.keep_back = -1, 0, ""
        self.held.reset()
        self.refresh()

    def cancel(self) -> None:
        self.focus, self.preview_turn, self.keep_back = -1, 0, ""
        self.focus_seat = self._seat
        self.held.reset()
        if self._view is not None:
            self.refresh()

    def keys(self) -> KeysModule:
        from . import keys

        return keys

    def show_seat(self, seat: int) -> bool:
        """A player's card in the side panel was clicked: their property large."""
        view = self._view
        if view is None or not 0 <= seat < view.seats:
            return False
        from .input import show_park

        show_park(self, view, seat)
        return True

    def holds_turn(self, before: Any, action: Any, after: Any) -> bool:
        """The end-of-turn step after any move that was a choice; a move the
        player could not have made otherwise (1 VP for a leader on the first
        space, say) goes straight on."""
        return len(self.game.legal_actions(before)) > 1

    def target_rects(self, action: Any) -> list[QRectF]:
        from .targets import target_rects

        return target_rects(self, action)

    def show_hint(self, action: Any, text: str) -> None:
        from .hint_marks import show

        show(self, action, text)

    def clear_hint(self) -> None:
        from .hint_marks import clear

        clear(self)

    # --- Host: what the items report ------------------------------------------------
    def press(self, key: tuple[Any, ...] | None, button: Qt.MouseButton) -> None:
        from .input import press

        press(self, key, button)

    def hover(self, key: tuple[Any, ...] | None) -> None:
        from .input import hover

        hover(self, key)

    def wheel(self, key: tuple[Any, ...] | None, delta: int) -> bool:
        return False

    # --- reading the situation -------------------------------------------------------
    @property
    def view_state(self) -> State | None:
        return self._view

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def interactive(self) -> bool:
        return self._interactive

    def play(self, action: Any) -> None:
        """Emit ``action`` if it is offered (the controller checks it again)."""
        if action in self.offers.legal:
            self.action_chosen.emit(action)
        else:
            self.refused.emit(QCoreApplication.translate("Tenpenny", "That move is not offered now."))

    def entrant_pawn(self, entrant: int) -> Pawn:
        view = self._view
        assert view is not None
        if view.is_becky(entrant):
            assert view.becky is not None
            colour, shape = view.becky.colour, BECKY_SHAPE
        else:
            colour, shape = view.players[entrant].colour, SHAPES[entrant % len(SHAPES)]
        letter = self._letters[entrant] if entrant < len(self._letters) else "?"
        return Pawn(entrant_colour(colour, entrant, self.colour_blind).name(), letter, shape)

    def placing(self) -> bool:
        return bool(self.offers.places) and self.focus_seat == self._seat

    # --- layout ------------------------------------------------------------------------
    def _place_static(self) -> None:
        import math

        for loc, item in enumerate(self.cards):
            a = math.radians(LOC_ANGLE[loc])
            item.setPos(CENTRE.x() + RX * math.cos(a) - CARD_W / 2, CENTRE.y() + RY * math.sin(a) - CARD_H / 2)
        self.ring.setPos(CENTRE.x() - RING_R, CENTRE.y() - RING_R)
        self.month.setPos(2, 2)
        self.extra.setPos(LEFT_W - CORNER_W - 2, 2)
        self.stacks[0].setPos(2, 200)
        self.stacks[1].setPos(LEFT_W - CORNER_W - 2, 200)
        for k, space in enumerate(OPEN_SPACES):
            self.spaces[space].setPos(k * (SPACE_W + 8) + 2, ACTIONS_Y)
        self.tracks.setPos(8, TRACKS_Y)
        self.caption.setPos(RIGHT_X, 0)

    def _layout_left(self, view: State) -> None:
        rows = 3 * row_height(view.entrants)
        self.tracks.set_size(LEFT_W - 16, 20 + rows)
        market_y = TRACKS_Y + 20 + rows + 8
        self.market.setPos(8, market_y)
        self.backdrop.set_rect(QRectF(-6, -6, LEFT_W + 12, market_y + MARKET_H + 12))

    # --- drawing -------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self._view
        if view is None:
            return
        from .looks import Looks

        Looks(self, view).apply()
        self._layout_left(view)
        self.held.refresh()
        from .keys import show_focus

        show_focus(self)

    def set_buttons(self, actions: list[Any]) -> None:
        """The choice bar's buttons, one per action, in a row that wraps."""
        view = self._view
        assert view is not None
        labels = tuple(button_label(a, view) for a in actions)
        key = tuple(f"{label}|{a}" for label, a in zip(labels, actions))
        if key != self._button_key:
            for b in self.buttons:
                self.removeItem(b)
            self.buttons = [ButtonItem(self, i, label, RIGHT_W) for i, label in enumerate(labels)]
            for b in self.buttons:
                self.addItem(b)
            self._button_key = key
        self.button_actions = list(actions)
        x, y = RIGHT_X, self.caption.h + 6
        for b in self.buttons:
            if x + b.w > RIGHT_X + RIGHT_W + 0.5 and x > RIGHT_X:
                x, y = RIGHT_X, y + BUTTON_H + 6
            b.setPos(x, y)
            x += b.w + 6
        for i, b in enumerate(self.buttons):
            b.set_look(ButtonLook(labels[i]))

    def set_bottom(self, bottom: float) -> None:
        """The scene grows when a column runs longer than planned (never shrinks
        back mid-game, so the view does not zoom in and out)."""
        rect = self.sceneRect()
        if bottom > rect.height():
            self.setSceneRect(QRectF(0, 0, rect.width(), bottom + 4))

    def buttons_bottom(self) -> float:
        if not self.buttons:
            return self.caption.h
        return max(b.pos().y() + BUTTON_H for b in self.buttons)


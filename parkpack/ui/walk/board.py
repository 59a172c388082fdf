"""The board scene of A Walk in the Park: your score sheet, the die, and the
other players' sheets beside it, view only.

Everything you can do is read from the legal actions (offers.py): highlighted
squares take the rolled object, bonus boxes light up when a bonus is owed,
drawn paths become clickable when they may be turned into a T. A gesture
becomes one of those same actions, or a ``refused`` reason.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

from ...games.walk.actions import TurnToT
from ...games.walk.content import PIECES, piece_of
from ..board import Board
from ..colours import seat_colour
from ..items.dice import DieItem
from .art import paint_die_face
from .fade import changed_squares, fade_in
from .gestures import DRAW_MODE, TURN_MODE, Gestures
from .looks import sheet_looks
from .offers import Offers, Variant, index_offers
from .sheet import HEIGHT, WIDTH, SheetItem
from .table import ButtonItem, SheetLabel, TableTop, TextCard
from .words import PIECE_WORDS, solo_lines, square_hint

TABLE_X = WIDTH + 34.0
TABLE_W = 300.0
THUMBS_Y = 262.0


class WalkBoard(Gestures, Board):
    def __init__(self, game: Any, seats: tuple[Any, ...], parent: Any = None) -> None:
        super().__init__(game, seats, parent)
        self.setItemIndexMethod(self.ItemIndexMethod.NoIndex)
        self.big = SheetItem(self)
        self.addItem(self.big)
        self.thumbs: list[SheetItem] = []
        self.labels: list[SheetLabel] = []
        for _ in range(max(0, len(seats) - 1)):
            thumb = SheetItem(self, flat=True)
            label = SheetLabel(TABLE_W)
            self.addItem(thumb)
            self.addItem(label)
            self.thumbs.append(thumb)
            self.labels.append(label)
        self._layout_thumbs()
        self.die = DieItem(PIECES, paint_die_face, 84.0)
        self.die.setPos(TABLE_X + 4, 8)
        self.addItem(self.die)
        self.die_card = TextCard(TABLE_W - 104, 84)
        self.die_card.setPos(TABLE_X + 104, 8)
        self.addItem(self.die_card)
        self.card = TextCard(TABLE_W, 108)
        self.card.setPos(TABLE_X, 104)
        self.addItem(self.card)
        self.solo_card = TextCard(TABLE_W, 124)
        self.solo_card.setPos(TABLE_X, THUMBS_Y)
        self.addItem(self.solo_card)
        self.pass_button = ButtonItem("Nothing to draw: pass  (P)", TABLE_W, self.press_pass)
        self.pass_button.setPos(TABLE_X, 218)
        self.addItem(self.pass_button)
        self.setSceneRect(-20, -20, TABLE_X + TABLE_W + 40, HEIGHT + 50)
        self.addItem(TableTop(self.sceneRect()))
        # what sync gave us
        self._view: Any = None
        self._legal: tuple[Any, ...] = ()
        self._seat = 0
        self._interactive = False
        self._offers = Offers()
        # transient choices of the player, dropped by cancel()
        self._focus = 0  # the seat whose sheet is shown large
        self._cursor = 12
        self._pointing = False  # the mouse or keyboard is on the grid: show the preview
        self._variant = 0
        self._mode = DRAW_MODE
        self._turn_kind = ""  # "curve"/"straight" when turn mode was opened from an icon
        self._turn_pick = 0
        self._bonus_focus = -1
        self._scores: tuple[Any, Any] = (None, None)
        self._side: Any = None

    # --- the main window's calls ------------------------------------------
    def sync(self, view_state: Any, legal: tuple[Any, ...], seat: int | None, interactive: bool) -> None:
        old = self._view
        seat = self._pick_seat(view_state, seat)
        self._interactive = bool(interactive) and not view_state.over
        new_offers = index_offers(tuple(legal)) if self._interactive else Offers()
        if seat != self._seat or old is None:
            self._focus = seat
        if new_offers.variants != self._offers.variants:
            self._variant = 0
        if view_state is not old or not new_offers.turns:
            self._mode, self._turn_kind = DRAW_MODE, ""  # a T is chosen afresh each time
        self._turn_pick = 0
        if self._bonus_focus >= 0 and not new_offers.bonuses:
            self._bonus_focus = -1
        focus_before = self._focus
        self._view, self._legal, self._seat, self._offers = view_state, tuple(legal), seat, new_offers
        self._sync_die(old, view_state)
        self.refresh()
        if self._focus == focus_before:
            self._fade_new_marks(old, view_state)

    def cancel(self) -> None:
        self._mode = DRAW_MODE
        self._turn_kind = ""
        self._bonus_focus = -1
        self._pointing = False
        self._focus = self._seat
        self.refresh()

    def show_hint(self, action: Any, text: str) -> None:
        from .hint_marks import show

        show(self, action, text)

    def clear_hint(self) -> None:
        from .hint_marks import clear

        clear(self)

    def side_widget(self) -> QWidget | None:
        if self._side is None or not isValid(self._side):
            from .side import WalkSidePanel

            self._side = WalkSidePanel(self)
        return self._side

    def focusNextPrevChild(self, next: bool) -> bool:
        # A QGraphicsView hands Tab to its scene, which asks this before any
        # key handler sees it: Tab walks the offered bonuses when one is owed.
        return self.step_bonus_focus(1 if next else -1)

    def handle_key(self, event: QKeyEvent) -> bool:
        from .keys import handle_key

        return handle_key(self, event)

    # --- what the player is doing (read by looks.py, words.py, keys.py) --------
    @property
    def own_view(self) -> bool:
        return self._focus == self._seat

    @property
    def focus_seat(self) -> int:
        return self._focus

    @property
    def view_state(self) -> Any:
        return self._view

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def offers(self) -> Offers:
        return self._offers

    @property
    def interactive(self) -> bool:
        return self._interactive

    @property
    def mode(self) -> str:
        return self._mode

    @property
    def cursor(self) -> int:
        return self._cursor

    @property
    def pointing(self) -> bool:
        return self._pointing

    @property
    def bonus_focus(self) -> int:
        return self._bonus_focus

    @property
    def turn_kind(self) -> str:
        return self._turn_kind

    def name(self, seat: int) -> str:
        return self._name(seat)

    def variants(self) -> list[Variant]:
        return self._offers.variants

    def current_variant(self) -> Variant | None:
        variants = self._offers.variants
        return variants[self._variant % len(variants)] if variants else None

    def turn_options(self, square: int) -> list[TurnToT]:
        options = self._offers.turns.get(square, [])
        if self._turn_kind:
            cells = self._view.sheets[self._seat].cells
            options = [t for t in options if piece_of(cells[t.square]) == self._turn_kind]
        return options

    # --- drawing ----------------------------------------------------------
    def refresh(self) -> None:
        if self._view is None:
            return
        self.refresh_big()
        others = [s for s in range(len(self._view.sheets)) if s != self._focus]
        for thumb, label, seat in zip(self.thumbs, self.labels, others):
            self._fill(thumb, seat, big=False)
            own = seat == self._seat
            label.set_text(f"{self._name(seat)}'s sheet (yours): click to return" if own
                           else f"{self._name(seat)}'s sheet — view only{self._doing(seat)}", own)
        self.pass_button.setVisible(self._offers.passing is not None and self.own_view)
        self.card.set_lines(self._card_lines())
        self.die_card.set_lines(self._die_lines())
        if self._view.solo:
            self.solo_card.set_lines(solo_lines(self._view))
        if self._side is not None and isValid(self._side):
            self._side.update_from(self)

    def refresh_big(self) -> None:
        if self._view is not None:
            self._fill(self.big, self._focus, big=True)

    def _fill(self, item: SheetItem, seat: int, big: bool) -> None:
        own = seat == self._seat
        title = f"{self._name(seat)}'s sheet" if own else f"{self._name(seat)}'s sheet — view only"
        colour = seat_colour(self.seats[seat].colour if seat < len(self.seats) else "", seat, self.colour_blind)
        item.set_header(seat, title, "" if own else "view", (colour.name(), self._name(seat)[:1].upper()))
        active = big and own and self._interactive
        sheet_looks(self, item, seat, active)

    def preview_code(self) -> int:
        """The cell code previewed at the cursor, or -1."""
        if not (self._pointing and self._interactive and self.own_view):
            return -1
        if self._mode == TURN_MODE:
            options = self.turn_options(self._cursor)
            return options[self._turn_pick % len(options)].mask if options else -1
        variant = self.current_variant()
        if variant is not None and self._offers.draw(self._cursor, variant) is not None:
            return variant[1]
        return -1

    def _card_lines(self) -> tuple[str, ...]:
        from .words import card_lines

        return card_lines(self)

    def _die_lines(self) -> tuple[str, ...]:
        view = self._view
        if not view.roll:
            return ("The die", "Not rolled yet")
        turn = f"Turn {view.turn} of {view.turn_limit}" if view.turn_limit else f"Turn {view.turn}"
        return (f"Rolled: {PIECE_WORDS[view.roll]}", turn)

    def _hint_cursor(self) -> None:
        if self._view is not None and self._interactive and self.own_view:
            self.hint.emit(square_hint(self, self._cursor))

    def _fade_new_marks(self, old: Any, new: Any) -> None:
        if old is None or self.animation_ms <= 0:
            return
        others = [s for s in range(len(new.sheets)) if s != self._focus]
        for item, seat in [(self.big, self._focus), *zip(self.thumbs, others)]:
            for sq in changed_squares(old, new, seat):
                fade_in(item.squares[sq], self.animation_ms * 2)

    # --- die ------------------------------------------------------------------
    def _sync_die(self, old: Any, new: Any) -> None:
        if not new.roll:
            self.die.set_face("")
        elif old is None or self.animation_ms <= 0:
            self.die.set_face(new.roll)
        elif (old.turn, old.roll) != (new.turn, new.roll):
            self.die.roll_to(new.roll, self.animation_ms * 3)
        elif self.die.face != new.roll:
            self.die.set_face(new.roll)

    # --- helpers ------------------------------------------------------------
    def _pick_seat(self, view: Any, seat: int | None) -> int:
        if seat is not None and 0 <= seat < len(view.sheets):
            return seat
        task = view.pending
        if task is not None and task.seat >= 0:
            return task.seat
        return self._seat if self._seat < len(view.sheets) else 0

    def _doing(self, seat: int) -> str:
        task = self._view.pending
        if task is None or task.seat != seat:
            return ""
        return {"draw": " · drawing", "statue": " · drawing a statue", "bonus": " · choosing a bonus"}.get(task.kind, "")

    def _name(self, seat: int) -> str:
        return self._view.names[seat] if self._view is not None else self.seats[seat].name

    def _why_not_playing(self) -> str:
        if self._view is None:
            return "The game has not started"
        if self._view.over:
            return "The game is over"
        task = self._view.pending
        if task is not None and task.seat < 0:
            return "Wait for the die to be rolled"
        if task is not None and task.seat != self._seat:
            return f"Not your turn: {self._name(task.seat)} is drawing"
        return "Not your turn"

    def scores_of(self, view: Any) -> Any:
        """The final score sheet, computed once per finished state."""
        if self._scores[0] is not view:
            self._scores = (view, self.game.scores(view))
        return self._scores[1]

    def _layout_thumbs(self) -> None:
        n = len(self.thumbs)
        if n <= 2:
            scale, cols = 0.29, 1
        elif n == 3:
            scale, cols = 0.19, 1
        else:
            scale, cols = 0.145, 2
        w, h = WIDTH * scale, HEIGHT * scale + 26
        for i, (thumb, label) in enumerate(zip(self.thumbs, self.labels)):
            col, row = i % cols, i // cols
            x, y = TABLE_X + col * (w + 10), THUMBS_Y + row * (h + 8)
            label.setPos(x, y)
            label.set_width(TABLE_W if cols == 1 else w)
            thumb.setScale(scale)
            thumb.setPos(x, y + 22)
            thumb.setCursor(Qt.CursorShape.PointingHandCursor)


"""The board scene of A Walk in the Park: one score sheet, as large as the
window allows.

The sheet shown is yours, or another player's (view only) when you look at
it: click their card in the side panel, or Page Up/Down. The die, what to do
next and the buttons are in the side-panel widget (side.py).

Everything you can do is read from the legal actions (offers.py): highlighted
squares take the rolled object, bonus boxes light up when a bonus is owed,
drawn paths become clickable when they may be turned into a T. A gesture
becomes one of those same actions, or a ``refused`` reason. The board owns
its helpers: ``gestures`` (what clicks and keys mean) and ``hand`` (what the
player has half chosen).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QWidget
from shiboken6 import isValid

from ...engine.api import ScoreSheet
from ...games.walk.actions import TurnToT
from ...games.walk.content import PIECES, piece_of
from ...games.walk.state import State
from ..board import Board
from ..colours import seat_colour
from ..items.dice import DieItem
from .art import paint_die_face
from .fade import changed_squares, fade_in
from .gestures import DRAW_MODE, TURN_MODE, WalkGestures
from .looks import sheet_looks
from .offers import Offers, Variant, index_offers
from .sheet import HEIGHT, WIDTH, SheetItem
from .table import TableTop
from .words import piece_word, square_hint

DIE_SIZE = 56.0
TABLE_EDGE = 8.0  # the table showing round the sheet
SHADOW = 4.0  # the sheet's shadow falls right and down


@dataclass
class WalkHand:
    """The player's half-made choices, dropped by Esc (and some by a sync)."""

    focus: int = 0  # the seat whose sheet is shown
    cursor: int = 12  # the square the keyboard (or the mouse) points at
    pointing: bool = False  # the mouse or keyboard is on the grid: show the preview
    variant: int = 0  # which orientation of the piece is shown
    mode: str = DRAW_MODE
    turn_kind: str = ""  # "curve"/"straight" when turn mode was opened from an icon
    turn_pick: int = 0  # which of a path's two Ts is shown
    bonus_focus: int = -1  # the bonus row in keyboard focus


class WalkBoard(Board):
    shows_seats = True

    def __init__(self, game: Any, seats: tuple[Any, ...], parent: Any = None) -> None:
        super().__init__(game, seats, parent)
        self.setItemIndexMethod(self.ItemIndexMethod.NoIndex)
        self.hand = WalkHand()
        self.gestures = WalkGestures(self)
        self.big = SheetItem(self.gestures)
        self.addItem(self.big)
        # The sheet and its shadow on a narrow table: every unit of table is
        # taken from the sheet when the view fits the scene in.
        self.setSceneRect(-TABLE_EDGE, -TABLE_EDGE, WIDTH + 2 * TABLE_EDGE + SHADOW, HEIGHT + 2 * TABLE_EDGE + SHADOW)
        self.addItem(TableTop(self.sceneRect()))
        # The die lies beside the board, in the side panel: a scene of its own.
        self.die_scene = QGraphicsScene(self)
        self.die = DieItem(PIECES, paint_die_face, DIE_SIZE)
        self.die_scene.addItem(self.die)
        self.die_scene.setSceneRect(-4, -4, DIE_SIZE + 8, DIE_SIZE + 8)
        # what sync gave us
        self._view: State | None = None
        self._legal: tuple[Any, ...] = ()
        self._seat = 0
        self._interactive = False
        self._offers = Offers()
        self._scores: tuple[State | None, ScoreSheet | None] = (None, None)
        self._side: Any = None

    # --- the main window's calls ------------------------------------------
    def sync(self, view_state: Any, legal: tuple[Any, ...], seat: int | None, interactive: bool) -> None:
        view: State = view_state
        old = self._view
        hand = self.hand
        seat = self._pick_seat(view, seat)
        self._interactive = bool(interactive) and not view.over
        new_offers = index_offers(tuple(legal)) if self._interactive else Offers()
        if seat != self._seat or old is None:
            hand.focus = seat
        if new_offers.variants != self._offers.variants:
            hand.variant = 0
        if view is not old or not new_offers.turns:
            hand.mode, hand.turn_kind = DRAW_MODE, ""  # a T is chosen afresh each time
        hand.turn_pick = 0
        if hand.bonus_focus >= 0 and not new_offers.bonuses:
            hand.bonus_focus = -1
        focus_before = hand.focus
        self._view, self._legal, self._seat, self._offers = view, tuple(legal), seat, new_offers
        self._sync_die(old, view)
        self.refresh()
        if hand.focus == focus_before:
            self._fade_new_marks(old, view)

    def cancel(self) -> None:
        hand = self.hand
        hand.mode, hand.turn_kind, hand.bonus_focus, hand.pointing = DRAW_MODE, "", -1, False
        hand.focus = self._seat
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
        side: QWidget = self._side
        return side

    def show_seat(self, seat: int) -> bool:
        if self._view is None or not 0 <= seat < len(self._view.sheets):
            return False
        self.gestures.view_sheet(seat)
        if seat != self._seat:
            self.hint.emit(QCoreApplication.translate("Walk", "{name}'s sheet, view only: Esc (or your own card) returns to yours").format(name=self.name(seat)))
        return True

    def focusNextPrevChild(self, next: bool) -> bool:
        # A QGraphicsView hands Tab to its scene, which asks this before any
        # key handler sees it: Tab walks the offered bonuses when one is owed.
        return self.gestures.step_bonus_focus(1 if next else -1)

    def focus_rect(self) -> QRectF | None:
        big = self.big
        rows = [r for r in big.bonus_rows if r.bonus_id == self.focused_bonus()] if self.hand.bonus_focus >= 0 else []
        if rows:
            return rows[0].mapRectToScene(rows[0].boundingRect())
        if 0 <= self.hand.cursor < len(big.squares):
            square = big.squares[self.hand.cursor]
            return square.mapRectToScene(square.boundingRect())
        return None

    def handle_key(self, event: QKeyEvent) -> bool:
        from .keys import handle_key

        return handle_key(self, event)

    def target_rects(self, action: Any) -> list[Any]:
        from .targets import target_rects

        return target_rects(self, action)

    # --- what the player is doing (read by looks.py, words.py, keys.py) --------
    @property
    def own_view(self) -> bool:
        return self.hand.focus == self._seat

    @property
    def focus_seat(self) -> int:
        return self.hand.focus

    @property
    def view_state(self) -> State | None:
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
        return self.hand.mode

    @property
    def cursor(self) -> int:
        return self.hand.cursor

    @property
    def pointing(self) -> bool:
        return self.hand.pointing

    @property
    def bonus_focus(self) -> int:
        return self.hand.bonus_focus

    @property
    def turn_kind(self) -> str:
        return self.hand.turn_kind

    def name(self, seat: int) -> str:
        if self._view is not None:
            return self._view.names[seat]
        name: str = self.seats[seat].name
        return name

    def focused_bonus(self) -> str:
        return self.gestures.focused_bonus()

    def current_variant(self) -> Variant | None:
        variants = self._offers.variants
        return variants[self.hand.variant % len(variants)] if variants else None

    def turn_options(self, square: int) -> list[TurnToT]:
        options = self._offers.turns.get(square, [])
        if self.hand.turn_kind and self._view is not None:
            cells = self._view.sheets[self._seat].cells
            options = [t for t in options if piece_of(cells[t.square]) == self.hand.turn_kind]
        return options

    def preview_code(self) -> int:
        """The cell code previewed at the cursor, or -1."""
        hand = self.hand
        if not (hand.pointing and self._interactive and self.own_view):
            return -1
        if hand.mode == TURN_MODE:
            options = self.turn_options(hand.cursor)
            return options[hand.turn_pick % len(options)].mask if options else -1
        variant = self.current_variant()
        if variant is not None and self._offers.draw(hand.cursor, variant) is not None:
            return variant[1]
        return -1

    def scores_of(self, view: State) -> ScoreSheet:
        """The final score sheet, computed once per finished state."""
        if self._scores[0] is not view or self._scores[1] is None:
            self._scores = (view, self.game.scores(view))
        sheet = self._scores[1]
        assert sheet is not None
        return sheet

    def die_lines(self) -> tuple[str, str]:
        """What the die shows and which turn it is."""
        view = self._view
        if view is None or not view.roll:
            return (QCoreApplication.translate("Walk", "The die: not rolled yet"), "")
        if view.over:  # the last roll no longer asks for anything; two short lines beside the die
            return (QCoreApplication.translate("Walk", "Game over"),
                    QCoreApplication.translate("Walk", "after {turn} turns").format(turn=view.turn))
        turn = QCoreApplication.translate("Walk", "Turn {turn} of {turn_limit}").format(turn=view.turn, turn_limit=view.turn_limit) if view.turn_limit else QCoreApplication.translate("Walk", "Turn {turn}").format(turn=view.turn)
        return (QCoreApplication.translate("Walk", "Rolled: {piece}").format(piece=piece_word(view.roll)), turn)

    def why_not_playing(self) -> str:
        view = self._view
        if view is None:
            return QCoreApplication.translate("Walk", "The game has not started")
        if view.over:
            return QCoreApplication.translate("Walk", "The game is over")
        task = view.pending
        if task is not None and task.seat < 0:
            return QCoreApplication.translate("Walk", "Wait for the die to be rolled")
        if task is not None and task.seat != self._seat:
            return QCoreApplication.translate("Walk", "Not your turn: {name} is drawing").format(name=self.name(task.seat))
        return QCoreApplication.translate("Walk", "Not your turn")

    # --- drawing ----------------------------------------------------------
    def refresh(self) -> None:
        if self._view is None:
            return
        self.refresh_big()
        if self._side is not None and isValid(self._side):
            self._side.update_from(self)

    def refresh_big(self) -> None:
        if self._view is None:
            return
        seat = self.hand.focus
        own = seat == self._seat
        colour = seat_colour(self.seats[seat].colour if seat < len(self.seats) else "", seat, self.colour_blind)
        self.big.set_header(seat, self.name(seat), "" if own else "view", (colour.name(), self.name(seat)[:1].upper()))
        sheet_looks(self, self.big, seat, own and self._interactive)

    def hint_cursor(self) -> None:
        if self._view is not None and self._interactive and self.own_view:
            self.hint.emit(square_hint(self, self.hand.cursor))

    def _fade_new_marks(self, old: State | None, new: State) -> None:
        if old is None or self.animation_ms <= 0:
            return
        for sq in changed_squares(old, new, self.hand.focus):
            fade_in(self.big.squares[sq], self.animation_ms * 2)

    # --- die ------------------------------------------------------------------
    def _sync_die(self, old: State | None, new: State) -> None:
        if not new.roll:
            self.die.set_face("")
        elif old is None or self.animation_ms <= 0:
            self.die.set_face(new.roll)
        elif (old.turn, old.roll) != (new.turn, new.roll):
            self.die.roll_to(new.roll, self.animation_ms * 3)
        elif self.die.face != new.roll:
            self.die.set_face(new.roll)

    # --- helpers ------------------------------------------------------------
    def _pick_seat(self, view: State, seat: int | None) -> int:
        if seat is not None and 0 <= seat < len(view.sheets):
            return seat
        task = view.pending
        if task is not None and task.seat >= 0:
            return task.seat
        return self._seat if self._seat < len(view.sheets) else 0

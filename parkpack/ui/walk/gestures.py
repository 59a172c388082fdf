"""What the player's gestures and keys mean on the Walk board: rotating,
moving the cursor, choosing a square, a bonus or a path to turn into a T.

Every choice ends in one of the offered legal actions or in a refusal that
says why. Mixed into WalkBoard, whose state (offers, cursor, mode) it reads.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from ...games.walk.content import SIZE
from .words import PIECE_WORDS, refusal_for_square

DRAW_MODE, TURN_MODE = "draw", "turn"


class Gestures:
    """Player input for WalkBoard (a mixin: WalkBoard provides the state)."""

    def rotate(self, step: int) -> bool:
        """Next orientation of the piece (or of the T being chosen)."""
        if self._mode == TURN_MODE:
            options = self.turn_options(self._cursor)
            if len(options) < 2:
                return False
            self._turn_pick = (self._turn_pick + step) % len(options)
        else:
            if len(self._offers.variants) < 2:
                return False
            self._variant = (self._variant + step) % len(self._offers.variants)
        self.refresh()
        self._hint_cursor()
        return True

    def move_cursor(self, dr: int, dc: int) -> None:
        r, c = divmod(self._cursor, SIZE)
        r, c = max(0, min(SIZE - 1, r + dr)), max(0, min(SIZE - 1, c + dc))
        self._cursor = r * SIZE + c
        self._pointing = True
        self._turn_pick = 0
        self.refresh()
        self._hint_cursor()

    def _may_mark(self) -> bool:
        """Whether a mark may be made now; if not, say why."""
        if not self._interactive:
            self.refused.emit(self._why_not_playing())
            return False
        if not self.own_view:
            self.refused.emit(self._view_only())
            return False
        return True

    def _view_only(self) -> str:
        return f"{self._name(self._focus)}'s sheet is view only (Esc returns to yours)"

    def toggle_turn_mode(self, kind: str = "") -> bool:
        if not self._interactive or not self.own_view:
            self.refused.emit(self._why_not_playing())
            return False
        if self._mode == TURN_MODE and kind == self._turn_kind:
            self._mode, self._turn_kind = DRAW_MODE, ""
        else:
            self._mode, self._turn_kind = TURN_MODE, kind
            if not any(self.turn_options(sq) for sq in self._offers.turns):
                self._mode, self._turn_kind = DRAW_MODE, ""
                self.refused.emit(_no_turn_reason(self._view.sheets[self._seat], kind))
                return False
        self._turn_pick = 0
        self.refresh()
        return True

    def choose_square(self, square: int) -> None:
        """A click or Enter on ``square`` of your sheet."""
        if not self._may_mark():
            return
        offers = self._offers
        if self._mode == TURN_MODE:
            options = self.turn_options(square)
            if options:
                self.action_chosen.emit(options[self._turn_pick % len(options)])
                return
            if square not in offers.draws and square not in offers.statues:
                self.refused.emit("Only a curve or straight path you drew can be turned into a T")
                return
            # A click on a square that takes the rolled piece: back to drawing.
            self._mode, self._turn_kind = DRAW_MODE, ""
            self.refresh()
        if square in offers.statues:
            self.action_chosen.emit(offers.statues[square])
            return
        variant = self.current_variant()
        if variant is not None and offers.draw(square, variant) is not None:
            self.action_chosen.emit(offers.draw(square, variant))
            return
        if square in offers.turns and (offers.draws or offers.statues or offers.bonuses or offers.passing):
            # A drawn path that may become a T: ask first, it costs 3 points.
            self._mode, self._turn_kind, self._cursor, self._turn_pick = TURN_MODE, "", square, 0
            self._pointing = True
            self.refresh()
            self._hint_cursor()
            return
        self.refused.emit(refusal_for_square(self._view, self._seat, offers, square))

    def choose_bonus(self, bonus_id: str) -> None:
        if not self._may_mark():
            return
        action = self._offers.bonuses.get(bonus_id)
        if action is not None:
            self.action_chosen.emit(action)
            return
        sheet = self._view.sheets[self._seat]
        if bonus_id in sheet.bonuses:
            self.refused.emit("You have already ticked that bonus")
        elif not self._offers.bonuses:
            self.refused.emit("Bonuses are ticked when you visit a landmark")
        else:
            self.refused.emit("There is no empty square left for that path")

    def step_bonus_focus(self, step: int) -> bool:
        ids = self._offered_bonus_indices()
        if not ids:
            return False
        if self._bonus_focus not in ids:
            self._bonus_focus = ids[0] if step > 0 else ids[-1]
        else:
            self._bonus_focus = ids[(ids.index(self._bonus_focus) + step) % len(ids)]
        self.refresh()
        return True

    def _offered_bonus_indices(self) -> list[int]:
        return [row.index for row in self.big.bonus_rows if row.bonus_id in self._offers.bonuses]

    def focused_bonus(self) -> str:
        rows = self.big.bonus_rows
        return rows[self._bonus_focus].bonus_id if 0 <= self._bonus_focus < len(rows) else ""

    def view_sheet(self, seat: int) -> None:
        self._focus = seat
        self._pointing = False
        self.refresh()

    def press_pass(self) -> None:
        if self._interactive and self._offers.passing is not None:
            self.action_chosen.emit(self._offers.passing)
        else:
            self.refused.emit(self._why_not_playing() if not self._interactive else "You still have empty squares")

    # --- gestures from the sheets (SheetItem handler protocol) ---------------
    def square_hovered(self, sheet: Any, square: int) -> None:
        if sheet is self.big and self.own_view:
            self._cursor, self._pointing = square, True
            self._turn_pick = 0 if self._mode == DRAW_MODE else self._turn_pick
            self.refresh_big()
            self._hint_cursor()

    def square_left(self, sheet: Any, square: int) -> None:
        if sheet is self.big and square == self._cursor:
            self._pointing = False
            self.refresh_big()

    def square_pressed(self, sheet: Any, square: int, button) -> None:
        if sheet is not self.big:
            self.view_sheet(sheet.seat)
            return
        if button == Qt.MouseButton.RightButton:
            self._cursor, self._pointing = square, True
            if not self.rotate(1):
                self.refresh_big()
            return
        self._cursor = square
        self.choose_square(square)

    def square_wheel(self, sheet: Any, square: int, delta: int) -> None:
        if sheet is self.big:
            self._cursor, self._pointing = square, True
            self.rotate(1 if delta < 0 else -1)

    def bonus_pressed(self, sheet: Any, bonus_id: str) -> None:
        if sheet is not self.big:
            self.view_sheet(sheet.seat)
        else:
            self.choose_bonus(bonus_id)

    def stuck_pressed(self, sheet: Any, kind: str) -> None:
        if sheet is not self.big:
            self.view_sheet(sheet.seat)
        else:
            self.toggle_turn_mode(kind)

    def sheet_pressed(self, sheet: Any) -> None:
        if sheet is not self.big:
            self.view_sheet(sheet.seat)
        elif not self.own_view:
            self.refused.emit(self._view_only())


def _no_turn_reason(sheet: Any, kind: str) -> str:
    if kind and kind in sheet.turned:
        return f"You have already turned a {kind} into a T"
    if kind:
        return f"You have no {PIECE_WORDS.get(kind, kind)} to turn into a T"
    return "No path can be turned into a T now"


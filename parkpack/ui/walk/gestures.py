"""What the player's gestures and keys mean on the Walk board: rotating,
moving the cursor, choosing a square, a bonus or a path to turn into a T.

Every choice ends in one of the offered legal actions or in a refusal that
says why. The board owns one WalkGestures; the sheet sends it its clicks,
hovers and wheel turns, keys.py and the side panel call it too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from ...games.walk.content import SIZE
from ...games.walk.state import Sheet
from .words import A_PIECE, piece_word, refusal_for_square

if TYPE_CHECKING:
    from .board import WalkBoard
    from .sheet import SheetItem

DRAW_MODE, TURN_MODE = "draw", "turn"


class WalkGestures:
    def __init__(self, board: WalkBoard) -> None:
        self.board = board

    def rotate(self, step: int) -> bool:
        """Next orientation of the piece (or of the T being chosen)."""
        board, hand = self.board, self.board.hand
        if hand.mode == TURN_MODE:
            options = board.turn_options(hand.cursor)
            if len(options) < 2:
                return False
            hand.turn_pick = (hand.turn_pick + step) % len(options)
        else:
            if len(board.offers.variants) < 2:
                return False
            hand.variant = (hand.variant + step) % len(board.offers.variants)
        board.refresh()
        board.hint_cursor()
        return True

    def move_cursor(self, dr: int, dc: int) -> None:
        board, hand = self.board, self.board.hand
        r, c = divmod(hand.cursor, SIZE)
        r, c = max(0, min(SIZE - 1, r + dr)), max(0, min(SIZE - 1, c + dc))
        hand.cursor, hand.pointing, hand.turn_pick = r * SIZE + c, True, 0
        board.refresh()
        board.hint_cursor()

    def _may_mark(self) -> bool:
        """Whether a mark may be made now; if not, say why."""
        board = self.board
        if not board.interactive:
            board.refused.emit(board.why_not_playing())
            return False
        if not board.own_view:
            board.refused.emit(self._view_only())
            return False
        return True

    def _view_only(self) -> str:
        return QCoreApplication.translate("Walk", "{name}'s sheet is view only (Esc returns to yours)").format(name=self.board.name(self.board.focus_seat))

    def _sheet(self) -> Sheet:
        view = self.board.view_state
        assert view is not None
        return view.sheets[self.board.seat]

    def toggle_turn_mode(self, kind: str = "") -> bool:
        board, hand = self.board, self.board.hand
        if not board.interactive or not board.own_view:
            board.refused.emit(board.why_not_playing())
            return False
        if hand.mode == TURN_MODE and kind == hand.turn_kind:
            hand.mode, hand.turn_kind = DRAW_MODE, ""
        else:
            hand.mode, hand.turn_kind = TURN_MODE, kind
            if not any(board.turn_options(sq) for sq in board.offers.turns):
                hand.mode, hand.turn_kind = DRAW_MODE, ""
                board.refused.emit(_no_turn_reason(self._sheet(), kind))
                return False
        hand.turn_pick = 0
        board.refresh()
        return True

    def choose_square(self, square: int) -> None:
        """A click or Enter on ``square`` of your sheet."""
        if not self._may_mark():
            return
        board, hand = self.board, self.board.hand
        offers = board.offers
        if hand.mode == TURN_MODE:
            options = board.turn_options(square)
            if options:
                board.action_chosen.emit(options[hand.turn_pick % len(options)])
                return
            if square not in offers.draws and square not in offers.statues:
                board.refused.emit(QCoreApplication.translate("Walk", "Only a curve or straight path you drew can be turned into a T"))
                return
            # A click on a square that takes the rolled piece: back to drawing.
            hand.mode, hand.turn_kind = DRAW_MODE, ""
            board.refresh()
        if square in offers.statues:
            board.action_chosen.emit(offers.statues[square])
            return
        variant = board.current_variant()
        draw = offers.draw(square, variant) if variant is not None else None
        if draw is not None:
            board.action_chosen.emit(draw)
            return
        if square in offers.turns and (offers.draws or offers.statues or offers.bonuses or offers.passing):
            # A drawn path that may become a T: ask first, it costs 3 points.
            hand.mode, hand.turn_kind, hand.cursor, hand.turn_pick, hand.pointing = TURN_MODE, "", square, 0, True
            board.refresh()
            board.hint_cursor()
            return
        view = board.view_state
        assert view is not None
        board.refused.emit(refusal_for_square(view, board.seat, offers, square))

    def choose_bonus(self, bonus_id: str) -> None:
        if not self._may_mark():
            return
        board = self.board
        action = board.offers.bonuses.get(bonus_id)
        if action is not None:
            board.action_chosen.emit(action)
        elif bonus_id in self._sheet().bonuses:
            board.refused.emit(QCoreApplication.translate("Walk", "You have already ticked that bonus"))
        elif not board.offers.bonuses:
            board.refused.emit(QCoreApplication.translate("Walk", "Bonuses are ticked when you visit a landmark"))
        else:
            board.refused.emit(QCoreApplication.translate("Walk", "There is no empty square left for that path"))

    def step_bonus_focus(self, step: int) -> bool:
        hand = self.board.hand
        ids = self._offered_bonus_indices()
        if not ids:
            return False
        if hand.bonus_focus not in ids:
            hand.bonus_focus = ids[0] if step > 0 else ids[-1]
        else:
            hand.bonus_focus = ids[(ids.index(hand.bonus_focus) + step) % len(ids)]
        self.board.refresh()
        return True

    def _offered_bonus_indices(self) -> list[int]:
        return [row.index for row in self.board.big.bonus_rows if row.bonus_id in self.board.offers.bonuses]

    def focused_bonus(self) -> str:
        rows, focus = self.board.big.bonus_rows, self.board.hand.bonus_focus
        return rows[focus].bonus_id if 0 <= focus < len(rows) else ""

    def view_sheet(self, seat: int) -> None:
        self.board.hand.focus, self.board.hand.pointing = seat, False
        self.board.refresh()

    def press_pass(self) -> None:
        board = self.board
        if board.interactive and board.offers.passing is not None:
            board.action_chosen.emit(board.offers.passing)
        else:
            board.refused.emit(board.why_not_playing() if not board.interactive else QCoreApplication.translate("Walk", "You still have empty squares"))

    # --- gestures from the sheet (sheet.SheetInput) ----------------------------
    def square_hovered(self, sheet: SheetItem, square: int) -> None:
        board, hand = self.board, self.board.hand
        if sheet is board.big and board.own_view:
            hand.cursor, hand.pointing = square, True
            hand.turn_pick = 0 if hand.mode == DRAW_MODE else hand.turn_pick
            board.refresh_big()
            board.hint_cursor()

    def square_left(self, sheet: SheetItem, square: int) -> None:
        if sheet is self.board.big and square == self.board.hand.cursor:
            self.board.hand.pointing = False
            self.board.refresh_big()

    def square_pressed(self, sheet: SheetItem, square: int, button: Qt.MouseButton) -> None:
        board, hand = self.board, self.board.hand
        if button == Qt.MouseButton.RightButton:
            hand.cursor, hand.pointing = square, True
            if not self.rotate(1):
                board.refresh_big()
            return
        hand.cursor = square
        self.choose_square(square)

    def square_wheel(self, sheet: SheetItem, square: int, delta: int) -> None:
        self.board.hand.cursor, self.board.hand.pointing = square, True
        self.rotate(1 if delta < 0 else -1)

    def bonus_pressed(self, sheet: SheetItem, bonus_id: str) -> None:
        self.choose_bonus(bonus_id)

    def stuck_pressed(self, sheet: SheetItem, kind: str) -> None:
        self.toggle_turn_mode(kind)

    def sheet_pressed(self, sheet: SheetItem) -> None:
        if not self.board.own_view:
            self.board.refused.emit(self._view_only())


def _no_turn_reason(sheet: Sheet, kind: str) -> str:
    if kind and kind in sheet.turned:
        return QCoreApplication.translate("Walk", "You have already turned {a_piece} into a T").format(a_piece=piece_word(kind, A_PIECE))
    if kind:
        return QCoreApplication.translate("Walk", "You have no {piece} to turn into a T").format(piece=piece_word(kind))
    return QCoreApplication.translate("Walk", "No path can be turned into a T now")

"""Keyboard play on the Parkies board: R turns the held tile, arrows move it,
Tab walks through the offered actions of the decision at hand, Enter plays
the one in focus (or builds where the held tile is), Esc drops what is half
made."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QKeyEvent

from ...games.parkies.actions import Bid, Choose, Move, Place, PoolBid, Take, Trump
from ...games.parkies.common import ladder
from ...games.parkies.state import MOVE
from ..key_press import unmodified
from .words import action_label

if TYPE_CHECKING:
    from .board import ParkiesBoard

_TABS = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
#: C and D open the side panel's Cash in and Demolish menus (arrows and Enter then choose).
_POWERS = {Qt.Key.Key_C: "cash", Qt.Key.Key_D: "demolish"}
_ARROWS = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}


class KeyPlay:
    def __init__(self, board: ParkiesBoard) -> None:
        self.board = board

    def handle_tab(self, event: QKeyEvent) -> bool:
        """Tab and Shift+Tab, which reach the scene straight from the view."""
        return event.key() in _TABS and self.handle_key(event)

    def handle_key(self, event: QKeyEvent) -> bool:
        board = self.board
        if board.view_state is None:
            return False
        key = Qt.Key(event.key())
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key == Qt.Key.Key_R:
            return board.rotate(-1 if shift else 1)
        if key == Qt.Key.Key_Escape:
            board.cancel()
            return True
        if key in _TABS:
            return self.cycle(-1 if key == Qt.Key.Key_Backtab or shift else 1)
        if key in _ARROWS:
            if board.placing() and board.offers.places:
                board.hand.focus = -1
                board.piece.move(*_ARROWS[key])
                self.refresh_focus()
                return True
            return self.cycle(1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1)
        if key in _ENTER:
            return self.confirm()
        if key in _POWERS and unmodified(event):
            return board.open_powers(_POWERS[key])
        return False

    def cycle_list(self) -> tuple[Any, ...]:
        board = self.board
        if board.hand.trump_space:
            sid = board.hand.trump_space
            more = board.offers.trump_more.get(sid)
            return (*board.offers.trumps.get(sid, ()), *((more,) if more is not None else ()))
        if board.hand.take_colour:
            return tuple(board.offers.take_targets(board.hand.take_colour))
        return board.offers.primary

    def cycle(self, step: int) -> bool:
        board, hand = self.board, self.board.hand
        items = self.cycle_list()
        if not board.interactive or not items:
            return False
        hand.focus = (hand.focus + step) % len(items) if hand.focus >= 0 else (0 if step > 0 else len(items) - 1)
        action = items[hand.focus]
        if board.phase() == MOVE:
            hand.selected = ("parkie", action.colour, action.src) if isinstance(action, Move) else None
            board.refresh_big()
        if isinstance(action, Place):
            board.piece.place_at(action.row, action.col, action.rot // 90, 0)
        self.refresh_focus()
        view = board.view_state
        assert view is not None
        board.hint.emit(QCoreApplication.translate("Parkies", "{action_label}  ({k} of {n}; Enter to confirm)").format(action_label=action_label(action, view, board.colour_blind), k=hand.focus + 1, n=len(items)))
        return True

    def focused_action(self) -> Any:
        items = self.cycle_list()
        focus = self.board.hand.focus
        return items[focus] if 0 <= focus < len(items) else None

    def confirm(self) -> bool:
        board = self.board
        if not board.interactive:
            return False
        action = self.focused_action()
        if action is not None:
            board.play(action)
            return True
        if board.placing() and board.piece.anchor is not None:
            return board.piece.confirm()
        return False

    def refresh_focus(self) -> None:
        board = self.board
        action = self.focused_action()
        for b in board.buttons:
            b.set_focused(action is not None and b.key == action)
        board.focus_ring.show_at(self.focus_rect(action) if action is not None else None)

    def focus_rect(self, action: Any) -> QRectF | None:
        board = self.board
        view = board.view_state
        assert view is not None
        if any(b.key == action for b in board.buttons):
            return None  # the button itself shows the focus
        if isinstance(action, Bid):
            return board.bidmat.scene_rect_of(("step", action.space, ladder(view, action.space).index(action.amount)))
        if isinstance(action, Trump):
            return board.bidmat.scene_rect_of(("step", action.space, len(ladder(view, action.space)) - 1))
        if isinstance(action, PoolBid):
            return board.bidmat.scene_rect_of(("pool",))
        if isinstance(action, Take):
            return board.big.scene_rect_of(("tile", action.where))
        if isinstance(action, Move):
            return board.big.scene_rect_of(("tile", action.dst))
        if isinstance(action, Choose):
            return board.bidmat.scene_rect_of(("pile", action.size))
        return None  # a placement shows as the held tile, the rest as buttons

"""Keyboard play on the Parkies board: R turns the held tile, arrows move it,
Tab walks through the offered actions of the decision at hand, Enter plays
the one in focus (or builds at the cursor), Esc drops what is half made."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from ...games.parkies.actions import Bid, Choose, Move, Place, PoolBid, Take, Trump
from ...games.parkies.common import ladder
from ...games.parkies.content import COLS, ROWS, TILE, rotated_shape
from ...games.parkies.state import MOVE
from .words import action_label


class Keys:
    """Mixed into ParkiesBoard."""

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
        if isinstance(action, Choose):
            return self.bidmat.scene_rect_of(("pile", action.size))
        return None  # a placement shows as the preview, the rest as buttons



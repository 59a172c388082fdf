"""Keyboard play shared by the boards that list their offered moves in one
cycle (Steam Donkey, Tenpenny Parks): Tab / Shift+Tab (or the arrow keys)
walk through the moves of the decision at hand, Enter or Space plays the one
in focus. Each board's keys module adds its own keys and what moving the
focus shows on it."""

from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence

from PySide6.QtCore import QCoreApplication, Qt, SignalInstance
from PySide6.QtGui import QKeyEvent

from .board import Board

PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
FORWARD = (Qt.Key.Key_Right, Qt.Key.Key_Down)
BACK = (Qt.Key.Key_Left, Qt.Key.Key_Up)


class Offers(Protocol):
    @property
    def cycle(self) -> Sequence[Any]: ...


class OfferBoard(Protocol):
    """What these keys need of a board."""

    focus: int
    refused: SignalInstance
    hint: SignalInstance

    @property
    def offers(self) -> Offers: ...

    @property
    def interactive(self) -> bool: ...

    def play(self, action: Any) -> None: ...


def tab_step(event: QKeyEvent) -> int:
    """+1 or -1 for Tab or Shift+Tab (Backtab), 0 for any other key."""
    key = event.key()
    if key not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
        return 0
    shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
    return -1 if key == Qt.Key.Key_Backtab or shift else 1


def arrow_or_play(board: OfferBoard, event: QKeyEvent, cycle: Callable[[int], bool]) -> bool:
    """The arrows move the focus (by ``cycle``), Enter or Space plays the move
    in focus, or says how to pick one; False for any other key."""
    key = event.key()
    if key in FORWARD or key in BACK:
        return cycle(1 if key in FORWARD else -1)
    if key not in PLAY_KEYS:
        return False
    action = focused(board)
    if action is None:
        board.refused.emit(QCoreApplication.translate("OfferKeys", "Press Tab to pick one of the offered moves, then Enter."))
    else:
        board.play(action)
    return True


def focused(board: OfferBoard) -> Any:
    """The offered move in focus, or None."""
    items = board.offers.cycle
    return items[board.focus] if 0 <= board.focus < len(items) else None


def move_focus(board: OfferBoard, step: int) -> Any:
    """Moves the focus one offered move on (or back), from the first (or the
    last) when none is in focus, and returns the move now in focus; None,
    with nothing changed, when nothing is offered to play."""
    items = board.offers.cycle
    if not board.interactive or not items:
        return None
    if board.focus < 0:
        board.focus = 0 if step > 0 else len(items) - 1
    else:
        board.focus = (board.focus + step) % len(items)
    return items[board.focus]


def announce(board: OfferBoard, text: str) -> None:
    """The hint line for the move in focus: what it does, and where it is in the cycle."""
    board.hint.emit(QCoreApplication.translate("OfferKeys", "{move}  ({k} of {n}; Enter plays it)").format(
        move=text, k=board.focus + 1, n=len(board.offers.cycle)))


class KeysModule(Protocol):
    """A board's keys module: its own keys, and the focus moved along its cycle."""

    def handle_key(self, board: Any, event: QKeyEvent) -> bool: ...

    def cycle(self, board: Any, step: int) -> bool: ...


class CycleBoard(Board):
    """A board whose offered moves form one keyboard cycle: Tab and Shift+Tab
    move along it (the view would otherwise pass the focus to the next
    widget) and its keys module does the rest."""

    focus: int

    def keys(self) -> KeysModule:
        """The board's keys module (imported when first needed)."""
        raise NotImplementedError

    def focused_action(self) -> Any:
        return focused(self)  # type: ignore[arg-type]  # (the boards give offers, interactive and play)

    def handle_key(self, event: QKeyEvent) -> bool:
        return self.keys().handle_key(self, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and self.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        return self.keys().cycle(self, 1 if next else -1)

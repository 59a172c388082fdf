"""The base class every game's board scene derives from.

The main window owns one Board per game. It calls ``sync`` with the acting
seat's view and the legal actions after every change; the board highlights
exactly the legal targets and turns clicks, drags, wheel turns and keys into
candidate actions, emitted with ``action_chosen``. The controller matches them
against the legal actions. A gesture the board can tell is wrong emits
``refused`` with the reason so the status bar can show it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QWidget


class Board(QGraphicsScene):
    action_chosen = Signal(object)  # a candidate action of the game
    refused = Signal(str)  # why a gesture did nothing
    hint = Signal(str)  # optional text for the status line while hovering
    #: The board can show any seat's part of the table large (``show_seat``).
    shows_seats = False

    def __init__(self, game: Any, seats: tuple[Any, ...], parent: Any = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seats = seats  # engine.api.SeatSpec tuple
        self.animation_ms = 200  # set from settings; 0 disables animation
        self.colour_blind = False  # set from settings
        #: The viewer has made their move and play waits for them to end the
        #: turn (they may still undo it); set by the window before ``sync``.
        self.turn_open = False
        self.confirm_end_of_turn = False  # set from settings; games may ask before ending a turn
        self._hint_marker: Any = None  # the default hint's marker (show_hint)

    def sync(self, view_state: Any, legal: tuple[Any, ...], seat: int | None, interactive: bool) -> None:
        """Redraw from ``view_state`` (the view of ``seat``). ``legal`` are the
        actions on offer; ``interactive`` is False while a computer player or
        chance acts, or after the game is over, when the board only displays."""
        raise NotImplementedError

    def cancel(self) -> None:
        """Esc: drop any half-made move (selected piece, pending preview)."""

    def cover(self) -> None:
        """The hot-seat hand-over screen is up: take anything private of the
        last viewer off the scene (a hand's faces) until the next ``sync``.
        Boards that draw nothing private need not do anything."""

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keyboard play; return True if the key was used."""
        return False

    def focused_action(self) -> Any:
        """The offered move the keyboard's focus is on (Tab), or None."""
        return None

    def focus_rect(self) -> QRectF | None:
        """Where the keyboard's focus is on the board, in scene coordinates,
        so a zoomed view can keep it in sight; None when nothing has the
        focus. By default where the focused move is made (``target_rects``)."""
        action = self.focused_action()
        rects = self.target_rects(action) if action is not None else []
        return rects[0] if rects else None

    def target_rects(self, action: Any) -> list[QRectF]:
        """Where ``action`` would be made on the board, in scene coordinates,
        so a tutorial step or a replay's analysis can point at it (the square,
        the ladder step, the button). Empty when the board cannot show it:
        then the words alone say what to do."""
        return []

    def show_hint(self, action: Any, text: str) -> None:
        """Show the expert's suggested ``action`` (one of the legal actions
        last synced) with ``text``, the line saying why. The player still
        makes the move; the next ``sync`` after ``clear_hint`` drops it.
        Default: the text on the status line, and the tutorial's marker
        (marker.py) on the action's ``target_rects``, so any board that can
        point at an action shows a hint; boards may mark it their own way."""
        from .marker import BETTER, point_at

        self.clear_hint()
        self._hint_marker = point_at(self, action, colour=BETTER)
        self.hint.emit(text)

    def clear_hint(self) -> None:
        """Take a shown hint off the board (the position changed)."""
        marker = self._hint_marker
        if marker is not None:
            marker.remove()
            self._hint_marker = None

    def side_widget(self) -> QWidget | None:
        """An optional game-specific widget for the side panel (e.g. buttons
        for 'any time' powers); it emits actions through ``action_chosen``."""
        return None

    def show_seat(self, seat: int) -> bool:
        """Show ``seat``'s part of the table large (their card in the side
        panel was clicked); False when the board has nothing more to show
        (boards that can set ``shows_seats``)."""
        return False

    #: Whether a turn whose last move ``holds_turn`` lets go is held all the
    #: same when the player made earlier moves that turn (so those are not
    #: made final unasked). Games whose moves are settled as they are made say False.
    holds_earlier_moves = True
    #: Whether a chance step can come in the middle of a player's turn (a
    #: card turned up while they go on): then a move before one is held only
    #: where ``holds_turn`` says so.
    chance_mid_turn = False

    def holds_turn(self, before: Any, action: Any, after: Any) -> bool:
        """With the end-of-turn step on, whether play should wait for the
        player to end their turn after this move of theirs (``before`` and
        ``after`` are the player's views), so it can still be taken back. Games
        where the hold is only friction after some kinds of decision say
        False for those; play then goes straight on."""
        return True

    def words(self, text: str) -> str:
        """A game text (prompt, log line, side-panel line) worded for the
        board's display settings: a game whose colour names follow the
        colour-blind palette renames them here."""
        return text


def held_turn_words() -> tuple[str, str]:
    """What every board says while the viewer's finished turn waits to be
    ended (it stays open for undo): the next player or Becky has not begun."""
    return (QCoreApplication.translate("Board", "Your move is made"),
            QCoreApplication.translate("Board", "Enter ends your turn; Ctrl+Z takes the move back"))

"""Checked play, undo/redo and history for one game (docs/architecture.md §Session).

The session is the only place that checks legality. Undo is a stack of earlier
states; it is cleared whenever an action reveals information or resolves
chance, and when control passes from one human to a different human, so undo
can never re-roll a die or peek at a card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from .api import CHANCE, Game, SeatSpec
from .errors import IllegalActionError, OptionError
from .rng import step_rng


@dataclass(frozen=True, slots=True)
class _Undo:
    state: Any
    history_len: int
    seat: int


class Session:
    """A game in progress: the state, the action history and the undo stacks."""

    def __init__(
        self,
        game: Game,
        options: Mapping[str, str],
        seats: Sequence[SeatSpec],
        seed: int,
    ) -> None:
        if not seats:
            raise OptionError("a game needs at least one seat")
        self.game = game
        self.options: dict[str, str] = dict(options)
        self.seats: tuple[SeatSpec, ...] = tuple(seats)
        self.seed = int(seed)
        self.state: Any = game.setup(self.options, self.seats, self.seed)
        self.history: list[str] = []
        self._undo: list[_Undo] = []
        self._redo: list[str] = []
        self._undo_block = "nothing to undo yet"
        #: When True, passing control to another human does not clear undo at
        #: once: the window asks the player to end the turn (``end_turn``)
        #: first, and undo stays available until then. The next human's first
        #: action clears it in any case.
        self.hold_turns = False

    # --- who acts -------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return self.game.to_act(self.state)

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    def legal_actions(self) -> tuple[Any, ...]:
        return self.game.legal_actions(self.state)

    def human_to_act(self) -> bool:
        seat = self.to_act
        return seat is not None and seat != CHANCE and self.seats[seat].is_human

    # --- playing --------------------------------------------------------
    def check_legal(self, action: Any) -> Any:
        """The legal action equal to ``action`` (or parsed from its text)."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        seat = self.to_act
        if seat is None:
            raise IllegalActionError(action, "the game is over", "no more moves")
        legal = self.legal_actions()
        if action not in legal:
            who = "chance" if seat == CHANCE else self.seats[seat].name
            raise IllegalActionError(action, f"{who} to act: {self.game.prompt(self.state)}")
        return action

    def play(self, action: Any) -> None:
        """Play one action after checking it; the state is unchanged on error."""
        action = self.check_legal(action)
        actor = self.to_act
        if self._undo and self.human_to_act() and actor != self._undo[-1].seat:
            self._end_turn("the turn has passed to another player")
        self._play_unchecked(action)
        self._redo.clear()

    def end_turn(self) -> None:
        """The acting player is done: their moves can no longer be undone."""
        self._end_turn("the turn was ended")

    def _end_turn(self, reason: str) -> None:
        self._undo.clear()
        self._redo.clear()
        self._undo_block = reason

    def _play_unchecked(self, action: Any) -> None:
        before, actor = self.state, self.to_act
        clears = actor == CHANCE or self.game.reveals(before, action)
        after = self.game.apply(before, action)
        self.state = after
        self.history.append(str(action))
        if clears:
            self._undo.clear()
            self._undo_block = "a die roll or draw cannot be undone"
            return
        if actor is not None and self.seats[actor].is_human:
            self._undo.append(_Undo(before, len(self.history) - 1, actor))
        nxt = self.to_act
        if self._undo and nxt is not None and nxt != CHANCE and self.seats[nxt].is_human:
            if nxt != self._undo[-1].seat and not self.hold_turns:
                self._end_turn("the turn has passed to another player")

    def chance_action(self) -> Any:
        """The seeded outcome for the current chance point (not yet played)."""
        outcomes = self.game.chance_outcomes(self.state)
        return step_rng(self.seed, len(self.history)).weighted(outcomes)

    def resolve_chance(self) -> list[Any]:
        """Play chance outcomes until someone must decide or the game ends."""
        played = []
        while self.to_act == CHANCE:
            action = self.chance_action()
            self.play(action)
            played.append(action)
        return played

    # --- undo / redo ----------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo_blocked_reason(self) -> str:
        """Why undo is not available now ("" when it is)."""
        return "" if self._undo else self._undo_block

    def can_redo(self) -> bool:
        return bool(self._redo) and self.to_act not in (None, CHANCE)

    def undo(self) -> None:
        """Return to the last human decision point, dropping any computer
        moves made since (they are replayed by the bots, not redone)."""
        if not self._undo:
            raise IllegalActionError("undo", self._undo_block, "undo not allowed")
        entry = self._undo.pop()
        undone = self.history[entry.history_len:]
        self._redo = [undone[0]] + self._redo if undone else self._redo
        del self.history[entry.history_len:]
        self.state = entry.state
        self._undo_block = "nothing to undo yet"

    def redo(self) -> None:
        if not self.can_redo():
            raise IllegalActionError("redo", "nothing to redo", "redo not allowed")
        text = self._redo.pop(0)
        action = self.check_legal(text)
        self._play_unchecked(action)

    # --- replay ---------------------------------------------------------
    def replay(self, actions: Sequence[str]) -> None:
        """Play a recorded action list with legality checks. On failure raise
        IllegalActionError with ``index`` set to the 1-based position."""
        for index, text in enumerate(actions, start=1):
            try:
                self.play(text)
            except ValueError as exc:
                exc.index = index  # type: ignore[attr-defined]
                raise
        self._undo.clear()
        self._undo_block = "nothing to undo since the game was loaded"

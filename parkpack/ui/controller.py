"""GameController: the one bridge between a Session and the window.

It checks and plays human actions, resolves chance with a short visible pause,
runs computer players in a process of their own (or a worker thread; the
result is handed back on the GUI thread, ui/inbox.py) and autosaves after
every action.
The session keeps the log; the window shows it as the viewer may read it. A
generation counter drops any computer move computed for a position that undo,
redo or loading has since replaced.
"""

from __future__ import annotations

import itertools
from dataclasses import replace
import sys
import time
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..engine import saves
from ..engine.api import CHANCE, AnyGame, InfoSet, ScoreSheet
from ..engine.bots import Searching, make_bot
from ..engine.errors import IllegalActionError
from ..engine.session import Session
from .inbox import Inbox, Reply, run_in_thread


def refusal_text(exc: ValueError) -> str:
    if isinstance(exc, IllegalActionError):
        return QCoreApplication.translate("GameController", "“{action}” is not allowed now. {situation}").format(
            action=exc.action, situation=exc.situation)
    return str(exc)


_SERIALS = itertools.count(1)  # one per controller, so no two tables share a bot


class GameController(QObject):
    state_changed = Signal()
    game_over = Signal(object)  # ScoreSheet
    illegal_action = Signal(str)  # why an action or undo/redo was refused
    notice = Signal(str)  # other messages for the status line

    def __init__(
        self,
        session: Session[Any, Any],
        *,
        pause_ms: int = 0,
        autosave_path: Path | None = None,
        confirm_turns: bool = False,
        bot_process: bool | None = None,
        hold_after: Callable[[Any, Any, Any], bool] | None = None,
        hold_earlier: bool = True,
        chance_mid_turn: bool = False,
        think_ms: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        #: Asked (view before, action, view after, both the actor's) whether
        #: the end-of-turn step should hold play after a human's move (the
        #: board's ``holds_turn``); None holds after every move that hands play on.
        self.hold_after = hold_after
        #: Whether a turn with earlier moves of the player is held whatever
        #: ``hold_after`` says of its last move (the board's ``holds_earlier_moves``).
        self.hold_earlier = hold_earlier
        #: Whether a chance step can come in the middle of a player's turn
        #: (the board's ``chance_mid_turn``): then only the board can tell a
        #: move before one ends the turn.
        self.chance_mid_turn = chance_mid_turn
        # Bots think in a process of their own (ui/bot_process.py) when their
        # game can be found there by id; games registered at run time (tests)
        # think on a pool thread instead.
        if bot_process is None:
            from ..engine import registry

            bot_process = registry.is_builtin(session.game)
        self.bot_process = bot_process
        if bot_process and any(not s.is_human for s in session.seats):
            from . import bot_process as worker

            worker.warm_up(session.game.info.id)
        # With confirm_turns a human's turn stays open (undoable) until they
        # end it; nothing random happens and nobody else moves before that.
        self.confirm_turns = confirm_turns
        session.hold_turns = confirm_turns
        self._turn_open = False
        self.pause_ms = pause_ms
        #: The expert's thinking time per move (None: its own default).
        self.think_ms = think_ms
        self.autosave_path = autosave_path
        self._generation = 0
        self._serial = next(_SERIALS)
        self._bots: dict[int, Any] = {}
        self._bot_busy = False
        self._pending: tuple[int, Any] | None = None
        self._over_emitted = False
        self._last_human: int | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self._inbox = Inbox(self)  # computer players' answers, collected on the GUI thread
        self._note_human()

    # --- read-only helpers for the window --------------------------------
    @property
    def game(self) -> AnyGame:
        return self.session.game

    def log_lines(self) -> list[str]:
        """The log as the seat the board shows may read it."""
        return self.session.log_for(self.viewer())

    @property
    def generation(self) -> int:
        return self._generation

    def is_thinking(self) -> bool:
        """A computer player or a die roll is about to move."""
        return self._bot_busy or self._timer.isActive()

    def viewer(self) -> int:
        """The seat whose view the board shows: the human to act, else the
        last human who acted, else the first human (or seat 0 with no humans)."""
        seat = self.session.to_act
        if not self._turn_open and seat is not None and seat != CHANCE and self.session.seats[seat].is_human:
            return seat
        if self._last_human is not None:
            return self._last_human
        humans = [i for i, s in enumerate(self.session.seats) if s.is_human]
        return humans[0] if humans else 0

    @property
    def turn_open(self) -> bool:
        """A human has finished their moves and may still undo them; play
        goes on when they end the turn."""
        return self._turn_open

    def human_to_act(self) -> int | None:
        return self.session.to_act if self.session.human_to_act() else None

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def undo_reason(self) -> str:
        return self.session.undo_blocked_reason()

    def can_redo(self) -> bool:
        return self.session.can_redo()

    # --- commands ---------------------------------------------------------
    def start(self) -> None:
        """Let chance and computer players move until a human must decide."""
        self._schedule()

    def stop(self) -> None:
        """Drop anything scheduled or computing (the window is closing the game)."""
        self._invalidate()

    def set_pause_ms(self, ms: int) -> None:
        self.pause_ms = max(0, int(ms))

    def set_confirm_turns(self, on: bool) -> None:
        self.confirm_turns = self.session.hold_turns = on
        if not on and self._turn_open:
            self.end_turn()

    def end_turn(self) -> bool:
        if not self._turn_open:
            self.illegal_action.emit(self.tr("There is no finished turn to end."))
            return False
        self._turn_open = False
        self.session.end_turn()
        self._after_change()
        return True

    def submit(self, action: Any) -> bool:
        seat = self.session.to_act
        if seat is None:
            self.illegal_action.emit(self.tr("The game is over."))
            return False
        if self._turn_open:
            self.illegal_action.emit(self.tr("End your turn first (Enter), or undo your move."))
            return False
        if seat == CHANCE:
            self.illegal_action.emit(self.tr("Please wait: a roll or draw is under way."))
            return False
        if not self.session.seats[seat].is_human:
            self.illegal_action.emit(self.tr("Please wait: it is {name}'s turn.").format(name=self.session.seats[seat].name))
            return False
        return self._play(action)

    def undo(self) -> bool:
        if not self.session.can_undo():
            self.illegal_action.emit(self.tr("Cannot undo: {reason}.").format(reason=self.session.undo_blocked_reason()))
            return False
        self._invalidate()
        self._turn_open = False
        self.session.undo()
        # Computer players must not keep what they saw of the moves undone.
        self._bots.clear()
        self._over_emitted = False
        self._after_change()
        return True

    def redo(self) -> bool:
        if not self.session.can_redo():
            self.illegal_action.emit(self.tr("Nothing to redo."))
            return False
        self._invalidate()
        return self._advance(self.session.redo)

    # --- internals --------------------------------------------------------
    def _invalidate(self) -> None:
        self._generation += 1
        self._timer.stop()
        self._pending = None

    def _play(self, action: Any) -> bool:
        return self._advance(lambda: self.session.play(action))  # the one legality check

    def _advance(self, step: Callable[[], object]) -> bool:
        """Play or redo one action through the session, then log it and move on;
        a refusal is shown and changes nothing."""
        actor, before = self.session.to_act, self.session.state
        try:
            step()
        except ValueError as exc:
            self.illegal_action.emit(refusal_text(exc))
            return False
        self._hold_if_turn_done(actor, before)
        self._after_change()
        return True

    def _hold_if_turn_done(self, actor: int | None, before: Any) -> None:
        """Open the end-of-turn step when a human's move hands play on (to
        chance, a computer or another human), could still be undone, and
        the board says a hold helps after such a move."""
        s = self.session
        if actor is None or actor == CHANCE or not s.seats[actor].is_human:
            return
        if s.to_act is None or s.to_act == actor or not s.can_undo():
            return
        # A move the board would not hold still is, after earlier choices of
        # the same turn: ending the turn there would make them final unasked.
        # (Where a chance step may come in the middle of a turn, as in Steam
        # Donkey, only a move that hands play straight to another seat counts.)
        passes_on = s.to_act != CHANCE or not self.chance_mid_turn
        earlier = self.hold_earlier and s.moves_to_undo() > 1 and passes_on
        if self.confirm_turns and (earlier or self._holds(actor, before)):
            self._turn_open = True
        elif s.to_act != CHANCE and s.seats[s.to_act].is_human:
            s.pass_turn()  # not held: the next player must not be able to undo this move
        # (A computer's move, or chance, clears undo when it is played.)

    def _holds(self, actor: int, before: Any) -> bool:
        """Whether the board wants the end-of-turn step after this move."""
        if self.hold_after is None:
            return True
        action = self.game.parse_action(self.session.history[-1])
        return self.hold_after(self.game.view(before, actor), action, self.game.view(self.session.state, actor))

    def _note_human(self) -> None:
        seat = self.human_to_act()
        if seat is not None:
            self._last_human = seat

    def _after_change(self) -> None:
        if not self._turn_open:
            self._note_human()
        self.autosave()
        self.state_changed.emit()
        self._schedule()

    def autosave(self) -> None:
        if self.autosave_path is None:
            return
        try:
            saves.save(self.session, self.autosave_path)
        except OSError as exc:
            from ..engine.safe_files import os_reason

            self.notice.emit(self.tr("Autosave failed: {error}").format(error=os_reason(exc)))

    def _schedule(self) -> None:
        if self._turn_open:
            return
        seat = self.session.to_act
        if seat is None:
            if not self._over_emitted:
                self._over_emitted = True
                self.game_over.emit(self.scores())
            return
        if seat == CHANCE:
            if not self._timer.isActive():
                # Half the computer pause: long enough to see the roll, short
                # enough that several draws in a row do not drag.
                self._timer.start(self.pause_ms // 2)
        elif not self.session.seats[seat].is_human and not self._bot_busy and self._pending is None:
            self._start_bot(seat)

    def scores(self) -> ScoreSheet:
        """The score sheet, saying so when a player was shown hints."""
        sheet = self.game.scores(self.session.state)
        if self.session.hints:
            count = len(self.session.hints)
            note = (self.tr("Hints were used in this game (1 hint).") if count == 1
                    else self.tr("Hints were used in this game ({n} hints).").format(n=count))
            sheet = replace(sheet, notes=sheet.notes + (note,))
        return sheet

    def _step(self) -> None:
        if self._pending is not None:
            (_gen, action), self._pending = self._pending, None
            self._play(action)
        elif self.session.to_act == CHANCE:
            self._play(self.session.chance_action())

    def _bot_for(self, seat: int) -> Any:
        if seat not in self._bots:
            level = self.session.seats[seat].level
            self._bots[seat] = make_bot(self.game, level, self.session.seed * 31 + seat, think_ms=self.think_ms)
        return self._bots[seat]

    def _start_bot(self, seat: int) -> None:
        game, generation = self.game, self._generation
        info = self.session.info_set(seat)  # the seat's information only
        started = time.monotonic()
        # Busy before the work starts: an answer may arrive at once.
        self._bot_busy = True
        reply = self._inbox.expect(self._on_bot_done)
        if self.bot_process:
            self._start_bot_process(info, generation, started, reply)
            return
        bot = self._bot_for(seat)
        if self.think_ms is not None and isinstance(bot, Searching):
            bot.limit(think_ms=self.think_ms)  # the setting may have changed since

        def work() -> None:
            # Runs on a worker thread: pure Python only, no Qt object is touched here.
            try:
                action, error = bot.choose(game, info), None
            except Exception as exc:  # a bot bug must not take the window down
                action, error = None, exc
            reply.send(generation, action, error, started)

        run_in_thread(work)

    def _start_bot_process(self, info: InfoSet[Any, Any], generation: int, started: float, reply: Reply) -> None:
        from . import bot_process

        seat = info.seat
        level, seed = self.session.seats[seat].level, self.session.seed * 31 + seat

        def finished(future: Any) -> None:
            # Runs on the executor's thread (or at once if already done).
            if future.cancelled():
                reply.drop()  # the pool was shut down: the app is closing
                return
            error = future.exception()
            action = None if error is not None else future.result()
            reply.send(generation, action, error, started)

        # The epoch renews the bot after an undo, so it forgets the moves undone.
        key = bot_process.BotKey(self.game.info.id, level, seed, f"{self._serial}/{self.session.epoch}")
        bot_process.choose(key, info, self.think_ms).add_done_callback(finished)

    def _on_bot_done(self, generation: int, action: Any, error: object, started: float) -> None:
        self._bot_busy = False
        if generation != self._generation:
            self._schedule()  # the position changed while it thought: think again
            return
        if isinstance(error, BrokenProcessPool) and self.bot_process:
            # The bot process could not start or died: think on a thread instead.
            from . import bot_process

            print(f"parkpack: computer players move to a thread: {error}", file=sys.stderr)
            bot_process.reset()
            self.bot_process = False
            self._schedule()
            return
        if error is not None:
            seat = self.session.to_act
            name = self.session.seats[seat].name if seat not in (None, CHANCE) else self.tr("computer")
            print(f"parkpack: computer player failed: {error!r}", file=sys.stderr)
            self.notice.emit(self.tr("{name} (computer) could not choose a move: {error}").format(name=name, error=error))
            return
        elapsed_ms = int((time.monotonic() - started) * 1000)
        self._pending = (generation, action)
        self._timer.start(max(0, self.pause_ms - elapsed_ms))

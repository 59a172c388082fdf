"""The Hint command: the expert suggests a move for the human to act.

The suggestion is worked out away from the GUI thread (in the computer
players' process, ui/bot_process.py, or on a worker thread for games
registered at run time) from that player's InfoSet alone. When it arrives
for the position it was asked for, the board highlights the move
(``Board.show_hint``) and the game page shows the line saying why; the
session notes that a hint was used (score sheet, save, records).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from .inbox import Inbox, run_in_thread
from .text import QT_TRANSLATE_NOOP

HINT_KEY = "H"
THINKING = QT_TRANSLATE_NOOP("HintActions", "Thinking about a hint…")


class HintRunner(QObject):
    """Runs one hint at a time and reports it with ``ready`` (on the GUI thread)."""

    ready = Signal(int, object, object)  # token, Hint or None, error or None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.token = 0
        self._inbox = Inbox(self)  # the answer is handed over on the GUI thread

    def request(self, game: Any, seed: int, info: Any, think_ms: int | None, in_process: bool, actor: str = "") -> int:
        self.token += 1
        token = self.token
        reply = self._inbox.expect(lambda result, error: self.ready.emit(token, result, error))

        if in_process:
            from . import bot_process

            def finished(future: Any) -> None:
                if future.cancelled():
                    reply.drop()
                    return
                error = future.exception()
                reply.send(None if error is not None else future.result(), error)

            bot_process.hint(game.info.id, seed, info, think_ms or 0, actor).add_done_callback(finished)
        else:

            def work() -> None:
                # A worker thread: pure Python only, no Qt object is touched here.
                try:
                    from .hint_work import work_out_hint  # the search loads with the first hint, not at start-up

                    result, error = work_out_hint(game, seed, info, think_ms, actor), None
                except Exception as exc:  # a search bug must not take the window down
                    result, error = None, exc
                reply.send(result, error)

            run_in_thread(work)
        return token

    def drop(self) -> None:
        """Forget the hint under way: its answer will be ignored."""
        self.token += 1


class HintActions:
    """Mixed into the main window: the Hint action, button and display."""

    _hint_runner: HintRunner | None = None
    _hint_for: tuple[int, int, int, int] | None = None  # the position a hint is under way for

    def hint(self) -> None:
        w: Any = self
        ctl = w.controller
        reason = self.hint_unavailable()
        if reason:
            w.show_refusal(reason)
            return
        if self._hint_for is not None:
            return  # one is under way
        session = ctl.session
        seat = ctl.human_to_act()
        self._hint_for = self._position()
        w.statusBar().showMessage(QCoreApplication.translate("HintActions", THINKING))
        w.page.show_hint_line(QCoreApplication.translate("HintActions", THINKING))
        self._update_hint_action()
        seed = session.seed * 31 + 7919 + len(session.history)
        self._runner().request(ctl.game, seed, session.info_set(seat), ctl.think_ms, ctl.bot_process,
                               session.seats[seat].name)

    def hint_unavailable(self) -> str:
        """Why the Hint command does nothing now ("" when it works)."""
        ctl: Any = getattr(self, "controller", None)
        if ctl is None:
            return QCoreApplication.translate("HintActions", "Hints are for a game in progress.")
        from .hint_work import offers_hints

        w: Any = self
        handover = w.__dict__.get("_handover")
        if handover is not None and w.stack.currentWidget() is handover:
            # The answer would be worked out from the hidden hand of whoever is next.
            return QCoreApplication.translate("HintActions", "A hint is for the player at the screen: hand it over first.")
        if not offers_hints(ctl.game):
            return QCoreApplication.translate("HintActions", "{game} has no expert to give hints yet.").format(game=ctl.game.info.name)
        if ctl.turn_open:
            return QCoreApplication.translate("HintActions", "Your move is made: end the turn or undo it first.")
        if ctl.human_to_act() is None:
            return QCoreApplication.translate("HintActions", "A hint is for a player whose turn it is.")
        return ""

    def _runner(self) -> HintRunner:
        if self._hint_runner is None:
            self._hint_runner = HintRunner(self)  # type: ignore[arg-type]
            self._hint_runner.ready.connect(self._hint_ready)
        return self._hint_runner

    def _position(self) -> tuple[int, int, int, int]:
        ctl: Any = getattr(self, "controller", None)
        if ctl is None:
            return (0, 0, 0, 0)
        s = ctl.session
        return (id(ctl), len(s.history), s.epoch, ctl.generation)

    def _hint_ready(self, token: int, result: Any, error: Any) -> None:
        w: Any = self
        runner = self._runner()
        if token != runner.token:
            return
        asked, self._hint_for = self._hint_for, None
        if asked != self._position() or w.controller is None:
            self._update_hint_action()
            return  # the position changed meanwhile
        if error is not None or result is None:
            w.page.show_hint_line("")
            w.statusBar().showMessage(
                QCoreApplication.translate("HintActions", "No hint could be worked out: {error}").format(error=error), 8000
            )
            self._update_hint_action()
            return
        ctl = w.controller
        ctl.session.note_hint()
        ctl.autosave()
        w.shown_hint = result  # what the board marks and the line says
        w.page.show_hint_line(result.text)
        w.board.show_hint(result.action, result.text)
        self._update_hint_action()

    def clear_hint(self) -> None:
        """The position changed: any hint shown or under way no longer applies."""
        w: Any = self
        if self._hint_for is not None:
            self._runner().drop()
            self._hint_for = None
        page = w.__dict__.get("_page")
        if page is not None:
            page.show_hint_line("")
        if w.board is not None:
            w.board.clear_hint()

    def _update_hint_action(self) -> None:
        w: Any = self
        if not w.__dict__.get("_actions_built"):
            return
        reason = self.hint_unavailable()
        busy = self._hint_for is not None
        enabled = not reason and not busy
        tip = (
            QCoreApplication.translate("HintActions", "Ask the expert which move it would make (H)") if not reason
            else QCoreApplication.translate("HintActions", "Hint: {reason}").format(reason=reason)
        )
        if busy:
            tip = QCoreApplication.translate("HintActions", THINKING)
        w.act_hint.setEnabled(enabled)
        w.act_hint.setToolTip(tip)
        w.act_hint.setStatusTip(tip)
        page = w.__dict__.get("_page")
        if page is not None:
            page.hint_button.setEnabled(enabled)
            page.hint_button.setToolTip(tip)

"""Replays, statistics, the tutorial and first-time hints, as window commands
(mixed into MainWindow, like FileActions and ViewActions).

The window calls ``_history_session_opened`` once per game it opens; from
there finished games are counted in the statistics (once each, never a
tutorial, never a game that was already over when opened), the tutorial's
coach is put on the game page, and the first-time hints follow the game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget


class HistoryActions:
    """Needs from the window: ``controller``, ``page``, ``warn``,
    ``ask_open_path``, ``open_session``, ``may_replace_game``, ``statusBar``."""

    controller: Any
    page: Any
    board: Any
    warn: Any
    ask_open_path: Any
    open_session: Any
    may_replace_game: Any
    statusBar: Any
    _game_over: Any

    def _parent(self) -> QWidget:
        """The main window this is mixed into, as the parent of its dialogs."""
        assert isinstance(self, QWidget)
        return self

    # --- the game just opened --------------------------------------------------
    def _history_session_opened(self, ctl: Any) -> None:
        self.__dict__.setdefault("_replays", [])
        session = ctl.session
        due = {"stats": not session.is_over and not getattr(session, "tutorial", False)}
        ctl.game_over.connect(lambda _sheet, c=ctl, d=due: self._file_stats(c, d))
        if getattr(session, "tutorial", False):
            from .tutorial import attach_coach

            attach_coach(self, ctl)
        else:
            from .decision_hints import DecisionHints

            DecisionHints(self, ctl)

    def _file_stats(self, ctl: Any, due: dict[str, bool]) -> None:
        """Count a game once: the first time it ends in this window."""
        if not due["stats"] or ctl is not self.controller:
            return
        due["stats"] = False
        from ..engine import stats

        try:
            stats.record_session(ctl.session)
        except (OSError, stats.StatsError) as exc:
            from ..engine.safe_files import os_reason

            error = os_reason(exc) if isinstance(exc, OSError) else str(exc)
            self.statusBar().showMessage(
                QCoreApplication.translate("HistoryActions", "The game could not be counted in the statistics: {error}").format(error=error), 8000
            )

    # --- replays -----------------------------------------------------------------
    def _keep(self, window: Any) -> Any:
        import shiboken6

        replays: list[Any] = self.__dict__.setdefault("_replays", [])
        replays[:] = [w for w in replays if shiboken6.isValid(w) and w.isVisible()]  # closed ones are deleted
        replays.append(window)
        return window

    def watch_replay(self) -> Any:
        """The open game, watched from its start (the score sheet's button)."""
        if self.controller is None:
            return None
        from .replay_viewer import open_session_replay

        return self._keep(open_session_replay(self.controller.session, self._parent()))

    def open_replay(self) -> Any:
        """Choose a save and watch it."""
        path = self.ask_open_path()
        return self.open_replay_file(Path(path)) if path else None

    def open_replay_file(self, path: Path) -> Any:
        from ..engine import saves
        from ..engine.errors import SaveFileError
        from .replay_viewer import open_session_replay

        try:
            session = saves.load(path)
        except SaveFileError as exc:
            self.warn(
                self, QCoreApplication.translate("HistoryActions", "Cannot watch this save"),
                QCoreApplication.translate("FileActions", "{file} cannot be opened: {reason}.\n\n{path}").format(
                    file=Path(path).name, reason=exc.reason, path=path),
            )
            return None
        return self._keep(open_session_replay(session, self._parent(), Path(path).name))

    def watch_entry(self, entry: Any) -> Any:
        """A game counted in the statistics, watched again."""
        from ..engine import stats
        from .replay_viewer import open_session_replay

        try:
            session = stats.session_of(entry)
        except ValueError as exc:
            self.warn(
                self, QCoreApplication.translate("HistoryActions", "Cannot watch this game"),
                QCoreApplication.translate("HistoryActions", "This game no longer replays: {error}").format(error=exc),
            )
            return None
        return self._keep(open_session_replay(session, self._parent(), entry.date[:10]))

    # --- statistics ----------------------------------------------------------------
    def show_stats(self, game_id: str = "") -> Any:
        from .stats_window import StatsWindow

        if not game_id and self.controller is not None:
            game_id = self.controller.game.info.id
        dialog = StatsWindow(game_id, self._parent(), watch=self.watch_entry)
        dialog.open()
        self.__dict__["stats_window"] = dialog
        return dialog

    # --- the tutorial ----------------------------------------------------------------
    def learn_to_play_menu(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        from .tutorial import tutorial_games

        if self.controller is not None and self.controller.game.info.id in tutorial_games():
            self.start_tutorial(self.controller.game.info.id)
            return
        games = tutorial_games()
        if not games:
            return
        names = list(games.values())
        name, ok = QInputDialog.getItem(self._parent(), QCoreApplication.translate("HistoryActions", "Learn to play"), QCoreApplication.translate("HistoryActions", "Which game?"), names, 0, False)
        if ok:
            self.start_tutorial(list(games)[names.index(name)])

    def start_tutorial(self, game_id: str) -> bool:
        from .tutorial import new_tutorial_session

        session = new_tutorial_session(game_id)
        if session is None:
            self.warn(self, QCoreApplication.translate("HistoryActions", "No tutorial"), QCoreApplication.translate("HistoryActions", "This game has no tutorial yet."))
            return False
        if not self.may_replace_game():
            return False
        return bool(self.open_session(session, None))

"""Game menu file commands: save, save as, load and resume (mixed into MainWindow)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

SAVE_FILTER = "parkpack saves (*.parkpack.json);;All files (*)"


class FileActions:
    """Needs from the window: ``controller``, ``save_path``, ``warn``,
    ``ask_open_path``, ``ask_save_path``, ``open_session``, ``statusBar``
    and ``_update_title``."""

    controller: Any
    save_path: Path | None
    warn: Any
    ask_open_path: Any
    ask_save_path: Any
    open_session: Any
    may_replace_game: Any
    _unsaved: bool
    statusBar: Any
    _update_title: Any

    def _ask_open_path(self) -> str:
        from PySide6.QtWidgets import QFileDialog

        from ..engine import paths

        path, _ = QFileDialog.getOpenFileName(self, "Load a saved game", str(paths.saves_dir()), SAVE_FILTER)
        return path

    def _ask_save_path(self, suggestion: str) -> str:
        from PySide6.QtWidgets import QFileDialog

        from ..engine import paths

        path, _ = QFileDialog.getSaveFileName(self, "Save game", str(paths.saves_dir() / suggestion), SAVE_FILTER)
        return path

    def load(self) -> None:
        path = self.ask_open_path()
        if path:
            self.load_file(Path(path))

    def resume(self) -> None:
        from ..engine import paths

        self.load_file(paths.autosave_path(), remember_path=False)

    def load_file(self, path: Path, remember_path: bool = True) -> bool:
        """Open a save; a bad file is refused with its reason and nothing changes."""
        from ..engine import saves
        from ..engine.errors import SaveFileError

        try:
            session = saves.load(path)
        except SaveFileError as exc:
            self.warn(self, "Cannot open this save", f"{Path(path).name} cannot be opened: {reason_clause(exc.reason)}.\n\n{path}")
            return False
        # The game opened becomes the one Resume offers, so an unfinished game
        # waiting there is only replaced if the player says so (not when it
        # is the autosave itself being resumed).
        if not self.may_replace_game(resume_too=remember_path):
            return False
        return self.open_session(session, Path(path) if remember_path else None)

    def save(self) -> None:
        if self.controller is None:
            return
        if self.save_path is None:
            self.save_as()
        else:
            self._write(self.save_path)

    def save_as(self) -> None:
        if self.controller is None:
            return
        from ..engine import saves

        session = self.controller.session
        suggestion = f"{session.game.info.id}-{session.seed}{saves.SUFFIX}"
        path = self.ask_save_path(suggestion)
        if not path:
            return
        if not path.endswith(saves.SUFFIX):
            path += saves.SUFFIX
        if self._write(Path(path)):
            self.save_path = Path(path)
            self._update_title()

    def _write(self, path: Path) -> bool:
        assert self.controller is not None
        from ..engine import saves

        try:
            saves.save(self.controller.session, path)
        except OSError as exc:
            self.warn(self, "Cannot save", f"The game could not be saved to {path}: {exc.strerror or exc}")
            return False
        self._unsaved = False
        self.statusBar().showMessage(f"Saved to {path}", 5000)
        return True


def reason_clause(reason: str) -> str:
    """A save's problem, worded to follow "… cannot be opened:": a reason
    that says what the file is ("is damaged or truncated") gains its subject,
    "the file is damaged or truncated"; one with its own subject ("no such
    file", "action 3 … cannot be played") stays as it is."""
    if reason.startswith(("is ", "was ", "has ", "uses ", "cannot ", "does ")):
        return f"the file {reason}"
    return reason

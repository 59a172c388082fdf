"""Game menu file commands: save, save as, load, resume, and choosing the
data folder (mixed into MainWindow)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .text import QT_TRANSLATE_NOOP
from datetime import datetime
from pathlib import Path
from typing import Any

SAVE_FILTER = QT_TRANSLATE_NOOP("FileActions", "parkpack saves (*.parkpack.json);;All files (*)")
#: Failed attempts after which Save as stops asking for another place.
SAVE_TRIES = 5


def start_folder() -> Path:
    """Where the file dialogs open: the saves folder if it can be used, else
    the data folder, else the home folder."""
    from ..engine import paths

    for folder in (paths.saves_dir(), paths.data_dir()):
        if not paths.folder_problem(folder):
            return folder
    return Path.home()


class FileActions:
    """Needs from the window: ``controller``, ``save_path``, ``warn``,
    ``ask_open_path``, ``ask_save_path``, ``ask_folder``, ``open_session``,
    ``statusBar``, ``launcher``, ``claim`` and ``_update_title``."""

    controller: Any
    save_path: Path | None
    warn: Any
    ask_open_path: Any
    ask_save_path: Any
    ask_folder: Any
    open_session: Any
    may_replace_game: Any
    launcher: Any
    claim: Any
    _autosaver: Any
    _unsaved: bool
    statusBar: Any
    _update_title: Any
    #: Save files as this window last read or wrote them (safe_files.signature).
    _known_files: dict[Path, Any]

    def _parent(self) -> Any:
        """The window this is mixed into, as the dialogs' parent."""
        return self

    def _ask_open_path(self) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self._parent(), QCoreApplication.translate("FileActions", "Load a saved game"), str(start_folder()), QCoreApplication.translate("FileActions", SAVE_FILTER))
        return path

    def _ask_save_path(self, suggestion: str) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self._parent(), QCoreApplication.translate("FileActions", "Save game"), str(start_folder() / suggestion), QCoreApplication.translate("FileActions", SAVE_FILTER))
        return path

    def _ask_folder(self) -> str:
        from PySide6.QtWidgets import QFileDialog

        return QFileDialog.getExistingDirectory(self._parent(), QCoreApplication.translate("FileActions", "Choose a folder for parkpack's games and records"), str(Path.home()))

    def load(self) -> None:
        path = self.ask_open_path()
        if path:
            self.load_file(Path(path))

    def resume(self) -> None:
        from ..engine import paths

        self.load_file(paths.autosave_path(), remember_path=False)

    def load_file(self, path: Path, remember_path: bool = True) -> bool:
        """Open a save; a bad file is refused with its reason (a whole clause
        in the player's language, from the rules layer) and nothing changes."""
        from ..engine import saves
        from ..engine.errors import SaveFileError

        try:
            session = saves.load(path)
        except SaveFileError as exc:
            self.warn(
                self, QCoreApplication.translate("FileActions", "Cannot open this save"),
                QCoreApplication.translate("FileActions", "{file} cannot be opened: {reason}.\n\n{path}").format(
                    file=Path(path).name, reason=exc.reason, path=path),
            )
            return False
        # The game opened becomes the one Resume offers, so an unfinished game
        # waiting there is only replaced if the player says so (not when it
        # is the autosave itself being resumed).
        if not self.may_replace_game(resume_too=remember_path):
            return False
        self._know(Path(path))
        return self.open_session(session, Path(path) if remember_path else None)

    def _know(self, path: Path) -> None:
        from ..engine import safe_files

        self._known_files[path.resolve()] = safe_files.signature(path)

    def _keep_unread(self, path: Path, unasked: bool = False) -> str | None:
        """Before ``path`` is replaced: a file there that this window has not
        read or written as it is now (another parkpack saved over it), or
        that the player was not asked about (``unasked``: Save as added the
        suffix to the name given), is copied aside first; the file itself is
        then replaced in place, keeping its mode and links. What to tell the
        player ("" if nothing); None if it cannot be kept."""
        from ..engine import safe_files

        if safe_files.signature(path) is None:
            return ""  # nothing there to lose (or a link to a file not made yet)
        if not path.is_file():
            return ""  # a pipe, a device, a folder: left where it is, and the write refuses it
        known = self._known_files.get(path.resolve())
        if not unasked and known is not None and known == safe_files.signature(path):
            return ""
        try:
            kept = safe_files.copy_aside(path, "kept")
        except OSError as exc:
            self.warn(self, QCoreApplication.translate("FileActions", "Cannot save"), QCoreApplication.translate(
                "FileActions", "{path} is already there and could not be kept aside ({reason}), so it was not replaced."
                "\n\nChoose another folder or file name.").format(path=path, reason=safe_files.os_reason(exc)))
            return None
        return QCoreApplication.translate("FileActions", "The file that was there was kept as {file}.").format(file=kept.name)

    def save(self) -> None:
        if self.controller is None:
            return
        if self.save_path is None:
            self.save_as()
        elif not self._write(self.save_path):
            self.save_as()  # let the player put it somewhere else

    def save_as(self) -> None:
        if self.controller is None:
            return
        from ..engine import saves

        session = self.controller.session
        # Named by the time, not the seed: the seed and the moves seen decide
        # every die, draw and hidden hand still to come, and the name shows
        # in the title bar to everyone at the table.
        suggestion = f"{session.game.info.id}-{datetime.now():%Y-%m-%d-%H%M}{saves.SUFFIX}"
        for _ in range(SAVE_TRIES):
            path = self.ask_save_path(suggestion)
            if not path:
                return
            unasked = not path.endswith(saves.SUFFIX)  # the dialog asked about another name
            if unasked:
                path += saves.SUFFIX
            if self._write(Path(path), unasked):
                self.save_path = Path(path)
                self._update_title()
                return

    def _write(self, path: Path, unasked: bool = False) -> bool:
        """Save to ``path``; on failure say what is wrong (and that another
        place can be chosen) and return False."""
        assert self.controller is not None
        from ..engine import saves
        from ..engine.safe_files import os_reason

        kept = self._keep_unread(path, unasked)
        if kept is None:
            return False
        try:
            saves.save(self.controller.session, path)
        except (OSError, ValueError) as exc:
            reason = os_reason(exc) if isinstance(exc, OSError) else str(exc)
            self.warn(
                self, QCoreApplication.translate("FileActions", "Cannot save"),
                QCoreApplication.translate(
                    "FileActions", "The game could not be saved to {path}: {reason}.\n\nChoose another folder or file name."
                ).format(path=path, reason=reason),
            )
            return False
        self._unsaved = False
        self._know(path)
        said = QCoreApplication.translate("FileActions", "Saved to {path}").format(path=path)
        self.statusBar().showMessage(f"{said}. {kept}" if kept else said, 10000 if kept else 5000)
        return True

    # --- the data folder ---------------------------------------------------------
    def choose_data_folder(self) -> bool:
        """Ask for another data folder until one can be used (or the player
        gives up); then keep using it, now and in later runs."""
        from ..engine import paths
        from . import instance, prefs

        while True:
            chosen = self.ask_folder()
            if not chosen:
                return False
            problem = paths.folder_problem(Path(chosen)) or paths.folder_problem(Path(chosen) / "saves")
            if not problem:
                break
            self.warn(
                self, QCoreApplication.translate("FileActions", "Cannot use this folder"),
                QCoreApplication.translate("FileActions", "{problem}. Choose another folder.").format(problem=problem),
            )
        paths.use_data_dir(chosen)
        prefs.set_value("files/data_dir", str(chosen))
        if self.claim is not None:
            self.claim.release()
            self.claim = instance.claim(Path(chosen))
        self._autosaver = None  # made again for the new folder and claim
        self.launcher.owner = self.claim is None or self.claim.owner
        self.launcher.claim_note = self.claim.note if self.claim is not None else ""
        self.launcher.refresh()
        return True

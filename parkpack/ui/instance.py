"""One parkpack per data folder owns it: a lock file (QLockFile) in the folder.

The first window on a data folder owns it: it autosaves, moves aside an
autosave it cannot read, and clears the temporary files that killed writes
left behind. A second window on the same folder (another parkpack started
while the first runs) is told so and plays without autosaving: it would
otherwise take turns with the first writing over the one autosave. It can
still open and save games to files, and resume the first one's last game
from its autosave. A lock left by a parkpack that has died (its process is
gone) is taken over.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile

from ..engine import paths

LOCK_NAME = "parkpack.lock"


class FolderClaim:
    """This process's claim on a data folder: ``owner`` says whether it got
    the lock; ``note`` tells a second window what that means."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._lock: QLockFile | None = QLockFile(str(folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone
        self.owner = self._lock.tryLock(0)
        self.note = ""
        if not self.owner:
            if self._lock.error() == QLockFile.LockError.LockFailedError:
                pid = self._holder()
                who = (QCoreApplication.translate("FolderClaim", "another parkpack (process {pid})").format(pid=pid)
                       if pid else QCoreApplication.translate("FolderClaim", "another parkpack"))
                self.note = QCoreApplication.translate(
                    "FolderClaim",
                    "{who} is already using the data folder {folder}. This window does not autosave, "
                    "so the other keeps its game to resume; save this game with Game ▸ Save to keep it.",
                ).format(who=who, folder=folder)
            else:  # the folder cannot hold a lock file: ``paths.problem`` says why
                self.owner, self._lock = True, None

    def _holder(self) -> int:
        assert self._lock is not None
        info = self._lock.getLockInfo()
        return int(info[0]) if info and isinstance(info[0], int) else 0

    def clear_stale_temps(self) -> None:
        """Remove what killed writes left behind (the owner alone: another
        parkpack's write may be under way)."""
        if self.owner:
            from ..engine import safe_files

            for place in (self.folder, self.folder / "saves"):
                safe_files.remove_stale_temps(place)

    def release(self) -> None:
        if self._lock is not None and self.owner:
            self._lock.unlock()
        self._lock = None


def claim(folder: Path | None = None, tidy: bool = True) -> FolderClaim:
    """Claim the data folder; the owner also clears stale temporary files
    (unless ``tidy`` is false: the start of the app does that once the
    window is up, ``FolderClaim.clear_stale_temps``)."""
    found = FolderClaim(folder if folder is not None else paths.data_dir())
    if tidy:
        found.clear_stale_temps()
    return found

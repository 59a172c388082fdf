"""The autosave: reading it for Resume, and writing it after every move
without ever losing a file it could not read.

``inspect`` reads the autosave the way Resume opens it (a full replay, so
whether the game is over comes from its moves, never from the file). A file
that cannot be opened (damaged, unreadable, written by a newer parkpack, not
a regular file) is moved aside under a dated name that never replaces an
earlier copy, and the player is told what was wrong and where it is kept.

``Writer`` writes the autosave for one window. Before writing over a file it
did not write itself (another window's, one put there by hand, one a newer
version left), it reads it; one that cannot be read is moved aside first,
and if it cannot even be moved, nothing is written.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..i18n import _
from . import paths, saves, safe_files
from .errors import SaveFileError
from .frozen import record
from .limits import cut

KEPT_LABEL = "kept"


@record
class Found:
    """What the autosave holds: an unfinished game to resume (or None), what
    was wrong with the file ("" if nothing), and where it was kept."""

    session: Any = None
    problem: str = ""
    kept: Path | None = None


def inspect(path: Path | None = None, keep_aside: bool = True) -> Found:
    """Open the autosave for Resume. With ``keep_aside`` a file that cannot
    be opened is moved to a dated name; without (a second window on this
    data folder) it is only reported."""
    target = path if path is not None else paths.autosave_path()
    if not os.path.lexists(target):
        return Found()
    try:
        session = saves.load(target)
    except SaveFileError as exc:
        return _unusable(target, exc.reason, keep_aside)
    except OSError as exc:  # the data folder itself is unusable
        return Found(problem=_("The autosave cannot be read ({reason}).").format(reason=safe_files.os_reason(exc)))
    return Found() if session.is_over else Found(session)


def _unusable(target: Path, reason: str, keep_aside: bool) -> Found:
    said = _("Your last game could not be resumed from {file}: {reason}.").format(file=target.name, reason=cut(reason, 300))
    if not keep_aside:
        return Found(problem=_("{problem} It is left as it is.").format(problem=said))
    try:
        kept = safe_files.move_aside(target, KEPT_LABEL)
    except OSError as exc:
        return Found(problem=_("{problem} It could not be moved aside ({reason}), so games are not autosaved.").format(
            problem=said, reason=safe_files.os_reason(exc)))
    return Found(problem=_("{problem} The file was kept as {file} in {folder}.").format(
        problem=said, file=kept.name, folder=kept.parent), kept=kept)


class Writer:
    """Writes one window's autosave. ``enabled`` is False for a window that
    shares its data folder with another parkpack (which owns the autosave)."""

    def __init__(self, path: Path | None = None, enabled: bool = True) -> None:
        self.path = path if path is not None else paths.autosave_path()
        self.enabled = enabled
        self._mine: tuple[int, int, int, int] | None = None  # the file as last written or read here
        self.holds_latest = False  # the last write saved the game (False when disabled or failed)

    def write(self, session: Any) -> str:
        """Save ``session`` as the autosave; "" or what went wrong (for the
        status line). Never raises for a file problem."""
        self.holds_latest = False
        if not self.enabled:
            return ""
        note, blocked = self._make_room()
        if blocked:
            return note
        try:
            saves.save(session, self.path)
        except (OSError, ValueError) as exc:
            reason = safe_files.os_reason(exc) if isinstance(exc, OSError) else str(exc)
            return _("Autosave failed: {reason}").format(reason=reason)
        self._mine = safe_files.signature(self.path)
        self.holds_latest = True
        return note

    def _make_room(self) -> tuple[str, bool]:
        """Make sure the file about to be replaced was read: it is ours, or a
        readable save; anything else is moved aside first. Returns what to
        tell the player ("" if nothing) and whether writing must not go on."""
        if not os.path.lexists(self.path):
            return "", False
        current = safe_files.signature(self.path)
        if current is not None and current == self._mine:
            return "", False
        try:
            saves.read_document(self.path)
        except SaveFileError as exc:
            if exc.missing:  # a link to a file not made yet: nothing to lose
                return "", False
            try:
                kept = safe_files.move_aside(self.path, KEPT_LABEL)
            except OSError as move:
                return _("The autosave cannot be read ({reason}) and cannot be moved aside ({error}), so this game is"
                         " not autosaved.").format(reason=cut(exc.reason), error=safe_files.os_reason(move)), True
            return _("The old autosave could not be read ({reason}); it was kept as {file}.").format(
                reason=cut(exc.reason), file=kept.name), False
        self._mine = current
        return "", False

"""Where parkpack keeps its files (platformdirs user data folder).

``PARKPACK_DATA_DIR`` overrides the folder; tests use it so they never touch a
real user's saves. A folder the player chose in the app (``use_data_dir``)
comes first of all.

Looking a path up never fails: the folders are created where they can be,
and ``problem`` says what is wrong with them (a folder that cannot be
created, or one that cannot be written), so the window can tell the player
and let them choose another instead of failing.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from ..i18n import _

APP = "parkpack"

_chosen: Path | None = None


def use_data_dir(folder: str | os.PathLike[str] | None) -> None:
    """Keep the data in ``folder`` from now on (None: the usual place)."""
    global _chosen
    _chosen = Path(folder) if folder is not None else None


def default_data_dir() -> Path:
    override = os.environ.get("PARKPACK_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs  # eight modules: loaded only when the usual place is asked for

    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def _made(path: Path) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # ``problem`` tells; reads find nothing and writes fail with a reason
    return path


def data_dir() -> Path:
    return _made(data_dir_named())


def data_dir_named() -> Path:
    """The data folder, not made if it is missing (for commands that only read)."""
    return _chosen if _chosen is not None else default_data_dir()


def saves_dir() -> Path:
    return _made(data_dir() / "saves")


def autosave_path() -> Path:
    return data_dir() / "autosave.parkpack.json"


def records_path() -> Path:
    """Solo records (best and recent results per game and solo setting)."""
    return data_dir() / "records.json"


def folder_problem(folder: Path) -> str:
    """"" if parkpack can keep files in ``folder`` (creating it if need be),
    else what is wrong, as a sentence about the folder in the player's language."""
    from .safe_files import os_reason

    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        return _("{folder} is a file, not a folder").format(folder=folder)
    except OSError as exc:
        return _("{folder} cannot be created ({reason})").format(folder=folder, reason=os_reason(exc))
    if not folder.is_dir():
        return _("{folder} is not a folder").format(folder=folder)
    try:
        fd, probe = tempfile.mkstemp(prefix=".tmp-probe-", suffix=".part", dir=folder)
    except OSError as exc:
        return _("{folder} cannot be written to ({reason})").format(folder=folder, reason=os_reason(exc))
    os.close(fd)
    os.unlink(probe)
    return ""


def problem() -> str:
    """What is wrong with the data folder or its saves folder ("" if nothing)."""
    return folder_problem(data_dir()) or folder_problem(data_dir() / "saves")

"""User preferences kept between runs (QSettings).

``PARKPACK_SETTINGS_SCOPE`` redirects every setting to an INI file inside the
data folder, so tests never read or write a real user's settings.

Every stored value is checked where it is read (``int_value``, ``text_value``,
``choice_value``, ``flag``): a settings file edited by hand, or left by
another version, falls back to the default instead of breaking a dialog.
A settings file that is not a regular file (a named pipe would make Qt wait
for ever) is not opened: settings then live in a private file for this run.
"""

from __future__ import annotations

import atexit
import os
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any, Iterable

from PySide6.QtCore import QCoreApplication, QSettings

from .text import QT_TRANSLATE_NOOP
from ..engine.limits import is_clean

#: animation speed id -> (label, board animation ms, computer/chance pause ms)
SPEEDS: dict[str, tuple[str, int, int]] = {
    "off": (QT_TRANSLATE_NOOP("Settings", "Off (instant)"), 0, 0),
    "fast": (QT_TRANSLATE_NOOP("Settings", "Fast"), 120, 300),
    "normal": (QT_TRANSLATE_NOOP("Settings", "Normal"), 250, 700),
    "slow": (QT_TRANSLATE_NOOP("Settings", "Slow"), 500, 1400),
}
DEFAULT_SPEED = "normal"

_stand_in: str | None = None  # the private settings file used instead of an unusable one


def settings_path() -> Path:
    """The file QSettings keeps the settings in."""
    scope = os.environ.get("PARKPACK_SETTINGS_SCOPE")
    if scope:
        folder = os.environ.get("PARKPACK_DATA_DIR")
        if not folder:
            from ..engine import paths

            folder = str(paths.data_dir())
        return Path(folder) / f"{scope}.ini"
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    org = QCoreApplication.organizationName() or "parkpack"
    app = QCoreApplication.applicationName() or "parkpack"
    return Path(base) / org / f"{app}.conf"


def settings_problem() -> str:
    """Why the settings file is not used ("" when it is)."""
    path = settings_path()
    try:
        import stat

        mode = os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return ""  # no file yet: it is made when a setting is stored
    except OSError as exc:
        from ..engine.safe_files import os_reason

        return QCoreApplication.translate(
            "Settings", "The settings file {path} cannot be read ({reason}); settings are not kept."
        ).format(path=path, reason=os_reason(exc))
    if not stat.S_ISREG(mode):
        return QCoreApplication.translate(
            "Settings", "The settings file {path} is not a regular file, so it is not opened; settings are not kept."
        ).format(path=path)
    if path not in _checked:
        _checked[path] = _check_content(path)
    error = _checked[path]
    if not error:
        return ""
    return QCoreApplication.translate(
        "Settings", "The settings file {path} cannot be read ({reason}) nor moved aside ({error}); settings are not kept."
    ).format(path=path, reason=_reason(path), error=error)


def kept_note() -> str:
    """What to tell the player about a settings file moved aside this run
    ("" if none), in the language now in use."""
    if _kept is None:
        return ""
    return QCoreApplication.translate(
        "Settings", "The settings file could not be read ({reason}); it was kept as {file} and settings start afresh."
    ).format(reason=_reason(_kept), file=_kept.name)


#: Settings files looked into this run -> why one unfit to use could not be
#: moved aside ("" when it is used).
_checked: dict[Path, str] = {}
#: The settings file moved aside this run, if any. The reason is worded when
#: shown, from the copy: the check runs before the player's language is installed.
_kept: Path | None = None
#: A settings file holds a few dozen short lines; anything far larger is not one.
MAX_SETTINGS_BYTES = 1 << 20
_INI_LINE = re.compile(r"\s*(?:[;#].*|\[[^\]]*\]\s*|[^=\s][^=]*=.*)?")
_NOT_UTF8 = QT_TRANSLATE_NOOP("Settings", "it is not UTF-8 text")
_NOT_SETTINGS = QT_TRANSLATE_NOOP("Settings", "it is not a settings file")


def _reason(path: Path) -> str:
    """Why the file at ``path`` is not a settings file, in the language in use."""
    from ..engine import safe_files

    try:
        raw = safe_files.read_bytes(path, MAX_SETTINGS_BYTES)
    except safe_files.FileProblem as exc:
        return exc.reason
    damage = _damage(raw)
    return QCoreApplication.translate("Settings", damage) if damage else ""


def _check_content(path: Path) -> str:
    """Once a run, before Qt reads (and later rewrites) the settings file: one
    that is not a settings file (damaged, not UTF-8, far too large) is moved
    aside first, so Qt never writes over what it could not read. Why it could
    not be moved, if so ("" otherwise)."""
    global _kept
    from ..engine import safe_files

    try:
        raw = safe_files.read_bytes(path, MAX_SETTINGS_BYTES)
    except safe_files.FileProblem as exc:
        if exc.kind == safe_files.MISSING:
            return ""
    else:
        if not _damage(raw):
            return ""
    try:
        _kept = safe_files.move_aside(path, "damaged")
    except OSError as exc:
        return safe_files.os_reason(exc)
    return ""


def _damage(raw: bytes) -> str:
    """Why ``raw`` is not a settings file as Qt reads them ("" if it is one)."""
    try:
        text = raw.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        return _NOT_UTF8
    text = re.sub(r"\\(?:\r\n|\r|\n)", "", text)  # a value continued on the next line
    # Only these end a line for Qt: a value may hold U+2028 and the like.
    if "\0" in text or not all(_INI_LINE.fullmatch(line) for line in re.split(r"\r\n|\r|\n", text)):
        return _NOT_SETTINGS
    return ""


def settings() -> QSettings:
    path = settings_path()
    if settings_problem():
        global _stand_in
        if _stand_in is None:
            folder = tempfile.mkdtemp(prefix="parkpack-settings-")
            atexit.register(shutil.rmtree, folder, ignore_errors=True)  # for this run only
            _stand_in = os.path.join(folder, "settings.ini")
        return QSettings(_stand_in, QSettings.Format.IniFormat)
    if os.environ.get("PARKPACK_SETTINGS_SCOPE"):
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings()


def raw_value(key: str) -> Any:
    return settings().value(key)


def value(key: str, default: Any) -> Any:
    """A stored value converted to the type of ``default`` (the default if it
    cannot be). Prefer the checked readers below."""
    if isinstance(default, bool):
        return flag(key, default)
    if isinstance(default, int):
        return int_value(key, default)
    raw = raw_value(key)
    return raw if raw is not None else default


def flag(key: str, default: bool) -> bool:
    raw = raw_value(key)
    if raw in (True, "true", "1", 1):
        return True
    if raw in (False, "false", "0", 0):
        return False
    return default


def int_value(key: str, default: int, low: int | None = None, high: int | None = None) -> int:
    """A stored whole number within [low, high], else ``default``."""
    raw = raw_value(key)
    if isinstance(raw, bool) or raw is None:
        return default
    if isinstance(raw, str):
        text = raw.strip()
        if not (text.isascii() and text.lstrip("-").isdigit() and len(text) <= 18):
            return default
        number = int(text)
    elif isinstance(raw, int):
        number = raw
    else:
        return default
    if (low is not None and number < low) or (high is not None and number > high):
        return default
    return number


def text_value(key: str, default: str, limit: int) -> str:
    """Stored text of at most ``limit`` characters with no control character, else ``default``."""
    raw = raw_value(key)
    return raw if isinstance(raw, str) and is_clean(raw, limit) else default


def choice_value(key: str, default: str, allowed: Iterable[str]) -> str:
    raw = raw_value(key)
    return raw if isinstance(raw, str) and raw in set(allowed) else default


def set_value(key: str, data: Any) -> None:
    store = settings()
    store.setValue(key, data)
    store.sync()


def speed() -> str:
    return choice_value("ui/animation_speed", DEFAULT_SPEED, SPEEDS)


def animation_ms() -> int:
    return SPEEDS[speed()][1]


def pause_ms() -> int:
    """How long a computer move or die roll stays on screen before play goes on."""
    return SPEEDS[speed()][2]


def confirm_end_of_turn() -> bool:
    """Hold each human turn open until the player ends it, so the move can
    still be undone before the next die roll or the next player."""
    return flag("ui/confirm_end_of_turn", True)


def colour_blind() -> bool:
    return flag("ui/colour_blind", False)


#: The expert's thinking time per move (ms): the choices offered, and the default.
THINK_CHOICES: tuple[tuple[int, str], ...] = (
    (250, QT_TRANSLATE_NOOP("Settings", "¼ second")), (500, QT_TRANSLATE_NOOP("Settings", "½ second")),
    (1000, QT_TRANSLATE_NOOP("Settings", "1 second")), (2000, QT_TRANSLATE_NOOP("Settings", "2 seconds")),
    (3000, QT_TRANSLATE_NOOP("Settings", "3 seconds")),
)
DEFAULT_THINK_MS = 1000


def think_ms() -> int:
    """How long the expert computer player (and a hint) thinks per move; one
    setting for every game and seat, changed in Settings or the new-game dialog."""
    from ..engine.expert import clamp_think_ms

    return clamp_think_ms(value("expert/think_ms", DEFAULT_THINK_MS))


def set_think_ms(ms: int) -> None:
    from ..engine.expert import clamp_think_ms

    set_value("expert/think_ms", clamp_think_ms(ms))

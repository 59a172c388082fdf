"""User preferences kept between runs (QSettings).

``PARKPACK_SETTINGS_SCOPE`` redirects every setting to an INI file inside the
data folder, so tests never read or write a real user's settings.
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QSettings

#: animation speed id -> (label, board animation ms, computer/chance pause ms)
SPEEDS: dict[str, tuple[str, int, int]] = {
    "off": ("Off (instant)", 0, 0),
    "fast": ("Fast", 120, 300),
    "normal": ("Normal", 250, 700),
    "slow": ("Slow", 500, 1400),
}
DEFAULT_SPEED = "normal"


def settings() -> QSettings:
    scope = os.environ.get("PARKPACK_SETTINGS_SCOPE")
    if scope:
        folder = os.environ.get("PARKPACK_DATA_DIR")
        if not folder:
            from ..engine import paths

            folder = str(paths.data_dir())
        return QSettings(os.path.join(folder, f"{scope}.ini"), QSettings.Format.IniFormat)
    return QSettings()


def value(key: str, default: Any) -> Any:
    """A stored value converted to the type of ``default``."""
    raw = settings().value(key, default)
    if isinstance(default, bool):
        return raw in (True, "true", "1", 1)
    if isinstance(default, int):
        try:
            return int(raw)
        except (TypeError, ValueError):
            return default
    return raw if raw is not None else default


def set_value(key: str, data: Any) -> None:
    store = settings()
    store.setValue(key, data)
    store.sync()


def speed() -> str:
    chosen = str(value("ui/animation_speed", DEFAULT_SPEED))
    return chosen if chosen in SPEEDS else DEFAULT_SPEED


def animation_ms() -> int:
    return SPEEDS[speed()][1]


def pause_ms() -> int:
    """How long a computer move or die roll stays on screen before play goes on."""
    return SPEEDS[speed()][2]


def confirm_end_of_turn() -> bool:
    """Hold each human turn open until the player ends it, so the move can
    still be undone before the next die roll or the next player."""
    return bool(value("ui/confirm_end_of_turn", True))


def colour_blind() -> bool:
    return bool(value("ui/colour_blind", False))


#: The expert's thinking time per move (ms): the choices offered, and the default.
THINK_CHOICES: tuple[tuple[int, str], ...] = (
    (250, "¼ second"), (500, "½ second"), (1000, "1 second"), (2000, "2 seconds"), (3000, "3 seconds"),
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

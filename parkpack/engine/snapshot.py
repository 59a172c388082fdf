"""Turn any state tree (frozen dataclasses, tuples, frozensets, enums) into plain JSON data.

Saves store this snapshot beside the action list; loading replays the actions
and compares the result with it, so a save whose snapshot disagrees with its own
history is caught.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any


def to_data(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {"_type": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = to_data(getattr(value, f.name))
        return out
    if isinstance(value, enum.Enum):
        return to_data(value.value)
    if isinstance(value, (tuple, list)):
        return [to_data(v) for v in value]
    if isinstance(value, (frozenset, set)):
        return sorted((to_data(v) for v in value), key=repr)
    if isinstance(value, dict):
        return {str(k): to_data(v) for k, v in sorted(value.items(), key=lambda kv: repr(kv[0]))}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)

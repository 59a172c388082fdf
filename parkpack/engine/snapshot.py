"""Turn any state tree (frozen dataclasses, tuples, frozensets, enums) into
plain JSON data, and compare a stored snapshot with a fresh one.

A save stores the snapshot of the final state's *public view* (what every
seat may see) beside its action list, so the file shows no hidden card
beyond what its actions say. The action list is what a load replays; the
snapshot only catches a file whose actions were edited. It is compared
tolerantly (``agrees``): only what both sides hold counts, so a state record
that gained or lost a field in a later version does not make older saves
unreadable.
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


def agrees(stored: Any, fresh: Any) -> bool:
    """True unless ``stored`` contradicts ``fresh``: objects are compared on
    the keys both have (recursively), lists item by item and must be equally
    long, anything else must be equal (``True`` is not ``1``)."""
    stack = [(stored, fresh)]
    while stack:
        a, b = stack.pop()
        if isinstance(a, dict) and isinstance(b, dict):
            stack.extend((a[k], b[k]) for k in a.keys() & b.keys())
        elif isinstance(a, list) and isinstance(b, list):
            if len(a) != len(b):
                return False
            stack.extend(zip(a, b))
        elif type(a) is not type(b) or a != b:
            if not (isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool)
                    and not isinstance(b, bool) and a == b):
                return False
    return True

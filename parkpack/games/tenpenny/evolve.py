"""A fast ``dataclasses.replace`` for the state records.

``dataclasses.replace`` inspects the fields on every call, which is the
largest cost of ``apply`` in a playout. ``evolve`` calls a function made once
per record class that passes every field straight to the constructor.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, TypeVar

from .state import Becky, Board, Park, Player, Stack, State, Task

T = TypeVar("T")
_MISSING = object()


def _maker(cls: type) -> Callable[..., Any]:
    names = [f.name for f in dataclasses.fields(cls)]
    params = ", ".join(f"{n}=_M" for n in names)
    args = ", ".join(f"obj.{n} if {n} is _M else {n}" for n in names)
    source = f"def evolve(obj, {params}):\n    return _cls({args})\n"
    namespace: dict[str, Any] = {"_M": _MISSING, "_cls": cls}
    exec(source, namespace)  # noqa: S102 - built from field names only
    fn: Callable[..., Any] = namespace["evolve"]
    return fn


_MAKERS: dict[type, Callable[..., Any]] = {cls: _maker(cls) for cls in (State, Player, Board, Becky, Park, Stack, Task)}


def evolve(obj: T, **changes: Any) -> T:
    """``obj`` with the given fields changed (like ``dataclasses.replace``)."""
    result: T = _MAKERS[type(obj)](obj, **changes)
    return result


# The same, one function per record, without the dispatch: for the rules'
# hot paths (a playout spends a third of its time rebuilding records).
evolve_state: Callable[..., State] = _MAKERS[State]
evolve_player: Callable[..., Player] = _MAKERS[Player]
evolve_board: Callable[..., Board] = _MAKERS[Board]

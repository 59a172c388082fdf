"""Results remembered by the identity of an immutable argument.

A game's state records are rebuilt only where they change, so the same
objects come back from decision to decision and, inside a look-ahead, from
one option tried to the next: a Parkies player's tiles and Parkies tuples, a
Steam Donkey rival's resort while one seat's options are tried, a Tenpenny
Parks player's built attractions and the emotion tracks while tile spots are
weighed. What is derived from them (a park's analysis, the demolitions and
cash-ins on offer, a resort's score and places, income and track values) can
then be looked up by ``id`` without hashing the whole record. Further
arguments (such as which mat a park is on) are part of the key by value. Each
entry keeps its first argument alive, so an id cannot be reused while it is
remembered; the table is emptied when it grows large, since every full
garbage collection walks it and the objects it keeps alive. 256 entries
served random games and the expert's search as well as 1024 did
(docs/performance.md), with fewer of those objects kept.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Protocol, TypeVar

V = TypeVar("V")
V_co = TypeVar("V_co", covariant=True)

LIMIT = 256


class Remembered(Protocol[V_co]):
    """A remembering function; ``clear`` forgets everything."""

    def __call__(self, key: Any, *rest: Hashable) -> V_co: ...

    def clear(self) -> None: ...


def by_identity(compute: Callable[..., V]) -> Remembered[V]:
    table: dict[object, tuple[Any, V]] = {}

    # One lookup per call of a hot function: the common shapes (the object
    # alone, or with one flag such as the mat side) get their own lookups.
    if compute.__code__.co_argcount == 1:

        def lookup(key: Any) -> V:
            hit = table.get(id(key))
            if hit is not None and hit[0] is key:
                return hit[1]
            if len(table) >= LIMIT:
                table.clear()
            value = compute(key)
            table[id(key)] = (key, value)
            return value

    elif compute.__code__.co_argcount == 2:

        def lookup(key: Any, extra: Hashable) -> V:  # type: ignore[misc]
            slot = (id(key), extra)
            hit = table.get(slot)
            if hit is not None and hit[0] is key:
                return hit[1]
            if len(table) >= LIMIT:
                table.clear()
            value = compute(key, extra)
            table[slot] = (key, value)
            return value

    else:

        def lookup(key: Any, *rest: Hashable) -> V:  # type: ignore[misc]
            slot = (id(key), *rest)
            hit = table.get(slot)
            if hit is not None and hit[0] is key:
                return hit[1]
            if len(table) >= LIMIT:
                table.clear()
            value = compute(key, *rest)
            table[slot] = (key, value)
            return value

    lookup.__doc__ = compute.__doc__
    lookup.__name__ = compute.__name__
    lookup.__qualname__ = compute.__qualname__
    lookup.clear = table.clear  # type: ignore[attr-defined]
    return lookup  # type: ignore[return-value]

"""Results remembered by the identity of an immutable argument.

A player's tiles and Parkies tuples stay the same objects from decision to
decision until they change, so what is derived from them (the demolitions and
cash-ins on offer, the colours in a park) can be looked up by ``id`` without
hashing the whole tuple. Each entry keeps its argument alive, so an id cannot
be reused while it is remembered; the table is emptied when it grows large.
"""

from __future__ import annotations

from typing import Callable, TypeVar

K = TypeVar("K")
V = TypeVar("V")

LIMIT = 1024


def by_identity(compute: Callable[[K], V]) -> Callable[[K], V]:
    table: dict[int, tuple[K, V]] = {}

    def lookup(key: K) -> V:
        hit = table.get(id(key))
        if hit is not None and hit[0] is key:
            return hit[1]
        if len(table) >= LIMIT:
            table.clear()
        value = compute(key)
        table[id(key)] = (key, value)
        return value

    lookup.__doc__ = compute.__doc__
    lookup.__name__ = compute.__name__
    lookup.__qualname__ = compute.__qualname__
    return lookup

"""Seeded, version-stable randomness.

Only ``random.Random.random()`` is used: Python keeps its output stable across
versions for a given seed, unlike ``randrange``, ``shuffle`` or ``choice``,
whose algorithms have changed before. Seeds are strings, hashed by
``random.Random`` with SHA-512, which is also stable.
"""

from __future__ import annotations

import random
from typing import Sequence, TypeVar

T = TypeVar("T")


class Rng:
    """A small deterministic generator built only on ``random()``."""

    def __init__(self, seed: int | str) -> None:
        self._r = random.Random(str(seed))

    def random(self) -> float:
        return self._r.random()

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return min(int(self._r.random() * n), n - 1)

    def pick(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> tuple[T, ...]:
        """Fisher-Yates over a copy."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out)

    def weighted(self, outcomes: Sequence[tuple[T, float]]) -> T:
        """One outcome drawn with probability proportional to its weight."""
        return outcomes[self.weighted_index([w for _, w in outcomes])][0]

    def weighted_index(self, weights: Sequence[float]) -> int:
        """An index drawn with probability proportional to its weight."""
        total = sum(weights)
        if not weights or total <= 0:
            raise ValueError("no outcome with a positive weight")
        x = self._r.random() * total
        for i, w in enumerate(weights):
            x -= w
            if x < 0:
                return i
        return len(weights) - 1


def chance_rng(seed: int | str, count: int) -> Rng:
    """The generator for the chance point that follows ``count`` earlier ones.

    Deriving it from (seed, count) means a game loaded from a save continues
    with exactly the randomness it would have had, without storing RNG state,
    and that no optional move made before a roll changes the roll: only chance
    points advance the count.
    """
    return Rng(f"{seed}/chance/{count}")

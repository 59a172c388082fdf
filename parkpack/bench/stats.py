"""Small statistics helpers for the benchmark (nearest-rank percentiles)."""

from __future__ import annotations

import math
from typing import Sequence


def median(values: Sequence[float]) -> float:
    ordered = sorted(values)
    n = len(ordered)
    if n == 0:
        return math.nan
    mid = n // 2
    return ordered[mid] if n % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def percentile(values: Sequence[float], pct: float) -> float:
    """The nearest-rank percentile: the smallest value with ``pct`` % at or below it."""
    ordered = sorted(values)
    if not ordered:
        return math.nan
    rank = max(1, math.ceil(pct / 100 * len(ordered)))
    return ordered[rank - 1]

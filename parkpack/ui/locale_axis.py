"""A chart axis whose tick labels are numbers as the interface language
writes them ("0,5" and "1.000" in German), for the Statistics window's plot.

pyqtgraph writes ticks with Python's own formatting (a decimal point, no
grouping) whatever the language; this axis keeps its choice of how many
decimals a tick needs and leaves the writing to QLocale, whose default the
language setting chooses. Imported only with pyqtgraph, when a plot is made.
"""

from __future__ import annotations

from math import ceil, floor, log10
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QLocale

#: Beyond these a tick is written with an exponent, as pyqtgraph does.
SMALLEST, LARGEST = 1e-3, 1e6


def tick_text(value: float, places: int, locale: QLocale | None = None) -> str:
    """``value`` with ``places`` decimals in ``locale`` (the default one if
    None); an exponent for a very small or very large value."""
    where = locale if locale is not None else QLocale()
    if value != 0 and not SMALLEST <= abs(value) < LARGEST:
        return where.toString(float(value), "g", 4)
    return where.toString(float(value), "f", places)


class LocaleAxis(pg.AxisItem):  # type: ignore[misc]
    """pyqtgraph's axis with its tick labels written by QLocale; with
    ``whole``, ticks only at whole numbers (games are counted, not measured:
    no "game 2.5")."""

    def __init__(self, *args: Any, whole: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.whole = whole

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:
        levels: list[tuple[float, list[float]]] = super().tickValues(minVal, maxVal, size)
        if not self.whole:
            return levels
        kept = [(spacing, [v for v in values if float(v).is_integer()]) for spacing, values in levels if spacing >= 1]
        kept = [(spacing, values) for spacing, values in kept if values]
        return kept or [(1.0, [float(v) for v in range(ceil(minVal), floor(maxVal) + 1)])]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if self.logMode:
            strings: Any = self.logTickStrings(values, scale, spacing)
            return list(strings)
        places = max(0, ceil(-log10(spacing * scale))) if spacing * scale > 0 else 0
        return [tick_text(v * scale, places) for v in values]


def locale_axes() -> dict[str, Any]:
    """The axes of a plot, for ``pg.PlotWidget(axisItems=...)``: scores up
    the side, games (whole numbers) along the bottom."""
    return {"left": LocaleAxis(orientation="left"), "bottom": LocaleAxis(orientation="bottom", whole=True)}

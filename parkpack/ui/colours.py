"""Player colours on screen, with a colour-blind-safe alternative palette.

Colour is never the only cue (docs/architecture.md §7): every seat also has a
letter drawn on its marker.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from .text import QT_TRANSLATE_NOOP

# Soft, legible versions of the colour names games use for seats.
NORMAL: dict[str, str] = {
    "red": "#d64541", "blue": "#2f6fd6", "green": "#2e9c54", "yellow": "#e8b923",
    "black": "#2b2b2b", "white": "#f4f4f0", "orange": "#ee8a1c", "purple": "#8e44ad",
    "pink": "#e26fa8", "brown": "#8d5a34", "grey": "#8a8f98", "gray": "#8a8f98", "teal": "#1f9e9a",
}
# Okabe-Ito palette: distinguishable with the common colour-vision deficiencies.
SAFE: dict[str, str] = {
    "red": "#d55e00", "blue": "#0072b2", "green": "#009e73", "yellow": "#f0e442",
    "black": "#000000", "white": "#f4f4f0", "orange": "#e69f00", "purple": "#cc79a7",
    "pink": "#cc79a7", "brown": "#8d5a34", "grey": "#999999", "gray": "#999999", "teal": "#56b4e9",
}
FALLBACK = ("#d64541", "#2f6fd6", "#2e9c54", "#e8b923", "#8e44ad", "#ee8a1c")
#: What the colour-blind palette's colours are called where they differ from
#: the colour's id: words follow the palette, so a seat drawn vermilion is
#: never called red.
SAFE_NAMES: dict[str, str] = {
    "red": "vermilion", "green": "sea green", "purple": "mauve", "pink": "mauve", "teal": "sky blue",
}


#: Every colour word shown, for the translation tools.
_WORDS = (
    QT_TRANSLATE_NOOP("Colours", "red"), QT_TRANSLATE_NOOP("Colours", "blue"),
    QT_TRANSLATE_NOOP("Colours", "green"), QT_TRANSLATE_NOOP("Colours", "yellow"),
    QT_TRANSLATE_NOOP("Colours", "black"), QT_TRANSLATE_NOOP("Colours", "white"),
    QT_TRANSLATE_NOOP("Colours", "orange"), QT_TRANSLATE_NOOP("Colours", "purple"),
    QT_TRANSLATE_NOOP("Colours", "pink"), QT_TRANSLATE_NOOP("Colours", "brown"),
    QT_TRANSLATE_NOOP("Colours", "grey"), QT_TRANSLATE_NOOP("Colours", "gray"),
    QT_TRANSLATE_NOOP("Colours", "teal"), QT_TRANSLATE_NOOP("Colours", "vermilion"),
    QT_TRANSLATE_NOOP("Colours", "sea green"), QT_TRANSLATE_NOOP("Colours", "mauve"),
    QT_TRANSLATE_NOOP("Colours", "sky blue"), QT_TRANSLATE_NOOP("Colours", "wine"),
)


def colour_name(colour_id: str, colour_blind: bool = False) -> str:
    """The word for a seat colour as drawn in the palette in use (lower case),
    in the interface language."""
    word = SAFE_NAMES.get(colour_id, colour_id) if colour_blind else colour_id
    return QCoreApplication.translate("Colours", word) if word in _WORDS else word


def seat_colour(colour_id: str, index: int, colour_blind: bool = False) -> QColor:
    table = SAFE if colour_blind else NORMAL
    if colour_id in table:
        return QColor(table[colour_id])
    named = QColor(colour_id)
    return named if colour_id and named.isValid() else QColor(FALLBACK[index % len(FALLBACK)])


def ink_on(colour: QColor) -> QColor:
    """Dark or white ink for the boards' letters and icons on ``colour``, by
    its luma (the eye's weighting of red, green and blue)."""
    luma = 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()
    return QColor("#1b1b1b") if luma > 150 else QColor("#ffffff")


def mix(colour: QColor, under: QColor, amount: float) -> QColor:
    """``colour`` laid over ``under`` at ``amount`` (0: ``under``, 1: ``colour``), opaque."""
    return QColor(
        round(under.red() + (colour.red() - under.red()) * amount),
        round(under.green() + (colour.green() - under.green()) * amount),
        round(under.blue() + (colour.blue() - under.blue()) * amount),
    )


def text_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour``."""
    return QColor("#111111") if colour.lightnessF() > 0.6 else QColor("#ffffff")

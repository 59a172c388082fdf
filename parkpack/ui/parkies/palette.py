"""Colours, letters and fonts of the Parkies board.

Colour is never the only cue (docs/architecture.md §7): every attraction type
and Parkie colour has a letter, every seat a letter on its pawn and disc, and
the three tracks are labelled A, P and S. ``colour_blind`` switches to a
palette built from the Okabe-Ito and Tol sets.
"""

from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QFont

from ...games.parkies.content import COLOUR_TYPE
from ..colours import ink_on, seat_colour  # ink_on: the board takes its inks from here

#: Letter of each attraction type, also printed on Parkies of its colour.
#: Every letter differs from the others at pawn size too: shops once had
#: "$", which reads as the show's "S" on a Parkie token.
TYPE_LETTER: dict[str, str] = {
    "food": "F", "ride": "R", "coaster": "C", "show": "S",
    "water": "W", "shop": "M", "park": "P", "game": "G",
}

_PARKIE: dict[str, str] = {
    "red": "#d8453c", "purple": "#8a4fc0", "green": "#2f9e4f", "yellow": "#f1c232",
    "blue": "#2f74d0", "pink": "#ef7fb8", "white": "#f7f7f2", "orange": "#f08a24",
}
_PARKIE_SAFE: dict[str, str] = {
    "red": "#d55e00", "purple": "#882255", "green": "#009e73", "yellow": "#f0e442",
    "blue": "#0072b2", "pink": "#cc79a7", "white": "#f7f7f2", "orange": "#e69f00",
}
#: The words for the colour-blind palette's Parkie colours where they are not
#: the colour's id (the words follow the colour drawn).
_PARKIE_SAFE_NAMES: dict[str, str] = {"red": "vermilion", "purple": "wine", "green": "sea green", "pink": "mauve"}

#: The three park tracks: key, letter, label, colour.
TRACKS: tuple[tuple[str, str, str, str], ...] = (
    ("allure", "A", "Allure", "#c2417a"),
    ("profit", "P", "Profitability", "#c9931a"),
    ("satisfaction", "S", "Satisfaction", "#2a9d8f"),
)



def track_letter(key: str) -> str:
    """The letter a track is marked with, in the interface language."""
    letters = {
        "allure": QCoreApplication.translate("Parkies", "A", "track letter of Allure"),
        "profit": QCoreApplication.translate("Parkies", "P", "track letter of Profitability"),
        "satisfaction": QCoreApplication.translate("Parkies", "S", "track letter of Satisfaction"),
    }
    return letters[key]


def track_label(key: str) -> str:
    labels = {
        "allure": QCoreApplication.translate("Parkies", "Allure"),
        "profit": QCoreApplication.translate("Parkies", "Profitability"),
        "satisfaction": QCoreApplication.translate("Parkies", "Satisfaction"),
    }
    return labels[key]


GRASS = QColor("#9ccf78")
GRASS_DARK = QColor("#7fb35c")
LAKE = QColor("#7fc1e6")
LAKE_DARK = QColor("#5aa4d0")
PATH = QColor("#dccaa3")
PATH_EDGE = QColor("#6e5530")
INK = QColor("#2b2b2b")
MAT = QColor("#f6efd9")
MAT_EDGE = QColor("#b59a62")
FELT = QColor("#2f6b4f")
HEART = QColor("#e0344b")
LEGAL = QColor(40, 170, 90)
ILLEGAL = QColor(215, 50, 50)
FOCUS = QColor("#1f5fd1")


def parkie_colour(colour: str, colour_blind: bool = False) -> QColor:
    return QColor((_PARKIE_SAFE if colour_blind else _PARKIE).get(colour, "#999999"))


def parkie_colour_name(colour: str, colour_blind: bool = False) -> str:
    """The word for a Parkie colour as the palette in use draws it."""
    from ..colours import colour_name

    word = _PARKIE_SAFE_NAMES.get(colour, colour) if colour_blind else colour
    return colour_name(word)


def palette_words(text: str, colour_blind: bool) -> str:
    """``text`` (a game text naming Parkie colours, in the language in use)
    worded for the palette in use: with the colour-blind palette, "red
    Parkie" becomes the name of the colour drawn."""
    if not colour_blind:
        return text
    words, pattern = _safe_words()
    return pattern.sub(lambda m: words[m.group(0)], text)


def _safe_words() -> tuple[dict[str, str], re.Pattern[str]]:
    """The rules layer's words for the colours the colour-blind palette draws
    differently, each with the word for the colour drawn in the same form
    (German, say, declines a colour before a noun: "einen roten Parkie")."""
    from ...i18n import language, pgettext

    code = language()
    if code not in _SAFE_CACHE:
        forms = _safe_forms()
        words: dict[str, str] = {}
        for colour, safe in _PARKIE_SAFE_NAMES.items():
            for k, context in enumerate(_RULES_FORMS):
                word = pgettext(context, colour) if code != "en" else colour
                words.setdefault(word, forms[safe][k] if code != "en" else safe)
        pattern = re.compile(r"(?<!\w)(" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + r")(?!\w)")
        _SAFE_CACHE[code] = (words, pattern)
    return _SAFE_CACHE[code]


# The contexts in which the rules layer words a Parkie colour (``text.a_parkie``
# holds a colour in its before-a-noun form, so it is renamed too).
_RULES_FORMS = ("Parkie colour, before a noun", "Parkie colour, after the", "Parkie colour")
_SAFE_CACHE: dict[str, tuple[dict[str, str], re.Pattern[str]]] = {}


def _safe_forms() -> dict[str, tuple[str, str, str]]:
    """The colour-blind palette's names in the forms of ``_RULES_FORMS``."""
    return {
        "vermilion": (
            QCoreApplication.translate("Parkies", "vermilion", "colour before a noun"),
            QCoreApplication.translate("Parkies", "vermilion", "colour after the article"),
                      QCoreApplication.translate("Parkies", "vermilion", "colour on its own")),
        "wine": (QCoreApplication.translate("Parkies", "wine", "colour before a noun"), QCoreApplication.translate("Parkies", "wine", "colour after the article"),
                 QCoreApplication.translate("Parkies", "wine", "colour on its own")),
        "sea green": (QCoreApplication.translate("Parkies", "sea green", "colour before a noun"), QCoreApplication.translate("Parkies", "sea green", "colour after the article"),
                      QCoreApplication.translate("Parkies", "sea green", "colour on its own")),
        "mauve": (QCoreApplication.translate("Parkies", "mauve", "colour before a noun"), QCoreApplication.translate("Parkies", "mauve", "colour after the article"),
                  QCoreApplication.translate("Parkies", "mauve", "colour on its own")),
    }


def parkie_letter(colour: str) -> str:
    return TYPE_LETTER[COLOUR_TYPE[colour]]


def type_letter(kind: str) -> str:
    return TYPE_LETTER[kind]


def player_colour(colour: str, seat: int, colour_blind: bool = False) -> QColor:
    return seat_colour(colour, seat, colour_blind)


def seat_letters(names: tuple[str, ...]) -> tuple[str, ...]:
    """Each seat's initial, as the players panel shows it; seat numbers when
    two names share an initial, so pawns never look alike."""
    initials = tuple((n[:1] or "?").upper() for n in names)
    if len(set(initials)) == len(initials):
        return initials
    return tuple(str(i + 1) for i in range(len(names)))


#: The least size of any text on the board, in scene units. The board is
#: shown at about 0.64 of its size in a 1024x700 window, so this is about 11.5
#: pixels on screen there. Smaller drawings (the tiny parks of the other
#: players) carry no letters: they are pictures.
LEAST_PX = 18.0


@lru_cache(maxsize=64)
def font(px: float, bold: bool = False) -> QFont:
    """Every text of the board is set in a font from here."""
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(6, int(round(px))))
    f.setBold(bold)
    return f

"""The words Steam Donkey's texts are built from, in the language in use.

The content tables (content.py) keep their English names: notation and the
rule of identical attractions use them. These functions give the words a
player reads. German declines colour adjectives, so a colour before a plural
noun ("green attractions") is its own message (docs/translation.md).
"""

from __future__ import annotations

from parkpack.i18n import _, pgettext

from .content import AREAS, CARD, ICON_PLURALS, ICONS, NAMES


def colour(c: int) -> str:
    """A colour on its own: "green"."""
    return (_("green"), _("red"), _("yellow"))[c]


def colour_before_plural(c: int) -> str:
    """A colour before a plural noun: "green" (German: "grüne")."""
    return (
        pgettext("colour, before a plural noun", "green"),
        pgettext("colour, before a plural noun", "red"),
        pgettext("colour, before a plural noun", "yellow"),
    )[c]


def area(c: int) -> str:
    """The area of a colour: Park, Town or Beach."""
    return _(AREAS[c])


def icon(i: int) -> str:
    return _(ICONS[i])


def icons(i: int) -> str:
    return _(ICON_PLURALS[i])


def card_name(card: str) -> str:
    """An attraction's name."""
    return _(CARD[card].name)


def name(key: str) -> str:
    """The name of a kick-on or character."""
    return _(NAMES[key])


def or_join(items: list[str]) -> str:
    """"A or B or C" in the language in use."""
    text = items[0] if items else ""
    for item in items[1:]:
        text = _("{first} or {second}").format(first=text, second=item)
    return text

"""Player text on screen: always plain text.

A QLabel guesses whether its text is rich text (HTML), so a player named
``<a href=x><font size=7 color=red>ADMIN</font></a>`` would be shown as a
large red link. Every label that may show a name, a file name or anything
else a player or a file supplies is made with ``plain_label`` (or given
``Qt.TextFormat.PlainText``), so such text is shown exactly as typed.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QLabel, QWidget

#: The longest name the new-game dialog takes.
NAME_LETTERS = 24
#: A word longer than a name the new-game dialog allows (a name read from a
#: file may be one word of 64 letters) is given places to break in a wrapped
#: label, which would otherwise ask for the whole word's width.
_OVERLONG = re.compile(rf"\S{{{NAME_LETTERS}}}(?=\S)")


def plain(label: QLabel) -> QLabel:
    # Imported here: the first use of PySide6's ``Qt`` namespace builds all
    # of its enums (about 12 ms), which the launcher's first frame can do
    # without (see ``Launcher.populate``).
    from PySide6.QtCore import Qt

    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def breakable(text: str) -> str:
    """``text`` with a zero-width space after every ``NAME_LETTERS`` letters
    of a longer word."""
    return _OVERLONG.sub(lambda found: found.group(0) + "\u200b", text)


def shortened(name: str) -> str:
    """``name`` cut to as many letters as the new-game dialog allows, for
    places that set several names side by side and cannot wrap them."""
    return name if len(name) <= NAME_LETTERS else name[: NAME_LETTERS - 1] + "…"


def plain_tip(text: str) -> str:
    """``text`` for a tooltip, which Qt reads as markup when it looks like
    some: a name holding "<" is written out so that it shows as typed."""
    if "<" not in text:
        return text
    from PySide6.QtGui import Qt as GuiQt  # convertFromPlainText is QtGui's

    return GuiQt.convertFromPlainText(text)


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    return plain(QLabel(text, parent))


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Marks ``text`` for the translation tools where it is defined (a table
    built at import, before any translator is installed); it is translated
    where it is shown, with ``QCoreApplication.translate(context, text)``.
    PySide6's own QT_TRANSLATE_NOOP does the same but is typed as returning
    ``object``."""
    return text

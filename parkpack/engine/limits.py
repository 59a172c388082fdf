"""Bounds on everything read from a file or typed by a player, and the helpers
that check, repair and shorten text.

A save, the records or a stored setting may have been edited by hand or by a
hostile program; every text and count taken from one is checked against these
bounds before anything is built from it, so no file can make the window freeze
on a giant name, build a message box taller than the screen, or carry text
that cannot be written back (a lone surrogate makes UTF-8 encoding fail).
"""

from __future__ import annotations

import unicodedata

from ..i18n import _, grouped

#: A player's name, as typed in the new-game dialog (which allows fewer).
MAX_NAME = 64
#: Short identifiers and labels: game ids, option keys and values, levels,
#: colours, app versions, dates.
MAX_WORD = 64
#: One action in text notation (the longest real ones are under 40).
MAX_ACTION = 200
#: Actions in one save: far more than any real game (a six-player Parkies
#: game takes about 2,000).
MAX_ACTIONS = 100_000
#: Seeds: what a 64-bit integer holds. The new-game dialog draws below 2**31.
MAX_SEED = 2**63 - 1
#: A game's score, filed or recorded: far beyond any game's, well within
#: what charts and sums take.
MAX_SCORE = 10**9
#: Characters of file text quoted in a message.
QUOTE = 80
#: Characters of a whole message shown to the player.
MESSAGE = 600
#: Lines of a whole message shown to the player.
MESSAGE_LINES = 12

# Bidirectional embeddings, overrides and isolates: they reorder the text
# around them, so a name holding one can make a label say something else.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Control characters, lone surrogates, and the line and paragraph separators.
_BAD_CATEGORIES = frozenset(("Cc", "Cs", "Zl", "Zp"))


def bad_character(text: str) -> str | None:
    """The first character that has no place in a name or label (a control
    character, a lone surrogate, a line break or a bidi override), or None."""
    for ch in text:
        if ch in _BIDI_CONTROLS or unicodedata.category(ch) in _BAD_CATEGORIES:
            return ch
    return None


def is_clean(text: str, limit: int) -> bool:
    """True for text of at most ``limit`` characters with no bad character."""
    return len(text) <= limit and bad_character(text) is None


def clean(text: str, limit: int = MAX_NAME) -> str:
    """``text`` repaired for display and saving: bad characters dropped,
    surrounding spaces stripped, cut to ``limit`` characters."""
    if bad_character(text) is not None:
        text = "".join(
            ch for ch in text if ch not in _BIDI_CONTROLS and unicodedata.category(ch) not in _BAD_CATEGORIES
        )
    return text.strip()[:limit].strip()


def cut(text: str, limit: int = QUOTE) -> str:
    """``text`` shortened to about ``limit`` characters for a message, saying
    how long it was; a bad character is shown as its code point."""
    size = len(text)
    head = "".join(_shown(ch) for ch in text[:limit])
    if size <= limit:
        return head
    return _("{text}… ({n} characters)").format(text=head[: max(1, limit - 1)], n=grouped(size))


def message(text: str, limit: int = MESSAGE) -> str:
    """A whole message for a box: its own line breaks kept (at most
    ``MESSAGE_LINES`` lines), each line as ``cut`` shows it, the whole about
    ``limit`` characters at most. ``cut`` alone would show a break between
    a reason and a file's path as "\\u000a"."""
    lines, room = [], limit
    for line in text.split("\n")[:MESSAGE_LINES]:
        lines.append(cut(line, max(1, room)))
        room -= min(len(line), room) + 1
        if room <= 0:
            break
    return "\n".join(lines)


def _shown(ch: str) -> str:
    if ch in _BIDI_CONTROLS or unicodedata.category(ch) in _BAD_CATEGORIES:
        return f"\\u{ord(ch):04x}"
    return ch

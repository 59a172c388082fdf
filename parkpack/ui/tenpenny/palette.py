"""Colours, letters, shapes and fonts of the Tenpenny Parks board.

Colour is never the only cue (docs/architecture.md §7): every entrant has a
letter and a shape on its workers and discs, every emotion a shape and a
letter (Thrill a bolt triangle, Awe a star, Joy a heart), every attraction
type its two-letter code. ``colour_blind`` switches the seat colours and the
emotions to a palette built from the Okabe-Ito set.

All text on the board is drawn through ``draw_text``, which also notes what
it painted while a test listens (``listen``), so a test can prove that what
is on screen never shows another seat's secrets.
"""

from __future__ import annotations

from contextlib import contextmanager
from functools import lru_cache
from typing import Iterator

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from ..colours import seat_colour

INK = QColor("#23281f")
SOFT_INK = QColor("#4b5447")
PAPER = QColor("#fbf6e6")
BOARD = QColor("#f3e7c6")
BOARD_EDGE = QColor("#9c8452")
TABLE = QColor("#dfe9d8")
GRASS = QColor("#a9d18e")
GRASS_B = QColor("#97c47d")  # expansion boards, a shade apart from the property board
GRASS_LINE = QColor(60, 100, 50, 70)
TREE = QColor("#2f7d3a")
TREE_DARK = QColor("#1d5226")
TRUNK = QColor("#7a5230")
LEGAL = QColor(40, 170, 90)
ILLEGAL = QColor(215, 50, 50)
from ..items.hot_item import FOCUS, OFFER  # the edges every board shares
BECKY_MARK = QColor("#c2185b")
TAN = QColor("#d9b77c")  # the extra action worker

#: Attraction types: banner colour.
TYPE_COLOUR: dict[str, str] = {
    "SV": "#e07a9a", "OW": "#c0772f", "SF": "#5b6fd6", "US": "#2a9db5", "FA": "#9a5cc8", "PH": "#6f8f2f",
}
TYPE_COLOUR_SAFE: dict[str, str] = {
    "SV": "#cc79a7", "OW": "#e69f00", "SF": "#0072b2", "US": "#56b4e9", "FA": "#882255", "PH": "#009e73",
}
#: Emotions (Thrill, Awe, Joy): colour and letter; the glyph's shape differs too.
EMOTION_COLOUR: tuple[str, ...] = ("#d9482b", "#3a78c8", "#e9a81e")
EMOTION_COLOUR_SAFE: tuple[str, ...] = ("#d55e00", "#0072b2", "#f0e442")
EMOTION_LETTER: tuple[str, ...] = ("T", "A", "J")
MONEY = QColor("#e2c044")
WILD = QColor("#b07ad6")

#: Disc and worker shapes by entrant (Becky is the last entrant of a solo game).
SHAPES: tuple[str, ...] = ("circle", "square", "diamond", "hexagon")
BECKY_SHAPE = "star"


def type_colour(kind: str, colour_blind: bool = False) -> QColor:
    return QColor((TYPE_COLOUR_SAFE if colour_blind else TYPE_COLOUR)[kind])


def emotion_colour(track: int, colour_blind: bool = False) -> QColor:
    return QColor((EMOTION_COLOUR_SAFE if colour_blind else EMOTION_COLOUR)[track])


def entrant_colour(colour: str, entrant: int, colour_blind: bool = False) -> QColor:
    return seat_colour(colour, entrant, colour_blind)


def ink_on(colour: QColor) -> QColor:
    """Dark or white ink, whichever reads better on ``colour``."""
    luma = 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()
    return QColor("#1b1b1b") if luma > 150 else QColor("#ffffff")


def tint(colour: QColor, amount: float) -> QColor:
    """``colour`` mixed with paper by ``amount`` (0 = paper, 1 = colour)."""
    return QColor(
        int(PAPER.red() + (colour.red() - PAPER.red()) * amount),
        int(PAPER.green() + (colour.green() - PAPER.green()) * amount),
        int(PAPER.blue() + (colour.blue() - PAPER.blue()) * amount),
    )


def entrant_letters(names: tuple[str, ...]) -> tuple[str, ...]:
    """Each entrant's initial (Becky included); numbers when two share one."""
    initials = tuple((n[:1] or "?").upper() for n in names)
    if len(set(initials)) == len(initials):
        return initials
    return tuple(str(i + 1) for i in range(len(names)))


@lru_cache(maxsize=64)
def font(px: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(6, int(round(px))))
    f.setBold(bold)
    return f


@lru_cache(maxsize=64)
def metrics(px: float, bold: bool = False) -> QFontMetricsF:
    return QFontMetricsF(font(px, bold))


def text_width(text: str, px: float, bold: bool = False) -> float:
    return metrics(px, bold).horizontalAdvance(text)


# --- every text drawn, for the tests that look for secrets -----------------------------
_heard: list[list[str]] = []


@contextmanager
def listen() -> Iterator[list[str]]:
    """Collect every text the board paints while the block runs."""
    seen: list[str] = []
    _heard.append(seen)
    try:
        yield seen
    finally:
        _heard.remove(seen)


def fitted_px(text: str, px: float, bold: bool, rect: QRectF, flags: int) -> float:
    """``px``, or a smaller size down to seven tenths of it, at which
    ``text`` fits ``rect`` (its width, or with word wrap its width and height): the
    longer words of some languages then still fit the board's boxes."""
    size = px
    least = max(11.0, 0.7 * px)
    while size > least:
        m = metrics(size, bold)
        if flags & int(Qt.TextFlag.TextWordWrap):
            # (A word longer than the line runs past the side, so both count.)
            drawn = m.boundingRect(rect, flags, text)
            fits = drawn.height() <= rect.height() and drawn.width() <= rect.width()
        else:
            fits = m.horizontalAdvance(text) <= rect.width()
        if fits:
            break
        size = max(least, size - 0.5)
    return size


def draw_text(painter: QPainter, rect: QRectF, flags: int | Qt.AlignmentFlag, text: str, px: float,
              bold: bool = False, colour: QColor | None = None, elide: bool = False, fit: bool = False) -> None:
    """Draw ``text`` in ``rect`` with the board's font (``elide``: cut with an
    ellipsis to the width instead of running over; ``fit``: first shrink the
    font a little if that makes it fit)."""
    if not text:
        return
    if fit:
        px = fitted_px(text, px, bold, rect, int(flags))
    f = font(px, bold)
    painter.setFont(f)
    if colour is not None:
        painter.setPen(colour)
    if elide:
        text = metrics(px, bold).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    for seen in _heard:
        seen.append(text)
    painter.drawText(rect, int(flags), text)

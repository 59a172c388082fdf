"""Colours, letters, shapes and fonts of the Tenpenny Parks board.

Colour is never the only cue (docs/architecture.md §7): every entrant has a
letter and a shape on its workers and discs, every emotion a shape and a
letter (Thrill a bolt triangle, Awe a star, Joy a heart), every attraction
type its two-letter code. ``colour_blind`` switches the seat colours and the
emotions to a palette built from the Okabe-Ito set.

All text on the board is drawn through ``draw_text``, which also notes what
it painted while a test listens (``overheard.listen``, ``listen_sizes``), so
a test can prove that what is on screen never shows another seat's secrets,
and that no text is smaller than ``LEAST_PX``.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from ..colours import ink_on, mix, seat_colour  # ink_on: the board takes its inks from here

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
from ..overheard import Ear, note
BECKY_MARK = QColor("#c2185b")
TAN = QColor("#d9b77c")  # the extra action worker

#: Attraction types: banner colour.
TYPE_COLOUR: dict[str, str] = {
    "SV": "#e07a9a", "OW": "#c0772f", "SF": "#5b6fd6", "US": "#2a9db5", "FA": "#9a5cc8", "PH": "#6f8f2f",
}
TYPE_COLOUR_SAFE: dict[str, str] = {
    "SV": "#cc79a7", "OW": "#e69f00", "SF": "#0072b2", "US": "#56b4e9", "FA": "#882255", "PH": "#009e73",
}
#: Emotions (Thrill, Awe, Joy): colour (the letter is the game's content's
#: EMOTION_LETTER); the glyph's shape differs too.
EMOTION_COLOUR: tuple[str, ...] = ("#d9482b", "#3a78c8", "#e9a81e")
EMOTION_COLOUR_SAFE: tuple[str, ...] = ("#d55e00", "#0072b2", "#f0e442")
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


def over(top: QColor, under: QColor) -> QColor:
    """The opaque colour a translucent ``top`` makes laid over an opaque
    ``under``: for lines, which the raster engine strokes far faster in an
    opaque colour."""
    return mix(top, under, top.alphaF())


def tint(colour: QColor, amount: float) -> QColor:
    """``colour`` mixed with paper by ``amount`` (0 = paper, 1 = colour)."""
    return mix(colour, PAPER, amount)


def entrant_letters(names: tuple[str, ...]) -> tuple[str, ...]:
    """Each entrant's initial (Becky included); numbers when two share one."""
    initials = tuple((n[:1] or "?").upper() for n in names)
    if len(set(initials)) == len(initials):
        return initials
    return tuple(str(i + 1) for i in range(len(names)))


#: The least size of any text on the board, in scene pixels. The smallest
#: window the app supports (1024×700) shows the board at about 0.82, which
#: makes this 11.5 pixels on screen; larger windows show it larger.
LEAST_PX = 14.0
SANS = "DejaVu Sans"
#: The same letters, narrower: a label too long for its box at the least
#: size takes this face before it is cut short.
CONDENSED = "DejaVu Sans Condensed"


@lru_cache(maxsize=128)
def font(px: float, bold: bool = False, condensed: bool = False) -> QFont:
    f = QFont(CONDENSED if condensed else SANS)
    f.setPixelSize(max(6, int(round(px))))
    f.setBold(bold)
    return f


@lru_cache(maxsize=128)
def metrics(px: float, bold: bool = False, condensed: bool = False) -> QFontMetricsF:
    return QFontMetricsF(font(px, bold, condensed))


def text_width(text: str, px: float, bold: bool = False, condensed: bool = False) -> float:
    return metrics(px, bold, condensed).horizontalAdvance(text)


# --- every text drawn, for the tests that look for secrets and sizes ----------------------
@dataclass(frozen=True)
class Painted:
    """A text as the board painted it."""

    text: str
    px: int  # the font's pixel size, in scene pixels


SIZED: Ear[Painted] = Ear()


def listen_sizes() -> AbstractContextManager[list[Painted]]:
    """Collect every text the board paints while the block runs, with its size."""
    return SIZED.listen()


def _fits(text: str, px: float, bold: bool, condensed: bool, rect: QRectF, flags: int) -> bool:
    m = metrics(px, bold, condensed)
    if flags & int(Qt.TextFlag.TextWordWrap):
        # (A word longer than the line runs past the side, so both count.)
        drawn = m.boundingRect(rect, flags, text)
        return drawn.height() <= rect.height() and drawn.width() <= rect.width()
    return m.horizontalAdvance(text) <= rect.width()


def fits_line(text: str, px: float, width: float, bold: bool = False) -> bool:
    """Whether ``text`` fits ``width`` on one line at ``px``, in either face."""
    return any(text_width(text, px, bold, condensed) <= width for condensed in (False, True))


def fitted(text: str, px: float, bold: bool, rect: QRectF, flags: int) -> tuple[float, bool]:
    """The size and face (condensed or not) at which ``text`` fits ``rect``
    (its width, or with word wrap its width and height): ``px``, or smaller
    down to ``LEAST_PX``, then the condensed face from ``px`` down, so the
    longer words of some languages still fit the board's boxes; the
    condensed face at the least size when nothing fits (the caller cuts)."""
    least = min(px, LEAST_PX)
    for condensed in (False, True):
        size = px
        while True:
            if _fits(text, size, bold, condensed, rect, flags):
                return size, condensed
            if size <= least:
                break
            size = max(least, size - 0.5)
    return least, True


def draw_text(painter: QPainter, rect: QRectF, flags: int | Qt.AlignmentFlag, text: str, px: float,
              bold: bool = False, colour: QColor | None = None, elide: bool = False, fit: bool = False) -> None:
    """Draw ``text`` in ``rect`` with the board's font (``elide``: cut with an
    ellipsis to the width instead of running over; ``fit``: first shrink the
    font to no less than ``LEAST_PX``, then narrow it, if that makes it fit)."""
    if not text:
        return
    condensed = False
    if fit:
        px, condensed = fitted(text, px, bold, rect, int(flags))
    f = font(px, bold, condensed)
    painter.setFont(f)
    if colour is not None:
        painter.setPen(colour)
    if elide:
        text = metrics(px, bold, condensed).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    note(text)
    SIZED.note(Painted(text, f.pixelSize()))
    painter.drawText(rect, int(flags), text)

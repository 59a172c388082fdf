"""The score sheet's type. Every text the Walk board paints takes its font
from ``font`` here, so the smallest size is set in one place and can be
checked in one place."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

SANS = "DejaVu Sans"
SERIF = "DejaVu Serif"
CONDENSED = "DejaVu Sans Condensed"

# The smallest text on the sheet, in sheet units. The sheet is laid out so
# that a 1024x700 window shows it at about three quarters of its size: this
# is then about 11 pixels on screen, and more in any larger window.
MIN_PX = 15
HEADING_PX = 19  # the panel's headings
SEPARATOR = " · "  # between two phrases of one line: where it breaks best


def font(px: int, bold: bool = False, family: str = SANS, italic: bool = False) -> QFont:
    """A font ``px`` sheet units high; words are set at ``MIN_PX`` or more."""
    face = QFont(family)
    face.setPixelSize(px)
    face.setBold(bold)
    face.setItalic(italic)
    return face


def widest(lines: tuple[str, ...], metrics: QFontMetricsF) -> float:
    """The width of the longest of ``lines``."""
    return max(metrics.horizontalAdvance(line) for line in lines)


def wrapped(text: str, metrics: QFontMetricsF, width: float, most: int = 2) -> tuple[str, ...] | None:
    """``text`` on one line, or else on two: at a separator if both phrases
    fit (the separator dropped), else at the space that keeps the lines most
    even. None if it does not fit ``width`` within ``most`` lines."""
    if metrics.horizontalAdvance(text) <= width:
        return (text,)
    if most < 2:
        return None
    phrases = text.split(SEPARATOR)
    splits = [(SEPARATOR.join(phrases[:i]), SEPARATOR.join(phrases[i:])) for i in range(1, len(phrases))]
    fitting = [pair for pair in splits if widest(pair, metrics) <= width]
    if not fitting:
        words = text.split(" ")
        splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
        fitting = [pair for pair in splits if widest(pair, metrics) <= width]
    return min(fitting, key=lambda pair: widest(pair, metrics)) if fitting else None


def fitted_px(text: str, width: float, px: int, bold: bool = False, family: str = SANS) -> int:
    """``px``, or the largest size below it (down to ``MIN_PX``) at which
    ``text`` fits ``width``: a heading longer in some languages."""
    while px > MIN_PX and QFontMetricsF(font(px, bold, family)).horizontalAdvance(text) > width:
        px -= 1
    return px

"""A label and a button that shorten their text with "…" to the width they
are given, instead of asking for more: a 24-character name never widens the
side panel nor runs past its card. The whole text is in the tooltip."""

from __future__ import annotations

import re

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QStyle, QStyleOptionButton, QStylePainter, QWidget

from .text import plain_tip


#: A space before a number or a sum, or between a number and its word:
#: wrapped text keeps "bonuses 0/6", "income $5" or "3 VP" on one line.
#: Not after a comma: a list ("1 green, 2 orange, 1 white") may still
#: break between its items, or it would be one word too long for a card.
_BEFORE_NUMBER = re.compile(r"(?<!,) (?=[-+−$€]?\d|\$)|(?<=\d) (?=\w)")


def keep_numbers_with_words(text: str) -> str:
    """Also keeps a " · " separator with the part after it, so that a
    wrapped line never ends in a dangling dot."""
    return _BEFORE_NUMBER.sub("\u00a0", text).replace(" · ", " ·\u00a0")


class ElidedLabel(QLabel):
    """One line of plain text, elided at the right to fit, or wrapped onto
    as many lines as it needs (``set_wrap``) where there is room for it."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._full = ""
        self._short = ""
        self._wrap = False
        self.set_full_text(text)

    def full_text(self) -> str:
        return self._full

    def set_full_text(self, text: str, short: str = "") -> None:
        """``short``: a shorter wording shown instead of an elided ``text``
        when the line is not wrapped and ``text`` does not fit."""
        if (text, short) != (self._full, self._short):
            self._full, self._short = text, short
            self._elide()

    def set_wrap(self, on: bool) -> None:
        if on != self._wrap:
            self._wrap = on
            self.setWordWrap(on)
            self._elide()

    def minimumSizeHint(self) -> QSize:
        return QSize(20, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        width = QFontMetrics(self.font()).horizontalAdvance(self._full) + 4
        return QSize(width, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        if self._wrap:
            self.setText(keep_numbers_with_words(self._full))
            self.setToolTip("")
            return
        width = max(10, self.contentsRect().width())
        metrics = QFontMetrics(self.font())
        fits = metrics.horizontalAdvance(self._full) <= width
        line = self._short if self._short and not fits else self._full
        shown = metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(plain_tip(self._full) if shown != self._full else "")


class ElidedButton(QPushButton):
    """A push button whose label is elided to the button's width when drawn
    (``text()`` keeps the whole label)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def minimumSizeHint(self) -> QSize:
        return QSize(40, super().minimumSizeHint().height())

    def shown_text(self) -> str:
        """The label as drawn at the button's present width."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, option, self) + 14
        room = max(10, self.width() - 2 * margin)
        return QFontMetrics(self.font()).elidedText(self.text(), Qt.TextElideMode.ElideRight, room)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)

"""The hot-seat screen shown between two humans' turns in a game with secrets.

It covers the whole window; nothing of the next player's view is drawn until
they confirm they are the one at the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QPushButton, QSizePolicy, QVBoxLayout, QWidget

from .key_press import unmodified
from .text import plain_label, plain_tip

#: How long the screen takes no confirmation after it appears: the previous
#: player's second press of Enter (ending the turn twice, a key held down)
#: must not show them the next player's secrets.
GUARD_MS = 700


class HandoverPage(QWidget):
    confirmed = Signal(int)  # the seat now at the screen

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # paint the cover colour
        self.seat = -1
        self.name = ""
        self.previous: str | None = None
        self.column = layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = plain_label()
        self.title.setObjectName("handoverTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The title's large letters wrap, its name shortened to one line;
        # it takes the width it is given rather than asking for more.
        self.title.setWordWrap(True)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.detail = plain_label()
        self.detail.setObjectName("handoverDetail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        # The page takes the keys (it has the focus, not the button), so
        # that every confirmation passes the same guard.
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.button.clicked.connect(self._confirm)
        self._since = QElapsedTimer()
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)

    def ask(self, seat: int, name: str, previous: str | None) -> None:
        if seat != self.seat or not self.isVisible():  # (a refresh while it shows keeps the time)
            self._since.start()
        self.seat = seat
        self.name, self.previous = name, previous
        self._show_texts()
        self.setFocus()

    def _confirm(self) -> None:
        if self._since.isValid() and self._since.elapsed() < GUARD_MS:
            return  # too soon: a press meant for the screen before
        self.confirmed.emit(self.seat)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_texts()

    def _show_texts(self) -> None:
        """A name too long for the room (the new-game dialog allows 24
        letters, a file 64) is shortened, the whole of it in the title's
        tooltip, so that it never widens the window past the smallest size
        it is laid out for."""
        self.ensurePolished()  # the style sheet's fonts
        margins = self.column.contentsMargins()
        room = max(80, self.width() - margins.left() - margins.right())
        title = _fitted(self.name, self.title, room)
        name = _fitted(self.name, self.detail, room // 2)
        self.title.setText(self.tr("Pass to {name}").format(name=title))
        self.title.setToolTip(plain_tip(self.name) if title != self.name else "")
        only = self.tr("Only {name} should look at the screen now: it will show {name}'s private pieces.").format(name=name)
        before = _fitted(self.previous, self.detail, room // 2) if self.previous else ""
        hand = self.tr("{name} has finished.").format(name=before) + " " if before else ""
        self.detail.setText(hand + only)
        self.button.setText(self.tr("I am {name} — show my turn").format(name=_fitted(self.name, self.button, room // 2)))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not event.isAutoRepeat() and unmodified(event):
                self._confirm()
            return  # (a key held down or with Ctrl is never a confirmation)
        super().keyPressEvent(event)


def _fitted(name: str, widget: QWidget, width: int) -> str:
    widget.ensurePolished()
    return QFontMetrics(widget.font()).elidedText(name, Qt.TextElideMode.ElideRight, width)

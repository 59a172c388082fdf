"""Two buttons that share a row while their words fit, else one under the other."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

SPACING = 6


class ButtonPair(QWidget):
    """Lays out ``first`` and ``second`` side by side (sharing the width) or
    stacked (each the full width), whichever the width allows. It reports its
    height for a width, so the box it sits in (a narrow side panel) grows by
    a row when the pair stacks instead of cutting a button's words."""

    def __init__(self, first: QPushButton, second: QPushButton, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.first, self.second = first, second
        for button in (first, second):
            button.setParent(self)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _row_height(self) -> int:
        return max(self.first.sizeHint().height(), self.second.sizeHint().height())

    def _row_width(self) -> int:
        return self.first.sizeHint().width() + SPACING + self.second.sizeHint().width()

    def beside(self, width: int) -> bool:
        return self._row_width() <= width

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        row = self._row_height()
        return row if self.beside(width) else 2 * row + SPACING

    def sizeHint(self) -> QSize:
        return QSize(self._row_width(), self._row_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(max(self.first.sizeHint().width(), self.second.sizeHint().width()), self._row_height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def arrange(self) -> None:
        width, row = self.width(), self._row_height()
        if self.beside(width):
            # Each keeps its own width and half of what is left over.
            left = self.first.sizeHint().width() + (width - self._row_width()) // 2
            self.first.setGeometry(QRect(0, 0, left, row))
            self.second.setGeometry(QRect(left + SPACING, 0, width - left - SPACING, row))
        else:
            self.first.setGeometry(QRect(0, 0, width, row))
            self.second.setGeometry(QRect(0, row + SPACING, width, row))

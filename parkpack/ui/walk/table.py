"""Things lying on the table beside the sheet: the prompt card, the pass
button and the name labels over the other players' sheets."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .art import INK, OFFER_EDGE, TABLE


def _font(size: int, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(size)
    font.setBold(bold)
    return font


class TableTop(QGraphicsObject):
    """The green table the sheets lie on (drawn as an item, so a view's own
    background brush cannot hide it)."""

    def __init__(self, rect: QRectF, parent=None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.setZValue(-100)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TABLE)
        painter.drawRoundedRect(self._rect, 16, 16)


class TextCard(QGraphicsObject):
    """A card with a bold first line and smaller lines below."""

    def __init__(self, width: float, height: float, parent=None) -> None:
        super().__init__(parent)
        self._w, self._h = width, height
        self.lines: tuple[str, ...] = ()

    def set_lines(self, lines: tuple[str, ...]) -> None:
        if lines != self.lines:
            self.lines = lines
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(250, 247, 236, 235))
        painter.drawRoundedRect(self.boundingRect(), 8, 8)
        painter.setPen(INK)
        head, *rest = self.lines
        painter.setFont(_font(16, True))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        used = painter.boundingRect(QRectF(10, 8, self._w - 20, self._h), flags, head)
        painter.drawText(QRectF(10, 8, self._w - 20, self._h), flags, head)
        painter.setFont(_font(12))
        painter.drawText(QRectF(10, used.bottom() + 4, self._w - 20, self._h - used.bottom() - 8), flags,
                         "\n".join(rest))


class ButtonItem(QGraphicsObject):
    """A printed-looking button; ``on_click`` is called when pressed."""

    def __init__(self, text: str, width: float, on_click, parent=None) -> None:
        super().__init__(parent)
        self.text = text
        self._w = width
        self._on_click = on_click
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, 36)

    def mousePressEvent(self, event) -> None:
        self._on_click()
        event.accept()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(255, 236, 170))
        painter.setPen(QPen(OFFER_EDGE, 2))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 8, 8)
        painter.setPen(INK)
        painter.setFont(_font(14, True))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class SheetLabel(QGraphicsObject):
    """The caption over a thumbnail sheet: whose it is, and that it is view only."""

    def __init__(self, width: float, parent=None) -> None:
        super().__init__(parent)
        self._w = width
        self.text = ""
        self.own = False

    def set_width(self, width: float) -> None:
        """Captions of small sheets in two columns get one column's width, so
        they elide instead of running into the neighbour's caption."""
        if width != self._w:
            self.prepareGeometryChange()
            self._w = width

    def set_text(self, text: str, own: bool) -> None:
        if (text, own) != (self.text, self.own):
            self.text, self.own = text, own
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setFont(_font(12, self.own))
        painter.setPen(QColor(255, 236, 170) if self.own else QColor(225, 225, 215))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(self.text, Qt.TextElideMode.ElideRight, int(self._w)))


"""The base of a board's drawn items: a rectangle that paints its look and
reports clicks, hovers and wheel turns to its board by target key.

Keys are small tuples naming what is under the pointer, such as
``("space", "banker")`` or ``("hand", 3)``; each board names its own. The
board (``Host``) turns a key into an offered action, a refusal with its
reason, or a hint; items never decide legality. Tenpenny Parks and Steam
Donkey draw their tables with these items."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)


Key = tuple[Any, ...]


class Host(Protocol):
    def press(self, key: Key | None, button: Qt.MouseButton) -> None: ...

    def hover(self, key: Key | None) -> None: ...

    def wheel(self, key: Key | None, delta: int) -> bool: ...


#: The edges that say what a click does now.
OFFER = QColor("#f2a20a")  # amber: this can be clicked now
FOCUS = QColor("#1f5fd1")  # blue: the keyboard's focus


class HotItem(QGraphicsObject):
    """A ``width`` x ``height`` item at its position; ``draw`` paints its look."""

    #: Room beyond the rectangle for the edges' pens; a board that draws a tag
    #: over the top edge asks for more above.
    TOP_ROOM = 6.0

    def __init__(self, host: Host, key: Key, width: float, height: float) -> None:
        super().__init__()
        self.host = host
        self.key = key
        self.w, self.h = width, height
        self.look: Any = None
        self._hover: Key | None = None
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        # Each item is painted again only when its look changes (set_look calls update()).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self.update()

    def set_look(self, look: Any) -> None:
        if look != self.look:
            self.look = look
            self.update()

    # --- where things are ------------------------------------------------------
    def regions(self) -> list[tuple[QRectF, Key]]:
        """Hit regions, later ones on top; the whole item by default."""
        return [(QRectF(0, 0, self.w, self.h), self.key)]

    def key_at(self, pos: QPointF) -> Key | None:
        for rect, key in reversed(self.regions()):
            if rect.contains(pos):
                return key
        return None

    def scene_rect(self) -> QRectF:
        """The item's own rectangle in the scene (without the room for pens and tags)."""
        return self.mapRectToScene(QRectF(0, 0, self.w, self.h))

    def rect_of(self, key: Key) -> QRectF | None:
        """The scene rectangle of ``key`` on this item, if it has one."""
        for rect, k in self.regions():
            if k == key:
                return self.mapRectToScene(rect)
        return None

    # --- input --------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.host.press(self.key_at(event.pos()), event.button())
        event.accept()

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        key = self.key_at(event.pos())
        if key != self._hover:
            self._hover = key
            self.host.hover(key)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hoverMoveEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hover is not None:
            self._hover = None
            self.host.hover(None)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        if not self.host.wheel(self.key_at(event.pos()), event.delta()):
            event.ignore()

    # --- painting -------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(-6, -self.TOP_ROOM, self.w + 12, self.h + self.TOP_ROOM + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.look is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(painter)

    def draw(self, painter: QPainter) -> None:
        raise NotImplementedError


def offer_edge(painter: QPainter, rect: QRectF, state: str, radius: float = 8.0) -> None:
    """The edge that says what a click does now: amber for offered, blue
    for keyboard focus (drawn by callers after their content)."""
    if state == "offer":
        painter.setPen(QPen(OFFER, 3.5))
    elif state == "focus":
        painter.setPen(QPen(FOCUS, 4.5))
    else:
        return
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), radius, radius)


def dim(painter: QPainter, rect: QRectF, radius: float = 8.0) -> None:
    """A veil over something that cannot be chosen now."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(240, 236, 222, 120))
    painter.drawRoundedRect(rect, radius, radius)

"""The base of the board's drawn items: a rectangle that paints its look and
reports clicks and hovers to the board by target key.

Keys are small tuples naming what is under the pointer: ``("space", seat,
space)``, ``("guest", seat, space, i)``, ``("platform", i)``, ``("top",)``,
``("discard",)``, ``("hand", i)``, ``("character", seat)``, ``("resort",
id)``, ``("button", i)``. The board turns a key into an offered action, a
refusal with its reason, or a hint; items never decide legality.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .paint import FOCUS, OFFER

Key = tuple[Any, ...]


class Host(Protocol):
    def press(self, key: Key | None, button: Qt.MouseButton) -> None: ...

    def hover(self, key: Key | None) -> None: ...


class HotItem(QGraphicsObject):
    def __init__(self, host: Host, key: Key, width: float, height: float) -> None:
        super().__init__()
        self.host = host
        self.key = key
        self.w, self.h = width, height
        self.look: Any = None
        self._hover: Key | None = None
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        # Painted again only when its look changes (set_look calls update()).
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

    def regions(self) -> list[tuple[QRectF, Key]]:
        """Hit regions, later ones on top; the whole item by default."""
        return [(QRectF(0, 0, self.w, self.h), self.key)]

    def key_at(self, pos: QPointF) -> Key | None:
        for rect, key in reversed(self.regions()):
            if rect.contains(pos):
                return key
        return None

    def scene_rect(self) -> QRectF:
        return self.mapRectToScene(QRectF(0, 0, self.w, self.h))

    def rect_of(self, key: Key) -> QRectF | None:
        for rect, k in self.regions():
            if k == key:
                return self.mapRectToScene(rect)
        return None

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

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.w + 12, self.h + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.look is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(painter)

    def draw(self, painter: QPainter) -> None:
        raise NotImplementedError


def offer_edge(painter: QPainter, rect: QRectF, state: str, radius: float = 7.0) -> None:
    """Amber for offered, blue for keyboard focus."""
    if state == "offer":
        painter.setPen(QPen(OFFER, 3.5))
    elif state == "focus":
        painter.setPen(QPen(FOCUS, 4.5))
    else:
        return
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), radius, radius)

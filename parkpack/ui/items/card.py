"""A double-sided playing card on a board: the face or the back painted by
the game's art, with the states every card game needs (offered, in keyboard
focus, selected, dimmed, hovered).

The item never decides what a click means: it reports its key to its host
(``press``/``hover``), like the other hot items. It draws only what it was
given: a card whose face the viewer may not see is set with ``face=""`` and
shows its back, so nothing of the face is ever in the item (tests read
``face`` to prove it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .sprites import stamp

Key = tuple[Any, ...]

OFFER = QColor("#f2a20a")  # a glowing edge: this can be clicked now
FOCUS = QColor("#1f5fd1")  # the keyboard focus
SELECTED = QColor("#2a8f4a")
MARGIN = 2.0  # room round a stamped side for the outline's half-width


class CardHost(Protocol):
    def press(self, key: Key | None, button: Qt.MouseButton) -> None: ...

    def hover(self, key: Key | None) -> None: ...


class CardArt(Protocol):
    """How a game paints its cards (``rect`` is the card's rectangle)."""

    def paint_face(self, painter: QPainter, rect: QRectF, face: str, shown: float = 0.0) -> None:
        """``shown``: how much of the card's width, from its left edge, the
        next card of a fanned hand leaves uncovered (0: all of it)."""
        ...

    def paint_back(self, painter: QPainter, rect: QRectF, back: str) -> None: ...

    def style(self) -> str:
        """Everything besides the card that changes how a side looks (the
        palette, the language): part of the name a drawn side is kept under."""
        ...


@dataclass(frozen=True)
class CardLook:
    face: str = ""  # the face id shown ("": the back is up)
    back: str = ""  # the back id (always known to the viewer)
    state: str = ""  # "" | "offer" | "focus"
    selected: bool = False
    dimmed: bool = False


class CardItem(QGraphicsObject):
    """A ``width`` x ``height`` card; ``lift`` is how far it rises while
    hovered or selected (0: it stays put)."""

    def __init__(self, host: CardHost | None, key: Key, art: CardArt, width: float, height: float,
                 lift: float = 0.0) -> None:
        super().__init__()
        self.host = host
        self.key = key
        self.art = art
        self.w, self.h = width, height
        self.lift = lift
        self.look = CardLook()
        self.hovered = False
        self.shown = 0.0  # width left uncovered by the next card (0: all; see set_shown)
        self._base_z = 0.0
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # --- what it shows ------------------------------------------------------------
    @property
    def face(self) -> str:
        return self.look.face

    @property
    def face_up(self) -> bool:
        return bool(self.look.face)

    def set_look(self, look: CardLook) -> None:
        if look != self.look:
            self.look = look
            self._restack()
            self.update()

    def set_card(self, face: str, back: str, state: str = "", selected: bool = False, dimmed: bool = False) -> None:
        self.set_look(CardLook(face, back, state, selected, dimmed))

    def set_shown(self, width: float) -> None:
        """How much of the card, from its left edge, the next card leaves
        uncovered (0: all of it): the face keeps its writing there, so a
        crowded hand still shows every card's points and name."""
        if width != self.shown:
            self.shown = width
            self.update()

    def set_base_z(self, z: float) -> None:
        self._base_z = z
        self._restack()

    def _restack(self) -> None:
        # Hovered or in keyboard focus, a card of a fanned hand comes above
        # its neighbours, so the one being looked at is seen whole.
        self.setZValue(self._base_z + (50 if self.hovered or self.look.state == "focus" else 0))

    def scene_rect(self) -> QRectF:
        """Where the card is drawn (risen, when it is)."""
        return self.mapRectToScene(QRectF(0, -self._rise(), self.w, self.h))

    # --- input --------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.host is not None and self.boundingRect().contains(event.pos()):
            self.host.press(self.key, event.button())
        event.accept()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self._restack()
        self.update()
        if self.host is not None:
            self.host.hover(self.key)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self._restack()
        self.update()
        if self.host is not None:
            self.host.hover(None)

    # --- painting -----------------------------------------------------------------
    def _rise(self) -> float:
        return self.lift if (self.hovered or self.look.selected or self.look.state == "focus") else 0.0

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5 - self.lift, self.w + 10, self.h + 10 + self.lift)

    def _paint_side(self, painter: QPainter, rect: QRectF, side: Any, card: str,
                    paint: Callable[[QPainter, QRectF, str], None]) -> None:
        # A side looks alike wherever it lies, so it is drawn once and
        # stamped: when the screen passes to the next player every card of
        # the hand changes, and drawing them afresh was a third of the
        # board's update (docs/performance.md). The margin keeps the outline.
        outer = rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        key = ("card", self.art.style(), side, card)
        stamp(painter, outer, key, lambda p, r: paint(p, r.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN), card))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = self.look
        rect = QRectF(0, -self._rise(), self.w, self.h)
        if look.face:
            # Risen above its neighbours, the card is whole again.
            shown = 0.0 if self._rise() or self.hovered else self.shown
            self._paint_side(painter, rect, ("face", shown), look.face,
                             lambda p, r, face: self.art.paint_face(p, r, face, shown))
        elif look.back:
            self._paint_side(painter, rect, "back", look.back, self.art.paint_back)
        if look.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(240, 236, 222, 130))
            painter.drawRoundedRect(rect, 7, 7)
        edge = {"offer": (OFFER, 3.5), "focus": (FOCUS, 4.5)}.get(look.state)
        if look.selected:
            edge = (SELECTED, 4.5)
        if edge is not None:
            painter.setPen(QPen(edge[0], edge[1]))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 7, 7)

"""The view that shows a game's Board scene, fitted to the window, and
enlarged on request (Ctrl+wheel, Ctrl++ and Ctrl+-; Ctrl+0 fits it again):
on a small screen a player zooms in to read a part of the board and pans
with the scroll bars, the wheel or a drag with the middle button."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QFrame,
    QGraphicsView,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from typing import Callable

from .board import Board

MARGIN = 12  # scene units kept free around the board
ZOOM_STEP = 1.25  # one Ctrl+wheel notch or Ctrl++
ZOOM_MAX = 3.0  # times the fitted size: a tile or card then fills much of a small window


class BoardView(QGraphicsView):
    #: The zoom changed (times the fitted size; 1 is the whole board).
    zoom_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardView")
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(QColor("#eef3ea"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        #: Asked about each key before the board (the window ends an open
        #: turn with Enter this way, while the board only displays).
        self.window_key: Callable[[QKeyEvent], bool] | None = None
        self.zoom = 1.0
        self._pan_from: QPoint | None = None

    def board(self) -> Board | None:
        scene = self.scene()
        return scene if isinstance(scene, Board) else None

    def set_board(self, board: Board | None) -> None:
        old = self.board()
        if old is not None:
            old.sceneRectChanged.disconnect(self.fit)
        self.setScene(board)
        if board is not None:
            board.sceneRectChanged.connect(self.fit)
        self.set_zoom(1.0)  # a new board is shown whole

    def fit(self, *_: object) -> None:
        """Fit the board to the view, then enlarge it by the zoom; a zoomed
        board keeps the spot at the view's top left where it was (so the
        scroll bars appearing, or the window resized, move nothing)."""
        scene = self.scene()
        if scene is None:
            return
        rect = scene.sceneRect()
        if rect.isEmpty():
            return
        corner = self.mapToScene(QPoint(0, 0))
        whole = self.fitted_scale()
        zoomed = self.zoom > 1.0
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if zoomed else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        framed = QRectF(rect).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        self.setTransform(QTransform.fromScale(whole * self.zoom, whole * self.zoom))
        if zoomed:
            self._hold(corner, QPoint(0, 0))
        else:
            self.centerOn(framed.center())

    def fitted_scale(self) -> float:
        """The scale at which the whole board fits the view. It is taken from
        the room the view has without scroll bars (less fitInView's 2 px a
        side), so a zoom is an exact multiple of it whether or not the bars
        have appeared yet."""
        scene = self.scene()
        if scene is None or scene.sceneRect().isEmpty():
            return 1.0
        room = self.maximumViewportSize()
        framed = QRectF(scene.sceneRect()).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        return min((room.width() - 4) / framed.width(), (room.height() - 4) / framed.height())

    def _hold(self, spot: QPointF, at: QPoint) -> None:
        """Scroll so that ``spot`` of the board is under ``at`` of the view."""
        drift = self.mapFromScene(spot) - at
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + drift.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + drift.y())

    def set_zoom(self, zoom: float, anchor: QPointF | None = None) -> None:
        """Show the board at ``zoom`` times its fitted size (clamped to 1 to
        ZOOM_MAX); ``anchor``, a point of the viewport (the pointer, for the
        wheel; else the middle), stays over the same spot of the board."""
        zoom = min(ZOOM_MAX, max(1.0, zoom))
        at = anchor.toPoint() if anchor is not None else self.viewport().rect().center()
        spot = self.mapToScene(at)
        changed = abs(zoom - self.zoom) > 1e-9
        self.zoom = zoom
        self.fit()
        if zoom > 1.0:
            self._hold(spot, at)
        if changed:
            self.zoom_changed.emit(zoom)

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / ZOOM_STEP)

    def zoom_fit(self) -> None:
        self.set_zoom(1.0)

    def keep_focus_in_sight(self) -> None:
        """On a zoomed board, scroll to where the keyboard's focus went."""
        board = self.board()
        if board is None or self.zoom <= 1.0:
            return
        rect = board.focus_rect()
        if rect is not None:
            self.ensureVisible(rect, 24, 24)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Ctrl+wheel zooms about the pointer; the plain wheel goes to the
        board first (Walk turns a path with it) and scrolls a zoomed board."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            notches = event.angleDelta().y() / 120
            if notches:
                self.set_zoom(self.zoom * ZOOM_STEP ** notches, event.position())
            event.accept()
            return
        super().wheelEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton and self.zoom > 1.0:
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            here = event.position().toPoint()
            step = here - self._pan_from
            self._pan_from = here
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - step.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - step.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None and event.button() == Qt.MouseButton.MiddleButton:
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.KeyPress:  # (Tab reaches the board by way of the scene)
            self.keep_focus_in_sight()
        return handled

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.dispatch_key(event):
            return
        super().keyPressEvent(event)

    def dispatch_key(self, event: QKeyEvent) -> bool:
        """The board sees every key first; Esc cancels a half-made move."""
        board = self.board()
        if board is None:
            return False
        if (self.window_key is not None and self.window_key(event)) or board.handle_key(event):
            event.accept()
            return True
        if event.key() == Qt.Key.Key_Escape:
            board.cancel()
            event.accept()
            return True
        return False


class KeyRouter(QObject):
    """Gives the board the first look at keys typed anywhere on the game page
    (say, while a button of the side panel has focus), except in text fields."""

    def __init__(self, page: QWidget, view: BoardView) -> None:
        super().__init__(page)
        self.page = page
        self.view = view

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and obj is not self.view  # the view routes its own keys
            and isinstance(obj, QWidget)
            and self.page.isVisible()
            and self.page.isAncestorOf(obj)
            and not isinstance(obj, (QLineEdit, QAbstractSpinBox, QPlainTextEdit, QTextEdit))
        ):
            used = self.view.dispatch_key(event)  # type: ignore[arg-type]
            self.view.keep_focus_in_sight()  # (the view's own keys: BoardView.event)
            return used
        return False

"""The view that shows a game's Board scene, always fitted to the window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent
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


class BoardView(QGraphicsView):
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
        self.fit()

    def fit(self, *_: object) -> None:
        scene = self.scene()
        if scene is None:
            return
        rect = scene.sceneRect()
        if rect.isEmpty():
            return
        self.fitInView(QRectF(rect).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

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
            return self.view.dispatch_key(event)  # type: ignore[arg-type]
        return False

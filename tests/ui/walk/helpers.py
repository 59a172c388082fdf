"""Shared set-up for the Walk board tests: sessions with forced die rolls, a
board in a fitted view, and clicks and keys sent the way a player makes them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsView

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.session import Session
from parkpack.games.walk import GAME
from parkpack.games.walk.content import SQUARE_NAMES
from parkpack.ui.walk import WalkBoard


def session(*names: str, script: tuple[str, ...] = (), level: str = "1") -> Session:
    seats = tuple(SeatSpec(name) for name in (names or ("Ann",)))
    s = Session(GAME, {"level": level} if len(seats) == 1 else {}, seats, 11)
    for text in script:
        s.play(text)
    return s


def square(name: str) -> int:
    return SQUARE_NAMES.index(name)


class Table:
    """A board in a 1280x800 view, synced from a session, recording signals."""

    def __init__(self, qtbot: Any, s: Session, seat: int | None = None) -> None:
        self.s = s
        self.board = WalkBoard(GAME, s.seats)
        self.board.animation_ms = 0
        self.view = QGraphicsView(self.board)
        self.view.resize(1280, 800)
        qtbot.addWidget(self.view)
        self.view.show()
        self.view.fitInView(self.board.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.actions: list[Any] = []
        self.refusals: list[str] = []
        self.board.action_chosen.connect(self.actions.append)
        self.board.refused.connect(self.refusals.append)
        self.sync(seat)

    def sync(self, seat: int | None = None) -> None:
        actor = self.s.to_act
        if seat is None:
            seat = actor if actor not in (None, CHANCE) else 0
        interactive = actor == seat
        legal = self.s.legal_actions() if interactive else ()
        self.board.sync(GAME.view(self.s.state, seat), legal, seat, interactive)

    def play_last(self) -> None:
        """Play the action the board just emitted, as the controller would."""
        self.s.play(self.actions[-1])
        self.sync()

    # --- gestures -----------------------------------------------------------
    def point(self, scene_pos: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_pos)

    def click_square(self, sq: int, button=Qt.MouseButton.LeftButton) -> None:
        QTest.mouseClick(self.view.viewport(), button, Qt.KeyboardModifier.NoModifier,
                         self.point(self.board.big.square_centre(sq)))

    def hover_square(self, sq: int) -> None:
        # Move away first: a move to where the pointer already is sends no event.
        QTest.mouseMove(self.view.viewport(), QPoint(2, 2))
        QTest.mouseMove(self.view.viewport(), self.point(self.board.big.square_centre(sq)))

    def click_item(self, item: Any) -> None:
        centre = item.mapToScene(item.boundingRect().center())
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         self.point(centre))

    def wheel_on_square(self, sq: int, steps: int) -> None:
        pos = QPointF(self.point(self.board.big.square_centre(sq)))
        event = QWheelEvent(pos, QPointF(self.view.viewport().mapToGlobal(pos.toPoint())), QPoint(0, 0),
                            QPoint(0, -120 * steps), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(self.view.viewport(), event)

    def key(self, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        event = QKeyEvent(QEvent.Type.KeyPress, key, modifiers)
        return self.board.handle_key(event)

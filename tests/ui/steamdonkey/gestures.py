"""Playing a Steam Donkey board as a person would: the clicks or the keys
that make a given action, found from where the board draws things
(``target_rects``), never by emitting the action."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from parkpack.games.steamdonkey.actions import Pay, Raise, Ride, Visit
from parkpack.games.steamdonkey.content import FUNICULAR


def click_scene(view: Any, point: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    QApplication.processEvents()  # click the screen as it stands, relaid out and refitted
    pos: QPoint = view.mapFromScene(point)
    QTest.mouseMove(view.viewport(), pos)
    QApplication.processEvents()  # a hover's line in the status bar may relay the window out
    pos = view.mapFromScene(point)
    QTest.mouseMove(view.viewport(), pos)
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, pos)


def hand_point(board: Any, card: str) -> QPointF:
    """A point on the part of a hand card no later card covers."""
    hand = board.view_state.players[board.seat].hand
    i = hand.index(card)
    item = board.hand[i]
    visible = item.w
    if i + 1 < len(hand) and board.hand[i + 1].isVisible():
        visible = board.hand[i + 1].pos().x() - item.pos().x()
    return item.mapToScene(QPointF(min(visible, item.w) * 0.45, item.h * 0.55))


def click_action(board: Any, view: Any, action: Any) -> None:
    """The clicks that play ``action`` on ``board`` shown in ``view``."""
    if isinstance(action, Pay) or (isinstance(action, Raise) and action.card != FUNICULAR):
        click_scene(view, hand_point(board, action.card))
        return
    if isinstance(action, Raise):  # the Funicular: the card, then its colour's transport space when asked
        offered = len(board.offers.funicular)
        click_scene(view, hand_point(board, action.card))
        if offered > 1:
            click_scene(view, board.target_rects(action)[1].center())
        return
    rects = board.target_rects(action)
    assert rects, f"the board shows nowhere to play {action}"
    click_scene(view, rects[0].center())
    if isinstance(action, (Visit, Ride)):  # the visitor, then where it goes
        assert len(rects) >= 2, f"nowhere to take {action} to"
        click_scene(view, rects[1].center())


def key(view: Any, k: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(view, k, mods)


def play_by_keys(board: Any, view: Any, action: Any) -> None:
    """Tab to ``action`` and Enter."""
    cycle = board.offers.cycle
    assert action in cycle, f"{action} is not among the offered moves"
    for _ in range(len(cycle) + 1):
        if 0 <= board.focus < len(cycle) and cycle[board.focus] == action:
            break
        key(view, Qt.Key.Key_Tab)
    key(view, Qt.Key.Key_Return)

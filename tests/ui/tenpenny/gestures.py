"""Playing a Tenpenny Parks board as a person would: the mouse clicks (and
right- or middle-clicks to turn a tile) or the keys that make a given action,
found from where the board draws things, never by emitting the action."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from parkpack.games.tenpenny.actions import Expand, Keep, Place
from parkpack.games.tenpenny.shapes import tile_orientations
from parkpack.ui.tenpenny.offers import spot_of


def view_point(view: Any, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def settle() -> None:
    """Let the window finish relaying itself out: a band above the board
    that changes its text resizes in more than one pass (the band, then the
    page, then the view refits), and a person aims at the board as it ends up."""
    for _ in range(4):
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QApplication.processEvents()


def click_scene(view: Any, point: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    settle()
    pos = view_point(view, point)
    QTest.mouseMove(view.viewport(), pos)
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, pos)


def click_action(board: Any, view: Any, action: Any) -> None:
    """The clicks that play ``action`` on ``board`` shown in ``view``."""
    if isinstance(action, Place):
        place_by_mouse(board, view, action)
        return
    if isinstance(action, Keep):
        back = next(g for g in board.goal_items if g.isVisible() and g.key[1] not in action.goals)
        click_scene(view, back.scene_rect().center())
        return
    if isinstance(action, Expand) and board.ghost_side[action.edge] != action.side:
        ghost = board.parks[board.seat].rect_of(("ghost", action.edge))
        click_scene(view, ghost.center(), Qt.MouseButton.RightButton)  # shows its other side
    rects = board.target_rects(action)
    assert rects, f"the board shows nowhere to play {action}"
    click_scene(view, rects[0].center())


def place_by_mouse(board: Any, view: Any, action: Place) -> None:
    piece = board.held.piece
    left = board.view_state.players[board.seat].park.left
    row, col, turns, side = spot_of(action, left)
    grid = piece.mapToScene(QPointF(0, 0))
    QTest.mouseMove(view.viewport(), view_point(view, grid + QPointF(piece.cell, piece.cell)))
    while piece.side != side:
        click_scene(view, grid + QPointF(piece.cell, piece.cell), Qt.MouseButton.MiddleButton)
    while piece.turns != turns:
        click_scene(view, grid + QPointF(piece.cell, piece.cell), Qt.MouseButton.RightButton)
    o = tile_orientations(action.tile)[action.orient]
    h, w = o.height, o.width
    target = grid + QPointF((col + w / 2) * piece.cell, (row + h / 2) * piece.cell)
    click_scene(view, target)


def key(view: Any, k: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(view, k, mods)


def play_by_keys(board: Any, view: Any, action: Any) -> None:
    """Tab to ``action`` and Enter; a tile is turned with F and R and moved
    with the arrows instead (Tab would step through every legal spot)."""
    if isinstance(action, Place):
        piece = board.held.piece
        left = board.view_state.players[board.seat].park.left
        row, col, turns, side = spot_of(action, left)
        if piece.anchor is None:
            key(view, Qt.Key.Key_Down)  # the first arrow shows the tile mid-grid
        while piece.side != side:
            key(view, Qt.Key.Key_F)
        while piece.turns != turns:
            key(view, Qt.Key.Key_R)
        for _ in range(40):
            r, c = piece.anchor
            if (r, c) == (row, col):
                break
            if r != row:
                key(view, Qt.Key.Key_Down if r < row else Qt.Key.Key_Up)
            else:
                key(view, Qt.Key.Key_Right if c < col else Qt.Key.Key_Left)
        key(view, Qt.Key.Key_Return)
        return
    cycle = board.offers.cycle
    assert action in cycle, f"{action} is not among the offered moves"
    for _ in range(len(cycle) + 1):
        if 0 <= board.focus < len(cycle) and cycle[board.focus] == action:
            break
        key(view, Qt.Key.Key_Tab)
    key(view, Qt.Key.Key_Return)

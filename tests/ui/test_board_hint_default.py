"""Board.show_hint's default: any board that can say where an action is made
(``target_rects``) shows a hint there with the tutorial's marker."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from parkpack.ui.board import Board
from parkpack.ui.marker import BETTER, TargetMarker


class Squares(Board):
    """A board whose action "a" is made in one square and "b" nowhere."""

    def sync(self, view_state, legal, seat, interactive):
        pass

    def target_rects(self, action):
        return [QRectF(10, 20, 30, 30)] if action == "a" else []


def markers(board):
    return [item for item in board.items() if isinstance(item, TargetMarker)]


def test_the_default_hint_rings_the_target_and_says_why(qtbot):
    board = Squares(None, ())
    said = []
    board.hint.connect(said.append)
    board.show_hint("a", "Suggested: a.")
    (marker,) = markers(board)
    assert marker.colour == BETTER and marker.sceneBoundingRect().contains(QRectF(10, 20, 30, 30))
    assert said == ["Suggested: a."]
    board.show_hint("a", "Suggested: a.")  # asked again: still one marker
    assert len(markers(board)) == 1
    board.clear_hint()
    assert markers(board) == []
    board.clear_hint()  # nothing shown: nothing to do


def test_a_move_the_board_cannot_point_at_is_the_line_alone(qtbot):
    board = Squares(None, ())
    said = []
    board.hint.connect(said.append)
    board.show_hint("b", "Suggested: b.")
    assert markers(board) == [] and said == ["Suggested: b."]

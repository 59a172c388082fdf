"""Learn to play Tenpenny Parks in the window: at each of the learner's steps
the coach's ring points at the place, the move is made there with the mouse,
another legal move is refused with the coach's words, and the lesson ends
with the score explained line by line (tests/ui/window_games.py)."""

from __future__ import annotations

from ..window_games import follow_lesson, open_window
from .gestures import click_action


def test_the_tenpenny_lesson_by_mouse_to_its_scoring(qtbot):
    kinds = follow_lesson(qtbot, open_window(qtbot, strict=False), "tenpenny", click_action)
    assert {"keep", "property", "worker", "place", "wild", "trees", "take", "stack", "expand", "bonus", "advertise",
            "turn", "for-becky"} == set(kinds)

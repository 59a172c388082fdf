"""Learn to play Steam Donkey in the window: at each of the learner's steps
the coach's ring points at the place, the move is made there with the mouse,
another legal move is refused with the coach's words, and the lesson ends
with the score explained line by line (tests/ui/window_games.py)."""

from __future__ import annotations

from ..window_games import follow_lesson, open_window
from .gestures import click_action


def test_the_steam_donkey_lesson_by_mouse_to_its_scoring(qtbot):
    kinds = follow_lesson(qtbot, open_window(qtbot, strict=False), "steamdonkey", click_action)
    assert {"resort", "kickon", "build", "raise", "pay", "move", "visit", "ride", "collect", "discard", "stop",
            "character", "swap", "dog"} <= set(kinds)

"""Learn to play Tenpenny Parks in the window: at each of the learner's steps
the coach's ring points at the place, the move is made there with the mouse,
another legal move is refused with the coach's words, and the lesson ends
with the score explained line by line."""

from __future__ import annotations

import pytest

from parkpack.ui import prefs
from parkpack.ui.app import build_main_window
from parkpack.ui.marker import TargetMarker

from .gestures import click_action


@pytest.fixture
def window(qtbot):
    prefs.set_value("ui/animation_speed", "off")
    win = build_main_window()
    qtbot.addWidget(win)
    win.confirm = lambda *args: True
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_tenpenny_lesson_by_mouse_to_its_scoring(qtbot, window):
    assert window.start_tutorial("tenpenny")
    ctl = window.controller
    lesson = ctl.lesson
    kinds, refused_once = [], False
    while not ctl.session.is_over:
        qtbot.waitUntil(lambda: ctl.session.is_over or (ctl.current_step() is not None
                                                        and not ctl.current_step().auto), timeout=20000)
        if ctl.session.is_over:
            break
        step = ctl.current_step()
        qtbot.waitUntil(lambda: window.coach.say.text() == step.say, timeout=2000)
        markers = [i for i in window.board.items() if isinstance(i, TargetMarker)]
        assert len(markers) == 1 and markers[0].rects, step.kind  # the ring points at the place
        want = ctl.game.parse_action(step.action)
        # As a person would, wait until the board offers the move (it is redrawn after the coach speaks).
        qtbot.waitUntil(lambda: window.board.interactive and want in window.board.offers.legal, timeout=5000)
        if not refused_once:
            other = next(a for a in ctl.session.legal_actions() if str(a) != step.action)
            before = len(ctl.session.history)
            click_action(window.board, window.page.view, other)
            assert len(ctl.session.history) == before
            assert window.page.refusal.text() == f"In this lesson: {step.say}"
            refused_once = True
        before = len(ctl.session.history)
        click_action(window.board, window.page.view, want)
        assert len(ctl.session.history) == before + 1, (step, window.page.refusal.text())
        kinds.append(step.kind)
        ctl.skip_ahead()
    assert len(kinds) == len(lesson.guided()) == len(set(kinds))  # each kind of move once, the coach the rest
    assert {"keep", "property", "worker", "place", "wild", "trees", "take", "stack", "expand", "bonus", "advertise",
            "turn", "for-becky"} == set(kinds)
    assert ctl.session.history == [e if isinstance(e, str) else e.action for e in lesson.script]
    qtbot.waitUntil(lambda: window.coach.dialog is not None, timeout=5000)
    sheet = ctl.scores()
    assert [(label, points) for label, points, _ in window.coach.dialog.lines] == [
        (line.label, line.points) for line in sheet.players[0].lines]
    assert all(why for _, _, why in window.coach.dialog.lines)

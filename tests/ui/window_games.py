"""Playing through the real window in the Steam Donkey and Tenpenny Parks
tests: the window itself, a whole game made on the board by mouse or keys,
and a lesson followed step by step."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from parkpack.ui import prefs
from parkpack.ui.app import build_main_window
from parkpack.ui.marker import TargetMarker
from parkpack.ui.new_game import NewGameSetup

Gesture = Callable[[Any, Any, Any], None]


def open_window(qtbot: Any, confirm_end_of_turn: bool | None = None, strict: bool = True) -> Any:
    """The main window at 1200×800, animations off. ``strict``: any question
    or warning fails the test; otherwise every question is answered yes."""
    prefs.set_value("ui/animation_speed", "off")
    if confirm_end_of_turn is not None:
        prefs.set_value("ui/confirm_end_of_turn", confirm_end_of_turn)
    win = build_main_window()
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    if strict:
        win.confirm = lambda *args: pytest.fail(f"unexpected question {args}")
        win.warn = lambda *args: pytest.fail(f"unexpected warning {args}")
    else:
        win.confirm = lambda *args: True
    return win


@dataclass
class Played:
    """What a whole game through the window took."""

    controller: Any
    moves: list[Any] = field(default_factory=list)
    handovers: int = 0
    holds: int = 0


def play_game(qtbot: Any, win: Any, setup: NewGameSetup, choosers: dict[int, Any], gesture: Gesture,
              by_keys: bool) -> Played:
    """A game to its score sheet, each person's move (``choosers[seat]``,
    from that seat's view only) made on the board by ``gesture``, the
    screen handed over and held turns ended by Enter or a click."""
    win.start_setup(setup)
    ctl = win.controller
    view = win.page.view
    out = Played(ctl)
    for _ in range(3000):
        qtbot.waitUntil(lambda: ctl.session.is_over or ctl.session.human_to_act() or ctl.turn_open
                        or win.stack.currentWidget() is win.handover, timeout=20000)
        if ctl.session.is_over:
            break
        if ctl.turn_open:  # the turn is kept open for undo until it is ended
            out.holds += 1
            _press(qtbot, view, win.page.end_turn_button, by_keys)
            assert not ctl.turn_open
            continue
        if win.stack.currentWidget() is win.handover:
            out.handovers += 1
            _press(qtbot, win.handover.button, win.handover.button, by_keys)
            continue
        seat = ctl.session.to_act
        assert ctl.viewer() == seat and win.board.seat == seat  # the board shows whoever is to play
        want = choosers[seat].choose(ctl.game, ctl.session.info_set(seat))
        before = len(ctl.session.history)
        gesture(win.board, view, want)
        assert len(ctl.session.history) > before, f"{want} was not played: {win.page.refusal.text()}"
        assert ctl.session.history[before] == str(want)
        out.moves.append(want)
    assert ctl.session.is_over
    qtbot.waitUntil(lambda: win.score_dialog is not None, timeout=5000)
    return out


def _press(qtbot: Any, key_target: Any, button: Any, by_keys: bool) -> None:
    if by_keys:
        QTest.keyClick(key_target, Qt.Key.Key_Return)
    else:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def learner_steps(qtbot: Any, window: Any) -> Iterator[Any]:
    """Each of the learner's steps of the lesson open in the window, once the
    coach has said it (the coach's own moves are waited out), until the game
    is over."""
    ctl = window.controller
    while not ctl.session.is_over:
        qtbot.waitUntil(lambda: ctl.session.is_over or (ctl.current_step() is not None
                                                        and not ctl.current_step().auto), timeout=20000)
        if ctl.session.is_over:
            return
        step = ctl.current_step()
        qtbot.waitUntil(lambda: window.coach.say.text() == step.say, timeout=2000)
        yield step


def follow_lesson(qtbot: Any, window: Any, game_id: str, click_action: Gesture) -> list[str]:
    """A game's lesson by mouse to its scoring: at each of the learner's
    steps the coach's ring points at the place, another legal move is
    refused once with the coach's words, and the step's move is made where
    it is drawn. Returns the kinds of the learner's steps, in order."""
    assert window.start_tutorial(game_id)
    ctl = window.controller
    kinds: list[str] = []
    refused_once = False
    for step in learner_steps(qtbot, window):
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
    lesson = ctl.lesson
    assert len(kinds) == len(lesson.guided()) == len(set(kinds))  # each kind of move once, the coach the rest
    assert ctl.session.history == [e if isinstance(e, str) else e.action for e in lesson.script]
    qtbot.waitUntil(lambda: window.coach.dialog is not None, timeout=5000)
    sheet = ctl.scores()
    assert [(label, points) for label, points, _ in window.coach.dialog.lines] == [
        (line.label, line.points) for line in sheet.players[0].lines]
    assert all(why for _, _, why in window.coach.dialog.lines)
    return kinds

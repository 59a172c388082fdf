"""Learn to play: the coach waits for each move, points at it, refuses others,
plays its own moves, ends with the scoring explained; never saved or counted."""

from __future__ import annotations

import pytest

from parkpack.engine import paths, registry, stats
from parkpack.ui.app import build_main_window
from parkpack.ui.marker import TargetMarker

from tests.ui.window_games import learner_steps


@pytest.fixture
def window(qtbot):
    win = build_main_window()
    qtbot.addWidget(win)
    win.warnings = []
    win.warn = lambda parent, title, text: win.warnings.append((title, text))
    win.confirm = lambda parent, title, text: True
    win.resize(1200, 800)
    win.show()
    return win


def markers(board):
    return [item for item in board.items() if isinstance(item, TargetMarker)]


def play_lesson(qtbot, window, check_each=None):
    """Make each guided move as the board would, waiting for the rest."""
    ctl = window.controller
    made = 0
    for step in learner_steps(qtbot, window):
        if check_each is not None:
            check_each(step)
        window.board.action_chosen.emit(ctl.game.parse_action(step.action))
        made += 1
        if any(s is not None and s.auto for s in [ctl.current_step()]):
            ctl.skip_ahead()
    return made


def test_the_walk_lesson_from_first_move_to_the_scoring(qtbot, window):
    assert window.start_tutorial("walk")
    ctl, coach = window.controller, window.coach
    assert ctl.session.tutorial and ctl.autosave_path is None
    lesson = ctl.lesson
    qtbot.waitUntil(lambda: ctl.current_step() is not None)
    qtbot.waitUntil(lambda: coach.say.text() == ctl.current_step().say)
    assert coach.count.text() == f"Step 1 of {len(lesson.guided())}"
    # The lesson opens with what it is about; Begin puts it away.
    qtbot.waitUntil(lambda: coach.welcome is not None and coach.welcome.isVisible())
    assert coach.welcome.text.text() == lesson.intro
    assert lesson.intro not in coach.why.text()
    coach.welcome.begin.click()
    assert not coach.welcome.isVisible()
    # The ring points at B3, the square of the first move.
    [marker] = markers(window.board)
    b3 = window.board.big.squares[11]
    assert marker.rects[0].contains(b3.mapRectToScene(b3.boundingRect()).center())
    # Another legal drawing is refused with the lesson's words; nothing is played.
    legal = ctl.session.legal_actions()
    other = next(a for a in legal if str(a) != ctl.current_step().action)
    window.board.action_chosen.emit(other)
    assert window.page.refusal.text() == ctl.current_step().wrong
    assert len(ctl.session.history) == 1
    seen = []
    made = play_lesson(qtbot, window, lambda step: seen.append((coach.say.text(), len(markers(window.board)))))
    assert made == len(lesson.guided()) and all(n == 1 for _, n in seen)
    qtbot.waitUntil(lambda: coach.dialog is not None and coach.dialog.isVisible(), timeout=5000)
    sheet = ctl.scores()
    assert [(label, points) for label, points, _ in coach.dialog.lines] == [
        (line.label, line.points) for line in sheet.players[0].lines]
    assert all(why for _, _, why in coach.dialog.lines)
    assert f"Total: <b>{sheet.total(0)}</b>" in coach.dialog.total.text()
    assert window.score_dialog is None  # the lesson explains the scores itself
    # Closed, the explanation comes back by View ▸ Final scores (Ctrl+F), as a game's sheet does.
    coach.dialog.reject()
    qtbot.waitUntil(lambda: not coach.dialog.isVisible())
    window.act_scores.trigger()
    assert coach.dialog.isVisible() and window.score_dialog is None
    assert not paths.autosave_path().exists()
    assert stats.load().games == ()


def test_the_lesson_can_be_restarted_and_left(qtbot, window):
    assert window.start_tutorial("walk")
    qtbot.waitUntil(lambda: window.controller.current_step() is not None)
    assert window.coach.skip_key.key().toString() == "Ctrl+Right"  # Skip ahead by keyboard
    window.board.action_chosen.emit(window.controller.game.parse_action(window.controller.current_step().action))
    assert len(window.controller.session.history) == 2
    old = window.controller
    window.coach.restart_button.click()
    assert window.controller is not old and window.controller.session.history == []
    qtbot.waitUntil(lambda: window.controller.current_step() is not None)
    window.coach.leave_button.click()
    assert window.stack.currentWidget() is window.launcher and window.controller is None


def test_the_parkies_lesson_with_the_coach_playing_the_repeats(qtbot, window):
    assert window.start_tutorial("parkies")
    ctl = window.controller
    kinds = []
    made = play_lesson(qtbot, window, lambda step: kinds.append(step.kind))
    assert made == len(ctl.lesson.guided()) and len(set(kinds)) == len(kinds)
    assert {"bid", "place", "trump", "cash", "demolish", "move", "pick"} <= set(kinds)
    assert ctl.session.history == [e if isinstance(e, str) else e.action for e in ctl.lesson.script]
    qtbot.waitUntil(lambda: window.coach.dialog is not None, timeout=5000)
    coach = window.coach
    assert coach.count.text() == "The end"
    # The coach grew for the button to the scores: nothing of it is cut.
    assert coach.scoring_button.isVisibleTo(coach) and not coach.skip_button.isVisibleTo(coach)
    assert coach.height() >= coach.heightForWidth(coach.width())
    # Reaching the end straight from a guided step (no button showing yet)
    # measures the coach with its scores button too.
    coach.scoring_button.hide()
    coach.skip_button.hide()
    window.page.fit_players()
    short = coach.height()
    coach._ended()
    assert coach.height() >= coach.heightForWidth(coach.width()) > short


def test_a_coach_move_is_not_the_players_to_make(qtbot, window):
    assert window.start_tutorial("parkies")
    ctl = window.controller
    lesson = ctl.lesson
    first_auto = next(i for i, e in enumerate(lesson.script) if not isinstance(e, str) and e.auto)
    ctl.skip_ahead()
    for i in lesson.guided():
        if i > first_auto:
            break
        qtbot.waitUntil(lambda i=i: len(ctl.session.history) == i, timeout=20000)
        window.board.action_chosen.emit(ctl.game.parse_action(lesson.script[i].action))
        ctl.skip_ahead()
    qtbot.waitUntil(lambda: len(ctl.session.history) > first_auto, timeout=20000)
    assert ctl.session.history[first_auto] == lesson.script[first_auto].action


def test_launcher_cards_offer_the_lesson_and_the_statistics(qtbot, window):
    qtbot.waitUntil(lambda: bool(window.launcher.cards))
    cards = {card.game_id: card for card in window.launcher.cards}
    assert set(cards) == set(registry.game_ids())
    assert cards["walk"].learn_button.isEnabled() and cards["parkies"].learn_button.isEnabled()
    cards["walk"].learn_button.click()
    assert window.controller is not None and window.controller.session.tutorial
    assert window.controller.game.info.id == "walk"

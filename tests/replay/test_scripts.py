"""Every game's tutorial plays through and shows every kind of decision."""

from __future__ import annotations

import importlib

import pytest

from parkpack.engine import registry
from parkpack.engine.tutorial import check_script, decision_kinds

GAMES = ("walk", "parkies", "tenpenny", "steamdonkey")


def lesson(game_id):
    module = importlib.import_module(f"parkpack.games.{game_id}.tutorial")
    built = getattr(module, "tutorial", None)
    return module, (built() if callable(built) else module.TUTORIAL)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_script_plays_to_the_end_with_a_step_at_each_learner_decision(game_id):
    _, tutorial = lesson(game_id)
    assert tutorial.game == game_id
    assert check_script(registry.get(game_id), tutorial) == []
    assert all(step.say and step.kind for step in tutorial.steps())
    assert all(step.why for step in tutorial.steps() if not step.auto)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_kind_of_decision_is_shown_or_explained(game_id):
    module, tutorial = lesson(game_id)
    met = decision_kinds(registry.get(game_id), tutorial, module.decision_kinds)
    guided_kinds = {tutorial.script[i].kind for i in tutorial.guided()}
    assert set(module.DECISIONS) == met | set(tutorial.explained_only)
    assert guided_kinds == met  # the learner makes each kind of move once themselves
    assert all(d.title and d.text for d in module.DECISIONS.values())


@pytest.mark.parametrize("game_id", GAMES)
def test_every_final_score_line_is_explained(game_id):
    _, tutorial = lesson(game_id)
    game = registry.get(game_id)
    state = game.setup(tutorial.options_map, tutorial.seats, tutorial.seed)
    for entry in tutorial.script:
        state = game.apply(state, game.parse_action(entry if isinstance(entry, str) else entry.action))
    lines = next(p for p in game.scores(state).players if p.seat == 0).lines
    explained = [tutorial.explain(line) for line in lines]
    assert all(text and text != "This line adds to your total as shown." for text in explained)
    assert len(set(explained)) >= len(lines) - 3  # not one sentence for everything


def test_the_walk_kinds_follow_the_task_and_add_getting_stuck():
    from parkpack.games.walk.tutorial import decision_kinds as kinds

    game = registry.get("walk")
    _, tutorial = lesson("walk")
    state = game.setup(tutorial.options_map, tutorial.seats, tutorial.seed)
    state = game.apply(state, game.parse_action("roll curve"))
    assert kinds(state, 0, game.legal_actions(state)) == ("draw",)
    state = game.apply(state, game.parse_action("draw curve A1 ES"))
    state = game.apply(state, game.parse_action("roll ibis"))
    assert kinds(state, 0, game.legal_actions(state)) == ("draw-ibis", "turn")


def test_the_tenpenny_lesson_names_a_tiles_square_as_the_log_and_the_boards_numbers_do():
    """A placement step names the leftmost square of the tile's top row, the
    square the log and the keyboard's status line name, counted from the
    property's left edge."""
    from parkpack.games.tenpenny.actions import Place
    from parkpack.games.tenpenny.park import tile_cells
    from parkpack.games.tenpenny.state import Placed
    from parkpack.ui.tenpenny.words import action_text

    _, tutorial = lesson("tenpenny")
    game = registry.get("tenpenny")
    state = game.setup(tutorial.options_map, tutorial.seats, tutorial.seed)
    log = game.text
    placed = 0
    for entry in tutorial.script:
        action = game.parse_action(entry if isinstance(entry, str) else entry.action)
        if isinstance(action, Place) and state.task.seat == 0 and not isinstance(entry, str):
            row, col = min(tile_cells(Placed(action.tile, action.orient, action.row, action.col)))
            where = f"row {row + 1}, column {col - state.players[0].park.left + 1}"
            assert where in entry.say, entry.say
            assert where in log.describe(state, action).text
            assert where in action_text(action, state)  # the status line of a move in keyboard focus
            placed += 1
        state = game.apply(state, action)
    assert placed >= 2

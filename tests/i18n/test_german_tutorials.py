"""The tutorials in German: every coach text, first-time hint and score
explanation of each game's lesson, and the same actions in both languages."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from parkpack import i18n
from parkpack.engine.session import Session

from .german import compare

PROPER = ("Government House", "Mrs Macquarie's Chair", "The Calyx", "Becky", "Parkies", "Parkie", "Sam",
          "Captain Jolly", "Lord Admiral", "Princess Royal", "Steam Donkey")


def _texts(game_id: str) -> tuple[list[str], list[str]]:
    """Every text of the lesson, and its actions."""
    module: Any = importlib.import_module(f"parkpack.games.{game_id}.tutorial")
    lesson = module.tutorial()
    texts = [lesson.intro, lesson.ending]
    texts += [t for d in module.DECISIONS.values() for t in (d.title, d.text)]
    texts += [t for s in lesson.steps() for t in (s.say, s.why, s.wrong)]
    game = importlib.import_module(f"parkpack.games.{game_id}").GAME
    session = Session(game, lesson.options_map, lesson.seats, lesson.seed)
    for entry in lesson.script:
        session.play(entry if isinstance(entry, str) else entry.action)
    texts += [lesson.explain(line) for p in game.scores(session.state).players for line in p.lines]
    actions = [e if isinstance(e, str) else e.action for e in lesson.script]
    return texts, actions


@pytest.mark.parametrize("game_id", ["walk", "parkies", "tenpenny", "steamdonkey"])
def test_the_lesson_reads_in_german(game_id: str) -> None:
    try:
        i18n.set_language("en")
        english, en_actions = _texts(game_id)
        i18n.set_language("de")
        german, de_actions = _texts(game_id)
    finally:
        i18n.set_language("en")
    assert de_actions == en_actions
    assert compare(english, german, PROPER, game_id) == []
    module: Any = importlib.import_module(f"parkpack.games.{game_id}.tutorial")
    assert module.tutorial().intro == english[0]

"""The in-app rules summaries have a German version for every game, with the
same sections, and the rules layer hands out the one for the language in use."""

from __future__ import annotations

import re

import pytest

from parkpack import i18n
from parkpack.engine import registry

RULES = i18n.RESOURCES / "rules"
ENGLISH = re.compile(r"\b(the|your|you|and|with|for|from|into|is|are|has|not|turn|points|player|tile|game)\b")


@pytest.mark.parametrize("game_id", [g.info.id for g in registry.games() if (RULES / f"{g.info.id}.md").is_file()])
def test_every_rules_summary_has_a_german_version(game_id: str) -> None:
    english = (RULES / f"{game_id}.md").read_text("utf-8")
    german = (RULES / "de" / f"{game_id}.md").read_text("utf-8")
    heads = lambda text: [line for line in text.splitlines() if line.startswith("#")]  # noqa: E731
    assert len(heads(german)) == len(heads(english))
    assert german != english
    names = ("A Walk in the Park", "Tenpenny Parks", "Government House", "Lachlan Macquarie")
    body = german
    for name in names:
        body = body.replace(name, "")
    assert ENGLISH.findall(body) == []
    # The numbers a player relies on are the same in both.
    assert set(re.findall(r"\d+", english)) == set(re.findall(r"\d+", german))


def test_rules_path_follows_the_language() -> None:
    assert i18n.rules_path("walk") == RULES / "walk.md"
    try:
        i18n.set_language("de")
        assert i18n.rules_path("walk") == RULES / "de" / "walk.md"
        assert i18n.rules_path("no-such-game") == RULES / "no-such-game.md"
    finally:
        i18n.set_language("en")
    assert i18n.rules_path("walk") == RULES / "walk.md"

"""Conformance of every registered game, in every player count and variant.

Each game gets a fixed budget of actions, shared equally by its variants;
a variant plays seeds 1, 2, 3 ... until its share is used (at least two
games). ``parkpack conformance --games 10000`` runs the long version.
"""

from __future__ import annotations

import pytest

from parkpack.engine import registry
from parkpack.engine.conformance import Config, Variant, play_one, variants

ACTIONS_PER_GAME = 30_000
CONFIG = Config(max_steps=5000, samples=2)

CASES = [(game.info.id, variant) for game in registry.games() for variant in variants(game)]


def test_every_game_offers_variants() -> None:
    assert registry.games(), "no game is registered"
    for game in registry.games():
        info = game.info
        assert 1 <= info.min_players <= info.max_players
        for option in info.options:
            assert option.default in [value for value, _ in option.choices], option.key
        assert variants(game)


@pytest.mark.parametrize(("game_id", "variant"), CASES, ids=[f"{g}-{v.label()}" for g, v in CASES])
def test_random_games_conform(game_id: str, variant: Variant) -> None:
    game = registry.get(game_id)
    share = ACTIONS_PER_GAME // len(variants(game))
    played, seed = 0, 0
    while played < share or seed < 2:
        seed += 1
        steps, failure = play_one(game, variant, seed, CONFIG)
        assert failure is None, str(failure)
        played += steps

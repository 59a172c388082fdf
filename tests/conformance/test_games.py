"""Conformance of every registered game, in every player count and variant.

A modest, fixed number of seeded random games per game runs here;
``parkpack conformance --games 10000`` runs the long version on demand.
"""

from __future__ import annotations

import pytest

from parkpack.engine import registry
from parkpack.engine.conformance import Config, Variant, play_one, variants

GAMES_PER_GAME = 48  # spread over the game's variants, at least two each
CONFIG = Config(max_steps=5000, samples=2)

CASES = [(game.info.id, variant) for game in registry.games() for variant in variants(game)]


def _seeds(game_id: str) -> range:
    count = max(2, GAMES_PER_GAME // len(variants(registry.get(game_id))))
    return range(1, count + 1)


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
    for seed in _seeds(game_id):
        _steps, failure = play_one(game, variant, seed, CONFIG)
        assert failure is None, str(failure)

"""A few seeded random games through the conformance harness, hidden-information
checks included (the long run is ``parkpack conformance --game steamdonkey
--games 10000``; tests/conformance covers every variant once the game is
registered)."""

from typing import Iterator

import pytest

from parkpack.engine import registry
from parkpack.engine.conformance import Config, Variant, play_one, variants
from parkpack.games.steamdonkey import GAME

CONFIG = Config(max_steps=5000, samples=4)
CHOSEN = [v for v in variants(GAME) if dict(v.options).get("first") in ("0", "3")]


def test_the_variants_cover_two_to_four_players_basic_and_advanced() -> None:
    table = variants(GAME)
    assert {v.players for v in table} == {2, 3, 4}
    assert {dict(v.options)["advanced"] for v in table} == {"on", "off"}


@pytest.fixture
def registered() -> Iterator[None]:
    """Save -> load finds games by id (the board's branch registers the game for good)."""
    registry.register(GAME)
    yield
    registry.unregister(GAME.info.id)


@pytest.mark.usefixtures("registered")
@pytest.mark.parametrize("variant", CHOSEN, ids=[v.label() for v in CHOSEN])
def test_random_games_conform(variant: Variant) -> None:
    steps, failure = play_one(GAME, variant, 17 + variant.players, CONFIG)
    assert failure is None, str(failure)
    assert steps > 100

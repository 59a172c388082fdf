"""Seeded random games for the tests that sample many positions."""

from __future__ import annotations

from typing import Iterator

from parkpack.engine.api import CHANCE, InfoSet
from parkpack.engine.bots import RandomBot
from parkpack.engine.rng import Rng
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.state import State

from .helpers import seats


def random_states(n: int, seed: int, advanced: bool, every: int = 1) -> Iterator[State]:
    """Every ``every``-th state of one weighted random game, to the end."""
    st = GAME.setup({"advanced": "on" if advanced else "off", "first": str(seed % n)}, seats(n), seed)
    rng, bot = Rng(f"test-chance/{seed}"), RandomBot(seed)
    step = 0
    while (who := GAME.to_act(st)) is not None:
        if step % every == 0:
            yield st
        legal = GAME.legal_actions(st)
        if who == CHANCE:
            action = rng.weighted(GAME.chance_outcomes(st))
        else:
            action = bot.choose(GAME, InfoSet(who, GAME.view(st, who), legal))
        st = GAME.apply(st, action)
        step += 1
    yield st

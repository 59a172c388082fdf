"""Game-agnostic computer players."""

from __future__ import annotations

from typing import Any

from .api import Game
from .rng import Rng


class RandomBot:
    """Chooses uniformly among the legal actions. Used by tests and benchmarks."""

    def __init__(self, seed: int | str = 0) -> None:
        self._rng = Rng(f"random-bot/{seed}")

    def choose(self, game: Game, view_state: Any, seat: int, legal: tuple[Any, ...]) -> Any:
        return self._rng.pick(legal)


def make_bot(game: Game, level: str, seed: int) -> Any:
    """The bot for ``level``; "random" is always available."""
    if level == "random":
        return RandomBot(seed)
    return game.bot(level, seed)

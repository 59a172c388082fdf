"""Game-agnostic computer players."""

from __future__ import annotations

from typing import Any

from .api import Game
from .rng import Rng


class RandomBot:
    """Chooses at random among the legal actions. Used by tests and benchmarks.

    The choice is uniform unless the game offers the optional hook
    ``playout_weights(state, legal) -> Sequence[float]``: then each action is
    drawn in proportion to its weight (one call per decision, not one per
    action: random playouts are where engine speed is measured). A game uses
    it to make "any time" moves (such as giving up a piece for cash) rare, so
    random playouts look like games instead of wandering until a safety limit.
    """

    def __init__(self, seed: int | str = 0) -> None:
        self._rng = Rng(f"random-bot/{seed}")

    def choose(self, game: Game, view_state: Any, seat: int, legal: tuple[Any, ...]) -> Any:
        weights = getattr(game, "playout_weights", None)
        if weights is None or len(legal) == 1:
            return self._rng.pick(legal)
        return legal[self._rng.weighted_index(weights(view_state, legal))]


def make_bot(game: Game, level: str, seed: int) -> Any:
    """The bot for ``level``; "random" is always available."""
    if level == "random":
        return RandomBot(seed)
    return game.bot(level, seed)

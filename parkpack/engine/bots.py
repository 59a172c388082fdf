"""Game-agnostic computer players."""

from __future__ import annotations

from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from .api import Bot, Game, InfoSet
from .rng import Rng

S = TypeVar("S")
A = TypeVar("A")


class RandomBot(Generic[S, A]):
    """Chooses at random among the legal actions. Used by tests and benchmarks.

    The choice is uniform unless the game's ``playout_weights`` hook gives
    weights: then each action is drawn in proportion to its weight (one call
    per decision, not one per action: random playouts are where engine speed
    is measured). A game uses it to make "any time" moves (such as giving up a
    piece for cash) rare, so random playouts look like games instead of
    wandering until a safety limit.
    """

    def __init__(self, seed: int | str = 0) -> None:
        self._rng = Rng(f"random-bot/{seed}")

    def choose(self, game: Game[S, A], info: InfoSet[S, A]) -> A:
        legal = info.legal
        weights = game.playout_weights(info.view, legal) if len(legal) > 1 else None
        if weights is None:
            return self._rng.pick(legal)
        return legal[self._rng.weighted_index(weights)]


@runtime_checkable
class Searching(Protocol):
    """A computer player whose thinking can be limited (engine/expert.py)."""

    def limit(self, think_ms: int | None = None, iterations: int | None = None) -> None: ...


def make_bot(
    game: Game[S, A], level: str, seed: int, think_ms: int | None = None, iterations: int | None = None
) -> Bot[S, A]:
    """The bot for ``level``; "random" is always available. ``think_ms`` and
    ``iterations`` limit a searching player (engine/expert.py) and are
    ignored by the others."""
    if level == "random":
        return RandomBot(seed)
    bot = game.bot(level, seed)
    if (think_ms is not None or iterations is not None) and isinstance(bot, Searching):
        bot.limit(think_ms=think_ms, iterations=iterations)
    return bot


def levels(game: Game[Any, Any]) -> tuple[str, ...]:
    """Every level ``make_bot`` accepts for ``game``."""
    return tuple(b.id for b in game.info.bot_levels) + ("random",)

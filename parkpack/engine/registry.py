"""The list of games. New games register here and every harness picks them up."""

from __future__ import annotations

import importlib

from .api import Game
from .errors import ParkpackError

# Module paths, in launcher order. Each module exposes ``GAME``.
_MODULES: tuple[str, ...] = (
    "parkpack.games.walk",
    "parkpack.games.parkies",
)

_cache: dict[str, Game] = {}


def _load_all() -> None:
    if _cache:
        return
    for path in _MODULES:
        game: Game = importlib.import_module(path).GAME
        _cache[game.info.id] = game


def games() -> tuple[Game, ...]:
    _load_all()
    return tuple(_cache.values())


def game_ids() -> tuple[str, ...]:
    _load_all()
    return tuple(_cache)


def get(game_id: str) -> Game:
    _load_all()
    try:
        return _cache[game_id]
    except KeyError:
        known = ", ".join(_cache)
        raise ParkpackError(f"unknown game '{game_id}' (known: {known})") from None

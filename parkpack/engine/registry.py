"""The list of games. New games register here and every harness picks them up."""

from __future__ import annotations

import importlib

from .api import AnyGame
from .errors import ParkpackError

# Module paths, in launcher order. Each module exposes ``GAME``.
_MODULES: tuple[str, ...] = (
    "parkpack.games.walk",
    "parkpack.games.parkies",
    "parkpack.games.tenpenny",
    "parkpack.games.steamdonkey",
)

_builtin: dict[str, AnyGame] = {}
_extra: dict[str, AnyGame] = {}


def _load_all() -> None:
    if _builtin:
        return
    for path in _MODULES:
        game: AnyGame = importlib.import_module(path).GAME
        _builtin[game.info.id] = game


def module_paths() -> tuple[str, ...]:
    """The built-in games' modules in launcher order, without importing them
    (the launcher imports them one at a time before it builds its cards)."""
    return _MODULES


def register(game: AnyGame) -> None:
    """Add a game at run time (tests register small fake games this way)."""
    _extra[game.info.id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def is_builtin(game: AnyGame) -> bool:
    """True for parkpack's own games, which any fresh process finds by id
    (not games registered at run time)."""
    module = type(game).__module__
    return any(module == path or module.startswith(path + ".") for path in _MODULES)


def games() -> tuple[AnyGame, ...]:
    _load_all()
    return tuple(_builtin.values()) + tuple(_extra.values())


def game_ids() -> tuple[str, ...]:
    return tuple(g.info.id for g in games())


def get(game_id: str) -> AnyGame:
    if game_id in _extra:
        return _extra[game_id]
    _load_all()
    try:
        return _builtin[game_id]
    except KeyError:
        known = ", ".join(game_ids())
        raise ParkpackError(f"unknown game '{game_id}' (known: {known})") from None

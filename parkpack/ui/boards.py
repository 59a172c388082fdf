"""Game id -> board scene class, imported only when a game is opened.

Each ``parkpack.ui.<game id>`` package exposes ``BOARD``, a subclass of
:class:`parkpack.ui.board.Board`. Importing lazily keeps the launcher fast.
"""

from __future__ import annotations

import importlib

from .board import Board


class NoBoardError(LookupError):
    """The game has no board scene in this build."""


def board_class(game_id: str) -> type[Board]:
    try:
        module = importlib.import_module(f"{__package__}.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.endswith(f".{game_id}"):
            raise NoBoardError(f"no board scene for '{game_id}'") from None
        raise
    cls = getattr(module, "BOARD", None)
    if not (isinstance(cls, type) and issubclass(cls, Board)):
        raise NoBoardError(f"parkpack.ui.{game_id} has no BOARD scene class")
    return cls

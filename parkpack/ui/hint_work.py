"""Working out a hint: the expert's suggestion for a human's decision.

Pure Python (no Qt): it runs in the computer players' process
(ui/bot_process.py), or on a worker thread for games registered at run time.
It is given the InfoSet of the seat to act, so a hint can never use anything
that player cannot see.
"""

from __future__ import annotations

from typing import Any

from ..engine.api import AnyGame, InfoSet
from ..engine.bots import levels, make_bot
from ..engine.expert import EXPERT, ExpertBot, Hint, hint


def offers_hints(game: AnyGame) -> bool:
    """Hints come from the expert: games without that level offer none."""
    return EXPERT in levels(game)


def work_out_hint(game: AnyGame, seed: int, info: InfoSet[Any, Any], think_ms: int | None, actor: str = "") -> Hint[Any]:
    bot = make_bot(game, EXPERT, seed, think_ms=think_ms)
    if not isinstance(bot, ExpertBot):
        raise TypeError(f"{game.info.id}: the expert level is not a searching player")
    return hint(bot, game, info, actor)

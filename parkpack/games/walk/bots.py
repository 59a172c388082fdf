"""Computer players for A Walk in the Park.

easy:   bots_easy.EasyBot: draws what connects its network, without looking
        further; takes one of the good drawings, not always the best.
normal: bots_normal.NormalBot: judges each drawing by the sheet it leaves.
hard:   bots_hard.HardBot: judges every choice (drawing, bonus, turning a
        path into a T) by the expected final score of the sheet it leaves
        (bots_eval), counting on what the next roll of the public die can do.
expert: the game-agnostic search (engine/expert.py) with this game's
        estimates (expert.py).
"""

from __future__ import annotations

from ...engine import expert as search_expert
from ...engine.api import Bot, BotLevel
from ...engine.errors import ParkpackError
from ...i18n import N_
from .actions import Action
from .bots_easy import EasyBot
from .bots_hard import HardBot
from .bots_normal import NormalBot
from .state import State

LEVELS: tuple[BotLevel, ...] = (
    BotLevel("easy", N_("Easy"), N_("Connects landmarks one drawing at a time, with the odd slip.")),
    BotLevel("normal", N_("Normal"), N_("Judges each drawing by the sheet it leaves.")),
    BotLevel("hard", N_("Hard"), N_("Plans its network, loops and bonuses against the odds of the die.")),
    search_expert.LEVEL,
)


def make(level: str, seed: int) -> Bot[State, Action]:
    if level == "easy":
        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed)
    if level == "hard":
        return HardBot(seed)
    if level == search_expert.EXPERT:
        from . import expert

        return expert.make(seed)
    known = ", ".join(lv.id for lv in LEVELS)
    raise ParkpackError(f"A Walk in the Park has no computer level '{level}' (known: {known}, random)")


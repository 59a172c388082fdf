"""Computer players for Tenpenny Parks.

easy:   bot_easy.EasyBot: builds the attraction with the most points it can
        afford, puts tiles where they leave the most room, and takes VP
        whenever it leads a track; no lookahead.
normal: bot_normal.NormalBot: plays each worker placement out to the end of
        its turn (tile, wilds, trees, board) and keeps the one whose position
        ``bot_eval.estimate`` values most.
hard:   bot_hard.HardBot: the normal lookahead with a sharper estimate
        (goals, the end of the game, the attraction-count bonus), and it
        plays its month as a plan: contested Builder locations before the
        spaces nobody can take from it.
expert: the game-agnostic search (engine/expert.py) with this game's
        estimates (expert.py), guided by the hard player's choice.
"""

from __future__ import annotations

from parkpack.engine.api import Bot
from parkpack.engine.errors import ParkpackError

from .actions import Action
from .bot_easy import EasyBot
from .bot_hard import HardBot
from .bot_normal import NormalBot
from .game import LEVELS
from .state import State


def make(level: str, seed: int) -> Bot[State, Action]:
    if level == "easy":
        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed)
    if level == "hard":
        return HardBot(seed)
    if level == "expert":
        from . import expert

        return expert.make(seed)
    known = ", ".join(lv.id for lv in LEVELS)
    raise ParkpackError(f"Tenpenny Parks has no computer level '{level}' (known: {known}, random)")

"""Computer players for Steam Donkey.

easy:   bots_easy.EasyBot: builds what it can, collects visitors once a few
        wait, moves the colour it has room for; careless a quarter of the time.
normal: bots_normal.NormalBot: plays each action of the turn through on two
        random deals of the unseen cards and keeps the best.
hard:   bots_hard.HardBot: the same test looked a whole round further, with
        every other player answering, over more deals.
expert: the game-agnostic search (engine/expert.py) with this game's
        estimates (expert.py): the hard player's judgement and steps.

Every player is given its seat's view only (InfoSet); hidden faces are
dealt at random consistently with the backs it has seen (hidden.determinize).
"""

from __future__ import annotations

from parkpack.engine.api import Bot
from parkpack.engine.errors import ParkpackError

from .actions import Action
from .bots_easy import EasyBot
from .bots_hard import HardBot
from .bots_normal import NormalBot
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
    raise ParkpackError(f"Steam Donkey has no computer level '{level}' (known: easy, normal, hard, expert, random)")

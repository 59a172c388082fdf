"""Computer players for Tenpenny Parks (placeholder until the levels are written)."""

from __future__ import annotations

from parkpack.engine.api import Bot
from parkpack.engine.bots import RandomBot

from .actions import Action
from .state import State


def make(level: str, seed: int) -> Bot[State, Action]:
    return RandomBot(seed)

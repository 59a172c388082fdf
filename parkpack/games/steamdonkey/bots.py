"""Computer players for Steam Donkey (filled in below)."""

from __future__ import annotations

from parkpack.engine.api import Bot
from parkpack.engine.bots import RandomBot
from parkpack.engine.errors import ParkpackError

from .actions import Action
from .state import State


def make(level: str, seed: int) -> Bot[State, Action]:
    if level in ("easy", "normal", "hard"):
        return RandomBot(seed)
    raise ParkpackError(f"Steam Donkey has no computer level '{level}'")

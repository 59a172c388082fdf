"""Parkies computer players (filled in below)."""

from __future__ import annotations

from typing import Any

from parkpack.engine.bots import RandomBot


def make_bot(level: str, seed: int) -> Any:
    return RandomBot(seed)

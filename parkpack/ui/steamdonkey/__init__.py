"""The Steam Donkey board scene (see board.py)."""

from .board import SteamDonkeyBoard

BOARD = SteamDonkeyBoard

__all__ = ["BOARD", "SteamDonkeyBoard"]

"""The Parkies board scene (see board.py)."""

from .board import ParkiesBoard

BOARD = ParkiesBoard

__all__ = ["BOARD", "ParkiesBoard"]

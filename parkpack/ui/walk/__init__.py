"""The board scene of A Walk in the Park (see board.py)."""

from .board import WalkBoard

BOARD = WalkBoard

__all__ = ["BOARD", "WalkBoard"]

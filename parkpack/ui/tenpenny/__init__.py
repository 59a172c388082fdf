"""The Tenpenny Parks board scene (see board.py)."""

from .board import TenpennyBoard

BOARD = TenpennyBoard

__all__ = ["BOARD", "TenpennyBoard"]

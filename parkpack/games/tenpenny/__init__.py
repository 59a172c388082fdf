"""Tenpenny Parks: workers, trees, land and attractions over five months.

``GAME`` implements parkpack.engine.api.Game. Rules readings:
docs/rules-tenpenny.md; the pieces and their reasons: docs/content-tenpenny.md.
"""

from .game import INFO, TenpennyGame

GAME = TenpennyGame()

__all__ = ["GAME", "TenpennyGame", "INFO"]

"""Steam Donkey: build a Victorian seaside resort from double-sided cards.

``GAME`` implements parkpack.engine.api.Game. Rules readings:
docs/rules-steamdonkey.md; the cards, posters and their reasons:
docs/content-steamdonkey.md.
"""

from .game import INFO, SteamDonkeyGame

GAME = SteamDonkeyGame()

__all__ = ["GAME", "INFO", "SteamDonkeyGame"]

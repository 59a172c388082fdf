"""Parkies: bid for attractions, build a theme park, court the Parkies.

``GAME`` implements parkpack.engine.api.Game.
"""

from .game import ParkiesGame

GAME = ParkiesGame()

__all__ = ["GAME", "ParkiesGame"]

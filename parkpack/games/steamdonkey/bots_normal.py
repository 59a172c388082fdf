"""The normal computer player: tries each action of the turn and keeps the best.

At the start of a turn it deals the cards it cannot see at random (twice),
plays each of the turn's actions through with the common steps, and judges
the position each leaves (bots_eval). The other steps follow bots_policy.
"""

from __future__ import annotations

from parkpack.engine.api import Game, InfoSet
from parkpack.engine.rng import Rng

from .actions import Action
from .bots_eval import DEFAULT, Weights, evaluate, win_chance
from .bots_policy import obvious
from .bots_turn import play_turn, turn_options
from .hidden import determinize
from .state import State

DEALS = 2  # random deals of the unseen cards per decision


class NormalBot:
    def __init__(self, seed: int | str = 0, weights: Weights = DEFAULT, deals: int = DEALS, by_chance: bool = True) -> None:
        self._rng = Rng(f"steamdonkey-normal/{seed}")
        self.weights = weights
        self.deals = deals
        self.by_chance = by_chance

    def choose(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action:
        v, legal, w = info.view, info.legal, self.weights
        settled = obvious(v, legal, w)
        if settled is not None:
            return settled
        options = turn_options(legal)
        totals = [0.0] * len(options)
        for _ in range(self.deals):
            full = determinize(v, info.seat, self._rng)
            for i, a in enumerate(options):
                after = play_turn(full, a, w, self._rng)
                totals[i] += win_chance(after, info.seat, w) if self.by_chance else evaluate(after, info.seat, w)
        return options[max(range(len(options)), key=lambda i: totals[i])]

"""The hard computer player: looks a round ahead, over many deals.

At the start of a turn it shortlists the actions the normal player's test
rates best, then for several random deals of the cards it cannot see plays
each shortlisted action through, lets every other player take a turn (each
trying its own actions on that deal) and takes its own next turn the same
way, and keeps the action with the best average position. That sees what a
plain one-turn test misses: visitors the next players will take from the
platform, the final turns a completed resort hands to the others, and
whether this turn sets up a good next one. Other steps follow bots_policy.
"""

from __future__ import annotations

from typing import Sequence

from parkpack.engine.api import Game, InfoSet
from parkpack.engine.rng import Rng

from .actions import Action
from .bots_eval import DEFAULT, Weights, evaluate, win_chance
from .bots_policy import obvious
from .bots_turn import greedy_choice, play_round, play_turn, turn_options
from .hidden import determinize
from .state import State

SHORTLIST = 4  # actions looked at more deeply
#: Random deals of the unseen cards per decision, by the number of players:
#: a round ahead costs one simulated turn per player (move time stays well
#: under the 1.5 s target, docs/content-steamdonkey.md).
DEALS: dict[int, int] = {2: 12, 3: 8, 4: 6}
QUICK_DEALS = 2  # deals for the shortlist


class HardBot:
    def __init__(self, seed: int | str = 0, weights: Weights = DEFAULT, deals: int = 0, shortlist: int = SHORTLIST) -> None:
        self._rng = Rng(f"steamdonkey-hard/{seed}")
        self.weights = weights
        self.deals = deals  # 0: by the number of players (DEALS)
        self.shortlist = shortlist

    def choose(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action:
        v, legal, w = info.view, info.legal, self.weights
        settled = obvious(v, legal, w)
        if settled is not None:
            return settled
        seat, rng = info.seat, self._rng
        options = self._shortlist(v, seat, turn_options(legal))
        if len(options) == 1:
            return options[0]
        totals = [0.0] * len(options)

        def chooser(st: State, moves: Sequence[Action]) -> Action:
            return greedy_choice(st, moves, w, rng)

        for _ in range(self.deals or DEALS[v.n]):
            full = determinize(v, seat, rng)
            for i, a in enumerate(options):
                after = play_turn(full, a, w, rng)
                after = play_round(after, seat, chooser, w, rng, v.n)
                totals[i] += win_chance(after, seat, w)
        return options[max(range(len(options)), key=lambda i: totals[i])]

    def _shortlist(self, v: State, seat: int, options: list[Action]) -> list[Action]:
        w, rng = self.weights, self._rng
        totals = [0.0] * len(options)
        for _ in range(QUICK_DEALS):
            full = determinize(v, seat, rng)
            for i, a in enumerate(options):
                totals[i] += evaluate(play_turn(full, a, w, rng), seat, w)
        order = sorted(range(len(options)), key=lambda i: -totals[i])
        return [options[i] for i in order[: self.shortlist]]

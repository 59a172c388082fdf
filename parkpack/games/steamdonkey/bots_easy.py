"""The easy computer player: sensible, short-sighted, and now and then careless.

It never looks ahead. At the start of a turn it builds if it can raise
anything worth having, adds visitors to its hand once a few are waiting,
and otherwise moves visitors of the colour it has most room for; a share of
its turns it picks among the actions at random. Its steps are the common
ones (bots_policy) with plainer weights.
"""

from __future__ import annotations

from typing import Sequence

from parkpack.engine.api import Game, InfoSet
from parkpack.engine.rng import Rng

from .actions import BUILDS, COLLECT, MOVES, TAKE_DISCARD, Action
from .bots_eval import Weights
from .bots_policy import best_raise, colour_raises, obvious, open_places
from .bots_turn import turn_options
from .state import State

EASY_WEIGHTS = Weights(hand=0.6, quality=0.0, guest=0.5, capacity=0.1, transport=0.2)
CARELESS = 0.25  # share of turns whose action is picked at random
COLLECT_AT = 3  # visitors waiting before it adds them to its hand


class EasyBot:
    def __init__(self, seed: int | str = 0) -> None:
        self._rng = Rng(f"steamdonkey-easy/{seed}")

    def choose(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action:
        v, legal = info.view, info.legal
        settled = obvious(v, legal, EASY_WEIGHTS)
        return settled if settled is not None else self._start(v, legal)

    def _start(self, v: State, legal: Sequence[Action]) -> Action:
        options = turn_options(legal)
        if self._rng.random() < CARELESS:
            return self._rng.pick(options)
        p = v.me
        gains = [best_raise(v, colour_raises(v, c), EASY_WEIGHTS)[0] for c in range(3)]
        best = max(range(3), key=lambda c: gains[c])
        if gains[best] > 0.5:
            return BUILDS[best]
        if p.guest_count >= COLLECT_AT and p.room > 0:
            return COLLECT
        room = [open_places(p, c) for c in range(3)]
        colour = max(range(3), key=lambda c: room[c])
        if room[colour] > 0:
            return MOVES[colour]
        if p.guest_count:
            return COLLECT
        return TAKE_DISCARD if TAKE_DISCARD in legal else MOVES[colour]

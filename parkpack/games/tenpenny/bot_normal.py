"""The normal computer player: each decision judged by the position it
leads to at the end of its own turn (bot_plan.Planner, bot_eval.estimate)."""

from __future__ import annotations

from typing import Any

from parkpack.engine.api import InfoSet
from parkpack.engine.rng import Rng

from .actions import Action
from .bot_eval import NORMAL, Weights
from .bot_plan import SUB_DECISIONS, Planner, Value
from .hidden import determinize
from .state import (
    ADVERTISING,
    CHOOSE_BONUS,
    FOR_BECKY,
    KEEP,
    PROPERTY,
    TURN_RING,
    WORKER,
    State,
)


class PlanningBot:
    """Greedy lookahead to the end of the turn; the levels above add to it."""

    name = "normal"

    def __init__(self, seed: int | str = 0, weights: Weights = NORMAL, value: Value | None = None) -> None:
        self._rng = Rng(f"tenpenny-{self.name}/{seed}")
        self.planner = Planner(weights, value)

    def choose(self, game: Any, info: InfoSet[State, Action]) -> Action:
        legal = info.legal
        if len(legal) == 1:
            return legal[0]
        seat = info.seat
        state = determinize(info.view, seat, self._rng)
        kind = state.task.kind
        p = self.planner
        if kind == WORKER:
            return self.worker(state, seat, legal)
        if kind in SUB_DECISIONS:
            return p.best_sub(state, seat)[0]
        if kind == ADVERTISING:
            return p.advertising(state, seat, legal)
        if kind == CHOOSE_BONUS:
            return p.bonus(state, seat, legal)
        if kind == KEEP:
            return p.keep(state, seat, legal)
        if kind == PROPERTY:
            return p.property(state, seat, legal)
        if kind == TURN_RING:
            return p.ring(state, seat, legal)
        if kind == FOR_BECKY:
            return p.for_becky(state, seat, legal)
        return legal[0]

    def worker(self, state: State, seat: int, legal: tuple[Action, ...]) -> Action:
        return self.planner.best_of(state, seat, legal)[0]


class NormalBot(PlanningBot):
    name = "normal"

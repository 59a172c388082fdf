"""The hard computer player.

It looks two worker placements ahead: each candidate placement is played
out to the end of its turn (as the normal player does), and then judged by
the best placement it leaves for the player's next worker this month. A
Builder location it means to take next may be gone by then: the chance it
survives the rivals' turns in between is counted (in the solo game Becky's
next choice is known and simply taken away). Positions are judged against
the strongest rival (Becky in the solo game), with sharper weights than the
normal player's (bot_eval.SHARP).
"""

from __future__ import annotations

from parkpack.engine.rng import Rng

from .actions import Action, PlaceWorker
from .becky import CONTRACT, candidates, plan
from .bot_eval import SHARP, Weights, becky_estimate, estimate
from .bot_normal import PlanningBot
from .bot_plan import Value
from .common import set_builder, workers_left
from .content import TYPE_INDEX
from .effects import apply
from .evolve import evolve
from .legal import chance_outcomes, legal_actions
from .state import BOARD_TOP, CARD_TOP, WORKER, State, Task

RIVALRY = 0.4  # how much a rival's expected score counts against one's own
SURVIVE = 0.7  # chance a Builder location survives one rival's turn
SHORTLIST = 5  # first placements looked at two deep


def relative_value(weights: Weights, rivalry: float = RIVALRY) -> Value:
    def value(state: State, seat: int) -> float:
        own = estimate(state, seat, weights)
        if state.becky is not None:
            rival = becky_estimate(state)
        else:
            rival = max(estimate(state, s, weights) for s in range(state.seats) if s != seat)
        return own - rivalry * rival
    return value


class HardBot(PlanningBot):
    name = "hard"

    def __init__(self, seed: int | str = 0, weights: Weights = SHARP) -> None:
        super().__init__(seed, weights, relative_value(weights))
        self._plan_rng = Rng(f"tenpenny-hard-plan/{seed}")

    def worker(self, state: State, seat: int, legal: tuple[Action, ...]) -> Action:
        p = self.planner
        first = []
        for a in legal:
            after = p.finish(apply(state, a), seat)
            first.append((p.value(after, seat), a, after))
        first.sort(key=lambda x: -x[0])
        if state.players[seat].workers <= 1:
            return first[0][1]
        best, best_v = first[0][1], float("-inf")
        for v1, a, after in first[:SHORTLIST]:
            v = self._second(after, seat, v1)
            if v > best_v:
                best, best_v = a, v
        return best

    def _second(self, after: State, seat: int, fallback: float) -> float:
        """The value of the best next worker placement, as far as it can be foreseen."""
        rivals = self._rival_turns(after, seat)
        while after.task.kind in (CARD_TOP, BOARD_TOP):  # the next card or board comes up
            outcomes = chance_outcomes(after)
            after = apply(after, outcomes[self._plan_rng.below(len(outcomes))][0])
        state = self._without_becky_pick(after)
        state = state if state.task.kind == WORKER and state.task.seat == seat else _my_worker(state, seat)
        if state.players[seat].workers <= 0:
            return fallback
        p = self.planner
        builders: list[float] = []
        others: list[float] = []
        for a in legal_actions(state):
            v = p.value(p.finish(apply(state, a), seat), seat)
            (builders if isinstance(a, PlaceWorker) and a.space in TYPE_INDEX else others).append(v)
        safe = max(others, default=fallback)
        survive = SURVIVE ** rivals if state.becky is None else 1.0
        top = max(builders, default=float("-inf"))
        return max(safe, survive * top + (1 - survive) * safe)

    @staticmethod
    def _rival_turns(state: State, seat: int) -> int:
        """Rival worker placements due before the seat's next one."""
        n = state.entrants
        return sum(1 for k in range(1, n) if workers_left(state, (seat + k) % n) > 0)

    @staticmethod
    def _without_becky_pick(state: State) -> State:
        """Solo: the Builder location Becky will take next is no longer open."""
        b = state.becky
        if b is None or b.workers <= 0:
            return state
        kind = plan(b)
        if kind == CONTRACT:
            return state
        options = candidates(state, kind)
        if not options:
            return state
        return evolve(state, board=set_builder(state.board, options[0], state.seats))


def _my_worker(state: State, seat: int) -> State:
    """The seat's next worker decision, as if it came now."""
    return evolve(state, task=Task(WORKER, seat))

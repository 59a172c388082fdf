"""Lookahead shared by the normal and hard computer players.

A worker placement in Tenpenny Parks is followed by the same player's small
decisions (where the tile goes, which wild track, which trees, which board
and side). ``Planner.finish`` plays those out greedily by ``estimate`` so a
worker placement is judged by the position it leads to at the end of the
player's turn. Lookahead runs on a determinized copy of the player's view:
other players' goals and the boards under the stacks' top faces are dealt
at random, which the player's own estimate never reads.
"""

from __future__ import annotations

from typing import Callable

from .actions import Action, Advertise, Bonus, ChooseProperty, Done, Keep, TurnRing
from .bot_eval import Weights, estimate, incomes_left, months_left
from .common import builder_cost
from .content import CARD, GOAL, RING, TYPES, ring_modifier
from .effects import apply
from .legal import legal_actions, to_act
from .state import EXPAND, PLACE, STACK, TAKE, TREES, WILD, State

SUB_DECISIONS: frozenset[str] = frozenset({PLACE, WILD, TREES, TAKE, STACK, EXPAND})
#: How a player values a position for a seat (VP).
Value = Callable[[State, int], float]
SHOVEL_VALUE = 0.8

#: How often each goal is met at the end of three-player games between normal
#: players who did not aim at it (docs/content-tenpenny.md): the prior a
#: player keeps its goals by.
GOAL_PRIOR: dict[str, float] = {
    "G01": 0.23, "G02": 0.27, "G03": 0.39, "G04": 0.23, "G05": 0.3, "G06": 0.39, "G07": 0.3,
    "G08": 0.33, "G09": 0.1, "G10": 0.15, "G11": 0.42, "G12": 0.15, "G13": 0.38, "G14": 0.23,
}


class Planner:
    def __init__(self, weights: Weights, value: Value | None = None) -> None:
        self.w = weights
        self.value: Value = value or (lambda s, seat: estimate(s, seat, weights))

    # --- the rest of a turn ------------------------------------------------------------
    def finish(self, state: State, seat: int) -> State:
        """Play the seat's follow-up decisions greedily."""
        while to_act(state) == seat and state.task.kind in SUB_DECISIONS:
            state = apply(state, self.best_sub(state, seat)[0])
        return state

    def best_sub(self, state: State, seat: int) -> tuple[Action, float]:
        legal = legal_actions(state)
        if state.task.kind == PLACE:
            return self.best_place(state, seat, legal)
        return self.best_of(state, seat, legal)

    def best_of(self, state: State, seat: int, legal: tuple[Action, ...]) -> tuple[Action, float]:
        best, best_v = legal[0], float("-inf")
        for a in legal:
            v = self.value(self.finish(apply(state, a), seat), seat)
            if v > best_v:
                best, best_v = a, v
        return best, best_v

    def best_place(self, state: State, seat: int, legal: tuple[Action, ...]) -> tuple[Action, float]:
        """Placements judged by the position after any wild icons they cover."""
        best, best_v = legal[0], float("-inf")
        for a in legal:
            after = apply(state, a)
            if after.task.kind == WILD and to_act(after) == seat:
                after = self.finish(after, seat)
            v = self.value(after, seat)
            if v > best_v:
                best, best_v = a, v
        return best, best_v

    # --- top-level decisions -------------------------------------------------------------
    def advertising(self, state: State, seat: int, legal: tuple[Action, ...]) -> Action:
        done_v = self.value(apply(state, Done()), seat) if Done() in legal else float("-inf")
        best: Action = Done()
        best_v = done_v
        for a in legal:
            if isinstance(a, Advertise):
                v = self.value(apply(state, a), seat)
                if v > best_v + 1e-9:
                    best, best_v = a, v
        return best

    def bonus(self, state: State, seat: int, legal: tuple[Action, ...]) -> Action:
        def v(a: Action) -> float:
            after = apply(state, a)
            extra = 0.0
            if isinstance(a, Bonus) and a.track == 1 and months_left(state) > 0.5:
                extra = SHOVEL_VALUE if after.shovel == seat else 0.0
            return self.value(after, seat) + extra
        return max(legal, key=v)

    def keep(self, state: State, seat: int, legal: tuple[Action, ...]) -> Action:
        def prior(a: Action) -> float:
            assert isinstance(a, Keep)
            return sum(GOAL_PRIOR.get(g, 0.3) for g in a.goals) + 0.001 * sum(int(g[1:]) for g in a.goals)
        return max(legal, key=prior)

    def property(self, state: State, seat: int, legal: tuple[Action, ...]) -> Action:
        def v(a: Action) -> float:
            assert isinstance(a, ChooseProperty)
            return self.value(apply(state, a), seat)
        return max(legal, key=v)

    def card_worth(self, state: State, seat: int, card_id: str) -> float:
        """A rough value of an attraction card to a player, before its cost."""
        card = CARD[card_id]
        n = len(state.players[seat].cards) if seat < state.seats else 0
        count = 1.6 if 4 <= n <= 8 else 0.8
        return card.vp + 0.9 * len(card.icons) + self.w.income * card.income * incomes_left(state) + count

    def ring(self, state: State, seat: int, legal: tuple[Action, ...]) -> Action:
        """Turn the ring so that the card most worth buying next month is cheap."""
        b = state.board

        def v(a: Action) -> float:
            assert isinstance(a, TurnRing)
            pos = (b.ring + a.spaces) % len(RING)
            best = float("-inf")
            for loc, top in enumerate(b.tops):
                if top:
                    cost = max(0, CARD[top].cost + ring_modifier(pos, loc))
                    best = max(best, self.card_worth(state, seat, top) - self.w.money * cost)
            return best
        return max(legal, key=v)

    def for_becky(self, state: State, seat: int, legal: tuple[Action, ...]) -> Action:
        """Becky takes the tied card the player wants least."""
        def v(a: Action) -> float:
            loc = TYPES.index(str(a).split()[1])
            top = state.board.tops[loc]
            return -(self.card_worth(state, seat, top) - self.w.money * builder_cost(state, loc))
        return max(legal, key=v)


def goal_names(goals: tuple[str, ...]) -> str:
    return ", ".join(GOAL[g].name for g in goals)


"""The easy computer player: a gentle opponent that still plays sensibly.

It values a drawing only by what it does now and how close it brings the
nearest landmarks (no loops planned, no thought for the next roll, no
timing of the end), and takes any drawing within ``SLACK`` of its best, so it
slips now and then. Bonuses follow a fixed order of taste; it never turns a
path into a T.
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Game, InfoSet
from ...engine.rng import Rng
from .actions import Draw, Pass, PlaceStatue, TickBonus
from .bots_sheet import FAR, Survey, gain, survey
from .content import EMPTY, IBIS, LANDMARK_SQUARES
from .actions import Action
from .state import State

SLACK = 0.3  # drawings this close to the best one are all fair choices
VISIT = 3.0  # a landmark joined to the centre now
LOOP = 1.0  # a loop closed now (a statue)
NEAR = 0.5  # per empty square fewer between the network and a landmark (the three nearest)
OPEN = 0.3  # per end of the network facing an empty square (up to five)
DEAD = 0.3  # per end of the network that leads nowhere
LANDMARK_IBIS = 3.0  # an ibis drawn on a landmark square blocks it
TASTE = ("two", "statues", "statue", "one", "ibises", "curve", "straight", "groups", "flock", "ibis-t")


def _shape(cells: tuple[int, ...], visited: int) -> float:
    """How well the network is placed: near landmarks, open ends, no dead ends."""
    sv = survey(cells)
    dists = sorted(
        sv.dist[sq] for i, sq in enumerate(LANDMARK_SQUARES) if not visited >> i & 1 and cells[sq] == EMPTY
    )
    near = sum(min(d, 6) for d in dists[:3] if d < FAR)
    return -NEAR * near + OPEN * min(sv.open_ends, 5) - DEAD * sv.dead_ends


class EasyBot:
    """Greedy, one drawing at a time, and not always the best one."""

    def __init__(self, seed: int | str = 0) -> None:
        self._rng = Rng(f"walk-easy/{seed}")

    def choose(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action:
        view_state, seat, legal = info.view, info.seat, info.legal
        first = legal[0]
        if isinstance(first, (Pass, PlaceStatue)):
            return first
        if isinstance(first, TickBonus):
            ticks = [a for a in legal if isinstance(a, TickBonus)]
            return min(ticks, key=lambda a: TASTE.index(a.bonus))
        sheet = view_state.sheets[seat]
        visited = sum(1 << i for i, t in enumerate(sheet.visits) if t)
        sv = survey(sheet.cells)
        draws = [a for a in legal if isinstance(a, Draw)]
        values = [self._value(sheet.cells, visited, sv, a) for a in draws]
        top = max(values)
        return self._rng.pick([a for a, v in zip(draws, values) if v >= top - SLACK])

    @staticmethod
    def _value(cells: tuple[int, ...], visited: int, sv: Survey, action: Draw) -> float:
        sq = action.square
        after = cells[:sq] + (action.mask,) + cells[sq + 1 :]
        if action.mask == IBIS:
            return _shape(after, visited) - (LANDMARK_IBIS if sq in LANDMARK_SQUARES else 0.0)
        joined, loops = gain(sv, sq, action.mask, visited)
        return VISIT * bin(joined).count("1") + LOOP * loops + _shape(after, visited | joined)

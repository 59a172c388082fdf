"""What the expert (engine/search.py) needs from A Walk in the Park: an
estimate of every seat's result from any position, and which actions look
promising. Everything here reads the full state, which is public.

The estimate starts from the hard player's expected final score of each
sheet (bots_eval.worth). Alone, that is the value: the solo expert maximises
its points. With rivals it becomes a chance of winning: the lead over the
best rival, measured against how much the remaining turns can still change
(a logistic curve that sharpens as the game nears its end).

A search asks for the same sheets over and over (a rival's sheet does not
change while the searching seat tries its drawings), so sheet estimates and
surveys are remembered by value.
"""

from __future__ import annotations

import math
from dataclasses import replace
from functools import lru_cache
from typing import Sequence

from ...engine.api import MARGIN_WEIGHT, Game, InfoSet
from ...engine.expert import ExpertBot
from ...engine.search import SearchConfig
from .actions import Action, Draw, Pass, PlaceStatue, TickBonus, TurnToT
from .bots_eval import LOOP_RATE, MULTI_TURNS, Outlook, Position, banked, bonus_values, outlook, over, position, worth
from .bots_eval import _next_roll as next_roll_loops
from .bots_hard import HardBot, after_draw
from .bots_sheet import Survey, gain, survey
from .content import GOAL, IBIS, LANDMARK_AT
from .state import ROLL, State, claimed

#: The solo estimate's optimism (see solo_optimism).
OPTIMISM_BASE = 1.0
OPTIMISM_PER_TURN = 0.11
OPTIMISM_CAP = 2.0
BONUS_OPTIMISM: dict[str, float] = {"ibises": 0.3, "statues": 0.35, "flock": 0.3, "groups": 0.15,
                                    "statue": -0.2, "curve": -0.25, "straight": -0.25}
#: How uncertain the statue count difference is: a base plus a share per turn left.
STATUE_NOISE_BASE = 0.3
STATUE_NOISE_PER_TURN = 0.15
#: Spread of the final score difference: a base plus a share per turn left.
SPREAD_BASE = 1.2
SPREAD_PER_TURN = 0.55

#: How sharply the root's priors follow the hard player's estimate (points).
ROOT_TEMPERATURE = 0.4

CONFIG = SearchConfig(exploration=1.0, playout_depth=0)
#: Alone, the hard player's move is kept unless the search finds clearly better.
SOLO_GUIDE = 0.8


class WalkExpert(ExpertBot[State, Action]):
    """The expert, guided by the hard player's choice (searched first and
    kept unless the search finds better), with the statue square chosen at
    once: where a statue stands changes nothing (docs/rules-walk.md, "What
    inside the loop means")."""

    def __init__(self, seed: int | str = 0, config: SearchConfig = SearchConfig()) -> None:
        super().__init__(seed, config)
        self._hard = HardBot(seed)

    def config_for(self, info: InfoSet[State, Action]) -> SearchConfig:
        return replace(self.config, guide_share=SOLO_GUIDE) if info.view.solo else self.config

    def guide(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action | None:
        return self._hard.choose(game, info) if info.view.solo else None

    def root_priors(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Sequence[float] | None:
        """Every drawing and bonus judged as the hard player judges them
        (the sheet's expected score after it), so the search tries the
        likeliest first however they look to the quick priors."""
        state, seat, legal = info.view, info.seat, info.legal
        if not state.solo or not isinstance(legal[0], (Draw, TickBonus)):
            return None
        pos, look = position(state, seat), outlook(state, seat)
        if isinstance(legal[0], TickBonus):
            values = [HardBot.bonus_worth(pos, look, a.bonus) if isinstance(a, TickBonus) else -math.inf for a in legal]
        else:
            sv = cached_survey(pos.cells)
            values = [worth(after_draw(pos, sv, a.square, a.mask), look) if isinstance(a, Draw) else -math.inf
                      for a in legal]
        top = max(values)
        return [math.exp((v - top) / ROOT_TEMPERATURE) for v in values]

    def forced(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action | None:
        legal = info.legal
        if len(legal) == 1 or isinstance(legal[0], (PlaceStatue, Pass)):
            return legal[0]
        return None


def make(seed: int) -> WalkExpert:
    return WalkExpert(seed, CONFIG)


# --- the estimate -------------------------------------------------------------------
def turns_left(state: State) -> int:
    """Turns still to come after this one (estimated with several players, as
    the hard player does: someone about to reach a goal ends it soon)."""
    if state.solo:
        return state.turns_left
    left = max(1, MULTI_TURNS - state.turn)
    for other in state.sheets:
        if len(other.visited) >= GOAL - 1 or other.ibises >= GOAL - 1:
            return min(left, 2)
    return left


def seat_outlook(state: State, seat: int, left: int, statue_base: float = 0.0) -> Outlook:
    """The hard player's outlook for ``seat``. With rivals, statues are left
    out (``statue_base`` 0, unless asked for): only the player(s) with the
    most score them, which ``evaluate`` works out across the sheets."""
    taken = 0
    own = state.sheets[seat].firsts
    for lm in claimed(state):
        if lm not in own:
            taken |= 1 << lm
    if state.solo:
        return Outlook(True, left, taken, 1.0, 0)
    return Outlook(False, left, taken, statue_base, -1000)


@lru_cache(maxsize=1 << 16)
def sheet_points(pos: Position, look: Outlook) -> float:
    """The expected final score of one sheet (statues apart, with rivals)."""
    return banked(pos, look) if over(pos, look) else worth(pos, look)


@lru_cache(maxsize=1 << 14)
def statues_to_come(cells: tuple[int, ...], left: int) -> float:
    """Statues a sheet may still add: loops the next roll can close, and more later."""
    return next_roll_loops(cached_survey(cells), 1.0) + LOOP_RATE * left


def evaluate(state: State) -> tuple[float, ...] | None:
    """Each seat's expected result, at the start of a turn only: every
    estimate is then taken at the same moment of a turn, so drawings that end
    the turn and drawings that earn a bonus first compare fairly (the search
    plays the rest of a turn with ``policy``)."""
    if state.tasks and state.tasks[-1].kind != ROLL:
        return None
    seats = len(state.sheets)
    left = turns_left(state)
    positions = [position(state, seat) for seat in range(seats)]
    points = [sheet_points(positions[seat], seat_outlook(state, seat, left)) for seat in range(seats)]
    if seats == 1:
        if over(positions[0], seat_outlook(state, 0, left)):
            return (points[0],)
        return (points[0] - solo_optimism(left, state.sheets[0].bonuses),)
    spread = SPREAD_BASE + SPREAD_PER_TURN * math.sqrt(left)
    statues = [float(p.statues) for p in positions]
    final = [statues[i] + (0.0 if over(positions[i], seat_outlook(state, i, left)) else
                          statues_to_come(state.sheets[i].cells, left)) for i in range(seats)]
    noise = math.sqrt(STATUE_NOISE_BASE + STATUE_NOISE_PER_TURN * left)
    if seats == 2:
        return _duel(points, statues, final, noise, spread)
    values = []
    for seat in range(seats):
        most = 1.0
        for other in range(seats):
            if other != seat:
                most *= _normal_cdf((statues[seat] - statues[other] + 0.5) / noise)
        points[seat] += most * final[seat]
    for seat in range(seats):
        lead = points[seat] - max(p for i, p in enumerate(points) if i != seat)
        values.append(_logistic(lead / spread) + MARGIN_WEIGHT * lead)
    return tuple(values)


def solo_optimism(left: int, bonuses: tuple[str, ...]) -> float:
    """How much the hard player's estimate of a solo sheet runs above the
    score it ends with, measured over 800 solo games of the hard player at
    every level (10,588 turns; docs/computer-players.md): about a point with a
    turn to go, two with nine or more, and more or less with some bonuses.
    The search compares positions some turns apart, so an estimate that is
    more hopeful the further the end would otherwise pull it to short views."""
    return min(OPTIMISM_CAP, OPTIMISM_BASE + OPTIMISM_PER_TURN * left) + sum(BONUS_OPTIMISM.get(b, 0.0) for b in bonuses)


def _duel(points: list[float], statues: list[float], final: list[float], noise: float, spread: float) -> tuple[float, ...]:
    """Two players: the statue majority decides who scores statues at all
    (Ending the game), so each of its three outcomes is weighed on its own."""
    d = statues[0] - statues[1]
    first = _normal_cdf((d - 0.5) / noise)  # seat 0 ends with more statues
    second = _normal_cdf((-d - 0.5) / noise)
    level = max(0.0, 1.0 - first - second)
    lead = points[0] - points[1]
    cases = ((first, lead + final[0]), (second, lead - final[1]), (level, lead + final[0] - final[1]))
    win = sum(p * _logistic(x / spread) for p, x in cases)
    expected = sum(p * x for p, x in cases)
    return (win + MARGIN_WEIGHT * expected, 1.0 - win - MARGIN_WEIGHT * expected)


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def _normal_cdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


class GreedyWalk:
    """The playout policy: the likeliest action by ``priors`` (the rest of a
    turn is played this way before the position is estimated)."""

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed

    def choose(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action:
        weights = priors(info.view, info.legal)
        return info.legal[max(range(len(weights)), key=weights.__getitem__)]


# --- priors -----------------------------------------------------------------------
cached_survey = lru_cache(maxsize=1 << 14)(survey)


@lru_cache(maxsize=1 << 14)
def _facing_bits(sv: Survey) -> tuple[int, ...]:
    """square -> the sides of it that some path points into."""
    out = []
    for entries in sv.facing:
        bits = 0
        for bit, _ in entries:
            bits |= bit
        out.append(bits)
    return tuple(out)


def priors(state: State, legal: Sequence[Action]) -> list[float]:
    task = state.pending
    if task is None:
        return [1.0] * len(legal)
    seat = task.seat
    sheet = state.sheets[seat]
    if isinstance(legal[0], PlaceStatue):
        # Where a statue stands changes nothing: the search need try one square only.
        return [1.0] + [1e-9] * (len(legal) - 1)
    if isinstance(legal[0], TickBonus):
        pos = position(state, seat)
        worths = {b: v for v, b in bonus_values(pos, seat_outlook(state, seat, turns_left(state), 0.6))}
        return [math.exp(worths.get(a.bonus, 0.0)) if isinstance(a, TickBonus) else 0.05 for a in legal]
    sv = cached_survey(sheet.cells)
    facing = _facing_bits(sv)
    visited = sum(1 << i for i, t in enumerate(sheet.visits) if t)
    ibis = 2.0 if any(b in sheet.bonuses for b in ("ibises", "groups", "flock")) else 0.6
    out = []
    for a in legal:
        if isinstance(a, Draw):
            if a.mask == IBIS:
                lm = LANDMARK_AT[a.square]
                out.append(ibis * (0.3 if lm >= 0 and not visited >> lm & 1 else 1.0))
                continue
            links = facing[a.square] & a.mask
            if not links:
                out.append(1.0)
                continue
            joined, loops = gain(sv, a.square, a.mask, visited)
            out.append(1.0 + 1.5 * bin(links).count("1") + 6.0 * bin(joined).count("1") + 4.0 * loops)
        elif isinstance(a, TurnToT):
            out.append(0.05)
        else:
            out.append(1.0)
    return out

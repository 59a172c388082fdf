"""What the expert (engine/search.py) needs from Tenpenny Parks: an estimate
of every seat's chance of winning, which actions look promising, and a quick
player for the rest of a turn.

The estimate is the hard player's (bot_eval.estimate, with the sharper
weights less the one on track spaces and with less on a lead: ``WEIGHTS``;
bot_eval.becky_estimate for Becky): each seat's expected final score. The
lead over the best rival (Becky in the solo game), against the spread the
rest of the game still leaves, gives a chance of winning (a logistic curve
that sharpens as the game nears its end). It is only taken between turns:
while a player still has a tile to place, wilds, trees, a concession or a
board to choose, or a card or board is about to come up, the position is
half a move and ``evaluate`` declines (the quick player finishes the turn
first); in the Actions step it also waits until every entrant has placed
as many workers (``level``), so every estimate is taken at the same kind
of moment.

Goals of other seats are secret; the search deals them (hidden.determinize)
and the estimate reads the dealt ones, as any guess would.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any, Sequence

from parkpack.engine.api import MARGIN_WEIGHT, Game, InfoSet
from parkpack.engine.expert import ExpertBot
from parkpack.engine.search import SearchConfig

from .actions import Action
from .bot_eval import SHARP, Weights, becky_estimate, estimate, months_left
from .bot_hard import HardBot, relative_value
from .bot_normal import PlanningBot
from .bot_plan import SUB_DECISIONS, Planner
from .effects import apply
from .common import workers_left
from .state import BOARD_TOP, CARD_TOP, OVER, REVEAL, STACK, WORKER, State

#: Spread of the final score difference: a base plus a share per month left
#: (the lead of a seat with a month to go still swings by several VP).
SPREAD_BASE = 3.0
SPREAD_PER_MONTH = 2.5
#: How sharply priors follow the value a move leaves (VP).
TEMPERATURE = 1.5
#: Kinds of step at which a position is only half a turn.
MID_TURN: frozenset[str] = SUB_DECISIONS | {CARD_TOP, BOARD_TOP, REVEAL}

#: The hard player's move keeps most of the root's prior: within a move's time the
#: search reaches a few dozen iterations late in the game, too few to overturn it on noise.
#: The shortest thinking time at which the guide is the hard player's
#: two-deep plan (its own time counts against the move's).
HARD_GUIDE_MS = 1000

CONFIG = SearchConfig(exploration=1.0, playout_depth=0, guide_share=0.7)

#: The expert's weights: the hard player's, with nothing for a track space
#: below the bonus line, since a disc pays only by leading a track at the
#: Bonuses step or by ending past its eighth space (rulebook "3. Bonuses Step"
#: and "Emotions Bonuses"), and half as much for a lead (0.2 VP a month left),
#: which a rival's next disc can take away before the Bonuses step comes; the
#: bonus within reach keeps its weight. Measured in play:
#: docs/computer-players.md, Tenpenny Parks items 15 and 16.
WEIGHTS: Weights = replace(SHARP, track=0.0, lead=0.2)

_VALUE = relative_value(WEIGHTS)


class TenpennyExpert(ExpertBot[State, Action]):
    """The expert, guided by the hard player's choice (tried first at the
    root with most of its prior). The hard player's two-deep plan of a worker
    placement takes 50-270 ms, more than a short thinking time allows, so
    below ``HARD_GUIDE_MS`` the guide is its one-deep judgement instead (each
    placement played to the end of the turn and valued as the hard player
    values it). Only worker placements are searched. The rest of a turn
    (where the tile goes, wild icons, trees, the concession, the stack and
    the board's side) is the hard player's greedy choice, as inside the
    search (see ``priors``): those follow from the worker placement the
    search chose, and a search among dozens of tile spots would have little
    time left for the placement. The other decisions (the goals kept, the
    property, advertising, a track bonus, the ring, Becky's tie) are the hard
    player's too: searched, they cost the expert about 3 VP a solo game
    against Becky (docs/computer-players.md), the estimate being least
    reliable where a choice pays off months later."""

    def __init__(self, seed: int | str = 0, config: SearchConfig = SearchConfig()) -> None:
        super().__init__(seed, config)
        self._hard = HardBot(seed, WEIGHTS)
        self._quick_guide = PlanningBot(seed, WEIGHTS, _VALUE)

    def forced(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action | None:
        if len(info.legal) == 1:
            return info.legal[0]
        if info.view.task.kind != WORKER:
            return self._hard.choose(game, info)
        return None

    def guide(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action | None:
        if self.config.iterations > 0 or self.config.think_ms >= HARD_GUIDE_MS:
            return self._hard.choose(game, info)
        return self._quick_guide.choose(game, info)


def make(seed: int) -> TenpennyExpert:
    return TenpennyExpert(seed, CONFIG)


# --- the estimate -------------------------------------------------------------------
def spread(state: State) -> float:
    return SPREAD_BASE + SPREAD_PER_MONTH * months_left(state)


def evaluate(state: State) -> tuple[float, ...] | None:
    """Each seat's chance of winning (plus a hundredth per VP of lead, as in
    ``Game.outcome``), between turns only (None mid-turn, see above)."""
    if state.phase == OVER or state.task.kind in MID_TURN or not level(state):
        return None
    s = spread(state)
    points = [estimate(state, seat, WEIGHTS) for seat in range(state.seats)]
    if state.becky is not None:
        lead = points[0] - becky_estimate(state)
        return (_logistic(lead / s) + MARGIN_WEIGHT * lead,)
    values = []
    for seat in range(state.seats):
        lead = points[seat] - max(p for i, p in enumerate(points) if i != seat)
        values.append(_logistic(lead / s) + MARGIN_WEIGHT * lead)
    return tuple(values)


def level(state: State) -> bool:
    """Whether no entrant is a worker placement ahead of another: estimates
    taken in the Actions step only then, so a position after one's own
    placement is never compared with one after the rival's reply too."""
    if state.task.kind != WORKER:
        return True
    left = {workers_left(state, e) for e in range(state.entrants)}
    return len(left) == 1


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


# --- priors and the quick player ------------------------------------------------------
def priors(state: State, legal: Sequence[Action]) -> list[float] | None:
    """The rest of a turn: the greedy choice alone (the others are never
    tried, as at the root: ``TenpennyExpert.forced``). Other decisions: each
    action by the hard player's value of the position right after it
    (against the strongest rival), sharpened: cheap enough for every node,
    and it orders the builds, spaces and bonuses as the hard player would
    rank them at a glance."""
    seat = state.task.seat
    if len(legal) < 2 or not 0 <= seat < state.seats:
        return None
    if state.task.kind in SUB_DECISIONS:
        choice = _QUICK.best_sub(state, seat)[0]
        return [1.0 if a == choice else 1e-9 for a in legal]
    values = [_VALUE(apply(state, a), seat) for a in legal]
    top = max(values)
    return [math.exp((v - top) / TEMPERATURE) for v in values]


def _own(state: State, seat: int) -> float:
    return estimate(state, seat, WEIGHTS)


#: The rest of a turn judged by the seat's own estimate: a tile, a wild or a
#: tree changes the rivals' estimates hardly at all, and this halves the cost.
_QUICK = Planner(WEIGHTS, _own)


class QuickPlayer(PlanningBot):
    """The playout player: the rest of a turn as ``priors`` plays it (from
    the seat's own position, which its view holds whole), other decisions by
    the hard player's judgement without its two-deep plan of the month, which
    costs far too much for thousands of playouts."""

    name = "quick"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed, WEIGHTS, _VALUE)

    def choose(self, game: Any, info: InfoSet[State, Action]) -> Action:
        view = info.view
        if len(info.legal) > 1 and view.task.kind == WORKER:
            # A worker placement at a glance (as ``priors`` ranks them): a
            # rival's reply is played out before most estimates.
            weights = priors(view, info.legal)
            if weights is not None:
                return info.legal[max(range(len(weights)), key=weights.__getitem__)]
        # Which board a stack holds is secret: that choice needs a world dealt.
        if len(info.legal) > 1 and view.task.kind in SUB_DECISIONS and view.task.kind != STACK:
            return _QUICK.best_sub(view, info.seat)[0]
        return super().choose(game, info)


def policy(seed: int) -> QuickPlayer:
    return QuickPlayer(seed)

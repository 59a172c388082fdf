"""What the expert (engine/search.py) needs from Parkies: an estimate of
every seat's chance of winning from any position, which actions look
promising, and a fast player for playouts. Nothing in Parkies is secret.

The estimate values each park as the hard player does (evaluation.park_value:
points so far and prospects), adds money and Parkies at the hard player's
rates, and counts a tile a seat holds the standing bid for as bought at that
price. The lead over the best rival, against how much the rounds still to
come can change, gives a chance of winning (a logistic curve).
"""

from __future__ import annotations

import math
from typing import Sequence

from ...engine.api import MARGIN_WEIGHT, Game, InfoSet
from ...engine.expert import ExpertBot
from ...engine.search import SearchConfig
from .actions import Action, CashIn, Demolish
from .bots import MONEY_WEIGHT, TILE_BONUS, HardBot
from .common import ladder, price
from .content import MAX_ROUNDS, TILE
from .evaluation import park_value, tile_gain
from .park import layout
from .scoring import matching_tiles
from .state import DUEL_FLIP, FLIP, OVER, State

#: Points a Parkie is worth beyond the match it scores (discounts, cash-ins).
PARKIE_VALUE = 0.8
#: Spread of the final score difference: a base plus a share per round left.
SPREAD_BASE = 2.0
SPREAD_PER_ROUND = 0.8
#: Share of the prior mass the hard player's own choice gets.
HARD_SHARE = 0.5
ANY_TIME = 0.05  # prior weight of demolishing or cashing in against 1

CONFIG = SearchConfig(exploration=1.0, playout_depth=0)


def make(seed: int) -> ExpertBot[State, Action]:
    return ExpertBot(seed, CONFIG)


def rounds_left(state: State) -> int:
    """A guess at the rounds to come after this one: the game ends with the
    round in which someone joins all four entrances (or after round 20)."""
    if state.ending:
        return 0
    most = max(layout(p.tiles, state.lake).joined for p in state.players)
    return max(0, min(MAX_ROUNDS - state.round, 2 * (4 - most)))


def expected_points(state: State, seat: int) -> float:
    player = state.players[seat]
    matched = matching_tiles(player)
    value = park_value(player.tiles, player.tracks, state.lake)
    value += MONEY_WEIGHT * player.money + matched + PARKIE_VALUE * (len(player.parkies) - matched)
    for space in state.spaces:
        if space.tile and space.bidder == seat:
            # A standing bid: the tile at its price, if nobody outbids.
            cost = price(player, space.tile, ladder(state, space.id)[space.step])
            value += tile_gain(state, player, space.tile) + TILE_BONUS - MONEY_WEIGHT * cost
    return value


def evaluate(state: State) -> tuple[float, ...] | None:
    """Each seat's chance of winning (None at a flip: the search draws it first)."""
    phase = state.pending.phase
    if phase in (FLIP, DUEL_FLIP) or phase == OVER:
        return None
    points = [expected_points(state, seat) for seat in range(state.n)]
    spread = SPREAD_BASE + SPREAD_PER_ROUND * rounds_left(state)
    values = []
    for seat in range(state.n):
        lead = points[seat] - max(p for i, p in enumerate(points) if i != seat)
        values.append(1.0 / (1.0 + math.exp(-lead / spread)) + MARGIN_WEIGHT * lead)
    return tuple(values)


class SteadyHard:
    """The hard player, with a plain choice where it has none of its own: it
    expects a bid, a pass or a purchase whenever nothing else fits, and the
    search reaches decisions it never meets in its own games (a won tile
    that no longer fits, with only discarding, demolishing and cashing in
    on offer)."""

    def __init__(self, seed: int | str = 0) -> None:
        self._hard = HardBot(seed)

    def choose(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action:
        try:
            return self._hard.choose(game, info)
        except ValueError:
            return next((a for a in info.legal if a.__class__ not in (Demolish, CashIn)), info.legal[0])


_HARD = SteadyHard()


def priors(game: Game[State, Action], state: State, legal: Sequence[Action]) -> list[float]:
    """The hard player's choice first (half the weight), then the rest alike;
    the "any time" powers rarely."""
    seat = state.pending.seat
    weights = [ANY_TIME if a.__class__ in (Demolish, CashIn) else 1.0 for a in legal]
    if len(legal) > 1 and seat >= 0:
        choice = _HARD.choose(game, InfoSet(seat, state, tuple(legal)))
        i = list(legal).index(choice)
        rest = sum(weights) - weights[i]
        weights[i] = max(weights[i], rest * HARD_SHARE / (1 - HARD_SHARE))
    return weights


def policy(seed: int) -> SteadyHard:
    return SteadyHard(seed)

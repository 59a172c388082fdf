"""What the expert (engine/search.py) needs from Parkies: an estimate of
every seat's chance of winning from any position, which actions look
promising, and a fast player for playouts. Nothing in Parkies is secret.

The estimate reads a few features of each seat's position (points so far
and their parts, how close the park is to its entrances, income, money,
Parkies, room to grow, a standing bid's tile and price) and weighs them with
weights fitted to games of the hard players, one set per stage of the game
(expert_fit.py, expert_weights.py); money past ``MONEY_USE`` and entrances a
park can no longer reach (``STUCK_POINTS``), which those games seldom show,
are weighed by hand. The predicted lead over the best rival,
against the spread the rest of the game still leaves, gives a chance of
winning (a normal curve).
"""

from __future__ import annotations

import math
from typing import Sequence

from ...engine.api import MARGIN_WEIGHT, Game, InfoSet
from ...engine.expert import ExpertBot
from ...engine.search import SearchConfig, SearchResult
from .actions import Action, CashIn, Demolish, TrumpMore
from .bots import HardBot
from .common import ladder, price
from .content import CONNECTION_POINTS, MONEY_HEARTS, TILE, TRACK_HEARTS
from .evaluation import reach_parts, tile_gain
from .expert_weights import SPREADS, WEIGHTS
from .park import layout
from .scoring import hearts, matching_tiles
from .state import DUEL_FLIP, FLIP, OVER, State

#: Share of the prior mass the hard player's own choice gets.
HARD_SHARE = 0.5
ANY_TIME = 0.05  # prior weight of demolishing or cashing in against 1

CONFIG = SearchConfig(exploration=1.0, playout_depth=0)
#: Money beyond this counts no more in the estimate. The hard players' games
#: it was fitted to seldom hold much, and counted in full (a fixed weight a
#: dollar), money kept idle looked better than any park: a search hoarded
#: hundreds of dollars while its park stayed unfinished. In the last round
#: only money's hearts count, which stop at $115 (rulebook "Money").
MONEY_USE = 50
#: Points the estimate takes off for each entrance not joined yet that no
#: route of empty grass leads to from the park's open path ends. Such a park
#: cannot end the game or earn its last connection points until it
#: demolishes; the hard players' games seldom hold one, so the fit gave it
#: no weight of its own (set by hand, as the money weight is).
STUCK_POINTS = 4.0


class ParkiesExpert(ExpertBot[State, Action]):
    """The search, which never opens the bigger-trump choice (``trump X
    more``) while the bid offers anything else. Going into that choice and
    stepping back out of it leaves the position exactly as it was, and the
    search, judging both the same, could take the pair for ever (a game was
    seen to do so); like the hard player, it weighs the least trumps, which
    the bid offers as moves of their own."""

    def analyse(self, game: Game[State, Action], info: InfoSet[State, Action]) -> SearchResult[Action]:
        legal = tuple(a for a in info.legal if not isinstance(a, TrumpMore))
        if legal and len(legal) < len(info.legal):
            info = InfoSet(info.seat, info.view, legal, info.log)
        return super().analyse(game, info)


def make(seed: int) -> ExpertBot[State, Action]:
    return ParkiesExpert(seed, CONFIG)


FEATURES = (
    "points", "connections", "joined", "reach", "types", "hearts", "track hearts", "income", "tracks",
    "money", "money hearts", "parkies", "matched", "frontier", "tiles", "bid gain", "first", "second",
)


def features(state: State, seat: int) -> tuple[float, ...]:
    """What the estimate reads of one seat's position, each one more of which
    should never hurt (a standing bid's price counts as money not spent), so
    the fitted weights can be kept non-negative (expert_fit.py)."""
    return _parts(state, seat)[0]


def _parts(state: State, seat: int) -> tuple[tuple[float, ...], int]:
    """The features and how many entrances the park cannot reach (reach_parts)."""
    player = state.players[seat]
    lay = layout(player.tiles, state.lake)
    near, stuck = reach_parts(lay, state.lake)
    matched = matching_tiles(player)
    tracks = player.tracks
    track_hearts = sum(hearts(v, TRACK_HEARTS) for v in tracks)
    money_hearts = hearts(player.money, MONEY_HEARTS)
    kinds = len({TILE[p.tile].type for p in player.tiles})
    heart_tiles = sum(1 for p in player.tiles if TILE[p.tile].heart)
    connections = CONNECTION_POINTS.get(lay.joined, 0)
    points = money_hearts + kinds + matched + heart_tiles + track_hearts + connections
    gain = cost = 0.0
    for space in state.spaces:
        if space.tile and space.bidder == seat:
            cost += price(player, space.tile, ladder(state, space.id)[space.step])
            gain += max(-5.0, tile_gain(state, player, space.tile))
    return (
        float(points), float(connections), float(lay.joined), near, float(kinds),
        float(heart_tiles), float(track_hearts), float(min(tracks)), float(sum(tracks)), min(player.money - cost, MONEY_USE),
        float(money_hearts), float(len(player.parkies)), float(matched), float(min(len(lay.frontier), 6)),
        float(len(player.tiles)), gain, 1.0 if state.first == seat else 0.0,
        0.0 if state.first == seat else 1.0,
    ), stuck


def stage(state: State) -> int:
    """How far the game has come, for the weights: 0-3 the most entrances any
    park has joined, 4 once the last round is under way."""
    if state.ending:
        return 4
    return min(3, max(layout(p.tiles, state.lake).joined for p in state.players))


def evaluate(state: State) -> tuple[float, ...] | None:
    """Each seat's chance of winning (None at a flip: the search draws it
    first): the fitted lead over the best rival against the spread that the
    rest of the game still leaves (expert_weights.py)."""
    phase = state.pending.phase
    if phase in (FLIP, DUEL_FLIP) or phase == OVER:
        return None
    b = stage(state)
    weights, spread = WEIGHTS[b], SPREADS[b]
    points = []
    for seat in range(state.n):
        parts, stuck = _parts(state, seat)
        points.append(sum(w * f for w, f in zip(weights, parts)) - (STUCK_POINTS * stuck if b < 4 else 0.0))
    values = []
    for seat in range(state.n):
        lead = points[seat] - max(p for i, p in enumerate(points) if i != seat)
        values.append(0.5 * (1.0 + math.erf(lead / (spread * math.sqrt(2.0)))) + MARGIN_WEIGHT * lead)
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

"""Move analysis for the replay viewer: where a player's choice lost most
against the strongest computer player's.

For each decision of the seats analysed, the analyst (the ``expert`` level
where the game has it, else its strongest level) is given exactly what the
deciding seat knew then (``Timeline.info_set``) and says what it would play
and how much each option is worth:

* an analyst with ``analyse(game, info)`` (the expert: a search whose result
  has ``best`` and per-action ``stats`` with ``visits`` and ``value``) gives
  its own estimates;
* any other level only names its move; both moves are then valued by
  playouts from determinisations of the seat's view (the same samples for
  both, so the difference is not noise of the draw).

Values are points when a seat plays alone against nobody, else the seat's
win chance (a shared win counts its share), so a verdict's ``loss`` is
"about 2.5 points" or "about 18 % less likely to win".

Everything here is plain data in and out, so it runs in worker processes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

from ..i18n import _, number
from . import registry
from .api import CHANCE, AnyGame, InfoSet, ScoreSheet, SeatSpec
from .bots import levels, make_bot
from .replay import Timeline
from .rng import Rng

EXPERT = "expert"
POINTS = "points"
WIN_CHANCE = "win chance"
#: Thinking time given to an analyst that takes one (per decision).
THINK_MS = 500
#: Playouts per candidate move when the analyst gives no values of its own.
SAMPLES = 8
#: A playout longer than this many actions is abandoned (a runaway).
MAX_PLAYOUT = 5000


@dataclass(frozen=True, slots=True)
class Verdict:
    """One decision judged: what was played, what the analyst prefers and
    how much was lost by it (0 when they agree), in ``unit``."""

    index: int  # the action's index in the history (0-based)
    seat: int
    played: str
    best: str
    played_value: float
    best_value: float
    unit: str

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.played_value)

    def loss_text(self) -> str:
        """How much was lost, in the language of the interface."""
        if self.unit == POINTS:
            return _("about {points} points").format(points=number(self.loss, 1))
        return _("about {percent} % win chance").format(percent=round(100 * self.loss))


def analyst_level(game: AnyGame) -> str:
    """The level that judges the moves: the expert if the game has it, else
    its strongest level (the last listed), else the random player."""
    known = levels(game)
    if EXPERT in known:
        return EXPERT
    listed = [lv.id for lv in game.info.bot_levels]
    return listed[-1] if listed else "random"


@dataclass(frozen=True, slots=True)
class GameSpec:
    """A game to analyse, as plain data (sent to worker processes)."""

    game_id: str
    options: tuple[tuple[str, str], ...]
    seats: tuple[tuple[str, str, str, str], ...]  # (name, kind, level, colour)
    seed: int
    history: tuple[str, ...]
    edition: int = 0  # of the game's rules (GameInfo.edition); 0: the latest

    @staticmethod
    def of_timeline(timeline: Timeline[Any, Any]) -> GameSpec:
        return GameSpec(
            timeline.game.info.id,
            tuple(sorted(timeline.options.items())),
            tuple((s.name, s.kind, s.level, s.colour) for s in timeline.seats),
            timeline.seed,
            timeline.history,
            timeline.edition,
        )

    def timeline(self, game: AnyGame | None = None) -> Timeline[Any, Any]:
        seats = [SeatSpec(*s) for s in self.seats]
        return Timeline(game or registry.get(self.game_id), dict(self.options), seats, self.seed, self.history, self.edition)


_cache: dict[GameSpec, Timeline[Any, Any]] = {}


def judge(spec: GameSpec, index: int, level: str = "", game: AnyGame | None = None) -> Verdict:
    """The verdict on action ``index`` of the game (run in a worker)."""
    if spec not in _cache:
        _cache.clear()  # one game at a time is analysed
        _cache[spec] = spec.timeline(game)
    timeline = _cache[spec]
    return judge_decision(timeline, index, level or analyst_level(timeline.game))


def judge_decision(timeline: Timeline[Any, Any], index: int, level: str) -> Verdict:
    game = timeline.game
    info = timeline.info_set(index)
    played = timeline.actions[index]
    analyst = make_bot(game, level, timeline.seed * 97 + index)
    limit = getattr(analyst, "limit", None)
    if callable(limit):
        limit(think_ms=THINK_MS)
    unit = POINTS if _alone(game, timeline) else WIN_CHANCE
    search = getattr(analyst, "analyse", None)
    if callable(search):
        result = search(game, info)
        values = {s.action: float(s.value) for s in result.stats if s.visits > 0 and not math.isnan(s.value)}
        best = result.best
        if best in values and played in values:
            return Verdict(index, info.seat, str(played), str(best), values[played], values[best], unit)
    else:
        best = analyst.choose(game, info)
    if best == played:
        return Verdict(index, info.seat, str(played), str(best), 0.0, 0.0, unit)
    rng_seed = f"analysis/{timeline.seed}/{index}"
    played_value, best_value = playout_values(game, info, (played, best), rng_seed, unit)
    return Verdict(index, info.seat, str(played), str(best), played_value, best_value, unit)


def _alone(game: AnyGame, timeline: Timeline[Any, Any]) -> bool:
    return len(timeline.seats) == 1 and not game.automata(timeline.states[0])


def playout_values(
    game: AnyGame, info: InfoSet[Any, Any], moves: Sequence[Any], seed: str, unit: str, samples: int = SAMPLES
) -> tuple[float, ...]:
    """Each move's mean value for ``info.seat`` over ``samples`` playouts from
    determinisations of the seat's view; every move meets the same samples."""
    totals = [0.0] * len(moves)
    listed = [lv.id for lv in game.info.bot_levels]
    policy_level = listed[0] if listed else "random"  # the quickest listed level plays out
    for k in range(samples):
        start = game.determinize(info.view, info.seat, Rng(f"{seed}/deal/{k}"))
        for m, move in enumerate(moves):
            final = _play_out(game, game.apply(start, move), policy_level, f"{seed}/{k}")
            totals[m] += seat_value(game.scores(final), info.seat, unit)
    return tuple(t / samples for t in totals)


def _play_out(game: AnyGame, state: Any, level: str, seed: str) -> Any:
    chance = Rng(f"{seed}/chance")
    bots: dict[int, Any] = {}
    for _ in range(MAX_PLAYOUT):
        seat = game.to_act(state)
        if seat is None:
            return state
        if seat == CHANCE:
            action = chance.weighted(game.chance_outcomes(state))
        else:
            bot = bots.setdefault(seat, make_bot(game, level, hash_seed(seed, seat)))
            action = bot.choose(game, InfoSet(seat, game.view(state, seat), game.legal_actions(state)))
        state = game.apply(state, action)
    return state


def hash_seed(text: str, seat: int) -> int:
    return sum((i + 1) * ord(c) for i, c in enumerate(text)) * 31 + seat


def seat_value(sheet: ScoreSheet, seat: int, unit: str) -> float:
    """The seat's points, or its share of the win."""
    if unit == POINTS:
        return float(sheet.total(seat))
    if seat not in sheet.winners:
        return 0.0
    return 1.0 / len(sheet.winners)

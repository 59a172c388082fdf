"""The expert computer player: a search (engine/search.py) for every move,
and the hints it gives human players.

A game offers it as one of its levels by returning ``ExpertBot(seed,
config)`` from ``Game.bot("expert", seed)``, with a ``SearchConfig`` tuned
for it. How strong it plays depends on what the game provides besides its
rules: ``determinize`` (secrets), ``playout_policy``, ``evaluate`` and
``priors`` (engine/api.py).
"""

from __future__ import annotations

import math
import time
from dataclasses import replace
from typing import Any, Callable, Generic, Sequence, TypeVar

from ..i18n import _, number
from .api import BotLevel, Game, InfoSet
from .frozen import record
from .rng import Rng
from .search import MAX_THINK_MS, MIN_THINK_MS, ActionStats, Search, SearchConfig, SearchResult

S = TypeVar("S")
A = TypeVar("A")

EXPERT = "expert"
LEVEL = BotLevel(EXPERT, "Expert", "Searches thousands of possible continuations before every move (takes its thinking time).")


def clamp_think_ms(ms: int) -> int:
    return max(MIN_THINK_MS, min(MAX_THINK_MS, int(ms)))


class ExpertBot(Generic[S, A]):
    """Searches each decision for ``think_ms`` milliseconds (or a fixed
    number of iterations). Given its seat's ``InfoSet`` only."""

    def __init__(self, seed: int | str = 0, config: SearchConfig = SearchConfig()) -> None:
        self.seed = seed
        self.config = config
        self._searches = 0

    def limit(self, think_ms: int | None = None, iterations: int | None = None) -> None:
        """Think for ``think_ms`` per move, or exactly ``iterations`` iterations."""
        changes: dict[str, int] = {}
        if think_ms is not None:
            changes["think_ms"] = int(think_ms)
        if iterations is not None:
            changes["iterations"] = int(iterations)
        self.config = replace(self.config, **changes)

    def forced(self, game: Game[S, A], info: InfoSet[S, A]) -> A | None:
        """A move made without searching (the only legal one); games may add
        decisions whose choice changes nothing."""
        return info.legal[0] if len(info.legal) == 1 else None

    def guide(self, game: Game[S, A], info: InfoSet[S, A]) -> A | None:
        """A quicker player's move, tried first at the root and given
        ``SearchConfig.guide_share`` of its prior (None: the priors alone).
        Games whose heuristic player is good add it here: the search then
        plays that move unless it finds a better one."""
        return None

    def root_priors(self, game: Game[S, A], info: InfoSet[S, A]) -> Sequence[float] | None:
        """Priors for the decision searched (None: the game's ``priors``): a
        game may spend more on the root's than on the thousands of others."""
        return None

    def analyse(self, game: Game[S, A], info: InfoSet[S, A]) -> SearchResult[A]:
        """Search the decision and return every root action's statistics."""
        started = time.perf_counter()
        self._searches += 1
        rng = Rng(f"expert/{self.seed}/{self._searches}")
        guide, prior = self.guide(game, info), self.root_priors(game, info)
        return Search(game, info, self.config_for(info), rng, guide=guide, root_prior=prior).run(started)

    def config_for(self, info: InfoSet[S, A]) -> SearchConfig:
        """The search's settings for this decision (games may vary them)."""
        return self.config

    def choose(self, game: Game[S, A], info: InfoSet[S, A]) -> A:
        action = self.forced(game, info)
        if action is not None:
            return action
        return self.analyse(game, info).best


# --- hints ----------------------------------------------------------------------
@record
class Hint(Generic[A]):
    """A suggested move with one line saying why."""

    action: A
    text: str


def hint(bot: ExpertBot[S, A], game: Game[S, A], info: InfoSet[S, A], actor: str = "") -> Hint[A]:
    """The expert's suggestion for ``info.seat``, worked out from that seat's
    information only, with its estimated result against the other options.
    ``actor``: the seat's name, left out of the moves' words (the player
    asking knows whose move it is, and a long name twice made the line run
    to three)."""
    def name(action: Any) -> str:
        return move_words(game, info, action, actor)

    if len(info.legal) == 1:
        return Hint(info.legal[0], _("Suggested: {move} (the only move).").format(move=name(info.legal[0])))
    result = bot.analyse(game, info)
    chosen = bot.forced(game, info)
    too_short = result.iterations < bot.config_for(info).trust_after  # result.best is the guide's move
    if (chosen is not None and chosen != result.best) or too_short:
        # The move the expert would play (its game leaves this decision to a
        # quicker judgement, or its search was too short to overrule its
        # guide): the line gives the search's figure for it alone, since the
        # search may have ranked another move higher.
        chosen = result.best if chosen is None else chosen
        result = replace(result, best=chosen, stats=tuple(s for s in result.stats if s.action == chosen))
    return Hint(result.best, hint_text(result, points=in_points(game, info, result), name=name))


def move_words(game: Game[S, A], info: InfoSet[S, A], action: A, actor: str = "") -> str:
    """The move as its log line would tell it to this seat, from the seat's
    own view (which holds everything the seat may read), without the
    ``actor``'s name where the line begins with it; the notation if the game
    cannot word it from a view."""
    try:
        entry = game.text.describe(info.view, action)
    except Exception:  # a game whose wording needs more than the view: say the move plainly
        return str(action)
    words = entry.private if entry.private and info.seat in entry.seats else entry.text
    if actor and words.startswith(actor + " "):
        words = words[len(actor) + 1:]
    return words.rstrip(".") or str(action)


def in_points(game: Game[S, A], info: InfoSet[S, A], result: SearchResult[A]) -> bool:
    """Whether the values are points (a seat alone, no automaton) rather
    than win shares: ``Game.outcome``'s two meanings."""
    return result.seats == 1 and not game.automata(info.view)


#: The most characters a hint's line may take and still name the next best
#: move: about two lines of the prompt bar at the smallest window. Longer,
#: the line gives the next best's figure alone (a Steam Donkey move worded
#: in German ran to four lines with both moves named).
HINT_LINE = 180


def hint_text(result: SearchResult[Any], points: bool, name: Callable[[Any], str] = str) -> str:
    """"Suggested: X — about 62 % to win (next best, Y: 55 %)." or, in points,
    "Suggested: X — about 19.4 points expected (next best, Y: 18.9)."; where
    that runs past ``HINT_LINE``, "(next best: 55 %)" without Y's words."""
    best = next(s for s in result.stats if s.action == result.best)
    others = [s for s in result.stats if s.action != result.best and s.visits > 0]
    runner = max(others, key=lambda s: (s.visits, s.value), default=None)
    move = name(result.best)
    if math.isnan(best.value):
        return _("Suggested: {move}.").format(move=move)
    if points:
        mine, theirs = number(best.value, 1), number(runner.value, 1) if runner else ""
        if runner is None:
            return _("Suggested: {move} — about {points} points expected.").format(move=move, points=mine)
        named = _("Suggested: {move} — about {points} points expected (next best, {other}: {other_points}).")
        unnamed = _("Suggested: {move} — about {points} points expected (next best: {other_points}).")
        text = named.format(move=move, points=mine, other=name(runner.action), other_points=theirs)
        return text if len(text) <= HINT_LINE else unnamed.format(move=move, points=mine, other_points=theirs)
    chance = win_chance(best.value)
    if runner is None:
        return _("Suggested: {move} — about {chance} % to win.").format(move=move, chance=chance)
    named = _("Suggested: {move} — about {chance} % to win (next best, {other}: {other_chance} %).")
    unnamed = _("Suggested: {move} — about {chance} % to win (next best: {other_chance} %).")
    other_chance = win_chance(runner.value)
    text = named.format(move=move, chance=chance, other=name(runner.action), other_chance=other_chance)
    return text if len(text) <= HINT_LINE else unnamed.format(move=move, chance=chance, other_chance=other_chance)


def win_chance(value: float) -> int:
    """A win-share value as a whole percentage (the margin term dropped by clamping)."""
    return round(100 * max(0.0, min(1.0, value)))


def ranked(stats: Sequence[ActionStats[A]]) -> list[ActionStats[A]]:
    """Root statistics, most searched first."""
    return sorted(stats, key=lambda s: (-s.visits, -(s.value if not math.isnan(s.value) else -math.inf)))

"""Engine figures: random games per second, legal_actions/apply call times and
computer-player move times. Pure Python, one core, no Qt."""

from __future__ import annotations

import time
from typing import Any, Callable

from ..engine.api import CHANCE, COMPUTER, AnyGame, InfoSet, SeatSpec
from ..engine.frozen import record
from ..engine.bots import RandomBot
from ..engine.rng import Rng
from .stats import median, percentile


@record
class Timing:
    """Call times in milliseconds."""

    count: int
    median_ms: float
    p95_ms: float
    max_ms: float

    @staticmethod
    def of(samples_ns: list[int]) -> "Timing":
        ms = [s / 1e6 for s in samples_ns]
        return Timing(len(ms), median(ms), percentile(ms, 95), max(ms) if ms else float("nan"))


def table_seats(game: AnyGame, players: int, level: str = "random") -> tuple[SeatSpec, ...]:
    colours = [c for c, _ in game.info.colours]
    return tuple(
        SeatSpec(f"Computer {i + 1}", COMPUTER, level, colours[i] if i < len(colours) else "")
        for i in range(players)
    )


def standard_players(game: AnyGame) -> int:
    """The count the targets refer to: two players where the game allows it."""
    return max(game.info.min_players, min(2, game.info.max_players))


def random_game(game: AnyGame, players: int, seed: int, visit: Callable[[Any], None] | None = None) -> int:
    """Play one game with the random bot of ``parkpack sim --bot random`` (uniform,
    or weighted by the game's playout hook); returns the number of actions."""
    state = game.setup({}, table_seats(game, players), seed)
    rng, bot = Rng(f"bench/{seed}"), RandomBot[Any, Any](seed)
    steps = 0
    while (seat := game.to_act(state)) is not None:
        if visit is not None:
            visit(state)
        if seat == CHANCE:
            action = rng.weighted(game.chance_outcomes(state))
        else:
            action = bot.choose(game, InfoSet(seat, state, game.legal_actions(state)))
        state = game.apply(state, action)
        steps += 1
    return steps


def games_per_second(game: AnyGame, players: int, seconds: float) -> tuple[float, int]:
    """Complete random games per second over about ``seconds``; also the game count."""
    done, start = 0, time.perf_counter()
    while True:
        random_game(game, players, seed=1000 + done)
        done += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and done >= 3:
            return done / elapsed, done


def call_times(game: AnyGame, players: int, games: int) -> tuple[Timing, Timing]:
    """Each legal_actions and apply call of ``games`` random games, timed alone."""
    legal_ns: list[int] = []
    apply_ns: list[int] = []
    clock = time.perf_counter_ns
    for seed in range(games):
        state = game.setup({}, table_seats(game, players), 5000 + seed)
        rng = Rng(f"bench-calls/{seed}")
        while (seat := game.to_act(state)) is not None:
            t0 = clock()
            legal = game.legal_actions(state)
            t1 = clock()
            action = rng.weighted(game.chance_outcomes(state)) if seat == CHANCE else rng.pick(legal)
            t2 = clock()
            state = game.apply(state, action)
            t3 = clock()
            legal_ns.append(t1 - t0)
            apply_ns.append(t3 - t2)
    return Timing.of(legal_ns), Timing.of(apply_ns)


def action_cost_us(game: AnyGame, players: int, games: int) -> tuple[float, int]:
    """The mean cost in microseconds of one step of a random playout: the
    legal actions (or chance outcomes) of the position plus applying the one
    chosen, over ``games`` games of the random bot; also the step count.
    The bot's own choice is not counted. Timed in this thread's CPU time, so
    other work on a busy machine does not count against the game."""
    clock = time.thread_time_ns
    total, steps = 0, 0
    for seed in range(games):
        state = game.setup({}, table_seats(game, players), 9000 + seed)
        rng, bot = Rng(f"bench-cost/{seed}"), RandomBot[Any, Any](seed)
        while (seat := game.to_act(state)) is not None:
            t0 = clock()
            if seat == CHANCE:
                action = rng.weighted(game.chance_outcomes(state))
                t1 = clock()
            else:
                legal = game.legal_actions(state)
                t1 = clock()
                action = bot.choose(game, InfoSet(seat, state, legal))
            t2 = clock()
            state = game.apply(state, action)
            total += (t1 - t0) + (clock() - t2)
            steps += 1
    return total / steps / 1000, steps


def bot_times(game: AnyGame, level: str, players: int, max_moves: int, budget_s: float) -> Timing:
    """Time ``bot.choose`` for every decision of games with that level in every
    seat, until ``max_moves`` moves or ``budget_s`` seconds of thinking."""
    samples: list[int] = []
    clock = time.perf_counter_ns
    seed = 0
    while len(samples) < max_moves and sum(samples) < budget_s * 1e9:
        seed += 1
        state = game.setup({}, table_seats(game, players, level), 7000 + seed)
        bots = [game.bot(level, 7000 + seed * 31 + i) for i in range(players)]
        rng = Rng(f"bench-bots/{seed}")
        while (seat := game.to_act(state)) is not None and len(samples) < max_moves:
            if seat == CHANCE:
                state = game.apply(state, rng.weighted(game.chance_outcomes(state)))
                continue
            info = InfoSet(seat, game.view(state, seat), game.legal_actions(state))
            t0 = clock()
            action = bots[seat].choose(game, info)
            samples.append(clock() - t0)
            state = game.apply(state, action)
    return Timing.of(samples)


@record
class ExpertTiming:
    """The expert's move times (ms) at one thinking time, and its search speed."""

    moves: Timing
    iterations_per_second: float
    iterations_median: float


def expert_times(game: AnyGame, players: int, think_ms: int, max_moves: int) -> ExpertTiming:
    """Time the expert's searched moves (forced ones left out) in games with
    the expert in every seat, each given its InfoSet as in the app."""
    from ..engine.bots import make_bot
    from ..engine.expert import EXPERT, ExpertBot

    samples: list[int] = []
    iterations: list[int] = []
    seconds = 0.0
    clock = time.perf_counter_ns
    seed = 0
    while len(samples) < max_moves:
        seed += 1
        state = game.setup({}, table_seats(game, players, EXPERT), 8000 + seed)
        bots = [make_bot(game, EXPERT, 8000 + seed * 31 + i, think_ms=think_ms) for i in range(players)]
        rng = Rng(f"bench-expert/{seed}")
        while (seat := game.to_act(state)) is not None and len(samples) < max_moves:
            if seat == CHANCE:
                state = game.apply(state, rng.weighted(game.chance_outcomes(state)))
                continue
            bot = bots[seat]
            assert isinstance(bot, ExpertBot)
            info = InfoSet(seat, game.view(state, seat), game.legal_actions(state))
            action = bot.forced(game, info)
            if action is None:
                t0 = clock()
                result = bot.analyse(game, info)
                samples.append(clock() - t0)
                iterations.append(result.iterations)
                seconds += result.seconds
                action = result.best
            state = game.apply(state, action)
    return ExpertTiming(Timing.of(samples), sum(iterations) / seconds if seconds else 0.0, median(iterations))

"""Figures for docs/content-tenpenny.md: engine speed, computer-player
strength and Becky's scores. Run ``python -m parkpack.games.tenpenny.measure``
with ``bench``, ``match LEVEL LEVEL GAMES``, ``table LEVEL PLAYERS GAMES``,
``becky LEVEL FORM GAMES`` or ``times LEVEL PLAYERS MOVES``."""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Sequence

from parkpack.engine.api import CHANCE, COMPUTER, InfoSet, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.rng import Rng

from . import GAME
from .actions import PlaceWorker
from .state import State


def seats(levels: Sequence[str]) -> tuple[SeatSpec, ...]:
    return tuple(SeatSpec(f"{lv} {i + 1}", COMPUTER, lv) for i, lv in enumerate(levels))


def play(levels: Sequence[str], seed: int, options: dict[str, str] | None = None,
         timer: list[float] | None = None, counter: Counter[str] | None = None) -> State:
    """One game with these computer levels in seat order; the final state."""
    table = seats(levels)
    state = GAME.setup(options or {}, table, seed)
    bots = [make_bot(GAME, lv, seed * 31 + i) for i, lv in enumerate(levels)]
    chance = Rng(f"tenpenny-measure/{seed}")
    while (seat := GAME.to_act(state)) is not None:
        if seat == CHANCE:
            action = chance.weighted(GAME.chance_outcomes(state))
        else:
            legal = GAME.legal_actions(state)
            info = InfoSet(seat, GAME.view(state, seat), legal)
            t0 = time.perf_counter()
            action = bots[seat].choose(GAME, info)
            if timer is not None:
                timer.append(time.perf_counter() - t0)
            if counter is not None and isinstance(action, PlaceWorker):
                counter[action.space] += 1
        state = GAME.apply(state, action)
    return state


def bench(games: int = 20) -> dict[int, float]:
    """Mean microseconds of legal_actions + apply in random playouts, per
    player count. CPU time of the whole loop (the random pick included), so
    other processes on the machine do not count."""
    out = {}
    for n in (1, 2, 3, 4):
        states = [GAME.setup({}, seats(["random"] * n), 9000 + seed) for seed in range(games)]
        count = 0
        t0 = time.process_time()
        for seed, state in enumerate(states):
            rng = Rng(f"bench/{seed}")
            while GAME.to_act(state) is not None:
                legal = GAME.legal_actions(state)
                state = GAME.apply(state, legal[rng.below(len(legal))])
                count += 1
        out[n] = (time.process_time() - t0) / count * 1e6
    return out


def _duel(args: tuple[str, str, int]) -> tuple[int, int, int]:
    """(a's seat, winner seat, margin) of one two-player game."""
    a, b, seed = args
    first = seed % 2
    levels = [a, b] if first == 0 else [b, a]
    final = play(levels, seed)
    sheet = GAME.scores(final)
    totals = {p.seat: p.total for p in sheet.players}
    return first, sheet.winners[0], totals[first] - totals[1 - first]


def match(a: str, b: str, games: int, jobs: int = 2, first_seed: int = 1) -> dict[str, Any]:
    with ProcessPoolExecutor(jobs) as pool:
        results = list(pool.map(_duel, [(a, b, first_seed + i) for i in range(games)], chunksize=4))
    wins = sum(1 for seat, w, _ in results if w == seat)
    return {"a": a, "b": b, "games": games, "a_wins": wins, "rate": wins / games,
            "margin": statistics.mean(m for *_, m in results)}


def _table_game(args: tuple[str, int, int]) -> tuple[list[int], int, dict[str, int], list[float]]:
    level, players, seed = args
    counter: Counter[str] = Counter()
    final = play([level] * players, seed, counter=counter)
    sheet = GAME.scores(final)
    totals = [p.total for p in sorted(sheet.players, key=lambda p: p.seat)]
    return totals, sheet.winners[0], dict(counter), []


def table(level: str, players: int, games: int, jobs: int = 2) -> dict[str, Any]:
    with ProcessPoolExecutor(jobs) as pool:
        results = list(pool.map(_table_game, [(level, players, 100 + i) for i in range(games)], chunksize=4))
    scores = [t for r in results for t in r[0]]
    seat_wins = Counter(r[1] for r in results)
    actions: Counter[str] = Counter()
    for r in results:
        actions.update(r[2])
    return {"mean": statistics.mean(scores), "sd": statistics.pstdev(scores),
            "seat_wins": [seat_wins[s] / games for s in range(players)],
            "actions": {k: v / games for k, v in sorted(actions.items())}}


def _becky_game(args: tuple[str, str, int]) -> tuple[int, int, str]:
    level, form, seed = args
    final = play([level], seed, {"becky": form})
    sheet = GAME.scores(final)
    return sheet.players[0].total, sheet.players[1].total, sheet.solo_result


def becky(level: str, form: str, games: int, jobs: int = 2) -> dict[str, Any]:
    with ProcessPoolExecutor(jobs) as pool:
        results = list(pool.map(_becky_game, [(level, form, 500 + i) for i in range(games)], chunksize=4))
    you = [r[0] for r in results]
    her = [r[1] for r in results]
    q = statistics.quantiles(her, n=10)
    return {"win_rate": sum(1 for r in results if r[2] == "Win") / games,
            "player_mean": statistics.mean(you), "becky_mean": statistics.mean(her),
            "becky_sd": statistics.pstdev(her), "becky_min": min(her), "becky_max": max(her),
            "becky_p10": q[0], "becky_median": statistics.median(her), "becky_p90": q[-1]}


def _goal_game(args: tuple[str, int, int]) -> list[list[bool]]:
    from .content import GOALS
    from .goals import met
    from .scoring import spaces

    level, players, seed = args
    final = play([level] * players, 300 + seed)
    return [[met(g.id, p, spaces(final, i)) for g in GOALS] for i, p in enumerate(final.players)]


def goal_rates(level: str, players: int, games: int, jobs: int = 2) -> dict[str, float]:
    """How often each goal would be met by the end, over every player's park."""
    from .content import GOALS

    with ProcessPoolExecutor(jobs) as pool:
        results = list(pool.map(_goal_game, [(level, players, i) for i in range(games)], chunksize=4))
    parks = [row for r in results for row in r]
    return {g.id: round(sum(row[k] for row in parks) / len(parks), 2) for k, g in enumerate(GOALS)}


def times(level: str, players: int, games: int) -> dict[str, float]:
    samples: list[float] = []
    for i in range(games):
        play([level] * players, 700 + i, timer=samples)
    samples.sort()
    return {"moves": len(samples), "median_ms": samples[len(samples) // 2] * 1e3,
            "p95_ms": samples[int(len(samples) * 0.95)] * 1e3, "max_ms": samples[-1] * 1e3}


def main(argv: Sequence[str]) -> None:
    cmd, *rest = argv
    if cmd == "bench":
        print(bench(int(rest[0]) if rest else 20))
    elif cmd == "match":
        print(match(rest[0], rest[1], int(rest[2])))
    elif cmd == "table":
        print(table(rest[0], int(rest[1]), int(rest[2])))
    elif cmd == "becky":
        print(becky(rest[0], rest[1], int(rest[2])))
    elif cmd == "goals":
        print(goal_rates(rest[0], int(rest[1]), int(rest[2])))
    elif cmd == "times":
        print(times(rest[0], int(rest[1]), int(rest[2])))


if __name__ == "__main__":
    main(sys.argv[1:])

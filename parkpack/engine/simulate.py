"""Complete games with computer players in every seat (``parkpack sim``).

Seats may play at different levels (``levels``, one per seat); with ``swap``
game i rotates them by i places, so over a multiple of the player count every
level sits in every seat equally often and the first player's advantage
cancels out. ``summary`` gives each level's wins with a confidence interval.
"""

from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

from .api import CHANCE, COMPUTER, AnyGame, InfoSet, SeatSpec
from .bots import levels, make_bot
from .errors import OptionError
from .rng import Rng

#: A game longer than this many actions is treated as a runaway (a rules bug).
MAX_ACTIONS = 20_000
#: The normal quantile of a 95 % confidence interval.
Z95 = 1.959964


def check_levels(game: AnyGame, players: int, chosen: Sequence[str]) -> None:
    if not game.info.min_players <= players <= game.info.max_players:
        raise OptionError(
            f"{game.info.name} takes {game.info.min_players}-{game.info.max_players} players, not {players}"
        )
    if len(chosen) != players:
        raise OptionError(f"{len(chosen)} levels given for {players} seats")
    for level in chosen:
        if level not in levels(game):
            raise OptionError(f"unknown computer level '{level}' (choose from {', '.join(sorted(levels(game)))})")


def computer_seats(game: AnyGame, players: int, level: str | Sequence[str]) -> tuple[SeatSpec, ...]:
    """Seats for ``players`` computers: one level for all, or one per seat."""
    chosen = [level] * players if isinstance(level, str) else list(level)
    check_levels(game, players, chosen)
    colours = [c for c, _ in game.info.colours] or [""] * players
    return tuple(
        SeatSpec(f"Computer {i + 1}", COMPUTER, chosen[i], colours[i % len(colours)]) for i in range(players)
    )


def rotated(seats: tuple[SeatSpec, ...], shift: int) -> tuple[SeatSpec, ...]:
    """The same seats with their levels moved ``shift`` places on (names and colours stay)."""
    n = len(seats)
    return tuple(
        SeatSpec(s.name, s.kind, seats[(i - shift) % n].level, s.colour) for i, s in enumerate(seats)
    )


def play_one(
    game: AnyGame,
    seats: tuple[SeatSpec, ...],
    seed: int,
    options: Mapping[str, str],
    think: Mapping[str, int] | None = None,
) -> Any:
    """Play one game to the end and return its final state (unchecked, fast).
    ``think`` sets the expert's limits (``think_ms`` or ``iterations``)."""
    state = game.setup(options, seats, seed)
    bots = [make_bot(game, s.level, seed * 31 + i, **(think or {})) for i, s in enumerate(seats)]
    chance = Rng(f"sim/{seed}")
    for _ in range(MAX_ACTIONS):
        seat = game.to_act(state)
        if seat is None:
            return state
        if seat == CHANCE:
            action = chance.weighted(game.chance_outcomes(state))
        else:
            legal = game.legal_actions(state)
            # The log is left out here for speed; computer players decide from the view.
            action = bots[seat].choose(game, InfoSet(seat, game.view(state, seat), legal))
        state = game.apply(state, action)
    raise RuntimeError(f"{game.info.id} seed {seed}: no end after {MAX_ACTIONS} actions")


def play_games(
    game: AnyGame,
    players: int,
    count: int,
    first_seed: int,
    level: str | Sequence[str],
    options: Mapping[str, str],
    swap: bool = False,
    think: Mapping[str, int] | None = None,
    jobs: int = 1,
) -> list[dict[str, Any]]:
    """``count`` games, game i with seed ``first_seed + i`` (levels rotated by
    i places with ``swap``), over ``jobs`` processes; results in seed order."""
    seats = computer_seats(game, players, level)
    seeds = list(range(first_seed, first_seed + count))
    args = (game.info.id, seats, first_seed, dict(options), swap, dict(think or {}))
    if jobs <= 1 or count < 2:
        return _play_seeds(*args, seeds, game)
    from concurrent.futures import ProcessPoolExecutor

    parts = [seeds[k::jobs] for k in range(jobs)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        done = [r for part in pool.map(_play_seeds, *zip(*[(*args, p) for p in parts])) for r in part]
    return sorted(done, key=lambda r: int(r["seed"]))


def _play_seeds(
    game_id: str,
    seats: tuple[SeatSpec, ...],
    first_seed: int,
    options: dict[str, str],
    swap: bool,
    think: dict[str, int],
    seeds: list[int],
    game: AnyGame | None = None,
) -> list[dict[str, Any]]:
    if game is None:
        from . import registry

        game = registry.get(game_id)
    results = []
    for seed in seeds:
        table = rotated(seats, seed - first_seed) if swap else seats
        final = play_one(game, table, seed, options, think)
        sheet = game.scores(final)
        results.append(
            {
                "seed": seed,
                "levels": [s.level for s in table],
                "scores": [p.total for p in sorted(sheet.players, key=lambda p: p.seat)],
                "winners": list(sheet.winners),
                "rounds": game.rounds(final),
                "solo_result": sheet.solo_result,
                # Automaton entrants score after the seats, in this order.
                "automata": list(sheet.automata),
            }
        )
    return results


# --- what the games say --------------------------------------------------------
def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (a 95 % interval by default)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """The mean and its normal 95 % interval."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, mean, mean
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = z * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def level_summary(results: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Per level: the seats it played, its wins alone, its shared wins and
    losses, the share of seats that won (alone or shared) with its Wilson
    interval, the share won alone with its interval, and the mean score."""
    out: dict[str, dict[str, Any]] = {}
    for r in results:
        winners = r["winners"]
        for seat, level in enumerate(r["levels"]):
            row = out.setdefault(level, {"level": level, "seats": 0, "alone": 0, "shared": 0, "lost": 0, "scores": []})
            row["seats"] += 1
            row["scores"].append(r["scores"][seat])
            if seat not in winners:
                row["lost"] += 1
            elif len(winners) == 1:
                row["alone"] += 1
            else:
                row["shared"] += 1
    rows = []
    for row in out.values():
        n = row["seats"]
        won = row["alone"] + row["shared"]
        mean, lo, hi = mean_interval(row.pop("scores"))
        row.update(
            win_rate=won / n, win_ci=wilson(won, n), alone_rate=row["alone"] / n, alone_ci=wilson(row["alone"], n),
            mean_score=mean, score_ci=(lo, hi),
        )
        rows.append(row)
    return rows

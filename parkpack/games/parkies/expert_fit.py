"""Fit the Parkies expert's estimate (expert_weights.py) from games of the
hard computer players.

    python -m parkpack.games.parkies.expert_fit --games 1500 --jobs 2 > parkpack/games/parkies/expert_weights.py

Positions are sampled from two-player games of hard against hard (and some
against easy, for variety); for each game stage (expert.stage) a least-squares
fit (lightly ridged, weights kept non-negative) predicts the seats' final
score difference from the difference of their features (expert.features), and
the spread of the final score difference left unexplained is kept with it, so
the estimate can turn a predicted lead into a chance of winning. Needs numpy
(a development tool only; the game reads the printed table).
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ...engine.api import CHANCE, COMPUTER, InfoSet, SeatSpec
from ...engine.rng import Rng

SAMPLE = 0.3  # share of decisions recorded
RIDGE = 2.0
#: Weights set, not fitted: money until the last round. Among the hard
#: players' positions unspent money goes with weak parks, so a fit gives it
#: no worth, yet money is what buys the tiles to come; a search that did not
#: value it would bid it away. Its rate is about a tile's points per dollar.
SET = {"money": (0.15, 0.15, 0.15, 0.15, None)}


def _games(first: int, count: int) -> list[tuple[int, tuple[float, ...], tuple[float, ...], float]]:
    from . import GAME as game
    from .expert import features, stage

    out = []
    for seed in range(first, first + count):
        rng = Rng(f"fit/{seed}")
        levels = ("hard", "hard") if seed % 5 else (("hard", "easy") if seed % 2 else ("easy", "hard"))
        seats = tuple(SeatSpec(f"c{i}", COMPUTER, lv) for i, lv in enumerate(levels))
        bots = [game.bot(lv, seed * 7 + i) for i, lv in enumerate(levels)]
        state = game.setup({}, seats, seed)
        rows: list[tuple[int, tuple[float, ...], tuple[float, ...]]] = []
        while (seat := game.to_act(state)) is not None:
            if seat == CHANCE:
                state = game.apply(state, rng.weighted(game.chance_outcomes(state)))
                continue
            if rng.random() < SAMPLE:
                rows.append((stage(state), features(state, 0), features(state, 1)))
            state = game.apply(state, bots[seat].choose(game, InfoSet(seat, state, game.legal_actions(state))))
        final = game.scores(state)
        diff = float(final.total(0) - final.total(1))
        out += [(b, f0, f1, diff) for b, f0, f1 in rows]
    return out


def main(argv: list[str] | None = None) -> int:
    import numpy as np

    from .expert import FEATURES

    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=1500)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--rows", default="", help="keep the sampled positions in this JSON file (reused if it exists)")
    args = p.parse_args(argv)
    rows = _load(args.rows) if args.rows else None
    if rows is None:
        chunk = max(1, args.games // (args.jobs * 4))
        starts = list(range(1, args.games + 1, chunk))
        with ProcessPoolExecutor(args.jobs) as pool:
            rows = [r for part in pool.map(_games, starts, [min(chunk, args.games + 1 - s) for s in starts]) for r in part]
        if args.rows:
            with open(args.rows, "w") as fh:
                json.dump(rows, fh)
    print(f"# {len(rows)} positions from {args.games} games", file=sys.stderr)
    weights, spreads = [], []
    for b in range(5):
        sel = [r for r in rows if r[0] == b]
        # The difference of the two seats' features predicts the difference of
        # their final scores: the same weights for both seats, no intercept.
        x = np.array([[a - c for a, c in zip(f0, f1)] for _, f0, f1, _ in sel])
        y = np.array([d for *_, d in sel])
        fixed = {FEATURES.index(name): rates[b] for name, rates in SET.items() if rates[b] is not None}
        free = [j for j in range(x.shape[1]) if j not in fixed]
        rest = y - sum((x[:, j] * rate for j, rate in fixed.items()), np.zeros(len(y)))
        xf = x[:, free]
        w = np.zeros(x.shape[1])
        w[free] = _non_negative(xf.T @ xf + RIDGE * np.eye(len(free)), xf.T @ rest)
        for j, rate in fixed.items():
            w[j] = rate
        resid = y - x @ w
        weights.append(tuple(round(float(v), 4) for v in w))
        spreads.append(round(float(np.sqrt(np.mean(resid**2))), 3))
        print(f"# stage {b}: {len(sel)} positions, residual sd {spreads[-1]}", file=sys.stderr)
    _print(FEATURES, weights, spreads, len(rows), args.games)
    return 0


def _non_negative(q: Any, b: Any, sweeps: int = 2000) -> Any:
    """argmin of w.Qw/2 - b.w over w >= 0, by coordinate descent. Positive
    weights only: more of any feature never lowers the estimate, so the
    search cannot be drawn to spend money for nothing (a free fit learns
    that unspent money goes with weak parks, a correlation, not a cause).
    The light ridge keeps overlapping features (points and their parts) tame."""
    import numpy as np

    w = np.zeros(len(b))
    for _ in range(sweeps):
        for j in range(len(b)):
            w[j] = max(0.0, (b[j] - q[j] @ w + q[j, j] * w[j]) / q[j, j])
    return w


def _load(path: str) -> list[Any] | None:
    try:
        with open(path) as fh:
            return [tuple(r) for r in json.load(fh)]
    except OSError:
        return None


def _print(names: Any, weights: list[tuple[float, ...]], spreads: list[float], rows: int, games: int) -> None:
    print('"""Weights of the Parkies expert\'s estimate, fitted by expert_fit.py')
    print(f"({rows} positions of {games} two-player games of the hard computer players).")
    print()
    print("Per game stage (expert.stage): the weight of each feature (expert.FEATURES)")
    print("in the predicted final score difference, and the spread of what it leaves")
    print('unexplained."""')
    print()
    print("from __future__ import annotations")
    print()
    print(f"FEATURES: tuple[str, ...] = {tuple(names)!r}")
    print("WEIGHTS: tuple[tuple[float, ...], ...] = (")
    for w in weights:
        print(f"    {w!r},")
    print(")")
    print(f"SPREADS: tuple[float, ...] = {tuple(spreads)!r}")


if __name__ == "__main__":
    raise SystemExit(main())

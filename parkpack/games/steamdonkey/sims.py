"""Simulation figures for docs/content-steamdonkey.md, over the Game API.

    python -m parkpack.games.steamdonkey.sims --level hard --players 3 --games 60
    python -m parkpack.games.steamdonkey.sims --versus hard normal --games 200

The first form plays games with one computer level in every seat and reports
game length, seat and resort win rates, and how often each action and each
resort is chosen. ``--random-resorts`` makes the resort choice at random (to
judge the posters rather than the players' taste). The second form plays two
levels head to head (seats alternating) and reports each one's share of wins.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Sequence

from parkpack.engine.api import CHANCE, COMPUTER, Bot, InfoSet, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.rng import Rng

from . import GAME
from .actions import Action, Build, ChooseKickon, ChooseResort, Move
from .content import COLOURS
from .state import START, State

MAX_STEPS = 20_000


@dataclass
class Tally:
    games: int = 0
    rounds: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    seat_wins: dict[int, float] = field(default_factory=dict)
    level_wins: dict[str, float] = field(default_factory=dict)
    resorts: Counter[str] = field(default_factory=Counter)
    resort_wins: dict[str, float] = field(default_factory=dict)
    kickons: Counter[str] = field(default_factory=Counter)
    actions: Counter[str] = field(default_factory=Counter)
    times: dict[str, list[float]] = field(default_factory=dict)


def action_kind(action: Action) -> str:
    if isinstance(action, (Build, Move)):
        return f"{type(action).__name__.lower()} {COLOURS[action.colour]}"
    return str(action).split()[0] if not str(action).startswith("take") else "take discard"


def play(levels: Sequence[str], seed: int, options: dict[str, str], tally: Tally, random_resorts: bool) -> State:
    seats = [SeatSpec(f"Computer {i + 1}", COMPUTER, lvl) for i, lvl in enumerate(levels)]
    st = GAME.setup(options, seats, seed)
    bots: list[Bot[State, Action]] = [make_bot(GAME, lvl, seed * 31 + i) for i, lvl in enumerate(levels)]
    chance, pick = Rng(f"sims/{seed}"), Rng(f"sims-resorts/{seed}")
    for _ in range(MAX_STEPS):
        who = GAME.to_act(st)
        if who is None:
            return st
        legal = GAME.legal_actions(st)
        if who == CHANCE:
            action = chance.weighted(GAME.chance_outcomes(st))
        elif random_resorts and isinstance(legal[0], ChooseResort):
            action = pick.pick(legal)
        else:
            start, cpu = time.perf_counter(), time.process_time()
            action = bots[who].choose(GAME, InfoSet(who, GAME.view(st, who), legal))
            spent, cpu = time.perf_counter() - start, time.process_time() - cpu
            tally.times.setdefault(levels[who], []).append(spent)
            if st.phase == START:
                tally.actions[action_kind(action)] += 1
                # the turn's action is where the looking ahead happens; the
                # processor time says what it costs on a core of its own
                # (the clock's figure grows when the machine is shared)
                tally.times.setdefault(f"{levels[who]} (turn's action)", []).append(spent)
                tally.times.setdefault(f"{levels[who]} (turn's action, processor time)", []).append(cpu)
            if isinstance(action, ChooseKickon):
                tally.kickons[action.kickon] += 1
        st = GAME.apply(st, action)
    raise RuntimeError(f"seed {seed}: no end after {MAX_STEPS} actions")


def record(st: State, levels: Sequence[str], tally: Tally) -> None:
    sheet = GAME.scores(st)
    tally.games += 1
    tally.rounds.append(GAME.rounds(st))
    for p in sheet.players:
        tally.scores.append(p.total)
        tally.resorts[st.players[p.seat].resort] += 1
    for w in sheet.winners:
        share = 1 / len(sheet.winners)
        place = (w - st.first) % st.n  # by turn order: 0 = the first player
        tally.seat_wins[place] = tally.seat_wins.get(place, 0.0) + share
        tally.level_wins[levels[w]] = tally.level_wins.get(levels[w], 0.0) + share
        resort = st.players[w].resort
        tally.resort_wins[resort] = tally.resort_wins.get(resort, 0.0) + share


def _p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0


def report(tally: Tally, players: int) -> str:
    r = tally.rounds
    lines = [
        f"{tally.games} games: rounds mean {sum(r) / len(r):.1f} (min {min(r)}, max {max(r)}); "
        f"mean score {sum(tally.scores) / len(tally.scores):.1f}",
        "wins by place in turn order: "
        + ", ".join(f"#{k + 1} {tally.seat_wins.get(k, 0.0) / tally.games:.0%}" for k in range(players)),
    ]
    total = sum(tally.actions.values())
    lines.append("actions at the start of a turn: " + ", ".join(f"{k} {v / total:.0%}" for k, v in tally.actions.most_common()))
    lines.append(
        "resorts chosen (share of players) and won (share of those players): "
        + ", ".join(
            f"{k} {v / sum(tally.resorts.values()):.0%}/{tally.resort_wins.get(k, 0.0) / v:.0%}"
            for k, v in tally.resorts.most_common()
        )
    )
    if tally.kickons:
        lines.append("kick-ons chosen: " + ", ".join(f"{k} {v}" for k, v in tally.kickons.most_common()))
    for level, ts in tally.times.items():
        lines.append(f"{level}: {len(ts)} decisions, mean {1000 * sum(ts) / len(ts):.1f} ms, p95 {1000 * _p95(ts):.0f} ms, max {1000 * max(ts):.0f} ms")
    if len(tally.level_wins) > 1:
        ranked = sorted(tally.level_wins.items(), key=lambda kv: -kv[1])
        lines.append("wins by level: " + ", ".join(f"{k} {v / tally.games:.1%}" for k, v in ranked))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m parkpack.games.steamdonkey.sims")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--versus", nargs=2, metavar=("A", "B"))
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--advanced", action="store_true")
    ap.add_argument("--random-resorts", action="store_true")
    args = ap.parse_args(argv)
    options = {"advanced": "on" if args.advanced else "off"}
    tally = Tally()
    for g in range(args.games):
        if args.versus:
            a, b = args.versus
            levels = [a if (i + g) % 2 == 0 else b for i in range(args.players)]
        else:
            levels = [args.level] * args.players
        # The first player moves on every second game, so with two levels
        # taking turns at the seats each level starts as often as the other.
        options["first"] = str((g // 2 if args.versus else g) % args.players)
        st = play(levels, args.seed + g, options, tally, args.random_resorts)
        record(st, levels, tally)
    mode = f"{' vs '.join(args.versus) if args.versus else args.level}, {args.players} players, {'advanced' if args.advanced else 'basic'}"
    print(f"Steam Donkey sims: {mode}")
    print(report(tally, args.players))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""``parkpack bench``: one table of speed and memory figures, all from one run.

Sections (``--only`` picks some): start-up to the first painted window against
a bare PySide6 window, random games per second, legal_actions/apply call
times, computer-player move times per level, the expert's move times against its
thinking time and its search speed, GUI-thread stall while computer
players think, board sync + repaint at the busiest position, and peak memory
during a game against the bare window. docs/performance.md records a run.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Sequence

from ..cli_parser import OneLineParser, within
from .report import Row, render

SECTIONS = ("startup", "engine", "bots", "expert", "stall", "repaint", "memory")


def _parser() -> argparse.ArgumentParser:
    p = OneLineParser(
        prog="parkpack bench",
        description="Measure start-up, engine speed, computer move time, GUI stall, repaint and memory; "
        "print one table with every figure from this run.",
    )
    p.add_argument("--only", action="append", choices=SECTIONS, default=[], help="run only this section (repeatable)")
    p.add_argument("--game", action="append", default=[], metavar="ID", help="only this game (repeatable)")
    p.add_argument("--quick", action="store_true", help="fewer repetitions: a rough table in well under a minute")
    p.add_argument("--repeats", type=int, default=0, help="start-up runs of each window (default 7, quick 3)")
    p.add_argument("--seconds", type=float, default=0, help="seconds of random games per player count (default 2, quick 0.5)")
    p.add_argument("--bot-moves", type=int, default=0, help="moves timed per computer level (default 150, quick 30)")
    p.add_argument("--bot-seconds", type=float, default=0, help="thinking time cap per level (default 20, quick 5)")
    p.add_argument("--think-ms", type=int, default=1000, help="the expert's thinking time in the expert section (default 1000)")
    p.add_argument("--expert-moves", type=int, default=0, help="expert moves timed per game (default 20, quick 5)")
    p.add_argument("--markdown", action="store_true", help="print the table as Markdown, with the machine")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    return p


def main(argv: Sequence[str]) -> int:
    args = _parser().parse_args(list(argv))
    try:
        _check(args)
    except ValueError as exc:
        print(f"parkpack bench: error: {exc}", file=sys.stderr)
        return 2
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from . import sections
    from .machine import describe

    quick = args.quick
    settings = sections.Settings(
        repeats=args.repeats or (3 if quick else 7),
        seconds=args.seconds or (0.5 if quick else 2.0),
        bot_moves=args.bot_moves or (30 if quick else 150),
        bot_seconds=args.bot_seconds or (5.0 if quick else 20.0),
        repaint_repeats=5 if quick else 15,
        cost_games=10 if quick else 60,
        think_ms=args.think_ms,
        expert_moves=args.expert_moves or (5 if quick else 20),
    )
    try:
        games = sections.pick_games(args.game)
    except ValueError as exc:
        print(f"parkpack bench: error: {exc}", file=sys.stderr)
        return 2
    rows: list[Row] = []
    for name in args.only or SECTIONS:
        rows.extend(getattr(sections, name)(games, settings, progress=_progress(args)))
    machine = describe()
    if args.json:
        print(json.dumps({"machine": machine, "rows": [r.to_json() for r in rows]}, indent=1))
    else:
        print(render(rows, machine, markdown=args.markdown))
    return 0


def _check(args: argparse.Namespace) -> None:
    """Every count and time within reason (0 takes the default)."""
    from ..engine.search import MAX_THINK_MS

    within("--repeats", args.repeats, 0, 100)
    within("--seconds", args.seconds, 0, 600)
    within("--bot-moves", args.bot_moves, 0, 10_000)
    within("--bot-seconds", args.bot_seconds, 0, 3600)
    within("--think-ms", args.think_ms, 1, MAX_THINK_MS * 10)
    within("--expert-moves", args.expert_moves, 0, 1000)


def _progress(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    if args.json or args.markdown:
        return lambda text: print(text, file=sys.stderr, flush=True)
    return lambda text: print(f"  … {text}", file=sys.stderr, flush=True)

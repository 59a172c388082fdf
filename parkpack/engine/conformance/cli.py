"""``parkpack conformance``: the harness from the command line."""

from __future__ import annotations

import argparse
import sys
from typing import Callable, Sequence

from ...cli_parser import MAX_JOBS, OneLineParser, within
from .. import registry
from ..limits import MAX_SEED
from ..api import AnyGame
from .harness import Config, Report, Variant, run, variants


# --- command line ---------------------------------------------------------------
def _parser() -> argparse.ArgumentParser:
    p = OneLineParser(
        prog="parkpack conformance",
        description="Play seeded random games of every registered game with rule and protocol checks.",
    )
    p.add_argument("--games", type=int, default=200, help="games per game id (default 200)")
    p.add_argument("--game", action="append", default=[], metavar="ID", help="only this game (repeatable)")
    p.add_argument("--players", type=int, default=0, help="only this player count")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="only variants with this option value (repeatable)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game; game i uses seed+i")
    p.add_argument("--samples", type=int, default=3, help="steps per game given the costly checks (default 3)")
    p.add_argument("--max-steps", type=int, default=5000, help="actions after which a game counts as not ending")
    p.add_argument("--max-failures", type=int, default=20, help="stop after this many failures (default 20)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--quiet", action="store_true", help="print only failures and the summary")
    return p


def _select(game: AnyGame, players: int, option_pairs: list[str]) -> tuple[Variant, ...]:
    wanted = dict(pair.partition("=")[::2] for pair in option_pairs)
    table = [
        v for v in variants(game)
        if (not players or v.players == players)
        and all(dict(v.options).get(k) == val for k, val in wanted.items())
    ]
    if not table:
        raise ValueError(f"no variant of {game.info.id} matches --players/--option")
    return tuple(table)


def _say(text: str) -> None:
    print(text, flush=True)


def _quiet(text: str) -> None:
    pass


def main(argv: Sequence[str]) -> int:
    args = _parser().parse_args(list(argv))
    try:
        within("--games", args.games, 1, 10_000_000)
        within("--players", args.players, 0, 64)
        within("--seed", args.seed, -MAX_SEED, MAX_SEED - 10_000_000)
        within("--samples", args.samples, 0, 1000)
        within("--max-steps", args.max_steps, 1, 10_000_000)
        within("--max-failures", args.max_failures, 1, 1_000_000)
        within("--jobs", args.jobs, 1, MAX_JOBS)
        games = [registry.get(g) for g in args.game] if args.game else list(registry.games())
        config = Config(max_steps=args.max_steps, samples=max(0, args.samples))
        say: Callable[[str], None] = _quiet if args.quiet else _say
        report = Report()
        for game in games:
            table = _select(game, args.players, args.option)
            say(f"{game.info.id}: {args.games} games over {len(table)} variant(s)")
            part = run([game], args.games, args.seed, config, table, say, args.max_failures, args.jobs)
            report.games += part.games
            report.actions += part.actions
            report.seconds += part.seconds
            report.failures.extend(part.failures)
            if args.quiet:
                for failure in part.failures:
                    print(failure)
    except ValueError as exc:
        print(f"parkpack conformance: error: {exc}", file=sys.stderr)
        return 2
    print(
        f"{report.games} games, {report.actions} actions in {report.seconds:.1f} s: "
        f"{len(report.failures)} failure(s)"
    )
    return 1 if report.failures else 0

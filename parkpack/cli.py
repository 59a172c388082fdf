"""Command line: `parkpack` opens the app; `sim`, `replay`, `stats`, `bench`
and `conformance` run headless. Errors a user can cause print one line on stderr and
exit with status 2, never a traceback."""

from __future__ import annotations

import argparse
import sys
import time
from typing import TYPE_CHECKING, Any, Callable, Sequence

from . import __version__
from .i18n import _, ngettext

from .cli_parser import EXIT_USAGE, MAX_JOBS, OneLineParser, within

if TYPE_CHECKING:
    from .engine.session import Session

#: The longest ``--quit-after-ms`` (a day; Qt's timers take no more than 2^31 - 1 ms).
MAX_QUIT_MS = 86_400_000
#: The most games one ``sim`` plays (their results are kept in memory).
MAX_GAMES = 10_000_000


def _parser() -> argparse.ArgumentParser:
    p = OneLineParser(
        prog="parkpack",
        description="Theme-park tabletop games. Without a command, opens the app.",
    )
    p.add_argument("--version", action="version", version=f"parkpack {__version__}")
    p.add_argument(
        "--quit-after-ms", type=int, default=0, metavar="MS",
        help="open the app and close it after MS milliseconds (smoke tests)",
    )
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    sim = sub.add_parser("sim", help="play complete games with computer players in every seat")
    sim.add_argument("game", help="the game's id (an unknown id lists the known ones)")
    sim.add_argument("--players", type=int, default=0, help="number of players (default: the game's minimum, 2 if allowed)")
    sim.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    sim.add_argument("--seed", type=int, default=1, help="seed of the first game; game i uses seed+i")
    sim.add_argument("--bot", default="random", help="computer level for every seat (default random)")
    sim.add_argument("--seats", default="", metavar="LEVEL,LEVEL,...",
                     help="one computer level per seat, e.g. hard,expert (sets the number of players)")
    sim.add_argument("--swap", action="store_true",
                     help="rotate the levels one seat on from game to game, so each plays every seat")
    sim.add_argument("--think-ms", type=int, default=None, metavar="N",
                     help="the expert's thinking time per move in milliseconds (default 1000)")
    sim.add_argument("--iterations", type=int, default=None, metavar="N",
                     help="the expert searches exactly N iterations per move instead (reproducible)")
    sim.add_argument("--jobs", type=int, default=1, metavar="N", help="play the games in N processes")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option")
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    rep = sub.add_parser("replay", help="replay a save file with legality checks and print the scores")
    rep.add_argument("file")
    rep.add_argument("--json", action="store_true", help="print one JSON object")
    rep.add_argument("--steps", action="store_true", help="print the game step by step, as one seat saw it")
    rep.add_argument("--seat", type=int, default=0, metavar="N",
                     help="with --steps: the seat whose view to print (1 = the first seat; default: everything"
                     " once the game is over, else the public view)")

    st = sub.add_parser("stats", help="statistics of the finished games played here")
    st.add_argument("game", nargs="?", default="", help="one game's id (default: every game)")
    st.add_argument("--json", action="store_true", help="print one JSON object")

    sub.add_parser("bench", help="measure start-up, engine, bot and repaint speed", add_help=False)
    sub.add_parser("conformance", help="random-game conformance run over every game", add_help=False)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # bench and conformance own their flags
    args = _parser().parse_args(argv) if not (argv and argv[0] in ("bench", "conformance")) else None
    if args is not None and not 0 <= args.quit_after_ms <= MAX_QUIT_MS:
        print(f"parkpack: error: --quit-after-ms must be between 0 and {MAX_QUIT_MS}", file=sys.stderr)
        return EXIT_USAGE
    try:
        code = _delegate(argv[0], argv[1:]) if args is None else _headless(args)
        if code is not None:
            sys.stdout.flush()  # a write that fails fails here, not at exit
            return code
    except ValueError as exc:  # every ParkpackError is a ValueError
        print(f"parkpack: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # the reader went away (``| head``): nothing more to say
        _drop_output()
        return 0
    except OSError as exc:  # e.g. the output could not be written (a full disk, /dev/full)
        _drop_output()
        print(f"parkpack: error: {exc.strerror or exc}", file=sys.stderr)
        return 1
    from .ui.app import run

    assert args is not None
    return run(sys.argv[:1], quit_after_ms=args.quit_after_ms)


def _headless(args: argparse.Namespace) -> int | None:
    """Run a headless command; None when the app is to open instead."""
    if args.command == "sim":
        return _sim(args)
    if args.command == "replay":
        # JSON is for programs: it keeps English; text is for people.
        return _replay(args) if args.json else _in_system_language(lambda: _replay(args))
    if args.command == "stats":
        from .engine.stats_text import print_stats

        if args.json:
            return print_stats(args.game, True)
        return _in_system_language(lambda: print_stats(args.game, False))
    return None


def _drop_output() -> None:
    """Point stdout at nothing, so that the output still buffered is not
    written again (and refused again) as the interpreter exits."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _in_system_language(command: Callable[[], int]) -> int:
    """Run a command that prints for people in the language the environment
    asks for (LANG and the like), then go back to the language before."""
    from .i18n import language, set_language

    before = language()
    set_language("system")
    try:
        return command()
    finally:
        set_language(before)


def _delegate(command: str, rest: list[str]) -> int:
    if command == "bench":
        from .bench import main as bench_main

        return bench_main(rest)
    from .engine.conformance import main as conformance_main

    return conformance_main(rest)


# --- sim ---------------------------------------------------------------------
def _parse_options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"option '{pair}' is not KEY=VALUE")
        options[key.strip()] = value.strip()
    return options


def _sim(args: argparse.Namespace) -> int:
    import json  # here, not at start-up: the app opens without it

    from .engine import registry
    from .engine.simulate import level_summary, play_games

    game = registry.get(args.game)
    chosen = [lv.strip() for lv in args.seats.split(",")] if args.seats else []
    players = args.players or len(chosen) or max(game.info.min_players, min(2, game.info.max_players))
    if chosen and args.players and args.players != len(chosen):
        raise ValueError(f"--seats names {len(chosen)} levels but --players is {args.players}")
    if args.players < 0 or not game.info.min_players <= players <= game.info.max_players:
        raise ValueError(f"{game.info.name} is played by {game.info.min_players} to {game.info.max_players} players,"
                         f" not {args.players or players}")
    from .engine.limits import MAX_SEED

    within("--games", args.games, 1, MAX_GAMES)
    within("--seed", args.seed, -MAX_SEED, MAX_SEED - MAX_GAMES)
    within("--jobs", args.jobs, 1, MAX_JOBS)
    think = _think_limits(args)
    options = _parse_options(args.option)
    for key in options:
        if game.info.option(key) is None:
            known = ", ".join(o.key for o in game.info.options) or "none"
            raise ValueError(f"{game.info.name} has no option '{key}' (it has: {known})")
    level: str | list[str] = chosen or args.bot
    start = time.perf_counter()
    results = play_games(game, players, args.games, args.seed, level, options, args.swap, think, args.jobs)
    seconds = time.perf_counter() - start
    report = {
        "game": game.info.id,
        "players": players,
        "bot": args.bot if not chosen else ",".join(chosen),
        "levels": chosen or [args.bot] * players,
        "swap": args.swap,
        "think": think,
        "options": options,
        "games": len(results),
        "seconds": round(seconds, 4),
        "games_per_second": round(len(results) / seconds, 2) if seconds else None,
        "by_level": level_summary(results),
        "results": results,
    }
    if args.json:
        print(json.dumps(report))
    else:
        print(_sim_text(report))
    return 0


def _think_limits(args: argparse.Namespace) -> dict[str, int]:
    from .engine.search import MAX_THINK_MS

    think: dict[str, int] = {}
    if args.think_ms is not None:
        within("--think-ms", args.think_ms, 1, MAX_THINK_MS * 10)
        think["think_ms"] = args.think_ms
    if args.iterations is not None:
        if args.iterations < 1:
            raise ValueError("--iterations must be at least 1")
        think["iterations"] = args.iterations
    return think


def _sim_text(report: dict[str, Any]) -> str:
    import statistics  # here, not at start-up: the app opens without it

    results = report["results"]
    players = report["players"]
    limits = report.get("think") or {}
    thinking = ""
    if "iterations" in limits:
        thinking = f", expert {limits['iterations']} iterations a move"
    elif "think_ms" in limits:
        thinking = f", expert thinking {limits['think_ms']} ms a move"
    lines = [
        f"{report['games']} games of {report['game']}, {players} player(s), bot '{report['bot']}'"
        f"{' (seats rotated)' if report.get('swap') else ''}{thinking}"
        f" in {report['seconds']:.2f} s ({report['games_per_second']} games/s)",
    ]
    automata = results[0].get("automata", []) if results else []
    names = [f"seat {seat + 1}" for seat in range(players)] + [f"{name} (automaton)" for name in automata]
    for entrant, name in enumerate(names):
        totals = [r["scores"][entrant] for r in results]
        # A win shared by k tied entrants counts 1/k to each, so the shares
        # of all entrants add up to the games won by anyone.
        wins = sum(1 / len(r["winners"]) for r in results if entrant in r["winners"])
        spread = statistics.pstdev(totals) if len(totals) > 1 else 0.0
        lines.append(
            f"  {name}: mean score {statistics.mean(totals):.2f} (sd {spread:.2f},"
            f" min {min(totals)}, max {max(totals)}), wins {wins:g} ({100 * wins / len(results):.1f}%)"
        )
    shared = sum(1 for r in results if len(r["winners"]) > 1)
    if shared:
        lines.append(f"  shared wins: {shared} game(s); each counts 1/k to every one of its k tied winners")
    rounds = [r["rounds"] for r in results if r["rounds"] is not None]
    if rounds:
        lines.append(f"  rounds: mean {statistics.mean(rounds):.2f}, min {min(rounds)}, max {max(rounds)}")
    solo = [r["solo_result"] for r in results if r.get("solo_result")]
    if solo:
        counts = {name: solo.count(name) for name in dict.fromkeys(sorted(solo))}
        lines.append("  solo results: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    if len(set(report.get("levels", ()))) > 1:
        lines += _level_lines(report["by_level"])
    if players > 1 and any(len(r["winners"]) > 1 for r in results):
        shared = sum(1 for r in results if len(r["winners"]) > 1)
        lines.append(
            f"  {shared} game(s) ended in a shared victory: it counts as a win for each seat that"
            " shares it, so the win rates can add up to more than 100%."
        )
    return "\n".join(lines)


def _level_lines(rows: list[dict[str, Any]]) -> list[str]:
    def pct(x: float) -> str:
        return f"{100 * x:.1f}%"

    lines = ["  by level (95% confidence intervals, Wilson for rates):"]
    for row in rows:
        lo, hi = row["win_ci"]
        alo, ahi = row["alone_ci"]
        slo, shi = row["score_ci"]
        lines.append(
            f"    {row['level']}: {row['seats']} seat(s); won alone {row['alone']} ({pct(row['alone_rate'])},"
            f" CI {pct(alo)}-{pct(ahi)}), shared {row['shared']}, lost {row['lost']};"
            f" won or shared {pct(row['win_rate'])} (CI {pct(lo)}-{pct(hi)});"
            f" mean score {row['mean_score']:.2f} (CI {slo:.2f}-{shi:.2f})"
        )
    return lines


# --- replay ------------------------------------------------------------------
def _scored(session: Session) -> Any:
    """The state whose score a replay prints: while a game with secrets is
    still being played, the view the replay window would show (no other
    person's secret goal named)."""
    game, state = session.game, session.state
    if session.is_over or not game.info.hidden_information:
        return state
    from .engine.replay import watcher_while_played

    return game.view(state, watcher_while_played(session.seats))


def _replay(args: argparse.Namespace) -> int:
    import json  # here, not at start-up: the app opens without it

    from .engine import saves

    if args.seat and not args.steps:
        raise ValueError("--seat chooses whose view --steps prints: give --steps too")
    session = saves.load(args.file)
    if args.steps:
        from .engine.replay import print_steps

        return print_steps(session, args.seat, args.json)
    sheet = session.game.scores(_scored(session))
    names = [s.name for s in session.seats] + list(sheet.automata)
    data = {
        "game": session.game.info.id,
        "moves": len(session.history),
        "over": session.is_over,
        "winners": [sheet.name(w, names) for w in sheet.winners] if session.is_over else [],
        "solo_result": sheet.solo_result if session.is_over else "",
        "players": [
            {
                "name": sheet.name(p.seat, names),
                "total": p.total,
                "lines": [{"label": line.label, "points": line.points} for line in p.lines],
            }
            for p in sheet.players
        ],
        # An unfinished game's notes would name a winner or a tie-break that has not happened.
        "notes": (list(sheet.notes) if session.is_over else [])
        + ([_("Hints were used in this game ({n}).").format(n=len(session.hints))] if session.hints else []),
        "hints": len(session.hints),
    }
    if args.json:
        print(json.dumps(data))
        return 0
    state = _("finished") if data["over"] else _("not finished (scores so far)")
    replayed = ngettext("{game}: {moves} move replayed, game {state}", "{game}: {moves} moves replayed, game {state}",
                        data["moves"])
    print(replayed.format(game=session.game.info.name, moves=data["moves"], state=state))
    for player in data["players"]:
        print(f"{player['name']}: {player['total']}")
        for line in player["lines"]:
            print(f"    {line['points']:>4}  {line['label']}")
    for note in data["notes"]:
        print(note)
    if data["solo_result"]:
        print(_("Result: {result}").format(result=_(data["solo_result"])))
    if data["winners"]:
        print(_("Winner: {names}").format(names=", ".join(data["winners"])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

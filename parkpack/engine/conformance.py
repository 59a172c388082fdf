"""Random-game conformance: seeded playouts that check every game keeps the protocol.

Every registered game is played from setup to the end with random choices, in
every player count and every variant its options allow. After each action the
harness checks that the state is sound and that exactly one decision is
pending; on sampled steps it also checks the text notation, save -> load,
undo -> the earlier state, refusal of foreign actions, and that ``view`` hides
secrets. A failure names the game, variant, seed and action index, and the
printed command replays exactly that game.

How hiding is checked without knowing any game's secrets (docs/performance.md
explains it at more length): the log line ``describe`` gives for an action is
what every seat learns from it. So two actions that ``describe`` words the
same (a card dealt face down to one seat, a hidden placement) must leave the
*public view* the same, where the public view is the view of one seat seen
again from a second seat, which strips the secrets of both. Views must also be
deterministic and idempotent: a seat's view of its own view is that view.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Sequence

from . import registry, saves
from .api import CHANCE, COMPUTER, HUMAN, Game, SeatSpec
from .errors import IllegalActionError
from .rng import Rng
from .session import Session


@dataclass(frozen=True, slots=True)
class Variant:
    """One table set-up: a player count and one choice per applicable option."""

    players: int
    options: tuple[tuple[str, str], ...] = ()

    def label(self) -> str:
        opts = "".join(f" {k}={v}" for k, v in self.options)
        return f"{self.players}p{opts}"


@dataclass(frozen=True, slots=True)
class Config:
    """What to check and how often. ``samples`` is how many steps per game get
    the costlier checks (save -> load, notation, hiding, foreign actions)."""

    max_steps: int = 5000
    samples: int = 3
    group_limit: int = 6  # actions tried per same-log group in the hiding check


@dataclass(frozen=True, slots=True)
class Failure:
    game: str
    variant: Variant
    seed: int
    step: int  # actions played before the failing check
    check: str
    message: str

    def replay_command(self) -> str:
        opts = "".join(f" --option {k}={v}" for k, v in self.variant.options)
        return (
            f"parkpack conformance --game {self.game} --players {self.variant.players}"
            f"{opts} --seed {self.seed} --games 1"
        )

    def __str__(self) -> str:
        return (
            f"{self.game} {self.variant.label()} seed {self.seed} action {self.step}: "
            f"[{self.check}] {self.message}\n    replay: {self.replay_command()}"
        )


@dataclass(slots=True)
class Report:
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    failures: list[Failure] = field(default_factory=list)


class CheckFailed(Exception):
    def __init__(self, check: str, message: str) -> None:
        super().__init__(message)
        self.check = check
        self.message = message


def _require(ok: bool, check: str, message: str) -> None:
    if not ok:
        raise CheckFailed(check, message)


# --- variants and seats --------------------------------------------------------
def variants(game: Game) -> tuple[Variant, ...]:
    """Every player count, times every combination of the options open to it."""
    out = []
    for players in range(game.info.min_players, game.info.max_players + 1):
        specs = [o for o in game.info.options if not o.players or players in o.players]
        choices = [[(o.key, value) for value, _label in o.choices] for o in specs]
        for combo in itertools.product(*choices):
            out.append(Variant(players, tuple(combo)))
    return tuple(out)


def seats_for(game: Game, players: int, seed: int) -> tuple[SeatSpec, ...]:
    """Seats mixing humans and computers, so every undo rule gets exercised;
    seat 0 is always human."""
    rng = Rng(f"conformance-seats/{seed}")
    colours = [c for c, _ in game.info.colours]
    level = game.info.bot_levels[0].id if game.info.bot_levels else "random"
    seats = []
    for i in range(players):
        human = i == 0 or rng.below(3) > 0
        seats.append(
            SeatSpec(
                name=f"Player {i + 1}",
                kind=HUMAN if human else COMPUTER,
                level="" if human else level,
                colour=colours[i] if i < len(colours) else "",
            )
        )
    return tuple(seats)


# --- checks run after every action --------------------------------------------
def check_pending(game: Game, state: Any, players: int) -> tuple[Any, ...]:
    """Exactly one decision pending; returns the legal actions."""
    try:
        game.check(state)
    except Exception as exc:  # any exception from check() is a broken invariant
        raise CheckFailed("invariant", f"check() raised {exc!r}") from exc
    seat = game.to_act(state)
    legal = game.legal_actions(state)
    if seat is None:
        _require(legal == (), "pending", f"game over but {len(legal)} legal actions")
        return legal
    _require(seat == CHANCE or 0 <= seat < players, "pending", f"to_act returned {seat!r}")
    _require(len(legal) > 0, "pending", f"{'chance' if seat == CHANCE else f'seat {seat}'} to act with no legal action")
    if seat == CHANCE:
        check_chance(game, state, legal)
    return legal


def check_chance(game: Game, state: Any, legal: tuple[Any, ...]) -> None:
    outcomes = game.chance_outcomes(state)
    _require(len(outcomes) > 0, "chance", "chance point without outcomes")
    _require(all(w > 0 for _, w in outcomes), "chance", "an outcome has no positive weight")
    actions = [a for a, _ in outcomes]
    _require(len(set(actions)) == len(actions), "chance", "an outcome is listed twice")
    _require(set(actions) == set(legal), "chance", "chance outcomes differ from legal_actions")


# --- checks run on sampled steps ------------------------------------------------
def check_notation(game: Game, legal: tuple[Any, ...]) -> None:
    texts = [str(a) for a in legal]
    _require(len(set(texts)) == len(texts), "notation", f"two legal actions share a text: {_dupes(texts)}")
    for action in legal:
        check_parses_back(game, action)


def check_parses_back(game: Game, action: Any) -> None:
    text = str(action)
    try:
        back = game.parse_action(text)
    except ValueError as exc:
        raise CheckFailed("notation", f"parse_action({text!r}) refused its own text: {exc}") from exc
    _require(back == action, "notation", f"parse_action({text!r}) gives {back!r}, not {action!r}")


def _dupes(texts: list[str]) -> str:
    return ", ".join(sorted(t for t, n in Counter(texts).items() if n > 1))


def check_save_load(session: Session) -> None:
    raw = saves.dumps(session)
    loaded = saves.session_from_document(saves.parse_document(raw), "<conformance>")
    _require(loaded.history == session.history, "save-load", "history differs after save -> load")
    _require(loaded.state == session.state, "save-load", "state differs after save -> load")
    _require(not loaded.can_undo(), "save-load", "undo offered right after loading")


def public_view(game: Game, state: Any, players: int) -> Any:
    """The view of seat 0 as seat 1 sees it: secrets of both stripped."""
    return game.view(game.view(state, 0), 1)


def check_views(game: Game, state: Any, players: int) -> None:
    for seat in range(players):
        v = game.view(state, seat)
        _require(game.view(state, seat) == v, "view", f"view of seat {seat} is not deterministic")
        _require(game.view(v, seat) == v, "view", f"view of seat {seat} changes when taken again")
        game.summary(v, seat)


def check_hiding(game: Game, state: Any, legal: tuple[Any, ...], players: int, limit: int) -> None:
    """Actions the log words alike must leave the public view alike."""
    if players < 2:
        return
    groups: dict[str, list[Any]] = {}
    for action in legal:
        groups.setdefault(game.describe(state, action), []).append(action)
    for line, actions in groups.items():
        if len(actions) < 2:
            continue
        picked = actions[:limit]
        first = public_view(game, game.apply(state, picked[0]), players)
        for other in picked[1:]:
            _require(
                public_view(game, game.apply(state, other), players) == first,
                "hiding",
                f"'{picked[0]}' and '{other}' are both logged as {line!r} but leave "
                "different public views: the view shows what the log hides",
            )


def check_foreign(session: Session, pool: Sequence[Any], rng: Rng) -> None:
    """Actions legal elsewhere (another state or seat) are refused untouched."""
    legal = set(session.legal_actions())
    foreign = [a for a in pool if a not in legal]
    for _ in range(min(3, len(foreign))):
        action = rng.pick(foreign)
        before_state, before_len = session.state, len(session.history)
        try:
            session.play(action)
        except IllegalActionError:
            pass
        else:
            raise CheckFailed("illegal", f"Session.play accepted '{action}', which is not legal here")
        _require(session.state is before_state and len(session.history) == before_len,
                 "illegal", f"refusing '{action}' changed the session")


# --- undo ---------------------------------------------------------------------
@dataclass(slots=True)
class UndoMark:
    """The state before and after the latest human action not since cleared."""

    before: Any
    after: Any
    history_len: int


def check_undo(session: Session, mark: UndoMark | None, same_human_next: bool) -> None:
    if not session.can_undo():
        _require(not same_human_next, "undo",
                 "undo refused although the same human acts again with nothing revealed")
        return
    _require(mark is not None, "undo", "undo offered after a die roll, draw or reveal")
    assert mark is not None
    now, tail = session.state, session.history[mark.history_len + 1:]
    session.undo()
    _require(session.state == mark.before, "undo", "undo did not return to the human's last decision")
    _require(len(session.history) == mark.history_len, "undo", "undo left the history the wrong length")
    session.redo()
    _require(session.state == mark.after, "undo", "redo did not restore the state after the action")
    for text in tail:  # computer moves made since are replayed, not redone
        session.play(text)
    _require(session.state == now, "undo", "undo, redo and replay did not come back to the same state")


# --- one game -----------------------------------------------------------------
def play_one(game: Game, variant: Variant, seed: int, config: Config = Config()) -> tuple[int, Failure | None]:
    """Play one checked random game. Returns (actions played, failure or None)."""
    session: Session | None = None
    try:
        session = Session(game, dict(variant.options), seats_for(game, variant.players, seed), seed)
        _play_checked(session, variant, seed, config)
        return len(session.history), None
    except CheckFailed as exc:
        step = len(session.history) if session else 0
        return step, Failure(game.info.id, variant, seed, step, exc.check, exc.message)
    except Exception as exc:  # a crash anywhere in the game's code is a failure too
        step = len(session.history) if session else 0
        where = traceback.extract_tb(exc.__traceback__)[-1]
        message = f"{type(exc).__name__}: {exc} (at {where.filename}:{where.lineno} in {where.name})"
        return step, Failure(game.info.id, variant, seed, step, "crash", message)


def _play_checked(session: Session, variant: Variant, seed: int, config: Config) -> None:
    game, players = session.game, variant.players
    rng = Rng(f"conformance/{game.info.id}/{seed}")
    sampled = _sample_steps(rng, config)
    pool: list[Any] = []  # recent legal actions of other states and seats
    mark: UndoMark | None = None
    legal = check_pending(game, session.state, players)
    while session.to_act is not None:
        step = len(session.history)
        _require(step < config.max_steps, "termination", f"no end after {config.max_steps} actions")
        if step in sampled:
            _sampled_checks(session, legal, pool, rng, config)
        pool.extend(legal[:8])
        del pool[:-64]
        mark = _step(session, rng, mark)
        legal = check_pending(game, session.state, players)
        game.prompt(session.state)
        check_undo(session, mark, _same_human_next(session, mark))
    _check_scores(game, session.state, players)
    check_save_load(session)
    check_views(game, session.state, players)


def _sample_steps(rng: Rng, config: Config) -> set[int]:
    """Step 0, then steps spread ever wider (1-20, 1-80, 1-180 ...), so short
    and long games both get sampled."""
    return {0} | {1 + rng.below(20 * (i + 1) ** 2) for i in range(config.samples)}


def _sampled_checks(session: Session, legal: tuple[Any, ...], pool: list[Any], rng: Rng, config: Config) -> None:
    game, players = session.game, len(session.seats)
    check_notation(game, legal)
    check_views(game, session.state, players)
    check_hiding(game, session.state, legal, players, config.group_limit)
    check_foreign(session, pool, rng)
    if session.history:
        check_save_load(session)


def _step(session: Session, rng: Rng, mark: UndoMark | None) -> UndoMark | None:
    """Play one action: chance from the session's seeded draw, decisions at random."""
    seat, before = session.to_act, session.state
    action = session.chance_action() if seat == CHANCE else rng.pick(session.legal_actions())
    check_parses_back(session.game, action)
    line = session.game.describe(before, action)
    _require(isinstance(line, str) and line != "", "describe", f"describe('{action}') gave {line!r}")
    if seat == CHANCE:
        session.play(action)
        return None
    revealing = session.game.reveals(before, action)
    history_len = len(session.history)
    session.play(action)
    if revealing:
        return None
    if session.seats[seat].is_human:  # type: ignore[index]
        return UndoMark(before, session.state, history_len)
    return mark


def _same_human_next(session: Session, mark: UndoMark | None) -> bool:
    """True when the last action was a human's, nothing was revealed, and the
    same human decides again: then undo must be offered."""
    if mark is None or mark.history_len != len(session.history) - 1:
        return False
    nxt = session.to_act
    last_seat = session.game.to_act(mark.before)
    return nxt is not None and nxt == last_seat


def _check_scores(game: Game, state: Any, players: int) -> None:
    sheet = game.scores(state)
    seats = sorted(p.seat for p in sheet.players)
    _require(seats == list(range(players)), "scores", f"score sheet covers seats {seats}")
    _require(len(sheet.winners) > 0 or players == 1, "scores", "finished game without a winner")
    _require(all(0 <= w < players for w in sheet.winners), "scores", f"winners {sheet.winners} are not seats")


# --- many games ---------------------------------------------------------------
def run(
    games: Sequence[Game],
    per_game: int,
    first_seed: int = 1,
    config: Config = Config(),
    only: Sequence[Variant] = (),
    progress: Callable[[str], None] | None = None,
    max_failures: int = 20,
    jobs: int = 1,
) -> Report:
    """``per_game`` checked games for each game, spread round-robin over its
    variants; game i of a game uses seed ``first_seed + i`` and variant
    ``i mod len(variants)``, so any failure replays alone. With ``jobs`` > 1
    the games run in that many worker processes (games must be registered)."""
    report = Report()
    start = time.perf_counter()
    for game in games:
        table = tuple(only) or variants(game)
        chunks = [(i, min(i + CHUNK, per_game)) for i in range(0, per_game, CHUNK)]
        for done_to, results in _chunk_results(game, table, first_seed, chunks, config, jobs):
            for steps, failure in results:
                report.games += 1
                report.actions += steps
                if failure is not None:
                    report.failures.append(failure)
                    if progress:
                        progress(str(failure))
            if len(report.failures) >= max_failures:
                break
            if progress and per_game > CHUNK:
                progress(f"{game.info.id}: {done_to}/{per_game} games, {len(report.failures)} failures")
        if len(report.failures) >= max_failures:
            break
    report.seconds = time.perf_counter() - start
    return report


CHUNK = 250  # games per progress line and per task handed to a worker


def _chunk_results(
    game: Game, table: tuple[Variant, ...], first_seed: int, chunks: list[tuple[int, int]], config: Config, jobs: int
) -> Iterator[tuple[int, list[tuple[int, Failure | None]]]]:
    if jobs <= 1:
        for lo, hi in chunks:
            yield hi, _play_range(game, table, first_seed, lo, hi, config)
        return
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(_play_range_by_id, game.info.id, table, first_seed, lo, hi, config)
                   for lo, hi in chunks]
        try:
            for (_lo, hi), future in zip(chunks, futures):
                yield hi, future.result()
        finally:
            for future in futures:
                future.cancel()


def _play_range(
    game: Game, table: tuple[Variant, ...], first_seed: int, lo: int, hi: int, config: Config
) -> list[tuple[int, Failure | None]]:
    return [play_one(game, table[i % len(table)], first_seed + i, config) for i in range(lo, hi)]


def _play_range_by_id(
    game_id: str, table: tuple[Variant, ...], first_seed: int, lo: int, hi: int, config: Config
) -> list[tuple[int, Failure | None]]:
    return _play_range(registry.get(game_id), table, first_seed, lo, hi, config)


# --- command line ---------------------------------------------------------------
def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
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


def _select(game: Game, players: int, option_pairs: list[str]) -> tuple[Variant, ...]:
    wanted = dict(pair.partition("=")[::2] for pair in option_pairs)
    table = [
        v for v in variants(game)
        if (not players or v.players == players)
        and all(dict(v.options).get(k) == val for k, val in wanted.items())
    ]
    if not table:
        raise ValueError(f"no variant of {game.info.id} matches --players/--option")
    return tuple(table)


def main(argv: Sequence[str]) -> int:
    args = _parser().parse_args(list(argv))
    try:
        if args.games < 1:
            raise ValueError("--games must be at least 1")
        games = [registry.get(g) for g in args.game] if args.game else list(registry.games())
        config = Config(max_steps=args.max_steps, samples=max(0, args.samples))
        say = (lambda text: None) if args.quiet else (lambda text: print(text, flush=True))
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

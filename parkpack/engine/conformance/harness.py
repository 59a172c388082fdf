"""Random-game conformance: seeded playouts that check every game keeps the protocol.

Every registered game is played from setup to the end with random choices, in
every player count and every variant its options allow. After each action the
harness checks that the state is sound and that exactly one decision is
pending; on sampled steps it also checks the text notation, save -> load,
undo -> the earlier state, refusal of foreign actions, views, and secrets
(conformance/secrets.py). A failure names the game, variant, seed and action
index, and the printed command replays exactly that game.
"""

from __future__ import annotations

import itertools
import time
import traceback
from typing import Any, Callable, Iterator, Sequence

from .. import registry
from ..api import CHANCE, COMPUTER, HUMAN, AnyGame, SeatSpec
from ..frozen import record
from ..rng import Rng
from ..session import Session
from .checks import (
    CheckFailed,
    UndoMark,
    check_foreign,
    check_notation,
    check_parses_back,
    check_pending,
    check_save_load,
    check_scores,
    check_undo,
    check_views,
    require,
)
from .secrets import check_log_matches_view, check_worlds


@record
class Variant:
    """One table set-up: a player count and one choice per applicable option."""

    players: int
    options: tuple[tuple[str, str], ...] = ()

    def label(self) -> str:
        opts = "".join(f" {k}={v}" for k, v in self.options)
        return f"{self.players}p{opts}"


@record
class Config:
    """What to check and how often. ``samples`` is how many steps per game get
    the costlier checks (save -> load, notation, hiding, foreign actions);
    ``worlds`` is how many states each seat's view is sampled into there."""

    max_steps: int = 5000
    samples: int = 3
    group_limit: int = 6  # actions compared per check in the hiding checks
    worlds: int = 3


@record
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


class Report:
    """What a run found (filled in as games finish)."""

    def __init__(self) -> None:
        self.games = 0
        self.actions = 0
        self.seconds = 0.0
        self.failures: list[Failure] = []


# --- variants and seats --------------------------------------------------------
def variants(game: AnyGame) -> tuple[Variant, ...]:
    """Every player count, times every combination of the options open to it."""
    out = []
    for players in range(game.info.min_players, game.info.max_players + 1):
        specs = [o for o in game.info.options if not o.players or players in o.players]
        choices = [[(o.key, value) for value, _label in o.choices] for o in specs]
        for combo in itertools.product(*choices):
            out.append(Variant(players, tuple(combo)))
    return tuple(out)


def seats_for(game: AnyGame, players: int, seed: int) -> tuple[SeatSpec, ...]:
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


# --- one game -----------------------------------------------------------------
def play_one(game: AnyGame, variant: Variant, seed: int, config: Config = Config()) -> tuple[int, Failure | None]:
    """Play one checked random game. Returns (actions played, failure or None)."""
    session: Session[Any, Any] | None = None
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


def _play_checked(session: Session[Any, Any], variant: Variant, seed: int, config: Config) -> None:
    game, players = session.game, variant.players
    rng = Rng(f"conformance/{game.info.id}/{seed}")
    sampled = _sample_steps(rng, config)
    pool: list[Any] = []  # recent legal actions of other states and seats
    mark: UndoMark | None = None
    legal = check_pending(game, session.state, players)
    while session.to_act is not None:
        step = len(session.history)
        require(step < config.max_steps, "termination", f"no end after {config.max_steps} actions")
        if step in sampled:
            _sampled_checks(session, legal, pool, rng, config)
        pool.extend(legal[:8])
        del pool[:-64]
        mark = _step(session, rng, mark)
        legal = check_pending(game, session.state, players)
        check_undo(session, mark, _same_human_next(session, mark))
    check_scores(game, session.state, players)
    check_save_load(session)
    check_views(game, session.state, players)


def _sample_steps(rng: Rng, config: Config) -> set[int]:
    """Step 0, then steps spread ever wider (1-20, 1-80, 1-180 ...), so short
    and long games both get sampled."""
    return {0} | {1 + rng.below(20 * (i + 1) ** 2) for i in range(config.samples)}


def _sampled_checks(session: Session[Any, Any], legal: tuple[Any, ...], pool: list[Any], rng: Rng, config: Config) -> None:
    game, players = session.game, len(session.seats)
    check_notation(game, legal)
    check_views(game, session.state, players)
    check_log_matches_view(game, session.state, legal, players, config.group_limit)
    check_worlds(game, session.state, legal, players, rng, config.worlds, config.group_limit, pool)
    check_foreign(session, pool, rng)
    if session.history:
        check_save_load(session)


def _step(session: Session[Any, Any], rng: Rng, mark: UndoMark | None) -> UndoMark | None:
    """Play one action: chance from the session's seeded draw, decisions at random."""
    seat, before = session.to_act, session.state
    action = session.chance_action() if seat == CHANCE else rng.pick(session.legal_actions())
    check_parses_back(session.game, action)
    entry = session.game.text.describe(before, action)
    require(entry.text != "", "describe", f"describe('{action}') gave no text")
    require(not entry.seats or entry.private != "", "describe", f"describe('{action}') names seats but no private text")
    if seat == CHANCE:
        session.play(action)
        return None
    revealing = session.game.reveals(before, action)
    history_len = len(session.history)
    session.play(action)
    if revealing:
        return None
    if seat is not None and session.seats[seat].is_human:
        return UndoMark(before, session.state, history_len)
    return mark


def _same_human_next(session: Session[Any, Any], mark: UndoMark | None) -> bool:
    """True when the last action was a human's, nothing was revealed, and the
    same human decides again: then undo must be offered."""
    if mark is None or mark.history_len != len(session.history) - 1:
        return False
    nxt = session.to_act
    last_seat = session.game.to_act(mark.before)
    return nxt is not None and nxt == last_seat


# --- many games ---------------------------------------------------------------
def run(
    games: Sequence[AnyGame],
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
    game: AnyGame, table: tuple[Variant, ...], first_seed: int, chunks: list[tuple[int, int]], config: Config, jobs: int
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
    game: AnyGame, table: tuple[Variant, ...], first_seed: int, lo: int, hi: int, config: Config
) -> list[tuple[int, Failure | None]]:
    return [play_one(game, table[i % len(table)], first_seed + i, config) for i in range(lo, hi)]


def _play_range_by_id(
    game_id: str, table: tuple[Variant, ...], first_seed: int, lo: int, hi: int, config: Config
) -> list[tuple[int, Failure | None]]:
    return _play_range(registry.get(game_id), table, first_seed, lo, hi, config)



"""Each benchmark section measures one thing for every chosen game and returns table rows."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from ..engine import registry
from ..engine.api import AnyGame
from . import engine_speed, probes
from .report import Row

Progress = Callable[[str], None]

# Targets (docs/performance.md).
STARTUP_RATIO = 1.3
#: Every game: the mean cost of one random-playout step (legal actions + apply).
ACTION_COST_US = 15.0
STALL_MS = 20.0
REPAINT_MS = 16.0


@dataclass(slots=True)
class Settings:
    repeats: int
    seconds: float
    bot_moves: int
    bot_seconds: float
    repaint_repeats: int
    cost_games: int = 40
    think_ms: int = 1000  # the expert's thinking time in the expert section
    expert_moves: int = 20
    bare: list[probes.Probe] = field(default_factory=list)  # reused by the memory section


def pick_games(ids: Sequence[str]) -> list[AnyGame]:
    return [registry.get(i) for i in ids] if ids else list(registry.games())


def startup(games: Sequence[AnyGame], s: Settings, progress: Progress) -> list[Row]:
    progress(f"start-up: {s.repeats} runs each of a bare window and the app")
    bare, app = probes.startup(s.repeats)
    s.bare = bare
    ratio = probes.median_seconds(app) / probes.median_seconds(bare)
    best = min(p.seconds for p in app) / min(p.seconds for p in bare)
    return [
        Row("start-up to first paint, bare QMainWindow", "", f"{probes.median_seconds(bare) * 1000:.0f} ms",
            note=f"median of {len(bare)}; fastest {min(p.seconds for p in bare) * 1000:.0f} ms"),
        Row("start-up to first paint, parkpack launcher", "", f"{probes.median_seconds(app) * 1000:.0f} ms",
            note=f"median of {len(app)}; fastest {min(p.seconds for p in app) * 1000:.0f} ms"),
        Row("start-up ratio to bare window", "", f"{ratio:.2f}x", f"<= {STARTUP_RATIO}x", ratio <= STARTUP_RATIO,
            f"medians; fastest runs {best:.2f}x"),
    ]


def engine(games: Sequence[AnyGame], s: Settings, progress: Progress) -> list[Row]:
    rows = []
    for game in games:
        gid, standard = game.info.id, engine_speed.standard_players(game)
        for players in range(game.info.min_players, game.info.max_players + 1):
            progress(f"random games: {gid} {players}p")
            rate, count = engine_speed.games_per_second(game, players, s.seconds)
            rows.append(Row(f"random games per second, {players}p", gid, f"{rate:,.0f}", note=f"{count} games"))
        progress(f"action cost: {gid}")
        cost, steps = engine_speed.action_cost_us(game, standard, games=s.cost_games)
        rows.append(Row(f"legal_actions + apply, mean per step, {standard}p", gid, f"{cost:.1f} µs",
                        f"<= {ACTION_COST_US:.0f} µs", cost <= ACTION_COST_US, f"{steps} steps of random games"))
        progress(f"call times: {gid}")
        legal, apply = engine_speed.call_times(game, standard, games=40)
        for name, t in (("legal_actions", legal), ("apply", apply)):
            rows.append(Row(f"{name} time, {standard}p", gid, f"median {t.median_ms * 1000:.1f} µs, "
                            f"p95 {t.p95_ms * 1000:.1f} µs", note=f"{t.count} calls, max {t.max_ms:.2f} ms"))
    return rows


def bots(games: Sequence[AnyGame], s: Settings, progress: Progress) -> list[Row]:
    rows = []
    for game in games:
        players = engine_speed.standard_players(game)
        for level in game.info.bot_levels:
            if level.id == "expert":
                continue  # timed against its thinking time in the expert section
            progress(f"computer moves: {game.info.id} {level.id}")
            t = engine_speed.bot_times(game, level.id, players, s.bot_moves, s.bot_seconds)
            rows.append(Row(f"computer move time, {level.id}, {players}p", game.info.id,
                            f"median {t.median_ms:.2f} ms, p95 {t.p95_ms:.2f} ms",
                            note=f"{t.count} moves, max {t.max_ms:.1f} ms"))
    return rows


def stall(games: Sequence[AnyGame], s: Settings, progress: Progress) -> list[Row]:
    from . import gui

    progress("GUI stall: the timer alone")
    idle = gui.idle_lateness(3.0)
    progress("GUI stall: the timer beside a plain Python busy thread")
    busy = gui.idle_lateness(3.0, busy_thread=True)
    rows = [
        Row("10 ms timer lateness, nothing thinking (control)", "",
            f"worst {idle.worst_ms:.1f} ms, p95 {idle.p95_ms:.1f} ms", note=f"{idle.ticks} ticks"),
        Row("10 ms timer lateness beside a Python busy loop thread (control)", "",
            f"worst {busy.worst_ms:.1f} ms, p95 {busy.p95_ms:.1f} ms", note=f"{busy.ticks} ticks"),
    ]
    for game in games:
        players = engine_speed.standard_players(game)
        level = game.info.bot_levels[-1].id if game.info.bot_levels else "random"
        progress(f"GUI stall: {game.info.id} {level}")
        st = gui.gui_stall(game, players, level, max_seconds=max(20.0, s.bot_seconds * 3))
        rows.append(Row(f"GUI stall while computers think ({level}, {players}p)", game.info.id,
                        f"worst {st.worst_ms:.1f} ms, p95 {st.p95_ms:.1f} ms", f"<= {STALL_MS:.0f} ms",
                        st.worst_ms <= STALL_MS,
                        f"10 ms timer, {st.ticks} ticks over {st.moves} moves; longest GC {st.gc_worst_ms:.0f} ms"))
    return rows


def repaint(games: Sequence[AnyGame], s: Settings, progress: Progress) -> list[Row]:
    from . import gui

    rows = []
    for game in games:
        players = game.info.max_players
        progress(f"sync + repaint: {game.info.id} {players}p")
        t, where = gui.repaint_times(game, players, s.repaint_repeats)
        rows.append(Row(f"board sync + repaint, busiest position ({players}p)", game.info.id,
                        f"median {t.median_ms:.1f} ms, p95 {t.p95_ms:.1f} ms", f"<= {REPAINT_MS:.0f} ms (p95)",
                        t.p95_ms <= REPAINT_MS, where))
    return rows


def memory(games: Sequence[AnyGame], s: Settings, progress: Progress) -> list[Row]:
    if not s.bare:
        progress("memory: bare window")
        s.bare = [probes.run_probe(probes.BARE)[0] for _ in range(3)]
    bare = probes.median_rss(s.bare)
    rows = [Row("peak memory, bare QMainWindow", "", f"{bare / 1024:.0f} MiB")]
    for game in games:
        players = engine_speed.standard_players(game)
        level = game.info.bot_levels[0].id if game.info.bot_levels else "random"
        progress(f"memory: {game.info.id} game in the main window")
        rss, moves = probes.game_memory(game.info.id, players, level)
        rows.append(Row(f"peak memory during a game ({level}, {players}p)", game.info.id,
                        f"{rss / 1024:.0f} MiB = {rss / bare:.2f}x bare", note=f"{moves} moves"))
    return rows


#: The expert's move time may run this much over its setting (p95).
EXPERT_SLACK = 1.10


def expert(games: Sequence[AnyGame], s: Settings, progress: Progress) -> list[Row]:
    from ..engine.expert import EXPERT

    rows = []
    for game in games:
        if EXPERT not in (lv.id for lv in game.info.bot_levels):
            continue
        players = engine_speed.standard_players(game)
        progress(f"expert moves: {game.info.id} at {s.think_ms} ms")
        t = engine_speed.expert_times(game, players, s.think_ms, s.expert_moves)
        limit = s.think_ms * EXPERT_SLACK
        rows.append(Row(f"expert move time, {s.think_ms} ms setting, {players}p", game.info.id,
                        f"median {t.moves.median_ms:.0f} ms, p95 {t.moves.p95_ms:.0f} ms", f"<= {limit:.0f} ms (p95)",
                        t.moves.p95_ms <= limit, f"{t.moves.count} searched moves, max {t.moves.max_ms:.0f} ms"))
        rows.append(Row(f"expert search iterations per second, {players}p", game.info.id,
                        f"{t.iterations_per_second:,.0f}", note=f"median {t.iterations_median:,.0f} iterations a move"))
    return rows

"""GUI figures: how late a 10 ms timer fires while computer players think, and
how long a board takes to sync and repaint its busiest position."""

from __future__ import annotations

from parkpack.engine.frozen import record
import gc
import threading
import time
from typing import Any

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from ..engine.api import CHANCE, Game
from ..engine.rng import Rng
from ..engine.session import Session
from ..ui import boards
from ..ui.board_view import BoardView
from ..ui.controller import GameController
from .engine_speed import Timing, table_seats

TICK_MS = 10
MIN_TICKS = 300  # timer ticks inside thinking wanted for the stall figure


def app() -> QApplication:
    return QApplication.instance() or QApplication([])  # type: ignore[return-value]


def _shown_board(game: Game, session: Session) -> tuple[Any, BoardView]:
    board = boards.board_class(game.info.id)(game, session.seats)
    board.animation_ms = 0  # measure the redraw itself, not an animation's frames
    view = BoardView()
    view.resize(1100, 750)
    view.set_board(board)
    view.show()
    for _ in range(5):  # until the window is exposed: before that, repaint() paints nothing
        app().processEvents()
    return board, view


@record
class Stall:
    worst_ms: float
    p95_ms: float
    ticks: int
    moves: int
    gc_worst_ms: float = 0.0  # the longest garbage collection meanwhile (it holds the GIL)


class GcWatch:
    """Times every garbage collection while active."""

    def __init__(self) -> None:
        self.worst_ms = 0.0
        self._start = 0.0

    def __enter__(self) -> "GcWatch":
        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *_exc: object) -> None:
        gc.callbacks.remove(self._callback)

    def _callback(self, phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.worst_ms = max(self.worst_ms, (time.perf_counter() - self._start) * 1000)


def gui_stall(game: Game, players: int, level: str, max_seconds: float) -> Stall:
    """Play a game with computer players of ``level`` through the GameController
    (bots in their own process, no pause) while a 10 ms timer measures how late
    it fires during the bots' thinking. No board is drawn: its repaint cost is
    measured on its own, and here only the thinking thread's effect on the GUI
    thread (the interpreter lock) should show."""
    qapp = app()
    late: list[float] = []
    clock = QElapsedTimer()
    last = {"t": 0.0, "thinking": False}
    current: list[GameController] = []

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        # The controller's own flag: a bot is computing.
        thinking = bool(current and current[-1]._bot_busy)  # noqa: SLF001
        if last["thinking"] and thinking:
            late.append(max(0.0, now - last["t"] - TICK_MS))
        last.update(t=now, thinking=thinking)

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    deadline, moves, seed = time.monotonic() + max_seconds, 0, 10
    # The sections before this one leave engine caches behind (the computer
    # move timings run bots in this process); the window's process never
    # holds them, since bots think in a process of their own. Freezing them
    # keeps full garbage collections here to what a game in the window makes.
    gc.collect()
    gc.freeze()
    watch = GcWatch().__enter__()
    while len(late) < MIN_TICKS and time.monotonic() < deadline:
        seed += 1
        session = Session(game, {}, table_seats(game, players, level), seed)
        current.append(GameController(session, pause_ms=0))
        current[-1].start()
        while not session.is_over and time.monotonic() < deadline:
            qapp.processEvents()
            time.sleep(0.0005)
        current[-1].stop()
        moves += len(session.history)
    timer.stop()
    watch.__exit__()
    gc.unfreeze()
    ordered = sorted(late) or [0.0]
    return Stall(ordered[-1], ordered[max(0, int(0.95 * len(ordered)) - 1)], len(late), moves, watch.worst_ms)


def idle_lateness(seconds: float, busy_thread: bool = False) -> Stall:
    """The same 10 ms timer with nothing else running: how late the machine
    alone makes it (a loaded machine's scheduler shows up here too). With
    ``busy_thread``, a plain Python loop spins on another thread meanwhile:
    the floor any computer player thinking on a thread must expect."""
    qapp = app()
    stop = threading.Event()

    def spin() -> None:
        while not stop.is_set():
            sum(i * i for i in range(100))

    spinner = threading.Thread(target=spin, daemon=True)
    if busy_thread:
        spinner.start()
    late: list[float] = []
    clock = QElapsedTimer()
    last = {"t": -1.0}

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        if last["t"] >= 0:
            late.append(max(0.0, now - last["t"] - TICK_MS))
        last["t"] = now

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        qapp.processEvents()
        time.sleep(0.0005)
    timer.stop()
    stop.set()
    if busy_thread:
        spinner.join()
    ordered = sorted(late) or [0.0]
    return Stall(ordered[-1], ordered[max(0, int(0.95 * len(ordered)) - 1)], len(late), 0)


def candidate_positions(game: Game, players: int, games: int = 4) -> list[tuple[Session, int]]:
    """Positions likely to be the busiest for a board: the one with the most
    legal actions, and points at 50 %, 90 % and 100 % of each random game."""
    picks: list[tuple[Session, int]] = []
    for seed in range(1, games + 1):
        session = Session(game, {}, table_seats(game, players), 100 + seed)
        rng = Rng(f"bench-positions/{seed}")
        counts: list[int] = []
        while not session.is_over:
            legal = session.legal_actions()
            counts.append(len(legal) if session.to_act != CHANCE else 0)
            session.play(session.chance_action() if session.to_act == CHANCE else rng.pick(legal))
        end = len(session.history)
        busiest = max(range(len(counts)), key=lambda i: (counts[i], i))
        for step in sorted({busiest, end // 2, (end * 9) // 10, end}):
            picks.append((session, step))
    return picks


def _state_at(session: Session, step: int) -> Any:
    game = session.game
    state = game.setup(session.options, session.seats, session.seed)
    for text in session.history[:step]:
        state = game.apply(state, game.parse_action(text))
    return state


def repaint_times(game: Game, players: int, repeats: int) -> tuple[Timing, str]:
    """sync + synchronous repaint at each candidate position (alternating with
    the position before it, so every sync has something to change, after one
    untimed round that builds the board); returns
    the timing of the slowest position and a label for it. Pending events are
    flushed before each timed step, so queued paints never land in the timing."""
    qapp = app()
    worst: tuple[float, Timing, str] | None = None
    for session, step in candidate_positions(game, players):
        board, view = _shown_board(game, session)
        after, before = _state_at(session, step), _state_at(session, max(0, step - 1))
        samples: list[int] = []
        # The first two rounds (one of each state) are not timed: they build the
        # board's items and caches, which happens once per game, not per move.
        for i in range(2 * repeats + 2):
            state = after if i % 2 == 0 else before
            seat = game.to_act(state)
            viewer = seat if seat not in (None, CHANCE) else 0
            legal = game.legal_actions(state) if seat not in (None, CHANCE) else ()
            view_state = game.view(state, viewer)
            qapp.processEvents()
            t0 = time.perf_counter_ns()
            board.sync(view_state, legal, viewer, bool(legal))
            view.viewport().repaint()
            if i % 2 == 0 and i >= 2:
                samples.append(time.perf_counter_ns() - t0)
        view.close()
        board.deleteLater()
        timing = Timing.of(samples)
        if worst is None or timing.median_ms > worst[0]:
            worst = (timing.median_ms, timing, f"seed {session.seed}, action {step} of {len(session.history)}")
        qapp.processEvents()
    assert worst is not None
    return worst[1], worst[2]

"""Computer players think in a separate process.

A thread would share the interpreter lock with the GUI thread, and a bot that
builds large caches makes the garbage collector pause the whole process; in a
process of its own, nothing a bot does can hold up painting or input. The
process is started on first use and kept for the rest of the run. Bots live
there, one per (game, level, seed, epoch), so their random choices continue
exactly as they would in a thread; a new epoch (after an undo) gets a fresh
bot that knows nothing of the moves taken back.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, NamedTuple

from ..engine.api import InfoSet

_pool: ProcessPoolExecutor | None = None


class BotKey(NamedTuple):
    game_id: str
    level: str
    seed: int
    #: Which table and which stretch of it: the controller's serial number and
    #: its Session.epoch, bumped by undo and loading.
    epoch: str


# --- in the worker process ----------------------------------------------------
_bots: dict[BotKey, Any] = {}
_epochs: dict[tuple[str, str, int], str] = {}
#: Bots kept, newest last: a game's computer seats (six at most) are always
#: among them; older games' go, or the worker kept one per seat per game
#: for the whole session.
MAX_BOTS = 16


def _choose(key: BotKey, info: InfoSet[Any, Any], think_ms: int | None = None) -> Any:
    from ..engine import registry
    from ..engine.bots import Searching, make_bot

    game = registry.get(key.game_id)
    if key not in _bots:
        old = _epochs.get(key[:3])
        if old is not None:
            _bots.pop(BotKey(*key[:3], old), None)  # forget what the old one saw
        _epochs[key[:3]] = key.epoch
        _bots[key] = make_bot(game, key.level, key.seed)
        _forget_oldest()
    bot = _bots[key]
    if think_ms is not None and isinstance(bot, Searching):
        bot.limit(think_ms=think_ms)  # the setting may have changed since the bot was made
    return bot.choose(game, info)


def _forget_oldest() -> None:
    while len(_bots) > MAX_BOTS:
        oldest = next(iter(_bots))
        del _bots[oldest]
        if _epochs.get(oldest[:3]) == oldest.epoch:
            del _epochs[oldest[:3]]


def _hint(game_id: str, seed: int, info: InfoSet[Any, Any], think_ms: int, actor: str = "", language: str = "en") -> Any:
    from .. import i18n
    from ..engine import registry
    from ..ui.hint_work import work_out_hint

    if i18n.language() != language:
        i18n.set_language(language)  # the hint's line is read in the window's language

    return work_out_hint(registry.get(game_id), seed, info, think_ms, actor)


def _start_worker(parent: int) -> None:
    """In the new process: let go of the app's terminal and pipes (a parent
    waiting for the app's output must not wait for this process too), and
    end when the app is gone, however it ended."""
    quiet = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(quiet, fd)
    os.close(quiet)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def _warm(game_id: str) -> None:
    from ..engine import registry

    registry.get(game_id)


# --- in the application ---------------------------------------------------------
def _executor() -> ProcessPoolExecutor:
    global _pool
    if _pool is None:
        _pool = ProcessPoolExecutor(
            max_workers=1,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker,
            initargs=(os.getpid(),),
        )
    return _pool


def warm_up(game_id: str) -> None:
    """Start the process and load the game there while the player looks at the board."""
    try:
        _executor().submit(_warm, game_id)
    except RuntimeError:
        reset()


def choose(key: BotKey, info: InfoSet[Any, Any], think_ms: int | None = None) -> Future[Any]:
    """A future for the bot's action; a broken or shut-down pool is replaced once."""
    return _submit(_choose, key, info, think_ms)


def hint(game_id: str, seed: int, info: InfoSet[Any, Any], think_ms: int, actor: str = "") -> Future[Any]:
    """A future for the expert's hint (ui/hint_work.py) for ``info.seat``,
    whose name is ``actor``."""
    from .. import i18n

    return _submit(_hint, game_id, seed, info, think_ms, actor, i18n.language())


def _submit(fn: Any, *args: Any) -> Future[Any]:
    try:
        return _executor().submit(fn, *args)
    except RuntimeError:  # BrokenProcessPool is a RuntimeError
        reset()
        return _executor().submit(fn, *args)


def reset() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
    _pool = None


def shutdown() -> None:
    """At exit: stop the process without waiting for a move nobody needs."""
    reset()

"""Work done off the GUI thread: answers are handed over on the GUI thread,
and Qt objects that became garbage are never freed on a worker thread."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject

from parkpack.ui.inbox import Inbox, run_in_thread


class _Dropped(QObject):
    """A Qt object in a reference cycle: only the cycle collector frees it."""

    freed_on: list[str] = []

    def __init__(self) -> None:
        super().__init__()
        self.me = self

    def __del__(self) -> None:
        _Dropped.freed_on.append(threading.current_thread().name)


def _allocate_a_lot() -> None:
    # Enough container objects to set off the interpreter's collector many times over.
    keep = []
    for i in range(200_000):
        keep.append([i])
        if len(keep) > 1000:
            keep.clear()


def test_a_dropped_qt_cycle_is_freed_on_the_gui_thread_not_by_a_busy_worker(qtbot):
    inbox = Inbox()
    _Dropped.freed_on.clear()
    _Dropped()
    worker = threading.Thread(target=_allocate_a_lot, name="worker")
    worker.start()
    worker.join()
    assert _Dropped.freed_on == []  # the worker's allocations did not collect it
    kept = [[i] for i in range(2 * gc.get_threshold()[0])]  # the GUI thread's own work is due a collection
    qtbot.waitUntil(lambda: _Dropped.freed_on == [threading.main_thread().name], timeout=5000)
    assert not gc.isenabled() and len(kept) > 0
    del inbox


def test_answers_arrive_on_the_gui_thread_in_order_and_a_dropped_one_counts(qtbot):
    inbox = Inbox()
    got: list[tuple[int, str]] = []
    replies = [inbox.expect(lambda n: got.append((n, threading.current_thread().name))) for _ in range(3)]
    assert inbox.awaited == 3
    run_in_thread(lambda: replies[0].send(1))
    run_in_thread(lambda: replies[1].drop())  # cancelled work
    qtbot.waitUntil(lambda: inbox.awaited == 1, timeout=5000)
    run_in_thread(lambda: replies[2].send(3))
    qtbot.waitUntil(lambda: inbox.awaited == 0, timeout=5000)
    assert got == [(1, threading.main_thread().name), (3, threading.main_thread().name)]

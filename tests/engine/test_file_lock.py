"""Two parkpacks filing finished games at once: neither writes over the
other's (engine/file_lock.py)."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from parkpack.engine import file_lock, records, stats

ROOT = Path(__file__).resolve().parents[2]

FILER = r"""
import sys, time
from parkpack.engine import records, stats
from parkpack.engine.api import SeatSpec
from parkpack.engine.session import Session
from tests.replay.secret_log_game import FINISHED, secret_game

me, n, start, folder = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
games = []
for i in range(n):
    session = Session(secret_game(), {"target": "6"}, (SeatSpec("Ann"), SeatSpec("Ben")), 1000 * me + i)
    for text in FINISHED:
        session.play(text)
    games.append(session)
while time.time() < start:
    time.sleep(0.001)
for i, session in enumerate(games):
    stats.record_session(session, folder + "/stats.json")
    records.record("walk", str(me), i, "Win", path=folder + "/records.json")
"""


def test_two_processes_filing_at_once_keep_every_game(tmp_path: Path) -> None:
    start = time.time() + 3  # both ready, then both file as fast as they can
    filers = [
        subprocess.Popen([sys.executable, "-c", FILER, str(me), "30", str(start), str(tmp_path)], cwd=ROOT)
        for me in (1, 2)
    ]
    assert [p.wait(120) for p in filers] == [0, 0]
    assert len(stats.peek(tmp_path / "stats.json").games) == 60
    kept = records.load(tmp_path / "records.json")
    assert {(r.setting, r.score) for r in kept.best} == {("1", 29), ("2", 29)}  # each process's best
    assert sorted(p.name for p in tmp_path.iterdir()) == ["records.json", "stats.json"]  # no lock file left


def test_a_filing_waits_for_the_other_writer(tmp_path: Path) -> None:
    path = tmp_path / "records.json"
    done = threading.Event()
    with file_lock.exclusive(path) as held:
        assert held
        filer = threading.Thread(target=lambda: (records.record("walk", "1", 20, "Win", path=path), done.set()))
        filer.start()
        assert not done.wait(0.3)  # waiting, not writing over what the holder will write
    filer.join(5)
    assert done.is_set() and records.load(path).best_for("walk", "1").score == 20


def test_a_writer_that_never_lets_go_holds_a_filing_up_only_briefly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(file_lock, "WAIT_S", 0.2)
    path = tmp_path / "records.json"
    with file_lock.exclusive(path):  # held by this thread, never let go while the filing runs
        filer = threading.Thread(target=lambda: records.record("walk", "1", 20, "Win", path=path), daemon=True)
        filer.start()
        filer.join(30)
        assert not filer.is_alive()  # it gave up waiting and filed
    assert records.load(path).best_for("walk", "1").score == 20

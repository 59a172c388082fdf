"""Two parkpacks filing finished games at once: neither writes over the
other's (engine/file_lock.py)."""

from __future__ import annotations

import json
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


def test_the_lock_taken_again_in_its_own_block_is_held_on(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    with file_lock.exclusive(path) as outer:
        began = time.monotonic()
        with file_lock.exclusive(path) as inner:
            assert outer and inner
        assert time.monotonic() - began < file_lock.WAIT_S  # not a wait on itself
        with file_lock.exclusive(path):  # and again after the inner block ended
            pass


def test_mending_a_damaged_statistics_file_waits_for_a_game_being_filed(tmp_path: Path) -> None:
    # The window reading a damaged file must not write back an older copy
    # over a game another parkpack files at that moment.
    from tests.replay.secret_log_game import FINISHED, played, secret_game

    path = tmp_path / "stats.json"
    stats.record_session(played(secret_game(), FINISHED), path)
    good = json.loads(path.read_text())
    path.write_text(json.dumps(dict(good, games=good["games"] + [{"game": "walk"}])))  # one bad entry
    found: list[int] = []
    with file_lock.exclusive(path):  # the other parkpack, filing
        reader = threading.Thread(target=lambda: found.append(len(stats.load(path).games)))
        reader.start()
        time.sleep(0.3)
        second = dict(good["games"][0], key="another game")
        path.write_text(json.dumps(dict(good, games=good["games"] + [second, {"game": "walk"}])))
    reader.join(10)
    assert found == [2] and len(stats.peek(path).games) == 2  # the game filed meanwhile is kept

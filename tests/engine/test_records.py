"""Solo records: best per level, recent results, damaged files."""

import json
import os
from datetime import datetime, timezone
from pathlib import Path

import pytest

from parkpack.engine import paths, records
from parkpack.engine.api import SeatSpec
from parkpack.engine.session import Session


@pytest.fixture()
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PARKPACK_DATA_DIR", str(tmp_path))
    return tmp_path


def _when(day: int) -> datetime:
    return datetime(2026, 11, day, 12, 0, tzinfo=timezone.utc)


def test_no_file_means_no_records(data_dir: Path) -> None:
    assert records.load() == records.Records()
    assert records.summary_lines("walk") == ()


def test_best_per_level_and_recent_results(data_dir: Path) -> None:
    records.record("walk", 1, 19, "Sightseer", _when(1))
    records.record("walk", 1, 24, "Botanist", _when(2))
    records.record("walk", 1, 22, "Sydneysider", _when(3))
    recs = records.record("walk", 2, 15, "Loss", _when(4))
    assert paths.records_path() == data_dir / "records.json"
    assert recs.best_for("walk", 1).score == 24
    assert recs.best_for("walk", 1).rank == "Botanist"
    assert recs.best_for("walk", 2).score == 15
    assert recs.best_for("walk", 3) is None
    assert [r.score for r in recs.recent_for("walk")] == [15, 22, 24, 19]
    assert records.load() == recs  # persisted
    assert records.summary_lines("walk") == (
        "Level 1: best 24 (Botanist)",
        "Level 2: best 15 (Loss)",
        "Last game: 15 (Loss) on 2026-11-04",
    )


def test_equal_score_keeps_the_earlier_best(data_dir: Path) -> None:
    records.record("walk", 3, 20, "Sightseer", _when(1))
    recs = records.record("walk", 3, 20, "Sightseer", _when(2))
    assert recs.best_for("walk", 3).date.startswith("2026-11-01")


def test_only_the_last_ten_results_are_kept_per_game(data_dir: Path) -> None:
    for i in range(12):
        records.record("walk", 1, i, "Loss", _when(i + 1))
    records.record("tenpenny", 0, 50, "Win", _when(20))
    recs = records.load()
    assert [r.score for r in recs.recent_for("walk")] == list(range(11, 1, -1))
    assert len(recs.recent_for("tenpenny")) == 1
    assert recs.best_for("walk", 1).score == 11


@pytest.mark.parametrize(
    "content",
    [
        b"{ not json",
        b"",
        b"\xff\xfe\x00",
        b'{"format": "something else"}',
        b'{"format": "parkpack-records", "version": 1, "best": [{"game": "walk"}], "recent": []}',
        b'[1, 2, 3]',
    ],
)
def test_a_damaged_file_is_set_aside_and_records_start_afresh(data_dir: Path, content: bytes) -> None:
    target = data_dir / "records.json"
    target.write_bytes(content)
    assert records.load() == records.Records()
    assert (data_dir / "records.json.bak").read_bytes() == content
    recs = records.record("walk", 1, 21, "Sydneysider", _when(5))
    assert recs.best_for("walk", 1).score == 21
    assert json.loads(target.read_text("utf-8"))["format"] == "parkpack-records"


def test_writes_leave_no_temporary_files(data_dir: Path) -> None:
    records.record("walk", 1, 18, "Sightseer", _when(1))
    assert sorted(os.listdir(data_dir)) == ["records.json"]


def test_record_session_files_a_finished_solo_walk(data_dir: Path) -> None:
    from parkpack.games.walk import GAME

    session = Session(GAME, {"level": "4"}, [SeatSpec("Ann")], 5)
    assert records.record_session(session) is None  # not over yet
    for sq in ("A1", "C1", "E1", "A5", "C5", "E5"):
        session.play("roll ibis")
        session.play(f"draw ibis {sq}")
    assert session.is_over
    filed = records.record_session(session, when=_when(9))
    assert filed == records.SoloResult("walk", 4, 0, "Loss", "2026-11-09T12:00:00+00:00")
    assert records.load().best_for("walk", 4) == filed


def test_record_session_ignores_multiplayer_games(data_dir: Path) -> None:
    from parkpack.games.walk import GAME

    session = Session(GAME, {}, [SeatSpec("Ann"), SeatSpec("Ben")], 5)
    assert records.record_session(session) is None
    assert not (data_dir / "records.json").exists()

"""Solo records: best and recent results per game and solo setting, rival
results, version-1 files, and files that are damaged, unreadable or newer
(never written over unread, never losing a good entry)."""

from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator

import pytest

from parkpack.engine import paths, records, registry
from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.records import DAMAGED, MISSING, NEWER, OK, UNREADABLE, RecordsError, SoloResult
from parkpack.engine.session import Session

from .tally_game import GAME as TALLY


@pytest.fixture()
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("PARKPACK_DATA_DIR", str(tmp_path))
    registry.register(TALLY)
    yield tmp_path
    registry.unregister(TALLY.info.id)


def _when(day: int) -> datetime:
    return datetime(2026, 11, day, 12, 0, tzinfo=timezone.utc)


def _file(data_dir: Path) -> Path:
    return data_dir / "records.json"


def _names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_no_file_means_no_records(data_dir: Path) -> None:
    found = records.load()
    assert found.best == () and found.recent == () and found.status == MISSING and found.problem == ""
    assert records.summary_lines("tally") == ()


def test_best_per_setting_and_recent_results(data_dir: Path) -> None:
    records.record("tally", "10", 19, "Winner", _when(1))
    records.record("tally", "10", 24, "Winner", _when(2))
    records.record("tally", "10", 22, "Winner", _when(3))
    filed = records.record("tally", "6", 15, "Finished", _when(4))
    recs = filed.records
    assert paths.records_path() == _file(data_dir)
    assert recs.best_for("tally", "10").score == 24
    assert recs.best_for("tally", "6").score == 15
    assert recs.best_for("tally", "") is None
    assert [r.score for r in recs.results("tally")] == [15, 22, 24, 19]
    assert [r.score for r in recs.results("tally", "10")] == [22, 24, 19]
    assert records.load() == recs  # persisted
    assert records.summary_lines("tally") == (  # in the option's order, Six before Ten
        "Six: best 15 (Finished)",
        "Ten: best 24 (Winner)",
        "Last game: 15 (Finished) on 2026-11-04",
    )


def test_equal_score_keeps_the_earlier_best(data_dir: Path) -> None:
    records.record("tally", "6", 20, "Winner", _when(1))
    filed = records.record("tally", "6", 20, "Winner", _when(2))
    assert filed.records.best_for("tally", "6").date.startswith("2026-11-01") and not filed.is_best


def test_recent_results_are_kept_per_game_and_setting(data_dir: Path) -> None:
    for i in range(12):
        records.record("tally", "10", i, "Finished", _when(i + 1))
    records.record("tally", "6", 5, "Finished", _when(20))
    records.record("tenpenny", "harder", 50, "Win", _when(21))
    recs = records.load()
    assert [r.score for r in recs.results("tally", "10")] == list(range(11, 1, -1))
    assert len(recs.results("tally", "6")) == 1 and len(recs.results("tenpenny")) == 1
    assert recs.best_for("tally", "10").score == 11


def test_a_rival_result_holds_both_scores_and_the_best_is_the_widest_margin(data_dir: Path) -> None:
    records.record("tenpenny", "normal", 60, "Win", _when(1), rival="Becky", rival_score=50)
    records.record("tenpenny", "normal", 70, "Loss", _when(2), rival="Becky", rival_score=75)
    filed = records.record("tenpenny", "normal", 52, "Win", _when(3), rival="Becky", rival_score=40)
    best = filed.records.best_for("tenpenny", "normal")
    assert filed.is_best and (best.score, best.rival, best.rival_score, best.margin) == (52, "Becky", 40, 12)
    assert json.loads(_file(data_dir).read_text("utf-8"))["best"][0] == {
        "game": "tenpenny", "setting": "normal", "score": 52, "rank": "Win",
        "date": "2026-11-03T12:00:00+00:00", "rival": "Becky", "rival_score": 40,
    }
    assert records.result_text(best) == "52 to Becky's 40 (Win, +12)"


V1 = {
    "format": "parkpack-records",
    "version": 1,
    "best": [
        {"game": "walk", "level": 1, "score": 24, "rank": "Botanist", "date": "2026-11-02T12:00:00+00:00"},
        {"game": "walk", "level": 3, "score": 19, "rank": "Sightseer", "date": "2026-11-03T12:00:00+00:00"},
        {"game": "tally", "level": 0, "score": 9, "rank": "Finished", "date": "2026-11-04T12:00:00+00:00"},
    ],
    "recent": [
        {"game": "walk", "level": 3, "score": 19, "rank": "Sightseer", "date": "2026-11-03T12:00:00+00:00"},
        {"game": "walk", "level": 1, "score": 24, "rank": "Botanist", "date": "2026-11-02T12:00:00+00:00"},
    ],
}


def test_version_1_files_keep_working(data_dir: Path) -> None:
    _file(data_dir).write_text(json.dumps(V1), "utf-8")
    recs = records.load()
    assert recs.status == OK
    assert recs.best_for("walk", "1") == SoloResult("walk", "1", 24, "Botanist", "2026-11-02T12:00:00+00:00")
    assert recs.best_for("walk", "3").score == 19 and recs.best_for("tally", "").score == 9
    assert [r.setting for r in recs.results("walk")] == ["3", "1"]
    filed = records.record("walk", "1", 20, "Sightseer", _when(9))  # not better: the old best stays
    assert not filed.is_best and filed.kept is None
    doc = json.loads(_file(data_dir).read_text("utf-8"))
    assert doc["version"] == 2
    assert {(b["game"], b["setting"], b["score"]) for b in doc["best"]} == {
        ("walk", "1", 24), ("walk", "3", 19), ("tally", "", 9),
    }
    assert _names(data_dir) == ["records.json"]


# --- files that must not be lost -----------------------------------------------------------------
def test_an_unreadable_file_is_never_written_over(data_dir: Path) -> None:
    os.mkfifo(_file(data_dir))  # as good as a file no one may read: it cannot be read now
    recs = records.load()
    assert recs.status == UNREADABLE and "named pipe" in recs.problem and recs.best == ()
    with pytest.raises(RecordsError, match="named pipe"):
        records.record("tally", "10", 21, "Winner", _when(5))
    assert _names(data_dir) == ["records.json"] and not _file(data_dir).is_file()


def test_a_file_that_may_not_be_read_is_never_written_over(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    content = json.dumps(V1).encode()
    _file(data_dir).write_bytes(content)
    from parkpack.engine import safe_files

    original = os.open

    def refuse(path: object, *args: object, **kwargs: object) -> int:
        if Path(str(path)).name == "records.json":
            raise PermissionError(13, "Permission denied")
        return original(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(safe_files.os, "open", refuse)
    assert records.load().status == UNREADABLE
    with pytest.raises(RecordsError, match="Permission denied"):
        records.record("tally", "10", 21, "Winner", _when(5))
    monkeypatch.undo()
    assert _file(data_dir).read_bytes() == content and _names(data_dir) == ["records.json"]


def test_a_newer_file_is_never_written_over(data_dir: Path) -> None:
    content = json.dumps({"format": "parkpack-records", "version": 3, "table": {}}).encode()
    _file(data_dir).write_bytes(content)
    recs = records.load()
    assert recs.status == NEWER and "newer parkpack" in recs.problem
    with pytest.raises(RecordsError, match="newer"):
        records.record("tally", "10", 21, "Winner", _when(5))
    assert _file(data_dir).read_bytes() == content and _names(data_dir) == ["records.json"]


def test_one_bad_entry_does_not_hide_the_good_ones(data_dir: Path) -> None:
    doc = json.loads(json.dumps(V1))
    doc["best"].insert(1, {"game": "walk", "level": "two", "score": 5})
    doc["recent"].append("not an entry")
    content = json.dumps(doc).encode()
    _file(data_dir).write_bytes(content)
    for _ in range(2):  # opening the launcher twice changes nothing on disk
        recs = records.load()
        assert recs.status == DAMAGED and "2 entries could not be read" in recs.problem
        assert recs.best_for("walk", "1").score == 24 and len(recs.results("walk")) == 2
        assert _names(data_dir) == ["records.json"]
    filed = records.record("walk", "1", 30, "Botanist", _when(9))
    assert filed.is_best and filed.kept is not None
    assert filed.kept.read_bytes() == content and filed.kept.name.startswith("records.damaged-")
    again = records.load()
    assert again.status == OK and again.best_for("walk", "3").score == 19 and again.best_for("walk", "1").score == 30
    assert len(again.results("walk")) == 3


@pytest.mark.parametrize(
    "content",
    [b"{ not json", b"", b"\xff\xfe\x00", b'{"format": "something else"}', b"[1, 2, 3]", b"[" * 5000],
)
def test_a_damaged_file_is_kept_beside_the_new_one(data_dir: Path, content: bytes) -> None:
    _file(data_dir).write_bytes(content)
    assert records.load().status == DAMAGED
    assert _names(data_dir) == ["records.json"]  # nothing moved just by looking
    filed = records.record("tally", "10", 21, "Winner", _when(5))
    assert filed.kept is not None and filed.kept.read_bytes() == content
    assert filed.records.best_for("tally", "10").score == 21
    assert json.loads(_file(data_dir).read_text("utf-8"))["format"] == "parkpack-records"


def test_a_damaged_file_stays_whole_when_the_new_one_cannot_be_written(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc = json.loads(json.dumps(V1))
    doc["recent"].append("not an entry")
    content = json.dumps(doc).encode()
    _file(data_dir).write_bytes(content)

    def full_disk(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(records.safe_files, "write_atomic", full_disk)
    with pytest.raises(OSError):
        records.record("walk", "1", 30, "Botanist", _when(9))
    assert _file(data_dir).read_bytes() == content  # its good entries are still read from it
    assert records.load().best_for("walk", "1").score == 24


def test_kept_copies_never_replace_each_other(data_dir: Path) -> None:
    kept = []
    for n in range(3):
        _file(data_dir).write_bytes(b"damaged %d" % n)
        kept.append(records.record("tally", "10", n, "Finished", _when(5)).kept)
    assert len(set(kept)) == 3
    assert [p.read_bytes() for p in kept] == [b"damaged 0", b"damaged 1", b"damaged 2"]


def test_writes_leave_no_temporary_files(data_dir: Path) -> None:
    records.record("tally", "10", 18, "Winner", _when(1))
    assert _names(data_dir) == ["records.json"]


# --- edited games and hints ----------------------------------------------------------------------
def test_edited_results_are_shown_but_never_a_record(data_dir: Path) -> None:
    records.record("tally", "10", 12, "Winner", _when(1))
    filed = records.record("tally", "10", 40, "Winner", _when(2), edited=True)
    assert not filed.is_best and filed.records.best_for("tally", "10").score == 12
    assert filed.records.results("tally")[0].edited
    assert records.summary_lines("tally")[-1] == "Last game: 40 (Winner) on 2026-11-02 (edited: not a record)"
    _file(data_dir).write_text(json.dumps({**filed.records.to_json(), "best": [filed.result.to_json()]}), "utf-8")
    assert records.load().best_for("tally", "10") is None  # an edited best in the file is not believed


def test_results_reached_with_hints_are_apart_unless_asked_for(data_dir: Path) -> None:
    records.record("tally", "10", 12, "Winner", _when(1))
    filed = records.record("tally", "10", 30, "Winner", _when(2), hints=True)
    recs = filed.records
    assert recs.best_for("tally", "10").score == 12
    assert recs.best_for("tally", "10", hints=True).score == 30
    assert [r.score for r in recs.results("tally", hints=False)] == [12]
    assert [r.score for r in recs.results("tally")] == [30, 12]
    assert records.load() == recs


# --- filing sessions -------------------------------------------------------------------------------
def _seeded_to_the_end(session: Session) -> Session:
    while not session.is_over:
        session.play(session.chance_action() if session.to_act == CHANCE else session.legal_actions()[0])
    return session


def test_record_session_files_a_finished_solo_walk_by_its_level(data_dir: Path) -> None:
    from parkpack.games.walk import GAME

    session = Session(GAME, {"level": "4"}, [SeatSpec("Ann")], 5)
    assert records.record_session(session) is None  # not over yet
    _seeded_to_the_end(session)
    assert not session.edited
    filed = records.record_session(session, when=_when(9))
    sheet = GAME.scores(session.state)
    assert filed.result == SoloResult("walk", "4", sheet.players[0].total, sheet.solo_result, "2026-11-09T12:00:00+00:00")
    assert filed.is_best and records.load().best_for("walk", "4") == filed.result
    assert records.summary_lines("walk")[0].startswith("Level 4: best ")


def test_a_walk_with_forced_rolls_is_edited_and_not_a_record(data_dir: Path) -> None:
    from parkpack.games.walk import GAME

    session = Session(GAME, {"level": "4"}, [SeatSpec("Ann")], 5)
    for square in ("A1", "C1", "E1", "A5", "C5", "E5"):
        session.play("roll ibis")
        session.play(f"draw ibis {square}")
    assert session.is_over and session.edited
    filed = records.record_session(session, when=_when(9))
    assert filed.result.edited and not filed.is_best and records.load().best_for("walk", "4") is None


def test_record_session_of_a_game_with_a_rival(data_dir: Path) -> None:
    session = _seeded_to_the_end(Session(TALLY, {"target": "6", "rival": "on"}, [SeatSpec("Ann")], 3))
    sheet = TALLY.scores(session.state)
    filed = records.record_session(session, when=_when(3))
    assert filed.result.rival == "Robo" and filed.result.setting == "6"
    assert (filed.result.score, filed.result.rival_score) == (sheet.total(0), sheet.total(1))
    assert filed.result.rank == sheet.solo_result


def test_record_session_uses_the_default_setting_when_the_option_is_not_given(data_dir: Path) -> None:
    session = _seeded_to_the_end(Session(TALLY, {}, [SeatSpec("Ann")], 3))
    assert records.record_session(session, when=_when(3)).result.setting == "10"


def test_record_session_ignores_multiplayer_games(data_dir: Path) -> None:
    session = _seeded_to_the_end(Session(TALLY, {}, [SeatSpec("Ann"), SeatSpec("Ben")], 5))
    assert records.record_session(session) is None
    assert not _file(data_dir).exists()


def test_a_games_records_follow_its_solo_options_order_not_the_alphabet(data_dir: Path) -> None:
    """Becky's forms are offered normal, then harder: a card lists their best
    results that way round whichever was played first."""
    for setting, day in (("harder", 3), ("normal", 4)):
        records.file_result(SoloResult("tenpenny", setting, 60, "Win", _when(day).isoformat(), "Becky", 50))
    lines = records.summary_lines("tenpenny")
    assert [line.split(":")[0] for line in lines[:2]] == ["Normal", "Harder"]

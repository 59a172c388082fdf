"""stats.json: each finished game filed once, atomic writes, damaged files kept aside."""

from __future__ import annotations

import json
from datetime import datetime, timezone

import pytest

from parkpack.engine import stats
from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.engine.session import Session

from ..ui.fake_game import FakeGame
from .secret_log_game import FINISHED, played, secret_game

WHEN = datetime(2026, 11, 29, 11, 20, tzinfo=timezone.utc)


def test_a_finished_game_is_filed_once_with_everything_the_window_needs(tmp_path):
    path = tmp_path / "stats.json"
    session = played(secret_game(), FINISHED)
    session.hints = True  # what the hints feature sets
    entry = stats.record_session(session, path, WHEN)
    assert entry is not None
    assert stats.record_session(session, path, WHEN) is None  # the same game again: not filed twice
    doc = json.loads(path.read_text())
    assert doc["format"] == "parkpack-stats" and doc["schema"] == stats.SCHEMA
    [game] = doc["games"]
    assert game["game"] == "secretdie" and game["date"] == "2026-11-29T11:20:00+00:00"
    assert game["options"] == {"target": "6"} and game["seed"] == 4 and game["hints"] is True
    assert [s["name"] for s in game["seats"]] == ["Ann", "Ben"]
    assert game["winners"] == [0] and game["actions"] == FINISHED
    totals = [e["total"] for e in game["entrants"]]
    sheet = session.game.scores(session.state)
    assert totals == [sheet.total(0), sheet.total(1)]
    assert stats.load(path).games == (entry,)


def test_unfinished_and_tutorial_games_are_not_filed(tmp_path):
    path = tmp_path / "stats.json"
    assert stats.record_session(played(secret_game(), FINISHED[:3]), path) is None
    tutorial = played(secret_game(), FINISHED)
    tutorial.tutorial = True
    assert stats.record_session(tutorial, path) is None
    assert not path.exists()


def test_automaton_entrants_are_filed_after_the_seats(tmp_path):
    game = FakeGame()
    session = Session(game, {"target": "6", "robot": "on"}, (SeatSpec("Ann"),), 2)
    for text in ["take 2", "take 2", "take 2"]:
        session.play(text)
    entry = stats.record_session(session, tmp_path / "s.json", WHEN)
    assert entry is not None
    assert [(e.name, e.automaton) for e in entry.entrants] == [("Ann", False), ("Robo", True)]
    assert entry.winners == (1,)  # Robo's 9 beats Ann's 6 plus her secret 2


def test_a_damaged_file_is_kept_aside_and_never_overwritten(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text("{not json")
    earlier = tmp_path / "stats.json.damaged-20261129-112000"
    earlier.write_text("an earlier copy")
    loaded = stats.load(path)
    assert loaded.games == () and loaded.set_aside is not None
    assert loaded.set_aside.read_text() == "{not json"
    assert earlier.read_text() == "an earlier copy"
    assert stats.peek(path).games == ()  # written again, with no games
    assert stats.record_session(played(secret_game(), FINISHED), path) is not None
    assert len(stats.load(path).games) == 1


def test_readable_entries_of_a_damaged_file_are_kept(tmp_path):
    path = tmp_path / "stats.json"
    stats.record_session(played(secret_game(), FINISHED), path, WHEN)
    doc = json.loads(path.read_text())
    doc["games"].append({"game": "walk", "key": 3})
    path.write_text(json.dumps(doc))
    loaded = stats.load(path)
    assert len(loaded.games) == 1 and loaded.set_aside is not None
    assert json.loads(loaded.set_aside.read_text()) == doc  # the damaged file, as it was
    assert len(stats.load(path).games) == 1  # written back without the bad entry


@pytest.mark.parametrize("field, value", [("total", 10**19), ("total", -(10**10)), ("seed", 2**64)])
def test_a_number_out_of_range_makes_an_entry_unreadable(tmp_path, field, value):
    # A score beyond 64 bits crashed the chart that drew it.
    path = tmp_path / "stats.json"
    stats.record_session(played(secret_game(), FINISHED), path, WHEN)
    doc = json.loads(path.read_text())
    bad = json.loads(json.dumps(doc["games"][0]))
    bad["key"] = "another"
    if field == "total":
        bad["entrants"][0]["total"] = value
    else:
        bad["seed"] = value
    doc["games"].append(bad)
    path.write_text(json.dumps(doc))
    with pytest.raises(stats.StatsError, match="1 entry cannot be read"):
        stats.peek(path)
    assert len(stats.load(path).games) == 1


def test_a_damaged_file_stays_whole_where_its_readable_games_cannot_be_written(tmp_path, monkeypatch):
    path = tmp_path / "stats.json"
    stats.record_session(played(secret_game(), FINISHED), path, WHEN)
    doc = json.loads(path.read_text())
    doc["games"].append({"game": "walk", "key": 3})
    path.write_text(json.dumps(doc))

    def full_disk(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(stats, "write_atomic", full_disk)
    loaded = stats.load(path)
    assert len(loaded.games) == 1 and json.loads(loaded.set_aside.read_text()) == doc
    assert json.loads(path.read_text()) == doc  # still there, its readable game with it
    monkeypatch.undo()
    assert len(stats.load(path).games) == 1


def test_a_newer_file_is_left_alone(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"format": "parkpack-stats", "schema": 99, "games": []}))
    assert stats.load(path).read_only
    with pytest.raises(stats.StatsError, match="newer"):
        stats.record_session(played(secret_game(), FINISHED), path)
    assert json.loads(path.read_text())["schema"] == 99


def test_keeping_aside_twice_in_one_second_keeps_both(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text("one")
    first = stats.keep_aside(path, WHEN)
    path.write_text("two")
    second = stats.keep_aside(path, WHEN)
    assert first != second and first.read_text() == "one" and second.read_text() == "two"


def test_computer_seats_keep_their_level(tmp_path):
    session = Session(FakeGame(), {"target": "6"}, (SeatSpec("Ann"), SeatSpec("Bot", COMPUTER, "easy")), 1)
    for text in ["take 2"] * 5:
        session.play(text)
    entry = stats.record_session(session, tmp_path / "s.json")
    assert entry is not None and entry.seats[1] == stats.SeatEntry("Bot", COMPUTER, "easy", "blue")


def test_seats_keep_their_colours_when_a_game_is_watched_again(tmp_path, monkeypatch):
    from parkpack.engine import registry

    game = FakeGame()
    monkeypatch.setattr(registry, "_builtin", {game.info.id: game})
    seats = (SeatSpec("Ann", colour="green"), SeatSpec("Bot", COMPUTER, "easy", "yellow"))
    session = Session(game, {"target": "6"}, seats, 1)
    for text in ["take 2"] * 5:
        session.play(text)
    stats.record_session(session, tmp_path / "s.json")
    [entry] = stats.load(tmp_path / "s.json").games
    assert [s.colour for s in entry.seats] == ["green", "yellow"]
    assert [s.colour for s in stats.session_of(entry).seats] == ["green", "yellow"]


def test_a_filed_game_that_no_longer_reads_names_the_move_in_the_players_language():
    from parkpack import i18n

    seats = (stats.SeatEntry("Ann", "human", ""),)
    entry = stats.GameEntry("k1", "walk", "2026-11-29T11:20:00+00:00", (("level", "1"),), 3, seats, (), (),
                            actions=("roll curve", "draw wobble"))
    with pytest.raises(ValueError) as english:
        stats.session_of(entry)
    i18n.set_language("de")
    try:
        with pytest.raises(ValueError) as german:
            stats.session_of(entry)
    finally:
        i18n.set_language("en")
    assert str(english.value) == "move 2 ('draw wobble') is not an action of A Walk in the Park"
    assert "draw wobble" in str(german.value) and "Zug 2" in str(german.value)

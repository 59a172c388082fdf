"""`parkpack replay FILE --steps [--seat N]` and `parkpack stats [GAME] [--json]`."""

from __future__ import annotations

import json

import pytest

from parkpack import cli
from parkpack.engine import saves, stats
from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.engine.session import Session
from parkpack.engine import registry

from .tenpenny_game import goal_names, tenpenny_game


def walk_game() -> Session:
    session = Session(registry.get("walk"), {}, (SeatSpec("Ann"), SeatSpec("Bot", COMPUTER, "easy")), 1)
    for text in ["roll curve", "draw curve B2 NE", "draw curve A1 ES", "roll ibis", "draw ibis C1", "draw ibis C1"]:
        session.play(text)
    return session


def test_replay_steps_as_a_seat_saw_them(tmp_path, capsys):
    path = tmp_path / "g.parkpack.json"
    saves.save(walk_game(), path)
    assert cli.main(["replay", str(path), "--steps", "--seat", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "A Walk in the Park: Ann, Bot (computer, easy); seen by Bot (seat 2)"
    assert out[1:] == [
        "Round 1", "  1. Die: curve", "  2. Ann draws a curve (north-east) at B2 (Government House)",
        "  3. Bot draws a curve (south-east) at A1 (Opera House)",
        "Round 2", "  4. Die: ibis", "  5. Ann draws an ibis at C1", "  6. Bot draws an ibis at C1",
        "Scores so far (game not finished)", "  Ann: 0", "  Bot: 0",
    ]


def test_replay_refuses_a_seat_the_game_does_not_have(tmp_path, capsys):
    path = tmp_path / "g.parkpack.json"
    saves.save(walk_game(), path)
    for seat in ("3", "-1"):
        assert cli.main(["replay", str(path), "--steps", "--seat", seat]) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert captured.err.count("\n") == 1 and "no seat" in captured.err


def test_replay_refuses_a_seat_without_steps(tmp_path, capsys):
    path = tmp_path / "g.parkpack.json"
    saves.save(walk_game(), path)
    assert cli.main(["replay", str(path), "--seat", "2"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and "give --steps too" in captured.err


def test_replay_steps_as_json(tmp_path, capsys):
    path = tmp_path / "g.parkpack.json"
    saves.save(walk_game(), path)
    assert cli.main(["replay", str(path), "--steps", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [s["round"] for s in data["steps"]] == [1, 1, 1, 2, 2, 2] and not data["over"]


def test_stats_prints_the_windows_figures(capsys):
    path = stats.stats_path()
    path.unlink(missing_ok=True)
    session = Session(registry.get("walk"), {"level": "4"}, (SeatSpec("Ann"),), 3)
    while not session.is_over:
        if session.to_act == -1:
            session.resolve_chance()
        else:
            session.play(session.legal_actions()[0])
    stats.record_session(session)
    assert cli.main(["stats", "walk"]) == 0
    out = capsys.readouterr().out
    total = session.game.scores(session.state).total(0)
    assert out.startswith("A Walk in the Park: 1 finished game")
    assert f"Ann (Human): 1 played" in out and f"best {total}" in out and "Level 4: 10 turns: 1 played" in out
    assert cli.main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [g["game"] for g in data["games"]] == ["walk"] and data["games"][0]["played"] == 1
    assert cli.main(["stats", "nope"]) == 2
    assert "unknown game 'nope'" in capsys.readouterr().err
    path.unlink()


@pytest.mark.parametrize("as_json", [[], ["--json"]], ids=["text", "json"])
def test_replay_refuses_another_persons_secrets_while_the_game_goes_on(tmp_path, capsys, as_json):
    from parkpack.engine.api import CHANCE

    session = Session(registry.get("tenpenny"), {}, (SeatSpec("Ann"), SeatSpec("Ben")), 0)
    while len(session.history) < 60:
        session.play(session.chance_action() if session.to_act == CHANCE else session.legal_actions()[0])
    path = tmp_path / "g.parkpack.json"
    saves.save(session, path)
    assert cli.main(["replay", str(path), "--steps", "--seat", "2", *as_json]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and "not over" in captured.err
    assert cli.main(["replay", str(path), "--steps", *as_json]) == 0
    assert "is dealt a goal card" in capsys.readouterr().out


@pytest.mark.parametrize("kind", ["damaged", "empty", "newer", "pipe", "folder"])
def test_stats_refuses_a_file_it_cannot_read_and_leaves_it_as_it_is(capsys, kind):
    import os

    path = stats.stats_path()
    path.unlink(missing_ok=True)
    content = {"damaged": b"\x00\x01binary", "empty": b"",
               "newer": json.dumps({"format": "parkpack-stats", "schema": 99, "games": []}).encode()}
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.write_bytes(content[kind])
    before = sorted(p.name for p in path.parent.iterdir())
    try:
        for args in (["stats"], ["stats", "--json"]):
            assert cli.main(args) == 2
            captured = capsys.readouterr()
            assert captured.out == "" and captured.err.count("\n") == 1 and str(path) in captured.err
        assert sorted(p.name for p in path.parent.iterdir()) == before  # nothing moved aside or written
        if kind in content:
            assert path.read_bytes() == content[kind]
    finally:
        path.rmdir() if path.is_dir() else path.unlink()


@pytest.mark.parametrize("as_json", [False, True])
def test_replay_of_a_game_in_progress_names_no_secret_goal(tmp_path, capsys, as_json):
    # Whoever runs it may be any of the people at the table: the score so
    # far is an onlooker's, as the replay window's is.
    session = tenpenny_game(40)
    assert not session.is_over and len(goal_names(session)) == 4
    path = tmp_path / "g.parkpack.json"
    saves.save(session, path)
    assert cli.main(["replay", str(path)] + (["--json"] if as_json else [])) == 0
    out = capsys.readouterr().out
    assert "Attractions" in out
    assert not [name for name in goal_names(session) if name in out]


def test_replay_of_a_finished_game_shows_the_kept_goals(tmp_path, capsys):
    session = tenpenny_game(100_000)
    assert session.is_over
    path = tmp_path / "g.parkpack.json"
    saves.save(session, path)
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in goal_names(session))


def test_stats_makes_no_data_folder(tmp_path, capsys):
    from parkpack.engine import paths

    missing = tmp_path / "never-made"
    paths.use_data_dir(missing)
    try:
        assert cli.main(["stats"]) == 0
        assert "No finished games" in capsys.readouterr().out and not missing.exists()
    finally:
        paths.use_data_dir(None)


def test_replay_of_an_unfinished_solo_game_shows_the_players_goals_and_no_result(tmp_path, capsys):
    from parkpack.engine.api import CHANCE

    session = Session(registry.get("tenpenny"), {}, (SeatSpec("Ann"),), 5)
    while len(session.history) < 40:
        session.play(session.chance_action() if session.to_act == CHANCE else session.legal_actions()[0])
    path = tmp_path / "solo.parkpack.json"
    saves.save(session, path)
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in goal_names(session))  # her own goals: she is the one person at it
    assert "Result:" not in out and "wins by" not in out  # nobody has won yet

"""`parkpack replay` names an automaton entrant by its own name, and takes
whether the game is over from the replay."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import pytest

from parkpack import cli
from parkpack.engine import registry, saves
from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.session import Session

from .tally_game import GAME


@pytest.fixture(autouse=True)
def tally_registered() -> Iterator[None]:
    registry.register(GAME)
    yield
    registry.unregister(GAME.info.id)


def test_replay_names_the_rival_and_derives_the_end(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = Session(GAME, {"target": "6", "rival": "on"}, [SeatSpec("Ann")], 2)
    while not session.is_over:
        session.play(session.chance_action() if session.to_act == CHANCE else "take 1")
    path = tmp_path / "g.parkpack.json"
    saves.save(session, path)
    assert cli.main(["replay", "--json", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [p["name"] for p in data["players"]] == ["Ann", "Robo"] and data["over"] is True
    doc = json.loads(path.read_text("utf-8"))
    doc["actions"] = doc["actions"][:2]
    del doc["state"]  # (a snapshot of the end would rightly be refused)
    doc["over"] = True
    path.write_text(json.dumps(doc), "utf-8")
    assert cli.main(["replay", "--json", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["over"] is False

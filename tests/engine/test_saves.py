import json

import pytest

from parkpack.engine import registry, saves
from parkpack.engine.api import SeatSpec
from parkpack.engine.errors import SaveFileError
from parkpack.engine.session import Session

from .fake_game import GAME


@pytest.fixture(autouse=True)
def race_registered():
    registry.register(GAME)
    yield
    registry.unregister(GAME.info.id)


def _played(seed: int = 3) -> Session:
    s = Session(GAME, {}, [SeatSpec("Ann", colour="red"), SeatSpec("Ben")], seed)
    for _ in range(4):
        s.resolve_chance()
        if s.is_over:
            break
        s.play("move")
    assert len(s.history) >= 6
    return s


def test_round_trip_gives_equal_session(tmp_path):
    s = _played()
    path = tmp_path / "g.parkpack.json"
    saves.save(s, path)
    loaded = saves.load(path)
    assert loaded.state == s.state
    assert loaded.history == s.history
    assert loaded.seats == s.seats and loaded.options == s.options and loaded.seed == s.seed


def test_document_fields(tmp_path):
    doc = json.loads(saves.dumps(_played()))
    assert doc["format"] == "parkpack-save" and doc["schema"] == saves.SCHEMA
    assert doc["game"] == "race" and doc["actions"][0].startswith("roll ")
    assert doc["seats"][0] == {"name": "Ann", "kind": "human", "level": "", "colour": "red"}


def test_loaded_game_continues_with_the_same_chance():
    s = _played()
    again = saves.session_from_document(saves.parse_document(saves.dumps(s)))
    assert s.chance_action() == again.chance_action()


def test_snapshot_mismatch_is_refused():
    doc = json.loads(saves.dumps(_played()))
    doc["state"]["positions"][0] += 1
    with pytest.raises(SaveFileError, match="snapshot"):
        saves.session_from_document(doc, "x")


def test_illegal_action_names_its_position():
    doc = json.loads(saves.dumps(_played()))
    doc["actions"][3] = "roll 9"
    with pytest.raises(SaveFileError, match=r"action 4 \('roll 9'\)"):
        saves.session_from_document(doc, "x")


def test_newer_schema_and_migration_hook(monkeypatch):
    doc = json.loads(saves.dumps(_played()))
    doc["schema"] = saves.SCHEMA + 1
    with pytest.raises(SaveFileError, match="newer"):
        saves.parse_document(json.dumps(doc).encode())
    doc["schema"] = 0
    doc["seed_text"] = str(doc.pop("seed"))

    def upgrade(old):
        old["seed"] = int(old.pop("seed_text"))
        return old

    monkeypatch.setitem(saves.MIGRATIONS, 0, upgrade)
    assert saves.parse_document(json.dumps(doc).encode())["seed"] == 3


def test_atomic_write_replaces_whole_file(tmp_path):
    path = tmp_path / "a.json"
    saves.write_atomic(path, b"one")
    saves.write_atomic(path, b"two")
    assert path.read_bytes() == b"two"
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]

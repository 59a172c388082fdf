"""The autosave is never written over unread: a file the writer did not write
is read first, and one that cannot be read is moved aside (or, if it cannot
be, nothing is written)."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, Iterator

import pytest

from parkpack.engine import autosave, registry, safe_files, saves
from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.session import Session

from .tally_game import GAME
from .test_safe_files import finishes


@pytest.fixture(autouse=True)
def tally_registered() -> Iterator[None]:
    registry.register(GAME)
    yield
    registry.unregister(GAME.info.id)


def game(moves: int = 1) -> Session[Any, Any]:
    session = Session(GAME, {}, [SeatSpec("Ann"), SeatSpec("Ben")], 4)
    for _ in range(moves):
        session.play("take 1")
    return session


def kept(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith("autosave.kept-"))


def test_the_writers_own_file_is_replaced_and_another_readable_save_too(tmp_path: Path) -> None:
    path = tmp_path / "autosave.parkpack.json"
    writer = autosave.Writer(path)
    assert writer.write(game(1)) == "" and writer.write(game(2)) == ""
    saves.save(game(3), path)  # another window's game, a readable save
    assert writer.write(game(4)) == ""
    assert saves.load(path).history == ["take 1"] * 4 and kept(tmp_path) == []


def test_a_file_that_cannot_be_read_is_moved_aside_before_writing(tmp_path: Path) -> None:
    path = tmp_path / "autosave.parkpack.json"
    path.write_bytes(b'{"format": "parkpack-save", "schema": 9}')
    note = autosave.Writer(path).write(game())
    assert "newer parkpack" in note and "kept as" in note
    (copy,) = kept(tmp_path)
    assert json.loads(copy.read_bytes())["schema"] == 9 and saves.load(path).history == ["take 1"]


def test_a_named_pipe_in_its_place_is_moved_aside_at_once(tmp_path: Path) -> None:
    path = tmp_path / "autosave.parkpack.json"
    os.mkfifo(path)
    note = finishes(lambda: autosave.Writer(path).write(game()))
    assert "named pipe" in note
    (copy,) = kept(tmp_path)
    assert stat.S_ISFIFO(os.lstat(copy).st_mode) and saves.load(path).history == ["take 1"]


def test_nothing_is_written_when_the_unread_file_cannot_be_moved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "autosave.parkpack.json"
    path.write_bytes(b"damaged")

    def cannot(*_args: object, **_kwargs: object) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(safe_files, "move_aside", cannot)
    note = autosave.Writer(path).write(game())
    assert note.endswith("not autosaved.") and "Permission denied" in note
    assert path.read_bytes() == b"damaged"


def test_a_disabled_writer_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "autosave.parkpack.json"
    assert autosave.Writer(path, enabled=False).write(game()) == "" and not path.exists()


def test_inspect_offers_only_unfinished_games_and_keeps_what_it_cannot_open(tmp_path: Path) -> None:
    path = tmp_path / "autosave.parkpack.json"
    assert autosave.inspect(path) == autosave.Found()
    saves.save(game(2), path)
    assert autosave.inspect(path).session.history == ["take 1", "take 1"]
    finished = game(0)
    while not finished.is_over:
        finished.play(finished.chance_action() if finished.to_act == CHANCE else "take 2")
    saves.save(finished, path)
    assert autosave.inspect(path).session is None and path.exists()
    path.write_bytes(b"{")
    left = autosave.inspect(path, keep_aside=False)
    assert "left as it is" in left.problem and path.read_bytes() == b"{" and kept(tmp_path) == []
    found = autosave.inspect(path)
    assert found.kept is not None and found.kept.read_bytes() == b"{" and not path.exists()
    assert "damaged or truncated" in found.problem and found.kept.name in found.problem

"""Damaged, hostile and wrong save files: every one is a clear SaveFileError.

The in-process checks go through ``saves.load``; a selection also runs
``python -m parkpack replay FILE``, which must exit with status 2 and print
exactly one line on stderr. Nothing on disk may change: the data folder (other
saves, the autosave and the bad file itself) is hashed before and after.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable

import pytest

from parkpack.engine import registry, saves
from parkpack.engine.api import CHANCE
from parkpack.engine.conformance import seats_for
from parkpack.engine.errors import SaveFileError
from parkpack.engine.rng import Rng
from parkpack.engine.session import Session

REPO = Path(__file__).resolve().parents[2]
GAME_ID = "walk"  # a short real game: the solo variant has at most 18 turns
EVERY_BYTE = 64 * 1024  # saves up to this size are cut at every byte
EDGE = 200  # larger ones: every byte at each end ...
STRIDE = 7  # ... and every STRIDE-th length between


def _played(seed: int, players: int = 1, limit: int | None = None) -> Session:
    game = registry.get(GAME_ID)
    session = Session(game, {}, seats_for(game, players, seed), seed)
    rng = Rng(f"badfiles/{seed}")
    while not session.is_over and (limit is None or len(session.history) < limit):
        legal = session.legal_actions()
        session.play(session.chance_action() if session.to_act == CHANCE else rng.pick(legal))
    return session


@pytest.fixture(scope="module")
def finished() -> Session:
    return _played(seed=11)


@pytest.fixture(scope="module")
def raw(finished: Session) -> bytes:
    return saves.dumps(finished)


@pytest.fixture
def data_dir(tmp_path: Path, finished: Session) -> Path:
    """A data folder with a good save, an autosave and a save in progress."""
    folder = tmp_path / "data"
    (folder / "saves").mkdir(parents=True)
    saves.save(finished, folder / "saves" / "finished.parkpack.json")
    saves.save(_played(seed=12, players=2, limit=25), folder / "autosave.parkpack.json")
    return folder


def _hash_tree(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "dir"
        for p in sorted(folder.rglob("*"))
    }


def _refused(path: Path) -> SaveFileError:
    with pytest.raises(SaveFileError) as caught:
        saves.load(path)
    return caught.value


def _cli_refuses(path: Path, data: Path) -> str:
    env = dict(os.environ, PYTHONPATH=str(REPO), PARKPACK_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen")
    before = _hash_tree(data)
    done = subprocess.run(
        [sys.executable, "-m", "parkpack", "replay", str(path)],
        capture_output=True, text=True, env=env, cwd=REPO, timeout=60,
    )
    assert done.returncode == 2, done.stdout + done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stdout == ""
    assert _hash_tree(data) == before
    return lines[0]


def _write(data: Path, name: str, content: bytes) -> Path:
    path = data / "saves" / name
    path.write_bytes(content)
    return path


def _edited(raw: bytes, change: Callable[[dict[str, Any]], None]) -> bytes:
    doc = json.loads(raw)
    change(doc)
    return json.dumps(doc).encode()


# --- the good file first: the baseline every damaged copy is measured against ---
def test_real_save_loads_and_replays(data_dir: Path, finished: Session) -> None:
    loaded = saves.load(data_dir / "saves" / "finished.parkpack.json")
    assert loaded.state == finished.state and loaded.history == finished.history
    assert loaded.is_over and len(loaded.history) > 10


def test_cli_replays_the_good_file(data_dir: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(REPO), PARKPACK_DATA_DIR=str(data_dir))
    before = _hash_tree(data_dir)
    done = subprocess.run(
        [sys.executable, "-m", "parkpack", "replay", "--json", str(data_dir / "saves" / "finished.parkpack.json")],
        capture_output=True, text=True, env=env, cwd=REPO, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["over"] is True
    assert _hash_tree(data_dir) == before


# --- truncation and flipped bytes -------------------------------------------------
def _truncation_lengths(size: int) -> list[int]:
    if size <= EVERY_BYTE:
        return list(range(size))
    middle = range(EDGE, size - EDGE, STRIDE)
    return sorted(set(range(EDGE)) | set(middle) | set(range(size - EDGE, size)))


def test_truncated_at_every_sampled_byte(raw: bytes, data_dir: Path) -> None:
    before = _hash_tree(data_dir)
    path = data_dir / "cut.parkpack.json"
    lengths = _truncation_lengths(len(raw))
    assert len(lengths) >= min(len(raw), 2 * EDGE)
    for n in lengths:
        path.write_bytes(raw[:n])
        error = _refused(path)
        assert str(path) in str(error), n
    path.unlink()
    assert _hash_tree(data_dir) == before


def test_truncated_file_through_the_cli(raw: bytes, data_dir: Path) -> None:
    for n in (1, len(raw) // 2, len(raw) - 1):
        line = _cli_refuses(_write(data_dir, f"cut{n}.parkpack.json", raw[:n]), data_dir)
        assert "damaged or truncated" in line


def _meaning(session: Session) -> tuple[Any, ...]:
    """What a flip must not change unnoticed. The seed only steers chance still
    to come and seat names are free text, so neither is covered."""
    return (session.game.info.id, session.options, session.history, session.state)


def test_flipped_bytes_are_refused_or_change_nothing_that_matters(
    raw: bytes, finished: Session, tmp_path: Path
) -> None:
    """A flip may land in free text (a seat name, the date), which leaves a valid
    save of the same game; anywhere else it must be refused."""
    path = tmp_path / "flip.parkpack.json"
    refused = 0
    step = max(1, len(raw) // 2000)
    for i in range(0, len(raw), step):
        for mask in (0x01, 0x20, 0x80)[: 1 + (i // step) % 3]:
            damaged = bytearray(raw)
            damaged[i] ^= mask
            path.write_bytes(bytes(damaged))
            try:
                loaded = saves.load(path)
            except SaveFileError:
                refused += 1
                continue
            assert _meaning(loaded) == _meaning(finished), f"byte {i} ^ {mask:#x} changed the game"
    assert refused > 600


def test_flipped_action_is_refused_through_the_cli(raw: bytes, data_dir: Path) -> None:
    doc = json.loads(raw)
    first = doc["actions"][0]
    text = raw.replace(json.dumps(first).encode(), json.dumps(first[:-1] + "#").encode(), 1)
    line = _cli_refuses(_write(data_dir, "flip.parkpack.json", text), data_dir)
    assert "action 1" in line


# --- wrong contents ---------------------------------------------------------------
WRONG: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "newer schema": (lambda d: d.update(schema=99), "newer parkpack"),
    "schema as text": (lambda d: d.update(schema="1"), "schema"),
    "old schema without migration": (lambda d: d.update(schema=0), "schema 0"),
    "not a parkpack file": (lambda d: d.update(format="other-app"), "not a parkpack save"),
    "unknown game": (lambda d: d.update(game="chess"), "unknown game"),
    "seed as text": (lambda d: d.update(seed="11"), "seed"),
    "actions not a list": (lambda d: d.update(actions="roll"), "actions"),
    "action not text": (lambda d: d["actions"].insert(0, 7), "not text"),
    "seat without name": (lambda d: d["seats"][0].pop("name"), "seat"),
    "no seats": (lambda d: d.update(seats=[]), "seats"),
    "snapshot edited": (lambda d: d.update(state={"_type": "Nothing"}), "snapshot"),
    "action after the end": (lambda d: d["actions"].append(d["actions"][-1]), "cannot be played"),
}


@pytest.mark.parametrize("case", list(WRONG))
def test_wrong_contents_are_refused(case: str, raw: bytes, data_dir: Path) -> None:
    change, words = WRONG[case]
    path = _write(data_dir, "wrong.parkpack.json", _edited(raw, change))
    assert words in str(_refused(path))


def test_wrong_game_for_the_caller(data_dir: Path) -> None:
    with pytest.raises(SaveFileError, match="not of 'parkies'"):
        saves.load(data_dir / "saves" / "finished.parkpack.json", game_id="parkies")


def test_save_of_another_game_under_this_game_id(raw: bytes, data_dir: Path) -> None:
    other = next(g.info.id for g in registry.games() if g.info.id != GAME_ID)
    path = _write(data_dir, "other.parkpack.json", _edited(raw, lambda d: d.update(game=other)))
    error = str(_refused(path))
    assert any(words in error for words in ("cannot be played", "refuses", "seat;", "seats;", "does not have")), error


def test_action_list_that_becomes_illegal(raw: bytes, data_dir: Path) -> None:
    """Each action moved one place later no longer fits where it lands."""
    doc = json.loads(raw)
    actions = doc["actions"]
    for i in range(0, len(actions) - 1, 3):
        swapped = actions[:i] + [actions[i + 1], actions[i]] + actions[i + 2:]
        if swapped == actions:
            continue
        path = _write(data_dir, "swap.parkpack.json", _edited(raw, lambda d: d.update(actions=swapped)))
        error = _refused(path)
        assert "cannot be played" in str(error) or "snapshot" in str(error), i


@pytest.mark.parametrize("case", ["newer schema", "unknown game", "action after the end"])
def test_wrong_contents_through_the_cli(case: str, raw: bytes, data_dir: Path) -> None:
    change, words = WRONG[case]
    assert words in _cli_refuses(_write(data_dir, "wrong.parkpack.json", _edited(raw, change)), data_dir)


# --- hostile files ------------------------------------------------------------------
def _huge(data: Path) -> Path:
    path = data / "saves" / "huge.parkpack.json"
    with path.open("wb") as fh:
        fh.write(b'{"format": "parkpack-save", "schema": 1, "actions": [')
        chunk = b'"roll curve", ' * 4096
        while fh.tell() < 50 * 1024 * 1024:
            fh.write(chunk)
        fh.write(b'"roll curve"]}')
    return path


HOSTILE: dict[str, tuple[Callable[[Path, bytes], Path], str]] = {
    "50 MB file": (lambda d, raw: _huge(d), "too large"),
    "deeply nested": (lambda d, raw: _write(d, "deep.parkpack.json", b"[" * 200_000 + b"]" * 200_000), "nested"),
    "nested inside a save": (
        lambda d, raw: _write(d, "deep2.parkpack.json",
                              raw.replace(b'"options": {}', b'"options": ' + b"[" * 100_000 + b"]" * 100_000)),
        "nested",
    ),
    "UTF-16 text": (lambda d, raw: _write(d, "u16.parkpack.json", raw.decode().encode("utf-16")), "not UTF-8"),
    "Latin-1 byte": (lambda d, raw: _write(d, "latin.parkpack.json", raw.replace(b"Player 1", b"Pl\xe4yer 1")), "not UTF-8"),
    "empty file": (lambda d, raw: _write(d, "empty.parkpack.json", b""), "empty"),
    "only spaces": (lambda d, raw: _write(d, "blank.parkpack.json", b"  \n\t "), "empty"),
    "a JSON list": (lambda d, raw: _write(d, "list.parkpack.json", b"[1, 2, 3]"), "not a parkpack save"),
    "binary noise": (lambda d, raw: _write(d, "noise.parkpack.json", bytes(range(256)) * 4), "not UTF-8"),
    "a folder": (lambda d, raw: _mkdir(d / "saves" / "folder.parkpack.json"), "is a folder"),
    "a missing file": (lambda d, raw: d / "saves" / "missing.parkpack.json", "no such file"),
    "a named pipe": (lambda d, raw: _fifo(d / "saves" / "pipe.parkpack.json"), "named pipe"),
    "a link to a named pipe": (lambda d, raw: _link(d, "pipe-link", _fifo(d / "pipe")), "named pipe"),
    "/dev/zero": (lambda d, raw: Path("/dev/zero"), "device"),
    "a link to /dev/urandom": (lambda d, raw: _link(d, "random", Path("/dev/urandom")), "device"),
    "/proc/kmsg": (lambda d, raw: Path("/proc/kmsg"), "system file"),
}


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def _link(data: Path, name: str, target: Path) -> Path:
    link = data / "saves" / f"{name}.parkpack.json"
    link.symlink_to(target)
    return link


def _mkdir(path: Path) -> Path:
    path.mkdir()
    return path


@pytest.mark.parametrize("case", list(HOSTILE))
def test_hostile_file_is_refused(case: str, raw: bytes, data_dir: Path) -> None:
    make, words = HOSTILE[case]
    path = make(data_dir, raw)
    before = _hash_tree(data_dir)
    assert words in str(_refused(path))
    assert _hash_tree(data_dir) == before


@pytest.mark.parametrize("case", list(HOSTILE))
def test_hostile_file_through_the_cli(case: str, raw: bytes, data_dir: Path) -> None:
    make, words = HOSTILE[case]
    line = _cli_refuses(make(data_dir, raw), data_dir)
    assert words in line and line.count("\n") == 0


# --- interrupted writes ---------------------------------------------------------------
def _crash(*_args: object) -> None:
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize("where", ["replace", "fsync"])
def test_failed_write_keeps_the_previous_save(
    where: str, data_dir: Path, finished: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = data_dir / "autosave.parkpack.json"
    before = _hash_tree(data_dir)
    monkeypatch.setattr(os, where, _crash)
    with pytest.raises(OSError):
        saves.save(finished, target)
    monkeypatch.undo()
    assert _hash_tree(data_dir) == before  # no temp file left behind either
    assert saves.load(target).history != finished.history


CRASH_SCRIPT = """
import os, sys
from parkpack.engine import registry, saves
from parkpack.engine.conformance import seats_for
from parkpack.engine.session import Session
game = registry.get(sys.argv[2])
session = Session(game, {}, seats_for(game, 1, 5), 5)
session.resolve_chance()
session.play(session.legal_actions()[0])
os.replace = lambda *a: os._exit(9)  # the process dies between write and rename
saves.save(session, sys.argv[1])
"""


def test_crash_between_write_and_rename_keeps_the_previous_save(data_dir: Path) -> None:
    target = data_dir / "autosave.parkpack.json"
    previous = target.read_bytes()
    env = dict(os.environ, PYTHONPATH=str(REPO), PARKPACK_DATA_DIR=str(data_dir))
    done = subprocess.run([sys.executable, "-c", CRASH_SCRIPT, str(target), GAME_ID],
                          env=env, cwd=REPO, timeout=60, capture_output=True, text=True)
    assert done.returncode == 9, done.stderr
    assert target.read_bytes() == previous
    leftovers = [p.name for p in data_dir.iterdir() if p.name.startswith(".tmp-")]
    assert len(leftovers) == 1  # the half-done temp file: never mistaken for the save
    assert saves.load(target).history == json.loads(previous)["actions"]


# --- the window's Load command --------------------------------------------------------
def test_window_refuses_each_bad_file_with_one_message(raw: bytes, data_dir: Path, qtbot: Any) -> None:
    from parkpack.ui.app import build_main_window

    window = build_main_window()
    qtbot.addWidget(window)
    messages: list[tuple[str, str]] = []
    window.warn = lambda _parent, title, text: messages.append((title, text))
    for case, (make, words) in HOSTILE.items():
        if case == "50 MB file":
            continue  # covered in process and through the command line
        path = make(data_dir, raw)
        before = _hash_tree(data_dir)
        messages.clear()
        assert window.load_file(path) is False, case
        assert len(messages) == 1 and path.name in messages[0][1] and words in messages[0][1], case
        assert window.controller is None
        assert _hash_tree(data_dir) == before

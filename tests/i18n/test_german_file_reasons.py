"""Every reason the rules layer gives for a file it will not use reads German.

Each refusal is brought about for real (a damaged, foreign, truncated,
hostile or unreadable save, autosave, records or statistics file, a data
folder that cannot be used) once in English and once in German: the German
must differ from the English and hold no English words (quoted values, file
names and the games' names aside). While the German ones are made, every
message looked up in the catalogue is noted, and every reason the modules
that read files can give must have been among them, so a reason added
without a case here (or without its translation) fails the test.
"""

from __future__ import annotations

import contextlib
import errno
import gettext
import json
import os
import socket
import tempfile
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Callable, Iterator

import pytest
from babel.messages.extract import extract_from_file

from parkpack import i18n
from parkpack.engine import autosave, envelope, paths, records, registry, safe_files, saves, stats
from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.engine.errors import SaveFileError
from parkpack.engine.session import Session
from parkpack.games.walk import GAME as WALK

from ..engine.tally_game import INFO, TallyGame
from .german import compare

ENGINE = Path(__file__).resolve().parents[2] / "parkpack" / "engine"
#: The modules whose every message is a reason about a file or folder.
REASON_MODULES = ("safe_files", "saves", "envelope", "autosave", "paths", "limits")
#: Modules that also word other things: their reasons are the ones about a file.
FILE_MESSAGES_OF = ("records", "stats")


class BareTally(TallyGame):
    """Tally without any option."""

    info = replace(INFO, id="bare-tally", options=())


@pytest.fixture(autouse=True)
def bare_tally() -> Iterator[None]:
    registry.register(BareTally())
    yield
    registry.unregister("bare-tally")


class Noting(gettext.NullTranslations):
    """A catalogue that notes every message it is asked for."""

    def __init__(self, inner: gettext.NullTranslations, asked: set[str]) -> None:
        super().__init__()
        self.inner, self.asked = inner, asked

    def gettext(self, message: str) -> str:
        self.asked.add(message)
        return self.inner.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        self.asked.add(singular)
        return self.inner.ngettext(singular, plural, n)


# --- making the refusals ------------------------------------------------------------------------
def save_error(make: Callable[[], Any]) -> str:
    with pytest.raises(SaveFileError) as caught:
        make()
    return caught.value.reason


def file_problem(make: Callable[[], Any]) -> str:
    with pytest.raises((safe_files.FileProblem, safe_files.DataProblem)) as caught:
        make()
    return str(caught.value.reason)


def os_error(make: Callable[[], Any]) -> str:
    with pytest.raises(OSError) as caught:
        make()
    return safe_files.os_reason(caught.value)


def walk_doc() -> dict[str, Any]:
    session = Session(WALK, {}, [SeatSpec("Anna"), SeatSpec("Ben", COMPUTER, "easy")], 1)
    session.play(session.chance_action())
    return json.loads(saves.dumps(session))


def edited(change: Callable[[dict[str, Any]], Any], doc: dict[str, Any] | None = None) -> Callable[[], str]:
    def make() -> str:
        d = doc if doc is not None else walk_doc()
        change(d)
        return save_error(lambda: saves.session_from_document(saves.parse_document(json.dumps(d).encode(), "x")))
    return make


def checked(change: Callable[[dict[str, Any]], Any]) -> Callable[[], str]:
    """A refusal of the envelope check itself (which other readers than
    ``saves`` call, so it checks the field types again)."""
    def make() -> str:
        d = walk_doc()
        change(d)
        return save_error(lambda: envelope.check(d, "x"))
    return make


def parsed(raw: bytes) -> Callable[[], str]:
    return lambda: save_error(lambda: saves.parse_document(raw, "x"))


def seat(number: int, **fields: Any) -> Callable[[dict[str, Any]], Any]:
    return lambda d: d["seats"][number].update(fields)


def parkies_same_colours(d: dict[str, Any]) -> None:
    for s in d["seats"]:
        s["colour"] = "blue"


def parkies_doc() -> dict[str, Any]:
    session = Session(registry.get("parkies"), {}, [SeatSpec("Anna", colour="blue"), SeatSpec("Ben", colour="red")], 1)
    return json.loads(saves.dumps(session))


def bare_doc() -> dict[str, Any]:
    return json.loads(saves.dumps(Session(BareTally(), {}, [SeatSpec("Ann")], 1)))


def records_problem(folder: Path, content: bytes | None) -> str:
    path = Path(tempfile.mkdtemp(dir=folder)) / "records.json"  # a folder of its own for each file
    if content is None:
        os.mkfifo(path)
    else:
        path.write_bytes(content)
    return records.load(path).problem


def records_entries(bad: int) -> bytes:
    good = {"game": "walk", "setting": "1", "score": 3, "rank": "x", "date": "2026-01-01"}
    return json.dumps({"format": "parkpack-records", "version": 2, "best": [good] + [{"game": 7}] * bad,
                       "recent": []}).encode()


@contextlib.contextmanager
def patched(target: Any, name: str, value: Any) -> Iterator[None]:
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(target, name, value)
        yield


def refuse(*_args: Any, **_kwargs: Any) -> Any:
    raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))


def fifo(folder: Path, name: str = "pipe.parkpack.json") -> Path:
    path = folder / name
    os.mkfifo(path)
    return path


def too_many_copies(folder: Path) -> str:
    path = folder / "autosave.parkpack.json"
    path.write_bytes(b"x")
    when = datetime(2026, 1, 1, 12, 0, 0)
    for n in range(1, 1000):
        safe_files.aside_name(path, "kept", when, n).write_bytes(b"")
    return os_error(lambda: safe_files.move_aside(path, "kept", when))


def read_blocks(folder: Path) -> str:
    path = folder / "f.json"
    path.write_bytes(b"[1]")

    def blocked(*_args: Any) -> bytes:
        raise BlockingIOError(errno.EAGAIN, "would block")

    with patched(safe_files.os, "read", blocked):
        return file_problem(lambda: safe_files.read_bytes(path, 100))


def grows_while_read(folder: Path) -> str:
    path = folder / "f.json"
    path.write_bytes(b"x" * 50)
    fd = os.open(path, os.O_RDONLY)
    try:
        return file_problem(lambda: safe_files._read_at_most(fd, path, 10))
    finally:
        os.close(fd)


def a_socket(folder: Path) -> str:
    short = Path(tempfile.mkdtemp(prefix="pp-"))
    sock = socket.socket(socket.AF_UNIX)
    try:
        sock.bind(str(short / "s"))
        return file_problem(lambda: safe_files.read_bytes(short / "s", 100))
    finally:
        sock.close()
        (short / "s").unlink()
        short.rmdir()


def autosave_cases(folder: Path) -> dict[str, Callable[[], str]]:
    def damaged() -> Path:
        path = folder / "autosave.parkpack.json"
        path.write_bytes(b"{")
        return path

    def game() -> Session[Any, Any]:
        return Session(BareTally(), {}, [SeatSpec("Ann")], 1)

    def blocked_writer() -> str:
        damaged()
        with patched(safe_files, "move_aside", refuse):
            return autosave.Writer(folder / "autosave.parkpack.json").write(game())

    def failing_writer() -> str:
        with patched(saves, "save", refuse):
            return autosave.Writer(folder / "autosave.parkpack.json").write(game())

    def unreadable_folder() -> str:
        damaged()
        with patched(saves, "load", refuse):
            return autosave.inspect(folder / "autosave.parkpack.json").problem

    def not_moved() -> str:
        path = damaged()
        with patched(safe_files, "move_aside", refuse):
            return autosave.inspect(path).problem

    return {
        "autosave kept": lambda: autosave.inspect(damaged()).problem,
        "autosave left": lambda: autosave.inspect(damaged(), keep_aside=False).problem,
        "autosave not moved": not_moved,
        "autosave folder unreadable": unreadable_folder,
        "old autosave kept": lambda: (damaged(), autosave.Writer(folder / "autosave.parkpack.json").write(game()))[1],
        "autosave not written": blocked_writer,
        "autosave failed": failing_writer,
    }


def folder_cases(folder: Path) -> dict[str, Callable[[], str]]:
    blocker = folder / "a-file"
    blocker.write_text("x")

    def not_a_folder() -> str:
        with patched(Path, "is_dir", lambda self: False):
            return paths.folder_problem(folder / "made")

    def not_writable() -> str:
        with patched(paths.tempfile, "mkstemp", refuse):
            return paths.folder_problem(folder)

    return {
        "data folder is a file": lambda: paths.folder_problem(blocker),
        "data folder cannot be made": lambda: paths.folder_problem(blocker / "inside"),
        "data folder is not a folder": not_a_folder,
        "data folder cannot be written to": not_writable,
    }


def stats_peeked(folder: Path, raw: bytes) -> str:
    """Why ``parkpack stats`` refuses a statistics file holding ``raw``."""
    path = folder / "peeked-stats.json"
    path.write_bytes(raw)
    return str(pytest.raises(stats.StatsError, stats.peek, path).value)


def cases(folder: Path) -> dict[str, Callable[[], str]]:
    """Every refusal, made with its own files in ``folder``."""
    large = folder / "large.parkpack.json"
    with large.open("wb") as fh:
        fh.truncate(saves.MAX_BYTES + 1)
    newer_stats = folder / "stats.json"
    newer_stats.write_text(json.dumps({"format": "parkpack-stats", "schema": 9, "games": []}))
    blocker = folder / "blocker.parkpack.json"
    os.mkfifo(blocker)
    out: dict[str, Callable[[], str]] = {
        # reading any data file
        "missing": lambda: file_problem(lambda: safe_files.read_bytes(folder / "none.json", 100)),
        "folder": lambda: file_problem(lambda: safe_files.read_bytes(folder, 100)),
        "named pipe": lambda: file_problem(lambda: safe_files.read_bytes(fifo(folder), 100)),
        "device": lambda: file_problem(lambda: safe_files.read_bytes("/dev/null", 100)),
        "socket": lambda: a_socket(folder),
        "other kind": lambda: safe_files._kind(0),
        "system file": lambda: file_problem(lambda: safe_files.read_bytes("/proc/self/status", 10_000)),
        "too large": lambda: file_problem(lambda: safe_files.read_bytes(large, 1000)),
        "grew too large": lambda: grows_while_read(folder),
        "no permission": lambda: safe_files._unreadable(folder, PermissionError(errno.EACCES, os.strerror(errno.EACCES))).reason,
        "would block": lambda: read_blocks(folder),
        "not UTF-8": lambda: file_problem(lambda: safe_files.parse_json(b"\xff\xfe")),
        "empty": lambda: file_problem(lambda: safe_files.parse_json(b" ")),
        "recursion": lambda: file_problem(lambda: safe_files.parse_json(b"[" * 100_000 + b"]" * 100_000)),
        "too deep": lambda: file_problem(lambda: safe_files.parse_json(b"[" * 41 + b"]" * 41)),
        "truncated": lambda: file_problem(lambda: safe_files.parse_json(b'{"a": 1')),
        "NaN": lambda: file_problem(lambda: safe_files.parse_json(b'{"a": NaN}')),
        "write over a pipe": lambda: os_error(lambda: safe_files.write_atomic(blocker, b"{}")),
        "too many copies": lambda: too_many_copies(folder),
        # saves
        "save too large": lambda: save_error(lambda: saves.load(large)),
        "save grew too large": lambda: saves._too_large(None),
        "save not UTF-8": parsed(b"\xff\xfe"),
        "save too deep": parsed(b"[" * 41 + b"]" * 41),
        "not a save": parsed(b"[1, 2]"),
        "no schema": parsed(b'{"format": "parkpack-save"}'),
        "newer schema": parsed(b'{"format": "parkpack-save", "schema": 9}'),
        "old schema": parsed(b'{"format": "parkpack-save", "schema": 0}'),
        "field missing": parsed(b'{"format": "parkpack-save", "schema": 1}'),
        "options refused": edited(parkies_same_colours, parkies_doc()),
        "not an action": edited(lambda d: d["actions"].append("fly away")),
        "illegal action": edited(lambda d: d["actions"].append("roll curve")),
        "snapshot": edited(lambda d: d.update(state={"_type": "Nothing"})),
        # the envelope
        "other game": lambda: save_error(lambda: saves.session_from_document(walk_doc(), "x", "parkies")),
        "unknown game": edited(lambda d: d.update(game="chess")),
        "game id empty": edited(lambda d: d.update(game=" ")),
        "app version not text": edited(lambda d: d.update(app_version=7)),
        "date not text": edited(lambda d: d.update(saved_at=[1])),
        "empty name": edited(seat(0, name=" ")),
        "long name": edited(seat(0, name="A" * 500)),
        "bad character": edited(seat(0, name="A\x1b")),
        "seed not whole": checked(lambda d: d.update(seed="1")),
        "seed out of range": edited(lambda d: d.update(seed=2**64)),
        "edition not whole": edited(lambda d: d.update(edition=0)),
        "later edition": edited(lambda d: d.update(edition=99)),
        "actions not a list": checked(lambda d: d.update(actions="x")),
        "too many actions": edited(lambda d: d.update(actions=["x"] * 100_001)),
        "action not text": edited(lambda d: d["actions"].append(7)),
        "action with a line break": edited(lambda d: d["actions"].append("x\ny")),
        "options not an object": checked(lambda d: d.update(options=[])),
        "unknown option": edited(lambda d: d["options"].update(speed="fast")),
        "unknown option, none offered": edited(lambda d: d["options"].update(speed="fast"), bare_doc()),
        "option value": edited(lambda d: d["options"].update(level="99")),
        "seats missing": edited(lambda d: d.update(seats=[])),
        "one seat too few": edited(lambda d: d.update(seats=d["seats"][:1]), parkies_doc()),
        "seats too many": edited(lambda d: d.update(seats=d["seats"] * 4)),
        "seat not an object": edited(lambda d: d["seats"].__setitem__(0, 7)),
        "seat kind not text": edited(seat(0, kind=7)),
        "unknown kind": edited(seat(0, kind="robot")),
        "seat level not text": edited(seat(0, level=7)),
        "human with a level": edited(seat(0, level="easy")),
        "computer with no level": edited(seat(1, level="")),
        "computer with an unknown level": edited(seat(1, level="ultra")),
        "seat colour not text": edited(seat(0, colour=7)),
        "unknown colour": edited(seat(0, colour="pink")),
        # records and statistics
        "records unreadable": lambda: records_problem(folder, None),
        "records folder unreadable": lambda: _records_unreadable(folder),
        "records damaged": lambda: records_problem(folder, b"{"),
        "records foreign": lambda: records_problem(folder, b"[]"),
        "records no version": lambda: records_problem(folder, b'{"format": "parkpack-records"}'),
        "records newer": lambda: records_problem(folder, b'{"format": "parkpack-records", "version": 9}'),
        "records one bad entry": lambda: records_problem(folder, records_entries(1)),
        "records bad entries": lambda: records_problem(folder, records_entries(2)),
        "stats newer": lambda: str(pytest.raises(stats.StatsError, stats.record_session,
                                                 SimpleNamespace(is_over=True), newer_stats).value),
        "stats read newer": lambda: str(pytest.raises(stats.StatsError, stats.peek, newer_stats).value),
        **{f"stats read {case}": (lambda raw=raw: stats_peeked(folder, raw)) for case, raw in (
            ("damaged", b"{"), ("foreign", b"[]"), ("no schema", b'{"format": "parkpack-stats"}'),
            ("no games", b'{"format": "parkpack-stats", "schema": 1}'),
            ("bad entry", b'{"format": "parkpack-stats", "schema": 1, "games": [1]}'),
            ("bad entries", b'{"format": "parkpack-stats", "schema": 1, "games": [1, 2]}'))},
    }
    out.update(autosave_cases(folder))
    out.update(folder_cases(folder))
    out.update({f"system error {code}": (lambda code=code: safe_files.os_reason(OSError(code, os.strerror(code))))
                for code in safe_files._SYSTEM_MESSAGES})
    return out


def _records_unreadable(folder: Path) -> str:
    with patched(safe_files, "read_bytes", refuse):
        return records.load(folder / "records.json").problem


# --- the test -----------------------------------------------------------------------------------
def reasons_in_the_source() -> set[str]:
    """Every message of the modules that read files that is a reason."""
    found: set[str] = set()
    for module in REASON_MODULES + FILE_MESSAGES_OF:
        for _line, message, _comments, _context in extract_from_file("python", ENGINE / f"{module}.py"):
            text = message[0] if isinstance(message, tuple) else message
            if module in REASON_MODULES or "{file}" in text:
                found.add(text)
    return found


def made(tmp_path: Path, code: str, asked: set[str] | None = None) -> dict[str, str]:
    folder = tmp_path / code
    folder.mkdir()
    i18n.set_language(code)
    try:
        if asked is not None:
            with patched(i18n, "_catalogue", Noting(i18n._catalogue, asked)):
                built = cases(folder)
                return {case: make() for case, make in built.items()}
        built = cases(folder)
        return {case: make() for case, make in built.items()}
    finally:
        i18n.set_language("en")


#: Quoted values, names and notation that stay as they are in every language.
KEPT = ("A Walk in the Park", "Parkies", "Tally", "parkpack", "roll curve", "fly away", "robot", "ultra", "pink",
        "chess", "speed", "fast", "level", "human", "computer", "easy", "random", "UTF-8", "JSON")


def test_every_reason_a_file_is_refused_for_reads_german(tmp_path: Path) -> None:
    english = made(tmp_path, "en")
    asked: set[str] = set()
    german = made(tmp_path, "de", asked)
    assert english.keys() == german.keys()
    assert all(english.values()), [case for case, text in english.items() if not text]
    names = KEPT + (str(tmp_path / "en"), str(tmp_path / "de"), "records.json", "stats.json",
                    "autosave.parkpack.json", "/dev/null", "/proc/self/status")
    problems = []
    for case in english:
        en, de = _unnamed(english[case]), _unnamed(german[case])
        problems += compare([en], [de], names, case)
    assert not problems, "\n".join(problems)
    missed = sorted(reasons_in_the_source() - asked)
    assert not missed, "reasons no case here gives:\n" + "\n".join(missed)


def _unnamed(text: str) -> str:
    """Without the dated names files are kept under (they differ per run)
    and without quoted values (notation and file fields, never translated)."""
    import re

    text = re.sub(r"[\w.-]*\.(kept|damaged)-[\w.-]*", " ", text)
    return re.sub(r"„[^“]*“|(?<![\w])'[^']*'", " ", text)

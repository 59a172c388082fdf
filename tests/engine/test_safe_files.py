"""The one safe reader and writer of data files: special files are refused at
once, reads are bounded whatever the file claims, writes keep links and modes,
and what could not be read is kept under a new name."""

from __future__ import annotations

import errno
import os
import stat
import threading
import time
from datetime import datetime
from pathlib import Path
from typing import Any, Callable

import pytest

from parkpack.engine import safe_files
from parkpack.engine.safe_files import DataProblem, FileProblem

LIMIT = 1024 * 1024


def finishes(call: Callable[[], Any], seconds: float = 5.0) -> Any:
    """Run ``call`` on a thread; fail (instead of hanging the suite) if it
    does not return within ``seconds``. Returns its result or exception."""
    outcome: list[Any] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            outcome.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still reading after {seconds} s"
    return outcome[0]


def refused(path: Path | str, limit: int = LIMIT) -> FileProblem:
    result = finishes(lambda: safe_files.read_bytes(path, limit))
    assert isinstance(result, FileProblem), result
    return result


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe.parkpack.json"
    os.mkfifo(path)
    return path


def test_a_named_pipe_is_refused_at_once(fifo: Path) -> None:
    assert "named pipe" in refused(fifo).reason


def test_a_link_to_a_named_pipe_is_refused_at_once(fifo: Path, tmp_path: Path) -> None:
    link = tmp_path / "link.parkpack.json"
    link.symlink_to(fifo)
    assert "named pipe" in refused(link).reason


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_devices_are_refused_directly_and_through_a_link(device: str, tmp_path: Path) -> None:
    assert "device" in refused(device).reason
    link = tmp_path / "dev.parkpack.json"
    link.symlink_to(device)
    assert "device" in refused(link).reason


@pytest.mark.parametrize("system_file", ["/proc/kmsg", "/proc/self/status", "/sys/kernel/mm/transparent_hugepage/enabled"])
def test_kernel_pseudo_files_are_refused_without_reading(system_file: str, tmp_path: Path) -> None:
    if not os.path.exists(system_file):
        system_file = "/proc/self/status"  # every Linux has this one
    assert "system file" in refused(system_file).reason
    link = tmp_path / "proc.json"
    link.symlink_to(system_file)
    assert "system file" in refused(link).reason


def test_a_folder_and_a_missing_file(tmp_path: Path) -> None:
    assert "folder" in refused(tmp_path).reason
    missing = refused(tmp_path / "nothing.json")
    assert missing.missing and missing.reason == "no such file"


def test_a_file_that_may_not_be_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "secret.json"
    path.write_bytes(b"{}")
    original = os.open

    def no_access(p: Any, *args: Any, **kwargs: Any) -> int:
        if Path(p) == path:  # as chmod 0 does for anyone but root
            raise PermissionError(13, "Permission denied")
        return original(p, *args, **kwargs)

    monkeypatch.setattr(safe_files.os, "open", no_access)
    problem = refused(path)
    assert "cannot be read (Permission denied)" in problem.reason and not problem.missing


def test_a_large_file_is_refused_by_its_size(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (LIMIT + 1))
    assert "too large" in refused(path).reason


def test_reading_stops_at_the_limit_whatever_the_size_claims(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file whose size is misreported (as /proc's are, or one still being
    written) is read no further than the limit."""
    path = tmp_path / "grows.json"
    path.write_bytes(b"[" + b"0," * LIMIT + b"0]")
    real_stat, real_fstat = os.stat, os.fstat

    def small(result: os.stat_result) -> os.stat_result:
        values = list(result)
        values[stat.ST_SIZE] = 10
        return os.stat_result(values)

    monkeypatch.setattr(safe_files.os, "stat", lambda p, *a, **k: small(real_stat(p, *a, **k)))
    monkeypatch.setattr(safe_files.os, "fstat", lambda fd: small(real_fstat(fd)))
    reads: list[int] = []
    real_read = os.read
    monkeypatch.setattr(safe_files.os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    assert "too large" in refused(path).reason
    assert sum(reads) <= LIMIT + 1


def test_an_ordinary_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "ok.json"
    path.write_bytes(b'{"a": [1, 2]}')
    assert safe_files.read_json(path, LIMIT) == {"a": [1, 2]}
    link = tmp_path / "link.json"
    link.symlink_to(path)
    assert safe_files.read_json(link, LIMIT) == {"a": [1, 2]}


@pytest.mark.parametrize(
    "raw, words",
    [
        (b"", "is empty"),
        (b" \n", "is empty"),
        (b"\xff\xfe", "not UTF-8"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b"[" * 41 + b"]" * 41, "nested too deeply"),
        (b'{"a": NaN}', "bad JSON"),
        (b'{"a": Infinity}', "bad JSON"),
        (b'{"a": 1', "damaged or truncated"),
        (b"1" * 5000, "bad JSON"),  # more digits than Python converts
    ],
)
def test_json_that_is_refused(raw: bytes, words: str) -> None:
    with pytest.raises(DataProblem) as caught:
        safe_files.parse_json(raw)
    assert words in caught.value.reason
    assert len(caught.value.reason) < 200


def test_json_nested_to_the_limit_is_read() -> None:
    assert safe_files.parse_json(b"[" * 40 + b"]" * 40) is not None


# --- writing -------------------------------------------------------------------------
def test_writing_through_a_link_writes_the_file_it_names(tmp_path: Path) -> None:
    real = tmp_path / "real" / "game.parkpack.json"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "game.parkpack.json"
    link.symlink_to(real)
    safe_files.write_atomic(link, b"new")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_bytes() == b"new"
    assert sorted(p.name for p in real.parent.iterdir()) == ["game.parkpack.json"]


@pytest.mark.parametrize("mode", [0o644, 0o640, 0o600, 0o664])
def test_writing_keeps_the_files_mode(tmp_path: Path, mode: int) -> None:
    path = tmp_path / "game.parkpack.json"
    path.write_bytes(b"old")
    path.chmod(mode)
    safe_files.write_atomic(path, b"new")
    assert stat.S_IMODE(path.stat().st_mode) == mode and path.read_bytes() == b"new"


def test_a_new_file_gets_the_usual_mode_not_a_private_one(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        safe_files.write_atomic(tmp_path / "new.json", b"{}")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o644


def test_writing_keeps_hard_links(tmp_path: Path) -> None:
    first = tmp_path / "game.parkpack.json"
    first.write_bytes(b"a much longer old content")
    first.chmod(0o640)
    second = tmp_path / "copy.parkpack.json"
    os.link(first, second)
    safe_files.write_atomic(first, b"new")
    assert second.read_bytes() == b"new" and first.read_bytes() == b"new"
    assert os.stat(first).st_ino == os.stat(second).st_ino and os.stat(first).st_nlink == 2
    assert stat.S_IMODE(first.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["copy.parkpack.json", "game.parkpack.json"]


def linked_pair(tmp_path: Path) -> tuple[Path, Path]:
    first = tmp_path / "game.parkpack.json"
    first.write_bytes(b"the old content")
    second = tmp_path / "copy.parkpack.json"
    os.link(first, second)
    return first, second


def full_disk(monkeypatch: pytest.MonkeyPatch, failing: Callable[[int], bool]) -> None:
    """``os.write`` in safe_files writes at most 4 bytes a call and fails
    with a full disk on the calls ``failing`` picks (1 the first): a write
    in place stops part of the way."""
    real_write, calls = os.write, [0]

    def write(fd: int, data: Any) -> int:
        calls[0] += 1
        if failing(calls[0]):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, bytes(data[:4]))

    monkeypatch.setattr(safe_files.os, "write", write)


def test_a_linked_file_whose_write_fails_keeps_its_old_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first, second = linked_pair(tmp_path)
    full_disk(monkeypatch, lambda call: call == 3)
    with pytest.raises(OSError, match="No space"):
        safe_files.write_atomic(first, b"a new and much longer content")
    assert first.read_bytes() == second.read_bytes() == b"the old content"  # put back
    assert sorted(p.name for p in tmp_path.iterdir()) == ["copy.parkpack.json", "game.parkpack.json"]


def test_a_linked_file_that_cannot_be_put_back_leaves_its_old_content_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As if the process died part of the way: the dated copy stays.
    first, _ = linked_pair(tmp_path)
    full_disk(monkeypatch, lambda call: call >= 2)
    with pytest.raises(OSError):
        safe_files.write_atomic(first, b"a new and much longer content")
    kept, = tmp_path.glob("game.kept-*.parkpack.json")
    assert kept.read_bytes() == b"the old content" and first.read_bytes() != b"the old content"


def denied(monkeypatch: pytest.MonkeyPatch, target: Path, flag: int) -> None:
    """Opening ``target`` with ``flag`` (os.O_WRONLY or os.O_RDONLY access)
    is refused, as the file's mode would refuse it to anyone but root."""
    real_open = os.open

    def open_(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(path) == target and flags & os.O_ACCMODE == flag:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(safe_files.os, "open", open_)


def test_a_linked_file_that_may_not_be_written_is_refused_and_nothing_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = linked_pair(tmp_path)
    denied(monkeypatch, first, os.O_WRONLY)
    for _ in range(3):
        with pytest.raises(PermissionError):
            safe_files.write_atomic(first, b"new")
    assert first.read_bytes() == second.read_bytes() == b"the old content"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["copy.parkpack.json", "game.parkpack.json"]


def test_a_linked_file_that_may_be_written_but_not_read_is_written_in_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = linked_pair(tmp_path)
    denied(monkeypatch, first, os.O_RDONLY)
    safe_files.write_atomic(first, b"new")  # never renamed aside for want of a copy
    monkeypatch.undo()
    assert first.read_bytes() == second.read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["copy.parkpack.json", "game.parkpack.json"]


def test_writing_over_a_named_pipe_is_refused_at_once(fifo: Path) -> None:
    result = finishes(lambda: safe_files.write_atomic(fifo, b"{}"))
    assert isinstance(result, OSError) and "named pipe" in str(result)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


# --- keeping what could not be read -----------------------------------------------------
def test_moving_aside_never_replaces_an_earlier_copy(tmp_path: Path) -> None:
    when = datetime(2026, 11, 29, 11, 20, 0)
    path = tmp_path / "autosave.parkpack.json"
    kept = []
    for content in (b"one", b"two", b"three"):
        path.write_bytes(content)
        kept.append(safe_files.move_aside(path, "damaged", when))
    assert [p.name for p in kept] == [
        "autosave.damaged-2026-11-29-112000.parkpack.json",
        "autosave.damaged-2026-11-29-112000-2.parkpack.json",
        "autosave.damaged-2026-11-29-112000-3.parkpack.json",
    ]
    assert [p.read_bytes() for p in kept] == [b"one", b"two", b"three"]
    assert not path.exists()


def test_moving_aside_a_named_pipe(fifo: Path) -> None:
    kept = finishes(lambda: safe_files.move_aside(fifo, "kept"))
    assert stat.S_ISFIFO(os.lstat(kept).st_mode) and not fifo.exists()


def test_stale_temporary_files_are_removed_and_fresh_ones_kept(tmp_path: Path) -> None:
    old = tmp_path / ".tmp-abc123.part"
    fresh = tmp_path / ".tmp-def456.part"
    other = tmp_path / "notes.part"
    for path in (old, fresh, other):
        path.write_bytes(b"x")
    hour_ago = time.time() - 3600
    os.utime(old, (hour_ago, hour_ago))
    os.utime(other, (hour_ago, hour_ago))
    target = tmp_path / "precious.json"
    target.write_bytes(b"keep me")
    link = tmp_path / ".tmp-link.part"
    link.symlink_to(target)
    os.utime(link, (hour_ago, hour_ago), follow_symlinks=False)
    assert safe_files.remove_stale_temps(tmp_path) == [old]
    assert fresh.exists() and other.exists() and link.is_symlink() and target.read_bytes() == b"keep me"


def test_copy_aside_copies_a_file_durably_and_leaves_it_in_place(tmp_path: Path) -> None:
    save = tmp_path / "g.parkpack.json"
    save.write_bytes(b'{"a": 1}')
    save.chmod(0o640)
    kept = safe_files.copy_aside(save, "kept", datetime(2026, 12, 7, 12, 0, 0))
    assert kept.name == "g.kept-2026-12-07-120000.parkpack.json" and kept.read_bytes() == b'{"a": 1}'
    assert save.read_bytes() == b'{"a": 1}' and stat.S_IMODE(kept.stat().st_mode) == 0o640
    again = safe_files.copy_aside(save, "kept", datetime(2026, 12, 7, 12, 0, 0))
    assert again.name == "g.kept-2026-12-07-120000-2.parkpack.json"  # never over an earlier copy


def test_copy_aside_renames_a_pipe_at_once_instead_of_reading_it(fifo: Path) -> None:
    kept = finishes(lambda: safe_files.copy_aside(fifo, "kept"))
    assert stat.S_ISFIFO(os.lstat(kept).st_mode) and not os.path.lexists(fifo)

"""Reading and writing parkpack's data files without hanging, eating memory
or losing what was there.

Every file the application reads as data (a save, the autosave, the records)
goes through ``read_bytes`` / ``read_json``:

* anything that is not a regular file (a named pipe, a device such as
  ``/dev/zero``, a folder, a socket), also when a symbolic link points at it,
  is refused at once: the path is looked at with ``stat`` first and opened
  with ``O_NONBLOCK``, and the opened descriptor is checked again with
  ``fstat`` (the file may have been swapped in between);
* files of the kernel's pseudo file systems (``/proc``, ``/sys``) are refused
  by where they live: they pass for regular files, but reading one such as
  ``/proc/kmsg`` blocks or consumes what it reads;
* at most ``limit`` bytes are read, whatever the size the file claims;
* JSON nested deeper than ``MAX_DEPTH`` is refused, as are ``NaN`` and
  ``Infinity`` (not JSON).

Writes go through ``write_atomic``: through a symbolic link to the file it
names, keeping that file's mode (and its owner where allowed), via a temporary
file renamed over it so a crash never leaves half a file. A file with several
hard links is rewritten in place instead, so every link keeps seeing it.
A file that could not be read is never written over: ``move_aside`` keeps it
under a new, dated name that never replaces an earlier one.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from ..i18n import N_, _, grouped, language
from .errors import ParkpackError

#: How deeply JSON may nest (a save's state snapshot nests about ten deep).
MAX_DEPTH = 40
#: Prefix and suffix of the temporary files ``write_atomic`` makes.
TEMP_PREFIX, TEMP_SUFFIX = ".tmp-", ".part"
#: A temporary file older than this (seconds) is left over from a killed write.
STALE_AFTER = 600
_PSEUDO_FILE_SYSTEMS = ("/proc", "/sys")
_CHUNK = 1 << 20


#: What kind of problem a FileProblem is (``FileProblem.kind``), for callers
#: that word it their own way or decide by it: never by the reason's words,
#: which are in the player's language.
MISSING, NOT_A_FILE, SYSTEM_FILE, TOO_LARGE, UNREADABLE = "missing", "not a file", "system file", "too large", "unreadable"
#: What kind of problem a DataProblem is (``DataProblem.kind``).
NOT_TEXT, EMPTY, TOO_DEEP, BAD_JSON = "not text", "empty", "too deep", "bad json"


class FileProblem(ParkpackError):
    """A data file that cannot be read: missing, not a regular file, too large
    or unreadable. ``reason`` is a whole clause about the file in the
    player's language ("the file is too large (...)"), to be shown after a
    colon; ``kind`` says which problem it is (MISSING, NOT_A_FILE, ...) and
    ``size`` the size the file claims when it is too large."""

    def __init__(self, path: object, reason: str, kind: str = UNREADABLE, size: int | None = None) -> None:
        self.path = path
        self.reason = reason
        self.kind = kind
        self.size = size
        super().__init__(f"{path}: {reason}")

    @property
    def missing(self) -> bool:
        """True when there is simply no file."""
        return self.kind == MISSING


class DataProblem(ParkpackError):
    """Bytes that are not the JSON a data file must hold; ``reason`` is a
    whole clause about the file in the player's language, ``kind`` which
    problem it is (NOT_TEXT, EMPTY, TOO_DEEP or BAD_JSON)."""

    def __init__(self, reason: str, kind: str = BAD_JSON) -> None:
        self.reason = reason
        self.kind = kind
        super().__init__(reason)


# --- reasons -----------------------------------------------------------------------
#: The system's own messages for the errors a data file or folder meets, so
#: they can be given in the player's language (the C library speaks English).
_SYSTEM_MESSAGES = {
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.ENOENT: N_("No such file or directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.EISDIR: N_("Is a directory"),
    errno.EROFS: N_("Read-only file system"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EDQUOT: N_("Disk quota exceeded"),
    errno.EIO: N_("Input/output error"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.EEXIST: N_("File exists"),
    errno.EBUSY: N_("Device or resource busy"),
    errno.ETXTBSY: N_("Text file busy"),
    errno.EFBIG: N_("File too large"),
    errno.EMFILE: N_("Too many open files"),
}


def os_reason(exc: OSError) -> str:
    """What went wrong, in the player's language: the system's message for
    the common errors (in English the system's own words), else the error's
    own text (parkpack's own OSErrors carry a translated one)."""
    said = exc.strerror
    known = _SYSTEM_MESSAGES.get(exc.errno) if exc.errno is not None else None
    if said and known is not None and said == os.strerror(exc.errno or 0):
        return said if language() == "en" else _(known)
    return said or str(exc)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return _("it is a folder, not a file")
    if stat.S_ISFIFO(mode):
        return _("it is a named pipe, not a file")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _("it is a device, not a file")
    if stat.S_ISSOCK(mode):
        return _("it is a socket, not a file")
    return _("it is not a regular file")


def _unreadable(path: Path, exc: OSError) -> FileProblem:
    return FileProblem(path, _("the file cannot be read ({reason})").format(reason=os_reason(exc)))


# --- reading -----------------------------------------------------------------------
def _is_pseudo(path: Path) -> bool:
    real = os.path.realpath(path)
    return any(real == top or real.startswith(top + os.sep) for top in _PSEUDO_FILE_SYSTEMS)


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The whole content of the regular file at ``path``, at most ``limit``
    bytes; FileProblem for anything else. Never blocks."""
    p = Path(path)
    try:
        info = os.stat(p)
    except FileNotFoundError:
        raise FileProblem(p, _("no such file"), MISSING) from None
    except OSError as exc:
        raise _unreadable(p, exc) from None
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(p, _kind(info.st_mode), NOT_A_FILE)
    if _is_pseudo(p):
        raise FileProblem(p, _("it is a system file, not a parkpack file"), SYSTEM_FILE)
    if info.st_size > limit:
        raise FileProblem(p, _("the file is too large ({size} bytes; at most {limit})").format(
            size=grouped(info.st_size), limit=grouped(limit)), TOO_LARGE, info.st_size)
    try:
        fd = os.open(p, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except OSError as exc:
        raise _unreadable(p, exc) from None
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):  # swapped since the stat above
            raise FileProblem(p, _kind(opened.st_mode), NOT_A_FILE)
        if opened.st_size == 0:
            return b""
        return _read_at_most(fd, p, limit)
    finally:
        os.close(fd)


def _read_at_most(fd: int, path: Path, limit: int) -> bytes:
    chunks: list[bytes] = []
    left = limit + 1
    try:
        while left > 0:
            chunk = os.read(fd, min(left, _CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except BlockingIOError:
        raise FileProblem(path, _("the file cannot be read without waiting")) from None
    except OSError as exc:
        raise _unreadable(path, exc) from None
    if left <= 0:
        raise FileProblem(path, _("the file is too large (more than {limit} bytes)").format(limit=grouped(limit)), TOO_LARGE)
    return b"".join(chunks)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")


def parse_json(raw: bytes, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value in ``raw`` (UTF-8); DataProblem for anything else."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DataProblem(_("the file is not UTF-8 text"), NOT_TEXT) from None
    if not text.strip():
        raise DataProblem(_("the file is empty"), EMPTY)
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise DataProblem(_("the file holds JSON nested too deeply"), TOO_DEEP) from None
    except json.JSONDecodeError as exc:
        # Python's own description of the fault is English: the place is enough.
        raise DataProblem(_("the file is damaged or truncated (bad JSON at line {line}, column {column})").format(
            line=exc.lineno, column=exc.colno)) from None
    except ValueError:  # NaN, Infinity, or a number with more digits than Python converts
        raise DataProblem(_("the file is damaged (bad JSON: a value JSON does not allow)")) from None
    if _depth(value) > max_depth:
        raise DataProblem(_("the file holds JSON nested too deeply (more than {n} levels)").format(n=max_depth), TOO_DEEP)
    return value


def _depth(value: Any) -> int:
    """How deeply lists and objects nest in ``value`` (iteratively: a value
    nested a million deep must not exhaust the stack)."""
    deepest = 0
    stack = [(value, 1)] if isinstance(value, (list, dict)) else []
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        children = item.values() if isinstance(item, dict) else item
        stack.extend((child, depth + 1) for child in children if isinstance(child, (list, dict)))
    return deepest


def read_json(path: str | os.PathLike[str], limit: int, max_depth: int = MAX_DEPTH) -> Any:
    """``parse_json(read_bytes(path, limit))``; a DataProblem names no file,
    so callers add it."""
    return parse_json(read_bytes(path, limit), max_depth)


# --- writing -----------------------------------------------------------------------
def _default_mode() -> int:
    """The mode a newly created file gets (0666 less the umask), read from
    /proc where it can be, since setting the umask to read it is not safe
    while other threads create files."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return 0o666 & ~int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    return 0o644


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` as the whole content of the file ``path`` names.

    Through a symbolic link, the file it points to is written and the link
    stays. The file keeps its mode (and owner, where allowed). The data goes
    to a temporary file beside it, is flushed to disk, then renamed over the
    file, so a crash leaves the old file or the new one, never half. A file
    with more than one hard link is rewritten in place instead, after the
    temporary copy has proved there is room for it (``_write_linked``)."""
    target = Path(os.path.realpath(path))
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        old: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        old = None
    if old is not None and not stat.S_ISREG(old.st_mode):
        raise OSError(errno.EEXIST, _("{kind}, so it is not written over").format(kind=_kind(old.st_mode)), str(target))
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
            _copy_owner_and_mode(fh.fileno(), old)
        if old is not None and old.st_nlink > 1 and old.st_size <= COPY_LIMIT:
            _write_linked(target, tmp, data)
        else:
            os.replace(tmp, target)
        _sync_folder(target.parent)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _copy_owner_and_mode(fd: int, old: os.stat_result | None) -> None:
    if old is None:
        os.fchmod(fd, _default_mode())
        return
    try:
        os.fchown(fd, old.st_uid, old.st_gid)
    except OSError:
        pass  # only the owner's group, or root, may; the mode still follows
    os.fchmod(fd, stat.S_IMODE(old.st_mode))


def _write_linked(target: Path, tmp: str, data: bytes) -> None:
    """Rewrite a file that has other names in place, so that every name
    reads the new content. That cannot be atomic, so the old content is
    kept aside first, and stays there, dated, should the process die while
    writing. The temporary copy is removed before the write to leave the
    file the room it proved. If the write fails (a full disk), the old
    content is put back and its copy removed; if even that fails, the copy
    stays for the player. A file that may not be written is refused before
    anything is copied; one that may be written but not read is written as
    it can be, without a copy."""
    fd = os.open(target, os.O_WRONLY | os.O_CLOEXEC | os.O_NOFOLLOW)
    try:
        try:
            kept: Path | None = copy_aside(target, "kept", rename_otherwise=False)
        except PermissionError:
            kept = None
        os.unlink(tmp)
        try:
            _write_all(fd, data)
        except BaseException:
            if kept is not None:
                try:
                    _write_all(fd, kept.read_bytes())
                    kept.unlink()
                except OSError:
                    pass
            raise
        if kept is not None:
            try:
                kept.unlink()
            except OSError:
                pass  # the content is written: a copy left beside it is only clutter, not a failed save
    finally:
        os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    """``data`` as the whole content of the open file ``fd``."""
    os.lseek(fd, 0, os.SEEK_SET)
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
    os.ftruncate(fd, len(data))
    os.fsync(fd)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (best effort: not every file system
    lets a folder be opened for this)."""
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# --- keeping what could not be read ---------------------------------------------------
def signature(path: str | os.PathLike[str]) -> tuple[int, int, int, int] | None:
    """What tells a file apart from another written in its place (None if
    there is none): kept when a file is read or written, so that one changed
    since (by another parkpack, say) is never replaced unread."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


def aside_name(path: Path, label: str, when: datetime | None = None, n: int = 1) -> Path:
    """``autosave.parkpack.json`` -> ``autosave.<label>-2026-11-29-112000.parkpack.json``
    (``...-112000-2.parkpack.json`` for the second copy of that second)."""
    stem, dot, rest = path.name.partition(".")
    if not stem:  # a name starting with a dot
        stem, dot, rest = path.name, "", ""
    stamp = (when or datetime.now()).strftime("%Y-%m-%d-%H%M%S") + (f"-{n}" if n > 1 else "")
    return path.with_name(f"{stem}.{label}-{stamp}{dot}{rest}")


#: Larger than this, a file kept aside is renamed rather than copied (a save
#: is at most a few megabytes; anything far larger is not one worth a copy).
COPY_LIMIT = 64 << 20


def copy_aside(
    path: str | os.PathLike[str], label: str = "kept", when: datetime | None = None, rename_otherwise: bool = True
) -> Path:
    """Keep the file ``path`` names (through a link, the file it points to)
    under a new dated name beside it and return that name. A regular file is
    copied (durably), leaving the file itself where it is, with its mode and
    links, to be replaced in place; anything else (a pipe, a device, a huge
    file, one that cannot be opened) is renamed aside as ``move_aside`` does,
    never read, unless ``rename_otherwise`` is False. An earlier copy is
    never replaced. OSError if it cannot be kept."""
    import shutil

    source = Path(path)
    try:
        fd = os.open(source, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except OSError:
        if not rename_otherwise:
            raise
        return move_aside(source, label, when)
    with os.fdopen(fd, "rb") as original:
        info = os.fstat(original.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_size > COPY_LIMIT:
            original.close()
            if not rename_otherwise:
                raise OSError(errno.EINVAL, os.strerror(errno.EINVAL), str(source))
            return move_aside(source, label, when)
        moment = when or datetime.now()
        for n in range(1, 1000):
            candidate = aside_name(source, label, moment, n)
            try:
                out = os.open(candidate, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600)
            except FileExistsError:
                continue
            try:
                with os.fdopen(out, "wb") as copy:
                    shutil.copyfileobj(original, copy)
                    copy.flush()
                    os.fsync(copy.fileno())
                shutil.copystat(source, candidate)
            except OSError:
                candidate.unlink(missing_ok=True)
                raise
            _sync_folder(candidate.parent)
            return candidate
    raise OSError(errno.EEXIST, _("there are too many kept copies"), str(source))


def move_aside(path: str | os.PathLike[str], label: str = "kept", when: datetime | None = None) -> Path:
    """Give the file (or whatever is) at ``path`` a new dated name beside it
    and return that name. An earlier copy is never replaced: a second one in
    the same second gets ``-2``, ``-3``, ... OSError if it cannot be moved."""
    source = Path(path)
    moment = when or datetime.now()
    for n in range(1, 1000):
        candidate = aside_name(source, label, moment, n)
        try:
            _rename_no_replace(source, candidate)
        except FileExistsError:
            continue
        return candidate
    raise OSError(errno.EEXIST, _("there are too many kept copies"), str(source))


def _rename_no_replace(source: Path, target: Path) -> None:
    """Rename, failing with FileExistsError if ``target`` exists. A hard link
    then an unlink cannot replace anything; where links are not possible
    (some file systems, folders) a check before the rename has to do."""
    try:
        os.link(source, target, follow_symlinks=False)
    except FileExistsError:
        raise
    except OSError:
        if os.path.lexists(target):
            raise FileExistsError(errno.EEXIST, "exists", str(target)) from None
        os.rename(source, target)
        return
    os.unlink(source)


def remove_stale_temps(folder: str | os.PathLike[str], older_than: float = STALE_AFTER) -> list[Path]:
    """Delete the temporary files killed writes left in ``folder`` (only
    regular files named like ``write_atomic``'s, older than ``older_than``
    seconds, so a write under way elsewhere is never touched)."""
    removed: list[Path] = []
    cutoff = time.time() - older_than
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not (entry.name.startswith(TEMP_PREFIX) and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and entry.stat(follow_symlinks=False).st_mtime < cutoff:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed

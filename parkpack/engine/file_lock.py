"""One writer at a time for a file that is read, changed and written again
(the statistics and the solo records): two parkpacks on one data folder may
both file a finished game, and each would otherwise write back what it read,
losing the other's game.

The lock is an exclusive ``flock`` on the folder that holds the file, held
only for the read-change-write. (Not on the file: it is replaced by a rename
on every write, so a lock on it would be on a file already gone; and not on
a lock file of its own, which would stay in the folder.) Where the system
has no ``flock``, or the folder cannot be opened, or another process holds
the lock longer than ``WAIT_S`` (a hung one), the work goes on without it:
two games filed at the same moment may then lose one, as before, but a game
is never held up for long. Taken again inside its own block by the same
thread (mending a damaged file while filing), the lock is simply held on.
"""

from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

try:
    import fcntl
except ImportError:  # not a POSIX system
    fcntl = None  # type: ignore[assignment]

#: Longest wait for another writer: a filing takes tens of milliseconds.
WAIT_S = 2.0
_POLL_S = 0.01


#: The folders whose lock this thread is inside (and whether it was taken):
#: a lock taken again inside its own block (reading a damaged file while
#: filing) is held already; a second ``flock`` would wait on itself.
_mine = threading.local()


@contextmanager
def exclusive(path: Path) -> Iterator[bool]:
    """Hold the lock for ``path`` while the block runs; yields whether it
    was taken. Taken again inside its own block, in the same thread, it is
    simply held on."""
    folder = os.path.abspath(path.parent)
    held: dict[str, bool] = _mine.__dict__.setdefault("held", {})
    if folder in held:
        yield held[folder]
        return
    fd = _open(Path(folder))
    try:
        held[folder] = fd is not None and _take(fd)
        yield held[folder]
    finally:
        del held[folder]
        if fd is not None:
            os.close(fd)  # closing lets the lock go


def _open(folder: Path) -> int | None:
    if fcntl is None:
        return None
    try:
        return os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except OSError:
        return None


def _take(fd: int) -> bool:
    deadline = time.monotonic() + WAIT_S
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            if time.monotonic() >= deadline:
                return False
            time.sleep(_POLL_S)
        except OSError:  # a file system without locks
            return False

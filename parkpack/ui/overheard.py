"""Every text a board paints, overheard while a test listens.

The Steam Donkey and Tenpenny Parks boards draw all their text through one
function each, which calls ``note``; a test wraps a repaint in ``listen`` to
prove that nothing of another seat's secrets is ever on screen.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

_heard: list[list[str]] = []


@contextmanager
def listen() -> Iterator[list[str]]:
    """Collect every text the boards paint while the block runs."""
    seen: list[str] = []
    _heard.append(seen)
    try:
        yield seen
    finally:
        _heard.remove(seen)


def note(text: str) -> None:
    """Called by a board for each text it paints."""
    for seen in _heard:
        seen.append(text)

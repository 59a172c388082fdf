"""Every text a board paints, overheard while a test listens.

The Steam Donkey and Tenpenny Parks boards draw all their text through one
function each, which calls ``note``; a test wraps a repaint in ``listen`` to
prove that nothing of another seat's secrets is ever on screen. ``Ear`` is
the mechanism, for boards that note more than the text (Tenpenny Parks notes
each text's size too).
"""

from __future__ import annotations

from contextlib import AbstractContextManager, contextmanager
from typing import Generic, Iterator, TypeVar

T = TypeVar("T")


class Ear(Generic[T]):
    """What is noted while any ``listen`` block runs, one list per block."""

    def __init__(self) -> None:
        self._lists: list[list[T]] = []

    @contextmanager
    def listen(self) -> Iterator[list[T]]:
        seen: list[T] = []
        self._lists.append(seen)
        try:
            yield seen
        finally:
            self._lists.remove(seen)

    def note(self, item: T) -> None:
        for seen in self._lists:
            seen.append(item)


TEXTS: Ear[str] = Ear()


def listen() -> AbstractContextManager[list[str]]:
    """Collect every text the boards paint while the block runs."""
    return TEXTS.listen()


def note(text: str) -> None:
    """Called by a board for each text it paints."""
    TEXTS.note(text)

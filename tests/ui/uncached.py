"""Painting a scene afresh for the tests that listen to what it paints: an
item drawn from its device cache runs no paint code, so its words would not
be heard, whether it shows them or not."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from PySide6.QtWidgets import QGraphicsItem


@contextmanager
def uncached(scene: Any) -> Iterator[None]:
    """Every item of ``scene`` without its cache while the block runs."""
    items = scene.items()
    modes = [i.cacheMode() for i in items]
    for i in items:
        i.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        yield
    finally:
        for i, mode in zip(items, modes):
            i.setCacheMode(mode)

"""Painting a scene afresh for the tests that listen to what it paints: an
item drawn from its device cache, or a picture stamped from the sprite cache
(parkpack/ui/items/sprites.py), runs no paint code, so its words would not be
heard, whether it shows them or not."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Hashable, Iterator

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsItem

from parkpack.ui.items import sprites


class _KeepsNothing(sprites.SpriteCache):
    """A sprite cache that never finds a picture: each is painted anew."""

    def get(self, key: tuple[Hashable, ...]) -> QPixmap | None:
        return None

    def put(self, key: tuple[Hashable, ...], pix: QPixmap) -> None:
        pass


@contextmanager
def fresh_sprites() -> Iterator[None]:
    """No sprite stamped from the cache while the block runs."""
    kept, sprites.CACHE = sprites.CACHE, _KeepsNothing(0)
    try:
        yield
    finally:
        sprites.CACHE = kept


@contextmanager
def uncached(scene: Any) -> Iterator[None]:
    """Every item of ``scene`` without its cache, and no sprite stamped from
    a cache, while the block runs."""
    items = scene.items()
    modes = [i.cacheMode() for i in items]
    for i in items:
        i.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        with fresh_sprites():
            yield
    finally:
        for i, mode in zip(items, modes):
            i.setCacheMode(mode)

"""The sprite cache keeps its pixmaps within a byte budget."""

from __future__ import annotations

from PySide6.QtGui import QPixmap

from parkpack.ui.parkies.sprites import SpriteCache


def test_least_recently_used_pixmaps_go_first(qapp):
    cache = SpriteCache(budget=3 * 10 * 10 * 4)  # room for three 10x10 pixmaps
    for name in "abc":
        cache.put((name,), QPixmap(10, 10))
    assert cache.get(("a",)) is not None  # "a" is now the most recent
    cache.put(("d",), QPixmap(10, 10))
    assert [k for (k,) in cache.pixmaps] == ["c", "a", "d"]
    assert cache.used == 3 * 400

"""The Tenpenny Parks board's items: the shared hot item (ui/items/hot_item.py)
with room above for the tag drawn over a card's top edge (mark_badge)."""

from __future__ import annotations

from ..items.hot_item import Host, Key, dim, offer_edge
from ..items.hot_item import HotItem as _HotItem

__all__ = ["Host", "HotItem", "Key", "dim", "offer_edge"]


class HotItem(_HotItem):
    TOP_ROOM = 14.0

"""The Steam Donkey board's items: the shared hot item (ui/items/hot_item.py).

Its keys: ``("space", seat, space)``, ``("guest", seat, space, i)``,
``("platform", i)``, ``("top",)``, ``("discard",)``, ``("hand", i)``,
``("character", seat)``, ``("resort", id)``, ``("button", i)``."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ..items import hot_item
from ..items.hot_item import Host, HotItem, Key

__all__ = ["Host", "HotItem", "Key", "offer_edge"]


def offer_edge(painter: QPainter, rect: QRectF, state: str, radius: float = 7.0) -> None:
    """Amber for offered, blue for keyboard focus (the cards' corners are a little tighter)."""
    hot_item.offer_edge(painter, rect, state, radius)

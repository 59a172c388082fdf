"""A window's first size, within its screen."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget


def within_screen(widget: QWidget, wanted: QSize, margin: QSize) -> QSize:
    """``wanted``, bounded by the screen ``widget`` is on less ``margin`` (a
    title bar, a task bar). Left to itself Qt opens a window at whatever size
    it is told, or at most two thirds of its screen when it works one out."""
    return wanted.boundedTo(widget.screen().availableGeometry().size() - margin)

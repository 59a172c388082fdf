"""What the window's own key handlers ask of a key press."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent


def unmodified(event: QKeyEvent) -> bool:
    """No Ctrl, Alt, Shift or Meta held (a keypad key still counts as plain):
    a letter or Enter with a modifier belongs to a shortcut, not to this."""
    return not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier

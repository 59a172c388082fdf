"""A newly drawn mark fades in, so the eye finds what just changed on a sheet
(the board compares the old and new view; the model never animates)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, QVariantAnimation


def fade_in(item: Any, ms: int) -> None:
    """Fade ``item`` from faint to full over ``ms`` milliseconds (0: at once)."""
    old = getattr(item, "_fade", None)
    if old is not None:
        old.stop()
    if ms <= 0:
        item.setOpacity(1.0)
        return
    anim = QVariantAnimation(item)
    anim.setStartValue(0.15)
    anim.setEndValue(1.0)
    anim.setDuration(ms)
    anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
    anim.valueChanged.connect(item.setOpacity)
    anim.finished.connect(lambda: item.setOpacity(1.0))
    item._fade = anim
    item.setOpacity(0.15)
    anim.start()


def changed_squares(old: Any, new: Any, seat: int) -> list[int]:
    """Squares of ``seat``'s sheet whose drawing or statues changed."""
    if old is None or seat >= len(old.sheets):
        return []
    a, b = old.sheets[seat], new.sheets[seat]
    if a is b:
        return []
    return [sq for sq in range(len(b.cells))
            if a.cells[sq] != b.cells[sq] or a.statues.count(sq) != b.statues.count(sq)]

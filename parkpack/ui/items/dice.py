"""A die that shows one face and can tumble briefly before settling on a new one.

The die knows nothing about any game: it is given the list of face ids and a
function that paints a face id into a rectangle. The roll is only an animation
of a result the engine already decided (DESIGN.md §7: animations compare the
old and new view; the model never animates).
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

FacePainter = Callable[[QPainter, QRectF, str], None]


class DieItem(QGraphicsObject):
    """A rounded cube face. ``face`` is "" for a die not yet rolled."""

    def __init__(self, faces: Sequence[str], painter: FacePainter, size: float = 80.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._faces = tuple(faces)
        self._paint_face = painter
        self._size = size
        self.face = ""
        self._shown = ""
        self._tilt = 0.0
        self._anim: QVariantAnimation | None = None
        self.setTransformOriginPoint(size / 2, size / 2)

    # --- public -----------------------------------------------------------
    def set_face(self, face: str) -> None:
        """Show ``face`` at once (no animation)."""
        self._stop()
        self.face = self._shown = face
        self._tilt = 0.0
        self.setRotation(0.0)
        self.update()

    def roll_to(self, face: str, ms: int) -> None:
        """Tumble through the faces for ``ms`` milliseconds, then show ``face``.
        ``ms`` of 0 shows it at once."""
        if ms <= 0 or not self._faces:
            self.set_face(face)
            return
        self._stop()
        self.face = face
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.valueChanged.connect(self._tumble)
        anim.finished.connect(lambda: self.set_face(self.face))
        self._anim = anim
        anim.start()

    @property
    def rolling(self) -> bool:
        return self._anim is not None

    # --- animation ----------------------------------------------------------
    def _stop(self) -> None:
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
            anim.deleteLater()

    def _tumble(self, value: float) -> None:
        # Faces change quickly at first and slow down as the die settles.
        steps = int(value * 9)
        target = self._faces.index(self.face) if self.face in self._faces else 0
        self._shown = self._faces[(target + 9 - steps) % len(self._faces)] if value < 0.92 else self.face
        self.setRotation((1.0 - value) * 300.0)
        self.update()

    # --- QGraphicsItem ------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self._size + 10, self._size + 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self._size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QPainterPath()
        body.addRoundedRect(QRectF(0, 0, s, s), s * 0.16, s * 0.16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawPath(body.translated(3, 4))  # shadow on the table
        shade = QLinearGradient(0, 0, s, s)
        shade.setColorAt(0.0, QColor(255, 255, 252))
        shade.setColorAt(1.0, QColor(222, 220, 210))
        painter.setBrush(shade)
        painter.setPen(QPen(QColor(90, 90, 90), max(1.0, s * 0.025)))
        painter.drawPath(body)
        if self._shown:
            inset = s * 0.14
            self._paint_face(painter, QRectF(inset, inset, s - 2 * inset, s - 2 * inset), self._shown)
        else:
            painter.setPen(QColor(120, 120, 120))
            painter.drawText(QRectF(0, 0, s, s), Qt.AlignmentFlag.AlignCenter, "?")

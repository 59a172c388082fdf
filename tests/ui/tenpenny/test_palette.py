"""The opaque stand-in for a translucent colour matches what Qt composes."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from parkpack.ui.tenpenny.palette import GRASS, GRASS_B, GRASS_LINE, over


def composed(top: QColor, under: QColor) -> QColor:
    image = QImage(4, 4, QImage.Format.Format_RGB32)
    image.fill(under)
    painter = QPainter(image)
    painter.fillRect(image.rect(), top)
    painter.end()
    return image.pixelColor(1, 1)


def test_over_matches_qt_composition_on_both_grasses() -> None:
    for under in (GRASS, GRASS_B):
        mine, qt = over(GRASS_LINE, under), composed(GRASS_LINE, under)
        assert mine.alpha() == 255
        assert max(abs(mine.red() - qt.red()), abs(mine.green() - qt.green()), abs(mine.blue() - qt.blue())) <= 1
        assert mine != under  # the line still shows


def test_an_opaque_top_stays_itself() -> None:
    assert over(QColor("#123456"), GRASS) == QColor("#123456")

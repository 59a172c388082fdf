"""Pictures and text the shell loads from parkpack/resources (SVG art, rules)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QLinearGradient, QPainter, QPixmap

RESOURCES = Path(__file__).resolve().parent.parent / "resources"


def render_svg(path: Path, size: QSize) -> QPixmap:
    from PySide6.QtSvg import QSvgRenderer  # imported on first use: keeps start-up lean

    pixmap = QPixmap(size)
    pixmap.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(str(path))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return pixmap


def game_picture(game_id: str, name: str, size: QSize) -> QPixmap:
    """The launcher card picture: our SVG for the game, or a painted banner."""
    path = RESOURCES / "ui" / f"{game_id}.svg"
    if path.exists():
        return render_svg(path, size)
    return _banner(name, size)


def _banner(name: str, size: QSize) -> QPixmap:
    pixmap = QPixmap(size)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    hue = sum(map(ord, name)) * 37 % 360
    gradient = QLinearGradient(0, 0, size.width(), size.height())
    gradient.setColorAt(0, QColor.fromHsv(hue, 110, 235))
    gradient.setColorAt(1, QColor.fromHsv((hue + 40) % 360, 160, 170))
    painter.fillRect(pixmap.rect(), gradient)
    font = QFont()
    font.setPixelSize(size.height() // 3)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(255, 255, 255, 230))
    initials = "".join(word[0] for word in name.split() if word[0].isalnum())[:3].upper()
    painter.drawText(pixmap.rect(), Qt.AlignmentFlag.AlignCenter, initials)
    painter.end()
    return pixmap


ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_icon() -> QIcon:
    """The application icon: the same PNGs the desktop bundle installs, so the
    window and the menu entry show one picture. Each size loads when needed."""
    icon = QIcon()
    for side in ICON_SIZES:
        icon.addFile(str(RESOURCES / "icons" / f"parkpack-{side}.png"), QSize(side, side))
    return icon


def rules_markdown(game_id: str) -> str | None:
    """Our own summary of a game's rules in the language in use (English when
    it has none in that language), or None if it has none."""
    from ..i18n import rules_path

    path = rules_path(game_id)
    return path.read_text(encoding="utf-8") if path.exists() else None

"""Render the application icon SVG into the PNG sizes that desktops and the bundle use.

Run from the repository root after editing resources/icons/parkpack.svg:

    python packaging/render_icons.py

It writes resources/icons/parkpack-<size>.png for every size in ICON_SIZES, the
smallest ones from the simplified parkpack-small.svg.
The PNGs are committed, so neither the app nor a desktop build has to render SVG at
start-up (and a target machine without the Qt SVG plugin still gets an icon).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICON_DIR = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG_PATH = ICON_DIR / "parkpack.svg"
# At 16 and 24 px the full drawing's spokes and eight gondolas blur into each other, so
# those sizes come from a simplified drawing of the same icon.
SMALL_SVG_PATH = ICON_DIR / "parkpack-small.svg"
SMALL_UP_TO = 24

# Small sizes are drawn four times larger and scaled down: Qt's direct rendering of thin
# anti-aliased strokes at 16 px looks blurrier than a smooth downscale.
SUPERSAMPLE_BELOW = 64
SUPERSAMPLE = 4


def png_path(size: int) -> Path:
    """Where the PNG of one icon size lives."""
    return ICON_DIR / f"parkpack-{size}.png"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """Draw the SVG into a transparent square image of `size` pixels."""
    scale = SUPERSAMPLE if size < SUPERSAMPLE_BELOW else 1
    canvas = size * scale
    image = QImage(canvas, canvas, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, canvas, canvas))
    painter.end()
    if scale == 1:
        return image
    return image.scaled(
        size,
        size,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderers = {path: QSvgRenderer(str(path)) for path in (SVG_PATH, SMALL_SVG_PATH)}
    for path, renderer in renderers.items():
        if not renderer.isValid():
            print(f"cannot read {path}", file=sys.stderr)
            return 1
    for size in ICON_SIZES:
        source = SMALL_SVG_PATH if size <= SMALL_UP_TO else SVG_PATH
        target = png_path(size)
        if not render(renderers[source], size).save(str(target), "PNG"):
            print(f"cannot write {target}", file=sys.stderr)
            return 1
        print(f"wrote {target.relative_to(ICON_DIR.parent.parent.parent)}")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

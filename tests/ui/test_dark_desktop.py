"""A dark desktop theme's palette does not reach the window: its style sheet
paints light backgrounds and takes most text colours from the palette."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QPushButton

from parkpack.ui.app import build_main_window


def dark() -> QPalette:
    palette = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#202124"), (QPalette.ColorRole.WindowText, "#f0f0f0"),
                         (QPalette.ColorRole.Base, "#181818"), (QPalette.ColorRole.Text, "#f0f0f0"),
                         (QPalette.ColorRole.Button, "#2b2b2b"), (QPalette.ColorRole.ButtonText, "#f0f0f0")):
        palette.setColor(role, QColor(colour))
    return palette


def test_the_window_keeps_dark_text_on_its_light_buttons_under_a_dark_theme(qtbot) -> None:
    app = QApplication.instance()
    before = app.palette()
    app.setPalette(dark())
    try:
        win = build_main_window()
        qtbot.addWidget(win)
        win.show()
        buttons = [b for b in win.launcher.findChildren(QPushButton) if b.isVisible() and b.text()]
        assert buttons
        for button in buttons:
            text = button.palette().color(QPalette.ColorRole.ButtonText)
            assert text.lightness() < 100, (button.text(), text.name())  # dark text: readable on #fbf8f1
        assert win.palette().color(QPalette.ColorRole.WindowText).lightness() < 100
    finally:
        app.setPalette(before)

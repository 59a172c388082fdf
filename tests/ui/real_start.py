"""A script that starts the app as ``parkpack`` does and closes the window
once the launcher is ready (its cards in, the autosave read, the first
paint's follow-up done), however long that takes on a busy machine. A
fixed quit time raced start-up: under load the window closed before the
launcher had read its files. ``quit_after_ms`` stays as a backstop."""

CLOSE_WHEN_READY = """
import sys
from PySide6.QtCore import QTimer
from parkpack.ui import app
build = app.build_main_window
def built(claim=None):
    window = build(claim)
    window.launcher.populated.connect(lambda: QTimer.singleShot(300, window.close))
    return window
app.build_main_window = built
"""


def script(tail: str) -> str:
    """The start script with ``tail`` (which calls ``app.run``) after it."""
    return CLOSE_WHEN_READY + tail.lstrip("\n")

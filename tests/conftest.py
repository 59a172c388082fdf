"""Test configuration: headless Qt and a private data folder for every run."""

import atexit
import os
import shutil
import tempfile

# Set before anything imports Qt, so a fresh machine needs no display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PARKPACK_DATA_DIR"] = tempfile.mkdtemp(prefix="parkpack-test-data-")
# Gone when the run ends, so repeated runs leave nothing behind in the temp folder.
atexit.register(shutil.rmtree, os.environ["PARKPACK_DATA_DIR"], ignore_errors=True)
os.environ.setdefault("PARKPACK_SETTINGS_SCOPE", "parkpack-tests")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def unanswered_questions_leave(monkeypatch: pytest.MonkeyPatch) -> None:
    """A window's yes-or-no question that a test does not answer itself
    (``win.confirm``) is answered Yes rather than waiting for ever: a window
    closed at a test's end with a game saved nowhere asks before it goes."""
    from parkpack.ui import main_window

    monkeypatch.setattr(main_window, "confirm_box", lambda *args: True)

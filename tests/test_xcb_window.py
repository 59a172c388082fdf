"""The app's window opens on a real X server (Xvfb), through Qt's xcb
platform plugin: the libraries that plugin needs are the ones a minimal
system lacks (install-deps.sh installs them), and the headless tests cannot
see them missing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from parkpack.ui import app

def report(window):
    handle = window.windowHandle()
    print(QGuiApplication.platformName(), window.isVisible(), bool(handle and handle.isExposed()), flush=True)

built = app.build_main_window

def ready(window):
    report(window)
    QTimer.singleShot(300, window.close)

def build(claim=None):
    window = built(claim)
    # The launcher fills itself in after its first frame is painted, so by
    # then the window has been exposed, however slow the machine.
    window.launcher.populated.connect(lambda: ready(window))
    return window

app.build_main_window = build
raise SystemExit(app.run(["parkpack"], quit_after_ms=30000))
"""


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    """A private X display on a free number, for this module only."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.fail("Xvfb is not installed: run ./install-deps.sh --test (Debian package xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", "1280x800x24"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        assert number.isdigit(), f"Xvfb did not start: {server.stderr.read().decode() if server.stderr else ''}"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(30)


def _xcb_env(display: str, data: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", PARKPACK_DATA_DIR=str(data))
    return env


def test_the_command_opens_its_window_under_x(display: str, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "parkpack", "--quit-after-ms", "1500"],
        env=_xcb_env(display, tmp_path), cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Could not load the Qt platform plugin" not in done.stderr


def test_the_window_is_shown_and_exposed_on_the_xcb_platform(display: str, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        env=_xcb_env(display, tmp_path), cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["xcb", "True", "True"], done.stdout + done.stderr[-2000:]

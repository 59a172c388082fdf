"""Start-up and memory, each measured in a fresh Python process.

The parent times from spawning the process until the child reports its first
paint event; the child reports its peak resident memory (VmHWM, see ``_PEAK``). The
same is done for a bare PySide6 QMainWindow, so the app's figures are given as
ratios to what any PySide6 program pays.
"""

from __future__ import annotations

from parkpack.engine.frozen import record
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .stats import median

# Peak resident memory in KiB. Linux keeps ru_maxrss across fork and exec, so a
# child of a large parent would report the parent's peak; VmHWM belongs to the
# process's own address space and starts afresh at exec.
_PEAK = """
import resource

def peak_kib():
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
"""

# Writes "painted <peak KiB>" once the first frame of the main window is
# painted, then exits. The filter sits on the window alone: an application-wide
# Python event filter would add a Python call to every event of every widget,
# which costs the app (hundreds of events while it builds) far more than the
# bare window and would distort the ratio. A window's paint event starts the
# frame; its children paint in the same pass, so a zero timer set then fires
# once the whole frame is done.
_FIRST_PAINT = _PEAK + """
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

PAINT = QEvent.Type.Paint

def report():
    sys.stdout.write(f"painted {peak_kib()}\\n")
    sys.stdout.flush()
    os._exit(0)

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == PAINT:
            QTimer.singleShot(0, report)
            obj.removeEventFilter(self)
        return False

app = QApplication(sys.argv[:1])
watcher = FirstPaint()
"""

BARE = _FIRST_PAINT + """
from PySide6.QtWidgets import QMainWindow
window = QMainWindow()
window.resize(1100, 750)
window.installEventFilter(watcher)
window.show()
app.exec()
"""

# The app's real start-up path, parkpack.ui.app.run, with the watcher put on
# the window that build_main_window returns.
APP = _FIRST_PAINT + """
import parkpack.ui.app as app_module
build = app_module.build_main_window

def build_watched(*args, **kwargs):
    window = build(*args, **kwargs)
    window.installEventFilter(watcher)
    return window

app_module.build_main_window = build_watched
app_module.run(sys.argv[:1])
"""

# A whole game played by computer players in the real main window; the peak
# resident memory is printed when the game ends.
GAME = _PEAK + """
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from parkpack.bench.engine_speed import table_seats
from parkpack.engine import registry
from parkpack.engine.session import Session
from parkpack.ui.app import build_main_window

app = QApplication(sys.argv[:1])
game = registry.get(sys.argv[1])
players, level = int(sys.argv[2]), sys.argv[3]
window = build_main_window()
window.show()
window.open_session(Session(game, {}, table_seats(game, players, level), 3), None)
ctl = window.controller
ctl.set_pause_ms(0)

def finished(_sheet):
    sys.stdout.write(f"over {peak_kib()} {len(ctl.session.history)}\\n")
    sys.stdout.flush()
    os._exit(0)

ctl.game_over.connect(finished)
QTimer.singleShot(600_000, lambda: os._exit(3))
app.exec()
"""


@record
class Probe:
    seconds: float
    maxrss_kib: int


def _env(data_dir: str) -> dict[str, str]:
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    env["PARKPACK_DATA_DIR"] = data_dir
    env["PARKPACK_SETTINGS_SCOPE"] = "parkpack-bench"
    # An installed app has compiled bytecode; keep it outside the source tree.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(Path(tempfile.gettempdir()) / "parkpack-bench-pycache")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    if env.get("QT_QPA_PLATFORM") == "offscreen":
        # A desktop's screen, so the app opens at the size it opens at on
        # one (its first size is bounded by the screen; the offscreen
        # plugin's own screen is 800 pixels square).
        config = Path(data_dir) / "screen.json"
        config.write_text(json.dumps({"screens": [{"name": "bench", "x": 0, "y": 0, "width": 1920, "height": 1080,
                                                   "logicalDpiX": 96, "logicalDpiY": 96, "dpr": 1}]}))
        env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    return env


def run_probe(script: str, args: tuple[str, ...] = (), timeout: float = 600) -> tuple[Probe, list[str]]:
    """Run ``script`` in a fresh interpreter; time until its first stdout line."""
    with tempfile.TemporaryDirectory(prefix="parkpack-bench-") as data_dir:
        start = time.perf_counter()
        child = subprocess.Popen(
            [sys.executable, "-c", script, *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(data_dir),
        )
        line = child.stdout.readline() if child.stdout else ""
        seconds = time.perf_counter() - start
        try:
            _out, err = child.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            child.kill()
            raise RuntimeError("benchmark probe did not finish") from None
    words = line.split()
    if child.returncode != 0 or len(words) < 2:
        raise RuntimeError(f"benchmark probe failed (status {child.returncode}): {err.strip()[-400:]}")
    return Probe(seconds, int(words[1])), words[2:]


def startup(repeats: int) -> tuple[list[Probe], list[Probe]]:
    """Alternating bare and app runs, so drift in machine load hits both alike;
    one unmeasured run of each first fills the bytecode cache."""
    run_probe(BARE)
    run_probe(APP)
    bare, app = [], []
    for _ in range(repeats):
        bare.append(run_probe(BARE)[0])
        app.append(run_probe(APP)[0])
    return bare, app


def median_seconds(probes: list[Probe]) -> float:
    return median([p.seconds for p in probes])


def median_rss(probes: list[Probe]) -> float:
    return median([p.maxrss_kib for p in probes])


def game_memory(game_id: str, players: int, level: str) -> tuple[int, int]:
    """Peak resident memory (KiB) of the app over one whole game, and its length."""
    probe, rest = run_probe(GAME, (game_id, str(players), level))
    return probe.maxrss_kib, int(rest[0]) if rest else 0

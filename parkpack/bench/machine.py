"""The machine a benchmark ran on: CPU model, cores, Python and Qt versions."""

from __future__ import annotations

import os
import platform
from pathlib import Path


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def usable_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def describe() -> dict[str, str]:
    from PySide6 import QtCore, __version__ as pyside_version

    return {
        "cpu": cpu_model(),
        "cores": str(usable_cores()),
        "os": f"{platform.system()} {platform.release()}",
        "python": platform.python_version(),
        "pyside6": pyside_version,
        "qt": QtCore.qVersion(),
        "qpa": os.environ.get("QT_QPA_PLATFORM", "default"),
    }

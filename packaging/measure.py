"""Measure the desktop bundle: its size on disk and its start-up time against the same
code run from a virtual environment. Prints a Markdown table for docs/packaging.md.

    python packaging/measure.py [--bundle dist/parkpack] [--python /path/to/venv/bin/python]

Each case runs once to warm the file cache, then --runs more times; the table gives the
median and the fastest run. Cases: `--version` (the interpreter and the CLI, no Qt), and
`--quit-after-ms 1` under the offscreen platform (Qt loaded, the main window built and
shown, the event loop entered and left).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def folder_size(folder: Path) -> int:
    """Bytes of all files below folder, links not followed (what du counts, without blocks)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def time_runs(command: list[str], runs: int) -> list[float]:
    """Wall-clock seconds of each run after one warm-up; fails loudly on a non-zero exit.

    Runs in the repository root, so `python -m parkpack` finds the source tree even in an
    environment that has only the dependencies installed, not parkpack itself.
    """
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PARKPACK_DATA_DIR": tempfile.mkdtemp(prefix="parkpack-measure-"),
    }
    times = []
    for index in range(runs + 1):
        start = time.perf_counter()
        subprocess.run(command, check=True, env=env, capture_output=True, timeout=120, cwd=ROOT)
        if index:
            times.append(time.perf_counter() - start)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "parkpack")
    parser.add_argument("--python", default=sys.executable, help="the virtual environment's python")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    program = str(args.bundle / "parkpack")
    from_venv = [args.python, "-m", "parkpack"]
    cases = (
        ("`--version`", ["--version"]),
        ("window shown and closed (`--quit-after-ms 1`)", ["--quit-after-ms", "1"]),
    )
    size_mib = folder_size(args.bundle) / 2**20
    files = sum(1 for p in args.bundle.rglob("*") if p.is_file())
    print(f"Bundle {args.bundle}: {size_mib:.0f} MiB in {files} files\n")
    print("| start-up | bundle: median (fastest) | virtual environment: median (fastest) |")
    print("|---|---|---|")
    for label, flags in cases:
        cells = []
        for command in ([program, *flags], [*from_venv, *flags]):
            times = time_runs(command, args.runs)
            cells.append(f"{statistics.median(times):.2f} s ({min(times):.2f} s)")
        print(f"| {label} | {cells[0]} | {cells[1]} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

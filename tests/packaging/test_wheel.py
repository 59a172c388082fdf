"""The installed package carries the top-level resources/ folder inside it."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def test_the_wheel_ships_every_resource_inside_the_package(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", str(ROOT), "-w", str(tmp_path)],
        check=True, capture_output=True, timeout=300,
    )
    (wheel,) = tmp_path.glob("parkpack-*.whl")
    shipped = sorted(
        name.removeprefix("parkpack/resources/")
        for name in zipfile.ZipFile(wheel).namelist()
        if name.startswith("parkpack/resources/")
    )
    source = ROOT / "resources"
    expected = sorted(p.relative_to(source).as_posix() for p in source.rglob("*") if p.is_file())
    assert expected and shipped == expected

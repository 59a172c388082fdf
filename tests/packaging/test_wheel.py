"""The installed package carries the top-level resources/ folder inside it,
with the translation catalogues compiled by the build."""

from __future__ import annotations

import gettext
import io
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
#: What the build compiles from the sources in resources/ (never committed).
COMPILED = ("i18n/parkpack_de.qm", "locale/de/LC_MESSAGES/parkpack.mo")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", str(ROOT), "-w", str(out)],
        check=True, capture_output=True, timeout=600,
    )
    (path,) = out.glob("parkpack-*.whl")
    return zipfile.ZipFile(path)


def test_the_wheel_ships_every_resource_inside_the_package(wheel: zipfile.ZipFile) -> None:
    shipped = sorted(
        name.removeprefix("parkpack/resources/")
        for name in wheel.namelist()
        if name.startswith("parkpack/resources/")
    )
    source = ROOT / "resources"
    expected = sorted([p.relative_to(source).as_posix() for p in source.rglob("*") if p.is_file()] + list(COMPILED))
    assert expected and shipped == expected


def test_the_shipped_catalogues_speak_german(wheel: zipfile.ZipFile, tmp_path: Path) -> None:
    from PySide6.QtCore import QTranslator

    qm = tmp_path / "parkpack_de.qm"
    qm.write_bytes(wheel.read("parkpack/resources/i18n/parkpack_de.qm"))
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("Menus", "&Game") == "&Spiel"
    mo = gettext.GNUTranslations(io.BytesIO(wheel.read("parkpack/resources/locale/de/LC_MESSAGES/parkpack.mo")))
    assert mo.info().get("language") == "de"
    assert len(mo._catalog) > 100  # type: ignore[attr-defined]

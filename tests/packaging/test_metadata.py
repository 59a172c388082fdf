"""The desktop entry, the AppStream metadata and the icons agree with each other and
with the project, and pass the freedesktop validators."""

from __future__ import annotations

import configparser
import shutil
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import parkpack

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
DESKTOP_FILE = PACKAGING / "parkpack.desktop"
METAINFO_FILE = PACKAGING / "io.github.parkpack.metainfo.xml"
ICON_DIR = ROOT / "resources" / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

# The tools come from Debian's desktop-file-utils and appstream packages.
VALIDATORS = {
    "desktop-file-validate": ("desktop-file-utils", [str(DESKTOP_FILE)]),
    "appstreamcli": ("appstream", ["validate", "--no-net", "--explain", str(METAINFO_FILE)]),
}


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def metainfo() -> ET.Element:
    return ET.parse(METAINFO_FILE).getroot()


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from the PNG's IHDR chunk, which always comes first."""
    header = path.read_bytes()[:24]
    assert header[:8] == PNG_SIGNATURE, f"{path.name} is not a PNG file"
    assert header[12:16] == b"IHDR", f"{path.name} does not start with an IHDR chunk"
    width, height = struct.unpack(">II", header[16:24])
    return width, height


@pytest.mark.parametrize("tool", sorted(VALIDATORS))
def test_validator_accepts_file(tool: str) -> None:
    package, args = VALIDATORS[tool]
    exe = shutil.which(tool)
    if exe is None:
        pytest.fail(f"{tool} is not installed: run ./install-deps.sh --test (Debian package {package})")
    result = subprocess.run([exe, *args], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    # desktop-file-validate exits 0 on warnings too; only hints are acceptable.
    assert "warning:" not in result.stdout + result.stderr


def test_desktop_entry_launches_the_console_script_with_our_icon_and_class() -> None:
    entry = desktop_entry()
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["scripts"]
    assert entry["Type"] == "Application"
    assert entry["Exec"] in scripts
    assert scripts[entry["Exec"]] == "parkpack.cli:main"
    assert entry["Icon"] == "parkpack"
    # The app sets its application and desktop-file name to "parkpack", which becomes the
    # X11 window class and the Wayland app id that the desktop matches against.
    assert entry["StartupWMClass"] == DESKTOP_FILE.stem == "parkpack"
    assert entry["Terminal"] == "false"
    assert {"Game", "BoardGame"} <= set(entry["Categories"].rstrip(";").split(";"))


def test_metainfo_names_the_same_app_as_the_desktop_entry() -> None:
    root = metainfo()
    entry = desktop_entry()
    component_id = root.findtext("id")
    assert root.get("type") == "desktop-application"
    assert METAINFO_FILE.name == f"{component_id}.metainfo.xml"
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP_FILE.name
    assert root.findtext("icon[@type='stock']") == entry["Icon"]
    assert root.findtext("provides/binary") == entry["Exec"]
    assert root.findtext("name") == entry["Name"]
    assert [c.text for c in root.findall("categories/category")] == (
        entry["Categories"].rstrip(";").split(";")
    )


def test_newest_metainfo_release_is_the_app_version() -> None:
    releases = metainfo().findall("releases/release")
    assert releases, "the metainfo lists no release"
    assert releases[0].get("version") == parkpack.__version__


def test_metainfo_screenshots_are_files_in_docs() -> None:
    images = [img.text or "" for img in metainfo().findall("screenshots/screenshot/image")]
    assert len(images) >= 2
    for url in images:
        assert url.startswith("https://")
        relative = url.split("/main/", 1)[1]
        assert relative.startswith("docs/") and relative.endswith(".png")
        assert (ROOT / relative).is_file(), f"screenshot {relative} is not in the repository"


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_png_is_square_of_its_size(size: int) -> None:
    assert png_size(ICON_DIR / f"parkpack-{size}.png") == (size, size)


def test_icon_svg_sources_are_square() -> None:
    for name in ("parkpack.svg", "parkpack-small.svg"):
        root = ET.parse(ICON_DIR / name).getroot()
        _x, _y, width, height = (float(v) for v in root.get("viewBox", "").split())
        assert width == height > 0, name

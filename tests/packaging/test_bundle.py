"""Smoke test of the desktop bundle: build it with packaging/build.sh, then start it.

Not part of the default run (see conftest.py here); run it with packaging/smoke_test.sh.
Set PARKPACK_BUNDLE_DIR to test a bundle that is already built instead of building one.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

import parkpack
from parkpack.engine import registry

ROOT = Path(__file__).resolve().parents[2]
BUILD_TIMEOUT_S = 1800
RUN_TIMEOUT_S = 120
WINDOW_OPEN_MS = 3000


@pytest.fixture(scope="module")
def bundle() -> Path:
    given = os.environ.get("PARKPACK_BUNDLE_DIR")
    if given:
        return Path(given).resolve()
    subprocess.run(
        ["bash", str(ROOT / "packaging" / "build.sh")], check=True, timeout=BUILD_TIMEOUT_S
    )
    return ROOT / "dist" / "parkpack"


def run(program: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """Run a program headless, with a private data folder so no real saves are touched."""
    full_env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **env}
    return subprocess.run(
        [str(program), *args], capture_output=True, text=True, timeout=RUN_TIMEOUT_S, env=full_env
    )


def test_bundle_prints_its_version(bundle: Path) -> None:
    result = run(bundle / "parkpack", "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"parkpack {parkpack.__version__}"


def test_bundle_opens_its_window_and_closes_cleanly(bundle: Path, tmp_path: Path) -> None:
    result = run(
        bundle / "parkpack", "--quit-after-ms", str(WINDOW_OPEN_MS),
        PARKPACK_DATA_DIR=str(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    # Qt reports a plugin the bundle lacks or cannot load, but starts anyway.
    assert "Could not load" not in result.stderr
    assert "Could not find" not in result.stderr


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_bundle_plays_every_game_headless(bundle: Path, game_id: str, tmp_path: Path) -> None:
    # Games are imported by name at run time: this fails if the spec left one out.
    result = run(
        bundle / "parkpack", "sim", game_id, "--games", "2", "--json",
        PARKPACK_DATA_DIR=str(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["game"] == game_id
    assert report["games"] == 2


def test_bundle_holds_every_parkpack_module(bundle: Path) -> None:
    # Game pages, boards and dialogs load on first use, so a missing module would only
    # show when a player opens one: compare the bundle's archive with the source tree.
    venv = Path(os.environ.get("PARKPACK_BUILD_VENV", ROOT / "build" / "venv"))
    listing = subprocess.run(
        [str(venv / "bin" / "pyi-archive_viewer"), "--brief", "--recursive", str(bundle / "parkpack")],
        capture_output=True, text=True, check=True, timeout=RUN_TIMEOUT_S,
    ).stdout
    bundled = {line.strip() for line in listing.splitlines()}
    package = ROOT / "parkpack"
    expected = {
        ".".join(("parkpack", *path.relative_to(package).with_suffix("").parts)).removesuffix(
            ".__init__"
        )
        for path in package.rglob("*.py")
    }
    assert sorted(expected - bundled) == []


def test_bundle_carries_resources_and_icons(bundle: Path) -> None:
    resources = bundle / "_internal" / "parkpack" / "resources"
    source = ROOT / "resources"
    expected = sorted(p.relative_to(source) for p in source.rglob("*") if p.is_file())
    bundled = sorted(p.relative_to(resources) for p in resources.rglob("*") if p.is_file())
    assert bundled == expected


def test_install_script_installs_and_removes_the_bundle(bundle: Path, tmp_path: Path) -> None:
    prefix = tmp_path / "prefix"
    env = {**os.environ, "PREFIX": str(prefix), "PARKPACK_BUNDLE": str(bundle)}
    script = ROOT / "packaging" / "install.sh"
    subprocess.run(["bash", str(script)], check=True, env=env, timeout=RUN_TIMEOUT_S)

    desktop = (prefix / "share" / "applications" / "parkpack.desktop").read_text("utf-8")
    assert f'Exec="{prefix / "bin" / "parkpack"}"' in desktop.splitlines()
    assert (prefix / "share" / "metainfo" / "io.github.parkpack.metainfo.xml").is_file()
    assert (prefix / "share" / "icons" / "hicolor" / "48x48" / "apps" / "parkpack.png").is_file()
    assert (prefix / "share" / "icons" / "hicolor" / "scalable" / "apps" / "parkpack.svg").is_file()
    version = run(prefix / "bin" / "parkpack", "--version")
    assert version.stdout.strip() == f"parkpack {parkpack.__version__}"

    subprocess.run(["bash", str(script), "--uninstall"], check=True, env=env, timeout=RUN_TIMEOUT_S)
    leftovers = [p for p in prefix.rglob("*") if p.is_file() and p.name != "mimeinfo.cache"]
    assert leftovers == []

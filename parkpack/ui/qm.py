"""Compiled Qt catalogues (.qm) built from the Qt Linguist sources (.ts).

The sources live in the top-level ``resources/`` folder; the compiled files
are never committed. ``pip install .`` compiles them into the installed
package (setup.py), and a source checkout compiles them on first use into
a git-ignored folder beside the sources. Qt-free on purpose: the build step
imports this module before PySide6 is importable as a package of the build.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from pathlib import Path

#: The interface languages with a Qt catalogue (English is the source text).
QT_LANGUAGES = ("de",)
CATALOGUE = "parkpack_{code}"
PACKAGE_ROOT = Path(__file__).resolve().parent.parent
RESOURCES = PACKAGE_ROOT / "resources"
#: Where an installed package keeps its compiled catalogues.
INSTALLED_DIR = RESOURCES / "i18n"
#: Where a source checkout compiles them (git-ignored).
CHECKOUT_DIR = PACKAGE_ROOT.parent / ".compiled" / "i18n"


def source(code: str) -> Path:
    return RESOURCES / f"{CATALOGUE.format(code=code)}.ts"


def lrelease() -> str | None:
    """Qt's lrelease as PySide6 ships it (beside the package), else one on PATH."""
    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        tool = Path(folder) / "lrelease"
        if tool.is_file() and os.access(tool, os.X_OK):
            return str(tool)
    return shutil.which("pyside6-lrelease") or shutil.which("lrelease")


def compile_qt_catalogues(dest: Path) -> list[Path]:
    """Compile every .ts source into ``dest``; returns the .qm files made."""
    tool = lrelease()
    if tool is None:
        raise RuntimeError("pyside6-lrelease was not found: install PySide6-Essentials")
    dest.mkdir(parents=True, exist_ok=True)
    made = []
    for code in QT_LANGUAGES:
        target = dest / f"{CATALOGUE.format(code=code)}.qm"
        subprocess.run(
            [tool, "-silent", str(source(code)), "-qm", str(target)],
            check=True, capture_output=True, timeout=120,
        )
        made.append(target)
    return made


def catalogue_dir() -> Path | None:
    """The folder holding the compiled catalogues: the installed package's,
    else the checkout's (compiled now when missing or older than its source);
    None when neither can be had (the interface then stays English)."""
    if all((INSTALLED_DIR / f"{CATALOGUE.format(code=c)}.qm").is_file() for c in QT_LANGUAGES):
        return INSTALLED_DIR
    if not all(source(c).is_file() for c in QT_LANGUAGES):
        return None
    stale = any(
        not (CHECKOUT_DIR / f"{CATALOGUE.format(code=c)}.qm").is_file()
        or (CHECKOUT_DIR / f"{CATALOGUE.format(code=c)}.qm").stat().st_mtime < source(c).stat().st_mtime
        for c in QT_LANGUAGES
    )
    if stale:
        try:
            compile_qt_catalogues(CHECKOUT_DIR)
        except (OSError, RuntimeError, subprocess.SubprocessError):
            return None
    return CHECKOUT_DIR

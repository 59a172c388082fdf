"""Build step: the compiled translation catalogues go into the package.

pyproject.toml holds the project's metadata; this file only adds to
``build_py`` the compilation of the Qt Linguist sources (.ts -> .qm, with
PySide6's lrelease) and of the gettext catalogues (.po -> .mo, with Babel),
so the wheel ships them. The compiled files are never committed."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _load(name: str, path: Path):  # the modules are loaded alone: the package is not built yet
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogues(build_py):
    def run(self) -> None:
        super().run()
        resources = Path(self.build_lib) / "parkpack" / "resources"
        qm = _load("parkpack_build_qm", HERE / "parkpack" / "ui" / "qm.py")
        qm.compile_qt_catalogues(resources / "i18n")
        i18n = _load("parkpack_build_i18n", HERE / "parkpack" / "i18n.py")
        i18n.compile_catalogues(resources / "locale")


setup(cmdclass={"build_py": BuildWithCatalogues})

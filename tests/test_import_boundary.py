"""engine/ and games/ are pure Python: they never import Qt (DESIGN.md §1)."""

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "parkpack"


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.level and node.module:
            if node.module.split(".")[0] == "ui":
                names.add("parkpack.ui")
    return names


def test_no_module_in_engine_or_games_imports_qt():
    offenders = []
    for package in ("engine", "games"):
        for path in (ROOT / package).rglob("*.py"):
            bad = _imports(path) & {"PySide6", "shiboken6", "PyQt5", "PyQt6", "parkpack.ui"}
            if bad:
                offenders.append(f"{path.relative_to(ROOT)}: {sorted(bad)}")
    assert offenders == []


def test_importing_every_game_loads_no_qt():
    code = (
        "import sys\n"
        "from parkpack.engine import registry, saves, session, simulate\n"
        "registry.games()\n"
        "assert not any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules), 'Qt loaded'\n"
        "print(len(registry.games()))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT.parent))
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert int(proc.stdout) >= 1

"""Golden saves of every game (written by tests/golden/generate.py) load with
the final scores they were written with, also after a state record gains a
field: the action list is what a save is, and the snapshot beside it is
compared only where both sides have a field."""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from parkpack.engine import registry, saves

from .generate import GOLDEN, result

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PROBE_FIELD = "golden_probe"


def golden_files() -> list[tuple[str, Path]]:
    return [(game_id, path) for game_id in GOLDEN for path in sorted((HERE / game_id).glob(f"*{saves.SUFFIX}"))]


def expected(game_id: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((HERE / game_id / "expected.json").read_text("utf-8"))
    return data


def test_every_game_has_golden_saves() -> None:
    builtin = [g.info.id for g in registry.games() if registry.is_builtin(g)]
    assert sorted(GOLDEN) == sorted(builtin)
    for game_id in builtin:
        names = {p.name.removesuffix(saves.SUFFIX) for g, p in golden_files() if g == game_id}
        assert names and names == set(expected(game_id)) == {g.name for g in GOLDEN[game_id]}


@pytest.mark.parametrize("game_id, path", golden_files(), ids=lambda v: v if isinstance(v, str) else v.name)
def test_golden_save_replays_to_its_final_scores(game_id: str, path: Path) -> None:
    session = saves.load(path, game_id=game_id)
    assert result(session) == expected(game_id)[path.name.removesuffix(saves.SUFFIX)]
    assert session.is_over


def add_a_field_to_every_record(source: str) -> tuple[str, list[str]]:
    """``source`` (a game's state.py) with a defaulted field appended to each
    record class that has no hand-written ``__init__``, and their names."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    changed: list[tuple[int, str, str]] = []
    for node in tree.body:
        if not isinstance(node, ast.ClassDef) or not node.decorator_list:
            continue
        fields = [s for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)]
        own_init = any(isinstance(s, ast.FunctionDef) and s.name == "__init__" for s in node.body)
        if not fields or own_init:
            continue
        last = fields[-1]
        indent = " " * last.col_offset
        changed.append((last.end_lineno or last.lineno, node.name, f"{indent}{PROBE_FIELD}: int = 0\n"))
    for line_no, _name, text in sorted(changed, reverse=True):
        lines.insert(line_no, text)
    return "".join(lines), [name for _l, name, _t in changed]


PROBE = """
import json, sys
from pathlib import Path
from parkpack.engine import saves
from tests.golden.generate import result
game_id, folder, state_module = sys.argv[1], Path(sys.argv[2]), sys.argv[3]
import importlib
module = importlib.import_module(state_module)
grown = [name for name in sys.argv[4:] if hasattr(getattr(module, name), "golden_probe")]
out = {p.name.removesuffix(saves.SUFFIX): result(saves.load(p, game_id=game_id))
       for p in sorted(folder.glob("*" + saves.SUFFIX))}
print(json.dumps({"grown": grown, "results": out}))
"""


@pytest.mark.parametrize("game_id", sorted(GOLDEN))
def test_golden_saves_still_load_after_a_state_record_gains_a_field(game_id: str, tmp_path: Path) -> None:
    copy = tmp_path / "src"
    shutil.copytree(ROOT / "parkpack", copy / "parkpack", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    state = copy / "parkpack" / "games" / game_id / "state.py"
    grown_source, classes = add_a_field_to_every_record(state.read_text("utf-8"))
    assert classes, f"no record class in {game_id}'s state.py could gain a field"
    state.write_text(grown_source, "utf-8")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(copy), str(ROOT)]))
    done = subprocess.run(
        [sys.executable, "-c", PROBE, game_id, str(HERE / game_id), f"parkpack.games.{game_id}.state", *classes],
        capture_output=True, text=True, env=env, cwd=copy, timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout)
    assert report["grown"] == classes  # the copy, with the new field, is what ran
    assert report["results"] == expected(game_id)

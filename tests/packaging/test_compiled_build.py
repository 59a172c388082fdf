"""The installed build (README's quick start installs it): where a C compiler
and Python's headers are present, the Parkies rules are compiled (setup.py),
and compiled they play exactly as the source."""

from __future__ import annotations

import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: Run both in this process (the source tree) and in a fresh interpreter that
#: sees only the installed package. Seeded random games at every table size
#: and on both mat sides: every legal-action list, every choice, the final
#: state and the scores go into one digest.
PLAY = """
import dataclasses, hashlib, pickle
from parkpack.bench.engine_speed import table_seats
from parkpack.bench.machine import rules_build
from parkpack.engine.api import CHANCE
from parkpack.engine.bots import RandomBot
from parkpack.engine.rng import Rng
from parkpack.engine.snapshot import to_data
from parkpack.games.parkies import GAME, rules


def play():
    digest, middle = hashlib.sha256(), None
    for players in (2, 3, 6):
        for lake in ("off", "on"):
            for seed in range(3):
                state = GAME.setup({"lake": lake}, table_seats(GAME, players), seed)
                rng, bot = Rng(f"compiled/{seed}"), RandomBot(seed)
                while (seat := GAME.to_act(state)) is not None:
                    if seat == CHANCE:
                        action = rng.weighted(GAME.chance_outcomes(state))
                    else:
                        legal = GAME.legal_actions(state)
                        digest.update("|".join(map(str, legal)).encode())
                        action = bot.choose(GAME, state, seat, legal)
                    state = GAME.apply(state, action)
                    digest.update(str(action).encode())
                    if middle is None and state.round == 5:
                        middle = state
                digest.update(repr(to_data(state)).encode() + repr(GAME.scores(state)).encode())
    copy = pickle.loads(pickle.dumps(middle))
    try:
        middle.players[0].money = 0
        frozen = False
    except dataclasses.FrozenInstanceError:
        frozen = True
    return {
        "digest": digest.hexdigest(),
        "rules": rules.__file__,
        "build": rules_build(),
        "pickled": copy == middle and to_data(copy) == to_data(middle),
        "replaced": dataclasses.replace(middle, round=9).round == 9 and middle.round == 5,
        "frozen": frozen,
    }
"""


def play_here() -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(PLAY, namespace)  # noqa: S102 - the test's own code
    result: dict[str, Any] = namespace["play"]()
    return result


def play_installed(tmp_path: Path) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    script = PLAY + "\nimport json\nprint(json.dumps(play()))\n"
    # -I: no current directory, PYTHONPATH or user site on the path, so the
    # import finds the installed package rather than this source tree.
    done = subprocess.run(
        [sys.executable, "-I", "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300
    )
    if "No module named 'parkpack'" in done.stderr:
        pytest.fail("parkpack is not installed in this environment: install it as README's quick start does")
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def can_compile() -> bool:
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    headers = Path(sysconfig.get_paths()["include"], "Python.h")
    return shutil.which(compiler) is not None and headers.exists() and not os.environ.get("PARKPACK_PURE")


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return play_installed(tmp_path_factory.mktemp("installed"))


def test_the_installed_parkies_rules_are_compiled_where_a_compiler_is(installed: dict[str, Any]) -> None:
    where = Path(installed["rules"])
    assert ROOT / "parkpack" not in where.parents, f"the check imported the source tree ({where}), not the installed build"
    compiled = where.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    assert compiled == can_compile(), f"{where}: compiled={compiled}, compiler and headers present={can_compile()}"
    assert installed["build"] == ("compiled (mypyc)" if compiled else "interpreted")  # what `parkpack bench` reports


def test_the_installed_rules_play_seeded_games_exactly_as_the_source(installed: dict[str, Any]) -> None:
    here = play_here()
    assert Path(here["rules"]).parent == ROOT / "parkpack" / "games" / "parkies"
    assert here["build"] == "interpreted"
    assert installed["digest"] == here["digest"], "reinstall parkpack if the source changed since it was installed"


def test_installed_states_pickle_replace_and_stay_frozen(installed: dict[str, Any]) -> None:
    """States travel to the computer players' process by pickle (ui/bot_process.py)."""
    assert installed["pickled"] and installed["replaced"] and installed["frozen"]

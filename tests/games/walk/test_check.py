"""check() catches broken states."""

from dataclasses import replace

import pytest

from parkpack.engine.errors import InvariantError, OptionError
from parkpack.engine.api import SeatSpec
from parkpack.games.walk import GAME
from parkpack.games.walk.state import BONUS, STATUE, Task

from .helpers import EMPTY_GRID, sheet, state

LOOP = ". . . . .\n . ES SW . .\n . NE + . .\n . . . . .\n . . . . ."


def _good():
    return state(sheet(LOOP, bonuses=("one",), firsts=("Government House",)), sheet(EMPTY_GRID))


def _broken(**changes):
    st = _good()
    return replace(st, sheets=(replace(st.sheets[0], **changes), st.sheets[1]))


def test_a_sound_state_passes() -> None:
    GAME.check(_good())


@pytest.mark.parametrize(
    "changes",
    [
        {"statues": ()},  # a loop without its statue
        {"loops": 2},
        {"bonuses": ("one", "two")},  # more bonuses than visits
        {"bonuses": ("one", "one", "two", "ibises", "groups", "flock", "statues")},
        {"turned": ("curve", "curve")},
        {"firsts": (0,)},  # the Opera House was never visited
        {"visits": (0,) * 8},
        {"cells": (15,) * 25},
    ],
)
def test_broken_sheets_are_caught(changes: dict) -> None:
    with pytest.raises(InvariantError):
        GAME.check(_broken(**changes))


def test_broken_task_stacks_are_caught() -> None:
    st = _good()
    with pytest.raises(InvariantError):
        GAME.check(replace(st, tasks=()))  # nothing pending but not over
    with pytest.raises(InvariantError):
        GAME.check(replace(st, tasks=(Task(STATUE, 0, region=(6,)),)))  # a statue too many
    with pytest.raises(InvariantError):
        GAME.check(replace(st, tasks=(Task(BONUS, 0),)))  # a bonus owed for no visit
    with pytest.raises(InvariantError):
        GAME.check(replace(st, over=True))


def test_setup_refuses_bad_tables() -> None:
    with pytest.raises(OptionError):
        GAME.setup({}, [], 1)
    with pytest.raises(OptionError):
        GAME.setup({}, [SeatSpec(str(i)) for i in range(7)], 1)
    with pytest.raises(OptionError):
        GAME.setup({"level": "5"}, [SeatSpec("Ann")], 1)

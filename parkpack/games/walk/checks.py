"""Invariants of a Walk in the Park state (engine.api.Game.check)."""

from __future__ import annotations

from ...engine.errors import InvariantError
from .content import (
    BONUS_IDS,
    CENTRE,
    CROSSING,
    EMPTY,
    IBIS,
    LANDMARK_SQUARES,
    LANDMARKS,
    MAX_BONUSES,
    ORIENTATIONS,
    PIECES,
    SQUARES,
)
from .network import cycle_rank, reach
from .state import BONUS, DRAW, ROLL, STATUE, Sheet, State

VALID_CODES = frozenset({EMPTY, IBIS} | {m for _, masks in ORIENTATIONS for m in masks})


def _fail(text: str) -> None:
    raise InvariantError(text)


def check(state: State) -> None:
    seats = len(state.sheets)
    if not 1 <= seats <= 6 or len(state.names) != seats:
        _fail(f"{seats} sheets for {len(state.names)} names")
    _check_tasks(state)
    for seat, sheet in enumerate(state.sheets):
        _check_sheet(state, seat, sheet)
    if state.turn_limit and state.turn > state.turn_limit:
        _fail(f"turn {state.turn} beyond the limit {state.turn_limit}")
    if state.turn_limit and not state.solo:
        _fail("a turn limit outside the solo game")


def _check_tasks(state: State) -> None:
    if state.over != (not state.tasks):
        _fail("the game must be over exactly when no decision is pending")
    if state.over:
        return
    for i, task in enumerate(state.tasks):
        if task.kind == ROLL:
            if len(state.tasks) != 1 or task.seat != -1:
                _fail("a die roll must be the only pending task")
        elif task.kind not in (DRAW, STATUE, BONUS) or not 0 <= task.seat < len(state.sheets):
            _fail(f"bad task {task}")
        if task.kind == DRAW and task.piece not in PIECES:
            _fail(f"bad piece in {task}")
        if task.kind == STATUE and (not task.region or any(not 0 <= sq < SQUARES for sq in task.region)):
            _fail(f"bad statue region in {task}")
    if state.turn == 0 and state.tasks[-1].kind != ROLL:
        _fail("a decision before the first roll")


def _check_sheet(state: State, seat: int, sheet: Sheet) -> None:
    cells = sheet.cells
    if len(cells) != SQUARES or cells[CENTRE] != CROSSING:
        _fail(f"seat {seat}: the centre must hold the crossing")
    for sq, code in enumerate(cells):
        if sq != CENTRE and code not in VALID_CODES:
            _fail(f"seat {seat}: square {sq} holds an impossible code {code}")
    if sheet.loops != cycle_rank(cells):
        _fail(f"seat {seat}: {sheet.loops} loops recorded, {cycle_rank(cells)} drawn")
    owed = sum(1 for t in state.tasks if t.kind == STATUE and t.seat == seat)
    due = sheet.loops + (1 if "statue" in sheet.bonuses else 0)
    if len(sheet.statues) + owed != due:
        _fail(f"seat {seat}: {len(sheet.statues)} statues + {owed} owed, {due} due")
    if list(sheet.statues) != sorted(sheet.statues) or any(not 0 <= s < SQUARES for s in sheet.statues):
        _fail(f"seat {seat}: statues out of order or off the sheet")
    _check_bonuses(state, seat, sheet)
    joined = reach(cells)
    for i, sq in enumerate(LANDMARK_SQUARES):
        if bool(sheet.visits[i]) != bool(joined >> sq & 1):
            _fail(f"seat {seat}: {LANDMARKS[i].name} visit does not match the paths")
        if sheet.visits[i] > state.turn:
            _fail(f"seat {seat}: visit recorded in a future turn")
    if any(lm not in sheet.visited for lm in sheet.firsts) or len(set(sheet.firsts)) != len(sheet.firsts):
        _fail(f"seat {seat}: a circled 1 on a landmark not visited")
    if len(set(sheet.turned)) != len(sheet.turned) or any(k not in ("curve", "straight") for k in sheet.turned):
        _fail(f"seat {seat}: each path kind may be turned into a T once")


def _check_bonuses(state: State, seat: int, sheet: Sheet) -> None:
    if len(sheet.bonuses) > MAX_BONUSES:
        _fail(f"seat {seat}: more than {MAX_BONUSES} bonuses")
    if len(set(sheet.bonuses)) != len(sheet.bonuses) or any(b not in BONUS_IDS for b in sheet.bonuses):
        _fail(f"seat {seat}: a bonus ticked twice or unknown")
    queued = sum(1 for t in state.tasks if t.kind == BONUS and t.seat == seat)
    if len(sheet.bonuses) + queued != min(MAX_BONUSES, len(sheet.visited)):
        _fail(f"seat {seat}: {len(sheet.bonuses)} bonuses + {queued} owed for {len(sheet.visited)} visits")

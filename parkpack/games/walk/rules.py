"""Setup, legal actions and their effects for A Walk in the Park.

Section names in comments refer to the rulebook (shared/rules); the readings
chosen where it is unclear are in docs/rules-walk.md.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from ...engine.api import CHANCE, SeatSpec
from ...engine.errors import OptionError
from .actions import Action, Draw, Pass, PlaceStatue, Roll, TickBonus, TurnToT
from .content import (
    BONUS_IDS,
    CURVE,
    DIE,
    EMPTY,
    GOAL,
    IBIS,
    IBIS_PIECE,
    LANDMARK_SQUARES,
    MAX_BONUSES,
    PIECES,
    SQUARES,
    STRAIGHT,
    T_PIECE,
    orientations,
    piece_of,
    solo_turns,
)
from .network import cycle_rank, reach, statue_region
from .state import BONUS, DRAW, ROLL, STATUE, Sheet, State, Task, claimed

MAX_SEATS = 6
ANYWHERE: tuple[int, ...] = tuple(range(SQUARES))
ROLLS: tuple[tuple[Roll, float], ...] = tuple((Roll(face.id), float(face.faces)) for face in DIE)


# --- precomputed action tables (legal_actions stays cheap) ------------------
def _draw_table() -> dict[str, tuple[tuple[Draw, ...], ...]]:
    return {
        piece: tuple(tuple(Draw(piece, sq, m) for m in orientations(piece)) for sq in range(SQUARES))
        for piece in PIECES
    }


DRAWS = _draw_table()


def _turns_for(sq: int, code: int) -> tuple[TurnToT, ...]:
    # The T keeps the path's two sides and adds one of the two missing ones.
    return tuple(TurnToT(sq, t) for t in orientations(T_PIECE) if t & code == code)


TURNS: tuple[tuple[tuple[TurnToT, ...], ...], ...] = tuple(
    tuple(_turns_for(sq, code) for code in range(16)) for sq in range(SQUARES)
)
STATUES: tuple[PlaceStatue, ...] = tuple(PlaceStatue(sq) for sq in range(SQUARES))
TICKS: tuple[TickBonus, ...] = tuple(TickBonus(b) for b in BONUS_IDS)


# --- setup ------------------------------------------------------------------
def setup(options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> State:
    if not 1 <= len(seats) <= MAX_SEATS:
        raise OptionError(f"A Walk in the Park takes 1 to {MAX_SEATS} players, not {len(seats)}")
    level = limit = 0
    if len(seats) == 1:  # Solo Variant: the level sets the number of turns
        text = str(options.get("level", "1"))
        if text not in ("1", "2", "3", "4"):
            raise OptionError(f"solo level must be 1, 2, 3 or 4, not '{text}'")
        level = int(text)
        limit = solo_turns(level)
    return State(
        names=tuple(s.name for s in seats),
        sheets=tuple(Sheet() for _ in seats),
        tasks=(Task(ROLL, -1),),
        turn_limit=limit,
        level=level,
    )


def to_act(state: State) -> int | None:
    task = state.pending
    if task is None:
        return None
    return CHANCE if task.kind == ROLL else task.seat


def chance_outcomes(state: State) -> tuple[tuple[Roll, float], ...]:
    task = state.pending
    return ROLLS if task is not None and task.kind == ROLL else ()


# --- legal actions ------------------------------------------------------------
def legal_actions(state: State) -> tuple[Action, ...]:
    task = state.pending
    if task is None:
        return ()
    if task.kind == ROLL:
        return tuple(r for r, _ in ROLLS)
    sheet = state.sheets[task.seat]
    if task.kind == DRAW:
        main = _draws(sheet, task)
    elif task.kind == STATUE:
        main = tuple(STATUES[sq] for sq in task.region)
    else:
        main = _ticks(sheet)
    return main + turn_options(sheet)


def _draws(sheet: Sheet, task: Task) -> tuple[Action, ...]:
    empty = sheet.empty_squares
    if not empty:
        return (Pass(),)  # nowhere to draw: the only choice (docs/rules-walk.md)
    table = DRAWS[task.piece]
    out: list[Action] = [d for sq in empty for d in table[sq]]
    # Bonus "ibis-t": a rolled T may be drawn as an ibis instead.
    if task.piece == T_PIECE and not task.extra and sheet.has("ibis-t"):
        ibis = DRAWS[IBIS_PIECE]
        out.extend(ibis[sq][0] for sq in empty)
    return tuple(out)


def _ticks(sheet: Sheet) -> tuple[Action, ...]:
    # Bonuses that draw a path are offered only while there is room for it.
    room = EMPTY in sheet.cells
    return tuple(
        TICKS[i] for i, b in enumerate(BONUS_IDS) if b not in sheet.bonuses and (room or b not in (CURVE, STRAIGHT))
    )


def turn_options(sheet: Sheet) -> tuple[TurnToT, ...]:
    """Getting stuck: one curve and one straight per game may become a T."""
    if len(sheet.turned) == 2:
        return ()
    out: list[TurnToT] = []
    cells = sheet.cells
    for sq in range(SQUARES):
        code = cells[sq]
        if code in (3, 6, 9, 12):
            if CURVE not in sheet.turned:
                out.extend(TURNS[sq][code])
        elif code in (5, 10) and STRAIGHT not in sheet.turned:
            out.extend(TURNS[sq][code])
    return tuple(out)


# --- apply ------------------------------------------------------------------
def apply(state: State, action: Action) -> State:
    if isinstance(action, Roll):
        return _roll(state, action.face)
    task = state.tasks[-1]
    seat = task.seat
    rest = state.tasks[:-1]
    if isinstance(action, Draw):
        sheet = state.sheets[seat]
        before = sheet.cells
        cells = before[: action.square] + (action.mask,) + before[action.square + 1 :]
        state = _with_sheet(replace(state, tasks=rest), seat, replace(sheet, cells=cells))
        return _settle(_after_drawing(state, seat, before))
    if isinstance(action, TurnToT):
        sheet = state.sheets[seat]
        before = sheet.cells
        kind = piece_of(before[action.square])
        cells = before[: action.square] + (action.mask,) + before[action.square + 1 :]
        sheet = replace(sheet, cells=cells, turned=sheet.turned + (kind,))
        # The decision in hand stays; loops and visits it makes come first.
        return _after_drawing(_with_sheet(state, seat, sheet), seat, before)
    if isinstance(action, PlaceStatue):
        sheet = state.sheets[seat]
        statues = tuple(sorted(sheet.statues + (action.square,)))
        return _settle(_with_sheet(replace(state, tasks=rest), seat, replace(sheet, statues=statues)))
    if isinstance(action, TickBonus):
        return _settle(_tick(replace(state, tasks=rest), seat, action.bonus))
    if isinstance(action, Pass):
        return _settle(replace(state, tasks=rest))
    raise TypeError(f"not an action of this game: {action!r}")


def _with_sheet(state: State, seat: int, sheet: Sheet) -> State:
    sheets = state.sheets
    return replace(state, sheets=sheets[:seat] + (sheet,) + sheets[seat + 1 :])


def _roll(state: State, face: str) -> State:
    # How to play: every player draws the rolled object, here in seat order.
    draws = tuple(Task(DRAW, seat, face) for seat in reversed(range(len(state.sheets))))
    return replace(state, roll=face, turn=state.turn + 1, tasks=draws)


def _tick(state: State, seat: int, bonus: str) -> State:
    sheet = state.sheets[seat]
    state = _with_sheet(state, seat, replace(sheet, bonuses=sheet.bonuses + (bonus,)))
    if bonus == "statue":
        return _push(state, (Task(STATUE, seat, extra=True, region=ANYWHERE),))
    if bonus in (CURVE, STRAIGHT):
        return _push(state, (Task(DRAW, seat, bonus, extra=True),))
    return state


def _push(state: State, tasks: tuple[Task, ...]) -> State:
    return replace(state, tasks=state.tasks + tasks)


def _after_drawing(state: State, seat: int, before: tuple[int, ...]) -> State:
    """Statues for new loops (Drawing Statues) and bonus choices for new visits
    (Visiting Landmarks) owed after a path was drawn or turned into a T."""
    sheet = state.sheets[seat]
    cells = sheet.cells
    loops = cycle_rank(cells)
    new_loops = loops - sheet.loops
    joined = reach(cells)
    new_visits = [
        i for i, sq in enumerate(LANDMARK_SQUARES) if not sheet.visits[i] and joined >> sq & 1
    ]
    if not new_loops and not new_visits:
        return state
    visits = sheet.visits
    for i in new_visits:
        visits = visits[:i] + (state.turn,) + visits[i + 1 :]
    state = _with_sheet(state, seat, replace(sheet, loops=loops, visits=visits))
    queued = sum(1 for t in state.tasks if t.kind == BONUS and t.seat == seat)
    room = MAX_BONUSES - len(sheet.bonuses) - queued  # a 7th visit gives no bonus
    bonuses = (Task(BONUS, seat),) * max(0, min(len(new_visits), room))
    statues: tuple[Task, ...] = ()
    if new_loops:
        region = statue_region(before, cells)
        statues = (Task(STATUE, seat, region=region),) * new_loops
    # The stack's end is decided first: statues, then bonus choices.
    return _push(state, bonuses + statues)


def _settle(state: State) -> State:
    """When every decision of the turn is made, end the turn."""
    if state.tasks:
        return state
    return _end_turn(state)


def _end_turn(state: State) -> State:
    state = _circle_firsts(state)
    enders = goal_reached(state)
    if not enders:
        # Ending the game: only when nobody can reach a goal does a full grid end it.
        enders = tuple(seat for seat, sh in enumerate(state.sheets) if EMPTY not in sh.cells)
    if enders:
        return replace(state, tasks=(), over=True, enders=enders)
    if state.turn_limit and state.turn >= state.turn_limit:
        return replace(state, tasks=(), over=True, enders=())
    return replace(state, tasks=(Task(ROLL, -1),))


def goal_reached(state: State) -> tuple[int, ...]:
    """Seats with six landmarks visited or six ibises drawn."""
    return tuple(
        seat for seat, sh in enumerate(state.sheets) if len(sh.visited) >= GOAL or sh.cells.count(IBIS) >= GOAL
    )


def _circle_firsts(state: State) -> State:
    """Landmarks first visited this turn: every visitor this turn circles its 1."""
    taken = claimed(state)
    sheets = list(state.sheets)
    for lm in range(len(LANDMARK_SQUARES)):
        if lm in taken:
            continue
        for seat, sh in enumerate(sheets):
            if sh.visits[lm] == state.turn:
                sheets[seat] = replace(sh, firsts=tuple(sorted(sh.firsts + (lm,))))
    return replace(state, sheets=tuple(sheets))


"""Setup, legal actions and their effects for A Walk in the Park.

Section names in comments refer to the rulebook (shared/rules); the readings
chosen where it is unclear are in docs/rules-walk.md.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from ...i18n import _
from ...engine.api import CHANCE, SeatSpec
from ...engine.errors import OptionError
from .actions import Action, Draw, Pass, PlaceStatue, Roll, TickBonus, TurnToT
from .content import (
    BONUS_IDS,
    CENTRE,
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
from .network import LINKS, is_path, reach, statue_region, statue_regions
from .state import BONUS, DRAW, ROLL, STATUE, Sheet, State, Task, claimed, ibis_for_t

MAX_SEATS = 6
ANYWHERE: tuple[int, ...] = tuple(range(SQUARES))
ROLLS: tuple[tuple[Roll, float], ...] = tuple((Roll(face.id), float(face.faces)) for face in DIE)
#: The edition from which each loop's statue goes inside that loop (state.EDITION).
EACH_LOOP_ITS_STATUE = 2


# --- precomputed action tables (legal_actions stays cheap) ------------------
def _draw_table() -> dict[str, tuple[tuple[Draw, ...], ...]]:
    return {
        piece: tuple(tuple(Draw(piece, sq, m) for m in orientations(piece)) for sq in range(SQUARES))
        for piece in PIECES
    }


DRAWS = _draw_table()


def _turns_for(sq: int, code: int, kinds: tuple[str, ...]) -> tuple[TurnToT, ...]:
    # The T keeps the path's two sides and adds one of the two missing ones.
    if sq == CENTRE or not 0 < code < IBIS or piece_of(code) not in kinds:
        return ()
    return tuple(TurnToT(sq, t) for t in orientations(T_PIECE) if t & code == code)


def _turn_table(kinds: tuple[str, ...]) -> tuple[tuple[tuple[TurnToT, ...], ...], ...]:
    """square -> cell code -> the TurnToT actions for paths of ``kinds``."""
    return tuple(tuple(_turns_for(sq, code, kinds) for code in range(IBIS + 1)) for sq in range(SQUARES))


#: which path kinds may still be turned -> square -> code -> actions
TURNS: dict[tuple[str, ...], tuple[tuple[tuple[TurnToT, ...], ...], ...]] = {
    kinds: _turn_table(kinds) for kinds in ((CURVE, STRAIGHT), (CURVE,), (STRAIGHT,))
}
STATUES: tuple[PlaceStatue, ...] = tuple(PlaceStatue(sq) for sq in range(SQUARES))
TICKS: tuple[TickBonus, ...] = tuple(TickBonus(b) for b in BONUS_IDS)


# --- setup ------------------------------------------------------------------
def setup(options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> State:
    if not 1 <= len(seats) <= MAX_SEATS:
        raise OptionError(_("A Walk in the Park takes 1 to {most} players, not {n}").format(most=MAX_SEATS, n=len(seats)))
    level = limit = 0
    if len(seats) == 1:  # Solo Variant: the level sets the number of turns
        text = str(options.get("level", "1"))
        if text not in ("1", "2", "3", "4"):
            raise OptionError(_("solo level must be 1, 2, 3 or 4, not '{level}'").format(level=text))
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
        main = _draws(sheet, task, state.turn)
    elif task.kind == STATUE:
        main = tuple(STATUES[sq] for sq in task.region)
    else:
        main = _ticks(sheet)
    return main + turn_options(sheet)


def _draws(sheet: Sheet, task: Task, turn: int) -> tuple[Action, ...]:
    empty = [sq for sq, code in enumerate(sheet.cells) if not code]
    if not empty:
        return (Pass(),)  # nowhere to draw: the only choice (docs/rules-walk.md)
    table = DRAWS[task.piece]
    out: list[Action] = [d for sq in empty for d in table[sq]]
    # Bonus "ibis-t": a T rolled after the turn it was ticked may be an ibis.
    if task.piece == T_PIECE and ibis_for_t(sheet, turn, task):
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
    turned = sheet.turned
    if not turned:
        table = TURNS[(CURVE, STRAIGHT)]
    elif len(turned) == 2:
        return ()
    else:
        table = TURNS[(STRAIGHT,) if turned[0] == CURVE else (CURVE,)]
    return tuple(a for sq, code in enumerate(sheet.cells) for a in table[sq][code])


# --- apply ------------------------------------------------------------------
# States are rebuilt with direct constructor calls: dataclasses.replace is the
# slowest step of a random playout otherwise.
def _state(s: State, sheets: tuple[Sheet, ...] | None = None, tasks: tuple[Task, ...] | None = None) -> State:
    return State(
        s.names,
        s.sheets if sheets is None else sheets,
        s.tasks if tasks is None else tasks,
        s.roll,
        s.turn,
        s.turn_limit,
        s.level,
        s.over,
        s.enders,
        s.edition,
    )


def _sheet(h: Sheet, **changes: object) -> Sheet:
    return Sheet(
        changes.get("cells", h.cells),  # type: ignore[arg-type]
        changes.get("statues", h.statues),  # type: ignore[arg-type]
        changes.get("visits", h.visits),  # type: ignore[arg-type]
        changes.get("firsts", h.firsts),  # type: ignore[arg-type]
        changes.get("bonuses", h.bonuses),  # type: ignore[arg-type]
        changes.get("turned", h.turned),  # type: ignore[arg-type]
        changes.get("loops", h.loops),  # type: ignore[arg-type]
    )


def apply(state: State, action: Action) -> State:
    if isinstance(action, Roll):
        return _roll(state, action.face)
    task = state.tasks[-1]
    seat = task.seat
    rest = state.tasks[:-1]
    sheet = state.sheets[seat]
    if isinstance(action, Draw):
        sq = action.square
        cells = sheet.cells[:sq] + (action.mask,) + sheet.cells[sq + 1 :]
        state = _state(state, _replace_sheet(state, seat, _sheet(sheet, cells=cells)), rest)
        if action.mask == IBIS:
            return _settle(state)
        return _settle(_after_drawing(state, seat, sheet, sq))
    if isinstance(action, TurnToT):
        sq = action.square
        cells = sheet.cells[:sq] + (action.mask,) + sheet.cells[sq + 1 :]
        turned = sheet.turned + (piece_of(sheet.cells[sq]),)
        # The decision in hand stays; loops and visits it makes come first.
        state = _state(state, _replace_sheet(state, seat, _sheet(sheet, cells=cells, turned=turned)))
        return _after_drawing(state, seat, sheet, sq)
    if isinstance(action, PlaceStatue):
        statues = tuple(sorted(sheet.statues + (action.square,)))
        return _settle(_state(state, _replace_sheet(state, seat, _sheet(sheet, statues=statues)), rest))
    if isinstance(action, TickBonus):
        return _settle(_tick(_state(state, tasks=rest), seat, action.bonus))
    if isinstance(action, Pass):
        return _settle(_state(state, tasks=rest))
    raise TypeError(f"not an action of this game: {action!r}")


def _replace_sheet(state: State, seat: int, sheet: Sheet) -> tuple[Sheet, ...]:
    sheets = state.sheets
    return sheets[:seat] + (sheet,) + sheets[seat + 1 :]


def _roll(state: State, face: str) -> State:
    # How to play: every player draws the rolled object, here in seat order.
    draws = tuple(Task(DRAW, seat, face) for seat in reversed(range(len(state.sheets))))
    s = state
    return State(s.names, s.sheets, draws, face, s.turn + 1, s.turn_limit, s.level, s.over, s.enders, s.edition)


def _tick(state: State, seat: int, bonus: str) -> State:
    sheet = state.sheets[seat]
    state = _state(state, _replace_sheet(state, seat, _sheet(sheet, bonuses=sheet.bonuses + (bonus,))))
    if bonus == "statue":
        return _push(state, (Task(STATUE, seat, extra=True, region=ANYWHERE),))
    if bonus in (CURVE, STRAIGHT):
        return _push(state, (Task(DRAW, seat, bonus, extra=True),))
    return state


def _push(state: State, tasks: tuple[Task, ...]) -> State:
    return _state(state, tasks=state.tasks + tasks)


def new_loops(before: tuple[int, ...], after: tuple[int, ...], sq: int) -> int:
    """Independent loops added when square ``sq`` changed from ``before`` to
    ``after`` by gaining sides: new links minus the separate parts they join
    (a square that was already a path counts as one of those parts)."""
    old_code, code = before[sq], after[sq]
    fresh = [nb for bit, nb, back in LINKS[sq] if code & bit and not old_code & bit and before[nb] & back]
    if not fresh:
        return 0
    parts, covered = 0, 0
    if is_path(old_code):
        parts, covered = 1, reach(before, sq)
    for nb in fresh:
        if not covered >> nb & 1:
            parts += 1
            covered |= reach(before, nb)
    return len(fresh) - parts + (1 if is_path(old_code) else 0)


def _after_drawing(state: State, seat: int, old: Sheet, sq: int) -> State:
    """Statues for new loops (Drawing Statues) and bonus choices for new visits
    (Visiting Landmarks) owed after square ``sq`` of ``seat``'s sheet got a
    path or was turned into a T (``old`` is the sheet before)."""
    sheet = state.sheets[seat]
    cells = sheet.cells
    loops = new_loops(old.cells, cells, sq)
    joined = reach(cells)
    if not joined >> sq & 1:
        visited: list[int] = []  # the centre's network did not change
    else:
        visited = [i for i, lsq in enumerate(LANDMARK_SQUARES) if not sheet.visits[i] and joined >> lsq & 1]
    if not loops and not visited:
        return state
    visits = sheet.visits
    for i in visited:
        visits = visits[:i] + (state.turn,) + visits[i + 1 :]
    state = _state(state, _replace_sheet(state, seat, _sheet(sheet, loops=sheet.loops + loops, visits=visits)))
    queued = sum(1 for t in state.tasks if t.kind == BONUS and t.seat == seat)
    room = MAX_BONUSES - len(sheet.bonuses) - queued  # a 7th visit gives no bonus
    bonuses = (Task(BONUS, seat),) * max(0, min(len(visited), room))
    statues: tuple[Task, ...] = ()
    if loops and state.edition < EACH_LOOP_ITS_STATUE:
        statues = (Task(STATUE, seat, region=statue_region(old.cells, cells)),) * loops
    elif loops:
        statues = tuple(Task(STATUE, seat, region=region) for region in statue_regions(old.cells, cells))
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
    return _state(state, tasks=NEXT_ROLL)


NEXT_ROLL: tuple[Task, ...] = (Task(ROLL, -1),)


def goal_reached(state: State) -> tuple[int, ...]:
    """Seats with six landmarks visited or six ibises drawn."""
    return tuple(
        seat
        for seat, sh in enumerate(state.sheets)
        if len(sh.visits) - sh.visits.count(0) >= GOAL or sh.cells.count(IBIS) >= GOAL
    )


def _circle_firsts(state: State) -> State:
    """Landmarks first visited this turn: every visitor this turn circles its 1."""
    turn = state.turn
    if not any(turn in sh.visits for sh in state.sheets):
        return state
    taken = claimed(state)
    sheets = list(state.sheets)
    for lm in range(len(LANDMARK_SQUARES)):
        if lm in taken:
            continue
        for seat, sh in enumerate(sheets):
            if sh.visits[lm] == turn:
                sheets[seat] = _sheet(sh, firsts=tuple(sorted(sh.firsts + (lm,))))
    return _state(state, tuple(sheets))

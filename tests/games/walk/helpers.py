"""Building sheets and states for Walk in the Park tests.

A grid is five lines of five tokens: "." empty, "+" the centre crossing,
"i" an ibis, or the sides a path reaches ("NE", "NS", "ESW" ...).
"""

from __future__ import annotations

from dataclasses import replace

from parkpack.engine.api import SeatSpec
from parkpack.engine.session import Session
from parkpack.games.walk import GAME
from parkpack.games.walk.content import CROSSING, IBIS, LANDMARK_SQUARES, LANDMARKS, parse_sides
from parkpack.games.walk.network import cycle_rank, reach
from parkpack.games.walk.state import ROLL, Sheet, State, Task


def cells(grid: str) -> tuple[int, ...]:
    tokens = grid.split()
    assert len(tokens) == 25, f"a grid needs 25 tokens, got {len(tokens)}"
    out = []
    for tok in tokens:
        if tok == ".":
            out.append(0)
        elif tok == "+":
            out.append(CROSSING)
        elif tok == "i":
            out.append(IBIS)
        else:
            out.append(parse_sides(tok))
    return tuple(out)


def landmark(name: str) -> int:
    return next(i for i, lm in enumerate(LANDMARKS) if lm.name == name or lm.id == name)


def sheet(
    grid: str,
    *,
    statues: tuple[int, ...] | None = None,
    bonuses: tuple[str, ...] = (),
    firsts: tuple[str, ...] = (),
    turned: tuple[str, ...] = (),
    visit_turn: int = 1,
) -> Sheet:
    """A consistent sheet: loops and visits follow from the grid; statues
    default to one on the centre per loop (plus one for the statue bonus)."""
    c = cells(grid)
    loops = cycle_rank(c)
    joined = reach(c)
    visits = tuple(visit_turn if joined >> sq & 1 else 0 for sq in LANDMARK_SQUARES)
    if statues is None:
        statues = (12,) * (loops + (1 if "statue" in bonuses else 0))
    return Sheet(
        cells=c,
        statues=tuple(sorted(statues)),
        visits=visits,
        firsts=tuple(sorted(landmark(f) for f in firsts)),
        bonuses=bonuses,
        turned=turned,
        loops=loops,
    )


def state(*sheets: Sheet, turn: int = 5, level: int = 0, turn_limit: int = 0) -> State:
    """A state between turns (the die is about to be rolled)."""
    names = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")[: len(sheets)]
    return State(names=names, sheets=tuple(sheets), tasks=(Task(ROLL, -1),), turn=turn, level=level, turn_limit=turn_limit)


def session_at(st: State, seed: int = 7) -> Session:
    """A session whose state is ``st`` (seats named as in the state)."""
    seats = [SeatSpec(name) for name in st.names]
    options = {"level": str(st.level)} if st.level else {}
    session = Session(GAME, options, seats, seed)
    session.state = st
    return session


def new_session(players: int = 1, level: int = 1, seed: int = 7) -> Session:
    seats = [SeatSpec(name) for name in ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")[:players]]
    return Session(GAME, {"level": str(level)} if players == 1 else {}, seats, seed)


def play(session: Session, *actions: str) -> None:
    for text in actions:
        session.play(text)
        GAME.check(session.state)


def with_turn(st: State, turn: int) -> State:
    return replace(st, turn=turn)


EMPTY_GRID = """
. . . . .
. . . . .
. . + . .
. . . . .
. . . . .
"""

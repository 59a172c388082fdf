"""The hard computer player: every choice is judged by the expected final score
of the sheet it leaves (bots_eval.worth).

Drawings are read off the network survey (bots_sheet) without replaying the
rules: which landmarks a piece joins to the centre and which loops it
closes. Bonuses are judged the same way: the sheet with the bonus ticked, the
extra statue drawn or the extra path placed at its best. A path is turned into
a T only when the sheet gains more than the 3 points it costs.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from ...engine.rng import Rng
from .actions import Draw, Pass, PlaceStatue, TickBonus, TurnToT
from .bots_eval import Outlook, Position, outlook, position, worth
from .bots_sheet import Survey, gain, survey
from .content import IBIS, LANDMARK_SQUARES, MAX_BONUSES, orientations
from .network import LINKS, reach
from .rules import new_loops
from .state import State

TIE = 1e-9
TEMPO = 0.3  # an extra path is a turn gained, beyond the squares it saves the plan
TURN_MARGIN = 1.0  # a T must beat keeping the path by this much


def after_draw(pos: Position, sv: Survey, sq: int, mask: int) -> Position:
    """The position once ``mask`` is drawn in the empty square ``sq``."""
    cells = pos.cells[:sq] + (mask,) + pos.cells[sq + 1 :]
    if mask == IBIS:
        return replace(pos, cells=cells)
    joined, loops = gain(sv, sq, mask, pos.visited)
    return _settled(pos, cells, joined, loops)


def _settled(pos: Position, cells: tuple[int, ...], joined: int, loops: int) -> Position:
    room = MAX_BONUSES - len(pos.bonuses) - pos.owed
    owed = pos.owed + max(0, min(bin(joined).count("1"), room))
    return Position(cells, pos.visited | joined, pos.statues + loops, pos.bonuses, owed, pos.turned)


def best_draw(pos: Position, look: Outlook, draws: Sequence[Draw]) -> tuple[float, list[Draw]]:
    """The best worth among ``draws`` and the drawings that reach it."""
    sv = survey(pos.cells)
    best: list[Draw] = []
    top = -1e9
    for action in draws:
        value = worth(after_draw(pos, sv, action.square, action.mask), look)
        if value > top + TIE:
            best, top = [action], value
        elif value > top - TIE:
            best.append(action)
    return top, best


def turned(pos: Position, sq: int, mask: int) -> Position:
    """The position once the path at ``sq`` becomes the T ``mask``."""
    cells = pos.cells[:sq] + (mask,) + pos.cells[sq + 1 :]
    joined = reach(cells)
    fresh = 0
    if joined >> sq & 1:
        for i, lsq in enumerate(LANDMARK_SQUARES):
            if joined >> lsq & 1 and not pos.visited >> i & 1:
                fresh |= 1 << i
    moved = replace(pos, turned=pos.turned + 1)
    return _settled(moved, cells, fresh, new_loops(pos.cells, cells, sq))


def _links_something(cells: tuple[int, ...], sq: int, mask: int) -> bool:
    added = mask & ~cells[sq]
    return any(added & bit and cells[nb] & back for bit, nb, back in LINKS[sq])


class HardBot:
    """Judges every choice by the expected final score it leads to."""

    def __init__(self, seed: int | str = 0) -> None:
        self._rng = Rng(f"walk-hard/{seed}")

    def choose(self, game: Any, view_state: State, seat: int, legal: tuple[Any, ...]) -> Any:
        first = legal[0]
        if isinstance(first, (Pass, PlaceStatue)):
            return first  # where a statue stands changes nothing
        look = outlook(view_state, seat)
        pos = position(view_state, seat)
        if isinstance(first, TickBonus):
            ticks = [a for a in legal if isinstance(a, TickBonus)]
            return self._pick(ticks, [self.bonus_worth(pos, look, a.bonus) for a in ticks])
        draws = [a for a in legal if isinstance(a, Draw)]
        top, best = best_draw(pos, look, draws)
        turn = self._turn(pos, look, [a for a in legal if isinstance(a, TurnToT)])
        return turn if turn is not None else self._rng.pick(best)

    def _turn(self, pos: Position, look: Outlook, turns: list[TurnToT]) -> TurnToT | None:
        """A T worth its 3 points: judged with the piece in hand still to draw
        (roughly: the sheet after the T, plus what the drawing adds now)."""
        here = worth(pos, look)
        best, top = None, here + TURN_MARGIN
        for action in turns:
            if not _links_something(pos.cells, action.square, action.mask):
                continue
            after = turned(pos, action.square, action.mask)
            if after.visited == pos.visited and after.statues == pos.statues:
                continue  # a T that joins nothing now is not worth 3 points
            value = worth(after, look)
            if value > top:
                best, top = action, value
        return best

    @staticmethod
    def bonus_worth(pos: Position, look: Outlook, bonus_id: str) -> float:
        """The sheet's worth once ``bonus_id`` is ticked (and used, if it is used at once)."""
        ticked = Position(pos.cells, pos.visited, pos.statues, pos.bonuses + (bonus_id,), max(0, pos.owed - 1), pos.turned)
        if bonus_id == "statue":
            return worth(replace(ticked, statues=ticked.statues + 1), look)
        if bonus_id in ("curve", "straight"):
            draws = [Draw(bonus_id, sq, m) for sq, code in enumerate(pos.cells) if not code for m in orientations(bonus_id)]
            if draws:
                return best_draw(ticked, look, draws)[0] + TEMPO
        return worth(ticked, look)

    def _pick(self, actions: Sequence[Any], values: Sequence[float]) -> Any:
        top = max(values)
        return self._rng.pick([a for a, v in zip(actions, values) if v > top - TIE])


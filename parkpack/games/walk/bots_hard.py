"""The hard computer player: every choice is judged by the expected final score
of the sheet it leaves (bots_eval.worth).

Drawings are read off the network survey (bots_sheet) without replaying the
rules: which landmarks a piece joins to the centre and which loops it
closes. The two best drawings are judged again one roll further: for each
face of the die, the best drawing of that piece among the squares some path
points into (or, if none helps, the sheet as it is). Bonuses are judged the
same way: the sheet with the bonus ticked, the extra statue drawn or the
extra path placed at its best. A path is turned into a T only when the sheet
gains more than the 3 points it costs.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from ...engine.api import Game, InfoSet
from ...engine.rng import Rng
from .actions import Draw, Pass, PlaceStatue, TickBonus, TurnToT
from .bots_eval import IBIS_ODDS, PATH_ODDS, Outlook, Position, outlook, over, position, worth
from .bots_sheet import Survey, gain, survey
from .content import IBIS, LANDMARK_SQUARES, MAX_BONUSES, orientations
from .network import LINKS, reach
from .rules import new_loops
from .actions import Action
from .state import State

TIE = 1e-9
AHEAD = 2  # drawings judged again against the next roll
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


def best_draw(pos: Position, look: Outlook, draws: Sequence[Draw], ahead: int = 0) -> tuple[float, list[Draw]]:
    """The best worth among ``draws`` and the drawings that reach it. With
    ``ahead``, the best few are judged again by what the next roll can add."""
    sv = survey(pos.cells)
    scored = [(worth(after_draw(pos, sv, a.square, a.mask), look), i) for i, a in enumerate(draws)]
    if ahead and look.turns_left:
        scored.sort(reverse=True)
        scored = [(_expected(after_draw(pos, sv, draws[i].square, draws[i].mask), look), i) for _, i in scored[:ahead]]
    top = max(v for v, _ in scored)
    return top, [draws[i] for v, i in sorted(scored, key=lambda x: x[1]) if v > top - TIE]


def _expected(pos: Position, look: Outlook) -> float:
    """Worth after the next roll, drawn at its best among the squares some
    path points into (an unhelpful piece is taken to cost nothing)."""
    if over(pos, look):
        return worth(pos, look)
    later = replace(look, turns_left=look.turns_left - 1)
    sv = survey(pos.cells)
    base = worth(pos, later, sv)
    total = IBIS_ODDS * base
    squares = [sq for sq, entries in enumerate(sv.facing) if entries]
    for masks, odds in PATH_ODDS:
        best = base
        for sq in squares:
            for mask in masks:
                value = worth(after_draw(pos, sv, sq, mask), later)
                if value > best:
                    best = value
        total += odds * best
    return total


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

    def choose(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action:
        view_state, seat, legal = info.view, info.seat, info.legal
        first = legal[0]
        if isinstance(first, (Pass, PlaceStatue)):
            return first  # where a statue stands changes nothing
        look = outlook(view_state, seat)
        pos = position(view_state, seat)
        if isinstance(first, TickBonus):
            ticks = [a for a in legal if isinstance(a, TickBonus)]
            return self._pick(ticks, [self.bonus_worth(pos, look, a.bonus) for a in ticks])
        draws = [a for a in legal if isinstance(a, Draw)]
        top, best = best_draw(pos, look, draws, AHEAD)
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

    def _pick(self, actions: Sequence[Action], values: Sequence[float]) -> Action:
        top = max(values)
        return self._rng.pick([a for a, v in zip(actions, values) if v > top - TIE])


"""The normal computer player: judges each drawing by the sheet it leaves.

It scores a sheet by landmarks visited, loops, how far the unvisited
landmarks are from the network's open ends, dead ends, and ibises when it
holds ibis bonuses; it holds back the sixth visit in solo while many turns
remain. It looks no further than the drawing in hand, chooses bonuses by what
they are likely to be worth on its sheet and turns a path into a T when that
visits enough landmarks to pay for the penalty.
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Game, InfoSet
from ...engine.rng import Rng
from .actions import Draw, Pass, PlaceStatue, TickBonus, TurnToT
from .content import EMPTY, GOAL, IBIS, LANDMARK_SQUARES, SQUARES
from .bots_sheet import spread_over_empty
from .network import LINKS, cycle_rank, ibis_groups, reach
from .actions import Action
from .state import State

# Weights of the hard bot's sheet value (tuned with bot-vs-die simulations).
VISIT = 4.0  # a landmark joined to the centre: its 1 and its bonus
OPEN_END = 0.4  # an end of the centre's network facing an empty square (up to four)
DEAD_END = 0.5  # an end running into the border or a square that does not continue it
DISTANCE = 0.5  # per empty square between the network and an unvisited landmark
SOLO_HASTE = 1.2  # points a solo turn given up by ending the game is taken to be worth
LOOP_CHANCE = 0.6  # an empty square where one path would close a loop (up to two)


def _put(cells: tuple[int, ...], sq: int, code: int) -> tuple[int, ...]:
    return cells[:sq] + (code,) + cells[sq + 1 :]


def _new_visits(cells: tuple[int, ...], visits: tuple[int, ...]) -> int:
    joined = reach(cells)
    return sum(1 for i, sq in enumerate(LANDMARK_SQUARES) if not visits[i] and joined >> sq & 1)


def _open_ends(cells: tuple[int, ...], joined: int) -> tuple[int, int]:
    """(ends facing an empty square, ends that are dead) of the centre network."""
    good = dead = 0
    for sq in range(SQUARES):
        if not joined >> sq & 1:
            continue
        code = cells[sq]
        sides = 0
        for bit, nb, back in LINKS[sq]:
            sides |= bit
            if code & bit and not cells[nb] & back:
                if cells[nb] == EMPTY:
                    good += 1
                else:
                    dead += 1
        dead += bin(code & ~sides & 15).count("1")  # ends running off the grid
    return good, dead


def _frontier_distance(cells: tuple[int, ...], joined: int, visits: tuple[int, ...]) -> int:
    """Sum over unvisited, reachable landmarks of the empty squares needed to
    reach them from an open end of the centre network (capped)."""
    dist = [99] * SQUARES
    todo: list[int] = []
    for sq in range(SQUARES):
        if not joined >> sq & 1:
            continue
        code = cells[sq]
        for bit, nb, back in LINKS[sq]:
            if code & bit and cells[nb] == EMPTY and dist[nb] > 1:
                dist[nb] = 1
                todo.append(nb)
    spread_over_empty(cells, dist, todo)
    total = 0
    for i, sq in enumerate(LANDMARK_SQUARES):
        if not visits[i]:
            total += min(dist[sq], 6)
    return total


def _loop_chances(cells: tuple[int, ...]) -> int:
    """Empty squares that two open ends of one connected network point into:
    a single path there would close a loop."""
    label = [-1] * SQUARES
    for start in range(SQUARES):
        if label[start] >= 0 or not 0 < cells[start] < IBIS:
            continue
        part = reach(cells, start)
        for sq in range(SQUARES):
            if part >> sq & 1:
                label[sq] = start
    chances = 0
    for sq in range(SQUARES):
        if cells[sq] != EMPTY:
            continue
        seen: list[int] = []
        for bit, nb, back in LINKS[sq]:
            if cells[nb] & back and label[nb] >= 0:
                if label[nb] in seen:
                    chances += 1
                    break
                seen.append(label[nb])
    return chances


class NormalBot:
    """Evaluates every choice by the sheet it leaves behind."""

    def __init__(self, seed: int | str = 0) -> None:
        self._rng = Rng(f"walk-normal/{seed}")

    def choose(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action:
        view_state, seat, legal = info.view, info.seat, info.legal
        first = legal[0]
        if isinstance(first, (Pass, PlaceStatue)):
            return first
        sheet = view_state.sheets[seat]
        turns = [a for a in legal if isinstance(a, TurnToT)]
        turn = self._worth_turning(view_state, seat, turns)
        if turn is not None:
            return turn
        if isinstance(first, TickBonus):
            ticks = [a for a in legal if isinstance(a, TickBonus)]
            return max(ticks, key=lambda a: (self._bonus_value(view_state, seat, a.bonus), -legal.index(a)))
        draws = [a for a in legal if isinstance(a, Draw)]
        base = self._value(view_state, seat, sheet.cells)
        best: list[Draw] = []
        best_score = -1e9
        for action in draws:
            score = self._value(view_state, seat, _put(sheet.cells, action.square, action.mask)) - base
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        return self._rng.pick(best)

    def _worth_turning(self, state: State, seat: int, turns: list[TurnToT]) -> TurnToT | None:
        sheet = state.sheets[seat]
        for action in turns:
            after = _put(sheet.cells, action.square, action.mask)
            gain = 2.5 * _new_visits(after, sheet.visits) + 1.5 * (cycle_rank(after) - sheet.loops)
            if gain > 4.0:
                return action
        return None

    def _value(self, state: State, seat: int, cells: tuple[int, ...]) -> float:
        sheet = state.sheets[seat]
        joined = reach(cells)
        visited = sum(1 for i, sq in enumerate(LANDMARK_SQUARES) if sheet.visits[i] or joined >> sq & 1)
        loops = cycle_rank(cells)
        good, dead = _open_ends(cells, joined)
        distance = _frontier_distance(cells, joined, sheet.visits)
        value = VISIT * min(visited, GOAL) + 1.0 * max(0, visited - GOAL)
        if state.solo and visited >= GOAL:
            # The sixth visit ends a solo game: worth it only when few turns remain.
            value -= SOLO_HASTE * max(0, state.turns_left - 1)
        statue = 2.0 if state.solo else 1.6
        value += statue * loops + OPEN_END * min(good, 4) - DEAD_END * dead - DISTANCE * distance
        value += LOOP_CHANCE * min(_loop_chances(cells), 2)
        value += self._ibis_value(sheet.bonuses, cells)
        return value

    @staticmethod
    def _ibis_value(bonuses: tuple[str, ...], cells: tuple[int, ...]) -> float:
        value = 0.0
        # Ibises on landmark squares block them for good.
        value -= 3.0 * sum(1 for sq in LANDMARK_SQUARES if cells[sq] == IBIS)
        if not any(b in bonuses for b in ("ibises", "groups", "flock")):
            return value
        groups = ibis_groups(cells)
        if "ibises" in bonuses:
            value += sum(groups)
        if "groups" in bonuses:
            value += len(groups)
        if "flock" in bonuses and groups:
            value += groups[0]
        return value

    @staticmethod
    def _bonus_value(state: State, seat: int, bonus_id: str) -> float:
        sheet = state.sheets[seat]
        empties = sheet.cells.count(EMPTY)
        turns_left = state.turns_left if state.turn_limit else max(1, min(empties, 14 - state.turn))
        ibises = sheet.cells.count(IBIS)
        future_ibis = turns_left / 6.0 * (1.5 if "ibis-t" in sheet.bonuses else 1.0)
        groups = ibis_groups(sheet.cells)
        statues = len(sheet.statues)
        statue_each = 1.0 if state.solo else 0.5
        values = {
            "one": 1.0,
            "two": 2.0,
            "ibises": ibises + future_ibis,
            "groups": len(groups) + 0.7 * future_ibis,
            "flock": (groups[0] if groups else 0) + 0.5 * future_ibis,
            "statues": statues + 0.15 * turns_left,
            "statue": statue_each + (1.0 if "statues" in sheet.bonuses else 0.0),
            "curve": 1.7 if turns_left > 2 else 1.2,
            "straight": 1.6 if turns_left > 2 else 1.1,
            "ibis-t": 0.2 * turns_left / 6.0 * (2 if "ibises" in sheet.bonuses else 1),
        }
        return values.get(bonus_id, 0.0)

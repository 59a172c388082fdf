"""The hard computer player's estimate of the final score a sheet leads to.

``Outlook`` holds what stays fixed during one decision (solo or not, turns
left, landmarks other players took first). ``worth`` adds the points already
banked on a sheet (first visits, statues, ticked bonuses, bonus choices owed)
to an estimate of the points still to come: the landmarks a plan can still
reach (cheapest first, each at the chance that the turns left supply the
pieces), the loops the next roll can close at once (the die is public:
curve 2/6, straight 2/6, T 1/6, ibis 1/6), ibises still to be drawn when
ibis bonuses are held, loops still to come, and the network's open and dead
ends. A sheet on which the game ends is worth its banked points alone, so
in solo the sixth visit waits until the turns left are worth less than it.
"""

from __future__ import annotations

from parkpack.engine.frozen import record
import math

from .bots_sheet import FAR, Survey, survey
from .content import (
    CURVE,
    EMPTY,
    GOAL,
    IBIS,
    LANDMARK_SQUARES,
    MAX_BONUSES,
    SIZE,
    STRAIGHT,
    T_PIECE,
    TURN_PENALTY,
    orientations,
)
from .network import ibis_groups
from .scoring import player_score
from .state import BONUS, STATUE, State, claimed

#: path faces of the die with their odds (the ibis face joins nothing)
PATH_ODDS: tuple[tuple[tuple[int, ...], float], ...] = (
    (orientations(CURVE), 2 / 6),
    (orientations(STRAIGHT), 2 / 6),
    (orientations(T_PIECE), 1 / 6),
)
PIECE_RATE = 0.8  # pieces per turn that go where a plan needs them
BLOCKED = 0.5  # an unvisited landmark under an ibis, beyond the plan's loss
SPREAD = 1.5  # how sharply the chance of affording a plan falls with its cost
NEXT_ROLL = 0.5  # weight of the loops the next roll can close at once
OPEN_END = 0.25  # per end of the centre's network facing an empty square (up to five)
DEAD_END = 0.3  # per end running into the border or a square that does not continue it
LOOP_RATE = 0.1  # loops expected per turn beyond those in sight
IBIS_ODDS = 1 / 6
IBIS_T = 0.7  # Ts drawn as ibises by a player with "ibis-t" (per ibis roll, as T and ibis are equally likely)
MULTI_TURNS = 15  # a typical length of a game with several players


def _gap(a: int, b: int) -> int:
    """Squares to fill to join landmark square ``b`` to a path at ``a`` on a free grid."""
    return abs(a // SIZE - b // SIZE) + abs(a % SIZE - b % SIZE)


LANDMARK_GAP: tuple[tuple[int, ...], ...] = tuple(tuple(_gap(a, b) for b in LANDMARK_SQUARES) for a in LANDMARK_SQUARES)


@record
class Outlook:
    """What one decision of ``seat`` takes as fixed.

    turns_left:  turns still to come after this one (estimated with several players).
    taken:       bit set of landmarks another player visited first (no point for them).
    statue_base: points a statue is worth without the per-statue bonus.
    rival:       the best score among the other players (0 in solo).
    """

    solo: bool
    turns_left: int
    taken: int
    statue_base: float
    rival: int


def outlook(state: State, seat: int) -> Outlook:
    sheet = state.sheets[seat]
    taken = 0
    for lm in claimed(state):
        if lm not in sheet.firsts:
            taken |= 1 << lm
    if state.solo:
        return Outlook(True, state.turns_left, taken, 1.0, 0)
    left = max(1, MULTI_TURNS - state.turn)
    for i, other in enumerate(state.sheets):
        if i != seat and (len(other.visited) >= GOAL - 1 or other.ibises >= GOAL - 1):
            left = min(left, 2)  # someone is about to end the game
    rival = max(player_score(state, i).total for i in range(len(state.sheets)) if i != seat)
    return Outlook(False, left, taken, 0.6, rival)


@record
class Position:
    """One seat's sheet as the bot imagines it after a choice.

    visited: bit set of landmarks visited (this turn's visits included).
    statues: statues drawn or owed.
    owed:    bonus choices still to be made for visits already made.
    """

    cells: tuple[int, ...]
    visited: int
    statues: int
    bonuses: tuple[str, ...]
    owed: int
    turned: int


def position(state: State, seat: int) -> Position:
    sheet = state.sheets[seat]
    visited = sum(1 << i for i, t in enumerate(sheet.visits) if t)
    owed_statues = sum(1 for t in state.tasks if t.kind == STATUE and t.seat == seat)
    owed = sum(1 for t in state.tasks if t.kind == BONUS and t.seat == seat)
    return Position(sheet.cells, visited, len(sheet.statues) + owed_statues, sheet.bonuses, owed, len(sheet.turned))


def bonus_values(pos: Position, look: Outlook) -> list[tuple[float, str]]:
    """Each bonus still open, with the points it is expected to bring, best first."""
    if len(pos.bonuses) >= MAX_BONUSES:
        return []
    turns = look.turns_left
    ibises = pos.cells.count(IBIS)
    future = turns * IBIS_ODDS
    groups = ibis_groups(pos.cells)
    loops_to_come = LOOP_RATE * turns
    per_statue = look.statue_base + (1.0 if "statues" in pos.bonuses else 0.0)
    room = EMPTY in pos.cells
    values = {
        "one": 1.0,
        "two": 2.0,
        "ibises": ibises + future,
        "groups": len(groups) + 0.7 * future,
        "flock": (groups[0] if groups else 0) + 0.6 * future,
        "statues": pos.statues + loops_to_come,
        "statue": per_statue,
        "curve": 1.5 if room else 0.0,
        "straight": 1.4 if room else 0.0,
        "ibis-t": turns * IBIS_ODDS * IBIS_T * _per_ibis(pos.bonuses),
    }
    return sorted(((v, b) for b, v in values.items() if b not in pos.bonuses), reverse=True)


def _ibis_share(bonuses: tuple[str, ...]) -> float:
    """Ibises expected per ibis roll: a player with "ibis-t" turns some Ts into ibises."""
    return 1.0 + IBIS_T * ("ibis-t" in bonuses)


def _per_ibis(bonuses: tuple[str, ...]) -> float:
    return ("ibises" in bonuses) + 0.7 * ("groups" in bonuses) + 0.6 * ("flock" in bonuses)


def banked(pos: Position, look: Outlook) -> float:
    """Points the sheet holds now, owed bonus choices at their expected worth."""
    firsts = bin(pos.visited & ~look.taken).count("1")
    points = firsts + pos.statues * look.statue_base - TURN_PENALTY * pos.turned
    cells = pos.cells
    groups: list[int] | None = None
    for b in pos.bonuses:
        if b == "one":
            points += 1
        elif b == "two":
            points += 2
        elif b == "ibises":
            points += cells.count(IBIS)
        elif b == "statues":
            points += pos.statues
        elif b in ("groups", "flock"):
            groups = ibis_groups(cells) if groups is None else groups
            points += (len(groups) if b == "groups" else groups[0]) if groups else 0
    if pos.owed:
        points += sum(v for v, _ in bonus_values(pos, look)[: pos.owed])
    return points


def over(pos: Position, look: Outlook) -> bool:
    """Whether the game ends with this turn."""
    return (
        bin(pos.visited).count("1") >= GOAL
        or pos.cells.count(IBIS) >= GOAL
        or EMPTY not in pos.cells
        or (look.solo and look.turns_left == 0)
    )


def worth(pos: Position, look: Outlook, sv: Survey | None = None) -> float:
    """Banked points plus the points the sheet is expected to bring later."""
    now = banked(pos, look)
    if over(pos, look):
        if look.solo:
            return now
        return now + (3.0 if now > look.rival else -3.0)  # ending the game decides it
    sv = sv or survey(pos.cells)
    values = [v for v, _ in bonus_values(pos, look)][pos.owed :]
    per_statue = look.statue_base + (1.0 if "statues" in pos.bonuses else 0.0)
    return now + _landmarks_ahead(pos, look, sv, values) + _next_roll(sv, per_statue) + (
        look.turns_left * (IBIS_ODDS * _ibis_share(pos.bonuses) * _per_ibis(pos.bonuses) + LOOP_RATE * per_statue)
        + OPEN_END * min(sv.open_ends, 5)
        - DEAD_END * sv.dead_ends
    )


def _landmarks_ahead(pos: Position, look: Outlook, sv: Survey, values: list[float]) -> float:
    """Landmarks still to visit, cheapest first: each costs the empty squares
    needed to join it to the network or to a landmark joined before it
    (counted on a free grid between landmarks), and is reached when the
    remaining turns can supply that many useful pieces."""
    cells = pos.cells
    part_dist: dict[int, int] = {}
    part_face: dict[int, int] = {}  # part -> bit set of the empty squares facing it
    for sq, entries in enumerate(sv.facing):
        for _, pid in entries:
            part_face[pid] = part_face.get(pid, 0) | 1 << sq
            if sv.dist[sq] < part_dist.get(pid, FAR):
                part_dist[pid] = sv.dist[sq]
    cost: list[tuple[int, int]] = []  # (squares to fill, landmark)
    blocked = 0.0
    for i, sq in enumerate(LANDMARK_SQUARES):
        code = cells[sq]
        if pos.visited >> i & 1:
            continue
        if code == IBIS:
            blocked += BLOCKED  # a landmark lost for good: one option fewer
            continue
        cost.append((sv.dist[sq] if code == EMPTY else part_dist.get(sv.part[sq], FAR), i))
    supply = PIECE_RATE * look.turns_left
    total, spent = 0.0, 0
    for j in range(min(len(cost), GOAL - bin(pos.visited).count("1"))):
        c, i = min(cost)
        if c >= FAR:
            break
        cost.remove((c, i))
        sq = LANDMARK_SQUARES[i]
        # Landmarks on the same part, or on a part facing this landmark's square, come with it.
        same = sv.part[sq] if cells[sq] != EMPTY else -2
        cost = [
            (0 if _comes_along(sv, LANDMARK_SQUARES[k], same, sq, part_face, cells) else min(d, LANDMARK_GAP[i][k]), k)
            for d, k in cost
        ]
        spent += c
        chance = _likely(supply - spent)
        total += chance * ((0.0 if look.taken >> i & 1 else 1.0) + (values[j] if j < len(values) else 0.0))
    return total - blocked


def _comes_along(sv: Survey, sq: int, same: int, joined_sq: int, part_face: dict[int, int], cells: tuple[int, ...]) -> bool:
    """Whether the landmark on ``sq`` is joined together with the one on ``joined_sq``."""
    if cells[sq] == EMPTY:
        return False
    pid = sv.part[sq]
    return pid == same or bool(part_face.get(pid, 0) >> joined_sq & 1)


def _likely(spare: float) -> float:
    """Chance of affording a plan with ``spare`` pieces to spare (a smooth step)."""
    return 1.0 / (1.0 + math.exp(-spare / SPREAD))


def _next_roll(sv: Survey, per_statue: float) -> float:
    """Statues the best drawing of the next roll would earn at once, on
    average: loops one piece can close (an empty square two ends point into)."""
    total = 0.0
    for masks, odds in PATH_ODDS:
        best = 0
        for entries in sv.facing:
            if len(entries) < 2:
                continue
            for mask in masks:
                seen: list[int] = []
                links = 0
                for bit, pid in entries:
                    if mask & bit:
                        links += 1
                        if pid not in seen:
                            seen.append(pid)
                if links - len(seen) > best:
                    best = links - len(seen)
        total += odds * best
    return NEXT_ROLL * total * per_statue

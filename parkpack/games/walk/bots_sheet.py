"""What a computer player reads off its own path network.

``survey`` labels the connected parts of the paths, finds for every empty
square which parts point into it (a path drawn there could join them), and
measures how many empty squares lie between the centre's network and each
square. ``gain`` then tells, without redrawing the sheet, what one piece drawn
in an empty square would do at once: how many landmarks it joins to the centre
and how many loops it closes (links made minus parts joined, the change in
the cycle rank; docs/rules-walk.md, "One statue per new independent loop").
"""

from __future__ import annotations

from parkpack.engine.frozen import record
from typing import Sequence

from .content import CENTRE, EMPTY, IBIS, LANDMARK_AT, NEIGHBOURS, SQUARES
from .network import LINKS

FAR = 99  # distance of a square no path can reach


@record
class Survey:
    """The network of one sheet.

    part:     square -> connected part id of its path (-1 for no path); the
              centre's part is ``part[CENTRE]``.
    facing:   square -> ((side bit of this square, part id), ...) for every
              path pointing into this empty square.
    dist:     square -> empty squares to fill, this one included, to join it
              to the centre's network (FAR when impossible).
    landmarks: part id -> bit set of landmark indices its squares hold.
    open_ends: ends of the centre's network that face an empty square.
    dead_ends: ends of the centre's network that run into the border or a
              square that does not continue them.
    """

    part: tuple[int, ...]
    facing: tuple[tuple[tuple[int, int], ...], ...]
    dist: tuple[int, ...]
    landmarks: tuple[int, ...]
    open_ends: int
    dead_ends: int


def _parts(cells: tuple[int, ...]) -> tuple[list[int], list[int]]:
    part = [-1] * SQUARES
    landmarks: list[int] = []
    for start in range(SQUARES):
        if part[start] >= 0 or not 0 < cells[start] < IBIS:
            continue
        pid, held = len(landmarks), 0
        part[start] = pid
        todo = [start]
        while todo:
            sq = todo.pop()
            if LANDMARK_AT[sq] >= 0:
                held |= 1 << LANDMARK_AT[sq]
            code = cells[sq]
            for bit, nb, back in LINKS[sq]:
                if code & bit and cells[nb] & back and part[nb] < 0:
                    part[nb] = pid
                    todo.append(nb)
        landmarks.append(held)
    return part, landmarks


def survey(cells: tuple[int, ...]) -> Survey:
    part, landmarks = _parts(cells)
    centre = part[CENTRE]
    facing: list[tuple[tuple[int, int], ...]] = [()] * SQUARES
    dist = [FAR] * SQUARES
    todo: list[int] = []
    open_ends = dead_ends = 0
    for sq in range(SQUARES):
        if cells[sq] != EMPTY:
            continue
        entries = []
        for bit, nb, back in LINKS[sq]:
            if cells[nb] & back and cells[nb] != IBIS:
                pid = part[nb]
                entries.append((bit, pid))
                if pid == centre:
                    open_ends += 1
                    if dist[sq] > 1:
                        dist[sq] = 1
                        todo.append(sq)
        facing[sq] = tuple(entries)
    spread_over_empty(cells, dist, todo)
    for sq in range(SQUARES):
        if part[sq] != centre:
            continue
        code, inside = cells[sq], 0
        for bit, nb, back in LINKS[sq]:
            inside |= bit
            if code & bit and not cells[nb] & back and cells[nb] != EMPTY:
                dead_ends += 1
        dead_ends += bin(code & ~inside & 15).count("1")
    return Survey(tuple(part), tuple(facing), tuple(dist), tuple(landmarks), open_ends, dead_ends)


def gain(sv: Survey, sq: int, mask: int, visited: int) -> tuple[int, int]:
    """(bit set of landmarks newly joined to the centre, loops closed) by drawing the
    path ``mask`` in the empty square ``sq``. ``visited`` is the bit set of
    landmarks already visited."""
    parts = 0
    seen: list[int] = []
    links = 0
    for bit, pid in sv.facing[sq]:
        if mask & bit:
            links += 1
            if pid not in seen:
                seen.append(pid)
    if not links:
        return 0, 0
    loops = links - len(seen)
    centre = sv.part[CENTRE]
    if centre not in seen:
        return 0, loops
    for pid in seen:
        parts |= sv.landmarks[pid]
    lm = LANDMARK_AT[sq]
    if lm >= 0:
        parts |= 1 << lm
    return parts & ~visited, loops


def spread_over_empty(cells: Sequence[int], dist: list[int], todo: list[int]) -> None:
    """Breadth-first: lower ``dist`` of empty squares reachable from ``todo``
    (a queue, extended in place) by one step per square crossed."""
    head = 0
    while head < len(todo):
        sq = todo[head]
        head += 1
        for _, nb in NEIGHBOURS[sq]:
            if cells[nb] == EMPTY and dist[nb] > dist[sq] + 1:
                dist[nb] = dist[sq] + 1
                todo.append(nb)

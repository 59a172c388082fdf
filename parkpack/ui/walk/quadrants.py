"""Where on a square a statue is drawn: inside the loop, not on top of the path.

Each square is split into four corner quarters (NE, SE, SW, NW). A path arm
from the middle to a side separates the two quarters beside that side; the
quarters of neighbouring squares always touch. Quarters that cannot be
reached from outside the grid lie inside a loop. This is display geometry
only: the rules decide which squares may hold a statue.
"""

from __future__ import annotations

from functools import lru_cache

from ...games.walk.content import E, IBIS, N, S, SIZE, SQUARES, W

NE, SE, SW, NW = 0, 1, 2, 3
#: quarter -> (the arm between it and the next quarter clockwise)
_SPLIT = {NE: E, SE: S, SW: W, NW: N}
#: quarter -> ((row step, column step, quarter there), ...) across square sides
_ACROSS = {
    NE: ((0, 1, NW), (-1, 0, SE)),
    SE: ((0, 1, SW), (1, 0, NE)),
    SW: ((0, -1, SE), (1, 0, NW)),
    NW: ((0, -1, NE), (-1, 0, SW)),
}


@lru_cache(maxsize=64)
def inside_quarters(cells: tuple[int, ...]) -> frozenset[tuple[int, int]]:
    """(square, quarter) pairs enclosed by the sheet's paths (cached: every
    sync asks again for sheets that have not changed)."""
    seen: set[tuple[int, int]] = set()
    todo: list[tuple[int, int]] = []
    for sq in range(SQUARES):
        r, c = divmod(sq, SIZE)
        for q, links in _ACROSS.items():
            if any(not (0 <= r + dr < SIZE and 0 <= c + dc < SIZE) for dr, dc, _ in links):
                todo.append((sq, q))  # touches the edge of the grid: outside
    seen.update(todo)
    while todo:
        sq, q = todo.pop()
        for nxt in _neighbours(cells, sq, q):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return frozenset((sq, q) for sq in range(SQUARES) for q in range(4)) - seen


def _neighbours(cells: tuple[int, ...], sq: int, q: int) -> list[tuple[int, int]]:
    code = cells[sq] if cells[sq] != IBIS else 0
    out = []
    if not code & _SPLIT[q]:
        out.append((sq, (q + 1) % 4))
    if not code & _SPLIT[(q + 3) % 4]:
        out.append((sq, (q + 3) % 4))
    r, c = divmod(sq, SIZE)
    for dr, dc, there in _ACROSS[q]:
        rr, cc = r + dr, c + dc
        if 0 <= rr < SIZE and 0 <= cc < SIZE:
            out.append((rr * SIZE + cc, there))
    return out


def statue_spots(cells: tuple[int, ...], square: int, count: int, inside: frozenset[tuple[int, int]]) -> tuple[int, ...]:
    """Quarters for ``count`` statues on ``square``: enclosed quarters first,
    then quarters no path arm touches, then any."""
    code = cells[square] if cells[square] != IBIS else 0
    enclosed = [q for q in (SE, SW, NE, NW) if (square, q) in inside]
    free = [q for q in (SW, SE, NW, NE) if q not in enclosed and not code & (_SPLIT[q] | _SPLIT[(q + 3) % 4])]
    rest = [q for q in (SW, SE, NW, NE) if q not in enclosed and q not in free]
    order = enclosed + free + rest
    return tuple(order[i % 4] for i in range(count))


"""The path network of a sheet: connections, loops and what a loop encloses.

Two neighbouring squares are linked when both paths reach their shared side.
The paths form a plane graph (nodes at square centres, links between
neighbours), so its cycle rank, links - squares + connected parts, is the
number of independent loops and also the number of areas it encloses.

What a loop encloses is found on the 6x6 lattice of square corners: a corner
step along a square side is blocked when a link crosses that side. Corners
that cannot be reached from the grid's border are enclosed; each connected
group of enclosed corners is one enclosed area (docs/rules-walk.md,
"Inside the loop").
"""

from __future__ import annotations

from .content import CENTRE, IBIS, NEIGHBOURS, OPPOSITE, SIZE, SQUARES

_CORNERS = SIZE + 1


def _link_table() -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """square -> ((side bit, neighbour, neighbour's matching bit), ...)"""
    return tuple(tuple((bit, nb, OPPOSITE[bit]) for bit, nb in NEIGHBOURS[sq]) for sq in range(SQUARES))


LINKS = _link_table()


def is_path(code: int) -> bool:
    return 0 < code < IBIS


def linked(cells: tuple[int, ...], sq: int) -> list[int]:
    """Neighbours of ``sq`` whose path meets this square's path."""
    code = cells[sq]
    return [nb for bit, nb, back in LINKS[sq] if code & bit and cells[nb] & back]


def reach(cells: tuple[int, ...], start: int = CENTRE) -> int:
    """Bit set of the squares joined by paths to ``start`` (the centre)."""
    seen = 1 << start
    todo = [start]
    while todo:
        sq = todo.pop()
        code = cells[sq]
        for bit, nb, back in LINKS[sq]:
            if code & bit and cells[nb] & back and not seen >> nb & 1:
                seen |= 1 << nb
                todo.append(nb)
    return seen


def cycle_rank(cells: tuple[int, ...]) -> int:
    """Independent loops: links - path squares + connected parts."""
    nodes = links = parts = 0
    seen = 0
    for sq in range(SQUARES):
        code = cells[sq]
        if not is_path(code):
            continue
        nodes += 1
        for bit, nb, back in LINKS[sq]:
            if bit in (2, 4) and code & bit and cells[nb] & back:  # count each link once (E, S)
                links += 1
        if not seen >> sq & 1:
            parts += 1
            seen |= reach(cells, sq)
    return links - nodes + parts


# --- enclosed areas -------------------------------------------------------
def _corner_steps() -> tuple[tuple[tuple[int, int, int, int, int], ...], ...]:
    """corner -> ((other corner, square a, bit a, square b, bit b), ...): the
    step is blocked when square a's path reaches bit a and b's reaches bit b."""
    out = []
    for y in range(_CORNERS):
        for x in range(_CORNERS):
            steps = []
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                xx, yy = x + dx, y + dy
                if not (0 <= xx < _CORNERS and 0 <= yy < _CORNERS):
                    continue
                other = yy * _CORNERS + xx
                if dy == 0 and 0 < y < SIZE:  # along a horizontal side: squares above and below
                    col = min(x, xx)
                    steps.append((other, (y - 1) * SIZE + col, 4, y * SIZE + col, 1))
                elif dx == 0 and 0 < x < SIZE:  # along a vertical side: squares left and right
                    row = min(y, yy)
                    steps.append((other, row * SIZE + x - 1, 2, row * SIZE + x, 8))
                else:  # on the border of the grid: nothing crosses it
                    steps.append((other, -1, 0, -1, 0))
            out.append(tuple(steps))
    return tuple(out)


_STEPS = _corner_steps()
_BORDER = tuple(
    y * _CORNERS + x for y in range(_CORNERS) for x in range(_CORNERS) if x in (0, SIZE) or y in (0, SIZE)
)
#: square -> its four corners
SQUARE_CORNERS: tuple[tuple[int, ...], ...] = tuple(
    (r * _CORNERS + c, r * _CORNERS + c + 1, (r + 1) * _CORNERS + c, (r + 1) * _CORNERS + c + 1)
    for r in range(SIZE)
    for c in range(SIZE)
)


def _flood(cells: tuple[int, ...], starts: tuple[int, ...], allowed: int) -> int:
    seen = 0
    for s in starts:
        seen |= 1 << s
    todo = list(starts)
    while todo:
        corner = todo.pop()
        for other, a, bit_a, b, bit_b in _STEPS[corner]:
            if seen >> other & 1 or not allowed >> other & 1:
                continue
            if a >= 0 and cells[a] & bit_a and cells[b] & bit_b:
                continue
            seen |= 1 << other
            todo.append(other)
    return seen


_ALL_CORNERS = (1 << (_CORNERS * _CORNERS)) - 1


def areas(cells: tuple[int, ...]) -> tuple[int, ...]:
    """Each enclosed area as a bit set of corners, sorted."""
    outside = _flood(cells, _BORDER, _ALL_CORNERS)
    enclosed = _ALL_CORNERS & ~outside
    found = []
    while enclosed:
        low = (enclosed & -enclosed).bit_length() - 1
        area = _flood(cells, (low,), enclosed)
        found.append(area)
        enclosed &= ~area
    return tuple(sorted(found))


def statue_region(before: tuple[int, ...], after: tuple[int, ...]) -> tuple[int, ...]:
    """The squares offered for the statues of loops closed between ``before``
    and ``after``, all alike (edition 1 of the rules here): see ``_region``
    for the areas new in ``after``."""
    old = set(areas(before))
    new = 0
    for area in areas(after):
        if area not in old:
            new |= area
    return _region(new, after)


def statue_regions(before: tuple[int, ...], after: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """One region per loop closed between ``before`` and ``after``: a statue
    goes inside the loop it is drawn for (Drawing Statues), so a drawing that
    closes two separate loops owes one statue in each. An area enclosed
    before and cut in parts by the new paths gained a loop for each part
    after the first: a part clear of the old area's edge lies inside a new
    loop of its own and takes its statue; the statues of loops that run
    along the old edge (a path across the area) go in any part touching it."""
    old, now = areas(before), areas(after)
    gone = [area for area in old if area not in set(now)]
    fresh = [area for area in now if area not in set(old)]
    regions = []
    for parent in gone:
        parts = [area for area in fresh if area & parent == area]
        inner = [part for part in parts if not _touches_edge(part, parent)]
        edge = 0
        for part in parts:
            if part not in inner:
                edge |= part
        owed = len(parts) - 1
        regions += [_region(part, after) for part in inner[:owed]]
        regions += [_region(edge, after)] * (owed - len(inner[:owed]))
    regions += [_region(area, after) for area in fresh if not any(area & parent == area for parent in gone)]
    return tuple(regions)


def _touches_edge(part: int, parent: int) -> bool:
    """Whether corners of ``part`` lie next to corners outside ``parent``,
    along the paths that bounded ``parent``."""
    corner = 0
    while part >> corner:
        if part >> corner & 1 and any(not parent >> step[0] & 1 for step in _STEPS[corner]):
            return True
        corner += 1
    return False


def _region(new: int, after: tuple[int, ...]) -> tuple[int, ...]:
    """The squares for a statue inside the corners ``new``: empty squares
    lying wholly inside; if there are none, every square that reaches into
    it (the loop's own squares and anything inside it)."""
    inside = [sq for sq in range(SQUARES) if all(new >> c & 1 for c in SQUARE_CORNERS[sq])]
    empty_inside = tuple(sq for sq in inside if after[sq] == 0)
    if empty_inside:
        return empty_inside
    return tuple(sq for sq in range(SQUARES) if any(new >> c & 1 for c in SQUARE_CORNERS[sq]))


def ibis_groups(cells: tuple[int, ...]) -> list[int]:
    """Sizes of the orthogonally connected groups of ibises, largest first."""
    seen = 0
    sizes = []
    for sq in range(SQUARES):
        if cells[sq] != IBIS or seen >> sq & 1:
            continue
        size, todo = 0, [sq]
        seen |= 1 << sq
        while todo:
            cur = todo.pop()
            size += 1
            for _, nb in NEIGHBOURS[cur]:
                if cells[nb] == IBIS and not seen >> nb & 1:
                    seen |= 1 << nb
                    todo.append(nb)
        sizes.append(size)
    return sorted(sizes, reverse=True)

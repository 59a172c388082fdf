"""Park geometry: which cells a park covers, how its tiles link, where a new
tile may go, and how many entrances are joined (rulebook "Placing
Attractions", "Moving Parkies", "Connections", "The Lake Variant").

A park's analysis (``Layout``) is cached on the tuple of placed tiles, and
each layout remembers the placements found for every tile shape, so legal
actions and the bots pay for a park's analysis once. Inside, cells are
numbered ``row * COLS + col`` and the edge on side ``d`` of cell ``i`` is bit
``4 * i + d`` of a path mask; occupancy is a cell bit mask.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from .content import COLS, DIRS, GRASS_MAT, LAKE_MAT, ROWS, TILE, Mat, distinct_rotations, placement_shape, rotated_shape
from .state import Placed

CELLS = ROWS * COLS


def mat_for(lake: bool) -> Mat:
    return LAKE_MAT if lake else GRASS_MAT


def _cell_mask(cells: object) -> int:
    return sum(1 << (r * COLS + c) for r, c in cells)  # type: ignore[attr-defined]


_ENTRANCES = {False: frozenset(GRASS_MAT.entrances), True: frozenset(LAKE_MAT.entrances)}
_LAKE_MASK = {False: _cell_mask(GRASS_MAT.lake), True: _cell_mask(LAKE_MAT.lake)}


@dataclass(frozen=True, slots=True)
class Layout:
    """The analysis of one park."""

    owner: tuple[str, ...]  # ROWS*COLS cells: covering tile id or ""
    path_edges: frozenset[tuple[int, int, int]]  # (row, col, dir) of every path edge
    links: tuple[tuple[str, tuple[str, ...]], ...]  # tile -> tiles joined by a shared path
    entrance_tiles: tuple[str, ...]  # tiles on entrance cells, in entrance order
    reached: frozenset[str]  # tiles joined to an entrance through paths
    joined: int  # most entrances joined to each other (0 or 1 when none are)
    frontier: frozenset[tuple[int, int]]  # empty cells a new tile could join through
    occupied: int = 0  # cell bit mask
    paths: int = 0  # path edge bit mask
    reached_cells: int = 0  # cell bit mask of the reached tiles
    frontier_cells: int = 0  # cell bit mask of the frontier
    lake: bool = False
    # Placements found so far per tile shape (a cache, not part of the value).
    memo: dict[tuple[object, ...], tuple[tuple[int, int, int], ...]] = field(
        default_factory=dict, compare=False, hash=False, repr=False
    )
    link_map: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False, hash=False, repr=False)

    def linked(self, tile: str) -> tuple[str, ...]:
        return self.link_map.get(tile, ())


@lru_cache(maxsize=None)
def _outline_flags(tile_id: str, rot: int) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int, int, bool], ...]]:
    """Cells and every outline edge (dr, dc, dir, is_path) of a turned tile."""
    cells, paths = placement_shape(tile_id, rot)
    cellset = set(cells)
    pathset = set(paths)
    edges = []
    for (r, c) in cells:
        for d, (dr, dc) in enumerate(DIRS):
            if (r + dr, c + dc) not in cellset:
                edges.append((r, c, d, (r, c, d) in pathset))
    return cells, tuple(edges)


def footprint(p: Placed) -> tuple[tuple[int, int], ...]:
    cells, _ = placement_shape(p.tile, p.rot)
    return tuple((p.row + r, p.col + c) for r, c in cells)


# --- analysing a park ---------------------------------------------------

#: Identity cache in front of the value cache: a player's tiles tuple is the
#: same object from state to state until the park changes, so looking it up by
#: ``id`` skips hashing every placed tile. Entries keep their tuple alive, so
#: an id cannot be reused while it is cached.
_BY_ID: dict[tuple[int, bool], tuple[tuple[Placed, ...], Layout]] = {}
_BY_ID_LIMIT = 4096


def layout(tiles: tuple[Placed, ...], lake: bool) -> Layout:
    key = (id(tiles), lake)
    hit = _BY_ID.get(key)
    if hit is not None and hit[0] is tiles:
        return hit[1]
    lay = _layout(tiles, lake)
    if len(_BY_ID) >= _BY_ID_LIMIT:
        _BY_ID.clear()
    _BY_ID[key] = (tiles, lay)
    return lay


@lru_cache(maxsize=1 << 14)
def _layout(tiles: tuple[Placed, ...], lake: bool) -> Layout:
    owner = [""] * CELLS
    occupied = paths = 0
    path_edges: list[tuple[int, int, int]] = []
    for p in tiles:
        cells, edges = placement_shape(p.tile, p.rot)
        for r, c in cells:
            i = (p.row + r) * COLS + p.col + c
            owner[i] = p.tile
            occupied |= 1 << i
        for r, c, d in edges:
            R, C = p.row + r, p.col + c
            path_edges.append((R, C, d))
            paths |= 1 << (4 * (R * COLS + C) + d)
    links: dict[str, set[str]] = {p.tile: set() for p in tiles}
    for (r, c, d) in path_edges:
        i, j, _ = _NEIGHBOUR[r * COLS + c][d]
        if j >= 0 and paths >> (4 * j + (d ^ 2)) & 1 and owner[i] != owner[j]:
            links[owner[i]].add(owner[j])
    by_entrance: list[str] = []
    for (r, c, d) in mat_for(lake).entrances:
        t = owner[r * COLS + c]
        by_entrance.append(t if t and paths >> (4 * (r * COLS + c) + d) & 1 else "")
    comp = _components(links)
    entrance_comps = {comp[e] for e in by_entrance if e}
    reached = frozenset(t for t in links if comp[t] in entrance_comps)
    groups: dict[int, int] = {}
    for t in by_entrance:
        if t:
            groups[comp[t]] = groups.get(comp[t], 0) + 1
    frontier = {(r, c) for r, c, _ in mat_for(lake).entrances if not owner[r * COLS + c]}
    reached_cells = 0
    for i, t in enumerate(owner):
        if t in reached:
            reached_cells |= 1 << i
    for (r, c, d) in path_edges:
        i, j, _ = _NEIGHBOUR[r * COLS + c][d]
        if reached_cells >> i & 1 and j >= 0 and not owner[j]:
            frontier.add(divmod(j, COLS))
    link_map = {t: tuple(sorted(o)) for t, o in sorted(links.items())}
    return Layout(
        frontier=frozenset(frontier),
        owner=tuple(owner),
        path_edges=frozenset(path_edges),
        links=tuple(link_map.items()),
        entrance_tiles=tuple(dict.fromkeys(t for t in by_entrance if t)),
        reached=reached,
        joined=max(groups.values(), default=0),
        occupied=occupied,
        paths=paths,
        reached_cells=reached_cells,
        frontier_cells=_cell_mask(frontier),
        lake=lake,
        link_map=link_map,
    )


def _neighbours() -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """Per cell and direction: (cell, neighbour cell or -1 off the mat,
    bit of the neighbour's facing edge or -1)."""
    out = []
    for i in range(CELLS):
        r, c = divmod(i, COLS)
        row = []
        for d, (dr, dc) in enumerate(DIRS):
            nr, nc = r + dr, c + dc
            if 0 <= nr < ROWS and 0 <= nc < COLS:
                j = nr * COLS + nc
                row.append((i, j, 4 * j + (d ^ 2)))
            else:
                row.append((i, -1, -1))
        out.append(tuple(row))
    return tuple(out)


_NEIGHBOUR = _neighbours()


def _components(links: dict[str, set[str]]) -> dict[str, int]:
    comp: dict[str, int] = {}
    for start in sorted(links):
        if start in comp:
            continue
        label = len(comp)
        stack = [start]
        comp[start] = label
        while stack:
            t = stack.pop()
            for o in links[t]:
                if o not in comp:
                    comp[o] = label
                    stack.append(o)
    return comp


# --- where a tile may go ------------------------------------------------


def _shape_key(tile_id: str) -> tuple[object, ...]:
    """Tiles with the same size, paths and water-ness fit the same spots."""
    t = TILE[tile_id]
    return (t.size, t.paths, t.type == "water")


_SHAPE_KEY = {tid: _shape_key(tid) for tid in TILE}


@lru_cache(maxsize=None)
def _spot_table(tile_id: str, rot: int, row: int, col: int, lake: bool) -> tuple[int, bool, tuple[tuple[int, int, bool, bool], ...]] | None:
    """The checks for a turned tile with its top-left cell at (row, col):
    its cell mask, whether it is kept off the lake, and per outline edge the
    neighbour cell (-1 off the mat), the bit of the neighbour's facing edge,
    whether this edge is a path and whether it is an entrance. None when the
    tile would leave the mat."""
    cells, edges = _outline_flags(tile_id, rot)
    w, h = rotated_shape(TILE[tile_id].size, rot)
    if not (0 <= row <= ROWS - h and 0 <= col <= COLS - w):
        return None
    mask = _cell_mask((row + r, col + c) for r, c in cells)
    checks = []
    for r, c, d, is_path in edges:
        R, C = row + r, col + c
        _, j, bit = _NEIGHBOUR[R * COLS + C][d]
        checks.append((j, bit, is_path, (R, C, d) in _ENTRANCES[lake]))
    return mask, TILE[tile_id].type != "water", tuple(checks)


def _fits(lay: Layout, tile_id: str, rot: int, row: int, col: int, lake: bool) -> bool:
    """Whether a tile turned ``rot`` fits with its top-left cell at (row, col)."""
    spot = _spot_table(tile_id, rot, row, col, lake)
    if spot is None:
        return False
    mask, dry, checks = spot
    if lay.occupied & mask or (dry and _LAKE_MASK[lake] & mask):
        return False  # taken, or only water attractions may stand on the lake
    occupied, paths, reached = lay.occupied, lay.paths, lay.reached_cells
    joined = False
    for j, bit, is_path, entrance in checks:
        if j < 0:
            if entrance:
                if not is_path:
                    return False  # a tile on an entrance must open onto it
                joined = True
            continue  # paths may run off the mat
        if not occupied >> j & 1:
            continue
        if is_path != bool(paths >> bit & 1):
            return False  # a path may never dead-end into a neighbour's side
        if is_path and reached >> j & 1:
            joined = True
    return joined


@lru_cache(maxsize=None)
def _search_table(tile_id: str, rot: int, lake: bool) -> tuple[tuple[int, int, int, bool, int, int], ...]:
    """Every spot of a turned tile that stays on the mat (and off the lake
    unless it is a water tile), in (row, col) order, as bit masks: (row, col,
    cell mask, opens onto an entrance, facing-edge mask of the neighbours,
    the facing edges that must carry a path). Spots with an entrance edge
    that has no path are left out."""
    cells, edges = _outline_flags(tile_id, rot)
    w, h = rotated_shape(TILE[tile_id].size, rot)
    dry = TILE[tile_id].type != "water"
    out = []
    for row in range(ROWS - h + 1):
        for col in range(COLS - w + 1):
            mask = _cell_mask((row + r, col + c) for r, c in cells)
            if dry and mask & _LAKE_MASK[lake]:
                continue
            facing = need = 0
            entrance_ok, opens = True, False
            for r, c, d, is_path in edges:
                R, C = row + r, col + c
                _, j, bit = _NEIGHBOUR[R * COLS + C][d]
                if j >= 0:
                    facing |= 1 << bit
                    need |= is_path << bit
                elif (R, C, d) in _ENTRANCES[lake]:
                    entrance_ok &= is_path
                    opens |= is_path
            if entrance_ok:
                out.append((row, col, mask, opens, facing, need))
    return tuple(out)


def _cell_edges(cells: int) -> int:
    """The edge bit mask of every side of the given cells."""
    out, i = 0, 0
    while cells:
        if cells & 1:
            out |= 0xF << (4 * i)
        cells >>= 1
        i += 1
    return out


def _search(lay: Layout, tile_id: str) -> tuple[tuple[int, int, int], ...]:
    """(row, col, rot) of every legal placement: the same test as ``_fits``
    on bit masks, over the spots that cover a frontier cell (a new tile joins
    the park through an entrance or a reached tile's path)."""
    front, occupied, paths = lay.frontier_cells, lay.occupied, lay.paths
    occupied_edges, reached_edges = _cell_edges(occupied), _cell_edges(lay.reached_cells)
    out = []
    for rot in distinct_rotations(tile_id):
        for row, col, mask, opens, facing, need in _search_table(tile_id, rot, lay.lake):
            if not front & mask or occupied & mask:
                continue
            touching = facing & occupied_edges
            if (paths ^ need) & touching:
                continue  # a path may never dead-end into a neighbour's side
            if opens or paths & need & reached_edges:
                out.append((row, col, rot))
    return tuple(out)


def _spots(lay: Layout, tile_id: str) -> tuple[tuple[int, int, int], ...]:
    """(row, col, rot) of every legal placement, remembered per tile shape."""
    key = _SHAPE_KEY[tile_id]
    found = lay.memo.get(key)
    if found is None:
        found = lay.memo[key] = _search(lay, tile_id)
    return found


def placement_spots(tiles: tuple[Placed, ...], tile_id: str, lake: bool) -> tuple[tuple[int, int, int], ...]:
    """(row, col, rot) of every legal placement of ``tile_id``, in a stable order."""
    return _spots(layout(tiles, lake), tile_id)


def placements(tiles: tuple[Placed, ...], tile_id: str, lake: bool) -> tuple[Placed, ...]:
    """Every legal placement of ``tile_id`` in a park, in a stable order."""
    return tuple(Placed(tile_id, row, col, rot) for row, col, rot in _spots(layout(tiles, lake), tile_id))


def can_place(tiles: tuple[Placed, ...], tile_id: str, lake: bool) -> bool:
    return bool(_spots(layout(tiles, lake), tile_id))


def covers_entrance(p: Placed, lake: bool) -> bool:
    cells = set(footprint(p))
    return any((r, c) in cells for r, c, _ in mat_for(lake).entrances)

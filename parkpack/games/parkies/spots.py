"""Where a tile may go in a park (rulebook "Placing Attractions", "The Lake
Variant"): every legal spot of a tile, found on bit masks over the park's
analysis (``park.Layout``) and remembered per tile shape on that analysis.
"""

from __future__ import annotations

from functools import lru_cache

from .content import COLS, ROWS, TILE, distinct_rotations, rotated_shape
from .park import CELLS, ENTRANCES, LAKE_MASK, NEIGHBOUR, Layout, cell_mask, layout, outline_flags
from .state import Placed


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
    cells, edges = outline_flags(tile_id, rot)
    w, h = rotated_shape(TILE[tile_id].size, rot)
    if not (0 <= row <= ROWS - h and 0 <= col <= COLS - w):
        return None
    mask = cell_mask((row + r, col + c) for r, c in cells)
    checks = []
    for r, c, d, is_path in edges:
        R, C = row + r, col + c
        _, j, bit = NEIGHBOUR[R * COLS + C][d]
        checks.append((j, bit, is_path, (R, C, d) in ENTRANCES[lake]))
    return mask, TILE[tile_id].type != "water", tuple(checks)


def _fits(lay: Layout, tile_id: str, rot: int, row: int, col: int, lake: bool) -> bool:
    """Whether a tile turned ``rot`` fits with its top-left cell at (row, col)."""
    spot = _spot_table(tile_id, rot, row, col, lake)
    if spot is None:
        return False
    mask, dry, checks = spot
    if lay.occupied & mask or (dry and LAKE_MASK[lake] & mask):
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
    cells, edges = outline_flags(tile_id, rot)
    w, h = rotated_shape(TILE[tile_id].size, rot)
    dry = TILE[tile_id].type != "water"
    out = []
    for row in range(ROWS - h + 1):
        for col in range(COLS - w + 1):
            mask = cell_mask((row + r, col + c) for r, c in cells)
            if dry and mask & LAKE_MASK[lake]:
                continue
            facing = need = 0
            entrance_ok, opens = True, False
            for r, c, d, is_path in edges:
                R, C = row + r, col + c
                _, j, bit = NEIGHBOUR[R * COLS + C][d]
                if j >= 0:
                    facing |= 1 << bit
                    need |= is_path << bit
                elif (R, C, d) in ENTRANCES[lake]:
                    entrance_ok &= is_path
                    opens |= is_path
            if entrance_ok:
                out.append((row, col, mask, opens, facing, need))
    return tuple(out)


#: Per tile, the first tile id of its shape: tiles of one shape fit the same
#: spots, so their spot indexes are built once.
_SHAPE_TILE = {tid: min(t for t, key in _SHAPE_KEY.items() if key == _SHAPE_KEY[tid]) for tid in _SHAPE_KEY}

_Spot = tuple[int, int, int, int, bool, int, int]


@lru_cache(maxsize=None)
def _spot_index(tile_id: str, lake: bool) -> tuple[tuple[_Spot, ...], tuple[tuple[int, ...], ...]]:
    """The ``_search_table`` entries of every rotation of a tile, in search
    order, as (row, col, rot, cell mask, opens onto an entrance, facing-edge
    mask, facing edges needing a path); and, to pick entries by the cells
    they cover, per byte of a cell mask and per value of that byte, the bit
    mask of the entries (bit k for entry k) covering any of those cells."""
    spots = tuple(
        (row, col, rot, mask, opens, facing, need)
        for rot in distinct_rotations(tile_id)
        for row, col, mask, opens, facing, need in _search_table(tile_id, rot, lake)
    )
    by_cell = [sum(1 << k for k, spot in enumerate(spots) if spot[3] >> i & 1) for i in range(CELLS)]
    return spots, tuple(_byte_unions(by_cell[b : b + 8]) for b in range(0, CELLS, 8))


def _byte_unions(masks: list[int]) -> tuple[int, ...]:
    """Per byte value: the union of ``masks[i]`` over its set bits i."""
    out = [0] * 256
    for value in range(1, 256):
        low = value & -value
        i = low.bit_length() - 1
        out[value] = out[value ^ low] | (masks[i] if i < len(masks) else 0)
    return tuple(out)


def _free_near(by_byte: tuple[tuple[int, ...], ...], front: int, occupied: int) -> int:
    """The entries of a ``_spot_index`` covering a frontier cell and no
    occupied cell."""
    near = taken = 0
    for table in by_byte:
        near |= table[front & 0xFF]
        taken |= table[occupied & 0xFF]
        front >>= 8
        occupied >>= 8
    return near & ~taken


def _search(lay: Layout, tile_id: str) -> tuple[tuple[int, int, int], ...]:
    """(row, col, rot) of every legal placement: the same test as ``_fits``
    on bit masks, over the free spots that cover a frontier cell (a new tile
    joins the park through an entrance or a reached tile's path)."""
    paths, occupied_edges, reached_edges = lay.paths, lay.occupied_sides, lay.reached_sides
    spots, by_byte = _spot_index(_SHAPE_TILE[tile_id], lay.lake)
    pick = _free_near(by_byte, lay.frontier_cells, lay.occupied)
    out = []
    while pick:
        low = pick & -pick
        pick ^= low
        row, col, rot, _, opens, facing, need = spots[low.bit_length() - 1]
        if (paths ^ need) & facing & occupied_edges:
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

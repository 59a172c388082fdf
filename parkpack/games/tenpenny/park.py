"""A player's property: its boards, trees, icons and tiles, and where a new
tile may go (rulebook "Tile Placement Rules").

The placement test is one mask check (shapes.py for the layout of the bits):
a cell is *free* when it lies on the property, holds no tree and no tile,
and has no tile beside it along a side. A tile fits exactly where all its
cells are free: that keeps it on the property (no overhang), off trees and
tiles (no overlap), and off every cell sharing a side with a tile (no
adjacency), while corners may touch and trees may stand beside it.
"""

from __future__ import annotations

from functools import lru_cache

from parkpack.i18n import _
from .actions import Place, place_of
from .content import (
    EXPANSION_COLS,
    LEFT,
    PROPERTY_COLS,
    ROWS,
    board_layout,
    layout_icons,
    layout_trees,
    TILE_SHAPE,
    tile_shape,
)
from .shapes import GUARD, anchors, offset_table, orientations
from .state import Park, Placed


def stride_of(width: int) -> int:
    return width + GUARD


@lru_cache(maxsize=None)
def region(width: int) -> int:
    """The mask of every cell of a property ``width`` columns wide."""
    stride = stride_of(width)
    row = (1 << width) - 1
    return sum(row << (r * stride) for r in range(ROWS))


def halo(mask: int, stride: int) -> int:
    """The cells of ``mask`` and the cells beside them along a side."""
    return mask | mask << 1 | mask >> 1 | mask << stride | mask >> stride


def board_width(board: str) -> int:
    return PROPERTY_COLS if board.startswith("P") else EXPANSION_COLS


def _bit(park: Park, row: int, col: int) -> int:
    return 1 << (row * stride_of(park.width) + col - park.left)


def tile_mask(park: Park, placed: Placed) -> int:
    offsets, base = offset_table(tile_shape(placed.tile), stride_of(park.width))[placed.orient]
    return base << (placed.row * stride_of(park.width) + placed.col - park.left)


def tile_cells(placed: Placed) -> tuple[tuple[int, int], ...]:
    """(row, column) of every cell a placed tile covers."""
    o = orientations(tile_shape(placed.tile))[placed.orient]
    return tuple((placed.row + r, placed.col + c) for r, c in o.cells)


def _settle(park: Park, filled: int | None = None) -> Park:
    """Recompute the masks after the boards, trees or tiles changed
    (``filled``: the tile mask, when it is known to be unchanged)."""
    stride = stride_of(park.width)
    if filled is None:
        filled = 0
        for p in park.tiles:
            filled |= tile_mask(park, p)
    trees = 0
    for r, c in park.trees:
        trees |= 1 << (r * stride + c - park.left)
    free = region(park.width) & ~(trees | halo(filled, stride))
    return Park(park.boards, park.left, park.width, park.trees, park.icons, park.tiles, filled, free)


def _board_items(board: str, side: str, first_col: int) -> tuple[list[tuple[int, int]], list[tuple[int, int, str]]]:
    layout = board_layout(board, side)
    trees = [(r, c + first_col) for r, c in layout_trees(layout)]
    icons = [(r, c + first_col, kind) for r, c, kind in layout_icons(layout)]
    return trees, icons


def new_park(board: str, side: str) -> Park:
    """A property of one property board, its trees placed (rulebook "Setup")."""
    trees, icons = _board_items(board, side, 0)
    return _settle(Park(((board, side),), 0, PROPERTY_COLS, tuple(sorted(trees)), tuple(sorted(icons)), (), 0, 0))


def expand(park: Park, board: str, side: str, edge: str) -> Park:
    """The property with an expansion board on its far left or far right,
    trees placed on the new board's tree spaces (rulebook "Realtor")."""
    w = board_width(board)
    if edge == LEFT:
        first, left, boards = park.left - w, park.left - w, ((board, side),) + park.boards
    else:
        first, left, boards = park.left + park.width, park.left, park.boards + ((board, side),)
    trees, icons = _board_items(board, side, first)
    return _settle(Park(boards, left, park.width + w, tuple(sorted(park.trees + tuple(trees))),
                        tuple(sorted(park.icons + tuple(icons))), park.tiles, park.filled, 0))


def remove_tree(park: Park, row: int, col: int) -> Park:
    trees = tuple(t for t in park.trees if t != (row, col))
    return _settle(Park(park.boards, park.left, park.width, trees, park.icons, park.tiles, park.filled, park.free),
                   park.filled)


def place(park: Park, placed: Placed) -> tuple[Park, tuple[str, ...]]:
    """The property with a tile added, and the kinds of the icons it covers."""
    stride = stride_of(park.width)
    mask = tile_mask(park, placed)
    covered, kept = [], []
    for icon in park.icons:
        if mask >> (icon[0] * stride + icon[1] - park.left) & 1:
            covered.append(icon[2])
        else:
            kept.append(icon)
    free = park.free & ~halo(mask, stride)
    new = Park(park.boards, park.left, park.width, park.trees, tuple(kept), park.tiles + (placed,),
               park.filled | mask, free)
    return new, tuple(covered)


def covered_icons(park: Park, placed: Placed) -> tuple[str, ...]:
    """The kinds of the uncovered icons a placement would cover."""
    return place(park, placed)[1]


# --- where a tile may go ----------------------------------------------------------------

#: (tile, orientation, stride, left) -> per anchor bit, its Place (built lazily)
_TABLES: dict[tuple[str, int, int, int], list[Place | None]] = {}
_FITS: dict[tuple[int, int, str], bool] = {}


def _table(tile: str, orient: int, stride: int, left: int) -> list[Place | None]:
    key = (tile, orient, stride, left)
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES[key] = [None] * (ROWS * stride)
    return table


def placements(park: Park, tile: str) -> tuple[Place, ...]:
    """Every legal placement of ``tile``, by orientation then cell."""
    stride = stride_of(park.width)
    free, left = park.free, park.left
    out: list[Place] = []
    for orient, (offsets, _) in enumerate(offset_table(tile_shape(tile), stride)):
        m = anchors(free, offsets)
        if not m:
            continue
        table = _table(tile, orient, stride, left)
        while m:
            low = m & -m
            m ^= low
            bit = low.bit_length() - 1
            action = table[bit]
            if action is None:
                row, col = divmod(bit, stride)
                action = table[bit] = place_of(tile, orient, row, col + left)
            out.append(action)
    return tuple(out)


def fits(park: Park, tile: str) -> bool:
    """Whether ``tile`` can be placed anywhere on the property."""
    shape = TILE_SHAPE[tile]
    stride = park.width + GUARD
    key = (park.free, stride, shape)
    known = _FITS.get(key)
    if known is None:
        known = any(anchors(park.free, offsets) for offsets, _ in offset_table(shape, stride))
        if len(_FITS) > 200_000:
            _FITS.clear()
        _FITS[key] = known
    return known


def placement_problem(park: Park, tile: str, orient: int, row: int, col: int) -> str:
    """Why a placement is illegal ("" when it is legal), for refusals and the board."""
    cells = tile_cells(Placed(tile, orient, row, col))
    right = park.left + park.width
    if any(not (0 <= r < ROWS and park.left <= c < right) for r, c in cells):
        return _("the tile would hang over the edge of the property")
    trees = set(park.trees)
    if any(cell in trees for cell in cells):
        return _("the tile would cover a tree")
    stride = stride_of(park.width)
    for r, c in cells:
        bit = 1 << (r * stride + c - park.left)
        if park.filled & bit:
            return _("the tile would overlap another tile")
    for r, c in cells:
        bit = 1 << (r * stride + c - park.left)
        if halo(park.filled, stride) & bit:
            return _("the tile would touch another tile along a side (corners may touch)")
    return ""

"""Tile outlines turned and flipped, and their bit masks on a park.

A tile may be turned to any of four rotations and placed with either side up
(rulebook "Tile Placement Rules"); side b is the mirror image of side a.
Two orientations covering the same cells are the same placement, so only the
first of them (side a before b, rotations 0, 90, 180, 270) is kept.

Masks. A park of ``width`` columns is a bit mask with ``stride = width +
GUARD`` bits per row: cell (row, local column) is bit ``row * stride + col``.
The guard columns are never free, and they are wide enough that no outline
anchored inside the park can wrap round into the next row, so a placement is
legal exactly when every bit under it is free (park.py).
"""

from __future__ import annotations

from functools import lru_cache

from parkpack.engine.frozen import record

from .content import MAX_EXTENT, SHAPES, shape_cells, tile_shape

GUARD = MAX_EXTENT - 1
ROTATIONS: tuple[int, ...] = (0, 90, 180, 270)
Cells = tuple[tuple[int, int], ...]


@record
class Orientation:
    """One distinct way a tile can lie: ``cells`` are (row, col) offsets from
    the top-left corner of its bounding box, which is ``height`` x ``width``."""

    index: int
    side: str
    rot: int
    cells: Cells
    height: int
    width: int

    @property
    def label(self) -> str:
        return f"{self.side}{self.rot}"


def _normal(cells: Cells) -> Cells:
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def _turn(cells: Cells) -> Cells:
    """A quarter turn clockwise."""
    height = max(r for r, _ in cells) + 1
    return _normal(tuple((c, height - 1 - r) for r, c in cells))


def _mirror(cells: Cells) -> Cells:
    width = max(c for _, c in cells) + 1
    return _normal(tuple((r, width - 1 - c) for r, c in cells))


@lru_cache(maxsize=None)
def orientations(shape: str) -> tuple[Orientation, ...]:
    """The distinct orientations of an outline, in notation order."""
    base = _normal(shape_cells(SHAPES[shape]))
    seen: list[Cells] = []
    out: list[Orientation] = []
    for side, start in (("a", base), ("b", _mirror(base))):
        cells = start
        for rot in ROTATIONS:
            if cells not in seen:
                seen.append(cells)
                h = max(r for r, _ in cells) + 1
                w = max(c for _, c in cells) + 1
                out.append(Orientation(len(out), side, rot, cells, h, w))
            cells = _turn(cells)
    return tuple(out)


def tile_orientations(tile: str) -> tuple[Orientation, ...]:
    return orientations(tile_shape(tile))


def all_transforms(shape: str) -> tuple[tuple[str, int, Cells], ...]:
    """All eight (side, rotation, cells), duplicates included (for the board:
    any way the player turns a tile maps to one distinct orientation)."""
    base = _normal(shape_cells(SHAPES[shape]))
    out = []
    for side, start in (("a", base), ("b", _mirror(base))):
        cells = start
        for rot in ROTATIONS:
            out.append((side, rot, cells))
            cells = _turn(cells)
    return tuple(out)


def canonical(tile: str, side: str, rot: int) -> Orientation:
    """The distinct orientation a tile turned ``rot`` with ``side`` up lies in."""
    shape = tile_shape(tile)
    cells = next(c for s, r, c in all_transforms(shape) if s == side and r == rot)
    return next(o for o in orientations(shape) if o.cells == cells)


@lru_cache(maxsize=None)
def offset_table(shape: str, stride: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Per orientation: the bit offsets of its cells from its anchor (the top
    left of its bounding box) and its mask at anchor 0, for rows ``stride`` apart."""
    out = []
    for o in orientations(shape):
        offsets = tuple(r * stride + c for r, c in o.cells)
        out.append((offsets, sum(1 << k for k in offsets)))
    return tuple(out)


def anchors(free: int, offsets: tuple[int, ...]) -> int:
    """The anchors where every cell of the outline falls on a free bit."""
    m = free >> offsets[0]
    for off in offsets[1:]:
        m &= free >> off
    return m

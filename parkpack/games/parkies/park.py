"""Park geometry: which cells a park covers, how its tiles link, where a new
tile may go, and how many entrances are joined (rulebook "Placing
Attractions", "Moving Parkies", "Connections", "The Lake Variant").

Layouts are cached on the tuple of placed tiles, so legal-action generation
and the bots pay for a park's analysis once.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .content import COLS, DIRS, GRASS_MAT, LAKE_MAT, ROWS, TILE, Mat, distinct_rotations, placement_shape, rotated_shape
from .state import Placed


def mat_for(lake: bool) -> Mat:
    return LAKE_MAT if lake else GRASS_MAT


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

    def linked(self, tile: str) -> tuple[str, ...]:
        for t, others in self.links:
            if t == tile:
                return others
        return ()


@lru_cache(maxsize=None)
def _outline_flags(tile_id: str, rot: int) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int, int, bool], ...]]:
    """Cells and every outline edge (dr, dc, dir, is_path) of a turned tile."""
    cells, paths = placement_shape(tile_id, rot)
    w, h = rotated_shape(TILE[tile_id].size, rot)
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


def _entrance_edges(mat: Mat) -> dict[tuple[int, int, int], int]:
    return {e: i for i, e in enumerate(mat.entrances)}


_ENTRANCES = {False: _entrance_edges(GRASS_MAT), True: _entrance_edges(LAKE_MAT)}
_LAKE = {False: frozenset(GRASS_MAT.lake), True: frozenset(LAKE_MAT.lake)}


@lru_cache(maxsize=1 << 14)
def layout(tiles: tuple[Placed, ...], lake: bool) -> Layout:
    owner = [""] * (ROWS * COLS)
    path_edges: set[tuple[int, int, int]] = set()
    for p in tiles:
        cells, paths = placement_shape(p.tile, p.rot)
        for r, c in cells:
            owner[(p.row + r) * COLS + p.col + c] = p.tile
        for r, c, d in paths:
            path_edges.add((p.row + r, p.col + c, d))
    links: dict[str, set[str]] = {p.tile: set() for p in tiles}
    for (r, c, d) in path_edges:
        dr, dc = DIRS[d]
        nr, nc = r + dr, c + dc
        if 0 <= nr < ROWS and 0 <= nc < COLS and (nr, nc, d ^ 2) in path_edges:
            a, b = owner[r * COLS + c], owner[nr * COLS + nc]
            if a != b:
                links[a].add(b)
    entrances = _ENTRANCES[lake]
    by_entrance: list[str] = []
    for (r, c, d) in entrances:
        t = owner[r * COLS + c]
        by_entrance.append(t if t and (r, c, d) in path_edges else "")
    comp = _components(links)
    reached = frozenset(t for t in links if comp[t] in {comp[e] for e in by_entrance if e})
    groups: dict[int, int] = {}
    for t in by_entrance:
        if t:
            groups[comp[t]] = groups.get(comp[t], 0) + 1
    frontier = {(r, c) for r, c, _ in entrances if not owner[r * COLS + c]}
    for (r, c, d) in path_edges:
        dr, dc = DIRS[d]
        nr, nc = r + dr, c + dc
        if owner[r * COLS + c] in reached and 0 <= nr < ROWS and 0 <= nc < COLS and not owner[nr * COLS + nc]:
            frontier.add((nr, nc))
    return Layout(
        frontier=frozenset(frontier),
        owner=tuple(owner),
        path_edges=frozenset(path_edges),
        links=tuple(sorted((t, tuple(sorted(o))) for t, o in links.items())),
        entrance_tiles=tuple(dict.fromkeys(t for t in by_entrance if t)),
        reached=reached,
        joined=max(groups.values(), default=0),
    )


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


def _fits(lay: Layout, tile_id: str, rot: int, row: int, col: int, lake: bool) -> bool:
    """Whether a tile turned ``rot`` fits with its top-left cell at (row, col)."""
    cells, edges = _outline_flags(tile_id, rot)
    lake_cells = _LAKE[lake]
    water = TILE[tile_id].type == "water"
    for r, c in cells:
        R, C = row + r, col + c
        if not (0 <= R < ROWS and 0 <= C < COLS) or lay.owner[R * COLS + C]:
            return False
        if not water and (R, C) in lake_cells:
            return False  # only water attractions may stand on the lake
    entrances = _ENTRANCES[lake]
    joined = False
    for r, c, d, is_path in edges:
        R, C = row + r, col + c
        dr, dc = DIRS[d]
        nr, nc = R + dr, C + dc
        if not (0 <= nr < ROWS and 0 <= nc < COLS):
            if (R, C, d) in entrances:
                if not is_path:
                    return False  # a tile on an entrance must open onto it
                joined = True
            continue  # paths may run off the mat
        other = lay.owner[nr * COLS + nc]
        if not other:
            continue
        if is_path != ((nr, nc, d ^ 2) in lay.path_edges):
            return False  # a path may never dead-end into a neighbour's side
        if is_path and other in lay.reached:
            joined = True
    return joined


@lru_cache(maxsize=1 << 15)
def placements(tiles: tuple[Placed, ...], tile_id: str, lake: bool) -> tuple[Placed, ...]:
    """Every legal placement of ``tile_id`` in a park, in a stable order."""
    lay = layout(tiles, lake)
    out = []
    for rot in distinct_rotations(tile_id):
        for row, col in _anchors(lay, tile_id, rot):
            if _fits(lay, tile_id, rot, row, col, lake):
                out.append(Placed(tile_id, row, col, rot))
    return tuple(out)


def _anchors(lay: Layout, tile_id: str, rot: int) -> list[tuple[int, int]]:
    """Top-left cells worth testing: a new tile must cover a frontier cell,
    since it joins the park through an entrance or a reached tile's path."""
    cells, _ = placement_shape(tile_id, rot)
    w, h = rotated_shape(TILE[tile_id].size, rot)
    found = {(fr - r, fc - c) for fr, fc in lay.frontier for r, c in cells}
    return sorted((r, c) for r, c in found if 0 <= r <= ROWS - h and 0 <= c <= COLS - w)


@lru_cache(maxsize=1 << 15)
def can_place(tiles: tuple[Placed, ...], tile_id: str, lake: bool) -> bool:
    lay = layout(tiles, lake)
    return any(
        _fits(lay, tile_id, rot, row, col, lake)
        for rot in distinct_rotations(tile_id)
        for row, col in _anchors(lay, tile_id, rot)
    )


def covers_entrance(p: Placed, lake: bool) -> bool:
    cells = set(footprint(p))
    return any((r, c) in cells for r, c, _ in mat_for(lake).entrances)

"""Park geometry: which cells a park covers, how its tiles link and how many
entrances are joined (rulebook "Placing Attractions", "Moving Parkies",
"Connections", "The Lake Variant"). Where a new tile may go is in spots.py.

A park's analysis (``Layout``) is cached on the tuple of placed tiles, and
each layout remembers the placements found for every tile shape (spots.py),
so legal actions and the bots pay for a park's analysis once. Placing a tile makes a
new tuple ``old + (placed,)``, whose analysis grows from the cached one of
``old``; other parks (after a demolition) are analysed from their tiles.
Inside, cells are numbered ``row * COLS + col`` and the edge on side ``d`` of
cell ``i`` is bit ``4 * i + d`` of a path mask; occupancy is a cell bit mask.
"""

from __future__ import annotations

from parkpack.engine.frozen import record
from parkpack.engine.memo import by_identity
from dataclasses import field
from functools import lru_cache
from typing import NamedTuple


from .content import COLS, DIRS, GRASS_MAT, LAKE_MAT, ROWS, Mat, placement_shape
from .state import Placed

CELLS = ROWS * COLS


def mat_for(lake: bool) -> Mat:
    return LAKE_MAT if lake else GRASS_MAT


def cell_mask(cells: object) -> int:
    return sum(1 << (r * COLS + c) for r, c in cells)  # type: ignore[attr-defined]


ENTRANCES = {False: frozenset(GRASS_MAT.entrances), True: frozenset(LAKE_MAT.entrances)}
LAKE_MASK = {False: cell_mask(GRASS_MAT.lake), True: cell_mask(LAKE_MAT.lake)}


# --- the grid as bits ---------------------------------------------------


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


NEIGHBOUR = _neighbours()
#: Per cell: (bit of an edge, the cell across it) for each side facing a cell.
_PATH_EXITS = tuple(tuple((4 * i + d, j) for d, (_, j, _) in enumerate(NEIGHBOUR[i]) if j >= 0) for i in range(CELLS))


def _byte_edges(cells: int) -> int:
    """The edge bit mask of every side of the cells of an 8-cell mask."""
    return sum(0xF << (4 * i) for i in range(8) if cells >> i & 1)


_BYTE_EDGES = tuple(_byte_edges(cells) for cells in range(256))


def _cell_edges(cells: int) -> int:
    """The edge bit mask of every side of the given cells."""
    out = shift = 0
    while cells:
        out |= _BYTE_EDGES[cells & 0xFF] << shift
        cells >>= 8
        shift += 32
    return out


#: Per mat side and entrance: (its cell, bit of its entrance edge).
_ENTRANCE_PROBES = {
    lake: tuple((r * COLS + c, 4 * (r * COLS + c) + d) for r, c, d in mat_for(lake).entrances) for lake in (False, True)
}
_ENTRANCE_CELLS = {lake: cell_mask((r, c) for r, c, _ in mat_for(lake).entrances) for lake in (False, True)}


@lru_cache(maxsize=None)
def _cell_set(cells: int) -> frozenset[tuple[int, int]]:
    """The (row, col) of every cell in a cell mask."""
    return frozenset(divmod(i, COLS) for i in range(CELLS) if cells >> i & 1)


# --- analysing a park ---------------------------------------------------


@record
class Layout:
    """The analysis of one park."""

    owner: tuple[str, ...]  # ROWS*COLS cells: covering tile id or ""
    path_edges: frozenset[tuple[int, int, int]]  # (row, col, dir) of every path edge
    links: tuple[tuple[str, tuple[str, ...]], ...]  # tile -> tiles joined by a shared path
    entrance_tiles: tuple[str, ...]  # tiles on entrance cells, in entrance order
    reached: frozenset[str]  # tiles joined to an entrance through paths
    joined: int  # most entrances joined to each other (0 or 1 when none are)
    frontier: frozenset[tuple[int, int]]  # empty cells a new tile could join through
    occupied: int  # cell bit mask
    paths: int  # path edge bit mask
    reached_cells: int  # cell bit mask of the reached tiles
    frontier_cells: int  # cell bit mask of the frontier
    lake: bool
    # Placements found so far per tile shape (a cache, not part of the value).
    memo: dict[tuple[object, ...], tuple[tuple[int, int, int], ...]] = field(compare=False, hash=False, repr=False)
    link_map: dict[str, tuple[str, ...]] = field(compare=False, hash=False, repr=False)  # links as a dict, in any order
    # Per entrance, the tile opening onto it or "" (entrance_tiles before
    # dropping blanks and repeats).
    by_entrance: tuple[str, ...] = field(compare=False, hash=False, repr=False)
    # Edge bit masks of every side of the occupied and of the reached cells.
    occupied_sides: int = field(compare=False, hash=False, repr=False)
    reached_sides: int = field(compare=False, hash=False, repr=False)
    # Whether the tiles lie on the mat without overlapping and with distinct
    # ids (every park a game builds): the analysis of such a park one tile
    # larger can start from this one.
    tidy: bool = field(compare=False, hash=False, repr=False)

    def linked(self, tile: str) -> tuple[str, ...]:
        return self.link_map.get(tile, ())


@lru_cache(maxsize=None)
def outline_flags(tile_id: str, rot: int) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int, int, bool], ...]]:
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


class _Piece(NamedTuple):
    """A turned tile at one spot on the mat, as the integers a park's analysis uses."""

    tile: str
    cells: tuple[int, ...]  # cell indices
    mask: int  # cell bit mask
    paths: int  # path edge bit mask
    edges: frozenset[tuple[int, int, int]]  # (row, col, dir) of its path edges
    probes: tuple[tuple[int, int], ...]  # per path edge on the mat: (neighbour cell, bit of its facing edge)
    out: int  # cell mask of the neighbours its paths lead to
    sides: int  # edge bit mask of every side of its cells


@lru_cache(maxsize=None)
def _piece(tile_id: str, rot: int, row: int, col: int) -> _Piece | None:
    """A tile turned ``rot`` with its top-left cell at (row, col); None when
    part of it would leave the mat."""
    cells, edges = placement_shape(tile_id, rot)
    if not all(0 <= row + r < ROWS and 0 <= col + c < COLS for r, c in cells):
        return None
    indices = tuple((row + r) * COLS + col + c for r, c in cells)
    paths, probes, out = 0, [], 0
    for r, c, d in edges:
        _, j, bit = NEIGHBOUR[(row + r) * COLS + col + c][d]
        paths |= 1 << (4 * ((row + r) * COLS + col + c) + d)
        if j >= 0:
            probes.append((j, bit))
            out |= 1 << j
    placed_edges = frozenset((row + r, col + c, d) for r, c, d in edges)
    mask = sum(1 << i for i in indices)
    return _Piece(tile_id, indices, mask, paths, placed_edges, tuple(probes), out, _cell_edges(mask))


#: The value cache behind ``layout``'s identity cache (engine/memo.py), where a
#: park's analysis also finds that of the park it grew from (the same tiles
#: less the last). It stays small: every entry is a tree of objects that each
#: full garbage collection walks, and a larger table made random games 6 %
#: slower without making computer players faster.
_BY_VALUE: dict[tuple[tuple[Placed, ...], bool], Layout] = {}
_BY_VALUE_LIMIT = 4096


@by_identity
def layout(tiles: tuple[Placed, ...], lake: bool) -> Layout:
    """The analysis of a park (the same object for the same tiles tuple)."""
    key = (tiles, lake)
    lay = _BY_VALUE.get(key)
    if lay is None:
        lay = _analyse(tiles, lake)
        if len(_BY_VALUE) >= _BY_VALUE_LIMIT:
            _BY_VALUE.clear()
        _BY_VALUE[key] = lay
    return lay


def _analyse(tiles: tuple[Placed, ...], lake: bool) -> Layout:
    """A park's analysis: grown from the park before its last tile when that
    one is known (a placement), else worked out afresh (a demolition)."""
    if tiles:
        base = _BY_VALUE.get((tiles[:-1], lake))
        if base is not None and base.tidy:
            last = tiles[-1]
            piece = _piece(last.tile, last.rot, last.row, last.col)
            if piece is not None and not base.occupied & piece.mask and last.tile not in base.link_map:
                return _extend(base, piece, lake)
    return _analyse_fresh(tiles, lake)


def _analyse_fresh(tiles: tuple[Placed, ...], lake: bool) -> Layout:
    """The analysis of a park from its tiles alone, on bit masks."""
    pieces: dict[str, _Piece] = {}
    owner = [""] * CELLS
    occupied = paths = 0
    for p in tiles:
        piece = _piece(p.tile, p.rot, p.row, p.col)
        if piece is None or occupied & piece.mask or p.tile in pieces:
            return _analyse_any(tiles, lake)  # not a park a game builds
        pieces[p.tile] = piece
        for i in piece.cells:
            owner[i] = p.tile
        occupied |= piece.mask
        paths |= piece.paths
    # A path edge facing a neighbour's path joins two different tiles: edges
    # face out of their tile, and a path bit marks a covered cell.
    link_map = {
        t: tuple(sorted({owner[j] for j, bit in pieces[t].probes if paths >> bit & 1})) for t in sorted(pieces)
    }
    by_entrance = _by_entrance(owner, paths, lake)
    reached, joined = _entrance_groups(link_map, by_entrance)
    reached_cells = out = 0
    for t in reached:
        reached_cells |= pieces[t].mask
        out |= pieces[t].out
    frontier_cells = (_ENTRANCE_CELLS[lake] | out) & ~occupied
    return Layout(
        tuple(owner),
        frozenset().union(*(pc.edges for pc in pieces.values())),
        tuple(link_map.items()),
        _entrance_tiles(by_entrance),
        reached,
        joined,
        _cell_set(frontier_cells),
        occupied,
        paths,
        reached_cells,
        frontier_cells,
        lake,
        {},
        link_map,
        by_entrance,
        _cell_edges(occupied),
        _cell_edges(reached_cells),
        True,
    )


def _extend(base: Layout, piece: _Piece, lake: bool) -> Layout:
    """The analysis of ``base``'s park with ``piece`` added on empty cells
    under a new tile id. Links among the old tiles stay; the new tile merges
    the groups it links to into one, and entrances and reach only grow."""
    tile = piece.tile
    owner = list(base.owner)
    for i in piece.cells:
        owner[i] = tile
    occupied = base.occupied | piece.mask
    paths = base.paths | piece.paths
    link_map = _add_links(base.link_map, tile, {owner[j] for j, bit in piece.probes if paths >> bit & 1})
    by_entrance, entrance_tiles = base.by_entrance, base.entrance_tiles
    if piece.mask & _ENTRANCE_CELLS[lake]:
        by_entrance = _by_entrance(owner, paths, lake)
        entrance_tiles = _entrance_tiles(by_entrance)
    # Groups of linked tiles only merge: the new tile's group takes in those
    # it links to, with their entrances; every other group stays as it was.
    group = _component_of(tile, link_map) if link_map[tile] else {tile}
    entrances = sum(1 for t in by_entrance if t in group)
    reached, reached_cells, reached_sides, out = base.reached, base.reached_cells, base.reached_sides, 0
    if entrances:
        newly = group - reached
        if newly == {tile}:
            reached_cells, reached_sides, out = reached_cells | piece.mask, reached_sides | piece.sides, piece.out
        else:
            cells, out = _reach_of(owner, newly, paths)
            reached_cells |= cells
            reached_sides = _cell_edges(reached_cells)
        reached = reached | group
    # Reach only grows, so the old frontier stays but for the cells now covered.
    frontier_cells = (base.frontier_cells | out) & ~occupied
    return Layout(
        tuple(owner),
        base.path_edges | piece.edges,
        tuple(sorted(link_map.items())),
        entrance_tiles,
        reached,
        max(base.joined, entrances),
        _cell_set(frontier_cells),
        occupied,
        paths,
        reached_cells,
        frontier_cells,
        lake,
        {},
        link_map,
        by_entrance,
        base.occupied_sides | piece.sides,
        reached_sides,
        True,
    )


def _add_links(old: dict[str, tuple[str, ...]], tile: str, joins: set[str]) -> dict[str, tuple[str, ...]]:
    """``old`` links with ``tile`` joined to each of ``joins``."""
    link_map = old.copy()
    link_map[tile] = tuple(sorted(joins))
    for o in joins:
        link_map[o] = tuple(sorted((*old[o], tile)))
    return link_map


def _entrance_groups(link_map: dict[str, tuple[str, ...]], by_entrance: tuple[str, ...]) -> tuple[frozenset[str], int]:
    """The tiles joined to an entrance, and the most entrances one group of
    linked tiles opens onto (0 when no tile opens onto one)."""
    reached: set[str] = set()
    joined = 0
    for e in by_entrance:
        if e and e not in reached:
            group = _component_of(e, link_map)
            reached |= group
            joined = max(joined, sum(1 for t in by_entrance if t in group))
    return frozenset(reached), joined


def _component_of(start: str, link_map: dict[str, tuple[str, ...]]) -> set[str]:
    """Every tile joined to ``start`` through links."""
    seen = {start}
    stack = [start]
    while stack:
        for o in link_map[stack.pop()]:
            if o not in seen:
                seen.add(o)
                stack.append(o)
    return seen


def _reach_of(owner: list[str], tiles: set[str], paths: int) -> tuple[int, int]:
    """The cell mask of some tiles of a tidy park, and the mask of the cells
    their paths lead to."""
    cells = out = 0
    for i, t in enumerate(owner):
        if t in tiles:
            cells |= 1 << i
            for bit, j in _PATH_EXITS[i]:
                if paths >> bit & 1:
                    out |= 1 << j
    return cells, out


def _by_entrance(owner: list[str], paths: int, lake: bool) -> tuple[str, ...]:
    """Per entrance: the tile on its cell when that tile's path opens onto it, else ""."""
    return tuple([owner[i] if paths >> bit & 1 else "" for i, bit in _ENTRANCE_PROBES[lake]])


def _entrance_tiles(by_entrance: tuple[str, ...]) -> tuple[str, ...]:
    """The tiles opening onto an entrance, each once, in entrance order."""
    return tuple(dict.fromkeys(t for t in by_entrance if t))


def _analyse_any(tiles: tuple[Placed, ...], lake: bool) -> Layout:
    """The analysis of any tuple of tiles, cell by cell and edge by edge.
    Overlapping tiles, a tile twice or one off the mat come here (games
    never build such parks)."""
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
        i, j, _ = NEIGHBOUR[r * COLS + c][d]
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
        i, j, _ = NEIGHBOUR[r * COLS + c][d]
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
        frontier_cells=cell_mask(frontier),
        lake=lake,
        memo={},
        link_map=link_map,
        by_entrance=tuple(by_entrance),
        occupied_sides=_cell_edges(occupied),
        reached_sides=_cell_edges(reached_cells),
        tidy=False,
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


def covers_entrance(p: Placed, lake: bool) -> bool:
    piece = _piece(p.tile, p.rot, p.row, p.col)
    if piece is not None:
        return bool(piece.mask & _ENTRANCE_CELLS[lake])
    cells = set(footprint(p))
    return any((r, c) in cells for r, c, _ in mat_for(lake).entrances)

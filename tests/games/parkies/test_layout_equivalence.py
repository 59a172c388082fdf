"""A park's analysis equals a straightforward from-scratch computation.

``park.layout`` grows a park's analysis from the park before its last tile
and works the rest out on bit masks; ``reference`` below recomputes every
field the plain way (cell by cell, edge by edge), for parks built by random
legal placements and demolitions on both mats, for parks of arbitrary
non-overlapping tiles, and for odd tuples of tiles (overlapping, duplicated,
off the mat). The placement search and its helpers are checked the same way.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any

import pytest

from parkpack.games.parkies import park
from parkpack.games.parkies.content import COLS, DIRS, ROWS, TILE, distinct_rotations, placement_shape, rotated_shape
from parkpack.games.parkies.park import Layout, covers_entrance, footprint, layout, mat_for
from parkpack.games.parkies.spots import _fits, can_place, placement_spots, placements
from parkpack.games.parkies.state import Placed

TILE_IDS = tuple(sorted(TILE))


def reference(tiles: tuple[Placed, ...], lake: bool) -> dict[str, Any]:
    """Every field of a park's analysis, computed from the tiles alone."""
    owner = [""] * (ROWS * COLS)
    path_edges: list[tuple[int, int, int]] = []
    for p in tiles:
        cells, edges = placement_shape(p.tile, p.rot)
        for r, c in cells:
            owner[(p.row + r) * COLS + p.col + c] = p.tile
        path_edges += [(p.row + r, p.col + c, d) for r, c, d in edges]
    # The edges by the cell number they mark: a tile hanging off the right
    # edge marks cells of the next row, as cell numbers run on.
    marked = {(*divmod(r * COLS + c, COLS), d) for r, c, d in path_edges}

    def across(r: int, c: int, d: int) -> tuple[int, int] | None:
        nr, nc = r + DIRS[d][0], c + DIRS[d][1]
        return (nr, nc) if 0 <= nr < ROWS and 0 <= nc < COLS else None

    links: dict[str, set[str]] = {p.tile: set() for p in tiles}
    for r, c, d in marked:
        n = across(r, c, d)
        here = owner[r * COLS + c]
        if n and (n[0], n[1], d ^ 2) in marked and owner[n[0] * COLS + n[1]] != here:
            links[here].add(owner[n[0] * COLS + n[1]])
    groups: list[set[str]] = []
    for t in sorted(links):
        if not any(t in g for g in groups):
            group, todo = {t}, [t]
            while todo:
                for o in links[todo.pop()]:
                    if o not in group:
                        group.add(o)
                        todo.append(o)
            groups.append(group)
    entrances = mat_for(lake).entrances
    at_entrance = [owner[r * COLS + c] for r, c, _ in entrances]
    by_entrance = [t if t and (r, c, d) in marked else "" for t, (r, c, d) in zip(at_entrance, entrances)]
    reached = {t for g in groups if any(e in g for e in by_entrance) for t in g}
    frontier = {(r, c) for r, c, _ in entrances if not owner[r * COLS + c]}
    for r, c, d in marked:
        n = across(r, c, d)
        if owner[r * COLS + c] in reached and n and not owner[n[0] * COLS + n[1]]:
            frontier.add(n)
    cell_bits = lambda cells: sum(1 << (r * COLS + c) for r, c in cells)  # noqa: E731
    link_map = {t: tuple(sorted(o)) for t, o in sorted(links.items())}
    return {
        "owner": tuple(owner),
        "path_edges": frozenset(path_edges),
        "links": tuple(link_map.items()),
        "entrance_tiles": tuple(dict.fromkeys(t for t in by_entrance if t)),
        "reached": frozenset(reached),
        "joined": max((sum(e in g for e in by_entrance) for g in groups), default=0),
        "frontier": frozenset(frontier),
        "occupied": cell_bits({divmod(i, COLS) for i, t in enumerate(owner) if t}),
        "paths": sum(1 << (4 * (r * COLS + c) + d) for r, c, d in marked),
        "reached_cells": cell_bits({divmod(i, COLS) for i, t in enumerate(owner) if t in reached}),
        "frontier_cells": cell_bits(frontier),
        "lake": lake,
        "link_map": link_map,
        "linked": {t: link_map[t] for t in links},
    }


def fields(lay: Layout) -> dict[str, Any]:
    return {
        "owner": lay.owner,
        "path_edges": lay.path_edges,
        "links": lay.links,
        "entrance_tiles": lay.entrance_tiles,
        "reached": lay.reached,
        "joined": lay.joined,
        "frontier": lay.frontier,
        "occupied": lay.occupied,
        "paths": lay.paths,
        "reached_cells": lay.reached_cells,
        "frontier_cells": lay.frontier_cells,
        "lake": lay.lake,
        "link_map": lay.link_map,
        "linked": {t: lay.linked(t) for t, _ in lay.links},
    }


def brute_force(lay: Layout, tile_id: str, lake: bool) -> tuple[tuple[int, int, int], ...]:
    """Every spot where ``_fits`` takes the tile, in the search's order."""
    out = []
    for rot in distinct_rotations(tile_id):
        w, h = rotated_shape(TILE[tile_id].size, rot)
        for row, col in itertools.product(range(ROWS - h + 1), range(COLS - w + 1)):
            if _fits(lay, tile_id, rot, row, col, lake):
                out.append((row, col, rot))
    return tuple(out)


def check(tiles: tuple[Placed, ...], lake: bool) -> Layout:
    lay = layout(tiles, lake)
    assert fields(lay) == reference(tiles, lake), tiles
    # The edge masks the placement search reads.
    sides = (park._cell_edges(lay.occupied), park._cell_edges(lay.reached_cells))
    assert (lay.occupied_sides, lay.reached_sides) == sides
    return lay


def test_a_layouts_value_is_made_of_the_fields_checked_here() -> None:
    compared = {f.name for f in dataclasses.fields(Layout) if f.compare}
    assert compared == set(reference((), False)) - {"link_map", "linked"}


@pytest.fixture()
def counted(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Fresh caches, and how often each way of analysing a park ran."""
    park.layout.clear()
    monkeypatch.setattr(park, "_BY_VALUE", {})
    calls = {"_extend": 0, "_analyse_fresh": 0, "_analyse_any": 0}
    for name in calls:
        real = getattr(park, name)

        def wrapper(*args: Any, _real: Any = real, _name: str = name) -> Layout:
            calls[_name] += 1
            return _real(*args)

        monkeypatch.setattr(park, name, wrapper)
    return calls


def test_parks_grown_and_demolished_at_random_match_the_reference(counted: dict[str, int]) -> None:
    for seed in range(40):
        rng = random.Random(seed)
        for lake in (False, True):
            tiles: tuple[Placed, ...] = ()
            check(tiles, lake)
            for _ in range(40):
                if tiles and rng.random() < 0.25:
                    gone = rng.choice(tiles).tile  # a demolition takes a tile from anywhere
                    tiles = tuple(p for p in tiles if p.tile != gone)
                else:
                    unused = [t for t in TILE_IDS if t not in {p.tile for p in tiles}]
                    tile_id = rng.choice(unused)
                    spots = placements(tiles, tile_id, lake)
                    if not spots:
                        continue
                    tiles = tiles + (rng.choice(spots),)
                lay = check(tiles, lake)
                for tile_id in rng.sample(TILE_IDS, 6):
                    assert placement_spots(tiles, tile_id, lake) == brute_force(lay, tile_id, lake)
                    assert can_place(tiles, tile_id, lake) == bool(brute_force(lay, tile_id, lake))
    assert counted["_extend"] > 1000 and counted["_analyse_fresh"] > 200
    assert counted["_analyse_any"] == 0


def test_parks_of_arbitrary_tiles_match_the_reference(counted: dict[str, int]) -> None:
    """Tiles anywhere on the mat without overlapping: unlinked, dead-ended,
    several groups that a later tile merges."""
    for seed in range(300):
        rng = random.Random(seed)
        lake = rng.random() < 0.5
        tiles: tuple[Placed, ...] = ()
        covered: set[tuple[int, int]] = set()
        for tile_id in rng.sample(TILE_IDS, 20):
            rot = rng.choice((0, 90, 180, 270))
            w, h = rotated_shape(TILE[tile_id].size, rot)
            p = Placed(tile_id, rng.randrange(ROWS - h + 1), rng.randrange(COLS - w + 1), rot)
            if covered & set(footprint(p)):
                continue
            covered |= set(footprint(p))
            tiles = tiles + (p,)
            check(tiles, lake)
        park._BY_VALUE.clear()
        park.layout.clear()
        check(tiles, lake)  # the whole park at once
    assert counted["_extend"] > 1000 and counted["_analyse_any"] == 0


def test_odd_tuples_of_tiles_match_the_reference(counted: dict[str, int]) -> None:
    """Overlapping tiles, a tile twice, tiles hanging off the right edge:
    never built by a game, analysed as before all the same."""
    base = (Placed("S-01", 0, 1, 0), Placed("S-19", 0, 2, 270))
    odd = [
        base + (Placed("M-01", 0, 2, 0),),  # overlaps the Scrambler
        base + (Placed("S-19", 1, 2, 0),),  # the Scrambler again
        base + (Placed("M-01", 1, 3, 0),),  # its second cell runs on to the next row
        (Placed("L-01", 0, 0, 0), Placed("S-02", 1, 1, 0), Placed("S-05", 2, 1, 90)),
    ]
    for tiles in odd:
        for lake in (False, True):
            check(tiles[:-1], lake)
            check(tiles, lake)
            check(tiles + (Placed("S-07", 3, 0, 0),), lake)
    checked = 0
    for seed in range(300):
        rng = random.Random(seed)
        tiles: tuple[Placed, ...] = ()
        for _ in range(8):
            tile_id = rng.choice(tiles).tile if tiles and rng.random() < 0.1 else rng.choice(TILE_IDS)
            rot = rng.choice((0, 90, 180, 270))
            w, h = rotated_shape(TILE[tile_id].size, rot)
            tiles = tiles + (Placed(tile_id, rng.randrange(ROWS - h + 1), rng.randrange(COLS - w + 2), rot),)
            try:
                expected = reference(tiles, seed % 2 == 1)
            except IndexError:  # a cell numbered past the last one
                with pytest.raises(IndexError):
                    layout(tiles, seed % 2 == 1)
                break
            assert fields(layout(tiles, seed % 2 == 1)) == expected, tiles
            checked += 1
    assert checked > 1000 and counted["_analyse_any"] > 500


def test_placement_helpers_match_the_plain_definitions() -> None:
    for tile_id in TILE_IDS:
        for rot, row, col in itertools.product((0, 90, 180, 270), range(-1, ROWS + 1), range(-1, COLS + 1)):
            p = Placed(tile_id, row, col, rot)
            for lake in (False, True):
                cells = set(footprint(p))
                assert covers_entrance(p, lake) == any((r, c) in cells for r, c, _ in mat_for(lake).entrances)


def test_a_tile_below_the_mat_fails_as_the_reference_does() -> None:
    tiles = (Placed("S-01", 0, 1, 0), Placed("S-02", ROWS, 0, 0))
    with pytest.raises(IndexError):
        reference(tiles, False)
    with pytest.raises(IndexError):
        layout(tiles, False)

"""How the Parkies computer players value a park (used by bots.py).

A park's worth counts its points so far (connections, attraction types,
hearts, track hearts) and its prospects: income (the lowest track), room to
grow, and how close the open path ends of its main network are to the
entrances it has not joined yet.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .content import COLS, CONNECTION_POINTS, DIRS, ROWS, TILE, TRACK_HEARTS
from .park import layout, mat_for
from .spots import placements
from .scoring import hearts
from .state import Placed, Player, State

REACH_CAP = 3.0  # the most an unjoined entrance weighs on a park's value
JOIN_WEIGHT = 4.0  # worth of each joined entrance beyond its connection points


@lru_cache(maxsize=1 << 16)
def park_value(tiles: tuple[Placed, ...], tracks: tuple[int, int, int], lake: bool) -> float:
    """A rough worth of a park in points, counting progress toward more."""
    lay = layout(tiles, lake)
    kinds = {TILE[p.tile].type for p in tiles}
    value = CONNECTION_POINTS.get(lay.joined, 0) + JOIN_WEIGHT * lay.joined + reach(lay, lake)
    value += len(kinds) + sum(1 for p in tiles if TILE[p.tile].heart)
    value += sum(hearts(v, TRACK_HEARTS) for v in tracks) + 0.15 * sum(tracks)
    value += 0.9 * min(tracks)  # income for the rounds to come
    value += 0.45 * min(len(lay.frontier), 6)  # room to grow
    return value


@lru_cache(maxsize=1 << 16)
def best_spot(tiles: tuple[Placed, ...], tracks: tuple[int, int, int], tile_id: str, lake: bool) -> tuple[float, Placed | None]:
    """The gain of the best placement of ``tile_id`` and the placement itself."""
    spots = placements(tiles, tile_id, lake)
    if not spots:
        return (-99.0, None)
    base = park_value(tiles, tracks, lake)
    t = TILE[tile_id]
    after = tuple(min(30, max(0, v + d)) for v, d in zip(tracks, t.changes))
    best = max(spots, key=lambda p: park_value(tiles + (p,), after, lake))
    return (park_value(tiles + (best,), after, lake) - base, best)


def reach(lay: Any, lake: bool) -> float:
    """How close the open path ends of the park's main network (the one
    holding most entrances) are to the entrances it has not joined yet; a
    network with no open path left is stuck."""
    return reach_parts(lay, lake)[0]


def reach_parts(lay: Any, lake: bool) -> tuple[float, int]:
    """``reach`` and how many of the entrances not joined yet no route of
    empty grass leads to from the main network's open path ends (those the
    park cannot join without demolishing)."""
    if lay.joined == 4:
        return (0.0, 0)
    if not lay.entrance_tiles:
        return (-4 * REACH_CAP, 0)
    links = dict(lay.links)
    entrances = mat_for(lake).entrances
    groups = []
    for r, c, d in entrances:
        t = lay.owner[r * COLS + c]
        groups.append(_network(links, t) if t and (r, c, d) in lay.path_edges else frozenset())
    main = max(groups, key=lambda g: sum(1 for h in groups if h and h == g))
    ends = _open_ends(lay, main)
    dist = _distances(lay, ends, frozenset(mat_for(lake).lake))
    total, stuck = 0.0, 0
    for (r, c, _), group in zip(entrances, groups):
        if group == main:
            continue
        t = lay.owner[r * COLS + c]
        targets = [(r, c)] if not t else _open_ends(lay, _network(links, t))
        steps = min((dist[x] for x in targets if x in dist), default=None)
        total -= REACH_CAP if steps is None else min(0.6 * (steps + 1), REACH_CAP)
        stuck += steps is None
    return (total, stuck)


def _open_ends(lay: Any, network: frozenset[str]) -> list[tuple[int, int]]:
    """Empty cells a path of the network runs into."""
    out = []
    for r, c, d in lay.path_edges:
        if lay.owner[r * COLS + c] in network:
            nr, nc = r + DIRS[d][0], c + DIRS[d][1]
            if 0 <= nr < ROWS and 0 <= nc < COLS and not lay.owner[nr * COLS + nc]:
                out.append((nr, nc))
    return out


def _distances(lay: Any, starts: list[tuple[int, int]], lake: frozenset[tuple[int, int]]) -> dict[tuple[int, int], int]:
    """Steps through empty grass cells from the open ends (a rough route
    length; routes over the lake need scarce water tiles, so they are left out)."""
    dist = {x: 0 for x in starts}
    queue = list(starts)
    for r, c in queue:
        for dr, dc in DIRS:
            nr, nc = r + dr, c + dc
            free = 0 <= nr < ROWS and 0 <= nc < COLS and not lay.owner[nr * COLS + nc]
            if free and (nr, nc) not in dist and (nr, nc) not in lake:
                dist[(nr, nc)] = dist[(r, c)] + 1
                queue.append((nr, nc))
    return dist


def _network(links: dict[str, tuple[str, ...]], start: str) -> frozenset[str]:
    seen = {start}
    stack = [start]
    while stack:
        for o in links.get(stack.pop(), ()):
            if o not in seen:
                seen.add(o)
                stack.append(o)
    return frozenset(seen)


def tile_gain(state: State, player: Player, tile_id: str) -> float:
    return best_spot(player.tiles, player.tracks, tile_id, state.lake)[0]

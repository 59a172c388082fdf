"""Why a tile cannot stand at a spot of a park (rulebook "Placing Attractions"
and "The Lake Variant"), in words for the player.

Legality itself comes from ``spots.placement_spots`` (through legal_actions);
this module only explains a refused spot, checking the same rules one at a
time in the order a player would think of them.
"""

from __future__ import annotations

from parkpack.i18n import N_, _

from .content import COLS, DIRS, ROWS, TILE, placement_shape
from .park import layout, mat_for
from .state import Placed

NO_ROUTE = N_("No path from this spot leads back to an entrance.")


def placement_problem(tiles: tuple[Placed, ...], lake: bool, tile_id: str, row: int, col: int, rot: int) -> str:
    """The first rule the placement breaks; ``NO_ROUTE`` when the spot breaks
    none of the local rules, so only the connection to an entrance is missing."""
    lay = layout(tiles, lake)
    mat = mat_for(lake)
    cells, paths = placement_shape(tile_id, rot)
    water = TILE[tile_id].type == "water"
    for r, c in cells:
        R, C = row + r, col + c
        if not (0 <= R < ROWS and 0 <= C < COLS):
            return _("The tile would hang off the mat.")
        if lay.owner[R * COLS + C]:
            return _("That spot is taken by {tile}.").format(tile=_(TILE[lay.owner[R * COLS + C]].name))
        if (R, C) in mat.lake and not water:
            return _("Only water attractions may stand on the lake.")
    pathset = {(r, c, d) for r, c, d in paths}
    cellset = set(cells)
    for r, c in cells:
        for d, (dr, dc) in enumerate(DIRS):
            if (r + dr, c + dc) in cellset:
                continue
            R, C = row + r, col + c
            nr, nc = R + dr, C + dc
            is_path = (r, c, d) in pathset
            if not (0 <= nr < ROWS and 0 <= nc < COLS):
                if (R, C, d) in mat.entrances and not is_path:
                    return _("A tile on an entrance must have a path facing the entrance.")
                continue
            other = lay.owner[nr * COLS + nc]
            if other and is_path != ((nr, nc, d ^ 2) in lay.path_edges):
                return _("A path would dead-end into {tile}; paths must meet paths.").format(tile=_(TILE[other].name))
    return _(NO_ROUTE)

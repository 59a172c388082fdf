"""The words that explain a refused placement agree with the placement search."""

from parkpack.games.parkies.content import COLS, ROWS, distinct_rotations
from parkpack.games.parkies.spots import placement_spots
from parkpack.games.parkies.refusals import NO_ROUTE, placement_problem
from parkpack.games.parkies.state import Placed

from .helpers import round_parks

TILES = ("S-01", "S-03", "S-12", "M-01", "M-07", "L-04")


def test_legal_spots_break_no_rule_and_others_get_a_reason():
    legal_seen = refused_seen = 0
    for seed, lake in ((3, "off"), (4, "on")):
        for tiles, on_lake in round_parks(3, seed, lake):
            for tile_id in TILES:
                legal = set(placement_spots(tiles, tile_id, on_lake))
                for rot in distinct_rotations(tile_id):
                    for row in range(ROWS):
                        for col in range(COLS):
                            reason = placement_problem(tiles, on_lake, tile_id, row, col, rot)
                            if (row, col, rot) in legal:
                                assert reason == NO_ROUTE, (tile_id, row, col, rot, reason)
                                legal_seen += 1
                            else:
                                assert reason, (tile_id, row, col, rot)
                                refused_seen += reason != NO_ROUTE
    assert legal_seen > 50 and refused_seen > 500


def test_a_taken_spot_names_the_tile_there():
    park = (Placed("S-01", 0, 0, 0),)
    assert placement_problem(park, False, "S-03", 0, 0, 0).startswith("That spot is taken by ")


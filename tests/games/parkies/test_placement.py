"""Placing attractions, the lake, demolition and unplaceable tiles."""

import itertools

from parkpack.games.parkies import GAME
from parkpack.games.parkies.content import COLOURS, COLS, ROWS, TILE, distinct_rotations, rotated_shape
from parkpack.games.parkies.park import footprint, layout
from parkpack.games.parkies.spots import _fits, placements
from parkpack.games.parkies.rules import legal_actions
from parkpack.games.parkies.state import PLACE, Placed

from .helpers import give_parkie, give_tile, legal_texts, new_game, play

GRASS_ENTRANCES = {(0, 1), (1, 3), (3, 2), (2, 0)}


def brute_force(tiles, tile_id, lake):
    lay = layout(tiles, lake)
    out = []
    for rot in distinct_rotations(tile_id):
        w, h = rotated_shape(TILE[tile_id].size, rot)
        for row, col in itertools.product(range(ROWS - h + 1), range(COLS - w + 1)):
            if _fits(lay, tile_id, rot, row, col, lake):
                out.append(Placed(tile_id, row, col, rot))
    return tuple(out)


def test_first_tile_goes_on_an_entrance_with_a_path_facing_out():
    spots = placements((), "S-01", False)
    assert spots
    for p in spots:
        assert set(footprint(p)) & GRASS_ENTRANCES
    # The Burger Bar (north, east, west) on the north entrance: any turn but
    # the one that puts its blank side against the entrance.
    north = sorted(p.rot for p in spots if (p.row, p.col) == (0, 1))
    assert north == [0, 90, 270]


def test_no_tile_away_from_the_entrances_and_paths():
    tiles = (Placed("S-01", 0, 1, 0),)
    assert Placed("S-02", 3, 3, 0) not in placements(tiles, "S-02", False)
    assert not [p for p in placements(tiles, "S-02", False) if (p.row, p.col) == (3, 3)]


def test_paths_may_not_dead_end_into_a_neighbour():
    tiles = (Placed("S-01", 0, 1, 0),)  # paths north, east, west
    spots = placements(tiles, "S-02", False)  # a straight path
    # East of the Burger Bar: the straight must run east-west to meet its path.
    assert Placed("S-02", 0, 2, 90) in spots
    assert Placed("S-02", 0, 2, 0) not in spots
    # South of it (the Burger Bar has no south path) a north-south straight
    # would run into its blank side.
    assert Placed("S-02", 1, 1, 0) not in spots


def test_paths_may_run_off_the_mat():
    tiles = (Placed("S-01", 0, 1, 0),)
    # The Scrambler's north path leaves the mat; its west path meets the Burger Bar.
    assert Placed("S-19", 0, 2, 270) in placements(tiles, "S-19", False)


def test_frontier_search_finds_exactly_the_brute_force_placements():
    parks = [
        (),
        (Placed("S-01", 0, 1, 0),),
        (Placed("S-01", 0, 1, 0), Placed("S-19", 0, 2, 270), Placed("M-01", 2, 2, 0)),
        (Placed("M-05", 0, 1, 90), Placed("S-05", 2, 1, 0), Placed("L-01", 2, 2, 0)),
        (Placed("S-02", 0, 2, 0), Placed("S-32", 1, 2, 0)),
    ]
    for tiles in parks:
        for tile_id in ("S-01", "S-03", "S-05", "M-01", "M-04", "M-12", "L-01", "L-05", "L-06"):
            for lake in (False, True):
                assert placements(tiles, tile_id, lake) == brute_force(tiles, tile_id, lake)


def test_lake_takes_only_water_tiles_and_may_be_dead_ended_into():
    # Lake side: east entrance at (2,3), just above the lake cell (3,3).
    junction = Placed("S-04", 2, 3, 0)  # Taco Truck: north, east, south
    assert junction in placements((), "S-04", True)  # its south path ends at the lake
    tiles = (junction,)
    water = placements(tiles, "S-32", True)  # Splash Pad (water): north and east
    assert Placed("S-32", 3, 3, 0) in water  # on the lake, joining the junction
    # A non-water tile with the same paths may not stand on the lake.
    assert TILE["S-35"].paths == TILE["S-32"].paths
    lake = {(3, 2), (3, 3)}
    assert all(not lake & set(footprint(p)) for p in placements(tiles, "S-35", True))


def test_won_tile_that_fits_nowhere_is_paid_for_and_goes_under_its_pile():
    s = new_game(("Mary", "Sean", "Gus"))
    s = play(s, "flip small S-01", "flip medium M-01", "flip major L-01")
    s = play(s, "bid SA 5", "pool", "pool")
    # Block all four of Mary's entrances with dead ends before she places.
    s2 = s
    for tile, r, c, rot in (("S-03", 0, 1, 0), ("S-09", 1, 3, 90), ("S-15", 3, 2, 180), ("S-21", 2, 0, 270)):
        s2 = give_tile(s2, 0, tile, r, c, rot)
    assert [t for t in legal_texts(s2) if not t.startswith("demolish")] == ["discard S-01"]
    s2 = play(s2, "discard S-01")
    assert s2.piles[0].bottom == ("S-01",)
    assert s2.players[0].money == 15  # the $5 bid is paid all the same
    assert s2.pending.phase == "pool"


def test_a_demolition_does_not_let_the_winner_back_out_of_a_bid():
    """"each player shall pay for the tile they won": Mary tops Medium A to
    keep the Wooden Racer from Sean, then demolishes the Flower Garden it
    would join so that it fits nowhere; discarding it still costs the bid."""
    s = new_game(("Mary", "Sean", "Gus"))
    for tile, r, c, rot in (("S-20", 0, 1, 0), ("S-24", 1, 1, 0), ("M-09", 1, 2, 0), ("S-22", 2, 1, 0)):
        s = give_tile(s, 0, tile, r, c, rot)
    s = play(s, "flip small S-01", "flip medium M-02", "flip major L-01")
    s = play(s, "bid MA 20", "pool", "pool")
    assert s.pending.phase == PLACE and any(t.startswith("place M-02") for t in legal_texts(s))
    s = play(s, "demolish S-24")
    assert [t for t in legal_texts(s) if t.split()[0] not in ("demolish", "cash")] == ["discard M-02"]
    entry = GAME.text.describe(s, GAME.parse_action("discard M-02")).text
    s = play(s, "discard M-02")
    assert s.players[0].money == 0 and s.piles[1].bottom == ("M-02",)
    assert entry == "Mary pays $20 for Wooden Racer, which fits nowhere now, and puts it back under its pile."


def test_demolish_returns_parkies_for_cash_and_the_tile_under_its_pile():
    s = new_game(("Mary", "Sean", "Gus"))
    s = give_tile(s, 0, "S-01", 0, 1, 0)
    s = give_tile(s, 0, "S-19", 0, 2, 270)
    s = give_parkie(give_parkie(s, 0, "red", "S-19"), 0, "purple", "S-19")
    s = play(s, "flip small S-02", "flip medium M-01", "flip major L-01")
    assert "demolish S-19" in legal_texts(s)
    before = s.players[0]
    s = play(s, "demolish S-19")
    p = s.players[0]
    assert p.money == before.money + 10
    assert [t.tile for t in p.tiles] == ["S-01"] and p.parkies == ()
    assert s.pool[COLOURS.index("red")] == 5 and s.pool[COLOURS.index("purple")] == 5
    assert p.tracks == (3, 4, 5)  # the Scrambler's +2/+1/+0 taken back
    assert s.piles[0].bottom == ("S-19",)
    assert s.pending.seat == 0  # a free action: Mary still has to bid


def test_tiles_put_back_come_up_after_the_unseen_ones():
    from dataclasses import replace

    from parkpack.games.parkies.state import Pile

    s = new_game(("Mary", "Sean", "Gus"))
    piles = list(s.piles)
    piles[0] = Pile("small", (), ("S-07", "S-01"))
    s = replace(s, piles=tuple(piles))
    assert [str(a) for a, _ in GAME.chance_outcomes(s)] == ["flip small S-07"]
    assert [str(a) for a in legal_actions(s)] == ["flip small S-07"]


def test_frontier_search_matches_brute_force_on_parks_from_real_games():
    from .helpers import round_parks

    checked = 0
    for seed, lake in ((1, "off"), (2, "on")):
        for tiles, on_lake in round_parks(4, seed, lake):
            for tile_id in ("S-01", "S-03", "S-12", "M-01", "M-07", "M-12", "L-04", "L-06"):
                assert placements(tiles, tile_id, on_lake) == brute_force(tiles, tile_id, on_lake)
                checked += 1
    assert checked > 100

"""Component counts and every value the rulebook states."""

from parkpack.games.parkies import content as c
from parkpack.games.parkies.scoring import hearts


def test_tile_counts_match_the_component_list():
    assert len(c.TILE_IDS_BY_SIZE["small"]) == 35
    assert len(c.TILE_IDS_BY_SIZE["medium"]) == 22
    assert len(c.TILE_IDS_BY_SIZE["major"]) == 8
    assert len(c.TILES) == len(c.TILE) == 65


def test_eight_types_with_distinct_parkie_colours():
    assert set(c.TYPES) == {"food", "ride", "coaster", "show", "water", "shop", "park", "game"}
    assert len(set(c.COLOURS)) == 8 and "orange" in c.COLOURS
    assert (c.TYPE_COLOUR["coaster"], c.TYPE_COLOUR["food"], c.TYPE_COLOUR["water"], c.TYPE_COLOUR["ride"]) == (
        "green", "red", "blue", "purple")
    assert c.PARKIES_PER_COLOUR * len(c.COLOURS) == c.PARKIE_TOTAL == 40
    assert {t.type for t in c.TILES} == set(c.TYPES)


def test_named_tiles_keep_the_rulebook_values():
    expected = {
        "Burger Bar": ("small", "food", 3, (0, 1, 1), False),
        "Dark Coaster": ("medium", "coaster", 3, (3, 0, 1), False),
        "Dragon Loop": ("major", "coaster", 2, (4, 0, 2), True),
        "Scrambler": ("small", "ride", 2, (2, 1, 0), False),
        "Curl Slide": ("medium", "water", 2, (1, 1, 2), False),
    }
    by_name = {t.name: t for t in c.TILES}
    for name, (size, kind, paths, changes, heart) in expected.items():
        t = by_name[name]
        assert (t.size, t.type, len(t.paths), t.changes, t.heart) == (size, kind, paths, changes, heart)


def test_tiles_are_well_formed():
    for t in c.TILES:
        w, h = c.SIZE_SHAPE[t.size]
        assert t.paths and len(set(t.paths)) == len(t.paths)
        assert all(0 <= p < 2 * (w + h) for p in t.paths)
        if len(t.paths) == 1 or t.size == "major":
            assert t.heart, f"{t.name}: dead ends and majors carry hearts"
    assert any(v < 0 for t in c.TILES for v in t.changes)


def test_track_and_money_hearts():
    assert c.TRACK_START == 5 and c.START_MONEY == 20
    assert hearts(15, c.TRACK_HEARTS) == 2
    assert hearts(13, c.TRACK_HEARTS) == 1
    assert hearts(17, c.TRACK_HEARTS) == 3
    assert hearts(10**6, c.MONEY_HEARTS) == 7


def test_ladders():
    assert c.SPACE["SA"].ladder == (5, 8, 11, 14)
    assert c.SPACE["MA"].ladder[:2] == (11, 14) and c.SPACE["MA"].ladder[-1] == 20
    assert min(c.SPACE["LA"].ladder) > c.START_MONEY
    for size in c.SIZES:
        ladders = [s.ladder for s in c.SPACES if s.size == size]
        assert all(a[0] > b[0] for a, b in zip(ladders, ladders[1:])), "later spaces are cheaper"
    assert c.SPACES_FOR_PLAYERS[5] == ("SA", "SB", "MA", "MB", "LA")
    assert "SC" in c.SPACES_FOR_PLAYERS[6] and all("SC" not in c.SPACES_FOR_PLAYERS[n] for n in (3, 4, 5))
    assert all(len(c.SPACES_FOR_PLAYERS[n]) == n for n in (3, 4, 5, 6))


def test_rotation_moves_paths_clockwise():
    # A small tile with a north path points east after a quarter turn.
    assert c.placement_shape("S-03", 90) == (((0, 0),), ((0, 0, c.E),))
    # The Dark Coaster (west, east, north-right) stood upright: north, south, east-bottom.
    cells, paths = c.placement_shape("M-01", 90)
    assert cells == ((0, 0), (1, 0))
    assert set(paths) == {(0, 0, c.N), (1, 0, c.S), (1, 0, c.E)}
    assert c.distinct_rotations("S-05") == (0,)
    assert c.distinct_rotations("S-02") == (0, 90)


def test_only_small_tiles_are_dead_ends():
    # A one-path medium or major fits almost nowhere in a grown park and would
    # block its bidding space for the rest of the game (docs/content-parkies.md).
    assert all(len(t.paths) >= 2 for t in c.TILES if t.size != "small")
    assert sum(1 for t in c.TILES if len(t.paths) == 1) == 6


def test_the_lake_lies_on_the_south_east_shore():
    from parkpack.games.parkies.content import LAKE_MAT

    assert LAKE_MAT.lake == ((3, 2), (3, 3))
    assert all((r, c) not in LAKE_MAT.lake for r, c, _ in LAKE_MAT.entrances)

"""Rulebook "Tile Placement Rules" and the rewards of covered icons."""

from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.content import ROWS
from parkpack.games.tenpenny.park import covered_icons, expand, fits, placement_problem, placements, tile_cells
from parkpack.games.tenpenny.shapes import all_transforms, canonical, tile_orientations
from parkpack.games.tenpenny.state import Placed
from parkpack.games.tenpenny.tracks import space_of

from .helpers import custom_park, legal_texts, orient, place_text, play, start, with_board, with_player, with_tops, worker_turn


def spots(park, tile):
    return {(p.orient, p.row, p.col) for p in placements(park, tile)}


def test_no_overhang_every_cell_on_the_property():
    park = custom_park()
    for p in placements(park, "OW-6"):  # C6, up to four cells long
        assert all(0 <= r < ROWS and 0 <= c < 6 for r, c in tile_cells(Placed(p.tile, p.orient, p.row, p.col)))
    o = orient("SF-3", "a", 0)  # I4 lying flat, four wide
    assert (o, 0, 2) in spots(park, "SF-3") and (o, 0, 3) not in spots(park, "SF-3")
    assert placement_problem(park, "SF-3", o, 0, 3) == "the tile would hang over the edge of the property"


def test_no_overlap_with_trees_or_tiles_but_trees_may_be_beside():
    park = custom_park(trees=[(0, 1)])
    o = orient("US-1")  # D2 across
    assert (o, 0, 0) not in spots(park, "US-1")
    assert placement_problem(park, "US-1", o, 0, 0) == "the tile would cover a tree"
    assert (o, 0, 2) in spots(park, "US-1")  # beside the tree
    assert (o, 1, 0) in spots(park, "US-1")  # below the tree
    park = custom_park(tiles=[Placed("US-1", o, 3, 3)])
    assert placement_problem(park, "C01", 0, 3, 4) == "the tile would overlap another tile"


def test_no_side_may_touch_another_tile_corners_may():
    o = orient("US-1")
    park = custom_park(tiles=[Placed("US-1", o, 2, 2)])  # covers r2c2, r2c3
    mono = "C01"  # a one-cell stand
    touching = [(2, 1), (2, 4), (1, 2), (1, 3), (3, 2), (3, 3)]
    corners = [(1, 1), (1, 4), (3, 1), (3, 4)]
    legal = spots(park, mono)
    for r, c in touching:
        assert (0, r, c) not in legal
        assert "touch another tile" in placement_problem(park, mono, 0, r, c)
    for r, c in corners:
        assert (0, r, c) in legal
        assert placement_problem(park, mono, 0, r, c) == ""


def test_any_rotation_and_either_side_is_offered():
    park = custom_park()
    found = {p.orient for p in placements(park, "OW-3")}  # L4: eight distinct ways
    assert found == set(range(8))
    sides = {tile_orientations("OW-3")[o].side for o in found}
    assert sides == {"a", "b"}
    # Every way of turning a tile maps onto one distinct orientation with the same cells.
    for side, rot, cells in all_transforms("L4"):
        assert canonical("OW-3", side, rot).cells == cells


def test_placing_keeps_earlier_tiles_where_they_are():
    state = start(2)
    state = with_tops(state, US="US-1")
    state = play(state, "worker US", place_text("US-1", "a", 0, 5, 4))
    first = state.players[0].park.tiles
    assert first == (Placed("US-1", orient("US-1"), 5, 4),)
    state = worker_turn(state, 0)
    stand = state.board.market[0]
    state = play(state, "worker contractor", f"take {stand}")
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.players[0].park.tiles[0] == first[0] and len(state.players[0].park.tiles) == 2


def test_covering_money_icons_pays():
    state = start(2)  # front of P1: t r0c3, $2 r2c1, a r2c4, * r3c2, j r4c4, $4 r5c1
    state = with_tops(state, PH="PH-1")  # Fossil Dig: I3, no icons of its own
    money = state.players[0].money
    state = play(state, "worker PH")
    paid = money - state.players[0].money
    state = play(state, place_text("PH-1", "a", 0, 2, 1))  # r2c1..r2c3 covers the $2
    assert state.players[0].money == money - paid + 2
    assert all(icon[:2] != (2, 1) for icon in state.players[0].park.icons)
    state = worker_turn(with_tops(state, SF="SF-1"), 0)
    money = state.players[0].money
    state = play(state, "worker SF")
    paid = money - state.players[0].money
    state = play(state, place_text("SF-1", "a", 0, 5, 0))  # r5c0..r5c2 covers the $4
    assert state.players[0].money == money - paid + 4


def test_covering_a_single_emotion_icon_moves_that_disc():
    state = start(2)
    state = with_tops(state, PH="PH-1")
    thrill = space_of(state.tracks[0], 0)
    state = play(state, "worker PH", place_text("PH-1", "a", 0, 0, 3))  # r0c3 holds a Thrill icon
    assert space_of(state.tracks[0], 0) == thrill + 1


def test_double_icons_give_two_steps_and_card_icons_count_too():
    state = start(2, properties=("P1 back", "P2 front"))  # Old Forest: T (double Thrill) at r0c2
    state = with_tops(state, OW="OW-1")  # Pony Rides: L3 with a Joy icon
    before = [space_of(t, 0) for t in state.tracks]
    state = play(state, "worker OW")
    o = next(a for a in GAME.legal_actions(state) if (a.row, a.col) == (0, 1) and
             (0, 2) in tile_cells(Placed(a.tile, a.orient, a.row, a.col)))
    state = GAME.apply(state, o)
    after = [space_of(t, 0) for t in state.tracks]
    assert after[0] - before[0] == 2  # double Thrill
    assert after[2] - before[2] == 1  # the card's Joy icon


def test_each_wild_covered_is_a_step_of_the_players_choice():
    state = start(2)
    state = with_tops(state, PH="PH-1")
    state = play(state, "worker PH", place_text("PH-1", "a", 90, 1, 2))  # r1..r3 c2 covers the wild at r3c2
    assert state.task.kind == "wild" and state.task.count == 1
    assert legal_texts(state) == ["wild thrill", "wild awe", "wild joy"]
    awe = space_of(state.tracks[1], 0)
    state = play(state, "wild awe")
    assert space_of(state.tracks[1], 0) == awe + 1
    assert state.players[0].cards == ("PH-1",)  # the card is taken once the wild is used


def test_two_wilds_are_two_choices():
    park = custom_park(icons=[(1, 1, "*"), (1, 2, "*")])
    state = with_player(start(2), 0, park=park)
    state = with_tops(state, PH="PH-1")
    state = play(state, "worker PH", place_text("PH-1", "a", 0, 1, 0))
    assert state.task.kind == "wild" and state.task.count == 2
    state = play(state, "wild joy")
    assert state.task.kind == "wild" and state.task.count == 1
    state = play(state, "wild joy")
    assert state.task.kind != "wild"


def test_fits_and_placements_agree_on_a_full_park():
    trees = [(r, c) for r in range(ROWS) for c in range(6) if (r + c) % 2 == 0]
    park = custom_park(trees=trees)
    assert not placements(park, "US-1") and not fits(park, "US-1")
    assert fits(park, "C01")


def test_placements_on_an_expanded_property_use_its_columns():
    park = expand(custom_park(trees=[(r, c) for r in range(ROWS) for c in range(6)]), "E01", "a", "left")
    cols = {c for p in placements(park, "C01") for _, c in tile_cells(Placed(p.tile, p.orient, p.row, p.col))}
    assert cols <= {-3, -2, -1} and cols
    park = expand(park, "E02", "b", "right")
    assert park.left == -3 and park.width == 12
    cols = {c for p in placements(park, "C01") for _, c in tile_cells(Placed(p.tile, p.orient, p.row, p.col))}
    assert cols <= {-3, -2, -1, 6, 7, 8} and max(cols) >= 6


def test_covered_icons_preview():
    park = custom_park(icons=[(0, 0, "t"), (0, 1, "4"), (4, 4, "J")])
    assert covered_icons(park, Placed("US-1", orient("US-1"), 0, 0)) == ("t", "4")
    assert covered_icons(park, Placed("US-1", orient("US-1"), 4, 0)) == ()


def test_the_builder_worker_needs_room_for_the_tile():
    trees = [(r, c) for r in range(ROWS) for c in range(6) if (r + c) % 2 == 0]
    state = worker_turn(with_player(start(2), 0, park=custom_park(trees=trees), money=30), 0)
    assert not any(t.startswith("worker ") and t[7:] in ("SV", "OW", "SF", "US", "FA", "PH") for t in legal_texts(state))
    state = with_board(state, market=("C01",) + state.board.market[1:])
    assert "worker contractor" in legal_texts(state)

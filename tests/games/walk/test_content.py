"""Components against the rulebook's lists."""

from parkpack.engine.api import SeatSpec
from parkpack.games.walk import GAME
from parkpack.games.walk.content import (
    BONUSES,
    CENTRE,
    CROSSING,
    DIE,
    LANDMARKS,
    SQUARE_NAMES,
    orientation_label,
    orientations,
    parse_square,
    solo_rank,
    solo_turns,
)


def test_sheet_is_five_by_five_with_the_crossing_in_the_centre() -> None:
    st = GAME.setup({}, [SeatSpec("Ann"), SeatSpec("Ben")], 1)
    for sh in st.sheets:
        assert len(sh.cells) == 25
        assert sh.cells[CENTRE] == CROSSING
        assert sh.cells.count(0) == 24
    assert SQUARE_NAMES[CENTRE] == "C3"
    assert parse_square("c3") == CENTRE


def test_eight_landmarks_on_distinct_squares_away_from_the_centre() -> None:
    names = [lm.name for lm in LANDMARKS]
    assert len(LANDMARKS) == 8
    for required in ("Opera House", "Lion Gate", "Fig Tree", "Duck Pond"):
        assert required in names
    squares = [lm.square for lm in LANDMARKS]
    assert len(set(squares)) == 8
    assert CENTRE not in squares
    # none touches the centre: every landmark needs at least one path between
    for sq in squares:
        r, c = divmod(sq, 5)
        assert abs(r - 2) + abs(c - 2) >= 2


def test_die_has_six_faces_with_the_rulebook_counts() -> None:
    assert [(f.id, f.faces) for f in DIE] == [("curve", 2), ("straight", 2), ("T", 1), ("ibis", 1)]
    st = GAME.setup({}, [SeatSpec("Ann")], 1)
    outcomes = GAME.chance_outcomes(st)
    assert [(str(a), w) for a, w in outcomes] == [
        ("roll curve", 2.0),
        ("roll straight", 2.0),
        ("roll T", 1.0),
        ("roll ibis", 1.0),
    ]


def test_ten_landmark_bonuses() -> None:
    assert [b.id for b in BONUSES] == [
        "one", "two", "ibises", "groups", "flock", "statues", "statue", "curve", "straight", "ibis-t",
    ]
    assert [b.kind for b in BONUSES].count("score") == 6
    assert [b.kind for b in BONUSES].count("now") == 3


def test_distinct_rotations_only() -> None:
    assert len(orientations("straight")) == 2
    assert len(orientations("curve")) == 4
    assert len(orientations("T")) == 4
    labels = {orientation_label(m) for m in orientations("curve")}
    assert labels == {"north-east", "south-east", "south-west", "north-west"}
    assert orientation_label(0b0101) == "vertical"


def test_solo_levels_and_ranks() -> None:
    assert [solo_turns(level) for level in (1, 2, 3, 4)] == [18, 14, 12, 10]
    assert solo_rank(17) == "Loss"
    assert [solo_rank(s) for s in (18, 20, 21, 23, 24, 25, 26, 40)] == [
        "Sightseer", "Sightseer", "Sydneysider", "Sydneysider", "Botanist", "Botanist",
        "Lachlan Macquarie", "Lachlan Macquarie",
    ]

"""Loops: statues per new independent loop, where they may go, and Ts that close loops."""

from dataclasses import replace

from parkpack.engine.session import Session
from parkpack.games.walk import GAME
from parkpack.games.walk.actions import PlaceStatue
from parkpack.games.walk.content import parse_square
from parkpack.games.walk.network import areas, cycle_rank, ibis_groups, statue_region, statue_regions
from parkpack.games.walk.state import ROLL, STATUE

from .helpers import cells, session_at, sheet, state

FIGURE_EIGHT = """
. .  . .  .
. ES . SW .
. NE + NW .
. .  . .  .
. .  . .  .
"""


def _squares(names: str) -> tuple[int, ...]:
    return tuple(sorted(parse_square(n) for n in names.split()))


def test_cycle_rank_counts_independent_loops() -> None:
    assert cycle_rank(cells(FIGURE_EIGHT)) == 0
    closed = cells(FIGURE_EIGHT.replace("ES . SW", "ES ESW SW"))
    assert cycle_rank(closed) == 2
    assert len(areas(closed)) == 2


def closing_two_loops(grid: str, draw: str, edition: int = 2) -> Session:
    """A solo session after a T that closes two loops at once (the landmarks
    the paths reach are visited already, their bonuses ticked)."""
    s = session_at(replace(state(sheet(grid, bonuses=("one", "two"))), edition=edition))
    s.play("roll T")
    s.play(f"draw T {draw}")
    assert s.state.sheets[0].loops == 2
    return s


def test_one_t_closing_two_loops_owes_a_statue_inside_each() -> None:
    s = closing_two_loops(FIGURE_EIGHT, "C2 ESW")
    st = s.state
    assert [t.kind for t in st.tasks] == [STATUE, STATUE]
    # no square lies wholly inside either small loop: each loop's own squares are offered
    left, right = _squares("B2 C2 B3 C3"), _squares("C2 D2 C3 D3")
    assert {t.region for t in st.tasks} == {left, right}
    first = st.pending.region
    other = right if first == left else left
    only_other = next(sq for sq in other if sq not in first)
    assert PlaceStatue(only_other) not in s.legal_actions()
    s.play(PlaceStatue(first[0]))
    assert s.state.pending.region == other
    s.play(PlaceStatue(only_other))
    assert s.state.sheets[0].statues == tuple(sorted((first[0], only_other)))
    assert s.state.pending.kind == ROLL  # solo: the turn is over
    GAME.check(s.state)


TWO_RINGS = """
ES EW SW . .
NS .  .  SW .
NE EW +  NW .
.  .  .  . .
.  .  .  . .
"""


def test_two_loops_closed_at_once_each_get_their_statue_even_where_one_has_room_inside() -> None:
    # Drawing Statues: each loop gets its statue inside it. The left ring has an
    # empty square inside (B2), the right one none; B2 may not take both statues.
    s = closing_two_loops(TWO_RINGS, "C2 NES")
    assert {t.region for t in s.state.tasks} == {_squares("B2"), _squares("C2 D2 C3 D3")}


def test_edition_1_games_offer_every_statue_of_a_drawing_the_same_squares() -> None:
    # Saves from edition 1 replay as they were played: both statues could go in B2.
    s = closing_two_loops(TWO_RINGS, "C2 NES", edition=1)
    assert [t.region for t in s.state.tasks] == [_squares("B2")] * 2
    s.play("statue B2")
    s.play("statue B2")
    assert s.state.sheets[0].statues == _squares("B2 B2")
    GAME.check(s.state)


RING = """
ES EW SW . .
NS .  NS . .
NE EW +  . .
.  .  .  . .
.  .  .  . .
"""


def test_statue_goes_in_an_empty_square_inside_the_loop() -> None:
    open_ring = RING.replace("ES EW SW", "ES EW .")
    s = session_at(state(sheet(open_ring)))
    s.play("roll curve")
    s.play("draw curve C1 SW")
    assert s.state.pending.kind == STATUE
    assert s.state.pending.region == _squares("B2")
    legal = [a for a in s.legal_actions() if isinstance(a, PlaceStatue)]
    assert legal == [PlaceStatue(parse_square("B2"))]


def test_with_no_empty_square_inside_the_statue_goes_anywhere_in_the_loop() -> None:
    before = cells(RING.replace("ES EW SW", "ES EW .").replace("NS .  NS", "NS i NS"))
    after = cells(RING.replace("NS .  NS", "NS i NS"))
    region = statue_region(before, after)
    assert region == _squares("A1 B1 C1 A2 B2 C2 A3 B3 C3")


def test_splitting_a_loop_offers_both_new_parts() -> None:
    big = cells(RING)
    split = cells(RING.replace("NS .  NS", "NS EW NS").replace("NS", "NES", 1).replace("EW NS", "EW NSW", 1))
    assert cycle_rank(split) == cycle_rank(big) + 1
    region = statue_region(big, split)
    assert set(_squares("A1 B1 C1 A2 B2 C2")) <= set(region)


def test_turning_a_path_into_a_t_can_close_a_loop() -> None:
    grid = """
    . .  .  . .
    . ES SW . .
    . EW +  . .
    . .  .  . .
    . .  .  . .
    """
    s = session_at(state(sheet(grid, bonuses=("one",))))  # Government House is visited
    s.play("roll straight")
    s.play("turn B3 NEW")
    st = s.state
    assert st.sheets[0].loops == 1
    assert st.sheets[0].turned == ("straight",)
    assert st.pending.kind == STATUE
    s.play(f"statue {'B2'}")
    assert s.state.pending.kind == "draw"  # back to drawing the rolled straight
    GAME.check(s.state)


def test_ibis_groups_use_orthogonal_adjacency_only() -> None:
    grid = """
    i i . . .
    . . i . .
    . . + . .
    i . . . i
    i . . . .
    """
    assert ibis_groups(cells(grid)) == [2, 2, 1, 1]


def test_a_loop_closed_inside_an_enclosed_area_takes_its_statue_inside_itself():
    # The border is one loop already; a small loop closed inside it is a new
    # loop of its own: its statue goes in its squares, not in the rest of the big area.
    border = """
    ES EW EW EW SW
    NS ES SW .  NS
    NS .  +  .  NS
    NS .  .  .  NS
    NE EW EW EW NW
    """
    before = cells(border)
    after = cells(border.replace("NS .  +", "NS NE +"))
    assert cycle_rank(after) == cycle_rank(before) + 1
    assert statue_regions(before, after) == (_squares("B2 C2 B3 C3"),)
    # A path right across an enclosed area closes a loop on each side: either side will do.
    across = cells(border.replace("NS .  +  .  NS", "NES EW + EW NSW").replace("ES SW", ".  . "))
    plain = cells(border.replace("ES SW", ".  . "))
    (region,) = statue_regions(plain, across)
    assert {parse_square(s) for s in ("B2", "B4")} <= set(region)

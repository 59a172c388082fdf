"""Edition 2 of the A Walk in the Park rules: a drawing that closes several
loops owes a statue inside each of them (Drawing Statues). Games recorded by
edition 1 (saves and filed games without an edition), where every statue of
such a drawing could go anywhere inside the new loops together, keep
replaying as they were played."""

from __future__ import annotations

from parkpack.engine.api import HUMAN, SeatSpec
from parkpack.engine.session import Session
from parkpack.games.walk import GAME
from parkpack.games.walk.actions import PlaceStatue
from parkpack.games.walk.content import parse_square
from parkpack.games.walk.state import ROLL, STATUE

from tests import editions

#: Two rings that the last drawing, a T on C2, closes together (the centre's
#: crossing is printed on C3): the left one has B2 empty inside it, the right
#: one no square inside.
DRAWS = ("curve A1 ES", "straight B1 EW", "curve C1 SW", "straight A2 NS", "curve A3 NE",
         "straight B3 EW", "curve D2 SW", "curve D3 NW", "T C2 NES")
B2 = parse_square("B2")


def both_statues_in_one_ring(edition: int) -> Session:
    """A solo game by ``edition`` in which both statues of the T go on B2."""
    session = Session(GAME, {"level": "1"}, (SeatSpec("Ann", HUMAN),), 3, edition)
    for draw in DRAWS:
        while session.state.pending.kind != ROLL:
            session.play(session.legal_actions()[0])  # a landmark bonus: any
        session.play(f"roll {draw.split()[0]}")
        session.play(f"draw {draw}")
    assert [task.kind for task in session.state.tasks[-2:]] == [STATUE, STATUE]
    session.play("statue B2")
    session.play("statue B2")
    return session


def test_edition_1_let_both_statues_of_one_drawing_go_in_one_loop_and_edition_2_does_not():
    assert both_statues_in_one_ring(1).state.sheets[0].statues.count(B2) == 2
    session = Session(GAME, {"level": "1"}, (SeatSpec("Ann", HUMAN),), 3)
    assert session.edition == 2
    old = both_statues_in_one_ring(1)
    for action in old.history[:-2]:
        session.play(action)
    assert GAME.text.prompt(session.state) == "Ann: draw a statue inside the marked loop (2 new loops, a statue in each)"
    regions = [task.region for task in session.state.tasks[-2:]]
    assert sorted(regions) == sorted([(B2,), tuple(parse_square(sq) for sq in ("C2", "D2", "C3", "D3"))])
    while session.state.pending.kind == STATUE:
        assert [a for a in session.legal_actions() if isinstance(a, PlaceStatue)] == [
            PlaceStatue(sq) for sq in session.state.pending.region]
        session.play(PlaceStatue(session.state.pending.region[0]))
        if session.state.pending.kind == STATUE:
            assert GAME.text.prompt(session.state) == "Ann: draw a statue inside the new loop"
    assert session.state.sheets[0].statues.count(B2) == 1


def test_a_new_game_is_played_and_saved_by_the_latest_edition():
    editions.check_saved_by_the_latest_edition(editions.random_game(GAME, 0, 4, 2))


def test_a_save_without_an_edition_replays_by_edition_1():
    editions.check_an_old_save_replays_by_edition_1(both_statues_in_one_ring(1))


def test_a_filed_game_keeps_its_edition():
    editions.check_a_filed_game_keeps_its_edition(both_statues_in_one_ring(1), editions.random_game(GAME, 0, 4, 2))

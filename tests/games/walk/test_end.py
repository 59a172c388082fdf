"""When the game ends: six landmarks, six ibises, a full grid, the solo turn limit."""

from parkpack.engine.api import CHANCE
from parkpack.games.walk import GAME

from .helpers import EMPTY_GRID, new_session, play, session_at, sheet, state

FIVE_IBISES = """
i . . . i
. . . . .
. . + . .
i . . . .
i . . . i
"""


def test_six_ibises_end_the_game_at_the_end_of_the_turn() -> None:
    s = session_at(state(sheet(FIVE_IBISES), sheet(EMPTY_GRID)))
    play(s, "roll ibis", "draw ibis C5")
    assert not s.state.over
    assert s.to_act == 1  # the others still draw this turn
    play(s, "draw ibis C5")
    assert s.state.over and s.state.enders == (0,)
    assert s.to_act is None
    assert s.legal_actions() == ()


def test_five_ibises_do_not_end_the_game() -> None:
    s = session_at(state(sheet(FIVE_IBISES.replace("i . . . i\n. . . . .", ". . . . i\n. . . . .", 1)), sheet(EMPTY_GRID)))
    play(s, "roll ibis", "draw ibis C5", "draw ibis C5")
    assert not s.state.over and s.to_act == CHANCE


ALMOST_FULL = """
EW EW EW EW EW
EW EW EW EW EW
EW EW +  EW EW
EW EW EW EW EW
.  EW EW EW EW
"""


def test_a_full_grid_ends_the_game_when_no_goal_is_reached() -> None:
    s = session_at(state(sheet(ALMOST_FULL), sheet(EMPTY_GRID)))
    play(s, "roll curve", "draw curve A5 NE", "draw curve A5 NE")
    assert s.state.over
    assert s.state.enders == (0,)


def test_goal_takes_precedence_over_a_full_grid_for_who_ended_it() -> None:
    s = session_at(state(sheet(ALMOST_FULL), sheet(FIVE_IBISES)))
    play(s, "roll ibis", "draw ibis A5", "draw ibis C5")
    assert s.state.over
    assert s.state.enders == (1,)


def _solo_quiet_turns(s, count: int) -> None:
    squares = ["A3", "B3", "D3", "E3", "C1", "C2", "C4", "C5", "A5", "B5", "E5", "B1"]
    for sq in squares[:count]:
        play(s, "roll straight", f"draw straight {sq} EW")


def test_solo_level_four_ends_after_ten_turns() -> None:
    s = new_session(players=1, level=4)
    assert s.state.turn_limit == 10
    _solo_quiet_turns(s, 9)
    assert not s.state.over and s.state.turns_left == 1
    assert GAME.text.prompt(s.state) == "Roll the die (turn 10 of 10)"
    _solo_quiet_turns_from(s, "B5")
    assert s.state.over and s.state.turn == 10 and s.state.enders == ()
    assert GAME.scores(s.state).solo_result == "Loss"


def _solo_quiet_turns_from(s, square: str) -> None:
    play(s, "roll straight", f"draw straight {square} EW")


def test_solo_levels_set_the_turn_limit() -> None:
    for level, turns in ((1, 18), (2, 14), (3, 12), (4, 10)):
        assert new_session(players=1, level=level).state.turn_limit == turns
    assert new_session(players=2).state.turn_limit == 0


def test_solo_still_ends_early_on_six_ibises() -> None:
    s = new_session(players=1, level=1)
    for sq in ("A1", "C1", "E1", "A5", "C5", "E5"):
        play(s, "roll ibis", f"draw ibis {sq}")
    assert s.state.over and s.state.turn == 6 and s.state.enders == (0,)


def test_multiplayer_has_no_turn_limit() -> None:
    s = new_session(players=2)
    squares = ["A3", "B3", "D3", "E3", "C1", "C2", "C4", "C5", "A5", "B5", "E5", "B1", "D1", "D5", "A2", "E2"]
    for sq in squares:
        play(s, "roll straight", f"draw straight {sq} EW", f"draw straight {sq} EW")
    assert not s.state.over and s.state.turn == 16

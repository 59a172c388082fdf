"""Turns played through the session with forced die rolls."""

from parkpack.engine.api import CHANCE
from parkpack.engine.errors import IllegalActionError
from parkpack.games.walk import GAME
from parkpack.games.walk.actions import TickBonus
from parkpack.games.walk.state import BONUS, DRAW, ROLL, crossed

import pytest

from .helpers import landmark, new_session, play, session_at, sheet, state


def test_a_forced_roll_is_drawn_by_every_player_in_seat_order() -> None:
    s = new_session(players=3)
    assert s.to_act == CHANCE
    play(s, "roll curve")
    assert s.state.roll == "curve" and s.state.turn == 1
    assert [GAME.to_act(s.state)] == [0]
    assert GAME.text.prompt(s.state) == "Ann: draw the curve (rotate with R)"
    play(s, "draw curve B3 NE")
    assert s.to_act == 1
    with pytest.raises(IllegalActionError):
        s.play("draw straight A1 NS")  # the roll was a curve
    play(s, "draw curve A1 ES")
    assert s.to_act == 2
    play(s, "draw curve E5 NW")
    assert s.to_act == CHANCE
    assert s.state.sheets[0].cells[11] == 0b0011
    assert s.state.sheets[1].cells[0] == 0b0110


def test_a_filled_square_is_refused() -> None:
    s = new_session(players=1)
    play(s, "roll straight", "draw straight C2 NS", "roll straight")
    before = s.state
    with pytest.raises(IllegalActionError):
        s.play("draw straight C2 EW")
    assert s.state is before


def test_simultaneous_first_visits_all_count_and_later_ones_are_crossed() -> None:
    s = new_session(players=2)
    play(s, "roll curve", "draw curve B3 NE", "draw curve B3 NE")
    play(s, "roll straight", "draw straight B2 NS")
    gov = landmark("Government House")
    # visited, but the 1 is circled only when the turn ends
    assert s.state.sheets[0].visits[gov] == 2
    assert s.state.sheets[0].firsts == ()
    assert GAME.text.prompt(s.state) == "Ann: choose a landmark bonus"
    play(s, "bonus two", "draw straight B2 NS", "bonus one")
    assert s.state.sheets[0].firsts == (gov,)
    assert s.state.sheets[1].firsts == (gov,)
    # Ann reaches Palm Grove a turn before Ben
    play(s, "roll curve", "draw curve C4 NW", "draw curve C4 NW")
    play(s, "roll straight", "draw straight B4 EW", "bonus ibises", "draw straight A3 NS")
    play(s, "roll straight", "draw straight A4 NS", "draw straight B4 EW", "bonus statues")
    palm = landmark("Palm Grove")
    assert palm in s.state.sheets[0].firsts
    assert palm not in s.state.sheets[1].firsts
    assert crossed(s.state, 1) == (palm,)
    assert crossed(s.state, 0) == ()


def test_bonus_paths_chain_into_further_visits() -> None:
    s = new_session(players=1)
    play(s, "roll curve", "draw curve C4 NW", "roll curve", "draw curve B3 NE", "roll straight")
    play(s, "draw straight B2 NS")  # visits Government House
    assert s.state.pending.kind == BONUS
    play(s, "bonus straight")
    assert s.state.pending.kind == DRAW and s.state.pending.extra
    assert GAME.text.prompt(s.state) == "Ann: draw your bonus straight (rotate with R)"
    play(s, "draw straight B4 EW")  # visits Palm Grove in the same turn
    assert s.state.pending.kind == BONUS
    assert TickBonus("straight") not in s.legal_actions()
    play(s, "bonus curve", "draw curve A4 NE")  # and Lion Gate
    play(s, "bonus statue")
    assert GAME.text.prompt(s.state) == "Ann: draw your bonus statue anywhere"
    assert len(s.legal_actions()) >= 25
    play(s, "statue E5")
    sh = s.state.sheets[0]
    assert sh.bonuses == ("straight", "curve", "statue")
    assert sh.statues == (24,)
    assert sh.firsts == tuple(sorted(landmark(n) for n in ("Government House", "Palm Grove", "Lion Gate")))
    assert s.state.pending.kind == ROLL


FIVE_VISITS = """
ES .   .  NS SW
NE ESW SW ES NW
.  NE  +  NW i
.  .   NSW .  .
.  .   NE EW .
"""


def test_a_seventh_visit_gives_no_bonus_but_scores_its_first() -> None:
    ann = sheet(
        FIVE_VISITS,
        bonuses=("one", "two", "ibises", "groups", "flock"),
        firsts=("Opera House", "Government House", "Fig Tree", "Mrs Macquarie's Chair", "Duck Pond"),
    )
    assert len(ann.visited) == 5
    ben = sheet(". . . . .\n . . . . .\n . . + . .\n . . . . .\n . . . . .")
    s = session_at(state(ann, ben, turn=9))
    play(s, "roll straight", "draw straight B4 EW")  # Palm Grove: the sixth visit
    assert s.state.pending.kind == BONUS
    play(s, "bonus curve", "draw curve A4 NE")  # Lion Gate: the seventh
    assert s.state.pending.kind == DRAW and s.state.pending.seat == 1  # no bonus owed
    assert len(s.state.sheets[0].bonuses) == 6
    play(s, "draw straight A1 NS")
    end = s.state
    assert end.over and end.enders == (0,)
    assert landmark("Lion Gate") in end.sheets[0].firsts
    assert len(end.sheets[0].firsts) == 7
    assert len(end.sheets[0].visited) == 7


def test_turning_a_curve_into_a_t_visits_and_costs_three_points() -> None:
    grid = """
    . .  . . .
    . .  . . .
    . .  + . .
    . EW NE . .
    . .  . . .
    """
    s = session_at(state(sheet(grid)))
    play(s, "roll ibis")
    assert GAME.text.prompt(s.state) == "Ann: draw the ibis"
    before = GAME.scores(s.state).total(0)
    play(s, "turn C4 NEW")  # now joins Palm Grove (B4)
    assert s.state.pending.kind == BONUS
    assert GAME.text.describe(s.state, GAME.parse_action("bonus two")).text == "Ann ticks the bonus: 2 points"
    play(s, "bonus two", "draw ibis E5")
    st = s.state
    assert st.sheets[0].turned == ("curve",)
    assert st.sheets[0].firsts == (landmark("Palm Grove"),)
    lines = {line.label: line.points for line in GAME.scores(st).players[0].lines}
    assert lines["Turned a curve into a T"] == -3
    assert GAME.scores(st).total(0) == before + 1 + 2 - 3

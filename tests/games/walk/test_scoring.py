"""Scoring: the rulebook's example, statue majority, solo statues and ranks, tie-breaks."""

from dataclasses import replace

from parkpack.games.walk import GAME

from .helpers import EMPTY_GRID, sheet, state

# The rulebook's scoring example, drawn as two sheets.
TOP = """
ES .   .  ES SW
NE ESW SW NS .
.  NE  +  NW i
NE EW  NW .  .
.  .   i  .  .
"""
BOTTOM = """
ES .  .   .  .
.  EW ESW SW i
.  ES +   NW i
ES NEW NW .  .
.  .  .   EW .
"""


def _example():
    top = sheet(
        TOP,
        bonuses=("two", "ibises", "groups", "statues", "curve", "straight"),
        firsts=("Opera House", "Government House", "Fig Tree", "Mrs Macquarie's Chair"),
    )
    bottom = sheet(
        BOTTOM,
        bonuses=("ibises", "flock", "statues", "ibis-t"),
        firsts=("Palm Grove", "Lion Gate"),
    )
    st = state(top, bottom, turn=14)
    return replace(st, tasks=(), over=True, enders=(0,))


def test_rulebook_scoring_example() -> None:
    st = _example()
    GAME.check(st)
    top, bottom = st.sheets
    assert len(top.visited) == 6 and len(bottom.visited) == 4
    assert sum(1 for c in bottom.cells if 0 < c < 16) - 1 == 10  # paths on six landmarks, four joined
    assert len(top.statues) == 1 and len(bottom.statues) == 2
    sheet_ = GAME.scores(st)
    assert sheet_.total(0) == 11
    assert sheet_.total(1) == 10
    assert sheet_.winners == (0,)
    top_lines = [(line.label, line.points) for line in sheet_.players[0].lines]
    assert top_lines == [
        ("First visits (4)", 4),
        ("Statues (1, not the most)", 0),
        ("Bonus: 2 points", 2),
        ("Bonus: 1 point per ibis", 2),
        ("Bonus: 1 point per ibis group", 2),
        ("Bonus: 1 point per statue", 1),
    ]
    bottom_lines = [(line.label, line.points) for line in sheet_.players[1].lines]
    assert bottom_lines == [
        ("First visits (2)", 2),
        ("Statues (2, most)", 2),
        ("Bonus: 1 point per ibis", 2),
        ("Bonus: 1 point per ibis in your largest group", 2),
        ("Bonus: 1 point per statue", 2),
    ]
    assert GAME.text.prompt(st) == "Game over: Ann wins"


def test_tied_statue_majority_scores_for_everyone_tied() -> None:
    loop = ". . . . .\n . ES SW . .\n . NE + . .\n . . . . .\n . . . . ."
    a = sheet(loop, bonuses=("one",), firsts=("Government House",))
    b = sheet(loop, bonuses=("one",), firsts=("Government House",))
    st = state(a, b)
    sc = GAME.scores(st)
    assert [p.total for p in sc.players] == [1 + 1 + 1, 1 + 1 + 1]


def test_no_statues_anywhere_says_neither_most_nor_not_the_most() -> None:
    empty = sheet(". . . . . . . . . . . . + . . . . . . . . . . . .")
    sc = GAME.scores(state(empty, empty))
    assert [line.label for line in sc.players[0].lines if line.label.startswith("Statues")] == ["Statues (0)"]


def test_solo_statues_always_score_and_double_with_the_bonus() -> None:
    loop = ". . . . .\n . ES SW . .\n . NE + . .\n . . . . .\n . . . . ."
    plain = state(sheet(loop, bonuses=("one",), firsts=("Government House",)), level=1, turn_limit=18)
    lines = {l.label: l.points for l in GAME.scores(plain).players[0].lines}
    assert lines["Statues (1)"] == 1
    doubled = state(sheet(loop, bonuses=("statues",), firsts=("Government House",)), level=1, turn_limit=18)
    assert GAME.scores(doubled).total(0) == 1 + 1 + 1


def _tie(enders=(), firsts_a=("Government House",), firsts_b=("Government House",), loop_b=False):
    plain = ". . . . .\n . . NS . .\n . . + . .\n . . . . .\n . . . . ."
    loop = ". . . . .\n . ES SW . .\n . NE + . .\n . . . . .\n . . . . ."
    a = sheet(plain)
    b = sheet(loop if loop_b else plain, bonuses=("one",) if loop_b else ())
    return replace(state(a, b), sheets=(replace(a, firsts=()), replace(b, firsts=())), tasks=(), over=True, enders=enders)


def test_tie_goes_to_the_player_who_ended_the_game() -> None:
    st = _tie(enders=(1,))
    sc = GAME.scores(st)
    assert sc.total(0) == sc.total(1) == 0
    assert sc.winners == (1,)
    assert sc.notes == ("Tie broken: triggered the end of the game",)


def test_tie_without_a_sole_ender_is_shared_when_nothing_separates() -> None:
    st = _tie(enders=(0, 1))
    assert GAME.scores(st).winners == (0, 1)
    assert GAME.text.prompt(st) == "Game over: Ann and Ben win"


def test_tie_then_goes_to_fewer_statues() -> None:
    base = _tie(enders=(0, 1))
    a, b = base.sheets
    a = replace(a, statues=(), bonuses=("two",))  # 2 points from a bonus
    b = replace(b, statues=(6, 12), bonuses=())  # 2 points for the most statues
    sc = GAME.scores(replace(base, sheets=(a, b)))
    assert sc.total(0) == sc.total(1) == 2
    assert sc.winners == (0,)
    assert sc.notes == ("Tie broken: fewest statues",)


def test_tie_then_most_first_visits() -> None:
    base = _tie(enders=(0, 1))
    a, b = base.sheets
    a = replace(a, firsts=(1,), bonuses=())
    b = replace(b, firsts=(), bonuses=("one",), visits=b.visits)
    sc = GAME.scores(replace(base, sheets=(a, b)))
    assert sc.total(0) == sc.total(1) == 1
    assert sc.winners == (0,)
    assert sc.notes == ("Tie broken: most landmarks visited first",)


def test_solo_results() -> None:
    st = state(sheet(EMPTY_GRID), level=2, turn_limit=14)
    sc = GAME.scores(st)
    assert sc.solo_result == "Loss" and sc.winners == ()
    assert sc.notes == ("Solo level 2: Loss",)


def test_rulebook_ibis_bonuses_stack():
    # Rulebook, "Bonuses stack!": 5 ibises in groups of 2 and 3, with all
    # three ibis bonuses, score 5 + 2 + 3 = 10.
    grid = """
    i i . . .
    . . . . .
    . . + . .
    . . . i .
    . . . i i
    """
    sheet_score = GAME.scores(state(sheet(grid, bonuses=("ibises", "groups", "flock"))))
    ibis_lines = {line.label: line.points for line in sheet_score.players[0].lines if "ibis" in line.label}
    assert sorted(ibis_lines.values()) == [2, 3, 5] and sheet_score.total(0) == 10

"""Log entries, the status line and the notation of Tenpenny Parks."""

from dataclasses import replace

import pytest

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.errors import NotationError
from parkpack.engine.rng import Rng
from parkpack.engine.session import Session
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.content import GOAL
from parkpack.games.tenpenny.scoring import becky_score
from parkpack.games.tenpenny.text import becky_summary

from .helpers import legal_texts, place_text, play, start, with_player, with_tops


def log(state, text):
    return GAME.text.describe(state, GAME.parse_action(text)).text


def test_worker_and_placement_lines():
    state = with_tops(start(2), OW="OW-3")
    assert log(state, "worker OW") == "Ann places a worker on the Old West Builder and pays $5 for Gold Mine Train (OW-3)"
    assert log(state, "worker banker") == "Ann places a worker on the Banker and takes $2"
    state = play(state, "worker OW")
    line = log(state, place_text("OW-3", "a", 0, 2, 1))
    # Squares as a player counts them on the property (from 1), the tile by
    # the first square it covers: "r2c1" in the notation.
    assert line.startswith("Ann places Gold Mine Train (OW-3), side a turned 0°, from row 3, column 2")
    assert "Thrill +1" in line and "Joy +1" in line and "$2" in line  # card icons and the $2 at r2c1


def test_prompts_follow_the_step():
    state = start(2)
    assert GAME.text.prompt(GAME.view(state, 1)) == "Month 1, Ann: place a worker (3 left, $10)"
    state = play(state, "worker realtor")
    assert GAME.text.prompt(GAME.view(state, 0)) == "Ann: take the top board of an expansion stack"


def test_becky_steps_are_one_line_each():
    state = with_tops(start(1), SV="SV-1", OW="OW-2", SF="SF-4", US="US-3", FA="FA-1", PH="PH-3")
    state = play(state, "worker banker")
    assert log(state, "becky builder SF") == "Becky places a worker on the Sci-Fi Builder (the most expensive, $5)"
    state = play(state, "becky builder SF")
    assert log(state, "becky card SF-4") == "Becky takes Rocket Tower (SF-4): Thrill +1, Awe +1"
    state = play(state, "becky card SF-4")
    assert log(state, "becky advance thrill") == "Becky's Thrill disc moves to space 2"
    assert GAME.text.prompt(GAME.view(state, 0)) == "Month 1: Becky's turn"


def test_notation_round_trips_and_refuses_nonsense():
    for text in ("worker OW", "place OW-3 b90 r2c-3", "tree r1c4", "stack 2", "expand left a", "thrill worker",
                 "awe vp", "joy cash", "turn 3", "for-becky PH", "keep G01 G02", "property P2 back",
                 "becky builder OW", "becky contractor", "becky reveal C12", "becky score 2", "becky turn",
                 "board 1 E07a", "top SF SF-6", "goal G14", "shovel 3", "income", "seconds", "cleanup",
                 "wild joy", "take C05", "advertise US-5", "done", "stop", "reveal C40"):
        assert str(GAME.parse_action(text)) == text
    for bad in ("", "worker XX", "place OW-3 c90 r1c1", "keep G02 G01", "turn 6", "becky fly", "stack 3",
                "joy worker", "board 1 E13a", "becky score x"):
        with pytest.raises(NotationError):
            GAME.parse_action(bad)


def test_an_equivalent_turn_is_read_as_its_distinct_orientation():
    # An O tetromino looks the same whichever way it is turned or flipped.
    assert str(GAME.parse_action("place US-2 b270 r0c0")) == "place US-2 a0 r0c0"


def test_summary_lines():
    state = start(2)
    lines = GAME.text.summary(GAME.view(state, 0), 0)
    assert lines[0] == "$10 · 3 to place · 0 VP"
    assert "Holds the shovel token" in lines
    assert any(line.startswith("Tracks: Thrill 1, Awe 1, Joy 1") for line in lines)
    [tracks] = [line for line in lines if line.startswith("Tracks:")]
    assert tracks.short == "Tracks: T 1 · A 1 · J 1"  # by the icons' letters, every value kept


def test_themes_are_counted_by_code_three_to_a_line():
    state = with_player(start(2), 0, cards=("SV-1", "OW-2", "OW-3", "SF-1", "PH-2"))
    lines = GAME.text.summary(GAME.view(state, 0), 0)
    at = lines.index("Themes: SV 1 · OW 2 · SF 1")
    assert lines[at + 1] == "PH 1"


def test_game_over_prompt_names_the_winner():
    state = start(2)
    while GAME.to_act(state) is not None:
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    line = GAME.text.prompt(GAME.view(state, 0))
    assert line.startswith("Game over: ") and "wins with" in line


def test_every_legal_action_has_a_log_line_mentioning_its_actor():
    state = start(3)
    for text in legal_texts(state):
        assert log(state, text).startswith("Ann ")


def test_an_expansion_face_is_named_with_what_is_on_it():
    """The boards carry no printed name, so the log says what the face shows
    (face X0: two trees, a Thrill icon and $2; X1: a tree and a Joy icon)."""
    state = start(2)
    assert log(state, "board 1 E01a") == "Expansion stack 1: a board comes up showing face X0 (2 trees, Thrill and $2)"
    assert log(state, "board 2 E01b") == "Expansion stack 2: a board comes up showing face X1 (1 tree, Joy)"
    from parkpack.games.tenpenny.text import face_name

    assert face_name("") == ""  # (a stack's top before it is turned up)


def test_beckys_line_gives_her_whole_score_once_the_game_is_over():
    session = Session(GAME, {"becky": "normal"}, (SeatSpec("Ann"),), 4)
    rng = Rng("text/becky")
    while not session.is_over:
        assert "VP so far" in becky_summary(GAME.view(session.state, 0))[0]
        session.play(session.chance_action() if session.to_act == CHANCE else rng.pick(session.legal_actions()))
    head = becky_summary(GAME.view(session.state, 0))[0]
    assert head == f"Becky (normal form): {becky_score(session.state).total} VP in the end"


def test_cash_flow_progress_leaves_out_the_base_income_the_panel_shows():
    # Two $2 attractions: the panel's income line counts the $3 every park
    # earns ($7); Cash Flow counts only what the park built ($4), and says so.
    state = with_player(start(2), 0, cards=("SV-4", "SF-2"), goals=("G06", "G13"))
    lines = GAME.text.summary(GAME.view(state, 0), 0)
    assert "Concessions 0 · income $7" in lines
    assert "Goal: Cash Flow (4 of 6)" in lines
    assert "from attractions and concessions" in GOAL["G06"].text


def test_goal_lines_have_a_short_wording_for_a_narrow_panel():
    state = with_player(start(2), 0, goals=("G07", "G09"), cards=("SV-1",))
    lines = GAME.text.summary(GAME.view(state, 0), 0)
    food, clear = [line for line in lines if line.startswith("Goal:")]
    assert food == "Goal: Food Court (0 of 6)" and food.short == "Food Court: 0/6"
    trees = len(state.players[0].park.trees)
    assert clear.short == f"Clear Cut: {trees} trees"  # counted the other way: trees left, not made
    assert clear.startswith(f"Goal: Clear Cut ({trees} trees left, at most 2 wanted")
    met = with_player(state, 0, stands=("C01", "C02", "C03", "C04", "C05", "C06"))
    food = GAME.text.summary(GAME.view(met, 0), 0)[-2]
    assert food == "Goal: Food Court (met)" and food.short == "Food Court: met"


def test_squares_are_counted_from_the_propertys_left_edge_as_it_is_now():
    state = play(start(2), "worker arborist")
    assert log(state, "tree r0c0") == "Ann removes the tree in row 1, column 1"
    # With a board added on the left the notation's columns run negative;
    # the log still counts from the edge the player sees.
    park = state.players[0].park
    wider = with_player(state, 0, park=replace(park, left=park.left - 3, width=park.width + 3))
    assert log(wider, "tree r0c0") == "Ann removes the tree in row 1, column 4"


def test_beckys_contractor_line_names_the_concession_and_what_it_shows_once_each():
    line = log(start(1), "becky reveal C18")
    assert line == "Becky's Contractor turns up Light Tower (C18): Awe +2; it goes back to the box"

"""Log lines, prompts and the side panel."""

from parkpack.games.walk import GAME

from .helpers import new_session, play


def test_describe_names_the_player_and_the_drawing() -> None:
    s = new_session(players=2)
    assert GAME.text.describe(s.state, GAME.parse_action("roll curve")).text == "Die: curve"
    play(s, "roll straight")
    assert GAME.text.describe(s.state, GAME.parse_action("draw straight C2 NS")).text == "Ann draws a straight (vertical) at C2"
    play(s, "draw straight C2 NS")
    assert (
        GAME.text.describe(s.state, GAME.parse_action("draw straight B2 EW")).text
        == "Ben draws a straight (horizontal) at B2 (Government House)"
    )
    play(s, "draw straight B2 EW", "roll curve")
    text = GAME.text.describe(s.state, GAME.parse_action("draw curve B3 NE")).text
    assert text == "Ann draws a curve (north-east) at B3"
    play(s, "draw curve B3 NE", "draw curve C1 ES")
    play(s, "roll T")
    text = GAME.text.describe(s.state, GAME.parse_action("draw T B2 ESW")).text
    assert text == "Ann draws a T (stem south) at B2 (Government House), visiting Government House"


def test_describe_reports_loops() -> None:
    s = new_session(players=1)
    play(s, "roll curve", "draw curve B3 NE", "roll curve", "draw curve C2 SW", "roll curve")
    text = GAME.text.describe(s.state, GAME.parse_action("draw curve B2 ES")).text
    assert text.endswith("closing a loop and visiting Government House")
    play(s, "draw curve B2 ES")
    assert GAME.text.prompt(s.state) == "Ann: draw a statue inside the new loop"
    assert GAME.text.describe(s.state, GAME.parse_action("statue B2")).text == "Ann draws a statue at B2 (Government House)"


def test_prompts_for_the_roll() -> None:
    assert GAME.text.prompt(new_session(players=1, level=2).state) == "Roll the die (turn 1 of 14)"
    assert GAME.text.prompt(new_session(players=3).state) == "Roll the die (turn 1)"


def test_summary_lines() -> None:
    s = new_session(players=1, level=1)
    play(s, "roll curve", "draw curve B3 NE", "roll straight", "draw straight B2 NS", "bonus two")
    lines = GAME.text.summary(s.state, 0)
    assert lines == (
        "Landmarks 1/6 · ibises 0/6",
        "Score 3 · statues 0",
        "Turn 2 of 18 (16 left)",
    )
    assert all("Turn" not in line for line in GAME.text.summary(new_session(players=2).state, 1))


def test_info_and_protocol_details() -> None:
    info = GAME.info
    assert (info.id, info.name, info.min_players, info.max_players) == ("walk", "A Walk in the Park", 1, 6)
    assert not info.hidden_information
    assert len(info.colours) == 6
    assert info.options[0].key == "level" and info.options[0].players == (1,)
    s = new_session(players=2)
    st = s.state
    assert GAME.view(st, 1) == st
    roll = GAME.parse_action("roll ibis")
    assert GAME.reveals(st, roll) is False
    play(s, "roll ibis")
    assert GAME.reveals(s.state, GAME.parse_action("draw ibis A1")) is False
    assert GAME.rounds(s.state) == 1


def test_describe_an_ibis_for_a_t_and_a_pass() -> None:
    from .helpers import session_at, sheet, state

    grid = "ES . . . .\n NE SW . . .\n . NE + . .\n . . . . .\n . . . . ."
    s = session_at(state(sheet(grid, bonuses=("one", "ibis-t"))))
    play(s, "roll T")
    assert GAME.text.prompt(s.state) == "Ann: draw the T or an ibis (rotate with R)"
    assert GAME.text.describe(s.state, GAME.parse_action("draw ibis E5")).text == "Ann draws an ibis instead of the T at E5"
    full = "EW EW EW EW EW\n EW EW EW EW EW\n EW EW + EW EW\n EW EW EW EW EW\n EW EW EW EW i"
    s = session_at(state(sheet(full)))
    play(s, "roll curve")
    assert GAME.text.describe(s.state, GAME.parse_action("pass")).text == "Ann has no empty square and draws nothing"

"""The replay timeline: every state, each seat's log and view, rounds."""

from __future__ import annotations

import pytest

from parkpack.engine import registry
from parkpack.engine.api import OBSERVER, SeatSpec
from parkpack.engine.errors import ParkpackError
from parkpack.engine.replay import EVERYTHING, Timeline, step_lines
from parkpack.engine.session import Session

from .secret_log_game import FINISHED, played, secret_game
from .tenpenny_game import returned_names, tenpenny_game


def test_states_are_the_sessions_states_step_by_step():
    game = secret_game()
    session = played(game, FINISHED)
    timeline = Timeline.of_session(session)
    assert timeline.steps == 6 and timeline.over
    assert timeline.state(6) == session.state
    again = played(game, FINISHED[:3])
    assert timeline.state(3) == again.state
    assert timeline.state(-5) == timeline.state(0) and timeline.state(99) == session.state
    assert timeline.actor(1) == 0 and timeline.actor(3) == -1 and timeline.actor(0) is None


def test_each_seat_reads_the_log_as_it_did_then():
    timeline = Timeline.of_session(played(secret_game(), FINISHED))
    assert timeline.log(3, 1)[2] == "Ben sees the die show 3."
    assert timeline.log(3, 0)[2] == "Ben looks at the die."
    assert timeline.log(6, 0)[2] == "Ben looks at the die."  # still as Ann read it at the time
    assert timeline.log(6, EVERYTHING)[2] == "Ben sees the die show 3."
    assert timeline.view(2, 0).secrets[1] == -1  # Ben's secret is hidden from Ann
    assert timeline.view(2, EVERYTHING).secrets[1] >= 0


def test_everything_only_once_the_game_is_over():
    timeline = Timeline.of_session(played(secret_game(), FINISHED[:4]))
    # two people played it: while it goes on, an onlooker's view, nobody's secrets
    assert not timeline.over and timeline.viewers() == (OBSERVER,)
    with pytest.raises(ParkpackError, match="not over"):
        timeline.view(2, EVERYTHING)
    with pytest.raises(ParkpackError, match="seat 2's secrets"):
        timeline.view(2, 1)
    assert Timeline.of_session(played(secret_game(), FINISHED)).viewers() == (0, 1, EVERYTHING)
    with pytest.raises(ParkpackError, match="no seat 3"):
        timeline.log(2, 2)


def test_a_goal_put_back_stays_secret_in_every_view_of_a_finished_game():
    # Tenpenny's returned goal outlives the game (docs/rules-tenpenny.md):
    # after the game anyone may watch "seen by" a seat.
    session = tenpenny_game(100_000)
    timeline = Timeline.of_session(session)
    returned = returned_names(session)
    assert timeline.over and len(returned) == 2
    for viewer in timeline.viewers():
        lines = timeline.log(timeline.steps, viewer)
        assert [line for line in lines if any(name in line for name in returned)] == []
        assert sum("; the third goes back to the box" in line for line in lines) == 2  # the kept ones named
    keeps = [i for i, line in enumerate(timeline.log(timeline.steps, 0)) if "the third goes back" in line]
    assert len(keeps) == 2 and not set(keeps) & set(timeline.decisions((0, 1)))  # a verdict would name them
    assert len(timeline.decisions((0, 1))) > 50
    # While the game is played, each seat's own line names the goal it put back.
    going = Timeline.of_session(tenpenny_game(40))
    own = [going.entries[i].for_viewer(going.actors[i]) for i in keeps]
    assert all(any(name in line for name in returned) for line in own)


def test_rounds_of_a_walk_game_start_at_each_roll():
    game = registry.get("walk")
    session = Session(game, {}, (SeatSpec("Ann"), SeatSpec("Ben")), 1)
    for text in ["roll curve", "draw curve B2 NE", "draw curve B2 NE", "roll ibis", "draw ibis A1", "draw ibis A1",
                 "roll straight"]:
        session.play(text)
    timeline = Timeline.of_session(session)
    assert timeline.round_starts == (1, 4, 7)
    assert timeline.next_round(0) == 1 and timeline.next_round(1) == 4 and timeline.next_round(7) == 7
    assert timeline.previous_round(5) == 4 and timeline.previous_round(4) == 1 and timeline.previous_round(1) == 0
    assert timeline.decisions([0]) == (1, 4)
    info = timeline.info_set(4)
    assert info.seat == 0 and info.log == tuple(session.log_for(0)[:4]) and info.log[3] == "Die: ibis"
    assert info.legal == game.legal_actions(timeline.state(4))
    sheet = timeline.scores(2, 0)
    assert sheet is not None and [p.total for p in sheet.players] == [0, 0]


def test_step_lines_head_each_round_and_end_with_the_scores():
    timeline = Timeline.of_session(played(secret_game(), FINISHED))
    lines = step_lines(timeline, 0)
    assert lines[0] == "Secret Tally: Ann, Ben; seen by Ann (seat 1)"
    assert "  3. Ben looks at the die." in lines
    assert lines[-4:-2] == ["Final scores", f"  Ann: {timeline.scores(6, 0).total(0)}"]
    assert lines[-1] == "Winner: Ann"
    assert "  3. Ben looks at the die." in step_lines(timeline, OBSERVER)
    assert "  3. Ben sees the die show 3." in step_lines(timeline, 1)

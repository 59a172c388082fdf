"""The note under the final scores of a solo game: no cheering for a loss."""

from __future__ import annotations

from parkpack.engine import paths
from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.engine.session import Session
from parkpack.games.walk import GAME
from parkpack.ui.records_view import record_result


def _finished_solo(seed: int) -> Session:
    session = Session(GAME, {"level": "4"}, (SeatSpec("Ann", COMPUTER, "easy"),), seed)
    bot = GAME.bot("easy", seed)
    while not session.is_over:
        if session.human_to_act() or session.to_act >= 0:
            session.play(bot.choose(GAME, session.info_set(session.to_act)))
        else:
            session.resolve_chance()
    return session


def test_a_lost_game_that_is_the_best_so_far_is_not_cheered():
    paths.records_path().unlink(missing_ok=True)
    session = next(s for s in map(_finished_solo, range(20)) if GAME.scores(s.state).solo_result == "Loss")
    score = GAME.scores(session.state).total(0)
    note = record_result(session)
    assert note == f"Your best score at Level 4 so far: {score} points, though still a loss."
    assert "New solo record" not in note

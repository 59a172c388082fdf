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
    assert note == f"Your best score so far (Level 4): {score} points, though still a loss."
    assert "New solo record" not in note


def test_a_result_reached_with_hints_is_not_called_a_record_and_is_marked():
    from parkpack.engine import records

    paths.records_path().unlink(missing_ok=True)
    session = _finished_solo(3)
    session.hints = [4]
    score = GAME.scores(session.state).total(0)
    note = record_result(session)
    assert note.startswith(f"Your best with hints (Level 4): {score}") and "kept apart" in note
    assert "New solo record" not in note
    filed = records.load()
    assert [r.hints for r in filed.results("walk")] == [True]
    assert filed.best_for("walk", "4") is None  # not a record unless hints are asked for
    assert filed.results("walk", hints=False) == ()
    assert records.summary_lines("walk")[-1].endswith("(with hints)")
    # The same game without hints is a record, and the launcher says so.
    again = _finished_solo(3)
    plain = record_result(again)
    assert plain.startswith(("New solo record (Level 4)", "Your best score so far (Level 4)")), plain
    best = records.load().best_for("walk", "4")
    assert best is not None and not best.hints
    assert records.summary_lines("walk")[0] == f"Level 4: best {records.result_text(best)}"
    assert not records.summary_lines("walk")[-1].endswith("(with hints)")

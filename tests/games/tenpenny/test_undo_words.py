"""Undo's refusal names what closed it: Becky's move or the month's automatic
steps, which run as chance steps with one outcome, are not called a roll."""

from __future__ import annotations

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.session import Session
from parkpack.games.tenpenny import GAME


def _reasons_after_each_step(players: int, seed: int) -> dict[str, set[str]]:
    """Undo's refusal at each decision that follows a chance step, by the
    step's kind; each move is also taken back and played again, and the
    refusal at the turn's start must name the same step."""
    session = Session(GAME, {}, [SeatSpec(f"P{i}") for i in range(players)], seed)
    bot = make_bot(GAME, "easy", seed)
    seen: dict[str, set[str]] = {}
    last = ""
    while not session.is_over:
        if session.to_act == CHANCE:
            last = session.state.task.kind
            session.play(session.chance_action())
            continue
        reason = session.undo_blocked_reason()
        if last:
            seen.setdefault(last, set()).add(reason)
        last = ""
        session.play(bot.choose(GAME, session.info_set(session.to_act or 0)))
        if reason and session.can_undo():
            session.undo()
            assert session.undo_blocked_reason() == reason
            session.redo()
    return seen


def test_against_becky_the_refusal_names_her_move_and_the_income() -> None:
    seen = _reasons_after_each_step(1, 0)
    assert seen["pay-income"] == {"the month's income has been paid since"}
    assert {reason for kind, found in seen.items() if kind.startswith("becky-") for reason in found} == {
        "Becky has moved since"}
    assert seen["card-top"] == seen["deal"] == {"a die roll or draw cannot be undone"}


def test_with_three_players_the_second_places_are_named() -> None:
    seen = _reasons_after_each_step(3, 0)
    assert seen["seconds"] == {"the second places have been scored since"}
    assert seen["reveal"] == {"a die roll or draw cannot be undone"}

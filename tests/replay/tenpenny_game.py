"""A two-person Tenpenny Parks game played by its first legal moves: secret
goals, dealt, kept and put back in the box."""

from __future__ import annotations

from typing import Any

from parkpack.engine import registry
from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.session import Session


def tenpenny_game(moves: int) -> Session[Any, Any]:
    """Ann and Ben, ``moves`` actions in (goals kept by 40), or to the end."""
    session: Session[Any, Any] = Session(registry.get("tenpenny"), {}, (SeatSpec("Ann"), SeatSpec("Ben")), 5)
    while len(session.history) < moves and not session.is_over:
        if session.to_act == CHANCE:
            session.play(session.chance_action())
        else:
            session.play(session.legal_actions()[0])
    return session


def goal_names(session: Session[Any, Any]) -> set[str]:
    """The names of the goals the players hold now."""
    from parkpack.games.tenpenny.content import GOAL

    return {GOAL[g].name for p in session.state.players for g in p.goals}


def returned_names(session: Session[Any, Any]) -> set[str]:
    """The names of the goals put back in the box (and held by nobody)."""
    from parkpack.games.tenpenny.content import GOAL

    returned = {p.returned for p in session.state.players if p.returned}
    return {GOAL[g].name for g in returned} - goal_names(session)

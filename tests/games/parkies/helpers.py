"""Shared helpers for the Parkies tests: play action texts with legality checks."""

from __future__ import annotations

from parkpack.engine.api import SeatSpec
from parkpack.games.parkies import GAME
from parkpack.games.parkies.state import State


def new_game(names: tuple[str, ...], lake: bool = False) -> State:
    seats = [SeatSpec(n) for n in names]
    return GAME.setup({"lake": "on" if lake else "off"}, seats, 1)


def play(state: State, *texts: str) -> State:
    """Play each action after checking it is legal and the state invariants hold."""
    for text in texts:
        action = GAME.parse_action(text)
        legal = GAME.legal_actions(state)
        assert action in legal, f"{text} not legal in {state.pending}: {[str(a) for a in legal][:40]}"
        state = GAME.apply(state, action)
        GAME.check(state)
    return state


def legal_texts(state: State) -> list[str]:
    return [str(a) for a in GAME.legal_actions(state)]

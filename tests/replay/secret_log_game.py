"""The UI tests' tally race with a secret die: only the roller reads its face
in the log (``LogEntry.private``), so the replay tests can catch a leak."""

from __future__ import annotations

from typing import Any

from parkpack.engine.api import LogEntry
from parkpack.engine.api import SeatSpec
from parkpack.engine.session import Session

from ..ui.fake_game import Die, FakeGame, FakeText, State


class SecretDieText(FakeText):
    def describe(self, state: State, action: Any) -> LogEntry:
        if isinstance(action, Die):
            who = state.names[state.turn]
            return LogEntry(f"{who} looks at the die.", f"{who} sees the die show {action.value}.", (state.turn,))
        return super().describe(state, action)


def secret_game() -> FakeGame:
    game = FakeGame("secretdie", hidden=True)
    game.text = SecretDieText(game)
    return game


def played(game: FakeGame, actions: list[str], target: str = "6") -> Session[Any, Any]:
    session = Session(game, {"target": target}, (SeatSpec("Ann"), SeatSpec("Ben")), 4)
    for text in actions:
        session.play(text)
    return session


#: Ann takes 2, Ben rolls a 3, Ann takes 2, Ben takes 2, Ann takes 2: Ann reaches 6.
FINISHED = ["take 2", "roll", "die 3", "take 2", "take 2", "take 2"]

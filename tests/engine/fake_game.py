"""A tiny race game used to test the engine without any real game's rules.

Each turn a die (1-3) is rolled, then the seat to act chooses to ``move`` by
the roll or ``rest``. The first seat to reach 6 wins.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from parkpack.engine.api import CHANCE, Bot, Game, GameInfo, GameText, LogEntry, PlayerScore, ScoreLine, ScoreSheet, SeatSpec
from parkpack.engine.bots import RandomBot
from parkpack.engine.errors import NotationError, OptionError
from parkpack.engine.frozen import record

GOAL = 6


@record
class Roll:
    value: int

    def __str__(self) -> str:
        return f"roll {self.value}"


@record
class Choose:
    move: bool

    def __str__(self) -> str:
        return "move" if self.move else "rest"


@record
class RaceState:
    positions: tuple[int, ...]
    turn: int
    roll: int  # 0 while the die is still to be rolled


class RaceText(GameText[RaceState, Any]):
    def describe(self, state: RaceState, action: Any) -> LogEntry:
        return LogEntry(str(action))

    def prompt(self, view: RaceState) -> str:
        return f"seat {view.turn}: move or rest"

    def summary(self, view: RaceState, seat: int) -> tuple[str, ...]:
        return (f"at {view.positions[seat]}",)


class RaceGame(Game[RaceState, Any]):
    info = GameInfo("race", "Race", 1, 3, "1 min", "A test race.", False)
    text: GameText[RaceState, Any] = RaceText()

    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> RaceState:
        if not 1 <= len(seats) <= 3:
            raise OptionError("1-3 players")
        return RaceState(tuple(0 for _ in seats), 0, 0)

    def to_act(self, state: RaceState) -> int | None:
        if max(state.positions) >= GOAL:
            return None
        return CHANCE if state.roll == 0 else state.turn

    def legal_actions(self, state: RaceState) -> tuple[Any, ...]:
        seat = self.to_act(state)
        if seat is None:
            return ()
        if seat == CHANCE:
            return tuple(Roll(v) for v in (1, 2, 3))
        return (Choose(True), Choose(False))

    def chance_outcomes(self, state: RaceState) -> tuple[tuple[Any, float], ...]:
        return tuple((Roll(v), 1.0) for v in (1, 2, 3))

    def apply(self, state: RaceState, action: Any) -> RaceState:
        if isinstance(action, Roll):
            return replace(state, roll=action.value)
        pos = list(state.positions)
        if action.move:
            pos[state.turn] += state.roll
        return RaceState(tuple(pos), (state.turn + 1) % len(pos), 0)

    def scores(self, state: RaceState) -> ScoreSheet:
        players = tuple(
            PlayerScore(i, p, (ScoreLine("distance", p),)) for i, p in enumerate(state.positions)
        )
        best = max(state.positions)
        return ScoreSheet(players, tuple(i for i, p in enumerate(state.positions) if p == best))

    def check(self, state: RaceState) -> None:
        assert all(p >= 0 for p in state.positions)

    def parse_action(self, text: str) -> Any:
        if text in ("move", "rest"):
            return Choose(text == "move")
        if text.startswith("roll ") and text[5:].isdigit():
            return Roll(int(text[5:]))
        raise NotationError(f"not a race action: {text!r}")

    def bot(self, level: str, seed: int) -> Bot[RaceState, Any]:
        return RandomBot(seed)


GAME = RaceGame()


class NoChanceRace(RaceGame):
    """The race with the die fixed at 1, so turns pass straight between seats."""

    info = GameInfo("race1", "Race without dice", 1, 3, "1 min", "A test race.", False)

    def to_act(self, state: RaceState) -> int | None:
        if max(state.positions) >= GOAL:
            return None
        return state.turn

    def apply(self, state: RaceState, action: Any) -> RaceState:
        return super().apply(replace(state, roll=1), action)

    def legal_actions(self, state: RaceState) -> tuple[Any, ...]:
        return () if self.to_act(state) is None else (Choose(True), Choose(False))


NO_CHANCE = NoChanceRace()

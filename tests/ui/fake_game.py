"""A tiny game used only by the UI tests: race your tally to the target.

On your turn take 1, take 2, or roll (a chance point adding 1-3). Each seat also
holds a secret number that ``view`` hides from the other seats.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from typing import Any

from parkpack.engine.api import (
    CHANCE,
    BotLevel,
    GameInfo,
    OptionSpec,
    PlayerScore,
    ScoreLine,
    ScoreSheet,
)
from parkpack.engine.errors import NotationError


@dataclass(frozen=True, slots=True)
class Take:
    n: int

    def __str__(self) -> str:
        return f"take {self.n}"


@dataclass(frozen=True, slots=True)
class Roll:
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Die:
    value: int

    def __str__(self) -> str:
        return f"die {self.value}"


@dataclass(frozen=True, slots=True)
class State:
    names: tuple[str, ...]
    totals: tuple[int, ...]
    secrets: tuple[int, ...]
    turn: int
    rolling: bool
    target: int


class FakeGame:
    def __init__(self, game_id: str = "fake", hidden: bool = False) -> None:
        self.info = GameInfo(
            id=game_id,
            name="Tally Race" if not hidden else "Secret Tally",
            min_players=1,
            max_players=4,
            play_time="5 min",
            blurb="Race your tally to the target.",
            hidden_information=hidden,
            colours=(("red", "Red"), ("blue", "Blue"), ("green", "Green"), ("yellow", "Yellow")),
            options=(
                OptionSpec("target", "Target", (("6", "Six"), ("10", "Ten")), "10"),
                OptionSpec("duel", "Duel rule", (("off", "Off"), ("on", "On")), "off", players=(2,)),
            ),
            bot_levels=(BotLevel("easy", "Easy"), BotLevel("gated", "Gated")),
        )
        # The "gated" bot waits for this event, so tests can hold it mid-think.
        self.gate = threading.Event()
        self.bot_threads: list[int] = []

    def setup(self, options: Any, seats: Any, seed: int) -> State:
        n = len(seats)
        secrets = tuple((seed + 7 * i) % 5 for i in range(n))
        return State(tuple(s.name for s in seats), (0,) * n, secrets, 0, False, int(options.get("target", "10")))

    def to_act(self, state: State) -> int | None:
        if max(state.totals) >= state.target:
            return None
        return CHANCE if state.rolling else state.turn

    def legal_actions(self, state: State) -> tuple[Any, ...]:
        seat = self.to_act(state)
        if seat is None:
            return ()
        if seat == CHANCE:
            return tuple(Die(v) for v in (1, 2, 3))
        return (Take(1), Take(2), Roll())

    def chance_outcomes(self, state: State) -> tuple[tuple[Any, float], ...]:
        return tuple((Die(v), 1.0) for v in (1, 2, 3))

    def apply(self, state: State, action: Any) -> State:
        if isinstance(action, Roll):
            return replace(state, rolling=True)
        add = action.n if isinstance(action, Take) else action.value
        totals = list(state.totals)
        totals[state.turn] += add
        return replace(state, totals=tuple(totals), rolling=False, turn=(state.turn + 1) % len(totals))

    def view(self, state: State, seat: int) -> State:
        if not self.info.hidden_information:
            return state
        return replace(state, secrets=tuple(s if i == seat else -1 for i, s in enumerate(state.secrets)))

    def scores(self, state: State) -> ScoreSheet:
        players = tuple(
            PlayerScore(i, t + s, (ScoreLine("Tally", t), ScoreLine("Secret", s)))
            for i, (t, s) in enumerate(zip(state.totals, state.secrets))
        )
        best = max(p.total for p in players)
        solo = ("Winner" if best >= 10 else "Loss") if len(players) == 1 else ""
        return ScoreSheet(players, tuple(p.seat for p in players if p.total == best), ("Test note",), solo)

    def check(self, state: State) -> None:
        assert all(t >= 0 for t in state.totals)

    def parse_action(self, text: str) -> Any:
        if text == "roll":
            return Roll()
        parts = text.split()
        if len(parts) == 2 and parts[1].isdigit() and parts[0] in ("take", "die"):
            return (Take if parts[0] == "take" else Die)(int(parts[1]))
        raise NotationError(f"not a tally action: {text!r}")

    def reveals(self, state: State, action: Any) -> bool:
        return False

    def describe(self, state: State, action: Any) -> str:
        if isinstance(action, Die):
            return f"The die shows {action.value} for {state.names[state.turn]}."
        if isinstance(action, Roll):
            return f"{state.names[state.turn]} rolls."
        return f"{state.names[state.turn]} takes {action.n}."

    def prompt(self, state: State) -> str:
        if self.to_act(state) is None:
            return "The game is over."
        return f"{state.names[state.turn]}: take 1, take 2 or roll."

    def summary(self, state: State, seat: int) -> tuple[str, ...]:
        secret = state.secrets[seat]
        return (f"Tally {state.totals[seat]}", f"Secret {'?' if secret < 0 else secret}")

    def bot(self, level: str, seed: int) -> Any:
        return FakeBot(self, level)


class FakeBot:
    def __init__(self, game: FakeGame, level: str) -> None:
        self.game = game
        self.level = level

    def choose(self, game: Any, view_state: State, seat: int, legal: tuple[Any, ...]) -> Any:
        self.game.bot_threads.append(threading.get_ident())
        if self.level == "gated":
            self.game.gate.wait(10)
        return Take(2)

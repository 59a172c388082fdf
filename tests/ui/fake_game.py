"""A tiny game used only by the UI tests: race your tally to the target.

On your turn take 1, take 2, or roll (a chance point adding 1-3). Each seat also
holds a secret number that ``view`` hides from the other seats. With the
option ``robot`` on, an automaton entrant, Robo, scores a fixed tally of its
own: it is no seat, but it can win (as Becky does in Tenpenny Parks solo).
"""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import Any, Mapping, Sequence

from parkpack.engine.api import (
    CHANCE,
    Bot,
    BotLevel,
    Game,
    GameInfo,
    GameText,
    InfoSet,
    LogEntry,
    OptionSpec,
    PlayerScore,
    ScoreLine,
    ScoreSheet,
    SeatSpec,
)
from parkpack.engine.errors import NotationError
from parkpack.engine.frozen import record
from parkpack.engine.rng import Rng

ROBO_TALLY = 9  # what the automaton entrant scores


@record
class Take:
    n: int

    def __str__(self) -> str:
        return f"take {self.n}"


@record
class Roll:
    def __str__(self) -> str:
        return "roll"


@record
class Die:
    value: int

    def __str__(self) -> str:
        return f"die {self.value}"


@record
class State:
    names: tuple[str, ...]
    totals: tuple[int, ...]
    secrets: tuple[int, ...]
    turn: int
    rolling: bool
    target: int
    robot: bool = False


class FakeText(GameText[State, Any]):
    def __init__(self, game: FakeGame) -> None:
        self.game = game

    def describe(self, state: State, action: Any) -> LogEntry:
        if isinstance(action, Die):
            return LogEntry(f"The die shows {action.value} for {state.names[state.turn]}.")
        if isinstance(action, Roll):
            return LogEntry(f"{state.names[state.turn]} rolls.")
        return LogEntry(f"{state.names[state.turn]} takes {action.n}.")

    def prompt(self, view: State) -> str:
        if self.game.to_act(view) is None:
            return "The game is over."
        return f"{view.names[view.turn]}: take 1, take 2 or roll."

    def summary(self, view: State, seat: int) -> tuple[str, ...]:
        secret = view.secrets[seat]
        return (f"Tally {view.totals[seat]}", f"Secret {'?' if secret < 0 else secret}")


class FakeGame(Game[State, Any]):
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
                OptionSpec("robot", "Robo plays", (("off", "No"), ("on", "Yes")), "off", players=(1,)),
            ),
            bot_levels=(BotLevel("easy", "Easy"), BotLevel("gated", "Gated")),
            solo_option="target",
        )
        self.text: GameText[State, Any] = FakeText(self)
        # The "gated" bot waits for this event, so tests can hold it mid-think.
        self.gate = threading.Event()
        self.bot_threads: list[int] = []

    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> State:
        n = len(seats)
        secrets = tuple((seed + 7 * i) % 5 for i in range(n))
        return State(tuple(s.name for s in seats), (0,) * n, secrets, 0, False, int(options.get("target", "10")),
                     options.get("robot") == "on")

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

    def determinize(self, view: State, seat: int, rng: Rng) -> State:
        return replace(view, secrets=tuple(rng.below(5) if s < 0 else s for s in view.secrets))

    def automata(self, state: State) -> tuple[str, ...]:
        return ("Robo",) if state.robot else ()

    def scores(self, state: State) -> ScoreSheet:
        players = tuple(
            PlayerScore(i, t + s, (ScoreLine("Tally", t), ScoreLine("Secret", s)))
            for i, (t, s) in enumerate(zip(state.totals, state.secrets))
        )
        if state.robot:
            players += (PlayerScore(len(players), ROBO_TALLY, (ScoreLine("Tally", ROBO_TALLY), ScoreLine("Secret", 0))),)
        best = max(p.total for p in players)
        winners = tuple(p.seat for p in players if p.total == best)
        seats = len(state.names)
        if seats > 1:
            solo = ""
        elif state.robot:
            solo = "Win" if winners == (0,) else "Loss"
        else:
            solo = "Winner" if best >= 10 else "Loss"
        return ScoreSheet(players, winners, ("Test note",), solo, self.automata(state))

    def check(self, state: State) -> None:
        assert all(t >= 0 for t in state.totals)

    def parse_action(self, text: str) -> Any:
        if text == "roll":
            return Roll()
        parts = text.split()
        if len(parts) == 2 and parts[1].isdigit() and parts[0] in ("take", "die"):
            return (Take if parts[0] == "take" else Die)(int(parts[1]))
        raise NotationError(f"not a tally action: {text!r}")

    def bot(self, level: str, seed: int) -> Bot[State, Any]:
        return FakeBot(self, level)


class FakeBot:
    def __init__(self, game: FakeGame, level: str) -> None:
        self.game = game
        self.level = level
        self.seen: list[InfoSet[State, Any]] = []  # what it was given, for the tests

    def choose(self, game: Game[State, Any], info: InfoSet[State, Any]) -> Any:
        self.seen.append(info)
        self.game.bot_threads.append(threading.get_ident())
        if self.level == "gated":
            self.game.gate.wait(10)
        return Take(2)

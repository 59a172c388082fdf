"""A tiny game on the engine's Game protocol, for tests of saves, records and
the files around them (not any real game's rules).

On your turn take 1 or 2, or roll (a chance point adding 1-3); the first to
the target ends the game. Options: the target (which also keys solo records)
and, solo only, a rival automaton ("Robo") who scores one point per turn
taken; beating Robo wins a solo game with the rival.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from parkpack.engine.api import (
    CHANCE,
    BotLevel,
    Game,
    GameInfo,
    GameText,
    LogEntry,
    OptionSpec,
    PlayerScore,
    ScoreLine,
    ScoreSheet,
    SeatSpec,
)
from parkpack.engine.bots import RandomBot
from parkpack.engine.errors import NotationError, OptionError
from parkpack.engine.frozen import record


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


Action = Take | Roll | Die


@record
class TallyState:
    names: tuple[str, ...]
    totals: tuple[int, ...]
    turn: int
    rolling: bool
    target: int
    rival: int = -1  # Robo's score; -1 without the rival


INFO = GameInfo(
    id="tally",
    name="Tally",
    min_players=1,
    max_players=3,
    play_time="2 min",
    blurb="Race your tally to the target.",
    hidden_information=False,
    colours=(("red", "Red"), ("blue", "Blue"), ("green", "Green")),
    options=(
        OptionSpec("target", "Target", (("6", "Six"), ("10", "Ten")), "10"),
        OptionSpec("rival", "Robo", (("off", "Off"), ("on", "On")), "off", players=(1,)),
    ),
    bot_levels=(BotLevel("easy", "Easy"),),
    solo_option="target",
)


class TallyText(GameText[TallyState, Action]):
    def describe(self, state: TallyState, action: Action) -> LogEntry:
        name = state.names[state.turn]
        if isinstance(action, Die):
            return LogEntry(f"The die shows {action.value} for {name}.")
        if isinstance(action, Roll):
            return LogEntry(f"{name} rolls.")
        return LogEntry(f"{name} takes {action.n}.")

    def prompt(self, view: TallyState) -> str:
        return f"{view.names[view.turn]}: take 1, take 2 or roll"

    def summary(self, view: TallyState, seat: int) -> tuple[str, ...]:
        return (f"Tally {view.totals[seat]} of {view.target}",)


class TallyGame(Game[TallyState, Action]):
    info = INFO
    text = TallyText()

    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> TallyState:
        if not 1 <= len(seats) <= 3:
            raise OptionError("1-3 players")
        rival = 0 if len(seats) == 1 and options.get("rival") == "on" else -1
        names = tuple(s.name for s in seats)
        return TallyState(names, (0,) * len(seats), 0, False, int(options.get("target", "10")), rival)

    def to_act(self, state: TallyState) -> int | None:
        if max(state.totals) >= state.target:
            return None
        return CHANCE if state.rolling else state.turn

    def legal_actions(self, state: TallyState) -> tuple[Action, ...]:
        seat = self.to_act(state)
        if seat is None:
            return ()
        if seat == CHANCE:
            return tuple(Die(v) for v in (1, 2, 3))
        return (Take(1), Take(2), Roll())

    def chance_outcomes(self, state: TallyState) -> tuple[tuple[Action, float], ...]:
        return tuple((Die(v), 1.0) for v in (1, 2, 3))

    def apply(self, state: TallyState, action: Action) -> TallyState:
        if isinstance(action, Roll):
            return replace(state, rolling=True)
        add = action.n if isinstance(action, Take) else action.value
        totals = list(state.totals)
        totals[state.turn] += add
        rival = state.rival + 1 if state.rival >= 0 else -1
        return replace(state, totals=tuple(totals), rolling=False, turn=(state.turn + 1) % len(totals), rival=rival)

    def automata(self, state: TallyState) -> tuple[str, ...]:
        return ("Robo",) if state.rival >= 0 else ()

    def scores(self, state: TallyState) -> ScoreSheet:
        players = tuple(PlayerScore(i, t, (ScoreLine("Tally", t),)) for i, t in enumerate(state.totals))
        automata = self.automata(state)
        if automata:
            players += (PlayerScore(len(state.totals), state.rival, (ScoreLine("Turns", state.rival),)),)
        best = max(p.total for p in players)
        winners = tuple(p.seat for p in players if p.total == best)
        solo = ""
        if len(state.totals) == 1:
            solo = ("Win" if winners == (0,) else "Loss") if automata else ("Winner" if best >= 10 else "Finished")
        return ScoreSheet(players, winners, (), solo, automata)

    def check(self, state: TallyState) -> None:
        assert all(t >= 0 for t in state.totals)

    def parse_action(self, text: str) -> Action:
        if text == "roll":
            return Roll()
        head, _, number = text.partition(" ")
        if head in ("take", "die") and number in ("1", "2", "3"):
            return Take(int(number)) if head == "take" else Die(int(number))
        raise NotationError(f"not a tally action: {text!r}")

    def bot(self, level: str, seed: int) -> RandomBot[TallyState, Action]:
        return RandomBot(seed)


GAME = TallyGame()

"""A small dice game with one face-down card per seat, for testing the harness.

Setup deals each seat a card (1-4) face down, one chance action per seat. Each
turn the seat to act may show its card (a reveal), must stake 1 or 2, then
rolls the die (1-3, scored times the stake) or passes. After the set number of
rounds the highest total plus card wins. The option ``bonus`` exists only for
two players, to exercise ``OptionSpec.players``.

Deliberately broken subclasses at the end let the tests prove each check fails
when it should.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from parkpack.engine.api import (
    CHANCE, OBSERVER, Bot, BotLevel, Game, GameInfo, GameText, LogEntry, OptionSpec, PlayerScore, ScoreLine,
    ScoreSheet, SeatSpec,
)
from parkpack.engine.bots import RandomBot
from parkpack.engine.errors import InvariantError, NotationError, OptionError
from parkpack.engine.frozen import record
from parkpack.engine.rng import Rng

HIDDEN = -1  # a face-down card in a view


@record
class Deal:
    seat: int
    card: int

    def __str__(self) -> str:
        return f"deal {self.seat} {self.card}"


@record
class Die:
    value: int

    def __str__(self) -> str:
        return f"die {self.value}"


@record
class Stake:
    amount: int

    def __str__(self) -> str:
        return f"stake {self.amount}"


@record
class Simple:
    word: str  # "show", "roll" or "pass"

    def __str__(self) -> str:
        return self.word


@record
class DiceState:
    cards: tuple[int, ...]  # 0 not dealt yet, HIDDEN in another seat's view
    shown: tuple[bool, ...]
    totals: tuple[int, ...]
    turn: int
    round: int
    rounds: int
    stake: int  # 0 until the seat to act has staked
    rolling: bool
    bonus: bool


class DiceText(GameText[DiceState, Any]):
    def describe(self, state: DiceState, action: Any) -> LogEntry:
        if isinstance(action, Deal):
            return LogEntry(f"Player {action.seat + 1} is dealt a card face down",
                            f"Player {action.seat + 1} is dealt card {action.card}", (action.seat,))
        who = f"Player {state.turn + 1}"
        if action == Simple("show"):
            return LogEntry(f"{who} shows card {state.cards[state.turn]}")
        return LogEntry(f"{who}: {action}")

    def prompt(self, view: DiceState) -> str:
        return f"Player {view.turn + 1} to act"

    def summary(self, view: DiceState, seat: int) -> tuple[str, ...]:
        return (f"total {view.totals[seat]}",)


class DiceGame(Game[DiceState, Any]):
    text: GameText[DiceState, Any] = DiceText()
    info = GameInfo(
        id="hiddendice", name="Hidden Dice", min_players=1, max_players=3, play_time="1 min",
        blurb="A test game.", hidden_information=True,
        colours=(("red", "Red"), ("blue", "Blue"), ("green", "Green")),
        options=(
            OptionSpec("rounds", "Rounds", (("2", "Two"), ("3", "Three")), "2"),
            OptionSpec("bonus", "Bonus", (("off", "Off"), ("on", "On")), "off", players=(2,)),
        ),
        bot_levels=(BotLevel("easy", "Easy"),),
    )

    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> DiceState:
        n = len(seats)
        if not 1 <= n <= 3 or options.get("rounds", "2") not in ("2", "3"):
            raise OptionError("1-3 players, 2 or 3 rounds")
        return DiceState((0,) * n, (False,) * n, (0,) * n, 0, 0, int(options.get("rounds", "2")),
                         0, False, options.get("bonus") == "on")

    def to_act(self, state: DiceState) -> int | None:
        if 0 in state.cards or state.rolling:
            return CHANCE
        return None if state.round >= state.rounds else state.turn

    def chance_outcomes(self, state: DiceState) -> tuple[tuple[Any, float], ...]:
        if 0 in state.cards:
            seat = state.cards.index(0)
            return tuple((Deal(seat, c), 1.0) for c in (1, 2, 3, 4))
        return tuple((Die(v), 1.0) for v in (1, 2, 3))

    def legal_actions(self, state: DiceState) -> tuple[Any, ...]:
        seat = self.to_act(state)
        if seat is None:
            return ()
        if seat == CHANCE:
            return tuple(a for a, _ in self.chance_outcomes(state))
        if state.stake == 0:
            show = () if state.shown[seat] else (Simple("show"),)
            return show + (Stake(1), Stake(2))
        return (Simple("roll"), Simple("pass"))

    def apply(self, state: DiceState, action: Any) -> DiceState:
        if isinstance(action, Deal):
            cards = list(state.cards)
            cards[action.seat] = action.card
            return replace(state, cards=tuple(cards))
        if isinstance(action, Stake):
            return replace(state, stake=action.amount)
        if isinstance(action, Die):
            totals = list(state.totals)
            totals[state.turn] += action.value * state.stake
            return self._next_turn(replace(state, totals=tuple(totals), rolling=False))
        if action.word == "show":
            shown = list(state.shown)
            shown[state.turn] = True
            return replace(state, shown=tuple(shown))
        if action.word == "roll":
            return replace(state, rolling=True)
        return self._next_turn(state)

    def _next_turn(self, state: DiceState) -> DiceState:
        turn = (state.turn + 1) % len(state.cards)
        return replace(state, turn=turn, round=state.round + (turn == 0), stake=0)

    def view(self, state: DiceState, seat: int) -> DiceState:
        cards = tuple(
            c if i == seat or state.shown[i] or c == 0 else HIDDEN for i, c in enumerate(state.cards)
        )
        return replace(state, cards=cards)

    def determinize(self, view: DiceState, seat: int, rng: Rng) -> DiceState:
        cards = tuple(1 + rng.below(4) if c == HIDDEN else c for c in view.cards)
        return replace(view, cards=cards)

    def scores(self, state: DiceState) -> ScoreSheet:
        players = []
        for i, (card, total) in enumerate(zip(state.cards, state.totals)):
            bonus = 1 if state.bonus and i == 1 else 0
            lines = (ScoreLine("rolls", total), ScoreLine("card", card), ScoreLine("bonus", bonus))
            players.append(PlayerScore(i, total + card + bonus, lines))
        best = max(p.total for p in players)
        return ScoreSheet(tuple(players), tuple(p.seat for p in players if p.total == best))

    def check(self, state: DiceState) -> None:
        if any(t < 0 for t in state.totals) or any(not 0 <= c <= 4 for c in state.cards):
            raise InvariantError(f"bad totals or cards: {state}")

    def parse_action(self, text: str) -> Any:
        parts = text.split()
        try:
            if parts[0] == "deal" and len(parts) == 3:
                return Deal(int(parts[1]), int(parts[2]))
            if parts[0] == "die" and len(parts) == 2:
                return Die(int(parts[1]))
            if parts[0] == "stake" and len(parts) == 2:
                return Stake(int(parts[1]))
        except ValueError:
            pass
        if text in ("show", "roll", "pass"):
            return Simple(text)
        raise NotationError(f"not a dice action: {text!r}")

    def reveals(self, state: DiceState, action: Any) -> bool:
        return action == Simple("show")

    def bot(self, level: str, seed: int) -> Bot[DiceState, Any]:
        return RandomBot(seed)


GAME = DiceGame()


# --- broken on purpose ---------------------------------------------------------
class LeakyView(DiceGame):
    """Forgets to hide the other seats' cards."""

    info = replace(DiceGame.info, id="leaky")

    def view(self, state: DiceState, seat: int) -> DiceState:
        return state


class LeakyLog(DiceGame):
    """Names the card dealt face down in the log every seat reads."""

    info = replace(DiceGame.info, id="leakylog")

    class _Text(DiceText):
        def describe(self, state: DiceState, action: Any) -> LogEntry:
            if isinstance(action, Deal):
                return LogEntry(f"Player {action.seat + 1} is dealt card {action.card}")
            return super().describe(state, action)

    text = _Text()


class LeakyLegal(DiceGame):
    """Lets a seat stake 2 only while the next seat's hidden card is low."""

    info = replace(DiceGame.info, id="leakylegal")

    def legal_actions(self, state: DiceState) -> tuple[Any, ...]:
        legal = super().legal_actions(state)
        seat = self.to_act(state)
        if seat in (None, CHANCE) or len(state.cards) < 2:
            return legal
        nxt = state.cards[(seat + 1) % len(state.cards)]
        return tuple(a for a in legal if a != Stake(2) or nxt <= 2)


class NeverEnds(DiceGame):
    """Rounds never advance."""

    info = replace(DiceGame.info, id="neverends")

    def _next_turn(self, state: DiceState) -> DiceState:
        return replace(state, turn=(state.turn + 1) % len(state.cards), stake=0)


class BadCheck(DiceGame):
    """Its invariant rejects states the rules reach."""

    info = replace(DiceGame.info, id="badcheck")

    def check(self, state: DiceState) -> None:
        if max(state.totals) > 4:
            raise InvariantError("total above 4")


class AmbiguousNotation(DiceGame):
    """Both stakes print the same text."""

    info = replace(DiceGame.info, id="ambiguous")

    def legal_actions(self, state: DiceState) -> tuple[Any, ...]:
        return tuple(_Vague(a.amount) if isinstance(a, Stake) else a for a in super().legal_actions(state))


@record
class _Vague(Stake):
    def __str__(self) -> str:
        return "stake"


class StuckTurn(DiceGame):
    """Offers nothing after a stake of 2: a seat to act without a choice."""

    info = replace(DiceGame.info, id="stuck")

    def legal_actions(self, state: DiceState) -> tuple[Any, ...]:
        if self.to_act(state) not in (None, CHANCE) and state.stake == 2:
            return ()
        return super().legal_actions(state)

"""Small games for testing the search: each has a known best move.

* ``NimGame``: two players take 1 or 2 counters in turn; whoever takes the
  last one wins. From 4 counters the only winning move is to take 1.
* ``GambleGame``: one player, one choice: a sure 5 points or a gamble on a
  weighted draw (10 points or nothing). Whether the gamble is worth it
  depends only on the draw's weights.
* ``CardGame``: a hidden-card game. Each of two seats is dealt one card
  face down from 1-6 (no two alike); then each in turn says ``high`` or
  ``low`` as a guess whether its card beats the other's; a right guess scores
  its card, a wrong one nothing. The only secret is the other seat's card, so
  a player that peeks would guess right every time.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from parkpack.engine.api import (
    CHANCE, Bot, Game, GameInfo, GameText, LogEntry, PlayerScore, ScoreLine, ScoreSheet, SeatSpec,
)
from parkpack.engine.bots import RandomBot
from parkpack.engine.errors import NotationError
from parkpack.engine.frozen import record
from parkpack.engine.rng import Rng


@record
class Word:
    text: str

    def __str__(self) -> str:
        return self.text


class _Text(GameText[Any, Any]):
    def describe(self, state: Any, action: Any) -> LogEntry:
        return LogEntry(str(action))

    def prompt(self, view: Any) -> str:
        return "your move"

    def summary(self, view: Any, seat: int) -> tuple[str, ...]:
        return ()


def _sheet(totals: Sequence[int]) -> ScoreSheet:
    players = tuple(PlayerScore(i, t, (ScoreLine("points", t),)) for i, t in enumerate(totals))
    best = max(totals)
    return ScoreSheet(players, tuple(i for i, t in enumerate(totals) if t == best))


class _Small(Game[Any, Any]):
    text: GameText[Any, Any] = _Text()

    def check(self, state: Any) -> None:
        pass

    def parse_action(self, text: str) -> Any:
        return Word(text)

    def bot(self, level: str, seed: int) -> Bot[Any, Any]:
        if level == "expert":
            from parkpack.engine.expert import ExpertBot
            from parkpack.engine.search import SearchConfig

            return ExpertBot(seed, SearchConfig(iterations=300))
        return RandomBot(seed)


# --- Nim ------------------------------------------------------------------------
@record
class Nim:
    left: int
    turn: int
    winner: int = -1


class NimGame(_Small):
    info = GameInfo("nim", "Nim", 2, 2, "1 min", "Take the last counter.", False)

    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> Nim:
        return Nim(int(options.get("counters", "4")), 0)

    def legal_actions(self, state: Nim) -> tuple[Any, ...]:
        return tuple(Word(f"take {k}") for k in (1, 2) if k <= state.left) if state.winner < 0 else ()

    def apply(self, state: Nim, action: Any) -> Nim:
        left = state.left - int(action.text.split()[1])
        return Nim(left, 1 - state.turn, state.turn if left == 0 else -1)

    def to_act(self, state: Nim) -> int | None:
        return None if state.winner >= 0 else state.turn

    def chance_outcomes(self, state: Nim) -> tuple[tuple[Any, float], ...]:
        return ()

    def scores(self, state: Nim) -> ScoreSheet:
        return _sheet([1 if state.winner == i else 0 for i in range(2)])


# --- a weighted gamble -------------------------------------------------------------
@record
class Gamble:
    stage: str  # "choose", "draw", "done"
    points: int = 0


class GambleGame(_Small):
    info = GameInfo("gamble", "Gamble", 1, 1, "1 min", "Sure points or a draw.", False)

    def __init__(self, win_weight: float, lose_weight: float) -> None:
        self.weights = (win_weight, lose_weight)

    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> Gamble:
        return Gamble("choose")

    def legal_actions(self, state: Gamble) -> tuple[Any, ...]:
        if state.stage == "choose":
            return (Word("sure"), Word("gamble"))
        if state.stage == "draw":
            return tuple(a for a, _ in self.chance_outcomes(state))
        return ()

    def apply(self, state: Gamble, action: Any) -> Gamble:
        if action.text == "sure":
            return Gamble("done", 5)
        if action.text == "gamble":
            return Gamble("draw")
        return Gamble("done", 10 if action.text == "win" else 0)

    def to_act(self, state: Gamble) -> int | None:
        return {"choose": 0, "draw": CHANCE}.get(state.stage)

    def chance_outcomes(self, state: Gamble) -> tuple[tuple[Any, float], ...]:
        return ((Word("win"), self.weights[0]), (Word("lose"), self.weights[1])) if state.stage == "draw" else ()

    def scores(self, state: Gamble) -> ScoreSheet:
        return _sheet([state.points])


# --- a hidden card -----------------------------------------------------------------
HIDDEN = 0


@record
class Cards:
    cards: tuple[int, ...]  # 0 before the deal; HIDDEN (0) too in another seat's view
    dealt: int  # cards dealt so far
    guesses: tuple[str, ...]  # "high"/"low" per seat, "" until made


class CardGame(_Small):
    info = GameInfo("cards", "Cards", 2, 2, "1 min", "Guess high or low.", True)

    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> Cards:
        return Cards((0, 0), 0, ("", ""))

    def to_act(self, state: Cards) -> int | None:
        if state.dealt < 2:
            return CHANCE
        for seat, guess in enumerate(state.guesses):
            if not guess:
                return seat
        return None

    def chance_outcomes(self, state: Cards) -> tuple[tuple[Any, float], ...]:
        if state.dealt >= 2:
            return ()
        return tuple((Word(f"deal {c}"), 1.0) for c in range(1, 7) if c not in state.cards)

    def legal_actions(self, state: Cards) -> tuple[Any, ...]:
        seat = self.to_act(state)
        if seat is None:
            return ()
        if seat == CHANCE:
            return tuple(a for a, _ in self.chance_outcomes(state))
        return (Word("high"), Word("low"))

    def apply(self, state: Cards, action: Any) -> Cards:
        word, _, arg = action.text.partition(" ")
        if word == "deal":
            cards = list(state.cards)
            cards[state.dealt] = int(arg)
            return Cards(tuple(cards), state.dealt + 1, state.guesses)
        seat = self.to_act(state)
        assert seat is not None and seat >= 0
        guesses = list(state.guesses)
        guesses[seat] = word
        return replace(state, guesses=tuple(guesses))

    def view(self, state: Cards, seat: int) -> Cards:
        if self.to_act(state) is None:
            return state
        return replace(state, cards=tuple(c if i == seat else HIDDEN for i, c in enumerate(state.cards)))

    def determinize(self, view: Cards, seat: int, rng: Rng) -> Cards:
        if view.dealt < 2 or all(view.cards):
            return view
        unseen = [c for c in range(1, 7) if c not in view.cards]
        cards = tuple(c if c else rng.pick(unseen) for c in view.cards)
        return replace(view, cards=cards)

    def scores(self, state: Cards) -> ScoreSheet:
        totals = []
        for seat, (card, guess) in enumerate(zip(state.cards, state.guesses)):
            other = state.cards[1 - seat]
            right = (card > other) == (guess == "high")
            totals.append(card if right else 0)
        return _sheet(totals)

    def parse_action(self, text: str) -> Any:
        if text in ("high", "low") or text.startswith("deal "):
            return Word(text)
        raise NotationError(text)

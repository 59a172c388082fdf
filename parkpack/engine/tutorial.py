"""The shape of a game's first-game tutorial and of its first-time hints.

A game teaches itself with one module, ``parkpack/games/<id>/tutorial.py``,
exposing:

* ``TUTORIAL``: a ``Tutorial``, a whole short game written out action by
  action (chance results and the other seats' moves included, so the same
  game unfolds every time) with a ``Step`` for each decision of the learner
  (seat 0): what to do, why, and whether the coach plays it instead;
* ``DECISIONS``: every kind of decision of the game, with the hint shown the
  first time a player meets it in a normal game;
* ``decision_kinds(view, seat, legal)``: the kinds the seat faces now, the
  main one first (a hint is shown for the first one not yet explained).

The tutorial window (ui/tutorial.py) and the hints (ui/decision_hints.py) do
the rest for every game alike. Texts are written for parkpack, in its own
words.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Sequence

from ..i18n import _

from .api import CHANCE, AnyGame, InfoSet, ScoreLine, SeatSpec
from .rng import Rng


@dataclass(frozen=True, slots=True)
class Step:
    """A decision of the learner. ``say`` tells what to do (one sentence),
    ``why`` the reason; ``kind`` is its entry in DECISIONS; with ``auto`` the
    coach plays it (the same move comes up again later in the game)."""

    action: str
    say: str
    why: str = ""
    kind: str = ""
    auto: bool = False
    #: What the coach says when another legal move is tried ("" : a default).
    wrong: str = ""


@dataclass(frozen=True, slots=True)
class Decision:
    """A kind of decision: its name and a short hint saying what it is."""

    title: str
    text: str


@dataclass(frozen=True, slots=True)
class Tutorial:
    game: str
    seed: int
    options: tuple[tuple[str, str], ...]
    seats: tuple[SeatSpec, ...]  # seat 0 is the learner; the others play the script
    #: Every action of the game in order: a Step at each of the learner's
    #: decisions, the notation of the action otherwise.
    script: tuple[Step | str, ...]
    intro: str
    #: Said once the game is over, before the score lines are explained.
    ending: str
    #: Explains one line of the final score sheet in a sentence.
    explain: Callable[[ScoreLine], str]
    #: Decision kinds the game shows no example of, each with where the
    #: tutorial explains it instead (e.g. passing with a full sheet).
    explained_only: tuple[str, ...] = ()

    def action_at(self, index: int) -> str | None:
        if not 0 <= index < len(self.script):
            return None
        entry = self.script[index]
        return entry.action if isinstance(entry, Step) else entry

    def step_at(self, index: int) -> Step | None:
        entry = self.script[index] if 0 <= index < len(self.script) else None
        return entry if isinstance(entry, Step) else None

    def steps(self) -> tuple[Step, ...]:
        return tuple(e for e in self.script if isinstance(e, Step))

    def guided(self) -> tuple[int, ...]:
        """Indices of the steps the learner makes (not the coach)."""
        return tuple(i for i, e in enumerate(self.script) if isinstance(e, Step) and not e.auto)

    @property
    def options_map(self) -> Mapping[str, str]:
        return dict(self.options)


def _opt(text: str) -> str:
    return _(text) if text else ""


def translated_step(entry: Step | str) -> Step | str:
    """A script entry with its words in the current language (notation stays)."""
    if isinstance(entry, str):
        return entry
    return replace(entry, say=_opt(entry.say), why=_opt(entry.why), wrong=_opt(entry.wrong))


def translated(tutorial: Tutorial) -> Tutorial:
    """``tutorial`` with its words (written in English and marked with
    ``N_``) in the current language; its actions are unchanged."""
    return replace(tutorial, script=tuple(translated_step(e) for e in tutorial.script),
                   intro=_opt(tutorial.intro), ending=_opt(tutorial.ending))


def translated_decisions(decisions: Mapping[str, Decision]) -> dict[str, Decision]:
    """The first-time hints in the current language."""
    return {kind: Decision(_(d.title), _(d.text)) for kind, d in decisions.items()}


#: The coach's choice for the learner: (state, legal actions, kinds already
#: shown) -> the action.
Coach = Callable[[Any, Sequence[Any], set[str]], Any]


def record_lesson(
    game: AnyGame,
    state: Any,
    chance: Rng,
    coach: Coach,
    kind_of: Callable[[Any, Any], str],
    say: Callable[[Any, Any], tuple[str, str]],
    rivals: Mapping[int, Any],
) -> tuple[tuple[Step | str, ...], Any]:
    """A lesson's script played out from ``state``, and the final state.

    Chance is drawn from ``chance``; the learner (seat 0) plays the coach's
    choices, each written as a Step that the coach plays itself once its
    kind has been shown; the other seats play their ``rivals``' choices."""
    shown: set[str] = set()
    script: list[Step | str] = []
    for _move in range(5000):
        seat = game.to_act(state)
        if seat is None:
            break
        legal = game.legal_actions(state)
        if seat == CHANCE:
            action = chance.weighted(game.chance_outcomes(state))
            script.append(str(action))
        elif seat == 0:
            action = coach(state, legal, shown)
            kind = kind_of(state, action)
            what, why = say(state, action)
            script.append(Step(str(action), what, why, kind, auto=kind in shown))
            shown.add(kind)
        else:
            action = rivals[seat].choose(game, InfoSet(seat, game.view(state, seat), tuple(legal)))
            script.append(str(action))
        state = game.apply(state, action)
    return tuple(script), state


def check_script(game: AnyGame, tutorial: Tutorial) -> list[str]:
    """Problems with a tutorial's script: an illegal action, a Step at
    another seat's decision (or none at the learner's), or a game that does
    not end with the script. Empty when the script plays through."""
    problems: list[str] = []
    state = game.setup(tutorial.options_map, tutorial.seats, tutorial.seed)
    for index, entry in enumerate(tutorial.script):
        text = entry.action if isinstance(entry, Step) else entry
        seat = game.to_act(state)
        if seat is None:
            problems.append(f"action {index + 1} ({text}): the game is already over")
            break
        action = game.parse_action(text)
        if action not in game.legal_actions(state):
            problems.append(f"action {index + 1} ({text}) is not legal there")
            break
        if (seat == 0) != isinstance(entry, Step):
            problems.append(f"action {index + 1} ({text}): a Step must mark exactly the learner's decisions")
        state = game.apply(state, action)
    else:
        if game.to_act(state) is not None:
            problems.append("the script ends before the game does")
    return problems


def decision_kinds(
    game: AnyGame, tutorial: Tutorial, kinds_of: Callable[[Any, int, Sequence[Any]], tuple[str, ...]]
) -> set[str]:
    """The main kinds of decision the learner meets in the script (the first
    of ``kinds_of``, the game's ``decision_kinds``) and those its steps name."""
    kinds: set[str] = set()
    state = game.setup(tutorial.options_map, tutorial.seats, tutorial.seed)
    for entry in tutorial.script:
        text = entry.action if isinstance(entry, Step) else entry
        if isinstance(entry, Step):
            kinds.update(kinds_of(game.view(state, 0), 0, game.legal_actions(state))[:1])
            if entry.kind:
                kinds.add(entry.kind)
        state = game.apply(state, game.parse_action(text))
    return kinds

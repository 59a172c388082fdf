"""Learn to play Steam Donkey: a two-player game with the advanced rules
against an easy computer player on a fixed seed, and the first-time hints
for each kind of decision.

A game runs to well over a hundred decisions, too many to write out by
hand, so the lesson is played out once, the same way every time: the draws
come from a fixed seed and the learner's moves are the normal computer
player's, except that the learner also takes the top discard, adds visitors
to the hand, sends a visitor on a ride, uses a character and swaps one the
first time each is sensible, so every kind of decision comes up. The first
time the learner meets each kind of move the coach explains it and waits;
the repeats the coach plays, and the game runs to its end and its scoring.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from ...engine.api import CHANCE, COMPUTER, InfoSet, ScoreLine, SeatSpec
from ...engine.bots import make_bot
from ...engine.rng import Rng
from ...engine.tutorial import Decision, Step, Tutorial
from .actions import (
    TOP_SOURCE,
    Action,
    Admiral,
    Build,
    ChooseKickon,
    ChooseResort,
    Collect,
    Dog,
    DonkeyBoy,
    Done,
    IceCream,
    Move,
    Pay,
    Princess,
    Raise,
    Return,
    Ride,
    Swap,
    TakeDiscard,
    Visit,
)
from .content import AREAS, BACK, CARD, COLOURS, FUNICULAR, ICONS, NAMES, RESORT, back_label
from .state import AFTER, BUILD, KICKON, MOVE, PAY, RESORT as RESORT_PHASE, RETURN, START, State

LEARNER = "Sam"
RIVAL = "Captain Jolly"
SEED = 25
OPTIONS: tuple[tuple[str, str], ...] = (("advanced", "on"), ("first", "0"))
#: The turn from which the coach uses a character, swaps one, and so on.
SHOW_FROM_TURN = 3

DECISIONS: dict[str, Decision] = {
    "resort": Decision(
        "Your resort",
        "Your poster has a resort on each side: choose one. Each says how many of the twelve spaces complete "
        "it and which bonuses it pays at the end."),
    "kickon": Decision(
        "A kick-on",
        "Choose a kick-on for the whole game; the character on its back starts twisted and may be used from "
        "your next turn."),
    "build": Decision(
        "Building",
        "Build in one colour this turn: raise as many of its attractions from your hand as you can pay for."),
    "move": Decision(
        "Moving visitors",
        "Bring visitors of one suitcase colour from the station onto your attractions of that colour; each "
        "transport of the colour carries one visitor of any colour into your hand."),
    "collect": Decision(
        "Visitors to your hand",
        "Every visitor in your resort comes into your hand, as cards to build and pay with."),
    "discard": Decision(
        "The top discard",
        "Take the face-up top card of the discard pile: you know exactly what you get, but that is the whole "
        "turn."),
    "raise": Decision(
        "Raising an attraction",
        "Click a glowing card in your hand to build it on its space. It costs cards of its own icon, of any "
        "colour; free amusements cost nothing."),
    "funicular": Decision(
        "The Funicular Railway",
        "The Funicular is a transport of any colour: click it, then the transport space of the colour it is "
        "to stand in for good."),
    "pay": Decision(
        "Paying",
        "Click the glowing cards to pay with, one at a time: they go to the discard pile."),
    "visit": Decision(
        "Placing a visitor",
        "Click a visitor on the platform or the deck's top, then an attraction of its colour with a free "
        "seat. Transports hold no visitors."),
    "ride": Decision(
        "A transport ride",
        "Your transport of this colour carries one visitor of any colour straight into your hand: click the "
        "visitor, then the transport."),
    "return": Decision(
        "Over the hand limit",
        "Your hand would hold too many cards: choose the visitors that go back to the platform, by their "
        "backs, before you see their faces."),
    "stop": Decision(
        "Stopping",
        "Stop building, stop moving visitors, or end your turn, with the button on the right."),
    "character": Decision(
        "Using your character",
        "Your character is ready: use it now (click it, or its button). It is twisted until your next turn."),
    "swap": Decision(
        "Swapping characters",
        "Instead of your own, take another player's ready character (click it on their corner) and use it "
        "at once; they get yours."),
    "dog": Decision(
        "Mechanical Dog",
        "Before taking any visitor, the Mechanical Dog brings three more to the platform."),
}


def decision_kinds(view: State, seat: int, legal: Sequence[Any]) -> tuple[str, ...]:
    """The entries of DECISIONS ``seat`` faces in ``view``, the main one first."""
    if view.seat != seat or not legal:
        return ()
    phase = view.phase
    if phase == START:
        kinds = ["build", "move", "collect"]
        if any(isinstance(a, TakeDiscard) for a in legal):
            kinds.append("discard")
    else:
        kinds = list(_PHASE_KINDS.get(phase, ()))
    if any(isinstance(a, (Admiral, Princess, IceCream, DonkeyBoy)) for a in legal):
        kinds.append("character")
    if any(isinstance(a, Swap) for a in legal):
        kinds.append("swap")
    if any(isinstance(a, Dog) for a in legal):
        kinds.append("dog")
    if any(isinstance(a, Raise) and a.card == FUNICULAR for a in legal):
        kinds.append("funicular")
    if any(isinstance(a, Ride) for a in legal):
        kinds.append("ride")
    return tuple(dict.fromkeys(kinds))


_PHASE_KINDS: dict[str, tuple[str, ...]] = {
    RESORT_PHASE: ("resort",),
    KICKON: ("kickon",),
    BUILD: ("raise", "stop"),
    PAY: ("pay",),
    MOVE: ("visit", "stop"),
    RETURN: ("return",),
    AFTER: ("character", "stop"),
}


def action_kind(action: Action) -> str:
    if isinstance(action, Raise):
        return "funicular" if action.card == FUNICULAR else "raise"
    if isinstance(action, (Admiral, Princess, IceCream, DonkeyBoy)):
        return "character"
    return _KINDS[type(action)]


_KINDS: dict[type, str] = {
    ChooseResort: "resort", ChooseKickon: "kickon", Build: "build", Move: "move", Collect: "collect",
    TakeDiscard: "discard", Pay: "pay", Visit: "visit", Ride: "ride", Return: "return", Done: "stop",
    Swap: "swap", Dog: "dog",
}


# --- the coach's words for one move ----------------------------------------------------
def say(state: State, action: Action) -> tuple[str, str]:
    """What to do (one sentence) and why, for the learner's ``action``."""
    p = state.players[0]
    if isinstance(action, ChooseResort):
        r = RESORT[action.resort]
        return (f"Click the {r.name} side of your poster.",
                f"{r.name} is complete with {r.spaces} spaces filled and pays " + "; ".join(b.label for b in r.bonuses) + ".")
    if isinstance(action, ChooseKickon):
        return (f"Choose the {NAMES[action.kickon]} kick-on (its button on the right).",
                "A kick-on helps you all game; its character can be used once a turn.")
    if isinstance(action, Build):
        return (f"Build in the {AREAS[action.colour]}: press Build {AREAS[action.colour]}.",
                f"Your hand holds {COLOURS[action.colour]} attractions you can pay for.")
    if isinstance(action, Move):
        return (f"Move {COLOURS[action.colour]} visitors: press Move {AREAS[action.colour]}.",
                "Visitors on your attractions come back to your hand later as cards.")
    if isinstance(action, Collect):
        return ("Add your resort's visitors to your hand: press Visitors to hand.",
                f"The {p.guest_count} visitors become cards to build and pay with.")
    if isinstance(action, TakeDiscard):
        top = state.table.discard[-1]
        return ("Take the top discard: click the discard pile.", f"The {CARD[top].name} is worth having.")
    if isinstance(action, Raise):
        c = CARD[action.card]
        if action.card == FUNICULAR:
            return (f"Click the Funicular Railway in your hand, then your {AREAS[action.colour]} transport space.",
                    "It takes the colour you give it.")
        cost = "it is free" if c.cost == 0 else f"it costs {c.cost} {ICONS[c.icon]} card{'s' if c.cost > 1 else ''}"
        return (f"Click the {c.name} in your hand to build it.", f"It scores {c.points}; {cost}.")
    if isinstance(action, Pay):
        c = CARD[action.card]
        return (f"Pay with the {c.name}: click it in your hand.",
                f"It shows the {ICONS[c.icon]} icon the attraction needs.")
    if isinstance(action, Visit):
        where = f"your {AREAS[action.space // 4]} {ICONS[action.space % 4]}"
        src = "the deck's top visitor" if action.source == TOP_SOURCE else back_label(action.source) + " on the platform"
        return (f"Click {src}, then {where}.", "Each visitor sits on an attraction of its suitcase colour.")
    if isinstance(action, Ride):
        src = "the deck's top visitor" if action.source == TOP_SOURCE else back_label(action.source) + " on the platform"
        return (f"Click {src}, then your transport.", "A transport takes one visitor of any colour into your hand.")
    if isinstance(action, Return):
        return (f"Click {back_label(BACK[action.back])} in your resort.", "It goes back to the platform.")
    if isinstance(action, Done):
        return ({BUILD: "Press Stop building.", MOVE: "Press Stop moving."}.get(state.phase, "Press End turn."),
                "Nothing more is worth doing this turn.")
    if isinstance(action, Swap):
        other = state.players[action.seat]
        return (f"Click {other.name}'s {NAMES[other.character]} to swap characters.",
                "You use it at once; they get yours, ready for their turn.")
    if isinstance(action, Dog):
        return ("Press Mechanical Dog.", "Three more visitors arrive before you choose.")
    name = NAMES[p.character]
    if isinstance(action, (Admiral, IceCream)):
        verb = "build" if isinstance(action, Admiral) else "move visitors"
        return (f"Use {name}: press its {AREAS[action.colour]} button.",
                f"You may {verb} in a second colour this turn.")
    return (f"Use {name}: click your character (or press its button).", f"{name} helps this turn.")


def explain(line: ScoreLine) -> str:
    label = line.label.lower()
    if label.startswith("missing"):
        return "A point off for every space your resort still lacked (none, if it was complete)."
    if label.startswith("identical"):
        return "Two identical attractions in one space score only once."
    if label.startswith("attractions"):
        return "Every attraction you built scores its points, covered ones included."
    if ":" in line.label:
        return f"Your poster's bonus: {line.label.split(': ', 1)[1]}."
    return f"{line.label}: {line.points:+d} on the sheet."


# --- playing the lesson out -----------------------------------------------------------------
def _teacher(state: State, legal: Sequence[Action], bot: Any, game: Any, done: set[str]) -> Action:
    """The learner's move: the normal player's, but some kinds once each
    when first offered at a sensible moment."""
    late = state.turn >= SHOW_FROM_TURN
    me = state.players[0]

    def first(kind: type, pred: Any = None) -> Action | None:
        return next((a for a in legal if isinstance(a, kind) and (pred is None or pred(a))), None)

    wants: list[tuple[str, Action | None]] = [("kickon", first(ChooseKickon, lambda a: a.kickon == "dog"))]
    if late:
        wants.append(("swap", first(Swap)))
        wants.append(("character", first((Admiral, Princess, IceCream))))  # type: ignore[arg-type]
        wants.append(("dog", first(Dog)))
        wants.append(("ride", first(Ride)))
        if state.phase == START:
            wants.append(("discard", first(TakeDiscard)))
            if me.guest_count >= 2:
                wants.append(("collect", first(Collect)))
    for kind, action in wants:
        if kind not in done and action is not None:
            return action
    chosen: Action = bot.choose(game, InfoSet(0, game.view(state, 0), tuple(legal)))
    return chosen


def play_out(seed: int) -> tuple[tuple[Step | str, ...], State]:
    """The lesson's script from ``seed``, and the final state."""
    from . import GAME

    state = GAME.setup(dict(OPTIONS), SEATS, seed)
    chance = Rng(f"steamdonkey-tutorial/{seed}")
    bot = make_bot(GAME, "normal", seed * 31)
    rival = make_bot(GAME, "easy", seed * 31 + 1)
    shown: set[str] = set()
    script: list[Step | str] = []
    for _ in range(5000):
        seat = GAME.to_act(state)
        if seat is None:
            break
        legal = GAME.legal_actions(state)
        if seat == CHANCE:
            action: Action = chance.weighted(GAME.chance_outcomes(state))
            script.append(str(action))
        elif seat == 0:
            action = _teacher(state, legal, bot, GAME, shown)
            kind = action_kind(action)
            what, why = say(state, action)
            script.append(Step(str(action), what, why, kind, auto=kind in shown))
            shown.add(kind)
        else:
            action = rival.choose(GAME, InfoSet(seat, GAME.view(state, seat), legal))
            script.append(str(action))
        state = GAME.apply(state, action)
    return tuple(script), state


SEATS = (SeatSpec(LEARNER, colour="blue"), SeatSpec(RIVAL, COMPUTER, "easy", "orange"))


@lru_cache(maxsize=1)
def tutorial() -> Tutorial:
    script, _ = play_out(SEED)
    kinds = {e.kind for e in script if isinstance(e, Step)}
    return Tutorial(
        game="steamdonkey",
        seed=SEED,
        options=OPTIONS,
        seats=SEATS,
        script=script,
        intro="A two-player game with the advanced rules against an easy computer player. Each turn, build in "
              "one colour, move visitors of one colour, add your resort's visitors to your hand, or take the top "
              "discard. The coach shows each new kind of move once; after that it plays for you (watch, or skip "
              "ahead).",
        ending="A resort is complete and the last turns are played: the game is over. Here is how your resort "
               "scores:",
        explain=explain,
        explained_only=tuple(k for k in DECISIONS if k not in kinds),
    )

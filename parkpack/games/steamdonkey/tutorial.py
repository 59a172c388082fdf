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

from typing import Any, Sequence

from ...engine.api import COMPUTER, InfoSet, ScoreLine, SeatSpec
from ...engine.bots import make_bot
from ...engine.rng import Rng
from ...engine.tutorial import Decision, Step, Tutorial, record_lesson, translated_decisions
from ...i18n import N_, _, ngettext, per_language
from . import words
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
from .content import BACK, CARD, FUNICULAR, RESORT, back_label
from .state import AFTER, BUILD, KICKON, MOVE, PAY, RESORT as RESORT_PHASE, RETURN, START, State

LEARNER = "Sam"
RIVAL = "Captain Jolly"
SEED = 25
OPTIONS: tuple[tuple[str, str], ...] = (("advanced", "on"), ("first", "0"))
#: The turn from which the coach uses a character, swaps one, and so on.
SHOW_FROM_TURN = 3

#: The hints in English (``DECISIONS``: in the language in use).
_DECISIONS: dict[str, Decision] = {
    "resort": Decision(
        N_("Your resort"),
        N_("Your poster has a resort on each side: choose one. Each says how many of the twelve spaces complete "
        "it and which bonuses it pays at the end.")),
    "kickon": Decision(
        N_("A kick-on"),
        N_("Choose a kick-on for the whole game; the character on its back starts twisted and may be used from "
        "your next turn.")),
    "build": Decision(
        N_("Building"),
        N_("Build in one colour this turn: raise as many of its attractions from your hand as you can pay for.")),
    "move": Decision(
        N_("Moving visitors"),
        N_("Bring visitors of one suitcase colour from the station onto your attractions of that colour; each "
        "transport of the colour carries one visitor of any colour into your hand.")),
    "collect": Decision(
        N_("Visitors to your hand"),
        N_("Every visitor in your resort comes into your hand, as cards to build and pay with.")),
    "discard": Decision(
        N_("The top discard"),
        N_("Take the face-up top card of the discard pile: you know exactly what you get, but that is the whole "
        "turn.")),
    "raise": Decision(
        N_("Raising an attraction"),
        N_("Click a glowing card in your hand to build it on its space. It costs cards of its own icon, of any "
        "colour; free amusements cost nothing.")),
    "funicular": Decision(
        N_("The Funicular Railway"),
        N_("The Funicular is a transport of any colour: click it, then the transport space of the colour it is "
        "to stand in for good.")),
    "pay": Decision(
        N_("Paying"),
        N_("Click the glowing cards to pay with, one at a time: they go to the discard pile.")),
    "visit": Decision(
        N_("Placing a visitor"),
        N_("Click a visitor on the platform or the deck's top, then an attraction of its colour with a free "
        "seat. Transports hold no visitors.")),
    "ride": Decision(
        N_("A transport ride"),
        N_("Your transport of this colour carries one visitor of any colour straight into your hand: click the "
        "visitor, then the transport.")),
    "return": Decision(
        N_("Over the hand limit"),
        N_("Your hand would hold too many cards: choose the visitors that go back to the platform, by their "
        "backs, before you see their faces.")),
    "stop": Decision(
        N_("Stopping"),
        N_("Stop building, stop moving visitors, or end your turn, with the button on the right.")),
    "character": Decision(
        N_("Using your character"),
        N_("Your character is ready: use it now (click it, or its button). It is twisted until your next turn.")),
    "swap": Decision(
        N_("Swapping characters"),
        N_("Instead of your own, take another player's ready character (click it on their corner) and use it "
        "at once; they get yours.")),
    "dog": Decision(
        N_("Mechanical Dog"),
        N_("Before taking any visitor, the Mechanical Dog brings three more to the platform.")),
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
# Button names quoted here are the board's (parkpack/ui/steamdonkey/words.py);
# their German is agreed in docs/translation.md.
def _source(action: Visit | Ride) -> str:
    if action.source == TOP_SOURCE:
        return _("the deck's top visitor")
    return _("{visitor} on the platform").format(visitor=back_label(action.source))


def say(state: State, action: Action) -> tuple[str, str]:
    """What to do (one sentence) and why, for the learner's ``action``."""
    p = state.players[0]
    if isinstance(action, ChooseResort):
        r = RESORT[action.resort]
        return (_("Click the {resort} side of your poster.").format(resort=r.name),
                _("{resort} is complete with {n} spaces filled and pays {bonuses}.").format(
                    resort=r.name, n=r.spaces, bonuses="; ".join(b.label for b in r.bonuses)))
    if isinstance(action, ChooseKickon):
        return (_("Choose the {kickon} kick-on (its button on the right).").format(kickon=words.name(action.kickon)),
                _("A kick-on helps you all game; its character can be used once a turn."))
    if isinstance(action, Build):
        return (_("Build in the {area}: press Build {area}.").format(area=words.area(action.colour)),
                _("Your hand holds {colour} attractions you can pay for.").format(
                    colour=words.colour_before_plural(action.colour)))
    if isinstance(action, Move):
        return (_("Move {colour} visitors: press Move {area}.").format(
                    colour=words.colour_before_plural(action.colour), area=words.area(action.colour)),
                _("Visitors on your attractions come back to your hand later as cards."))
    if isinstance(action, Collect):
        return (_("Add your resort's visitors to your hand: press Visitors to hand."),
                ngettext("The visitor becomes a card to build and pay with.",
                         "The {n} visitors become cards to build and pay with.", p.guest_count).format(n=p.guest_count))
    if isinstance(action, TakeDiscard):
        top = state.table.discard[-1]
        return (_("Take the top discard: click the discard pile."),
                _("The {name} is worth having.").format(name=words.card_name(top)))
    if isinstance(action, Raise):
        c = CARD[action.card]
        if action.card == FUNICULAR:
            return (_("Click the Funicular Railway in your hand, then your {area} transport space.").format(
                        area=words.area(action.colour)),
                    _("It takes the colour you give it."))
        if c.cost == 0:
            cost = _("it is free")
        else:
            cost = ngettext("it costs {n} {icon} card", "it costs {n} {icon} cards", c.cost).format(
                n=c.cost, icon=words.icon(c.icon))
        return (_("Click the {name} in your hand to build it.").format(name=words.card_name(action.card)),
                _("It scores {points}; {cost}.").format(points=c.points, cost=cost))
    if isinstance(action, Pay):
        c = CARD[action.card]
        return (_("Pay with the {name}: click it in your hand.").format(name=words.card_name(action.card)),
                _("It shows the {icon} icon the attraction needs.").format(icon=words.icon(c.icon)))
    if isinstance(action, Visit):
        return (_("Click {visitor}, then your {area} {icon}.").format(
                    visitor=_source(action), area=words.area(action.space // 4), icon=words.icon(action.space % 4)),
                _("Each visitor sits on an attraction of its suitcase colour."))
    if isinstance(action, Ride):
        return (_("Click {visitor}, then your transport.").format(visitor=_source(action)),
                _("A transport takes one visitor of any colour into your hand."))
    if isinstance(action, Return):
        return (_("Click {visitor} in your resort.").format(visitor=back_label(BACK[action.back])),
                _("It goes back to the platform."))
    if isinstance(action, Done):
        press = {BUILD: _("Press Stop building."), MOVE: _("Press Stop moving.")}.get(state.phase, _("Press End turn."))
        return (press, _("Nothing more is worth doing this turn."))
    if isinstance(action, Swap):
        other = state.players[action.seat]
        return (_("Click {who}'s {name} to swap characters.").format(who=other.name, name=words.name(other.character)),
                _("You use it at once; they get yours, ready for their turn."))
    if isinstance(action, Dog):
        return (_("Press Mechanical Dog."), _("Three more visitors arrive before you choose."))
    name = words.name(p.character)
    if isinstance(action, Admiral):
        return (_("Use {name}: press its {area} button.").format(name=name, area=words.area(action.colour)),
                _("You may build in a second colour this turn."))
    if isinstance(action, IceCream):
        return (_("Use {name}: press its {area} button.").format(name=name, area=words.area(action.colour)),
                _("You may move visitors in a second colour this turn."))
    return (_("Use {name}: click your character (or press its button).").format(name=name),
            _("{name} helps this turn.").format(name=name))


def _opens(label: str, template: str) -> bool:
    """``label`` was made from ``template`` (the part before its first placeholder)."""
    return label.startswith(template.split("{", 1)[0])


def explain(line: ScoreLine) -> str:
    label = line.label
    if _opens(label, _("Missing spaces ({n})")):
        return _("A point off for every space your resort still lacked (none, if it was complete).")
    if _opens(label, _("Identical attractions in one space ({n}, not scored)")):
        return _("Two identical attractions in one space score only once.")
    if _opens(label, _("Attractions ({n})")):
        return _("Every attraction you built scores its points, covered ones included.")
    if ": " in label:
        return _("Your poster's bonus: {bonus}.").format(bonus=label.split(": ", 1)[1])
    return _("{label}: {points} on the sheet.").format(label=label, points=f"{line.points:+d}")


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
    return record_lesson(GAME, state, chance, lambda st, legal, shown: _teacher(st, legal, bot, GAME, shown),
                         lambda _state, action: action_kind(action), say, {1: rival})


SEATS = (SeatSpec(LEARNER, colour="blue"), SeatSpec(RIVAL, COMPUTER, "easy", "orange"))


def _build() -> Tutorial:
    script, _end = play_out(SEED)
    kinds = {e.kind for e in script if isinstance(e, Step)}
    return Tutorial(
        game="steamdonkey",
        seed=SEED,
        options=OPTIONS,
        seats=SEATS,
        script=script,
        intro=_("A two-player game with the advanced rules against an easy computer player. Each turn, build in "
                "one colour, move visitors of one colour, add your resort's visitors to your hand, or take the top "
                "discard. The coach shows each new kind of move once; after that it plays for you (watch, or skip "
                "ahead)."),
        ending=_("A resort is complete and the last turns are played: the game is over. Here is how your resort "
                 "scores:"),
        explain=explain,
        explained_only=tuple(k for k in _DECISIONS if k not in kinds),
    )


_decisions = per_language(lambda: translated_decisions(_DECISIONS))
#: The lesson in the language in use (played out once per language).
tutorial = per_language(_build)


def __getattr__(name: str) -> Any:
    """``DECISIONS`` in the language in use (built once per language)."""
    if name == "DECISIONS":
        return _decisions()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

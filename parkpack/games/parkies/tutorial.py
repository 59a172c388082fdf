"""Learn to play Parkies: a three-player game on a fixed seed, and the
first-time hints for each kind of decision.

A Parkies game runs to some 150 decisions, too many to write out by hand, so
the lesson is played out once, the same way every time: the tiles come up
from a fixed seed, the two other players are the easy computer player with
fixed seeds, and the learner's moves are the hard player's, except that the
learner also cashes a Parkie in, demolishes an attraction and trumps a bid
the first time each is offered at a suitable moment, so every kind of
decision of the three-player rules comes up. The first time the learner meets
each kind of move, the coach explains it and waits; the moves after that,
the coach plays for the learner (they may watch, or skip ahead), and the game
runs to its end and its scoring.

The two-player rules (choosing the size, the duel, the offer) and a tile that
fits nowhere cannot come up in this game; their hints explain them when they
come up in a real game, and the lesson's ending names them.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...engine.api import COMPUTER, InfoSet, ScoreLine, SeatSpec
from ...engine.bots import make_bot
from ...engine.rng import Rng
from ...engine.tutorial import Decision, Step, Tutorial, record_lesson, translated_decisions
from ...i18n import N_, _, per_language, pgettext
from .actions import Action, Bid, CashIn, Demolish, Discard, EndMoves, Move, Place, PoolBid, Take, Trump
from .content import SPACE, TILE
from .text import a_parkie, colour_word
from .state import BID, CHOOSE, DUEL, MOVE, OFFER, PICK, PLACE, POOL_TAKE, State

LEARNER = "Sam"
SEED = 2
#: Rounds after which the learner may demolish (a park has something to lose by then).
DEMOLISH_FROM_ROUND = 4

#: The hints in English (``DECISIONS``: in the language in use).
_DECISIONS: dict[str, Decision] = {
    "bid": Decision(
        N_("Bidding"),
        N_("Put your pawn on a step of a tile's ladder to bid that much for it, or on the Parkie Pool for $3 "
        "and a Parkie. If someone outbids you, your pawn comes back and you bid again.")),
    "pool": Decision(
        N_("The Parkie Pool"),
        N_("Bidding on the Pool costs nothing: instead of a tile you take $3 and a Parkie in the colour you choose.")),
    "trump": Decision(
        N_("Trumping"),
        N_("To beat the top step of a ladder, spend Parkies, one of them the tile's colour. They go back to the "
        "Pool and give no discount; more Parkies beat an earlier trump.")),
    "place": Decision(
        N_("Building your attraction"),
        N_("Put the tile you won in your park: a path must lead from it to an entrance and no path may run into "
        "the side of another tile. R turns it; green spots fit.")),
    "discard": Decision(
        N_("A tile that fits nowhere"),
        N_("Your won tile has no legal spot in your park: discard it (it goes under its pile).")),
    "pool-take": Decision(
        N_("Taking a Parkie from the Pool"),
        N_("You bid on the Pool: choose a Parkie of any colour. New Parkies arrive at an entrance attraction "
        "(or wait outside).")),
    "move": Decision(
        N_("Moving Parkies"),
        N_("Move one Parkie up to two tiles along the paths, or two Parkies one tile each. A Parkie on an "
        "attraction of its colour scores at the end.")),
    "end-moves": Decision(
        N_("Ending your moves"),
        N_("Done moving? End your moves; you may also stop early.")),
    "pick": Decision(
        N_("Picking a Parkie"),
        N_("Take one Parkie whose colour matches an attraction type in your park.")),
    "cash": Decision(
        N_("Cashing a Parkie in"),
        N_("At any of your decisions you may send a Parkie back to the Pool for $5, for instance to afford a bid.")),
    "demolish": Decision(
        N_("Demolishing"),
        N_("At any of your decisions you may demolish an attraction: its Parkies return to the Pool and pay $5 "
        "each, the tile goes under its pile, and the track steps it gave are taken back.")),
    "choose": Decision(
        N_("Choosing the size (two players)"),
        N_("Pick which size of tile is flipped next; you both bid on it.")),
    "duel": Decision(
        N_("Bidding for the flipped tile (two players)"),
        N_("Raise the bid on the one tile up for grabs, or pass and let the other player have it.")),
    "offer": Decision(
        N_("The second tile (two players)"),
        N_("The player who lost the first tile may buy this one at its cheapest price, or pass and go to the Pool.")),
}

_PHASE_KIND = {BID: "bid", PLACE: "place", POOL_TAKE: "pool-take", MOVE: "move", PICK: "pick",
               CHOOSE: "choose", DUEL: "duel", OFFER: "offer"}


def decision_kinds(view: State, seat: int, legal: Sequence[Any]) -> tuple[str, ...]:
    """The entries of DECISIONS ``seat`` faces in ``view``, the main one first."""
    if view.pending.seat != seat or view.pending.phase not in _PHASE_KIND:
        return ()
    main = _PHASE_KIND[view.pending.phase]
    kinds = [main]
    if main == "place" and any(isinstance(a, Discard) for a in legal):
        kinds = ["discard"]
    if main == "bid" and any(isinstance(a, Trump) for a in legal):
        kinds.append("trump")
    if any(isinstance(a, CashIn) for a in legal):
        kinds.append("cash")
    if any(isinstance(a, Demolish) for a in legal):
        kinds.append("demolish")
    return tuple(kinds)


def action_kind(state: State, action: Action) -> str:
    """The entry of DECISIONS an action belongs to."""
    if isinstance(action, Take) and state.pending.phase == PICK:
        return "pick"
    kinds = {Bid: "bid", PoolBid: "pool", Trump: "trump", Place: "place", Discard: "discard", Take: "pool-take",
             Move: "move", EndMoves: "end-moves", CashIn: "cash", Demolish: "demolish"}
    for cls, kind in kinds.items():
        if isinstance(action, cls):
            return kind
    return type(action).__name__.lower()


# --- the coach's words for one move ----------------------------------------------------
def _where(where: str) -> str:
    return _(TILE[where].name) if where in TILE else _("outside your park")


def say(state: State, action: Action) -> tuple[str, str]:
    """What to do (one sentence) and why, for the learner's ``action``."""
    if isinstance(action, Bid):
        return (_("Bid {money} for {tile}: click that step of the {space} ladder.").format(
                    money=_money(action.amount), tile=_(TILE[state.space(action.space).tile].name),
                    space=_(SPACE[action.space].label)),
                _("The highest bid on a tile wins it when nobody is contested; you pay less for each Parkie of "
                  "its colour you own."))
    if isinstance(action, PoolBid):
        return (_("Put your pawn on the Parkie Pool."),
                _("Nothing here is worth a bid for you now: the Pool pays $3 and gives you a Parkie."))
    if isinstance(action, Trump):
        return (_("Trump the top bid on {space}: click its top step, then spend {colours}.").format(
                    space=_(SPACE[action.space].label), colours=" + ".join(colour_word(c) for c in action.colours)),
                _("Parkies, one of the tile's colour, beat even the top of the ladder."))
    if isinstance(action, Place):
        return (_("Build {tile} where the ring shows: row {row}, column {col}, turned {rot}° (R turns it, then click).")
                .format(tile=_(TILE[action.tile].name), row=action.row + 1, col=action.col + 1, rot=action.rot),
                _("Its paths link it to an entrance; linking entrances to each other is worth the most at the end."))
    if isinstance(action, Discard):
        return (_("Discard {tile}: it fits nowhere.").format(tile=_(TILE[action.tile].name)),
                _("A tile needs a path to an entrance."))
    if isinstance(action, Take):
        parkie = a_parkie(action.colour)
        if state.pending.phase == POOL_TAKE:
            what = (_("Take {parkie} from the Pool and put it on {where}.") if action.where in TILE
                    else _("Take {parkie} from the Pool and put it to wait outside."))
        else:
            what = (_("Pick {parkie} from the Pool and put it on {where}.") if action.where in TILE
                    else _("Pick {parkie} from the Pool and put it to wait outside."))
        return (what.format(parkie=parkie, where=_where(action.where)),
                _("Parkies on attractions of their colour score, and each one gives a discount on tiles of "
                  "that colour."))
    if isinstance(action, Move):
        return (_("Move the {colour} Parkie from {source} to {target}.").format(
                    colour=colour_after_the(action.colour), source=_where(action.src), target=_where(action.dst)),
                _("Parkies walk along your paths towards attractions of their own colour."))
    if isinstance(action, EndMoves):
        return (_("End your moves (the Done moving button)."), _("You may always stop moving early."))
    if isinstance(action, CashIn):
        return (_("Cash in the {colour} Parkie on {where}: choose it in the Cash in menu beside the board (or press C).").format(
                    colour=colour_after_the(action.colour), where=_where(action.where)),
                _("Any time it is your decision, a Parkie can go back to the Pool for $5."))
    if isinstance(action, Demolish):
        return (_("Demolish {tile} from the Demolish menu beside the board (or press D).").format(tile=_(TILE[action.tile].name)),
                _("A weak attraction can make room for a better one; its Parkies pay $5 each."))
    return (_("Play {action}.").format(action=action), "")


def _money(amount: int) -> str:
    return _("${amount}").format(amount=amount)


def colour_after_the(colour: str) -> str:
    """A Parkie colour after "the" ("the red Parkie": German "den roten")."""
    words = {
        "red": pgettext("Parkie colour, after the", "red"), "purple": pgettext("Parkie colour, after the", "purple"),
        "green": pgettext("Parkie colour, after the", "green"), "yellow": pgettext("Parkie colour, after the", "yellow"),
        "blue": pgettext("Parkie colour, after the", "blue"), "pink": pgettext("Parkie colour, after the", "pink"),
        "white": pgettext("Parkie colour, after the", "white"), "orange": pgettext("Parkie colour, after the", "orange"),
    }
    return words.get(colour, colour)


def explain(line: ScoreLine) -> str:
    label = line.label

    def starts(*msgids: str) -> bool:
        return any(label.startswith(_(m).split("{")[0]) for m in msgids)

    if starts("Money ${money}"):
        return _("Money scores a point per heart reached on the money track, up to seven.")
    if starts("Attraction types"):
        return _("A point for each different type of attraction in the park.")
    if starts("Matching Parkies"):
        return _("A point for each attraction holding a Parkie of its own colour.")
    if starts("Heart attractions"):
        return _("A point for each attraction printed with a heart.")
    if starts("Allure {value}", "Profitability {value}", "Satisfaction {value}"):
        return _("A point per heart reached on that track.")
    if starts("Connections ({joined} entrances joined)"):
        return _("Linked entrances: 6 points for two, 8 for three, 10 for all four.")
    return _("This line adds to the total as shown.")


# --- playing the lesson out -----------------------------------------------------------------
def _teacher(state: State, legal: Sequence[Action], hard: Any, game: Any, done: set[str]) -> Action:
    """The learner's move: the hard player's, but trump, cash in and demolish
    once each when first offered at a sensible moment."""
    if "trump" not in done:
        trumps = [a for a in legal if isinstance(a, Trump)]
        if trumps:
            return trumps[0]
    if "cash" not in done and state.pending.phase == BID and state.round >= 2:
        cash = [a for a in legal if isinstance(a, CashIn)]
        if cash:
            return cash[0]
    if "demolish" not in done and state.pending.phase == MOVE and state.round >= DEMOLISH_FROM_ROUND:
        player = state.players[0]
        if len(player.tiles) >= 4:
            wrecks = [a for a in legal if isinstance(a, Demolish) and TILE[a.tile].size == "small"]
            if wrecks:
                return wrecks[-1]
    action: Action = hard.choose(game, InfoSet(0, game.view(state, 0), tuple(legal)))
    return action


def _build() -> Tutorial:
    from . import GAME

    seats = (SeatSpec(LEARNER, colour="blue"), SeatSpec("Robin", COMPUTER, "easy", "red"),
             SeatSpec("Kim", COMPUTER, "easy", "yellow"))
    state = GAME.setup({}, seats, SEED)
    chance = Rng(f"parkies-tutorial/{SEED}")
    bots = {1: make_bot(GAME, "easy", SEED * 31 + 1), 2: make_bot(GAME, "easy", SEED * 31 + 2)}
    hard = make_bot(GAME, "hard", SEED * 31)
    script, _end = record_lesson(GAME, state, chance, lambda st, legal, shown: _teacher(st, legal, hard, GAME, shown),
                                 action_kind, say, bots)
    return Tutorial(
        game="parkies",
        seed=SEED,
        options=(),
        seats=seats,
        script=script,
        intro=_("A three-player game against two computer players. Each round: bid for the new attractions, "
              "build what you win, collect income, then move and pick Parkies. The coach shows each new kind "
              "of move once; after that it plays for you (watch, or skip ahead). Two-player games add a few "
              "moves of their own, explained when you first meet them."),
        ending=_("A park linked all four entrances: the round was played out and the game is over. Your points:"),
        explain=explain,
        explained_only=("discard", "choose", "duel", "offer"),
    )

_decisions = per_language(lambda: translated_decisions(_DECISIONS))
#: The lesson in the language in use (played out once per language).
tutorial = per_language(_build)


def __getattr__(name: str) -> Any:
    """``DECISIONS`` in the language in use (built once per language)."""
    if name == "DECISIONS":
        return _decisions()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

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

from functools import lru_cache
from typing import Any, Sequence

from ...engine.api import CHANCE, COMPUTER, InfoSet, ScoreLine, SeatSpec
from ...engine.bots import make_bot
from ...engine.rng import Rng
from ...engine.tutorial import Decision, Step, Tutorial
from .actions import Action, Bid, CashIn, Demolish, Discard, EndMoves, Move, Place, PoolBid, Take, Trump
from .content import SPACE, TILE
from .state import BID, CHOOSE, DUEL, MOVE, OFFER, PICK, PLACE, POOL_TAKE, State

LEARNER = "Sam"
SEED = 2
#: Rounds after which the learner may demolish (a park has something to lose by then).
DEMOLISH_FROM_ROUND = 4

DECISIONS: dict[str, Decision] = {
    "bid": Decision(
        "Bidding",
        "Put your pawn on a step of a tile's ladder to bid that much for it, or on the Parkie Pool for $3 "
        "and a Parkie. If someone outbids you, your pawn comes back and you bid again."),
    "pool": Decision(
        "The Parkie Pool",
        "Bidding on the Pool costs nothing: you get $3 and a Parkie of any colour instead of a tile."),
    "trump": Decision(
        "Trumping",
        "To beat the top step of a ladder, spend Parkies, one of them the tile's colour. They go back to the "
        "Pool and give no discount; more Parkies beat an earlier trump."),
    "place": Decision(
        "Building your attraction",
        "Put the tile you won in your park: a path must lead from it to an entrance and no path may run into "
        "the side of another tile. R turns it; green spots fit."),
    "discard": Decision(
        "A tile that fits nowhere",
        "Your won tile has no legal spot in your park: discard it (it goes under its pile)."),
    "pool-take": Decision(
        "Taking a Parkie from the Pool",
        "You bid on the Pool: choose a Parkie of any colour. New Parkies arrive at an entrance attraction "
        "(or wait outside)."),
    "move": Decision(
        "Moving Parkies",
        "Move one Parkie up to two tiles along the paths, or two Parkies one tile each. A Parkie on an "
        "attraction of its colour scores at the end."),
    "end-moves": Decision(
        "Ending your moves",
        "Done moving? End your moves; you may also stop early."),
    "pick": Decision(
        "Picking a Parkie",
        "Take one Parkie whose colour matches an attraction type in your park."),
    "cash": Decision(
        "Cashing a Parkie in",
        "At any of your decisions you may send a Parkie back to the Pool for $5, for instance to afford a bid."),
    "demolish": Decision(
        "Demolishing",
        "At any of your decisions you may demolish an attraction: its Parkies return to the Pool and pay $5 "
        "each, and the tile goes under its pile."),
    "choose": Decision(
        "Choosing the size (two players)",
        "Pick which size of tile is flipped next; you both bid on it."),
    "duel": Decision(
        "Bidding for the flipped tile (two players)",
        "Raise the bid on the one tile up for grabs, or pass and let the other player have it."),
    "offer": Decision(
        "The second tile (two players)",
        "The player who lost the first tile may buy this one at its cheapest price, or pass and go to the Pool."),
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
    return TILE[where].name if where in TILE else "outside your park"


def say(state: State, action: Action) -> tuple[str, str]:
    """What to do (one sentence) and why, for the learner's ``action``."""
    if isinstance(action, Bid):
        return (f"Bid ${action.amount} for {TILE[state.space(action.space).tile].name}: click that step of the "
                f"{SPACE[action.space].label} ladder.",
                "The highest bid on a tile wins it when nobody is contested; you pay less for each Parkie of "
                "its colour you own.")
    if isinstance(action, PoolBid):
        return ("Put your pawn on the Parkie Pool.",
                "Nothing here is worth a bid for you now: the Pool pays $3 and gives you a Parkie.")
    if isinstance(action, Trump):
        return (f"Trump the top bid on {SPACE[action.space].label}: click its top step, then spend "
                f"{' + '.join(action.colours)}.",
                "Parkies, one of the tile's colour, beat even the top of the ladder.")
    if isinstance(action, Place):
        return (f"Build {TILE[action.tile].name} where the ring shows: row {action.row + 1}, column {action.col + 1}, "
                f"turned {action.rot}° (R turns it, then click).",
                "Its paths link it to an entrance; linking entrances to each other is worth the most at the end.")
    if isinstance(action, Discard):
        return (f"Discard {TILE[action.tile].name}: it fits nowhere.", "A tile needs a path to an entrance.")
    if isinstance(action, Take):
        where = "to wait outside" if action.where not in TILE else f"on {_where(action.where)}"
        verb = "Take" if state.pending.phase == POOL_TAKE else "Pick"
        return (f"{verb} a {action.colour} Parkie from the Pool and put it {where}.",
                "Parkies on attractions of their colour score, and each one gives a discount on tiles of "
                "that colour.")
    if isinstance(action, Move):
        return (f"Move the {action.colour} Parkie from {_where(action.src)} to {_where(action.dst)}.",
                "Parkies walk along your paths towards attractions of their own colour.")
    if isinstance(action, EndMoves):
        return ("End your moves (the Done moving button).", "You may always stop moving early.")
    if isinstance(action, CashIn):
        return (f"Cash in the {action.colour} Parkie on {_where(action.where)}: click it in the Parkie panel "
                "beside the board.",
                "Any time it is your decision, a Parkie can go back to the Pool for $5.")
    if isinstance(action, Demolish):
        return (f"Demolish {TILE[action.tile].name} from the panel beside the board.",
                "A weak attraction can make room for a better one; its Parkies pay $5 each.")
    return (f"Play {action}.", "")


def explain(line: ScoreLine) -> str:
    label = line.label.lower()
    if label.startswith("money"):
        return "Money scores a point per heart reached on the money track, up to seven."
    if label.startswith(("variety", "attraction types")):
        return "A point for each different type of attraction in the park."
    if label.startswith("matching"):
        return "A point for each attraction holding a Parkie of its own colour."
    if label.startswith("heart"):
        return "A point for each attraction printed with a heart."
    if "track" in label or label.startswith(("allure", "profit", "satisf")):
        return "A point per heart reached on that track."
    if label.startswith("connection"):
        return "Linked entrances: 6 points for two, 8 for three, 10 for all four."
    return "This line adds to the total as shown."


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


@lru_cache(maxsize=1)
def tutorial() -> Tutorial:
    from . import GAME

    seats = (SeatSpec(LEARNER, colour="blue"), SeatSpec("Robin", COMPUTER, "easy", "red"),
             SeatSpec("Kim", COMPUTER, "easy", "yellow"))
    state = GAME.setup({}, seats, SEED)
    chance = Rng(f"parkies-tutorial/{SEED}")
    bots = {1: make_bot(GAME, "easy", SEED * 31 + 1), 2: make_bot(GAME, "easy", SEED * 31 + 2)}
    hard = make_bot(GAME, "hard", SEED * 31)
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
            action = _teacher(state, legal, hard, GAME, shown)
            kind = action_kind(state, action)
            what, why = say(state, action)
            script.append(Step(str(action), what, why, kind, auto=kind in shown))
            shown.add(kind)
        else:
            action = bots[seat].choose(GAME, InfoSet(seat, GAME.view(state, seat), legal))
            script.append(str(action))
        state = GAME.apply(state, action)
    return Tutorial(
        game="parkies",
        seed=SEED,
        options=(),
        seats=seats,
        script=tuple(script),
        intro="A three-player game against two computer players. Each round: bid for the new attractions, "
              "build what you win, collect income, then move and pick Parkies. The coach shows each new kind "
              "of move once; after that it plays for you (watch, or skip ahead). Two-player games add a few "
              "moves of their own, explained when you first meet them.",
        ending="A park linked all four entrances: the round was played out and the game is over. Your points:",
        explain=explain,
        explained_only=("discard", "choose", "duel", "offer"),
    )

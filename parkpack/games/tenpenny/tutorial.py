"""Learn to play Tenpenny Parks: a solo game against Becky on a fixed seed,
and the first-time hints for each kind of decision.

A game runs to some sixty decisions of the player's, too many to write out by
hand, so the lesson is played out once, the same way every time: the draws
come from a fixed seed and the learner's moves are the normal computer
player's, except that the learner also clears trees with the Arborist, buys
land from the Realtor, covers a wild icon and steps back on a track for its
reward the first time each is sensible, so every kind of decision comes up.
The first time the learner meets each kind of move the coach explains it and
waits; the repeats the coach plays (the learner may watch or skip ahead), and
the game runs to its end and its scoring. The seed is one where Becky's tie
(the player chooses which Builder location she takes) comes up too, and
where the learner wins.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from ...engine.api import CHANCE, InfoSet, ScoreLine, SeatSpec
from ...engine.bots import make_bot
from ...engine.rng import Rng
from ...engine.tutorial import Decision, Step, Tutorial
from .actions import (
    Action,
    Advertise,
    Bonus,
    ChooseProperty,
    Done,
    Expand,
    ForBecky,
    Keep,
    Place,
    PlaceWorker,
    RemoveTree,
    Stop,
    TakeBoard,
    TakeStand,
    TurnRing,
    Wild,
)
from .content import (
    ARBORIST,
    BONUS_SPACE_INDEX,
    CARD,
    CONCESSION,
    EMOTION_NAMES,
    GOAL,
    GOAL_VP,
    PROPERTY,
    REALTOR,
    SPACE_NAMES,
    TYPE_NAMES,
    TYPES,
    WILD as WILD_ICON,
    expansion_face,
)
from .park import covered_icons
from .shapes import tile_orientations
from .state import (
    ADVERTISING,
    CHOOSE_BONUS,
    EXPAND,
    FOR_BECKY,
    KEEP,
    PLACE,
    PROPERTY as PROPERTY_TASK,
    STACK,
    TAKE,
    TREES,
    TURN_RING,
    WILD,
    WORKER,
    Placed,
    State,
)

LEARNER = "Sam"
SEED = 54
#: The month from which the learner uses the Arborist and the Realtor once each.
SPECIAL_FROM_MONTH = 2

DECISIONS: dict[str, Decision] = {
    "keep": Decision(
        "Keeping two goals",
        "You were dealt three goal cards: keep two (3 VP each if met at the end) and put the third back. "
        "Nobody else sees yours until the game is over."),
    "property": Decision(
        "Your property board",
        "Take a property board with either side up. The fronts are all alike; each back has its own trees "
        "and icons. Trees block tiles; icons pay whoever covers them."),
    "worker": Decision(
        "Placing a worker",
        "Put a worker on a glowing space and take its action at once: a Builder card (its price plus the "
        "ring's modifier), the Banker ($2), the Arborist (trees), the Contractor (a concession) or the Realtor "
        "($3 for land). Each Builder location takes one worker a month."),
    "place": Decision(
        "Placing a tile",
        "The tile follows the pointer over your property: turn it (wheel, R) or flip it (F). It may not cover "
        "trees or tiles, hang over the edge or touch another tile along a side. Icons under it pay at once."),
    "wild": Decision(
        "A wild icon",
        "Your tile covered a wild icon: move one of your discs a space on the track you choose."),
    "trees": Decision(
        "The Arborist",
        "Remove up to two trees from your property to make room, or stop early."),
    "take": Decision(
        "The Contractor",
        "Take one of the face-up concessions and place it: small tiles for the gaps between attractions, "
        "with an emotion step or some income."),
    "stack": Decision(
        "The Realtor",
        "Take the top board of either expansion stack; only its upper face shows until you take it."),
    "expand": Decision(
        "Attaching land",
        "Attach the new board on the far left or far right of your property, either side up; its trees are "
        "placed at once. Tiles may span boards."),
    "bonus": Decision(
        "Leading a track",
        "Your disc leads this track: step back one space for its reward (Thrill: an extra worker next month; "
        "Awe: the shovel; Joy: $3), or take 1 VP."),
    "advertise": Decision(
        "Advertising",
        "Pay an attraction's advertising price for its VP, each attraction once a month; press Done when "
        "you have finished."),
    "turn": Decision(
        "Turning the carousel ring",
        "You hold the shovel: turn the ring to a new position, moving the discounts and surcharges to other "
        "Builder locations for next month."),
    "for-becky": Decision(
        "Becky's tie",
        "Two Builder locations are tied for Becky's worker on price, emotion and VP: you choose the one she "
        "takes."),
}

_TASK_KIND = {
    KEEP: "keep", PROPERTY_TASK: "property", WORKER: "worker", PLACE: "place", WILD: "wild", TREES: "trees",
    TAKE: "take", STACK: "stack", EXPAND: "expand", CHOOSE_BONUS: "bonus", ADVERTISING: "advertise",
    TURN_RING: "turn", FOR_BECKY: "for-becky",
}


def decision_kinds(view: State, seat: int, legal: Sequence[Any]) -> tuple[str, ...]:
    """The entries of DECISIONS ``seat`` faces in ``view`` (there is one at a time)."""
    t = view.task
    if t.seat != seat or t.kind not in _TASK_KIND:
        return ()
    return (_TASK_KIND[t.kind],)


# --- the coach's words for one move ----------------------------------------------------
def _card(tile: str) -> str:
    card = CARD.get(tile)
    return card.name if card is not None else CONCESSION[tile].name


def say(state: State, action: Action) -> tuple[str, str]:
    """What to do (one sentence) and why, for the learner's ``action``."""
    if isinstance(action, Keep):
        names = " and ".join(GOAL[g].name for g in action.goals)
        return (f"Keep {names}: click the third goal card to put it back.",
                "Each goal met at the end is worth 3 VP; choose two your park can reach together.")
    if isinstance(action, ChooseProperty):
        side = "front" if action.side == "front" else f"back ({PROPERTY[action.board].back_name})"
        return (f"Take property board {action.board} with its {side} up.",
                "Every board's front is the same; the backs trade trees for icons.")
    if isinstance(action, PlaceWorker):
        return _worker_words(state, action)
    if isinstance(action, Place):
        o = tile_orientations(action.tile)[action.orient]
        covered = covered_icons(state.players[0].park, Placed(action.tile, action.orient, action.row, action.col))
        why = ("It covers an icon, which pays at once." if covered else
               "Leave room: tiles may not touch along a side, and big attractions need space.")
        left = state.players[0].park.left
        return (f"Place {_card(action.tile)} where the ring shows: side {o.side} up, turned {o.rot}°, its top "
                f"left at row {action.row + 1}, column {action.col - left + 1}.", why)
    if isinstance(action, Wild):
        return (f"Use the wild icon on the {EMOTION_NAMES[action.track]} track: click it.",
                "A wild icon moves whichever disc you like one space.")
    if isinstance(action, RemoveTree):
        left = state.players[0].park.left
        return (f"Remove the tree at row {action.row + 1}, column {action.col - left + 1}: click it.",
                "Trees block tiles; clearing them makes room for a big attraction.")
    if isinstance(action, Stop):
        return ("Stop: remove no more trees.", "The Arborist removes up to two trees; one may be enough.")
    if isinstance(action, TakeStand):
        c = CONCESSION[action.stand]
        what = "an emotion step" if c.icons else f"${c.income} income every month"
        return (f"Take the {c.name} concession: click it in the market.", f"It is small and gives {what}.")
    if isinstance(action, TakeBoard):
        face = state.board.stacks[action.stack].face
        return (f"Take the top board of expansion stack {action.stack + 1} (face {face} showing).",
                "More land means more room for attractions: eight of them earn 10 VP at the end.")
    if isinstance(action, Expand):
        face = expansion_face(state.task.tile, action.side)
        return (f"Attach it on the far {action.edge} with side {action.side} (face {face}) up: click that ghost board.",
                "Its trees come with it; tiles may lie across the seam between boards.")
    if isinstance(action, Bonus):
        track = EMOTION_NAMES[action.track]
        if action.step_back:
            reward = ("the extra worker for next month", "the shovel (you turn the ring tonight)", "$3")[action.track]
            return (f"You lead {track}: step back one space and take {reward}.",
                    "A reward now can be worth more than 1 VP; the disc moves back a single space.")
        return (f"You lead {track}: take 1 VP.", "Stepping back would cost you your lead on the track.")
    if isinstance(action, Advertise):
        ad = CARD[action.card]
        return (f"Advertise {ad.name}: click its card (${ad.ad_cost} for {ad.ad_vp} VP).",
                "Money left at the end scores nothing; advertising turns it into visitors.")
    if isinstance(action, Done):
        return ("Press Done: no more advertising this month.", "Keep some money for next month's attractions.")
    if isinstance(action, TurnRing):
        return (f"Turn the ring {action.spaces} space{'s' if action.spaces > 1 else ''} clockwise.",
                "The shovel holder moves the discounts: put one where you want to build next month.")
    if isinstance(action, ForBecky):
        return (f"Choose the {TYPE_NAMES[TYPES[action.loc]]} Builder for Becky.", "Her tie is yours to break.")
    return (f"Play {action}.", "")


def _worker_words(state: State, action: PlaceWorker) -> tuple[str, str]:
    space = action.space
    if space in TYPES:
        loc = TYPES.index(space)
        card = CARD[state.board.tops[loc]]
        return (f"Place a worker on the {SPACE_NAMES[space]} to build {card.name}: click its card.",
                f"It gives {card.vp} VP at the end" + (f" and ${card.income} income a month." if card.income else "."))
    words = {
        "banker": ("Place a worker on the Banker for $2.", "Money now buys attractions later."),
        ARBORIST: ("Place a worker on the Arborist.", "Clearing trees makes room on your property."),
        "contractor": ("Place a worker on the Contractor.", "A concession fills a gap and moves a disc or pays."),
        REALTOR: ("Place a worker on the Realtor ($3).", "A new board gives you room to build more."),
    }
    return words[space]


def explain(line: ScoreLine) -> str:
    label = line.label
    if label.startswith("Goal: "):
        name = label[len("Goal: "):]
        goal = next((g for g in GOAL.values() if g.name == name), None)
        asks = goal.text.lower() if goal is not None else "what the card asks"
        return f"{name} asks for {asks}: {GOAL_VP} VP if met at the end, else nothing."
    if label == "Bonus step VP":
        return "The VP you took at the Bonuses step for leading a track."
    if label == "Advertising VP":
        return "The VP your advertising bought, month by month."
    if label == "Attractions":
        return "The VP printed on each attraction card you built."
    if label == "Emotion bonuses":
        return f"5 VP for each of your discs beyond space {BONUS_SPACE_INDEX} of its track."
    if label == "Attraction count bonus":
        return "5 VP for six or seven attraction cards, 10 VP for eight or more."
    if label == "Concession VP":
        return "Becky turns the income of the concessions her Contractor finds into VP."
    return "This line adds to the total as shown."


# --- playing the lesson out -----------------------------------------------------------------
def _teacher(state: State, legal: Sequence[Action], bot: Any, game: Any, done: set[str]) -> Action:
    """The learner's move: the normal player's, but the Arborist, the Realtor,
    a wild icon and a step back on a track once each when first sensible."""
    kind = state.task.kind
    me = state.players[0]
    if kind == WORKER and state.month >= SPECIAL_FROM_MONTH:
        if "trees" not in done and me.park.trees:
            arborist = PlaceWorker(ARBORIST)
            if arborist in legal:
                return arborist
        if "stack" not in done:
            realtor = PlaceWorker(REALTOR)
            if realtor in legal:
                return realtor
    if kind == PLACE and "wild" not in done:
        for a in legal:
            if isinstance(a, Place) and WILD_ICON in covered_icons(me.park, Placed(a.tile, a.orient, a.row, a.col)):
                return a
    if kind == CHOOSE_BONUS and "bonus" not in done:
        back = [a for a in legal if isinstance(a, Bonus) and a.step_back]
        if back:
            return back[0]
    if kind == TREES and "trees" not in done:
        trees = [a for a in legal if isinstance(a, RemoveTree)]
        if trees:
            return trees[0]
    action: Action = bot.choose(game, InfoSet(0, game.view(state, 0), tuple(legal)))
    return action


def play_out(seed: int) -> tuple[tuple[Step | str, ...], State]:
    """The lesson's script from ``seed``, and the final state."""
    from . import GAME

    seats = (SeatSpec(LEARNER, colour="blue"),)
    state = GAME.setup(dict(OPTIONS), seats, seed)
    chance = Rng(f"tenpenny-tutorial/{seed}")
    bot = make_bot(GAME, "normal", seed * 31)
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
        else:
            action = _teacher(state, legal, bot, GAME, shown)
            kind = _TASK_KIND[state.task.kind]
            what, why = say(state, action)
            script.append(Step(str(action), what, why, kind, auto=kind in shown))
            shown.add(kind)
        state = GAME.apply(state, action)
    return tuple(script), state


OPTIONS: tuple[tuple[str, str], ...] = (("becky", "normal"),)


@lru_cache(maxsize=1)
def tutorial() -> Tutorial:
    script, _ = play_out(SEED)
    return Tutorial(
        game="tenpenny",
        seed=SEED,
        options=OPTIONS,
        seats=(SeatSpec(LEARNER, colour="blue"),),
        script=script,
        intro="A solo game against Becky over five months. Place workers to build attractions and concessions "
              "on your property, lead the Thrill, Awe and Joy tracks, advertise, and beat Becky's score. The "
              "coach shows each new kind of move once; after that it plays for you (watch, or skip ahead). "
              "Becky plays step by step: watch the card she goes for and the discs she moves.",
        ending="The fifth month is over and the game ends. Here is how your park scores:",
        explain=explain,
    )

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

from typing import Any, Sequence

from ...engine.api import InfoSet, ScoreLine, SeatSpec
from ...engine.bots import make_bot
from ...engine.rng import Rng
from ...engine.tutorial import Decision, Step, Tutorial, record_lesson, translated_decisions
from ...i18n import N_, _, and_join, ngettext, per_language
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
from .text import tile_square

LEARNER = "Sam"
SEED = 54
#: The month from which the learner uses the Arborist and the Realtor once each.
SPECIAL_FROM_MONTH = 2

#: The hints in English (``DECISIONS``: in the language in use).
_DECISIONS: dict[str, Decision] = {
    "keep": Decision(
        N_("Keeping two goals"),
        N_("You were dealt three goal cards: keep two (3 VP each if met at the end) and put the third back. "
        "Nobody else sees yours until the game is over.")),
    "property": Decision(
        N_("Your property board"),
        N_("Take a property board with either side up. The fronts are all alike; each back has its own trees "
        "and icons. Trees block tiles; icons pay whoever covers them.")),
    "worker": Decision(
        N_("Placing a worker"),
        N_("Put a worker on a glowing space and take its action at once: a Builder card (its price plus the "
        "ring's modifier), the Banker ($2), the Arborist (trees), the Contractor (a concession) or the Realtor "
        "($3 for land). Each Builder location takes one worker a month.")),
    "place": Decision(
        N_("Placing a tile"),
        N_("The tile follows the pointer over your property: turn it (wheel, R) or flip it (F). It may not cover "
        "trees or tiles, hang over the edge or touch another tile along a side. Icons under it pay at once.")),
    "wild": Decision(
        N_("A wild icon"),
        N_("Your tile covered a wild icon: move one of your discs a space on the track you choose.")),
    "trees": Decision(
        N_("The Arborist"),
        N_("Remove up to two trees from your property to make room, or stop early.")),
    "take": Decision(
        N_("The Contractor"),
        N_("Take one of the face-up concessions and place it: small tiles for the gaps between attractions, "
        "with an emotion step or some income.")),
    "stack": Decision(
        N_("The Realtor"),
        N_("Take the top board of either expansion stack; only its upper face shows until you take it.")),
    "expand": Decision(
        N_("Attaching land"),
        N_("Attach the new board on the far left or far right of your property, either side up; its trees are "
        "placed at once. Tiles may span boards.")),
    "bonus": Decision(
        N_("Leading a track"),
        N_("Your disc leads this track: step back one space for its reward (Thrill: an extra worker next month; "
        "Awe: the shovel; Joy: $3), or take 1 VP.")),
    "advertise": Decision(
        N_("Advertising"),
        N_("Pay an attraction's advertising price for its VP, each attraction once a month; press Done when "
        "you have finished.")),
    "turn": Decision(
        N_("Turning the carousel ring"),
        N_("You hold the shovel: turn the ring to a new position, moving the discounts and surcharges to other "
        "Builder locations for next month.")),
    "for-becky": Decision(
        N_("Becky's tie"),
        N_("Two Builder locations are tied for Becky's worker on price, emotion and VP: you choose the one she "
        "takes.")),
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
    return _(card.name if card is not None else CONCESSION[tile].name)


def say(state: State, action: Action) -> tuple[str, str]:
    """What to do (one sentence) and why, for the learner's ``action``."""
    if isinstance(action, Keep):
        names = and_join([_(GOAL[g].name) for g in action.goals])
        return (_("Keep {goals}: click the third goal card to put it back.").format(goals=names),
                _("Each goal met at the end is worth 3 VP; choose two your park can reach together."))
    if isinstance(action, ChooseProperty):
        take = (_("Take property board {board} with its front up.") if action.side == "front"
                else _("Take property board {board} with its back ({name}) up."))
        return (take.format(board=action.board, name=_(PROPERTY[action.board].back_name)),
                _("Every board's front is the same; the backs trade trees for icons."))
    if isinstance(action, PlaceWorker):
        return _worker_words(state, action)
    if isinstance(action, Place):
        o = tile_orientations(action.tile)[action.orient]
        covered = covered_icons(state.players[0].park, Placed(action.tile, action.orient, action.row, action.col))
        why = (_("It covers an icon, which pays at once.") if covered else
               _("Leave room: tiles may not touch along a side, and big attractions need space."))
        row, col = tile_square(state.players[0].park, action)  # as the log tells a placement
        return (_("Place {tile} where the ring shows: side {side} up, turned {rot}°, the leftmost square of its top "
                  "row at row {row}, column {col}.").format(tile=_card(action.tile), side=o.side, rot=o.rot,
                                                            row=row, col=col), why)
    if isinstance(action, Wild):
        return (_("Use the wild icon on the {track} track: click it.").format(track=_(EMOTION_NAMES[action.track])),
                _("A wild icon moves whichever disc you like one space."))
    if isinstance(action, RemoveTree):
        left = state.players[0].park.left
        return (_("Remove the tree at row {row}, column {col}: click it.").format(row=action.row + 1, col=action.col - left + 1),
                _("Trees block tiles; clearing them makes room for a big attraction."))
    if isinstance(action, Stop):
        return (_("Stop: remove no more trees."), _("The Arborist removes up to two trees; one may be enough."))
    if isinstance(action, TakeStand):
        c = CONCESSION[action.stand]
        gives = (_("It is small and gives an emotion step.") if c.icons
                 else _("It is small and gives {money} income every month.").format(money=_money(c.income)))
        return (_("Take the {name} concession: click it in the market.").format(name=_(c.name)), gives)
    if isinstance(action, TakeBoard):
        face = state.board.stacks[action.stack].face
        return (_("Take the top board of expansion stack {stack} (face {face} showing).").format(stack=action.stack + 1, face=face),
                _("More land means more room for attractions: eight of them earn 10 VP at the end."))
    if isinstance(action, Expand):
        face = expansion_face(state.task.tile, action.side)
        attach = (_("Attach it on the far left with side {side} (face {face}) up: click that ghost board.")
                  if action.edge == "left" else
                  _("Attach it on the far right with side {side} (face {face}) up: click that ghost board."))
        return (attach.format(side=action.side, face=face),
                _("Its trees come with it; tiles may lie across the seam between boards."))
    if isinstance(action, Bonus):
        track = _(EMOTION_NAMES[action.track])
        if action.step_back:
            reward = (_("the extra worker for next month"), _("the shovel (you turn the ring tonight)"), _money(3))[action.track]
            return (_("You lead {track}: step back one space and take {reward}.").format(track=track, reward=reward),
                    _("A reward now can be worth more than 1 VP; the disc moves back a single space."))
        return (_("You lead {track}: take 1 VP.").format(track=track), _("Stepping back gives up a space, and with a rival close behind, the lead too."))
    if isinstance(action, Advertise):
        ad = CARD[action.card]
        return (_("Advertise {name}: click its card ({cost} for {vp} VP).").format(
                    name=_(ad.name), cost=_money(ad.ad_cost), vp=ad.ad_vp),
                _("Money left at the end scores nothing; advertising turns it into visitors."))
    if isinstance(action, Done):
        return (_("Press Done: no more advertising this month."), _("Keep some money for next month's attractions."))
    if isinstance(action, TurnRing):
        return (ngettext("Turn the ring {n} space clockwise.", "Turn the ring {n} spaces clockwise.", action.spaces)
                .format(n=action.spaces),
                _("The shovel holder moves the discounts: put one where you want to build next month."))
    if isinstance(action, ForBecky):
        return (_("Choose the {space} for Becky.").format(space=_(SPACE_NAMES[TYPES[action.loc]])),
                _("Her tie is yours to break."))
    return (_("Play {action}.").format(action=action), "")


def _money(amount: int) -> str:
    return _("${amount}").format(amount=amount)


def _worker_words(state: State, action: PlaceWorker) -> tuple[str, str]:
    space = action.space
    if space in TYPES:
        loc = TYPES.index(space)
        card = CARD[state.board.tops[loc]]
        why = (_("It gives {vp} VP at the end and {money} income a month.") if card.income
               else _("It gives {vp} VP at the end."))
        return (_("Place a worker on the {space} to build {name}: click its card.").format(
                    space=_(SPACE_NAMES[space]), name=_(card.name)),
                why.format(vp=card.vp, money=_money(card.income)))
    words = {
        "banker": (_("Place a worker on the Banker for $2."), _("Money now buys attractions later.")),
        ARBORIST: (_("Place a worker on the Arborist."), _("Clearing trees makes room on your property.")),
        "contractor": (_("Place a worker on the Contractor."), _("A concession fills a gap and moves a disc or pays.")),
        REALTOR: (_("Place a worker on the Realtor ($3)."), _("A new board gives you room to build more.")),
    }
    return words[space]


def explain(line: ScoreLine) -> str:
    label = line.label
    goal_prefix = _("Goal: {goal}").split("{")[0]
    if label.startswith(goal_prefix):
        name = label[len(goal_prefix):]
        goal = next((g for g in GOAL.values() if _(g.name) == name), None)
        asks = _(goal.text).lower() if goal is not None else _("what the card asks")
        return _("{name} asks for {asks}: {vp} VP if met at the end, else nothing.").format(name=name, asks=asks, vp=GOAL_VP)
    if label == _("Bonus step VP"):
        return _("The VP you took at the Bonuses step for leading a track.")
    if label == _("Advertising VP"):
        return _("The VP your advertising bought, month by month.")
    if label == _("Attractions"):
        return _("The VP printed on each attraction card you built.")
    if label == _("Emotion bonuses"):
        return _("5 VP for each of your discs beyond space {space} of its track.").format(space=BONUS_SPACE_INDEX)
    if label == _("Attraction count bonus"):
        return _("6-7 attraction cards earn 5 VP; 8 or more earn 10 VP.")
    if label == _("Concession VP"):
        return _("Becky turns the income of the concessions her Contractor finds into VP.")
    return _("This line adds to the total as shown.")


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
    return record_lesson(GAME, state, chance, lambda st, legal, shown: _teacher(st, legal, bot, GAME, shown),
                         lambda st, _action: _TASK_KIND[st.task.kind], say, {})


OPTIONS: tuple[tuple[str, str], ...] = (("becky", "normal"),)


def _build() -> Tutorial:
    script, _end = play_out(SEED)
    return Tutorial(
        game="tenpenny",
        seed=SEED,
        options=OPTIONS,
        seats=(SeatSpec(LEARNER, colour="blue"),),
        script=script,
        intro=_("A solo game against Becky over five months. Place workers to build attractions and concessions "
                "on your property, lead the Thrill, Awe and Joy tracks, advertise, and beat Becky's score. The "
                "coach shows each new kind of move once; after that it plays for you (watch, or skip ahead). "
                "Becky plays step by step: watch the card she goes for and the discs she moves."),
        ending=_("The fifth month is over and the game ends. Here is how your park scores:"),
        explain=explain,
    )

_decisions = per_language(lambda: translated_decisions(_DECISIONS))
#: The lesson in the language in use (played out once per language).
tutorial = per_language(_build)


def __getattr__(name: str) -> Any:
    """``DECISIONS`` in the language in use (built once per language)."""
    if name == "DECISIONS":
        return _decisions()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

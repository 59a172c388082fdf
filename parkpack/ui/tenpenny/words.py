"""Texts of the Tenpenny Parks board: what the choice bar says, button
labels, hover hints and the reasons a gesture does nothing. Everything is
built from the view the board was given; what is allowed always comes from
the legal actions, the game's own refusal text says why something is not."""

from __future__ import annotations

from typing import Any

from ...games.tenpenny.actions import (
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
from ...games.tenpenny.common import builder_cost
from ...games.tenpenny.content import (
    CARD,
    CONCESSION,
    EMOTION_ICONS,
    EMOTION_NAMES,
    GOAL,
    ICON_NAMES,
    JOY_CASH,
    MONEY_ICONS,
    PROPERTY,
    RING,
    SPACE_NAMES,
    TYPE_NAMES,
    TYPES,
    WILD as WILD_ICON,
    expansion_face,
    ring_modifier,
)
from ...games.tenpenny.state import (
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
    State,
)
from ...games.tenpenny.text import tile_name

STEP_BACK = ("Step back: extra worker next month", "Step back: take the shovel", f"Step back: take ${JOY_CASH}")

#: Keys for placing a tile, said wherever a tile is in hand.
TILE_KEYS = "wheel or R turns, F flips, click or Enter places"


def money(n: int) -> str:
    return f"${n}"


def steps_text(emotions: tuple[int, ...]) -> str:
    return ", ".join(f"{EMOTION_NAMES[e]} +{emotions.count(e)}" for e in (0, 1, 2) if emotions.count(e))


def rewards_text(tile: str, covered: tuple[str, ...]) -> str:
    """What placing ``tile`` over the ``covered`` icons gives, in words."""
    card = CARD.get(tile)
    emotions: tuple[int, ...] = card.icons if card is not None else CONCESSION[tile].icons
    for kind in covered:
        emotions += EMOTION_ICONS.get(kind, ())
    parts = [steps_text(emotions)] if emotions else []
    cash = sum(MONEY_ICONS.get(kind, 0) for kind in covered)
    if cash:
        parts.append(f"${cash}")
    wilds = covered.count(WILD_ICON)
    if wilds:
        parts.append(f"{wilds} wild step{'s' if wilds > 1 else ''} (you choose the track)")
    return "; ".join(p for p in parts if p)


def covered_words(covered: tuple[str, ...]) -> str:
    return ", ".join(ICON_NAMES[k] for k in covered)


TAB_KEYS = "(or Tab, Enter)"


def caption(view: State, seat: int, interactive: bool) -> tuple[str, str]:
    """The choice bar's two lines: what to do now, and how (or what is going on)."""
    t = view.task
    if not interactive:
        if t.kind.startswith("becky"):
            step = becky_step(view)
            return "Becky is playing", step[0].upper() + step[1:]
        return _waiting(view, seat), ""
    kind = t.kind
    if kind == KEEP:
        return "Keep two of your three goals", f"Click the one to put back in the box {TAB_KEYS}"
    if kind == PROPERTY_TASK:
        return "Choose your property board and side", f"Click one; all fronts are alike {TAB_KEYS}"
    if kind == WORKER:
        return "Place a worker", f"Click a glowing Builder card or space {TAB_KEYS}"
    if kind == PLACE:
        return f"Place {tile_name(t.tile)}", TILE_KEYS[0].upper() + TILE_KEYS[1:]
    if kind == WILD:
        return f"Wild icon: choose a track ({t.count} to assign)", f"Click a track or a button {TAB_KEYS}"
    if kind == TREES:
        return "Arborist: remove a tree" + (" (one more)" if t.count else " (up to two)"), \
            "Click a tree on your property, or Stop"
    if kind == TAKE:
        return "Contractor: take a face-up concession", f"Click a glowing concession {TAB_KEYS}"
    if kind == STACK:
        return "Realtor: take the top board of a stack", f"Click Land 1 or Land 2 {TAB_KEYS}"
    if kind == EXPAND:
        return f"Attach board {t.tile} left or right", "Click a ghost board; right-click or F flips it"
    if kind == CHOOSE_BONUS:
        return f"You lead {EMOTION_NAMES[t.count]}: choose your bonus", "Step back for the reward, or take 1 VP"
    if kind == ADVERTISING:
        return "Advertise your attractions", f"Click glowing attractions, then Done {TAB_KEYS}"
    if kind == TURN_RING:
        return "Turn the carousel ring", "Click the card +$2 should face, or a Turn button"
    if kind == FOR_BECKY:
        return "Becky is tied: choose for her", f"Click the Builder card she takes {TAB_KEYS}"
    return t.kind, ""


def _waiting(view: State, seat: int) -> str:
    t = view.task
    if t.kind == "done":
        return "Game over: the score sheet has every line"
    if t.seat >= 0 and t.kind in (KEEP, PROPERTY_TASK, WORKER, PLACE, WILD, TREES, TAKE, STACK, EXPAND,
                                  CHOOSE_BONUS, ADVERTISING, TURN_RING, FOR_BECKY):
        who = view.name(t.seat)
        return f"{who} is choosing…" if t.seat != seat else "Your move"
    if t.kind.startswith("becky"):
        return "Becky: " + becky_step(view)
    return "Turning up the next pieces…"


def becky_step(view: State) -> str:
    """What Becky does next, from the view's pending step (public)."""
    t = view.task
    if t.kind == "becky-choose":
        return f"she places a worker on the {SPACE_NAMES.get(t.items[0], t.items[0])}"
    if t.kind == "becky-card":
        return f"she takes {tile_name(t.tile)}"
    if t.kind == "becky-advance":
        return f"her {EMOTION_NAMES[t.steps[0]]} disc moves one space"
    if t.kind == "becky-reveal":
        return "her Contractor turns up a face-down concession"
    if t.kind == "becky-score":
        return f"she takes {t.count} VP for the concession's income"
    if t.kind == "becky-bonus":
        return f"she is ahead on {EMOTION_NAMES[t.count]} and takes 1 VP"
    if t.kind == "becky-advertise":
        return f"she advertises {tile_name(t.tile)} for free"
    if t.kind == "becky-turn":
        return "she turns the carousel ring one space clockwise"
    return "her turn"


def button_label(action: Any, view: State) -> str:
    if isinstance(action, Bonus):
        return STEP_BACK[action.track] if action.step_back else "Take 1 VP"
    if isinstance(action, Wild):
        return f"{EMOTION_NAMES[action.track]} +1"
    if isinstance(action, Stop):
        return "Stop"
    if isinstance(action, Done):
        return "Done"
    if isinstance(action, TurnRing):
        return f"Turn {action.spaces}"
    if isinstance(action, Expand):
        return f"{action.edge.capitalize()} {action.side}"
    if isinstance(action, ForBecky):
        return TYPE_NAMES[TYPES[action.loc]]
    return str(action)


def action_text(action: Any, view: State) -> str:
    """A sentence for an offered action: the focused move's hint."""
    seat = view.task.seat
    left = view.players[seat].park.left if 0 <= seat < view.seats else 0
    if isinstance(action, PlaceWorker):
        if action.space in TYPES:
            loc = TYPES.index(action.space)
            card = view.board.tops[loc]
            return f"Builder: {tile_name(card)} for ${builder_cost(view, loc)}"
        return f"Worker on the {SPACE_NAMES[action.space]}"
    if isinstance(action, Place):
        return f"Place {tile_name(action.tile)} at row {action.row + 1}, column {action.col - left + 1}"
    if isinstance(action, Wild):
        return f"The wild icon moves your {EMOTION_NAMES[action.track]} disc"
    if isinstance(action, RemoveTree):
        return f"Remove the tree at row {action.row + 1}, column {action.col - left + 1}"
    if isinstance(action, Stop):
        return "Remove no more trees"
    if isinstance(action, TakeStand):
        return f"Take {tile_name(action.stand)}"
    if isinstance(action, TakeBoard):
        return f"Take the top board of stack {action.stack + 1} (face {view.board.stacks[action.stack].face})"
    if isinstance(action, Expand):
        return f"Attach {view.task.tile} on the {action.edge}, side {action.side} up (face {expansion_face(view.task.tile, action.side)})"
    if isinstance(action, Bonus):
        return button_label(action, view)
    if isinstance(action, Advertise):
        c = CARD[action.card]
        return f"Advertise {c.name}: pay ${c.ad_cost}, take {c.ad_vp} VP"
    if isinstance(action, Done):
        return "Finish advertising"
    if isinstance(action, TurnRing):
        ring = (view.board.ring + action.spaces) % len(RING)
        plus = next(TYPE_NAMES[TYPES[i]] for i in range(len(TYPES)) if ring_modifier(ring, i) == max(RING))
        return f"Turn the ring {action.spaces} space{'s' if action.spaces > 1 else ''}: +${max(RING)} faces {plus}"
    if isinstance(action, ForBecky):
        return f"Becky takes the {SPACE_NAMES[TYPES[action.loc]]}"
    if isinstance(action, Keep):
        return "Keep " + " and ".join(GOAL[g].name for g in action.goals)
    if isinstance(action, ChooseProperty):
        side = "front" if action.side == "front" else f"back ({PROPERTY[action.board].back_name})"
        return f"Property board {action.board}, {side}"
    return str(action)


def card_hint(view: State, loc: int) -> str:
    card_id = view.board.tops[loc]
    kind = TYPE_NAMES[TYPES[loc]]
    if not card_id:
        return f"The {kind} stack is empty."
    c = CARD[card_id]
    icons = steps_text(c.icons) or "no emotion"
    income = f", income ${c.income} a month" if c.income else ""
    return (f"{kind}: {c.name}, ${builder_cost(view, loc)} with the ring (printed ${c.cost}); {icons}{income}; "
            f"{c.vp} VP at the end; advertising ${c.ad_cost} for {c.ad_vp} VP. "
            f"{len(view.board.piles[loc])} more under it.")


def stand_hint(stand: str) -> str:
    c = CONCESSION[stand]
    what = steps_text(c.icons) if c.icons else f"income ${c.income} a month"
    return f"{c.name} ({stand}): {what}."


def space_hint(space: str) -> str:
    return {
        "banker": "Banker: take $2.",
        "arborist": "Arborist: remove up to two trees from your property.",
        "contractor": "Contractor: take a face-up concession and place it.",
        "realtor": "Realtor: pay $3 and take the top board of an expansion stack.",
    }.get(space, SPACE_NAMES.get(space, space))


def not_now(view: State) -> str:
    """The refusal for a click that means nothing in this decision."""
    t = view.task
    return {
        KEEP: "First keep two of your goals: click the one to put back.",
        PROPERTY_TASK: "First choose your property board.",
        WORKER: "Place a worker: click a Builder card or an action space.",
        PLACE: "Place the tile in hand on your property first.",
        WILD: "Choose the track for the wild icon first.",
        TREES: "Click a tree on your property, or Stop.",
        TAKE: "Take a face-up concession first.",
        STACK: "Take the top board of an expansion stack first.",
        EXPAND: "Attach the expansion board first: left or right, either side up.",
        CHOOSE_BONUS: "Choose your bonus first.",
        ADVERTISING: "Advertise an attraction, or press Done.",
        TURN_RING: "Turn the carousel ring first.",
        FOR_BECKY: "Choose which Builder location Becky takes first.",
    }.get(t.kind, "That does nothing now.")

"""Texts of the Tenpenny Parks board: what the choice bar says, button
labels, hover hints and the reasons a gesture does nothing. Everything is
built from the view the board was given; what is allowed always comes from
the legal actions, the game's own refusal text says why something is not."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from ..board import held_turn_words
from ...i18n import _
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
from ...games.tenpenny.text import money, tile_name, tile_square

def edge_word(edge: str) -> str:
    """Where an expansion board goes: "left" or "right" in words."""
    return QCoreApplication.translate("Tenpenny", "left") if edge == "left" else QCoreApplication.translate("Tenpenny", "right")


def step_back_label(track: int) -> str:
    """The button for a track leader's step-back reward (by track: Thrill, Awe, Joy)."""
    if track == 0:
        return QCoreApplication.translate("Tenpenny", "Step back: extra worker next month")
    if track == 1:
        return QCoreApplication.translate("Tenpenny", "Step back: take the shovel")
    return QCoreApplication.translate("Tenpenny", "Step back: take ${cash}").format(cash=JOY_CASH)


def steps_text(emotions: tuple[int, ...]) -> str:
    return ", ".join(f"{_(EMOTION_NAMES[e])} +{emotions.count(e)}" for e in (0, 1, 2) if emotions.count(e))


def rewards_text(tile: str, covered: tuple[str, ...]) -> str:
    """What placing ``tile`` over the ``covered`` icons gives, in words."""
    card = CARD.get(tile)
    emotions: tuple[int, ...] = card.icons if card is not None else CONCESSION[tile].icons
    for kind in covered:
        emotions += EMOTION_ICONS.get(kind, ())
    parts = [steps_text(emotions)] if emotions else []
    cash = sum(MONEY_ICONS.get(kind, 0) for kind in covered)
    if cash:
        parts.append(money(cash))
    wilds = covered.count(WILD_ICON)
    if wilds:
        parts.append(QCoreApplication.translate("Tenpenny", "1 wild step (you choose the track)") if wilds == 1
                     else QCoreApplication.translate("Tenpenny", "{n} wild steps (you choose the track)").format(n=wilds))
    return "; ".join(p for p in parts if p)


def covered_words(covered: tuple[str, ...]) -> str:
    return ", ".join(_(ICON_NAMES[k]) for k in covered)


def caption(view: State, seat: int, interactive: bool, turn_open: bool = False) -> tuple[str, str]:
    """The choice bar's two lines: what to do now, and how (or what is going on).
    While a finished turn waits to be ended, what comes next (Becky's step,
    another player) has not begun: the bar says what the player can do."""
    t = view.task
    if not interactive and turn_open:
        return held_turn_words()
    if not interactive:
        if t.kind.startswith("becky"):
            step = becky_step(view)
            return QCoreApplication.translate("Tenpenny", "Becky is playing"), step[0].upper() + step[1:]
        return _waiting(view, seat), ""
    kind = t.kind
    if kind == KEEP:
        return QCoreApplication.translate("Tenpenny", "Keep two of your three goals"), QCoreApplication.translate("Tenpenny", "Click the one to put back in the box (or Tab, Enter)")
    if kind == PROPERTY_TASK:
        return QCoreApplication.translate("Tenpenny", "Choose your property board and side"), QCoreApplication.translate("Tenpenny", "Click one; all fronts are alike (or Tab, Enter)")
    if kind == WORKER:
        return QCoreApplication.translate("Tenpenny", "Place a worker"), QCoreApplication.translate("Tenpenny", "Click a glowing Builder card or space (or Tab, Enter)")
    if kind == PLACE:
        return QCoreApplication.translate("Tenpenny", "Place {tile_name}").format(tile_name=tile_name(t.tile)), QCoreApplication.translate("Tenpenny", "Wheel or R turns, F flips, click or Enter places")
    if kind == WILD:
        return QCoreApplication.translate("Tenpenny", "Wild icon: choose a track ({count} to assign)").format(count=t.count), QCoreApplication.translate("Tenpenny", "Click a track or a button (or Tab, Enter)")
    if kind == TREES:
        return QCoreApplication.translate("Tenpenny", "Arborist: remove a tree") + (QCoreApplication.translate("Tenpenny", " (one more)") if t.count else QCoreApplication.translate("Tenpenny", " (up to two)")), \
            QCoreApplication.translate("Tenpenny", "Click a tree on your property, or Stop")
    if kind == TAKE:
        return QCoreApplication.translate("Tenpenny", "Contractor: take a face-up concession"), QCoreApplication.translate("Tenpenny", "Click a glowing concession (or Tab, Enter)")
    if kind == STACK:
        return QCoreApplication.translate("Tenpenny", "Realtor: take the top board of a stack"), QCoreApplication.translate("Tenpenny", "Click Land 1 or Land 2 (or Tab, Enter)")
    if kind == EXPAND:
        return QCoreApplication.translate("Tenpenny", "Attach board {tile} left or right").format(tile=t.tile), QCoreApplication.translate("Tenpenny", "Click a ghost board; right-click or F flips it")
    if kind == CHOOSE_BONUS:
        return QCoreApplication.translate("Tenpenny", "You lead {emotion}: choose your bonus").format(emotion=_(EMOTION_NAMES[t.count])), QCoreApplication.translate("Tenpenny", "Step back for the reward, or take 1 VP")
    if kind == ADVERTISING:
        return QCoreApplication.translate("Tenpenny", "Advertise your attractions"), QCoreApplication.translate("Tenpenny", "Click glowing attractions, then Done (or Tab, Enter)")
    if kind == TURN_RING:
        return QCoreApplication.translate("Tenpenny", "Turn the carousel ring"), QCoreApplication.translate("Tenpenny", "Click the card +$2 should face, or a Turn button")
    if kind == FOR_BECKY:
        return QCoreApplication.translate("Tenpenny", "Becky is tied: choose for her"), QCoreApplication.translate("Tenpenny", "Click the Builder card she takes (or Tab, Enter)")
    return t.kind, ""


def _waiting(view: State, seat: int) -> str:
    t = view.task
    if t.kind == "done":
        return QCoreApplication.translate("Tenpenny", "Game over: Final scores shows every line of the scoring")
    if t.seat >= 0 and t.kind in (KEEP, PROPERTY_TASK, WORKER, PLACE, WILD, TREES, TAKE, STACK, EXPAND,
                                  CHOOSE_BONUS, ADVERTISING, TURN_RING, FOR_BECKY):
        who = view.name(t.seat)
        # Named even at the viewer's own seat: a board that is not taking
        # moves shows a replay (or a turn about to be handed over).
        return QCoreApplication.translate("Tenpenny", "{who} is choosing…").format(who=who)
    if t.kind.startswith("becky"):
        return QCoreApplication.translate("Tenpenny", "Becky: ") + becky_step(view)
    return QCoreApplication.translate("Tenpenny", "Turning up the next pieces…")


def becky_step(view: State) -> str:
    """What Becky does next, from the view's pending step (public)."""
    t = view.task
    if t.kind == "becky-choose":
        return QCoreApplication.translate("Tenpenny", "she places a worker on the {space}").format(space=_(SPACE_NAMES.get(t.items[0], t.items[0])))
    if t.kind == "becky-card":
        return QCoreApplication.translate("Tenpenny", "she takes {tile_name}").format(tile_name=tile_name(t.tile))
    if t.kind == "becky-advance":
        return QCoreApplication.translate("Tenpenny", "her {emotion} disc moves one space").format(emotion=_(EMOTION_NAMES[t.steps[0]]))
    if t.kind == "becky-reveal":
        return QCoreApplication.translate("Tenpenny", "her Contractor turns up a face-down concession")
    if t.kind == "becky-score":
        return QCoreApplication.translate("Tenpenny", "she takes {count} VP for the concession's income").format(count=t.count)
    if t.kind == "becky-bonus":
        return QCoreApplication.translate("Tenpenny", "she is ahead on {emotion} and takes 1 VP").format(emotion=_(EMOTION_NAMES[t.count]))
    if t.kind == "becky-advertise":
        return QCoreApplication.translate("Tenpenny", "she advertises {tile_name} for free").format(tile_name=tile_name(t.tile))
    if t.kind == "becky-turn":
        return QCoreApplication.translate("Tenpenny", "she turns the carousel ring one space clockwise")
    return QCoreApplication.translate("Tenpenny", "her turn")


def button_label(action: Any, view: State) -> str:
    if isinstance(action, Bonus):
        return step_back_label(action.track) if action.step_back else QCoreApplication.translate("Tenpenny", "Take 1 VP")
    if isinstance(action, Wild):
        return f"{_(EMOTION_NAMES[action.track])} +1"
    if isinstance(action, Stop):
        return QCoreApplication.translate("Tenpenny", "Stop")
    if isinstance(action, Done):
        return QCoreApplication.translate("Tenpenny", "Done")
    if isinstance(action, TurnRing):
        return QCoreApplication.translate("Tenpenny", "Turn {spaces}").format(spaces=action.spaces)
    if isinstance(action, Expand):
        return f"{action.edge.capitalize()} {action.side}"
    if isinstance(action, ForBecky):
        return _(TYPE_NAMES[TYPES[action.loc]])
    return str(action)


def action_text(action: Any, view: State) -> str:
    """A sentence for an offered action: the focused move's hint."""
    seat = view.task.seat
    left = view.players[seat].park.left if 0 <= seat < view.seats else 0
    if isinstance(action, PlaceWorker):
        if action.space in TYPES:
            loc = TYPES.index(action.space)
            card = view.board.tops[loc]
            return QCoreApplication.translate("Tenpenny", "Builder: {tile_name} for ${builder_cost}").format(tile_name=tile_name(card), builder_cost=builder_cost(view, loc))
        return QCoreApplication.translate("Tenpenny", "Worker on the {space}").format(space=_(SPACE_NAMES[action.space]))
    if isinstance(action, Place):
        row, col = tile_square(view.players[seat].park, action)
        return QCoreApplication.translate("Tenpenny", "Place {tile_name} at row {row}, column {column}").format(tile_name=tile_name(action.tile), row=row, column=col)
    if isinstance(action, Wild):
        return QCoreApplication.translate("Tenpenny", "The wild icon moves your {emotion} disc").format(emotion=_(EMOTION_NAMES[action.track]))
    if isinstance(action, RemoveTree):
        return QCoreApplication.translate("Tenpenny", "Remove the tree at row {row}, column {column}").format(row=action.row + 1, column=action.col - left + 1)
    if isinstance(action, Stop):
        return QCoreApplication.translate("Tenpenny", "Remove no more trees")
    if isinstance(action, TakeStand):
        return QCoreApplication.translate("Tenpenny", "Take {tile_name}").format(tile_name=tile_name(action.stand))
    if isinstance(action, TakeBoard):
        return QCoreApplication.translate("Tenpenny", "Take the top board of stack {stack} (face {face})").format(stack=action.stack + 1, face=view.board.stacks[action.stack].face)
    if isinstance(action, Expand):
        return QCoreApplication.translate("Tenpenny", "Attach {tile} on the {edge}, side {side} up (face {expansion_face})").format(tile=view.task.tile, edge=edge_word(action.edge), side=action.side, expansion_face=expansion_face(view.task.tile, action.side))
    if isinstance(action, Bonus):
        return button_label(action, view)
    if isinstance(action, Advertise):
        c = CARD[action.card]
        return QCoreApplication.translate("Tenpenny", "Advertise {name}: pay ${ad_cost}, take {ad_vp} VP").format(name=_(c.name), ad_cost=c.ad_cost, ad_vp=c.ad_vp)
    if isinstance(action, Done):
        return QCoreApplication.translate("Tenpenny", "Finish advertising")
    if isinstance(action, TurnRing):
        ring = (view.board.ring + action.spaces) % len(RING)
        plus = next(_(TYPE_NAMES[TYPES[i]]) for i in range(len(TYPES)) if ring_modifier(ring, i) == max(RING))
        return QCoreApplication.translate("Tenpenny", "Turn the ring 1 space: +${max} faces {plus}").format(max=max(RING), plus=plus) if action.spaces == 1 else QCoreApplication.translate("Tenpenny", "Turn the ring {spaces} spaces: +${max} faces {plus}").format(spaces=action.spaces, max=max(RING), plus=plus)
    if isinstance(action, ForBecky):
        return QCoreApplication.translate("Tenpenny", "Becky takes the {space}").format(space=_(SPACE_NAMES[TYPES[action.loc]]))
    if isinstance(action, Keep):
        return QCoreApplication.translate("Tenpenny", "Keep {goals}").format(goals=QCoreApplication.translate("Tenpenny", " and ").join(_(GOAL[g].name) for g in action.goals))
    if isinstance(action, ChooseProperty):
        side = QCoreApplication.translate("Tenpenny", "front") if action.side == "front" else QCoreApplication.translate("Tenpenny", "back ({back_name})").format(back_name=_(PROPERTY[action.board].back_name))
        return QCoreApplication.translate("Tenpenny", "Property board {board}, {side}").format(board=action.board, side=side)
    return str(action)


def card_hint(view: State, loc: int) -> str:
    card_id = view.board.tops[loc]
    kind = _(TYPE_NAMES[TYPES[loc]])
    if not card_id:
        return QCoreApplication.translate("Tenpenny", "The {kind} stack is empty.").format(kind=kind)
    c = CARD[card_id]
    icons = steps_text(c.icons) or QCoreApplication.translate("Tenpenny", "no emotion")
    income = QCoreApplication.translate("Tenpenny", ", income ${income} a month").format(income=c.income) if c.income else ""
    return (QCoreApplication.translate("Tenpenny", "{kind}: {name}, ${builder_cost} with the ring (printed ${cost}); {icons}{income}; {vp} VP at the end; advertising ${ad_cost} for {ad_vp} VP. {n} more under it.").format(kind=kind, name=_(c.name), builder_cost=builder_cost(view, loc), cost=c.cost, icons=icons, income=income, vp=c.vp, ad_cost=c.ad_cost, ad_vp=c.ad_vp, n=len(view.board.piles[loc])))


def stand_hint(stand: str) -> str:
    c = CONCESSION[stand]
    what = steps_text(c.icons) if c.icons else QCoreApplication.translate("Tenpenny", "income ${income} a month").format(income=c.income)
    return f"{_(c.name)} ({stand}): {what}."


def space_hint(space: str) -> str:
    return {
        "banker": QCoreApplication.translate("Tenpenny", "Banker: take $2."),
        "arborist": QCoreApplication.translate("Tenpenny", "Arborist: remove up to two trees from your property."),
        "contractor": QCoreApplication.translate("Tenpenny", "Contractor: take a face-up concession and place it."),
        "realtor": QCoreApplication.translate("Tenpenny", "Realtor: pay $3 and take the top board of an expansion stack."),
    }.get(space, _(SPACE_NAMES.get(space, space)))


def not_now(view: State) -> str:
    """The refusal for a click that means nothing in this decision."""
    t = view.task
    return {
        KEEP: QCoreApplication.translate("Tenpenny", "First keep two of your goals: click the one to put back."),
        PROPERTY_TASK: QCoreApplication.translate("Tenpenny", "First choose your property board."),
        WORKER: QCoreApplication.translate("Tenpenny", "Place a worker: click a Builder card or an action space."),
        PLACE: QCoreApplication.translate("Tenpenny", "Place the tile in hand on your property first."),
        WILD: QCoreApplication.translate("Tenpenny", "Choose the track for the wild icon first."),
        TREES: QCoreApplication.translate("Tenpenny", "Click a tree on your property, or Stop."),
        TAKE: QCoreApplication.translate("Tenpenny", "Take a face-up concession first."),
        STACK: QCoreApplication.translate("Tenpenny", "Take the top board of an expansion stack first."),
        EXPAND: QCoreApplication.translate("Tenpenny", "Attach the expansion board first: left or right, either side up."),
        CHOOSE_BONUS: QCoreApplication.translate("Tenpenny", "Choose your bonus first."),
        ADVERTISING: QCoreApplication.translate("Tenpenny", "Advertise an attraction, or press Done."),
        TURN_RING: QCoreApplication.translate("Tenpenny", "Turn the carousel ring first."),
        FOR_BECKY: QCoreApplication.translate("Tenpenny", "Choose which Builder location Becky takes first."),
    }.get(t.kind, QCoreApplication.translate("Tenpenny", "That does nothing now."))

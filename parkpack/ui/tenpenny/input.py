"""Mouse gestures on the Tenpenny Parks board: a click on an item's key
becomes the offered action it stands for, or a refusal saying why (the
game's own refusal text where it has one); hovering says what a thing is."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt

from ...i18n import _
from ...games.tenpenny.actions import (
    Advertise,
    ChooseProperty,
    Expand,
    ForBecky,
    PlaceWorker,
    RemoveTree,
    TakeBoard,
    TakeStand,
    TurnRing,
    Wild,
)
from ...games.tenpenny.content import CARD, EMOTION_NAMES, GOAL, ICON_NAMES, PROPERTY, TYPE_NAMES, TYPES
from ...games.tenpenny.scoring import spaces as track_spaces
from ...games.tenpenny.state import (
    ADVERTISING,
    EXPAND,
    FOR_BECKY,
    KEEP,
    PROPERTY as PROPERTY_TASK,
    STACK,
    TAKE,
    TREES,
    TURN_RING,
    WILD,
    WORKER,
    State,
)
from ...games.tenpenny.park import tile_cells
from ...games.tenpenny.text import face_name, tile_name
from ...games.tenpenny.tracks import standings
from .looks import turn_to
from .words import action_text, card_hint, not_now, space_hint, stand_hint

if TYPE_CHECKING:
    from .board import TenpennyBoard

Key = tuple[Any, ...]


def waiting(view: State, seat: int) -> str:
    """Why a click does nothing while the viewer is not the one to choose."""
    t = view.task
    if t.kind == "done":
        return QCoreApplication.translate("Tenpenny", "The game is over.")
    if t.kind.startswith("becky"):
        return QCoreApplication.translate("Tenpenny", "Wait: Becky is playing her turn.")
    if 0 <= t.seat < view.seats and t.seat != seat and t.kind not in ("deal",):
        return QCoreApplication.translate("Tenpenny", "Wait: it is {name}'s turn.").format(name=view.name(t.seat))
    return QCoreApplication.translate("Tenpenny", "Wait: the next pieces are being turned up.")


def candidate(board: TenpennyBoard, view: State, key: Key) -> tuple[Any | None, str]:
    """The action a click on ``key`` asks for in this decision, or None and
    the reason nothing is asked."""
    kind, task = key[0], view.task.kind
    if kind == "builder":
        loc = key[1]
        if task == WORKER:
            return PlaceWorker(TYPES[loc]), ""
        if task == FOR_BECKY:
            return ForBecky(loc), ""
        if task == TURN_RING:
            spaces = turn_to(view, loc)
            if spaces == 0:
                return None, QCoreApplication.translate("Tenpenny", "+$2 faces the {type} Builder already: the ring must move.").format(type=_(TYPE_NAMES[TYPES[loc]]))
            return TurnRing(spaces), ""
    elif kind == "space" and task == WORKER:
        return PlaceWorker(key[1]), ""
    elif kind == "stack" and task == STACK:
        return TakeBoard(key[1]), ""
    elif kind == "stand" and task == TAKE:
        return TakeStand(key[1]), ""
    elif kind == "track" and task == WILD:
        return Wild(key[1]), ""
    elif kind == "cell" and task == TREES:
        _kind, _seat, row, col = key
        if (row, col) in view.players[view.task.seat].park.trees:
            return RemoveTree(row, col), ""
        return None, QCoreApplication.translate("Tenpenny", "Only a tree can be removed: click one of the trees on your property, or Stop.")
    elif kind == "ghost" and task == EXPAND:
        return Expand(key[1], board.ghost_side[key[1]]), ""
    elif kind == "chip" and task == ADVERTISING:
        return Advertise(key[1]), ""
    elif kind == "goal" and task == KEEP:
        keep = board.offers.keeps.get(key[1])
        return keep, "" if keep is not None else QCoreApplication.translate("Tenpenny", "Click one of the three goals dealt to you.")
    elif kind == "property" and task == PROPERTY_TASK:
        return ChooseProperty(key[1], key[2]), ""
    return None, not_now(view)


def press(board: TenpennyBoard, key: Key | None, button: Qt.MouseButton) -> None:
    view = board.view_state
    if key is None or view is None:
        return
    kind = key[0]
    if kind == "button":
        if key[1] < len(board.button_actions):
            board.play(board.button_actions[key[1]])
        return
    if kind == "park" or (kind == "cell" and key[1] != board.seat):
        toggle_park(board, view, key[1])
        return
    if kind == "ghost" and button == Qt.MouseButton.RightButton:
        flip_ghost(board, key[1])
        return
    if button == Qt.MouseButton.RightButton:
        return
    if kind in ("caption", "month", "ring", "extra", "tracks", "market", "chips", "becky", "becky-cards"):
        if kind == "ring" and board.interactive and view.task.kind == TURN_RING:
            board.refused.emit(QCoreApplication.translate("Tenpenny", "Click the Builder card +$2 should face, or a Turn button."))
        return
    if not board.interactive:
        board.refused.emit(waiting(view, board.seat))
        return
    action, why = candidate(board, view, key)
    if action is None:
        if why:
            board.refused.emit(why)
        return
    if action in board.offers.legal:
        board.action_chosen.emit(action)
        return
    reason = board.game.text.refusal(view, action)
    board.refused.emit((reason[0].upper() + reason[1:] + ".") if reason else not_now(view))


def toggle_park(board: TenpennyBoard, view: State, seat: int) -> None:
    """Clicking a small property shows it large; clicking a large one that is
    not yours (or its header) brings your own back."""
    if seat != board.focus_seat:
        show_park(board, view, seat)
    elif seat != board.seat:
        show_park(board, view, board.seat)


def show_park(board: TenpennyBoard, view: State, seat: int) -> None:
    if seat != board.focus_seat:
        board.focus_seat = seat
        board.refresh()
    if seat != board.seat:
        board.hint.emit(QCoreApplication.translate("Tenpenny", "{name}'s property, view only: click it (or press Esc) to see yours again.").format(name=view.name(seat)))


def flip_ghost(board: TenpennyBoard, edge: str | None = None) -> bool:
    view = board.view_state
    if view is None or not board.interactive or view.task.kind != EXPAND:
        return False
    for e in (edge,) if edge else ("left", "right"):
        board.ghost_side[e] = "b" if board.ghost_side[e] == "a" else "a"
    board.refresh()
    board.hint.emit(QCoreApplication.translate("Tenpenny", "Board {tile}: left shows side {left}, right shows side {right}.").format(tile=view.task.tile, left=board.ghost_side['left'], right=board.ghost_side['right']))
    return True


# --- hovering ---------------------------------------------------------------------------------
def hover(board: TenpennyBoard, key: Key | None) -> None:
    view = board.view_state
    if view is None:
        return
    turn = 0
    if key is not None and board.interactive and view.task.kind == TURN_RING:
        if key[0] == "builder":
            turn = turn_to(view, key[1])
        elif key[0] == "button" and key[1] < len(board.button_actions):
            action = board.button_actions[key[1]]
            turn = action.spaces if isinstance(action, TurnRing) else 0
    if key is not None and key[0] == "button" and key[1] < len(board.button_actions):
        action = board.button_actions[key[1]]
        if isinstance(action, Expand) and board.ghost_side[action.edge] != action.side:
            board.ghost_side[action.edge] = action.side
            board.refresh()
    back = board.keep_back
    if board.interactive and view.task.kind == KEEP:
        back = key[1] if key is not None and key[0] == "goal" else _focused_back(board)
    if turn != board.preview_turn or back != board.keep_back:
        board.preview_turn, board.keep_back = turn, back
        board.refresh()
    text = hover_text(board, view, key) if key is not None else ""
    if text:
        board.hint.emit(text)


def _focused_back(board: TenpennyBoard) -> str:
    """The goal the Tab focus would put back (keeping goals), or ""."""
    from ..offer_keys import focused

    action = focused(board)
    return next((g for g, keep in board.offers.keeps.items() if keep == action), "")


def hover_text(board: TenpennyBoard, view: State, key: Key) -> str:
    kind = key[0]
    if kind == "builder":
        return card_hint(view, key[1])
    if kind == "space":
        return space_hint(key[1])
    if kind == "stand":
        return stand_hint(key[1])
    if kind == "stack":
        s = view.board.stacks[key[1]]
        if not s.count:
            return QCoreApplication.translate("Tenpenny", "Expansion stack {stack} is empty.").format(stack=key[1] + 1)
        if not s.face:  # (its top board is about to be turned up)
            return QCoreApplication.translate("Tenpenny", "Expansion stack {stack}: its top board is being turned face up.").format(stack=key[1] + 1)
        return (QCoreApplication.translate("Tenpenny", "Expansion stack {stack}: 1 board; face {face} shows on top, the face under it is hidden until the board is taken.").format(stack=key[1] + 1, face=face_name(s.face)) if s.count == 1 else QCoreApplication.translate("Tenpenny", "Expansion stack {stack}: {count} boards; face {face} shows on top, the face under it is hidden until the board is taken.").format(stack=key[1] + 1, count=s.count, face=face_name(s.face)))
    if kind == "track":
        order = standings(view.tracks[key[1]])
        where = track_spaces
        names = ", ".join(f"{view.name(e)} {where(view, e)[key[1]]}" for e in order)
        return QCoreApplication.translate("Tenpenny", "{emotion} track, leader first (space numbers): {names}. Space 9 or farther scores 5 VP.").format(emotion=_(EMOTION_NAMES[key[1]]), names=names)
    if kind == "cell":
        return _cell_text(view, key[1], key[2], key[3])
    if kind in ("chip",):
        c = CARD[key[1]]
        return (QCoreApplication.translate("Tenpenny", "{name}: {vp} VP at the end, income ${income} a month, advertising ${ad_cost} for {ad_vp} VP (once a month).").format(name=_(c.name), vp=c.vp, income=c.income, ad_cost=c.ad_cost, ad_vp=c.ad_vp))
    if kind == "goal":
        g = GOAL.get(key[1])
        if g is None:
            return QCoreApplication.translate("Tenpenny", "A secret goal, shown at the end.")
        back = QCoreApplication.translate("Tenpenny", " Click to put it back and keep the other two.") if key[1] in board.offers.keeps else ""
        return QCoreApplication.translate("Tenpenny", "{name}: {text} (3 VP at the end if met).{back}").format(name=_(g.name), text=_(g.text), back=back)
    if kind == "ring":
        return QCoreApplication.translate("Tenpenny", "The carousel ring: each Builder card costs its price plus the modifier facing it.")
    if kind == "extra":
        holder = view.board.extra
        return (QCoreApplication.translate("Tenpenny", "The extra action worker: the Thrill leader may take it for next month.") if holder < 0
                else QCoreApplication.translate("Tenpenny", "{name} holds the extra worker: four workers next month.").format(name=view.name(holder)))
    if kind == "month":
        return QCoreApplication.translate("Tenpenny", "Month {month} of 5.").format(month=view.month)
    if kind == "button" and key[1] < len(board.button_actions):
        return action_text(board.button_actions[key[1]], view)
    if kind == "property":
        return property_text(key[1], key[2])
    if kind == "park":
        seat = key[1]
        return "" if seat == board.focus_seat else QCoreApplication.translate("Tenpenny", "{name}'s property: click to see it large.").format(name=view.name(seat))
    return ""


def property_text(board_id: str, side: str) -> str:
    from ...games.tenpenny.content import board_layout, layout_icons, layout_trees

    layout = board_layout(board_id, side)
    icons = ", ".join(_(ICON_NAMES[k]) for _row, _col, k in layout_icons(layout))
    name = QCoreApplication.translate("Tenpenny", "front") if side == "front" else QCoreApplication.translate("Tenpenny", "back, {back_name}").format(back_name=_(PROPERTY[board_id].back_name))
    return QCoreApplication.translate("Tenpenny", "Property board {board_id} ({name}): {n} trees; icons: {icons}.").format(board_id=board_id, name=name, n=len(layout_trees(layout)), icons=icons)


def _cell_text(view: State, seat: int, row: int, col: int) -> str:
    park = view.players[seat].park
    where = QCoreApplication.translate("Tenpenny", "row {row}, column {column}").format(row=row + 1, column=col - park.left + 1)
    if (row, col) in park.trees:
        return QCoreApplication.translate("Tenpenny", "A tree ({where}): the Arborist removes trees.").format(where=where)
    for placed in park.tiles:
        if (row, col) in tile_cells(placed):
            return tile_name(placed.tile)
    for r, c, kind in park.icons:
        if (r, c) == (row, col):
            return QCoreApplication.translate("Tenpenny", "A {icon} icon: a tile placed over it gives it.").format(icon=_(ICON_NAMES[kind]))
    return QCoreApplication.translate("Tenpenny", "Open ground ({where}).").format(where=where)

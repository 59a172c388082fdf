"""From a player's sheet in the view (plus the board's offers and cursor) to
the plain looks the sheet's items paint. Only items whose look changed repaint."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from ...i18n import _
from ...games.walk.content import LANDMARK_AT, SQUARES, piece_of
from ...games.walk.state import crossed
from .quadrants import inside_quarters, statue_spots
from .parts import BonusLook, CounterLook, ScoreLook, StuckLook
from .square import DRAW, NONE, STATUE, TURN, Look

if TYPE_CHECKING:
    from .board import WalkBoard
    from .sheet import SheetItem


def sheet_looks(board: WalkBoard, item: SheetItem, seat: int, active: bool) -> None:
    """Fill ``item`` (a SheetItem) with ``seat``'s sheet. ``active``: this is
    the acting player's own sheet, shown large, with offers to highlight."""
    view = board.view_state
    assert view is not None
    sheet = view.sheets[seat]
    item.set_looks(_square_looks(board, view, seat, active))
    offered = board.offers.bonuses if active else {}
    for row in item.bonus_rows:
        ticked = sheet.bonuses.index(row.bonus_id) + 1 if row.bonus_id in sheet.bonuses else 0
        row.set_look(BonusLook(ticked, row.bonus_id in offered, active and board.bonus_focus == row.index))
    turnable = {piece_of(sheet.cells[sq]) for sq in board.offers.turns} if active else set()
    for kind, icon in item.stuck.items():
        icon.set_look(StuckLook(kind in sheet.turned, kind in turnable,
                                active and board.mode == "turn" and board.turn_kind in ("", kind)))
    item.score_box.set_look(_score_look(board, view, seat))
    item.counters.set_look(CounterLook(len(sheet.visited), sheet.ibises, len(sheet.statues),
                                       view.turn, view.turn_limit))


def _square_looks(board: WalkBoard, view: Any, seat: int, active: bool) -> list[Look]:
    sheet = view.sheets[seat]
    lost = crossed(view, seat)
    offers = board.offers
    own = seat == board.seat
    preview = board.preview_code() if active else -1
    variant = board.current_variant() if active else None
    turning = active and board.mode == "turn"
    squares_offered = bool(offers.draws or offers.statues or turning)
    inside = inside_quarters(sheet.cells)
    pointing = active and board.pointing
    looks = []
    for sq in range(SQUARES):
        lm = LANDMARK_AT[sq]
        first = ""
        if lm >= 0:
            first = "circled" if lm in sheet.firsts else "crossed" if lm in lost else ""
        offer = NONE
        if turning:
            offer = TURN if board.turn_options(sq) else NONE
        elif active and sq in offers.statues:
            offer = STATUE
        elif active and variant is not None and offers.draw(sq, variant) is not None:
            offer = DRAW
        at_cursor = active and sq == board.cursor
        count = sheet.statues.count(sq)
        spots = statue_spots(sheet.cells, sq, count + 1, inside)
        looks.append(Look(
            code=sheet.cells[sq],
            statues=spots[:count],
            first=first,
            visited=lm >= 0 and sheet.visits[lm] > 0,
            offer=offer,
            preview=preview if at_cursor else -1,
            cursor=at_cursor and squares_offered,
            dim=not own,
            spot=spots[count] if offer == STATUE else -1,
            ghost_statue=offer == STATUE and at_cursor and pointing,
        ))
    return looks


def _score_look(board: WalkBoard, view: Any, seat: int) -> ScoreLook:
    if not view.over:
        return ScoreLook()
    result = board.scores_of(view)
    player = next(p for p in result.players if p.seat == seat)
    lines = player.lines
    # First visits and statues lead the breakdown; bonuses score zero or
    # more, getting stuck always costs points.
    firsts = lines[0].points if lines else 0
    statues = lines[1].points if len(lines) > 1 else 0
    bonuses = sum(line.points for line in lines[2:] if line.points >= 0)
    stuck = sum(line.points for line in lines[2:] if line.points < 0)
    if view.solo:
        outcome = _(result.solo_result) if result.solo_result else ""
    else:
        outcome = QCoreApplication.translate("Walk", "Winner!") if seat in result.winners else ""
    return ScoreLook((firsts, statues, bonuses, stuck), player.total, outcome)

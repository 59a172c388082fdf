"""What the board says: the prompt card, hover hints and refusal reasons."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...games.walk.content import (
    EMPTY,
    IBIS,
    LANDMARK_AT,
    LANDMARKS,
    SOLO_RANKS,
    SOLO_TARGET,
    SQUARE_NAMES,
    orientation_label,
    piece_of,
)
from ...games.walk.state import BONUS, DRAW, ROLL, STATUE
from .offers import Offers

if TYPE_CHECKING:
    from .board import WalkBoard

PIECE_WORDS = {"curve": "curved path", "straight": "straight path", "T": "T-intersection", "ibis": "ibis"}


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def place(square: int) -> str:
    lm = LANDMARK_AT[square]
    return f"{SQUARE_NAMES[square]} ({LANDMARKS[lm].name})" if lm >= 0 else SQUARE_NAMES[square]


def refusal_for_square(view: Any, seat: int, offers: Offers, square: int) -> str:
    code = view.sheets[seat].cells[square]
    if offers.statues:
        return "The statue goes in a highlighted square, inside the loop you closed"
    if offers.bonuses:
        return "First tick a landmark bonus on the right"
    if code == IBIS:
        return "That square already has an ibis"
    if code != EMPTY:
        return "That square already has a path"
    if offers.passing is not None:
        return "There is nowhere to draw: pass"
    if offers.draws:
        return "That square cannot take this piece"
    return "There is nothing to draw now"


def square_hint(board: WalkBoard, square: int) -> str:
    offers, where, view = board.offers, place(square), board.view_state
    assert view is not None
    if board.mode == "turn":
        options = board.turn_options(square)
        if not options:
            return f"{where}: choose a hatched path to turn into a T (Esc cancels)"
        kind = piece_of(view.sheets[board.seat].cells[square])
        mask = board.preview_code()
        shape = f" ({orientation_label(mask)})" if mask > 0 else ""
        return f"{where}: turn this {kind} into a T{shape} for −3 points. Click or Enter confirms, R rotates, Esc cancels"
    if square in offers.statues:
        return f"{where}: click or press Enter to draw the statue here"
    variant = board.current_variant()
    if variant is not None and offers.draw(square, variant) is not None:
        piece, mask = variant
        shape = "" if mask == IBIS else f" ({orientation_label(mask)})"
        return f"{where}: click or Enter draws the {PIECE_WORDS[piece]}{shape}; wheel, right-click or R rotates"
    if square in offers.turns:
        return f"{where}: click to turn this path into a T (costs 3 points)"
    return f"{where}: {refusal_for_square(view, board.seat, offers, square)}"


def card_lines(board: WalkBoard) -> tuple[str, ...]:
    view = board.view_state
    if view is None:
        return ()
    if view.over:
        return _result_lines(board, view)
    task = view.pending
    if not board.interactive and board.turn_open:
        return ("Your move is made", "Enter ends your turn; Ctrl+Z takes the move back")
    if not board.interactive:
        if task is None or task.kind == ROLL:
            return ("Rolling the die…",)
        return (f"{board.name(task.seat)} is {_doing(task)}…", "Wait for your turn")
    lines = [_ask(board, task)]
    if not board.own_view:
        lines.append(f"Viewing {board.name(board.focus_seat)}'s sheet: Esc returns to yours")
        return tuple(lines)
    lines.extend(_how(board, task))
    return tuple(lines)


def _doing(task: Any) -> str:
    if task.kind == DRAW:
        return f"drawing {_article(PIECE_WORDS[task.piece])} {PIECE_WORDS[task.piece]}"
    if task.kind == STATUE:
        return "drawing a statue"
    return "choosing a bonus"


def _ask(board: WalkBoard, task: Any) -> str:
    if board.mode == "turn":
        return "Turn a path into a T (−3 points)"
    offers = board.offers
    if offers.passing is not None and not offers.draws:
        return "No empty square left: pass"
    if task.kind == DRAW:
        word = PIECE_WORDS[task.piece]
        if task.extra:
            return f"Bonus: draw an extra {word}"
        if any(piece == "ibis" for piece, _ in offers.variants) and task.piece != "ibis":
            return f"Draw the {word}, or an ibis instead"
        return f"Draw {_article(word)} {word}"
    if task.kind == STATUE:
        if len(task.region) == 25:
            return "Bonus: draw a statue anywhere"
        return "You closed a loop: draw a statue"
    if task.kind == BONUS:
        return "You visited a landmark: tick a bonus"
    return "Your move"


def _how(board: WalkBoard, task: Any) -> list[str]:
    offers = board.offers
    if board.mode == "turn":
        return ["Click a hatched path; R rotates the T", "Esc cancels"]
    lines = []
    if offers.draws:
        rotate = "; wheel, right-click or R turns it" if len(offers.variants) > 1 else ""
        lines.append("Click a highlighted square" + rotate)
    elif offers.statues:
        lines.append("Click a highlighted square (arrows + Enter)")
    elif offers.bonuses:
        lines.append("Click a lit box, or press its number (Tab + Enter)")
    elif offers.passing is not None:
        lines.append("Click Pass or press P")
    # (Being stuck is the Path → T button's business: it lights up when a
    # path may be turned, and its tooltip says what it costs.)
    return lines


def _result_lines(board: WalkBoard, view: Any) -> tuple[str, ...]:
    result = board.scores_of(view)
    if view.solo:
        total = result.players[0].total
        rank = result.solo_result
        return (f"Game over: {total} points", "You lose: under 18 points" if rank == "Loss" else f"Rank: {rank}")
    names = " and ".join(board.name(s) for s in result.winners)
    verb = "wins" if len(result.winners) == 1 else "share the win"
    totals = ", ".join(f"{board.name(p.seat)} {p.total}" for p in result.players)
    return (f"{names} {verb}!", totals, *result.notes, "Click a player's card to see their score box")


def solo_lines(view: Any) -> tuple[str, ...]:
    """The solo goal and ranks, from the content tables."""
    ranks = sorted(SOLO_RANKS)
    lines = [f"Solo, level {view.level}: {view.turn_limit} turns", f"Under {SOLO_TARGET} points: a loss"]
    for (low, title), nxt in zip(ranks, ranks[1:] + [(0, "")]):
        span = f"{low}–{nxt[0] - 1}" if nxt[1] else f"{low}+"
        lines.append(f"{span} points: {title}")
    return tuple(lines)

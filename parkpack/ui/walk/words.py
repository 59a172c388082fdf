"""What the board says: the prompt card, hover hints and refusal reasons."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..board import held_turn_words
from ..text import QT_TRANSLATE_NOOP
from ...i18n import _
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
from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from .board import WalkBoard

#: What each rolled piece is called, alone, with "a" and with "the" (the
#: translations need each form whole: articles and endings differ by word).
PIECE_WORDS = {
    "curve": QT_TRANSLATE_NOOP("Walk", "curved path"), "straight": QT_TRANSLATE_NOOP("Walk", "straight path"),
    "T": QT_TRANSLATE_NOOP("Walk", "T-intersection"), "ibis": QT_TRANSLATE_NOOP("Walk", "ibis"),
}
A_PIECE = {
    "curve": QT_TRANSLATE_NOOP("Walk", "a curved path"), "straight": QT_TRANSLATE_NOOP("Walk", "a straight path"),
    "T": QT_TRANSLATE_NOOP("Walk", "a T-intersection"), "ibis": QT_TRANSLATE_NOOP("Walk", "an ibis"),
}
THE_PIECE = {
    "curve": QT_TRANSLATE_NOOP("Walk", "the curved path"), "straight": QT_TRANSLATE_NOOP("Walk", "the straight path"),
    "T": QT_TRANSLATE_NOOP("Walk", "the T-intersection"), "ibis": QT_TRANSLATE_NOOP("Walk", "the ibis"),
}
EXTRA_PIECE = {
    "curve": QT_TRANSLATE_NOOP("Walk", "an extra curved path"), "straight": QT_TRANSLATE_NOOP("Walk", "an extra straight path"),
    "T": QT_TRANSLATE_NOOP("Walk", "an extra T-intersection"), "ibis": QT_TRANSLATE_NOOP("Walk", "an extra ibis"),
}


def piece_word(piece: str, form: dict[str, str] = PIECE_WORDS) -> str:
    """A piece's name in the interface language, in the given form."""
    return QCoreApplication.translate("Walk", form[piece]) if piece in form else piece


def place(square: int) -> str:
    lm = LANDMARK_AT[square]
    return f"{SQUARE_NAMES[square]} ({_(LANDMARKS[lm].name)})" if lm >= 0 else SQUARE_NAMES[square]


def refusal_for_square(view: Any, seat: int, offers: Offers, square: int) -> str:
    code = view.sheets[seat].cells[square]
    if offers.statues:
        return QCoreApplication.translate("Walk", "The statue goes in a highlighted square, inside the loop you closed")
    if offers.bonuses:
        return QCoreApplication.translate("Walk", "First tick a landmark bonus on the right")
    if code == IBIS:
        return QCoreApplication.translate("Walk", "That square already has an ibis")
    if code != EMPTY:
        return QCoreApplication.translate("Walk", "That square already has a path")
    if offers.passing is not None:
        return QCoreApplication.translate("Walk", "There is nowhere to draw: pass")
    if offers.draws:
        return QCoreApplication.translate("Walk", "That square cannot take this piece")
    return QCoreApplication.translate("Walk", "There is nothing to draw now")


def square_hint(board: WalkBoard, square: int) -> str:
    offers, where, view = board.offers, place(square), board.view_state
    assert view is not None
    if board.mode == "turn":
        options = board.turn_options(square)
        if not options:
            return QCoreApplication.translate("Walk", "{where}: choose a hatched path to turn into a T (Esc cancels)").format(where=where)
        kind = piece_of(view.sheets[board.seat].cells[square])
        mask = board.preview_code()
        shape = f" ({orientation_label(mask)})" if mask > 0 else ""
        return QCoreApplication.translate(
            "Walk", "{where}: turn this {piece} into a T{shape} for −3 points. Click or Enter confirms, R rotates, Esc cancels"
        ).format(where=where, piece=piece_word(kind), shape=shape)
    if square in offers.statues:
        return QCoreApplication.translate("Walk", "{where}: click or press Enter to draw the statue here").format(where=where)
    variant = board.current_variant()
    if variant is not None and offers.draw(square, variant) is not None:
        piece, mask = variant
        shape = "" if mask == IBIS else f" ({orientation_label(mask)})"
        return QCoreApplication.translate(
            "Walk", "{where}: click or Enter draws {the_piece}{shape}; wheel, right-click or R rotates"
        ).format(where=where, the_piece=piece_word(piece, THE_PIECE), shape=shape)
    if square in offers.turns:
        return QCoreApplication.translate("Walk", "{where}: click to turn this path into a T (costs 3 points)").format(where=where)
    return f"{where}: {refusal_for_square(view, board.seat, offers, square)}"


def card_lines(board: WalkBoard) -> tuple[str, ...]:
    view = board.view_state
    if view is None:
        return ()
    if view.over:
        return _result_lines(board, view)
    task = view.pending
    if not board.interactive and board.turn_open:
        return held_turn_words()
    if not board.interactive:
        if task is None or task.kind == ROLL:
            return (QCoreApplication.translate("Walk", "Rolling the die…"),)
        return (QCoreApplication.translate("Walk", "{name} is {doing}…").format(name=board.name(task.seat), doing=_doing(task)), QCoreApplication.translate("Walk", "Wait for your turn"))
    lines = [_ask(board, task)]
    if not board.own_view:
        lines.append(QCoreApplication.translate("Walk", "Viewing {name}'s sheet: Esc returns to yours").format(name=board.name(board.focus_seat)))
        return tuple(lines)
    lines.extend(_how(board, task))
    return tuple(lines)


def _doing(task: Any) -> str:
    if task.kind == DRAW:
        return QCoreApplication.translate("Walk", "drawing {a_piece}").format(a_piece=piece_word(task.piece, A_PIECE))
    if task.kind == STATUE:
        return QCoreApplication.translate("Walk", "drawing a statue")
    return QCoreApplication.translate("Walk", "choosing a bonus")


def _ask(board: WalkBoard, task: Any) -> str:
    if board.mode == "turn":
        return QCoreApplication.translate("Walk", "Turn a path into a T (−3 points)")
    offers = board.offers
    if offers.passing is not None and not offers.draws:
        return QCoreApplication.translate("Walk", "No empty square left: pass")
    if task.kind == DRAW:
        if task.extra:
            return QCoreApplication.translate("Walk", "Bonus: draw {extra_piece}").format(
                extra_piece=piece_word(task.piece, EXTRA_PIECE))
        if any(piece == "ibis" for piece, _ in offers.variants) and task.piece != "ibis":
            return QCoreApplication.translate("Walk", "Draw {the_piece}, or an ibis instead").format(
                the_piece=piece_word(task.piece, THE_PIECE))
        return QCoreApplication.translate("Walk", "Draw {a_piece}").format(a_piece=piece_word(task.piece, A_PIECE))
    if task.kind == STATUE:
        if len(task.region) == 25:
            return QCoreApplication.translate("Walk", "Bonus: draw a statue anywhere")
        return QCoreApplication.translate("Walk", "You closed a loop: draw a statue")
    if task.kind == BONUS:
        return QCoreApplication.translate("Walk", "You visited a landmark: tick a bonus")
    return QCoreApplication.translate("Walk", "Your move")


def _how(board: WalkBoard, task: Any) -> list[str]:
    offers = board.offers
    if board.mode == "turn":
        return [QCoreApplication.translate("Walk", "Click a hatched path; R rotates the T"), QCoreApplication.translate("Walk", "Esc cancels")]
    lines = []
    if offers.draws:
        rotate = QCoreApplication.translate("Walk", "; wheel, right-click or R turns it") if len(offers.variants) > 1 else ""
        lines.append(QCoreApplication.translate("Walk", "Click a highlighted square") + rotate)
    elif offers.statues:
        lines.append(QCoreApplication.translate("Walk", "Click a highlighted square (arrows + Enter)"))
    elif offers.bonuses:
        lines.append(QCoreApplication.translate("Walk", "Click a lit box, or press its number (Tab + Enter)"))
    elif offers.passing is not None:
        lines.append(QCoreApplication.translate("Walk", "Click Pass or press P"))
    # (Being stuck is the Path → T button's business: it lights up when a
    # path may be turned, and its tooltip says what it costs.)
    return lines


def _result_lines(board: WalkBoard, view: Any) -> tuple[str, ...]:
    result = board.scores_of(view)
    if view.solo:
        total = result.players[0].total
        rank = result.solo_result
        return (QCoreApplication.translate("Walk", "Game over: {n} points").format(n=total),
                QCoreApplication.translate("Walk", "You lose: under 18 points") if rank == "Loss"
                else QCoreApplication.translate("Walk", "Rank: {rank}").format(rank=_(rank)))
    winners = [board.name(s) for s in result.winners]
    if len(winners) == 1:
        headline = QCoreApplication.translate("Walk", "{name} wins!").format(name=winners[0])
    else:
        headline = QCoreApplication.translate("Walk", "{names} share the win!").format(
            names=QCoreApplication.translate("Walk", " and ").join(winners))
    # Each card shows its player's score: the panel names the winner only.
    return (headline, *result.notes, QCoreApplication.translate("Walk", "Click a player's card to see their score box"))


def solo_lines(view: Any) -> tuple[str, ...]:
    """The solo goal and ranks, from the content tables."""
    ranks = sorted(SOLO_RANKS)
    lines = [QCoreApplication.translate("Walk", "Solo, level {level}: {turn_limit} turns").format(level=view.level, turn_limit=view.turn_limit), QCoreApplication.translate("Walk", "Under {target} points: a loss").format(target=SOLO_TARGET)]
    for (low, title), nxt in zip(ranks, ranks[1:] + [(0, "")]):
        span = f"{low}–{nxt[0] - 1}" if nxt[1] else f"{low}+"
        lines.append(QCoreApplication.translate("Walk", "{span} points: {title}").format(span=span, title=_(title)))
    return tuple(lines)

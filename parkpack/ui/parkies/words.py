"""Texts of the Parkies board: hover hints, button labels and the reasons a
gesture is refused. Reasons are worked out from the view only to explain;
what is allowed always comes from the legal actions."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from ..text import QT_TRANSLATE_NOOP
from ...i18n import _
from ...games.parkies.actions import Bid, Buy, Choose, Discard, EndMoves, Move, Pass, Place, PoolBid, Spend, Take, Trump, TrumpBack, TrumpMore
from ...games.parkies.common import can_afford, count_colour, ladder, price
from ...games.parkies.content import DISCOUNT, SPACE, TILE
from ...games.parkies.spots import can_place
from ...games.parkies.refusals import placement_problem
from ...games.parkies.state import OUTSIDE, Player, State
from .palette import parkie_colour_name


def colour_word(colour: str, colour_blind: bool = False) -> str:
    """A Parkie colour as the palette in use draws it."""
    return parkie_colour_name(colour, colour_blind)


def trump_label(action: Trump, colour_blind: bool = False) -> str:
    """The Parkies a trump spends, as "green + red" (runs as "green ×2")."""
    parts: list[str] = []
    for colour in dict.fromkeys(action.colours):
        n = action.colours.count(colour)
        word = colour_word(colour, colour_blind)
        parts.append(f"{word} ×{n}" if n > 1 else word)
    return " + ".join(parts)


#: Tile sizes and attraction types as the content tables name them.
SIZE_WORDS = (
    QT_TRANSLATE_NOOP("Parkies", "small"), QT_TRANSLATE_NOOP("Parkies", "medium"), QT_TRANSLATE_NOOP("Parkies", "major"),
)
TYPE_WORDS = (
    QT_TRANSLATE_NOOP("Parkies", "food"), QT_TRANSLATE_NOOP("Parkies", "ride"), QT_TRANSLATE_NOOP("Parkies", "coaster"),
    QT_TRANSLATE_NOOP("Parkies", "show"), QT_TRANSLATE_NOOP("Parkies", "water"), QT_TRANSLATE_NOOP("Parkies", "shop"),
    QT_TRANSLATE_NOOP("Parkies", "park"), QT_TRANSLATE_NOOP("Parkies", "game"),
)


def size_word(size: str) -> str:
    return QCoreApplication.translate("Parkies", size) if size in SIZE_WORDS else size


def type_word(kind: str) -> str:
    return QCoreApplication.translate("Parkies", kind) if kind in TYPE_WORDS else kind


def where_name(where: str) -> str:
    return QCoreApplication.translate("Parkies", "outside the park") if where == OUTSIDE else _(TILE[where].name)


def space_name(space_id: str) -> str:
    if space_id in SPACE:
        return _(SPACE[space_id].label)
    return QCoreApplication.translate("Parkies", "the first tile") if space_id == "T1" else QCoreApplication.translate("Parkies", "the second tile")


def tile_text(tile_id: str, colour_blind: bool = False) -> str:
    t = TILE[tile_id]
    heart = QCoreApplication.translate("Parkies", ", heart") if t.heart else ""
    paths = len(t.paths)
    paths_text = (QCoreApplication.translate("Parkies", "1 path") if paths == 1
                  else QCoreApplication.translate("Parkies", "{n} paths").format(n=paths))
    return QCoreApplication.translate(
        "Parkies",
        "{name}: {size} {type} ({colour} flag), Allure {allure:+d}, Profitability {profit:+d}, Satisfaction {satisfaction:+d}, {paths}{heart}",
    ).format(name=_(t.name), size=size_word(t.size), type=type_word(t.type), colour=colour_word(t.colour, colour_blind),
             allure=t.allure, profit=t.profit, satisfaction=t.satisfaction, paths=paths_text, heart=heart)


def pay_text(player: Player, tile_id: str, amount: int, colour_blind: bool = False) -> str:
    cost = price(player, tile_id, amount)
    n = count_colour(player, TILE[tile_id].colour)
    if cost == amount:
        return QCoreApplication.translate("Parkies", "you would pay ${amount}").format(amount=amount)
    word = colour_word(TILE[tile_id].colour, colour_blind)
    if n == 1:
        return QCoreApplication.translate("Parkies", "you would pay ${cost} (${off} off for 1 {colour} Parkie)").format(
            cost=cost, off=DISCOUNT * n, colour=word)
    return QCoreApplication.translate("Parkies", "you would pay ${cost} (${off} off for {n} {colour} Parkies)").format(
        cost=cost, off=DISCOUNT * n, n=n, colour=word)


def step_text(state: State, seat: int, space_id: str, k: int, colour_blind: bool = False) -> str:
    """Hover text for a ladder step."""
    space = state.space(space_id)
    if not space.tile:
        return QCoreApplication.translate("Parkies", "{space_name} is empty.").format(space_name=space_name(space_id))
    amount = ladder(state, space_id)[k]
    pay = pay_text(state.players[seat], space.tile, amount, colour_blind)
    return QCoreApplication.translate("Parkies", "{space_name}, ${amount} for {name}: {pay}.").format(space_name=space_name(space_id), amount=amount, name=_(TILE[space.tile].name), pay=pay)


def step_refusal(state: State, seat: int, space_id: str, k: int, has_trump: bool) -> str:
    """Why a ladder step cannot take your pawn now."""
    space = state.space(space_id)
    player = state.players[seat]
    if not space.tile:
        return QCoreApplication.translate("Parkies", "{space_name} has no tile to bid on.").format(space_name=space_name(space_id))
    steps = ladder(state, space_id)
    if space.bidder == seat:
        return QCoreApplication.translate("Parkies", "Your pawn already stands on this tile.")
    if player.bid:
        return QCoreApplication.translate("Parkies", "Your pawn is already placed; you bid again only when outbid.")
    if not can_place(player.tiles, space.tile, state.lake):
        return QCoreApplication.translate("Parkies", "{name} fits nowhere in your park, so you cannot bid on it.").format(name=_(TILE[space.tile].name))
    if k <= space.step:
        if k == len(steps) - 1 and not has_trump:
            return QCoreApplication.translate("Parkies", "The top bid can only be beaten by trumping with a Parkie of the tile's colour.")
        return QCoreApplication.translate("Parkies", "Bid higher than the standing ${steps}.").format(steps=steps[space.step])
    if not can_afford(player, space.tile, steps[k]):
        return QCoreApplication.translate("Parkies", "You cannot afford ${steps} (you have ${money}); cash in a Parkie first?").format(steps=steps[k], money=player.money)
    return QCoreApplication.translate("Parkies", "That bid is not offered now.")


def placement_refusal(state: State, seat: int, tile_id: str, row: int, col: int, rot: int) -> str:
    """Why ``tile_id`` cannot go at (row, col) turned ``rot`` (the rules are the game's)."""
    return placement_problem(state.players[seat].tiles, state.lake, tile_id, row, col, rot)


def action_label(action: Any, state: State, colour_blind: bool = False) -> str:
    """A short button or hint text for an offered action."""
    if isinstance(action, Bid):
        return QCoreApplication.translate("Parkies", "Bid ${amount} on {space_name}").format(amount=action.amount, space_name=space_name(action.space))
    if isinstance(action, Trump):
        return QCoreApplication.translate("Parkies", "Trump {space_name} with {trump_label}").format(space_name=space_name(action.space), trump_label=trump_label(action, colour_blind))
    if isinstance(action, TrumpMore):
        return QCoreApplication.translate("Parkies", "Trump {space_name} with more Parkies (chosen one by one)").format(space_name=space_name(action.space))
    if isinstance(action, Spend):
        return QCoreApplication.translate("Parkies", "Add a {colour_word} Parkie to the trump").format(colour_word=colour_word(action.colour, colour_blind))
    if isinstance(action, TrumpBack):
        return QCoreApplication.translate("Parkies", "Back to bidding")
    if isinstance(action, PoolBid):
        return QCoreApplication.translate("Parkies", "Bid on the Parkie Pool (+$3 and a Parkie)")
    if isinstance(action, Take):
        return QCoreApplication.translate("Parkies", "Take a {colour_word} Parkie to {where_name}").format(colour_word=colour_word(action.colour, colour_blind), where_name=where_name(action.where))
    if isinstance(action, Move):
        return QCoreApplication.translate("Parkies", "Move the {colour_word} Parkie from {where_name} to {where_name2}").format(colour_word=colour_word(action.colour, colour_blind), where_name=where_name(action.src), where_name2=where_name(action.dst))
    if isinstance(action, EndMoves):
        return QCoreApplication.translate("Parkies", "Done moving")
    if isinstance(action, Place):
        return QCoreApplication.translate("Parkies", "Place {name} at row {row}, column {column}, turned {rot}°").format(name=_(TILE[action.tile].name), row=action.row + 1, column=action.col + 1, rot=action.rot)
    if isinstance(action, Discard):
        return QCoreApplication.translate("Parkies", "Discard {name} (it fits nowhere)").format(name=_(TILE[action.tile].name))
    if isinstance(action, Choose):
        return QCoreApplication.translate("Parkies", "Flip a {size} tile").format(size=size_word(action.size))
    if isinstance(action, Pass):
        return QCoreApplication.translate("Parkies", "Pass")
    if isinstance(action, Buy):
        return QCoreApplication.translate("Parkies", "Buy {name}").format(name=_(TILE[action.tile].name))
    return str(action)

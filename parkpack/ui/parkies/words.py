"""Texts of the Parkies board: hover hints, button labels and the reasons a
gesture is refused. Reasons are worked out from the view only to explain;
what is allowed always comes from the legal actions."""

from __future__ import annotations

from typing import Any

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


def where_name(where: str) -> str:
    return "outside the park" if where == OUTSIDE else TILE[where].name


def space_name(space_id: str) -> str:
    if space_id in SPACE:
        return SPACE[space_id].label
    return "the first tile" if space_id == "T1" else "the second tile"


def tile_text(tile_id: str, colour_blind: bool = False) -> str:
    t = TILE[tile_id]
    heart = ", heart" if t.heart else ""
    paths = len(t.paths)
    return f"{t.name}: {t.size} {t.type} ({colour_word(t.colour, colour_blind)} flag), Allure {t.allure:+d}, Profitability {t.profit:+d}, Satisfaction {t.satisfaction:+d}, {paths} path{'s' if paths != 1 else ''}{heart}"


def pay_text(player: Player, tile_id: str, amount: int, colour_blind: bool = False) -> str:
    cost = price(player, tile_id, amount)
    n = count_colour(player, TILE[tile_id].colour)
    if cost == amount:
        return f"you would pay ${amount}"
    word = colour_word(TILE[tile_id].colour, colour_blind)
    return f"you would pay ${cost} (${DISCOUNT * n} off for {n} {word} Parkie{'s' if n != 1 else ''})"


def step_text(state: State, seat: int, space_id: str, k: int, colour_blind: bool = False) -> str:
    """Hover text for a ladder step."""
    space = state.space(space_id)
    if not space.tile:
        return f"{space_name(space_id)} is empty."
    amount = ladder(state, space_id)[k]
    pay = pay_text(state.players[seat], space.tile, amount, colour_blind)
    return f"{space_name(space_id)}, ${amount} for {TILE[space.tile].name}: {pay}."


def step_refusal(state: State, seat: int, space_id: str, k: int, has_trump: bool) -> str:
    """Why a ladder step cannot take your pawn now."""
    space = state.space(space_id)
    player = state.players[seat]
    if not space.tile:
        return f"{space_name(space_id)} has no tile to bid on."
    steps = ladder(state, space_id)
    if space.bidder == seat:
        return "Your pawn already stands on this tile."
    if player.bid:
        return "Your pawn is already placed; you bid again only when outbid."
    if not can_place(player.tiles, space.tile, state.lake):
        return f"{TILE[space.tile].name} fits nowhere in your park, so you cannot bid on it."
    if k <= space.step:
        if k == len(steps) - 1 and not has_trump:
            return "The top bid can only be beaten by trumping with a Parkie of the tile's colour."
        return f"Bid higher than the standing ${steps[space.step]}."
    if not can_afford(player, space.tile, steps[k]):
        return f"You cannot afford ${steps[k]} (you have ${player.money}); cash in a Parkie first?"
    return "That bid is not offered now."


def placement_refusal(state: State, seat: int, tile_id: str, row: int, col: int, rot: int) -> str:
    """Why ``tile_id`` cannot go at (row, col) turned ``rot`` (the rules are the game's)."""
    return placement_problem(state.players[seat].tiles, state.lake, tile_id, row, col, rot)


def action_label(action: Any, state: State, colour_blind: bool = False) -> str:
    """A short button or hint text for an offered action."""
    if isinstance(action, Bid):
        return f"Bid ${action.amount} on {space_name(action.space)}"
    if isinstance(action, Trump):
        return f"Trump {space_name(action.space)} with {trump_label(action, colour_blind)}"
    if isinstance(action, TrumpMore):
        return f"Trump {space_name(action.space)} with more Parkies (chosen one by one)"
    if isinstance(action, Spend):
        return f"Add a {colour_word(action.colour, colour_blind)} Parkie to the trump"
    if isinstance(action, TrumpBack):
        return "Back to bidding"
    if isinstance(action, PoolBid):
        return "Bid on the Parkie Pool (+$3 and a Parkie)"
    if isinstance(action, Take):
        return f"Take a {colour_word(action.colour, colour_blind)} Parkie to {where_name(action.where)}"
    if isinstance(action, Move):
        return f"Move the {colour_word(action.colour, colour_blind)} Parkie from {where_name(action.src)} to {where_name(action.dst)}"
    if isinstance(action, EndMoves):
        return "Done moving"
    if isinstance(action, Place):
        return f"Place {TILE[action.tile].name} at row {action.row + 1}, column {action.col + 1}, turned {action.rot}°"
    if isinstance(action, Discard):
        return f"Discard {TILE[action.tile].name} (it fits nowhere)"
    if isinstance(action, Choose):
        return f"Flip a {action.size} tile"
    if isinstance(action, Pass):
        return "Pass"
    if isinstance(action, Buy):
        return f"Buy {TILE[action.tile].name}"
    return str(action)

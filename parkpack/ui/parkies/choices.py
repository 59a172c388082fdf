"""The caption and buttons under the bidding mat: what to do now, and the
choices that are not a place on the table (trump colours, Pass, Done
moving, which entrance gets a new Parkie...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...games.parkies.common import ladder, price
from ...games.parkies.content import TILE
from ...games.parkies.actions import Trump
from ...games.parkies.state import BID, CHOOSE, DUEL, MOVE, OFFER, OVER, PICK, PLACE, POOL_TAKE, TRUMP
from .hand import Command
from .overlay import button_width
from .words import colour_word, space_name, trump_label, where_name

if TYPE_CHECKING:
    from .board import ParkiesBoard

Buttons = list[tuple[str, Command]]
#: The room the buttons of one row may take, beside a short caption.
ROW_ROOM = 560.0


def choices(board: ParkiesBoard) -> tuple[str, Buttons]:
    """The caption and (label, action or command) buttons for now."""
    view, offers = board.view_state, board.offers
    assert view is not None
    if not board.interactive:
        seat = view.pending.seat
        if view.pending.phase == OVER:
            return (board.words(board.game.text.prompt(view)), [])
        if board.turn_open:
            return ("Your move is made: Enter ends your turn; Ctrl+Z takes it back.", [])
        if not 0 <= seat < view.n:
            return ("Flipping attraction tiles…", [])
        return (f"{board.name(seat)} is deciding…", [])
    phase = view.pending.phase
    if board.hand.trump_space:
        return _trump_choices(board)
    if phase == TRUMP:
        return _bigger_trump(board)
    if phase in (BID, DUEL):
        buttons: Buttons = []
        if offers.pool is not None:
            buttons.append(("Parkie Pool (+$3)", offers.pool))
        buttons += [(f"Trump {space_name(sid)}…", ("trump", sid)) for sid in offers.trump_spaces()]
        if offers.pass_ is not None:
            buttons.append(("Pass", offers.pass_))
        where = "or the Parkie Pool" if offers.pool is not None else "or pass"
        return (f"Click a green ladder step to bid {where}.", buttons)
    if phase == PLACE:
        tile = TILE[offers.place_tile].name if offers.place_tile else "your tile"
        if offers.discard is not None:
            return (f"{tile} fits nowhere in your park: you pay for it all the same.", [("Discard it", offers.discard)])
        return (f"Place {tile}: click a green spot. R, wheel or right-click turns it.", [("Turn (R)", "rotate")])
    if phase in (POOL_TAKE, PICK):
        colour = board.hand.take_colour
        if colour:
            targets = offers.take_targets(colour)
            word = colour_word(colour, board.colour_blind)
            return (f"Put the {word} Parkie on:", [(where_name(t.where), t) for t in targets] + [("Cancel", "cancel")])
        free = "any colour" if phase == POOL_TAKE else "a colour of your attractions"
        return (f"Take a Parkie of {free}: click it in the Parkie Pool.", [])
    if phase == MOVE:
        # "Moving Parkies": one Parkie up to two tiles, or two Parkies one tile each.
        if board.hand.selected is not None:
            text = "Now click a highlighted attraction."
        elif view.pending.steps:
            text = "One more step: move a Parkie one tile, or finish."
        else:
            text = "Move one Parkie up to 2 tiles or two Parkies 1 tile each: click one."
        return (text, [("Done moving", offers.end_moves)] if offers.end_moves is not None else [])
    if phase == CHOOSE:
        return ("Choose the size of the tile to flip.", [(f"{size.title()} tile", a) for size, a in offers.chooses.items()])
    if phase == OFFER:
        buttons = []
        if offers.buy is not None:
            space = next(s for s in view.spaces if s.tile == offers.buy.tile)
            cost = price(view.players[board.seat], offers.buy.tile, ladder(view, space.id)[0])
            buttons.append((f"Buy {TILE[offers.buy.tile].name} for ${cost}", offers.buy))
        if offers.pass_ is not None:
            buttons.append(("Pass", offers.pass_))
        return ("Buy the flipped tile at its cheapest price, or pass.", buttons)
    return ("", [])


def _trump_choices(board: ParkiesBoard) -> tuple[str, Buttons]:
    """The least trumps of one space (one Parkie more than the standing
    trump) and the way to a bigger one; when they fill more than a row, a
    page at a time with a button to the next page."""
    sid = board.hand.trump_space
    trumps = board.offers.trumps.get(sid, [])
    pages = trump_pages([trump_label(t, board.colour_blind) for t in trumps])
    page = pages[board.hand.trump_page % len(pages)] if pages else []
    buttons: Buttons = [(trump_label(trumps[i], board.colour_blind), trumps[i]) for i in page]
    if len(pages) > 1:
        buttons.append((f"Next ({board.hand.trump_page % len(pages) + 1}/{len(pages)})", "more trumps"))
    more = board.offers.trump_more.get(sid)
    if more is not None:
        buttons.append(("More Parkies…", more))
    return (f"Trump {space_name(sid)} with:", buttons + [("Cancel", "cancel")])


def _bigger_trump(board: ParkiesBoard) -> tuple[str, Buttons]:
    """Choosing a bigger trump: a button per colour to add one more, the
    trump picked so far once it may be played, and Back."""
    view, offers = board.view_state, board.offers
    assert view is not None
    picked = tuple(p.colour for p in view.pending.moved)
    space = view.spaces[view.pending.steps]
    cb = board.colour_blind
    so_far = trump_label(Trump(space.id, picked), cb) if picked else "nothing yet"
    buttons: Buttons = [(f"+ {colour_word(a.colour, cb)}", a) for a in offers.spends]
    buttons += [(f"Trump: {trump_label(t, cb)}", t) for t in offers.trumps.get(space.id, [])]
    if offers.trump_back is not None:
        buttons.append(("Back", offers.trump_back))
    colour = colour_word(TILE[space.tile].colour, cb)
    return (f"Trump {space_name(space.id)} (at least {space.trump + 1}, one {colour}): {so_far}", buttons)


def trump_pages(labels: list[str]) -> list[list[int]]:
    """Indexes of ``labels`` split into rows that fit beside the caption,
    the More and Cancel buttons."""
    room = ROW_ROOM - button_width("Next (9/9)") - button_width("More Parkies…") - button_width("Cancel") - 24
    pages: list[list[int]] = [[]]
    used = 0.0
    for i, label in enumerate(labels):
        width = button_width(label) + 8
        if pages[-1] and used + width > room:
            pages.append([])
            used = 0.0
        pages[-1].append(i)
        used += width
    return pages if labels else []

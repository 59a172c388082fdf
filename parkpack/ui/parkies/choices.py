"""The caption and buttons under the bidding mat: what to do now, and the
choices that are not a place on the table (trump colours, Pass, Done
moving, which entrance gets a new Parkie...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from ..board import held_turn_words
from ...i18n import _
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


def size_tile(size: str) -> str:
    """A button's label for flipping a tile of ``size``."""
    labels = {
        "small": QCoreApplication.translate("Parkies", "Small tile"),
        "medium": QCoreApplication.translate("Parkies", "Medium tile"),
        "major": QCoreApplication.translate("Parkies", "Major tile"),
    }
    return labels.get(size, size.title())


def choices(board: ParkiesBoard) -> tuple[str, Buttons]:
    """The caption and (label, action or command) buttons for now."""
    view, offers = board.view_state, board.offers
    assert view is not None
    if not board.interactive:
        seat = view.pending.seat
        if view.pending.phase == OVER:
            return (board.words(board.game.text.prompt(view)), [])
        if board.turn_open:
            return ("{}: {}.".format(*held_turn_words()), [])
        if not 0 <= seat < view.n:
            return (QCoreApplication.translate("Parkies", "Flipping attraction tiles…"), [])
        return (QCoreApplication.translate("Parkies", "{name} is deciding…").format(name=board.name(seat)), [])
    phase = view.pending.phase
    if board.hand.trump_space:
        return _trump_choices(board)
    if phase == TRUMP:
        return _bigger_trump(board)
    if phase in (BID, DUEL):
        buttons: Buttons = []
        if offers.pool is not None:
            buttons.append((QCoreApplication.translate("Parkies", "Parkie Pool (+$3)"), offers.pool))
        buttons += [(QCoreApplication.translate("Parkies", "Trump {space_name}…").format(space_name=space_name(sid)), ("trump", sid)) for sid in offers.trump_spaces()]
        if offers.pass_ is not None:
            buttons.append((QCoreApplication.translate("Parkies", "Pass"), offers.pass_))
        where = QCoreApplication.translate("Parkies", "or the Parkie Pool") if offers.pool is not None else QCoreApplication.translate("Parkies", "or pass")
        return (QCoreApplication.translate("Parkies", "Click a green ladder step to bid {where}.").format(where=where), buttons)
    if phase == PLACE:
        tile = _(TILE[offers.place_tile].name) if offers.place_tile else QCoreApplication.translate("Parkies", "your tile")
        if offers.discard is not None:
            return (QCoreApplication.translate("Parkies", "{tile} fits nowhere in your park: you pay for it all the same.").format(tile=tile), [(QCoreApplication.translate("Parkies", "Discard it"), offers.discard)])
        return (QCoreApplication.translate("Parkies", "Place {tile}: click a green spot. R, wheel or right-click turns it.").format(tile=tile), [(QCoreApplication.translate("Parkies", "Turn (R)"), "rotate")])
    if phase in (POOL_TAKE, PICK):
        colour = board.hand.take_colour
        if colour:
            targets = offers.take_targets(colour)
            word = colour_word(colour, board.colour_blind)
            return (QCoreApplication.translate("Parkies", "Put the {word} Parkie on:").format(word=word), [(where_name(t.where), t) for t in targets] + [(QCoreApplication.translate("Parkies", "Cancel"), "cancel")])
        free = QCoreApplication.translate("Parkies", "any colour") if phase == POOL_TAKE else QCoreApplication.translate("Parkies", "a colour of your attractions")
        return (QCoreApplication.translate("Parkies", "Take a Parkie of {free}: click it in the Parkie Pool.").format(free=free), [])
    if phase == MOVE:
        # "Moving Parkies": one Parkie up to two tiles, or two Parkies one tile each.
        if board.hand.selected is not None:
            text = QCoreApplication.translate("Parkies", "Now click a highlighted attraction.")
        elif view.pending.steps:
            text = QCoreApplication.translate("Parkies", "One more step: move a Parkie one tile, or finish.")
        else:
            text = QCoreApplication.translate("Parkies", "Move one Parkie up to 2 tiles or two Parkies 1 tile each: click one.")
        return (text, [(QCoreApplication.translate("Parkies", "Done moving"), offers.end_moves)] if offers.end_moves is not None else [])
    if phase == CHOOSE:
        return (QCoreApplication.translate("Parkies", "Choose the size of the tile to flip."), [(size_tile(size), a) for size, a in offers.chooses.items()])
    if phase == OFFER:
        buttons = []
        if offers.buy is not None:
            space = next(s for s in view.spaces if s.tile == offers.buy.tile)
            cost = price(view.players[board.seat], offers.buy.tile, ladder(view, space.id)[0])
            buttons.append((QCoreApplication.translate("Parkies", "Buy {name} for ${cost}").format(name=_(TILE[offers.buy.tile].name), cost=cost), offers.buy))
        if offers.pass_ is not None:
            buttons.append((QCoreApplication.translate("Parkies", "Pass"), offers.pass_))
        return (QCoreApplication.translate("Parkies", "Buy the flipped tile at its cheapest price, or pass."), buttons)
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
        buttons.append((QCoreApplication.translate("Parkies", "Next ({page}/{n})").format(page=board.hand.trump_page % len(pages) + 1, n=len(pages)), "more trumps"))
    more = board.offers.trump_more.get(sid)
    if more is not None:
        buttons.append((QCoreApplication.translate("Parkies", "More Parkies…"), more))
    return (QCoreApplication.translate("Parkies", "Trump {space_name} with:").format(space_name=space_name(sid)), buttons + [(QCoreApplication.translate("Parkies", "Cancel"), "cancel")])


def _bigger_trump(board: ParkiesBoard) -> tuple[str, Buttons]:
    """Choosing a bigger trump: a button per colour to add one more, the
    trump picked so far once it may be played, and Back."""
    view, offers = board.view_state, board.offers
    assert view is not None
    picked = tuple(p.colour for p in view.pending.moved)
    space = view.spaces[view.pending.steps]
    cb = board.colour_blind
    so_far = trump_label(Trump(space.id, picked), cb) if picked else QCoreApplication.translate("Parkies", "nothing yet")
    buttons: Buttons = [(f"+ {colour_word(a.colour, cb)}", a) for a in offers.spends]
    buttons += [(QCoreApplication.translate("Parkies", "Trump: {trump_label}").format(trump_label=trump_label(t, cb)), t) for t in offers.trumps.get(space.id, [])]
    if offers.trump_back is not None:
        buttons.append((QCoreApplication.translate("Parkies", "Back"), offers.trump_back))
    colour = colour_word(TILE[space.tile].colour, cb)
    return (QCoreApplication.translate("Parkies", "Trump {space_name} (at least {least}, one {colour}): {so_far}").format(space_name=space_name(space.id), least=space.trump + 1, colour=colour, so_far=so_far), buttons)


def trump_pages(labels: list[str]) -> list[list[int]]:
    """Indexes of ``labels`` split into rows that fit beside the caption,
    the More and Cancel buttons."""
    room = ROW_ROOM - button_width(QCoreApplication.translate("Parkies", "Next (9/9)")) - button_width(QCoreApplication.translate("Parkies", "More Parkies…")) - button_width(QCoreApplication.translate("Parkies", "Cancel")) - 24
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

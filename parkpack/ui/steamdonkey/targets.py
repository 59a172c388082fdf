"""Where an action of Steam Donkey is made on the board
(``SteamDonkeyBoard.target_rects``), in scene coordinates: the card in hand
and the space it goes to, the visitor and its seat, the returned visitor,
the discard pile, a character, the poster side, or the button that plays it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF

from ...games.steamdonkey.actions import (
    TOP_SOURCE,
    ChooseResort,
    DonkeyBoy,
    Pay,
    Princess,
    Raise,
    Return,
    Ride,
    Swap,
    TakeDiscard,
    Visit,
)
from ...games.steamdonkey.content import BACK, CARD, SPACES, TRANSPORT

if TYPE_CHECKING:
    from .board import SteamDonkeyBoard


def raise_space(action: Raise) -> int:
    c = CARD[action.card]
    colour = action.colour if action.colour >= 0 else c.colour
    return colour * 4 + c.icon


def target_rects(board: SteamDonkeyBoard, action: Any) -> list[QRectF]:
    view = board.view_state
    if view is None:
        return []
    rects = [r for r in _places(board, action) if r is not None]
    rects += [b.scene_rect() for b, a in zip(board.buttons, board.button_actions) if a == action and b.isVisible()]
    return rects


def _hand_rect(board: SteamDonkeyBoard, card: str) -> QRectF | None:
    view = board.view_state
    assert view is not None
    hand = view.players[board.seat].hand
    if card in hand:
        i = hand.index(card)
        if i < len(board.hand) and board.hand[i].isVisible():
            return board.hand[i].scene_rect()
    return None


def _space_rect(board: SteamDonkeyBoard, sp: int) -> QRectF | None:
    return board.resort.rect_of(("space", board.seat, sp))


def _source_rect(board: SteamDonkeyBoard, source: str) -> QRectF | None:
    view = board.view_state
    assert view is not None
    if source == TOP_SOURCE:
        return board.deck.scene_rect() if board.deck.isVisible() else None
    for i, card in enumerate(view.table.platform):
        if BACK[card] == source:
            return board.platform.rect_of(("platform", i))
    return None


def _places(board: SteamDonkeyBoard, action: Any) -> list[QRectF | None]:
    view = board.view_state
    assert view is not None
    if isinstance(action, Raise):
        return [_hand_rect(board, action.card), _space_rect(board, raise_space(action))]
    if isinstance(action, Pay):
        return [_hand_rect(board, action.card)]
    if isinstance(action, Visit):
        return [_source_rect(board, action.source), _space_rect(board, action.space)]
    if isinstance(action, Ride):
        p = view.players[board.seat]
        rides = [_space_rect(board, c * 4 + TRANSPORT) for c in view.act.colours if p.spaces[c * 4 + TRANSPORT]]
        return [_source_rect(board, action.source), *rides[:1]]
    if isinstance(action, Return):
        p = view.players[board.seat]
        for sp in range(SPACES):
            for i, g in enumerate(p.guests[sp]):
                if BACK[g] == action.back:
                    return [board.resort.rect_of(("guest", board.seat, sp, i))]
        return []
    if isinstance(action, TakeDiscard):
        return [board.discard.scene_rect()] if board.discard.isVisible() else []
    if isinstance(action, DonkeyBoy) and not view.act.must and board.character.isVisible() \
            and view.players[board.seat].character == "donkeyboy":
        return [board.character.scene_rect()]
    if isinstance(action, Swap):
        item = board.rival_item(action.seat)
        return [item.rect_of(("character", action.seat))] if item is not None else []
    if isinstance(action, Princess):  # a second colour (Admiral, Ice-cream) is its button's
        return [board.character.scene_rect()] if board.character.isVisible() and not view.act.must else []
    if isinstance(action, ChooseResort):
        return [p.scene_rect() for p in board.posters if p.isVisible() and p.key == ("resort", action.resort)]
    return []

"""Mouse gestures on the Steam Donkey board: a click on an item's key
becomes the offered action it stands for, or a refusal saying why (the
game's own refusal text where it has one); hovering says what a thing is.

Moving a visitor takes two clicks: the visitor (on the platform or the
deck's top), then the attraction it goes to, or a transport (or your hand)
for a ride. The Funicular Railway is clicked, then the transport space of
the colour it is to stand in. Esc drops a visitor or card picked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt

from ...games.steamdonkey.actions import (
    DONKEY_BOY,
    TAKE_DISCARD,
    TOP_SOURCE,
    Admiral,
    ChooseResort,
    DonkeyBoy,
    IceCream,
    Pay,
    Princess,
    Raise,
    Return,
    Ride,
    Swap,
    TakeDiscard,
    Visit,
)
from ...games.steamdonkey.content import BACK, FUNICULAR, TRANSPORT, back_label, is_hidden
from ...games.steamdonkey.state import BUILD, MOVE, OVER, PAY, RETURN, START, State
from .words import action_text, area_name, card_name, card_text, character_text, icon_name, resort_text, space_text

if TYPE_CHECKING:
    from .board import SteamDonkeyBoard

Key = tuple[Any, ...]
translate = QCoreApplication.translate


def waiting(view: State, seat: int) -> str:
    if view.phase == OVER:
        return translate("SteamDonkeyBoard", "The game is over.")
    if view.seat != seat and 0 <= view.seat < view.n:
        return translate("SteamDonkeyBoard", "Wait: it is {name}'s turn.").format(name=view.players[view.seat].name)
    return translate("SteamDonkeyBoard", "Wait: the next card is being turned up.")


def refuse(board: SteamDonkeyBoard, view: State, action: Any) -> None:
    """Say why ``action`` is not played: the game's reason, or what is asked."""
    reason = board.game.text.refusal(view, action) if action is not None else ""
    if reason:
        board.refused.emit(reason[0].upper() + reason[1:] + ("" if reason.endswith(".") else "."))
    else:
        board.refused.emit(not_now(board, view))


def not_now(board: SteamDonkeyBoard, view: State) -> str:
    return translate("SteamDonkeyBoard", "Not now: {prompt}.").format(prompt=board.game.text.prompt(view))


def offer_or_refuse(board: SteamDonkeyBoard, view: State, action: Any) -> None:
    if action in board.offers.legal:
        board.play(action)
    else:
        refuse(board, view, action)


def press(board: SteamDonkeyBoard, key: Key | None, button: Qt.MouseButton) -> None:
    view = board.view_state
    if key is None or view is None or button != Qt.MouseButton.LeftButton:
        if button == Qt.MouseButton.RightButton and (board.source or board.funicular):
            board.cancel()
        return
    kind = key[0]
    if kind in ("label", "resort-of", "platform-area", "rival", "rival-space", "poster"):
        return
    if kind == "button":
        if key[1] < len(board.button_actions):
            board.play(board.button_actions[key[1]])
        return
    if not board.interactive:
        board.refused.emit(waiting(view, board.seat))
        return
    handler = _HANDLERS.get(kind)
    if handler is not None:
        handler(board, view, key)


def _hand(board: SteamDonkeyBoard, view: State, key: Key) -> None:
    p = view.players[board.seat]
    if key[1] >= len(p.hand):
        return
    card = p.hand[key[1]]
    offers = board.offers
    if view.phase == MOVE and board.source and board.source in offers.rides:
        board.play(offers.rides[board.source])  # a ride takes the visitor into the hand
        return
    if view.phase == PAY:
        offer_or_refuse(board, view, Pay(card))
        return
    if card == FUNICULAR and view.phase == BUILD:
        if len(offers.funicular) == 1:
            board.play(next(iter(offers.funicular.values())))
        elif offers.funicular:
            board.funicular = True
            board.refresh()
            board.hint.emit(translate("SteamDonkeyBoard", "The Funicular Railway: click the transport space of the colour it "
                                       "is to stand in."))
        else:
            refuse(board, view, Raise(card, view.act.colours[0] if view.act.colours else 0))
        return
    if view.phase == BUILD:
        offer_or_refuse(board, view, Raise(card))
        return
    if view.phase == START:
        board.refused.emit(translate("SteamDonkeyBoard", "Choose the turn's action first: a Build button to build from "
                                     "your hand."))
        return
    refuse(board, view, Raise(card) if view.phase != PAY else Pay(card))


def _space(board: SteamDonkeyBoard, view: State, key: Key) -> None:
    sp = key[2]
    offers = board.offers
    if view.phase == MOVE:
        if board.source:
            if sp % 4 == TRANSPORT:
                offer_or_refuse(board, view, Ride(board.source))
            else:
                offer_or_refuse(board, view, Visit(board.source, sp))
            return
        here = [a for (src, s), a in offers.visits.items() if s == sp]
        if len({a.source for a in here}) == 1:
            board.play(here[0])
            return
        if here:
            board.refused.emit(translate("SteamDonkeyBoard", "Pick the visitor first: click one on the platform or the "
                                         "deck's top."))
            return
        refuse(board, view, Visit(TOP_SOURCE if view.table.top else "?Ag", sp))
        return
    if view.phase == BUILD:
        if board.funicular and sp % 4 == TRANSPORT:
            offer_or_refuse(board, view, Raise(FUNICULAR, sp // 4))
            return
        from .targets import raise_space

        builds = [a for a in list(offers.raises.values()) + list(offers.funicular.values()) if raise_space(a) == sp]
        if len(builds) == 1:
            board.play(builds[0])
        elif builds:
            board.refused.emit(translate("SteamDonkeyBoard", "Several cards can be built here: click the one you want in "
                                         "your hand."))
        else:
            board.refused.emit(translate("SteamDonkeyBoard", "Nothing in your hand can be built on {space} now.").format(
                space=space_text(sp)))
        return
    if view.phase == RETURN:
        p = view.players[board.seat]
        if p.guests[sp]:
            offer_or_refuse(board, view, Return(BACK[p.guests[sp][0]]))
            return
    board.refused.emit(not_now(board, view))


def _guest(board: SteamDonkeyBoard, view: State, key: Key) -> None:
    _, seat, sp, i = key
    p = view.players[seat]
    if view.phase == RETURN and i < len(p.guests[sp]):
        offer_or_refuse(board, view, Return(BACK[p.guests[sp][i]]))
        return
    _space(board, view, ("space", seat, sp))


def _source(board: SteamDonkeyBoard, view: State, source: str) -> None:
    if view.phase != MOVE:
        if view.phase == START:
            board.refused.emit(translate("SteamDonkeyBoard", "Choose the turn's action first: a Move button to move "
                                         "visitors of a colour."))
        else:
            board.refused.emit(not_now(board, view))
        return
    if source not in board.offers.sources():
        refuse(board, view, Ride(source) if board.offers.rides else Visit(source, 0))
        return
    board.source = "" if board.source == source else source
    board.refresh()
    if board.source:
        if source in board.offers.rides:
            text = translate("SteamDonkeyBoard", "Picked {visitor}: now click an attraction lit up for it, or your "
                             "transport (or hand) for a ride. Esc drops it.")
        else:
            text = translate("SteamDonkeyBoard", "Picked {visitor}: now click an attraction lit up for it. Esc drops it.")
        board.hint.emit(text.format(visitor=_source_words(view, source)))


def _source_words(view: State, source: str) -> str:
    if source == TOP_SOURCE:
        if view.table.top:
            return translate("SteamDonkeyBoard", "{visitor} on the deck's top").format(visitor=back_label(BACK[view.table.top]))
        return translate("SteamDonkeyBoard", "the deck's top visitor")
    return back_label(source)


def _platform(board: SteamDonkeyBoard, view: State, key: Key) -> None:
    if key[1] < len(view.table.platform):
        _source(board, view, BACK[view.table.platform[key[1]]])


def _top(board: SteamDonkeyBoard, view: State, key: Key) -> None:
    _source(board, view, TOP_SOURCE)


def _discard(board: SteamDonkeyBoard, view: State, key: Key) -> None:
    offers = board.offers
    if DONKEY_BOY in offers.legal and TAKE_DISCARD not in offers.legal:
        board.play(DONKEY_BOY)
        return
    offer_or_refuse(board, view, TAKE_DISCARD if view.phase == START else DonkeyBoy())


def _character(board: SteamDonkeyBoard, view: State, key: Key) -> None:
    seat = key[1]
    offers = board.offers
    if seat != board.seat:
        offer_or_refuse(board, view, Swap(seat))
        return
    uses = [a for a in offers.legal if isinstance(a, (Admiral, IceCream, Princess, DonkeyBoy))]
    if len(uses) == 1:
        board.play(uses[0])
    elif uses:
        board.refused.emit(translate("SteamDonkeyBoard", "Choose the second colour with one of the character's buttons."))
    else:
        p = view.players[seat]
        action: Any = {"admiral": Admiral(0), "icecream": IceCream(0), "princess": Princess()}.get(p.character, DonkeyBoy())
        refuse(board, view, action)


def _resort(board: SteamDonkeyBoard, view: State, key: Key) -> None:
    offer_or_refuse(board, view, ChooseResort(key[1]))


_HANDLERS = {
    "hand": _hand,
    "space": _space,
    "guest": _guest,
    "platform": _platform,
    "top": _top,
    "discard": _discard,
    "character": _character,
    "resort": _resort,
}


# --- hovering ---------------------------------------------------------------------------------
def hover(board: SteamDonkeyBoard, key: Key | None) -> None:
    view = board.view_state
    if view is None or key is None:
        return
    text = hover_text(board, view, key)
    if text:
        board.hint.emit(text)


def hover_text(board: SteamDonkeyBoard, view: State, key: Key) -> str:
    kind = key[0]
    if kind == "button" and key[1] < len(board.button_actions):
        return action_text(board.button_actions[key[1]], view)
    if kind == "hand":
        p = view.players[board.seat]
        if key[1] < len(p.hand) and not board.covered:
            card = p.hand[key[1]]
            if is_hidden(card):
                return translate("SteamDonkeyBoard", "A card showing {visitor} on its back.").format(visitor=back_label(card))
            return translate("SteamDonkeyBoard", "{card} Its back: {visitor}.").format(
                card=card_text(card), visitor=back_label(BACK[card]))
        return ""
    if kind == "discard" and view.table.discard:
        return translate("SteamDonkeyBoard", "The top discard, face up: {card}").format(card=card_text(view.table.discard[-1]))
    if kind == "top":
        t = view.table
        if t.top:
            return translate("SteamDonkeyBoard", "The deck ({n} unseen cards); its top card shows {visitor}.").format(
                n=len(t.deck), visitor=back_label(BACK[t.top]))
        return translate("SteamDonkeyBoard", "The deck: {n} unseen cards.").format(n=len(t.deck))
    if kind == "platform" and key[1] < len(view.table.platform):
        return translate("SteamDonkeyBoard", "On the platform: {visitor}.").format(
            visitor=back_label(BACK[view.table.platform[key[1]]]))
    if kind in ("space", "rival-space"):
        return _space_hover(view, key[1], key[2], board.seat)
    if kind == "guest":
        p = view.players[key[1]]
        if key[3] < len(p.guests[key[2]]):
            return translate("SteamDonkeyBoard", "Staying on the {card}: {visitor}.").format(
                card=card_name(p.spaces[key[2]][-1]), visitor=back_label(BACK[p.guests[key[2]][key[3]]]))
    if kind == "character":
        p = view.players[key[1]]
        return character_text(p.character, p.twisted) if p.character else ""
    if kind == "resort":
        return translate("SteamDonkeyBoard", "{resort} Click to play it.").format(resort=resort_text(key[1]))
    if kind == "rival":
        p = view.players[key[1]]
        return translate("SteamDonkeyBoard", "{name}: {n} cards in hand (backs shown), {guests} visitors in the "
                         "resort.").format(name=p.name, n=len(p.hand), guests=p.guest_count)
    return ""


def _space_hover(view: State, seat: int, sp: int, viewer: int) -> str:
    p = view.players[seat]
    stack = p.spaces[sp]
    if seat != viewer:  # the board's own seat, not whoever is to act
        where = translate("SteamDonkeyBoard", "{name}'s {area} {icon}").format(
            name=p.name, area=area_name(sp // 4), icon=icon_name(sp % 4))
    else:
        where = space_text(sp)
    if not stack:
        return translate("SteamDonkeyBoard", "{space}: empty.").format(space=where[0].upper() + where[1:])
    top = card_text(stack[-1])
    under = ", ".join(card_name(c) for c in stack[:-1])
    guests = len(p.guests[sp])
    text = top
    if under:
        text += " " + translate("SteamDonkeyBoard", "Covered: {cards}.").format(cards=under)
    if guests == 1:
        text += " " + translate("SteamDonkeyBoard", "1 visitor on it.")
    elif guests:
        text += " " + translate("SteamDonkeyBoard", "{n} visitors on it.").format(n=guests)
    return text

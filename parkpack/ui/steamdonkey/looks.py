"""What each item of the Steam Donkey board shows now, from the viewer's
view and the offered moves (and the viewer's half-made move)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ...games.steamdonkey.actions import TOP_SOURCE, Raise
from ...games.steamdonkey.content import (
    BACK,
    FUNICULAR,
    NAMES,
    POSTER,
    RESORT,
    SPACES,
    TRANSPORT,
    is_hidden,
)
from ...games.steamdonkey.scoring import player_score
from ...games.steamdonkey.state import KICKON, OVER, PAY, RESORT as RESORT_PHASE, State
from ..colours import seat_colour
from ..offer_keys import focused as focused_move
from .items import CharacterLook, LabelLook, PlatformLook, PosterLook, ResortLook, RivalLook
from .offers import ON_TABLE
from .words import button_label, resort_name, role_name

if TYPE_CHECKING:
    from .board import SteamDonkeyBoard

translate = QCoreApplication.translate


def apply_looks(board: SteamDonkeyBoard, view: State) -> None:
    board.art.colour_blind = board.colour_blind
    focused = focused_move(board)
    seat = board.seat
    order = [(seat + k) % view.n for k in range(1, view.n)]
    board.layout_rivals(order)
    for s in order:
        board.rivals[s].set_look(_rival_look(board, view, s))
    board.resort.seat = seat
    board.resort.set_look(_resort_look(board, view, seat, focused))
    _station(board, view, focused)
    _hand(board, view, focused)
    _right(board, view, focused)


def _seat_colour(board: SteamDonkeyBoard, seat: int) -> str:
    spec = board.seats[seat] if seat < len(board.seats) else None
    colour = getattr(spec, "colour", "") or ""
    return seat_colour(colour, seat, board.colour_blind).name()


def _rival_look(board: SteamDonkeyBoard, view: State, s: int) -> RivalLook:
    p = view.players[s]
    if p.complete:  # (a final turn may fill more than the poster asks: never "12/11")
        line = translate("SteamDonkeyBoard", "{resort} complete").format(resort=resort_name(p.resort))
    elif p.resort:
        line = translate("SteamDonkeyBoard", "{resort} {filled}/{n}").format(
            resort=resort_name(p.resort), filled=p.filled, n=RESORT[p.resort].spaces)
    else:
        line = translate("SteamDonkeyBoard", "Poster {poster}").format(poster=p.poster) if p.poster else ""
    cards = len(p.hand)
    points = translate("SteamDonkeyBoard", "{n} pts").format(n=player_score(view, s).total)
    held = translate("SteamDonkeyBoard", "1 card") if cards == 1 else translate("SteamDonkeyBoard", "{n} cards").format(n=cards)
    line = " · ".join(x for x in (line, points, held) if x)
    character, state = "", ""
    if p.character:
        state = translate("SteamDonkeyBoard", "used") if p.twisted else translate("SteamDonkeyBoard", "ready")
        character = translate("SteamDonkeyBoard", "{kickon} · {character} ({state})").format(
            kickon=role_name(p.kickon), character=role_name(p.character), state=state)
        swap = board.offers.swaps.get(s)
        if swap is not None:
            state = "focus" if focused_move(board) == swap else "offer"
    return RivalLook(
        name=p.name, colour=_seat_colour(board, s), line=line, spaces=p.spaces,
        guests=tuple(len(g) for g in p.guests), hand=p.hand, character=character, char_state=state,
        to_act=view.seat == s and view.phase != OVER, colour_blind=board.colour_blind)


def _resort_look(board: SteamDonkeyBoard, view: State, seat: int, focused: Any) -> ResortLook:
    p = view.players[seat]
    offers = board.offers
    marks = [""] * SPACES
    from ...games.steamdonkey.actions import Raise as R, Ride, Visit

    def mark(space: int, action: Any) -> None:
        marks[space] = "focus" if action == focused else (marks[space] or "offer")

    if board.source:
        for (src, sp), a in offers.visits.items():
            if src == board.source:
                mark(sp, a)
        ride = offers.rides.get(board.source)
        if ride is not None:
            for c in view.act.colours:
                if p.spaces[c * 4 + TRANSPORT]:
                    mark(c * 4 + TRANSPORT, ride)
    elif board.funicular:
        for colour, raise_ in offers.funicular.items():
            mark(colour * 4 + TRANSPORT, raise_)
    if isinstance(focused, Visit):
        marks[focused.space] = "focus"
    elif isinstance(focused, Ride):
        for c in view.act.colours:
            if p.spaces[c * 4 + TRANSPORT]:
                marks[c * 4 + TRANSPORT] = "focus"
    elif isinstance(focused, R):
        from .targets import raise_space

        marks[raise_space(focused)] = "focus"
    guest_marks = []
    for sp in range(SPACES):
        row = []
        for back in p.guests[sp]:
            back_out = offers.returns.get(BACK[back])
            row.append("" if back_out is None else
                       ("focus" if back_out == focused and _first_guest(p, back) == sp else "offer"))
        guest_marks.append(tuple(row))
    act = view.act
    paying = bool(act.raising) and view.seat == seat and view.phase != OVER
    return ResortLook(p.spaces, tuple(tuple(BACK[g] for g in gs) for gs in p.guests), tuple(marks),
                      tuple(guest_marks), board.colour_blind, act.raising if paying else "",
                      act.space if paying else -1, act.owed if paying else 0)


def _first_guest(p: Any, back: str) -> int:
    for sp in range(SPACES):
        if any(BACK[g] == BACK[back] for g in p.guests[sp]):
            return sp
    return -1


def _station(board: SteamDonkeyBoard, view: State, focused: Any) -> None:
    t = view.table
    offers = board.offers
    board.station_label.set_look(LabelLook(translate("SteamDonkeyBoard", "The station")))
    board.discard_label.set_look(LabelLook(translate("SteamDonkeyBoard", "Discard {n}").format(n=len(t.discard)), False))
    board.deck_label.set_look(LabelLook(translate("SteamDonkeyBoard", "Deck {n}").format(n=len(t.deck) + (1 if t.top else 0)), False))
    take = next((a for a in offers.buttons if type(a).__name__ in ("TakeDiscard", "DonkeyBoy")), None)
    state = "" if take is None else ("focus" if any(a == focused for a in offers.buttons
                                                   if type(a).__name__ in ("TakeDiscard", "DonkeyBoy")) else "offer")
    board.discard.set_card(t.discard[-1] if t.discard else "", "", state)
    board.discard.setVisible(bool(t.discard))
    top_offered = TOP_SOURCE in offers.sources()
    top_state = "" if not top_offered else ("focus" if _source_of(focused) == TOP_SOURCE else "offer")
    board.deck.set_card("", BACK[t.top] if t.top else ("?" if t.deck else ""), top_state,
                        selected=board.source == TOP_SOURCE)
    board.deck.setVisible(bool(t.top or t.deck))
    sources = offers.sources()
    marks = []
    for card in t.platform:
        back = BACK[card]
        if board.source == back:
            marks.append("focus")
        elif back in sources:
            marks.append("focus" if _source_of(focused) == back else "offer")
        else:
            marks.append("")
    board.platform.fit(len(t.platform))
    board.platform.set_look(PlatformLook(tuple(BACK[c] for c in t.platform), tuple(marks), len(t.deck),
                                         board.colour_blind))
    me = view.players[board.seat]
    board.character.setVisible(bool(me.character))
    if me.character:
        from ...games.steamdonkey.actions import Admiral, DonkeyBoy, IceCream, Princess

        uses = [a for a in offers.buttons if isinstance(a, (Admiral, DonkeyBoy, IceCream, Princess))]
        cstate = "" if not uses or view.act.must else ("focus" if focused in uses else "offer")
        board.character.setPos(0, board.platform.pos().y() + board.platform.h + 8)
        board.character.set_look(CharacterLook(me.kickon, me.character, me.twisted, cstate))


def _source_of(action: Any) -> str:
    from ...games.steamdonkey.actions import Ride, Visit

    return action.source if isinstance(action, (Visit, Ride)) else ""


def _hand(board: SteamDonkeyBoard, view: State, focused: Any) -> None:
    p = view.players[board.seat]
    offers = board.offers
    hand = p.hand if not board.covered else tuple(BACK[c] for c in p.hand)
    count = min(len(hand), len(board.hand))
    board.layout_hand(count)
    if board.covered or (p.hand and all(is_hidden(c) for c in p.hand)):  # an onlooker's replay too
        word = translate("SteamDonkeyBoard", "{name}'s hand (hidden): {n} of {limit} cards")
    else:
        word = translate("SteamDonkeyBoard", "Your hand: {n} of {limit} cards")
    board.hand_label.set_look(LabelLook(word.format(name=p.name, n=len(p.hand), limit=p.limit)))
    for i in range(count):
        card = hand[i]
        face = "" if is_hidden(card) else card
        action = offers.pays.get(card) or offers.raises.get(card)
        if card == FUNICULAR and offers.funicular:
            action = next(iter(offers.funicular.values()))
        state = ""
        if action is not None:
            state = "offer"
            if focused is not None and (focused == action or (isinstance(focused, Raise) and focused.card == card)
                                        or getattr(focused, "card", None) == card):
                state = "focus"
        board.hand[i].set_card(face, BACK[card], state, selected=board.funicular and card == FUNICULAR,
                               dimmed=bool(offers.pays or offers.raises) and action is None and view.phase == PAY)
    for item in board.hand[count:]:  # hidden, and holding no face the next viewer has not seen
        item.set_card("", item.look.back)


def _right(board: SteamDonkeyBoard, view: State, focused: Any) -> None:
    p = view.players[board.seat]
    offers = board.offers
    if view.phase == RESORT_PHASE and p.poster and not p.resort and view.seat == board.seat:
        sides = POSTER[p.poster].sides
        for k, r in enumerate(sides):  # looks first: a poster's height follows its bonuses
            a = offers.resorts.get(r)
            state = "" if a is None else ("focus" if a == focused else "offer")
            board.posters[k].key = ("resort", r)
            board.posters[k].set_look(PosterLook(r, 0, state, choosing=True))
        top = board.layout_right(2, 0)
    elif p.resort:
        board.posters[0].key = ("poster", 0)
        board.posters[0].set_look(PosterLook(p.resort, p.filled))
        top = board.layout_right(1, 0)
    else:
        top = board.layout_right(0, 0)
    buttons = _paired([a for a in offers.buttons if not isinstance(a, ON_TABLE)])
    labels = [button_label(a, view) for a in buttons]
    states = ["focus" if a == focused else "" for a in buttons]
    if view.phase == KICKON and not buttons:
        labels, buttons, states = [], [], []
    board.set_buttons(buttons, labels, states, top)


def _paired(buttons: list[Any]) -> list[Any]:
    """Build and Move buttons side by side, one row per colour (Build on the left)."""
    from ...games.steamdonkey.actions import Build, Move

    builds = {a.colour: a for a in buttons if isinstance(a, Build)}
    moves = {a.colour: a for a in buttons if isinstance(a, Move)}
    if not builds or set(builds) != set(moves):
        return buttons
    rest = [a for a in buttons if not isinstance(a, (Build, Move))]
    return [a for c in sorted(builds) for a in (builds[c], moves[c])] + rest

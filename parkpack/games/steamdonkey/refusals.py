"""Why a move is refused, told from the acting seat's view only.

Only the acting seat's own hand and public things are consulted, so two
positions that seat cannot tell apart are refused alike. "" means the status
line says enough.
"""

from __future__ import annotations

from .actions import (
    TOP_SOURCE,
    Action,
    Admiral,
    Build,
    Collect,
    Dog,
    DonkeyBoy,
    IceCream,
    Move,
    Pay,
    Princess,
    Raise,
    Return,
    Ride,
    Swap,
    TakeDiscard,
    Visit,
)
from .common import CAPACITY, ICON
from .content import (
    AMUSEMENT,
    BACK,
    CARD,
    COLOURS,
    FERAL_DONKEY,
    FUNICULAR,
    ICON_PLURALS,
    LORD_ADMIRAL,
    MADAME_ICE_CREAM,
    MECHANICAL_DOG,
    NAMES,
    PRINCESS_ROYAL,
    DONKEY_BOY,
    TRANSPORT,
    suits,
)
from .state import BUILD, MOVE, PAY, RETURN, START, State

_TURN_ACTIONS = (Build, Move, Collect, TakeDiscard)


def refusal(v: State, action: Action) -> str:
    phase = v.phase
    if isinstance(action, _TURN_ACTIONS) and phase != START:
        return "one action per turn: this turn's action is already under way"
    if isinstance(action, TakeDiscard) and v.me.room <= 0:
        return f"your hand is full ({v.me.limit} cards)"
    if isinstance(action, Raise):
        return _raise(v, action) if phase == BUILD else "attractions are raised while building"
    if isinstance(action, Pay):
        return _pay(v, action) if phase == PAY else "there is no attraction being paid for"
    if isinstance(action, (Visit, Ride, Dog)):
        return _moving(v, action) if phase == MOVE else "visitors are taken while moving visitors"
    if isinstance(action, Return):
        if phase != RETURN:
            return "visitors go back to the platform only when the hand would overflow"
        return "" if any(BACK[c] == action.back for g in v.me.guests for c in g) else "no visitor with that back is in your resort"
    if isinstance(action, (Admiral, Princess, IceCream, DonkeyBoy, Swap)):
        return _character(v, action)
    return ""


def _raise(v: State, action: Raise) -> str:
    p = v.me
    card = CARD[action.card]
    if action.card not in p.hand:
        return "that card is not in your hand"
    colour = action.colour if action.card == FUNICULAR else card.colour
    if colour not in v.act.colours:
        return f"this turn you are building {' and '.join(COLOURS[c] for c in v.act.colours)} attractions"
    space = colour * 4 + card.icon
    if p.guests[space]:
        return "an attraction with visitors on it cannot be built over"
    cost = card.cost - 1 if v.act.discount and card.cost else card.cost
    have = sum(1 for c in p.hand if ICON[c] == card.icon) - 1
    wild = p.kickon == FERAL_DONKEY and card.icon != AMUSEMENT and any(ICON[c] == AMUSEMENT for c in p.hand)
    if have + (1 if wild else 0) < cost:
        return f"the {card.name} costs {cost} {ICON_PLURALS[card.icon]} besides itself; you hold {have}"
    return ""


def _pay(v: State, action: Pay) -> str:
    if action.card not in v.me.hand:
        return "that card is not in your hand"
    need = CARD[v.act.raising].icon
    icon = ICON[action.card]
    if icon == need:
        return ""
    if v.me.kickon == FERAL_DONKEY and icon == AMUSEMENT:
        return "the Feral Donkey has already paid once for this attraction"
    return f"the {CARD[v.act.raising].name} is paid for with {ICON_PLURALS[need]}, not {ICON_PLURALS[icon]}"


def _moving(v: State, action: Visit | Ride | Dog) -> str:
    p = v.me
    t = v.table
    if isinstance(action, Dog):
        if p.kickon != MECHANICAL_DOG:
            return "only the Mechanical Dog drafts extra visitors"
        if v.act.dogged or v.act.started:
            return "the Mechanical Dog drafts only before the first visitor is taken"
        return "the deck is empty"
    source = action.source
    if source == TOP_SOURCE:
        if not t.top:
            return "the deck is empty"
        back = BACK[t.top]
    else:
        if source not in t.platform:
            return "no visitor with that back is on the platform"
        back = source
    if isinstance(action, Ride):
        if v.act.rides <= 0:
            return "no transport of the chosen colour is left to take a visitor"
        return f"your hand is full ({p.limit} cards)" if p.room <= 0 else ""
    colour = action.space // 4
    if colour not in v.act.colours:
        return f"this turn you are moving {' and '.join(COLOURS[c] for c in v.act.colours)} visitors"
    if not suits(back, colour):
        return f"that visitor's suitcase is not {COLOURS[colour]}"
    if action.space % 4 == TRANSPORT:
        return "visitors never stay on transports"
    stack = p.spaces[action.space]
    if not stack:
        return "there is no attraction in that space"
    if len(p.guests[action.space]) >= CAPACITY[stack[-1]]:
        return f"the {CARD[stack[-1]].name} is full"
    return ""


def _character(v: State, action: Action) -> str:
    if not v.advanced:
        return "characters are part of the advanced rules"
    p = v.me
    if v.act.must:
        return f"first choose the second colour for {NAMES[v.act.must]}"
    if p.twisted:
        return "you have already used a character this turn (it is twisted)"
    if isinstance(action, Swap):
        if action.seat == v.seat or action.seat >= v.n:
            return "swap with another player"
        other = v.players[action.seat]
        if other.twisted:
            return f"{other.name}'s {NAMES[other.character]} is twisted"
        return f"{NAMES[other.character]} could not be used now"
    wanted = {Admiral: LORD_ADMIRAL, Princess: PRINCESS_ROYAL, IceCream: MADAME_ICE_CREAM, DonkeyBoy: DONKEY_BOY}[type(action)]
    if p.character != wanted:
        return f"you do not hold {NAMES[wanted]}"
    if isinstance(action, DonkeyBoy):
        return f"your hand is full ({p.limit} cards)" if p.room <= 0 else "Donkey Boy works between the steps of an action"
    if isinstance(action, (Admiral, Princess)):
        return "" if v.phase == BUILD else f"{NAMES[wanted]} helps while building"
    return "" if v.phase == MOVE else f"{NAMES[wanted]} helps while moving visitors"


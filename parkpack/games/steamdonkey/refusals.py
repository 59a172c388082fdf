"""Why a move is refused, told from the acting seat's view only.

Only the acting seat's own hand and public things are consulted, so two
positions that seat cannot tell apart are refused alike. "" means the status
line says enough.
"""

from __future__ import annotations

from parkpack.i18n import _, and_join

from . import words
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
    FERAL_DONKEY,
    FUNICULAR,
    LORD_ADMIRAL,
    MADAME_ICE_CREAM,
    MECHANICAL_DOG,
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
        return _("one action per turn: this turn's action is already under way")
    if isinstance(action, TakeDiscard) and v.me.room <= 0:
        return _full(v.me.limit)
    if isinstance(action, Raise):
        return _raise(v, action) if phase == BUILD else _("attractions are raised while building")
    if isinstance(action, Pay):
        return _pay(v, action) if phase == PAY else _("there is no attraction being paid for")
    if isinstance(action, (Visit, Ride, Dog)):
        return _moving(v, action) if phase == MOVE else _("visitors are taken while moving visitors")
    if isinstance(action, Return):
        if phase != RETURN:
            return _("visitors go back to the platform only when the hand would overflow")
        return "" if any(BACK[c] == action.back for g in v.me.guests for c in g) else _("no visitor with that back is in your resort")
    if isinstance(action, (Admiral, Princess, IceCream, DonkeyBoy, Swap)):
        return _character(v, action)
    return ""


def _full(limit: int) -> str:
    return _("your hand is full ({n} cards)").format(n=limit)


def _raise(v: State, action: Raise) -> str:
    p = v.me
    card = CARD[action.card]
    if action.card not in p.hand:
        return _("that card is not in your hand")
    colour = action.colour if action.card == FUNICULAR else card.colour
    if colour not in v.act.colours:
        return _("this turn you are building {colours} attractions").format(
            colours=and_join([words.colour_before_plural(c) for c in v.act.colours]))
    space = colour * 4 + card.icon
    if p.guests[space]:
        return _("an attraction with visitors on it cannot be built over")
    cost = card.cost - 1 if v.act.discount and card.cost else card.cost
    have = sum(1 for c in p.hand if ICON[c] == card.icon) - 1
    wild = p.kickon == FERAL_DONKEY and card.icon != AMUSEMENT and any(ICON[c] == AMUSEMENT for c in p.hand)
    if have + (1 if wild else 0) < cost:
        return _("the {name} costs {cost} {icons} besides itself; you hold {have}").format(
            name=words.card_name(action.card), cost=cost, have=have,
            icons=words.icon(card.icon) if cost == 1 else words.icons(card.icon))
    return ""


def _pay(v: State, action: Pay) -> str:
    if action.card not in v.me.hand:
        return _("that card is not in your hand")
    need = CARD[v.act.raising].icon
    icon = ICON[action.card]
    if icon == need:
        return ""
    if v.me.kickon == FERAL_DONKEY and icon == AMUSEMENT:
        return _("the Feral Donkey has already paid once for this attraction")
    return _("the {name} is paid for with {icons}, not {other}").format(
        name=words.card_name(v.act.raising), icons=words.icons(need), other=words.icons(icon))


def _moving(v: State, action: Visit | Ride | Dog) -> str:
    p = v.me
    t = v.table
    if isinstance(action, Dog):
        if p.kickon != MECHANICAL_DOG:
            return _("only the Mechanical Dog drafts extra visitors")
        if v.act.dogged or v.act.started:
            return _("the Mechanical Dog drafts only before the first visitor is taken")
        return _("the deck is empty")
    source = action.source
    if source == TOP_SOURCE:
        if not t.top:
            return _("the deck is empty")
        back = BACK[t.top]
    else:
        if source not in t.platform:
            return _("no visitor with that back is on the platform")
        back = source
    if isinstance(action, Ride):
        if v.act.rides <= 0:
            return _("no transport of the chosen colour is left to take a visitor")
        return _full(p.limit) if p.room <= 0 else ""
    colour = action.space // 4
    if colour not in v.act.colours:
        return _("this turn you are moving {colours} visitors").format(
            colours=and_join([words.colour_before_plural(c) for c in v.act.colours]))
    if not suits(back, colour):
        return _("that visitor's suitcase is not {colour}").format(colour=words.colour(colour))
    if action.space % 4 == TRANSPORT:
        return _("visitors never stay on transports")
    stack = p.spaces[action.space]
    if not stack:
        return _("there is no attraction in that space")
    if len(p.guests[action.space]) >= CAPACITY[stack[-1]]:
        return _("the {name} is full").format(name=words.card_name(stack[-1]))
    return ""


def _character(v: State, action: Action) -> str:
    if not v.advanced:
        return _("characters are part of the advanced rules")
    p = v.me
    if v.act.must:
        return _("first choose the second colour for {name}").format(name=words.name(v.act.must))
    if p.twisted:
        return _("you have already used a character this turn (it is twisted)")
    if isinstance(action, Swap):
        if action.seat == v.seat or action.seat >= v.n:
            return _("swap with another player")
        other = v.players[action.seat]
        if other.twisted:
            return _("{who}'s {name} is twisted").format(who=other.name, name=words.name(other.character))
        return _("{name} could not be used now").format(name=words.name(other.character))
    wanted = {Admiral: LORD_ADMIRAL, Princess: PRINCESS_ROYAL, IceCream: MADAME_ICE_CREAM, DonkeyBoy: DONKEY_BOY}[type(action)]
    if p.character != wanted:
        return _("you do not hold {name}").format(name=words.name(wanted))
    if isinstance(action, DonkeyBoy):
        return _full(p.limit) if p.room <= 0 else _("Donkey Boy works between the steps of an action")
    if isinstance(action, (Admiral, Princess)):
        return "" if v.phase == BUILD else _("{name} helps while building").format(name=words.name(wanted))
    return "" if v.phase == MOVE else _("{name} helps while moving visitors").format(name=words.name(wanted))


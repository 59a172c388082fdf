"""Building new attractions in your resort (rulebook: The Turn, Build new
attractions; Laying out your resort; Amusements; The Funicular Railway;
Feral Donkey; Princess Royal).

Building is a run of small decisions: after ``build <colour>`` the player
raises one attraction at a time from the hand (``raise``), pays for it one
card at a time (``pay``), and stops with ``done``. An attraction is offered
only when it can be paid for and placed, so a payment once begun can always
be finished.
"""

from __future__ import annotations

from .actions import DONE, FUNICULAR_RAISES, PAYS, RAISES, Action, Pay, Raise
from .characters import character_actions
from .common import COLOUR, COST, ICON, evolve, remove, resort_of, with_me
from .content import AMUSEMENT, FERAL_DONKEY, FUNICULAR, TRANSPORT
from .flow import finish_action
from .state import BUILD, PAY, Act, Player, State, Table


def icon_counts(hand: tuple[str, ...]) -> list[int]:
    counts = [0, 0, 0, 0]
    for card in hand:
        counts[ICON[card]] += 1
    return counts


def cost_now(s: State, card: str) -> int:
    """What ``card`` costs in this action: Princess Royal takes one card off,
    never below nothing."""
    cost = COST[card]
    return cost - 1 if s.act.discount and cost else cost


def affordable(p: Player, card: str, cost: int, counts: list[int]) -> bool:
    """Enough other cards of the attraction's icon in the hand (Feral Donkey:
    one amusement may stand in for another icon)."""
    icon = ICON[card]
    have = counts[icon] - 1  # the attraction itself cannot pay for itself
    if p.kickon == FERAL_DONKEY and icon != AMUSEMENT and counts[AMUSEMENT]:
        have += 1
    return have >= cost


def can_stand(p: Player, space: int) -> bool:
    """Never build over an attraction with visitors on it (Laying out)."""
    return not p.guests[space]


def build_legal(s: State) -> tuple[Action, ...]:
    act = s.act
    if act.must:
        return character_actions(s, BUILD)
    p = s.me
    colours = act.colours
    counts = icon_counts(p.hand)
    out: list[Action] = []
    discount = act.discount
    for card in p.hand:
        cost = COST[card]
        if discount and cost:
            cost -= 1
        if card == FUNICULAR:
            if affordable(p, card, cost, counts):
                out.extend(FUNICULAR_RAISES[c] for c in colours if can_stand(p, c * 4 + TRANSPORT))
        elif COLOUR[card] in colours and can_stand(p, COLOUR[card] * 4 + ICON[card]):
            if affordable(p, card, cost, counts):
                out.append(RAISES[card])
    out.extend(character_actions(s, BUILD))
    out.append(DONE)
    return tuple(out)


def pay_legal(s: State) -> tuple[Action, ...]:
    p = s.me
    act = s.act
    icon = ICON[act.raising]
    wild = p.kickon == FERAL_DONKEY and not act.feral and icon != AMUSEMENT
    return tuple(PAYS[c] for c in p.hand if ICON[c] == icon or (wild and ICON[c] == AMUSEMENT))


def apply_raise(s: State, action: Raise) -> State:
    card = action.card
    colour = action.colour if card == FUNICULAR else COLOUR[card]
    space = colour * 4 + ICON[card]
    p = s.me
    hand = remove(p.hand, card)
    shown = remove(p.shown, card) if card in p.shown else p.shown
    p = resort_of(p, hand, shown, p.spaces, p.guests)
    cost = cost_now(s, card)
    a = s.act
    if cost == 0:  # a free amusement (or one Princess Royal made free)
        return place(evolve(s, players=with_me(s, p)), card, space)
    act = Act(a.colours, card, space, cost, False, a.discount, a.started, a.dogged, a.rides)
    return evolve(s, players=with_me(s, p), phase=PAY, act=act)


def apply_pay(s: State, action: Pay) -> State:
    card = action.card
    p = s.me
    a = s.act
    hand = remove(p.hand, card)
    shown = remove(p.shown, card) if card in p.shown else p.shown
    p = resort_of(p, hand, shown, p.spaces, p.guests)
    t = s.table
    table = Table(t.deck, t.top, t.platform, t.discard + (card,))
    feral = a.feral or (ICON[card] == AMUSEMENT and ICON[a.raising] != AMUSEMENT)
    if a.owed > 1:
        act = Act(a.colours, a.raising, a.space, a.owed - 1, feral, a.discount, a.started, a.dogged, a.rides)
        return evolve(s, players=with_me(s, p), table=table, act=act)
    return place(evolve(s, players=with_me(s, p), table=table), a.raising, a.space)


def place(s: State, card: str, space: int) -> State:
    """The attraction goes on top of its space; completing the resort starts
    the final round (Ending the game)."""
    p = s.me
    stack = p.spaces[space] + (card,)
    spaces = p.spaces[:space] + (stack,) + p.spaces[space + 1 :]
    p = resort_of(p, p.hand, p.shown, spaces, p.guests)
    a = s.act
    act = Act(a.colours, "", -1, 0, False, a.discount, a.started, a.dogged, a.rides)
    s = evolve(s, players=with_me(s, p), phase=BUILD, act=act)
    if s.ender < 0 and p.complete:
        s = State(s.players, s.phase, s.seat, s.table, s.act, s.first, s.advanced, s.turn, s.seat, s.posters, s.kickons, s.deal_left, s.edition)
    return s


def apply_done_building(s: State) -> State:
    return finish_action(s)


"""Visitors: moving them from the station into the resort (The Turn, Move
visitors from the station; Transport; Special visitors; Mechanical Dog;
Madame Ice-cream) and adding them to the hand (Add visitors to your hand).

A visitor is chosen by its back, never by its face: nobody has seen the face
of a visitor on the platform, on the deck's top or in a resort, so two
visitors with the same back are the same choice. The first one in the row
(or in space order, for a resort) is the one taken.
"""

from __future__ import annotations

from .actions import DOG, DONE, RETURNS, RIDES, TOP_SOURCE, VISITS, Action, Return, Ride, Visit
from .characters import character_actions
from .common import CAPACITY, evolve, first_with_back, insert, resort_of, with_me
from .content import AMUSEMENT, BACK, LODGING, MECHANICAL_DOG, MONUMENT, PLATFORM_SIZE, DOG_DRAFT, SPECIAL, SUITCASE_LETTERS, TRANSPORT
from .flow import draft, finish_action
from .state import MOVE, RETURN, TO_END_OF_MOVE, TO_MOVE, Act, Player, State, Table

_GUEST_ICONS = (AMUSEMENT, LODGING, MONUMENT)
#: back -> its suitcase colour (content.SPECIAL for all three)
_SUITCASE: dict[str, int] = {b: SUITCASE_LETTERS.index(b[2]) for b in set(BACK.values()) if len(b) == 3}


def _open_spaces(p: Player, colour: int) -> list[int]:
    """The spaces of ``colour`` whose top attraction has room for a visitor."""
    out = []
    spaces, guests = p.spaces, p.guests
    for icon in _GUEST_ICONS:
        sp = colour * 4 + icon
        stack = spaces[sp]
        if stack and len(guests[sp]) < CAPACITY[stack[-1]]:
            out.append(sp)
    return out


def sources(t: Table) -> list[tuple[str, str]]:
    """(source, back) for each distinct visitor that can be taken: the
    platform's backs in the order they first appear, then the deck's top."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for card in t.platform:
        back = BACK[card]
        if back not in seen:
            seen.add(back)
            out.append((back, back))
    if t.top:
        out.append((TOP_SOURCE, BACK[t.top]))
    return out


def move_legal(s: State) -> tuple[Action, ...]:
    a = s.act
    if a.must:
        return character_actions(s, MOVE)
    p = s.me
    t = s.table
    out: list[Action] = []
    if p.kickon == MECHANICAL_DOG and not a.started and not a.dogged and (t.top or t.deck or len(t.discard) >= 2):
        out.append(DOG)
    found = sources(t)
    open_by_colour = [(c, _open_spaces(p, c)) for c in a.colours]
    for src, back in found:
        suitcase = _SUITCASE[back]
        for colour, open_spaces in open_by_colour:
            if suitcase == colour or suitcase == SPECIAL:
                out.extend(VISITS[(src, sp)] for sp in open_spaces)
    if a.rides and p.room > 0:
        out.extend(RIDES[src] for src, _ in found)
    out.extend(character_actions(s, MOVE))
    out.append(DONE)
    return tuple(out)


def transport_rides(p: Player, colour: int) -> int:
    """A transport of the chosen colour takes one visitor (Transport)."""
    return 1 if p.spaces[colour * 4 + TRANSPORT] else 0


def _take(t: Table, source: str) -> tuple[str, Table]:
    """Take the visitor named by ``source`` from the station."""
    if source == TOP_SOURCE:
        return t.top, Table(t.deck, "", t.platform, t.discard)
    i = first_with_back(t.platform, source)
    card = t.platform[i]
    return card, Table(t.deck, t.top, t.platform[:i] + t.platform[i + 1 :], t.discard)


def _started(a: Act, rides: int) -> Act:
    return Act(a.colours, a.raising, a.space, a.owed, a.feral, a.discount, True, a.dogged, rides, a.need, a.after, a.must)


def apply_visit(s: State, action: Visit) -> State:
    card, table = _take(s.table, action.source)
    p = s.me
    sp = action.space
    guests = p.guests[:sp] + (p.guests[sp] + (card,),) + p.guests[sp + 1 :]
    p = resort_of(p, p.hand, p.shown, p.spaces, guests)
    return evolve(s, players=with_me(s, p), table=table, act=_started(s.act, s.act.rides))


def apply_ride(s: State, action: Ride) -> State:
    card, table = _take(s.table, action.source)
    p = s.me
    p = resort_of(p, insert(p.hand, card), p.shown, p.spaces, p.guests)
    return evolve(s, players=with_me(s, p), table=table, act=_started(s.act, s.act.rides - 1))


def apply_dog(s: State) -> State:
    a = s.act
    act = Act(a.colours, a.raising, a.space, a.owed, a.feral, a.discount, a.started, True, a.rides)
    return draft(s, len(s.table.platform) + DOG_DRAFT, TO_MOVE, act)


def apply_done_moving(s: State) -> State:
    """At the end of the move the platform is filled up to four again."""
    return draft(s, PLATFORM_SIZE, TO_END_OF_MOVE, Act())


# --- adding visitors to the hand -------------------------------------------
def apply_collect(s: State) -> State:
    p = s.me
    excess = p.guest_count - p.room
    if excess <= 0:
        return finish_action(evolve(s, players=with_me(s, _all_to_hand(p))))
    return evolve(s, phase=RETURN, act=Act(need=excess))


def return_legal(s: State) -> tuple[Action, ...]:
    out: list[Action] = []
    seen: set[str] = set()
    for group in s.me.guests:
        for card in group:
            back = BACK[card]
            if back not in seen:
                seen.add(back)
                out.append(RETURNS[back])
    return tuple(out)


def apply_return(s: State, action: Return) -> State:
    """One visitor goes back to the platform, face down; once the excess is
    gone, the rest go to the hand (no face is seen before)."""
    p = s.me
    guests = p.guests
    for sp, group in enumerate(guests):
        i = first_with_back(group, action.back)
        if i >= 0:
            card = group[i]
            guests = guests[:sp] + (group[:i] + group[i + 1 :],) + guests[sp + 1 :]
            break
    p = resort_of(p, p.hand, p.shown, p.spaces, guests)
    t = s.table
    s = evolve(s, players=with_me(s, p), table=Table(t.deck, t.top, t.platform + (card,), t.discard))
    if s.act.need > 1:
        return evolve(s, act=Act(need=s.act.need - 1))
    return finish_action(evolve(s, players=with_me(s, _all_to_hand(p))))


def _all_to_hand(p: Player) -> Player:
    hand = p.hand
    for group in p.guests:
        for card in group:
            hand = insert(hand, card)
    return resort_of(p, hand, p.shown, p.spaces, ((),) * 12)


"""Characters (advanced rules, Characters): use, leave or swap.

A player may do one thing with a character in a turn: use it (it is then
twisted), leave it, or swap it for another player's untwisted character and
use that one at once. The owner's character is untwisted at the start of
each of their turns, so "may still act with a character" is simply "my
character is untwisted".

Each character is offered where its use has an effect (docs/rules-steamdonkey.md):
Lord Admiral and Princess Royal while building, Madame Ice-cream while
moving visitors, Donkey Boy before the action, between its steps and after
it, whenever the hand has room. A swap is offered exactly where the new
character could be used; Princess Royal and Donkey Boy then act at once, the
Lord Admiral and Madame Ice-cream then ask for their second colour.
"""

from __future__ import annotations

from .actions import ADMIRALS, DONKEY_BOY as DONKEY_BOY_ACTION, ICE_CREAMS, PRINCESS, SWAPS, Action, Admiral, IceCream, Swap
from .common import character_of, evolve, with_me
from .content import DONKEY_BOY, LORD_ADMIRAL, MADAME_ICE_CREAM, PRINCESS_ROYAL, TRANSPORT
from .flow import end_turn, take_discard_top
from .state import AFTER, BUILD, MOVE, Act, State

_DONKEY_BOY_PHASES = frozenset(("start", BUILD, MOVE, AFTER))


def usable(s: State, where: str, character: str) -> bool:
    """Would using ``character`` now have an effect?"""
    if character == DONKEY_BOY:
        return where in _DONKEY_BOY_PHASES and s.me.room > 0 and bool(s.table.discard)
    if character == LORD_ADMIRAL:
        return where == BUILD and len(s.act.colours) == 1
    if character == PRINCESS_ROYAL:
        return where == BUILD and not s.act.discount
    if character == MADAME_ICE_CREAM:
        return where == MOVE and len(s.act.colours) == 1
    return False


def uses(s: State, character: str) -> tuple[Action, ...]:
    """The actions that use ``character`` now."""
    if character == DONKEY_BOY:
        return (DONKEY_BOY_ACTION,)
    if character == PRINCESS_ROYAL:
        return (PRINCESS,)
    colours = s.act.colours
    table = ADMIRALS if character == LORD_ADMIRAL else ICE_CREAMS
    return tuple(table[c] for c in range(3) if c not in colours)


def character_actions(s: State, where: str) -> tuple[Action, ...]:
    """Uses of the player's own character and swaps for another's."""
    if not s.advanced:
        return ()
    if s.act.must:  # a swap just made: the new character must be used
        return uses(s, s.act.must)
    p = s.me
    if p.twisted or not p.character:
        return ()
    out: list[Action] = []
    if usable(s, where, p.character):
        out.extend(uses(s, p.character))
    for k, q in enumerate(s.players):
        if k != s.seat and q.character and not q.twisted and usable(s, where, q.character):
            out.append(SWAPS[k])
    return tuple(out)


def _twisted(s: State) -> State:
    p = s.me
    return evolve(s, players=with_me(s, character_of(p, p.character, True)))


def _second_colour(s: State, colour: int, ride: bool) -> State:
    a = s.act
    rides = a.rides + (1 if ride and s.me.spaces[colour * 4 + TRANSPORT] else 0)
    act = Act(a.colours + (colour,), a.raising, a.space, a.owed, a.feral, a.discount, a.started, a.dogged, rides, a.need, a.after, "")
    return evolve(_twisted(s), act=act)


def apply_admiral(s: State, action: Admiral) -> State:
    return _second_colour(s, action.colour, False)


def apply_ice_cream(s: State, action: IceCream) -> State:
    # A transport of the second colour takes a visitor too (Transport).
    return _second_colour(s, action.colour, True)


def apply_princess(s: State) -> State:
    a = s.act
    act = Act(a.colours, a.raising, a.space, a.owed, a.feral, True, a.started, a.dogged, a.rides, a.need, a.after, "")
    return evolve(_twisted(s), act=act)


def apply_donkey_boy(s: State) -> State:
    s = _twisted(s)
    s = take_discard_top(s, s.me)
    return end_turn(s) if s.phase == AFTER else s


def apply_swap(s: State, action: Swap) -> State:
    """The characters change hands: the other player gets this player's
    (untwisted) one, this player must use the new one now."""
    me, other = s.me, s.players[action.seat]
    mine, theirs = me.character, other.character
    players = list(s.players)
    players[action.seat] = character_of(other, mine, False)
    players[s.seat] = character_of(me, theirs, True)
    s = evolve(s, players=tuple(players))
    if theirs == DONKEY_BOY:
        return apply_donkey_boy(s)
    if theirs == PRINCESS_ROYAL:
        return apply_princess(s)
    a = s.act
    act = Act(a.colours, a.raising, a.space, a.owed, a.feral, a.discount, a.started, a.dogged, a.rides, a.need, a.after, theirs)
    return evolve(s, act=act)

"""How play moves on by itself between decisions: the station and discard
pile kept in order, the end of an action, of a turn and of the game.

``settle`` runs after every action. It does what the rules make automatic
and stops at the next decision or chance point:

* the deck's top card always shows its back: when it has gone, a chance
  point decides the next one (rulebook, Game Setup: the deck and platform);
* the discard pile is never empty: the deck's top card is turned face up
  onto it (Miscellaneous, The deck and the discard pile);
* an empty deck is rebuilt from the discard pile (a chance point), after
  which a card is turned up to start a new discard pile;
* while drafting, the deck's top card goes to the platform until it holds
  the cards wanted;
* a turn ends with four visitors on the platform where the station has
  them (Game Setup), whatever the turn's action was.
"""

from __future__ import annotations

from .common import character_of, evolve, hand_of, insert, with_me
from .content import DONKEY_BOY, PLATFORM_SIZE
from .state import (
    AFTER,
    DEAL,
    DRAFT,
    KICKON,
    MOVE,
    NO_ACT,
    OVER,
    POSTER,
    RESORT,
    START,
    TO_END_OF_TURN,
    TO_FIRST_TURN,
    TO_MOVE,
    Act,
    Player,
    State,
    Table,
)

_WAITING = (POSTER, RESORT, KICKON, DEAL, OVER)


def settle(s: State) -> State:
    """Play the automatic steps until a decision or a chance point."""
    while True:
        if s.phase in _WAITING:
            return s
        t = s.table
        if not t.top:
            if t.deck or len(t.discard) >= 2:
                return s  # chance: the next top card, or the shuffle
        elif not t.discard:
            s = evolve(s, table=Table(t.deck, "", t.platform, (t.top,)))
            continue
        if s.phase != DRAFT:
            return s
        if t.top and len(t.platform) < s.act.need:
            s = evolve(s, table=Table(t.deck, "", t.platform + (t.top,), t.discard))
            continue
        s = _end_draft(s)


def _end_draft(s: State) -> State:
    after = s.act.after
    if after == TO_FIRST_TURN:
        return begin_turn(s, s.first)
    if after == TO_END_OF_TURN:
        return begin_turn(s, (s.seat + 1) % s.n)
    if after == TO_MOVE:
        a = s.act
        act = Act(a.colours, a.raising, a.space, a.owed, a.feral, a.discount, a.started, a.dogged, a.rides)
        return evolve(s, phase=MOVE, act=act)
    return finish_action(s)


def draft(s: State, need: int, after: str, act: Act) -> State:
    """Fill the platform up to ``need`` cards, then resume at ``after``."""
    a = act
    return evolve(s, phase=DRAFT, act=Act(a.colours, a.raising, a.space, a.owed, a.feral, a.discount, a.started, a.dogged, a.rides, need, after))


def begin_turn(s: State, seat: int) -> State:
    """A player's turn begins: their character is untwisted (Characters)."""
    players = s.players
    p = players[seat]
    if p.twisted and p.character:
        players = players[:seat] + (character_of(p, p.character, False),) + players[seat + 1 :]
    return State(players, START, seat, s.table, NO_ACT, s.first, s.advanced, s.turn + 1, s.ender, s.posters, s.kickons, 0, s.edition)


def finish_action(s: State) -> State:
    """The turn's action is over: a last chance for Donkey Boy, or the turn ends."""
    s = evolve(s, act=NO_ACT)
    if after_options(s):
        return evolve(s, phase=AFTER)
    return end_turn(s)


def after_options(s: State) -> bool:
    """Can the player still use (or swap for) Donkey Boy once the action is over?"""
    if not s.advanced:
        return False
    p, t = s.me, s.table
    if p.twisted or p.room <= 0:
        return False
    if not t.discard and (s.edition < DISCARD_AWAITED or not _can_draw(t)):
        # An action that took the last discard leaves the pile empty only
        # until the deck's top is turned up onto it (settle), and Donkey Boy
        # may take that card "after ANY action" (Characters).
        return False
    if p.character == DONKEY_BOY:
        return True
    return any(q.character == DONKEY_BOY and not q.twisted for q in s.players)


#: The edition (state.EDITION) from which every turn, not only a Move,
#: ends with the platform filled up.
FILLED_EVERY_TURN = 2
#: The edition from which Donkey Boy is offered after an action that took
#: the last discard, for the card the deck then turns up onto the pile.
DISCARD_AWAITED = 3


def end_turn(s: State) -> State:
    """Play passes clockwise; once every other player has had a final turn
    after a resort was completed, the game is over (Ending the game).

    Game Setup asks for at least four visitors on the platform at the end of
    every turn. Only a Move takes cards from it, and a Move fills it up, but
    a Move may leave it short when the deck and the discard pile are spent;
    cards paid later rebuild the deck, so any turn may have to fill it."""
    nxt = (s.seat + 1) % s.n
    if s.ender >= 0 and nxt == s.ender:
        return State(s.players, OVER, s.seat, s.table, NO_ACT, s.first, s.advanced, s.turn, s.ender, s.posters, s.kickons, 0, s.edition)
    if s.edition >= FILLED_EVERY_TURN and len(s.table.platform) < PLATFORM_SIZE and _can_draw(s.table):
        return draft(s, PLATFORM_SIZE, TO_END_OF_TURN, NO_ACT)
    return begin_turn(s, nxt)


def _can_draw(t: Table) -> bool:
    """Whether the station can give a card: the deck's top, the deck, or a
    discard pile that can be shuffled into a deck and still keep a card."""
    return bool(t.top or t.deck or len(t.discard) >= 2)


def take_discard_top(s: State, p: Player) -> State:
    """``p`` (the player to act) takes the top card of the discard pile into
    the hand; everyone saw its face, so it stays shown."""
    t = s.table
    card = t.discard[-1]
    p = hand_of(p, insert(p.hand, card), insert(p.shown, card))
    return evolve(s, players=with_me(s, p), table=Table(t.deck, t.top, t.platform, t.discard[:-1]))


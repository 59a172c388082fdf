"""The state of a game of Steam Donkey: records of tuples and strings.

Where the cards are. Every card id is in exactly one place: the deck (the
cards nobody has seen, a *set* kept as a sorted tuple: which one comes up is
decided by a chance action when its back comes into view), the deck's top
card (its visitor back shows), the platform, the discard pile (face up, bottom
to top), a hand, a resort space (a stack of attractions, bottom to top), the
visitors on a resort's attractions, or the attraction being paid for.

What each seat may see (hidden.py): a hand's faces only by its owner, except
the ``shown`` ones everyone saw (a card taken from the discard pile); every
other face-down card (deck top, platform, visitors in resorts) shows only its
back to everyone, owner included.

How a turn runs (rules.py): ``phase`` says what is being decided and ``seat``
by whom. START: choose one of the four actions. BUILD: raise attractions of
the chosen colour(s) one at a time (PAY: pay for one card by card) or stop.
MOVE: move visitors one at a time or stop. RETURN: choose the visitors that go
back to the platform when the hand would overflow. DRAFT: cards go from the
deck top to the platform (chance points reveal each new top). AFTER: a last
use of Donkey Boy before the turn ends.
"""

from __future__ import annotations

from parkpack.engine.frozen import record

from .content import BANK, BANK_HAND_LIMIT, CARD, HAND_LIMIT, SPACES
from .content import RESORT as RESORTS_BY_ID  # RESORT here is the phase

# Setup phases
POSTER = "poster"  # chance: a resort poster is dealt to ``seat``
RESORT = "resort"  # ``seat`` chooses the side of its poster
KICKON = "kickon"  # advanced: ``seat`` chooses a kick-on (reverse turn order)
DEAL = "deal"  # chance: the next card dealt to ``seat``
# Turn phases
START = "start"
BUILD = "build"
PAY = "pay"
MOVE = "move"
RETURN = "return"
DRAFT = "draft"
AFTER = "after"
OVER = "over"

PHASES: tuple[str, ...] = (POSTER, RESORT, KICKON, DEAL, START, BUILD, PAY, MOVE, RETURN, DRAFT, AFTER, OVER)
SETUP_PHASES: tuple[str, ...] = (POSTER, RESORT, KICKON, DEAL)

# DRAFT ``after`` values: where play resumes once the platform is full.
TO_FIRST_TURN = "first-turn"
TO_MOVE = MOVE
TO_END_OF_MOVE = "end-of-move"
TO_END_OF_TURN = "end-of-turn"

#: The edition of these rules (GameInfo.edition). Edition 1, kept by saves
#: and filed games from before edition 2: the platform was filled up only at
#: the end of a Move action, so a turn could end with it short while the
#: deck could have filled it (flow.end_turn). Edition 2: an action that took
#: the last discard ended the turn without offering Donkey Boy the card
#: turned up next (flow.after_options).
EDITION = 3

EMPTY_SPACES: tuple[tuple[str, ...], ...] = ((),) * SPACES


@record
class Player:
    """One player's poster, kick-on and character, hand and resort.

    hand:     card ids, sorted (in another seat's view: backs for the faces it
              has not seen, still sorted).
    shown:    the ids in ``hand`` whose face every seat has seen, sorted.
    spaces:   12 stacks of attraction ids, bottom (covered) to top; space =
              colour * 4 + icon (content.SPACE_CODES).
    guests:   12 tuples of the visitors on each space's top attraction, in the
              order they arrived (always empty for transports).
    twisted:  the character card is turned 90 degrees (used, or not yet
              untwisted at the start of the owner's turn).
    """

    name: str
    poster: str = ""
    resort: str = ""
    kickon: str = ""
    character: str = ""
    twisted: bool = True
    hand: tuple[str, ...] = ()
    shown: tuple[str, ...] = ()
    spaces: tuple[tuple[str, ...], ...] = EMPTY_SPACES
    guests: tuple[tuple[str, ...], ...] = EMPTY_SPACES

    @property
    def limit(self) -> int:
        """The hand limit (Bank: fifteen)."""
        return BANK_HAND_LIMIT if self.kickon == BANK else HAND_LIMIT

    @property
    def room(self) -> int:
        return self.limit - len(self.hand)

    @property
    def filled(self) -> int:
        """Attraction spaces holding at least one attraction."""
        return len(self.spaces) - self.spaces.count(())

    @property
    def complete(self) -> bool:
        """The resort chosen has as many spaces filled as its poster asks, or
        more: a final turn may go on filling ("Ending the game and winning")."""
        return bool(self.resort) and self.filled >= RESORTS_BY_ID[self.resort].spaces

    def top(self, space: int) -> str:
        """The attraction on top of a space ("" if empty)."""
        stack = self.spaces[space]
        return stack[-1] if stack else ""

    def free_capacity(self, space: int) -> int:
        stack = self.spaces[space]
        if not stack:
            return 0
        return CARD[stack[-1]].capacity - len(self.guests[space])

    @property
    def guest_count(self) -> int:
        return sum(map(len, self.guests))


@record
class Table:
    """The station and the discard pile.

    deck:      the unseen cards, sorted ids (in a view: one content.UNSEEN per card).
    top:       the deck's top card, whose back shows ("" when the deck is empty
               or the next top card is still to be revealed by chance).
    platform:  visitors on the platform, in the order they arrived.
    discard:   the discard pile, bottom to top, face up.
    """

    deck: tuple[str, ...]
    top: str = ""
    platform: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()


@record
class Act:
    """The action in progress (``NO_ACT`` between actions).

    colours:   the colour(s) chosen for building or moving visitors.
    raising:   the attraction being paid for (out of the hand, public).
    space:     where ``raising`` will stand.
    owed:      cards still to pay for it.
    feral:     Feral Donkey's amusement already paid towards it.
    discount:  Princess Royal used this action (one card fewer each).
    started:   a visitor has been taken (too late for Mechanical Dog).
    dogged:    Mechanical Dog used this action.
    rides:     transport rides still to take this action.
    need:      RETURN: visitors still to send back; DRAFT: platform size wanted.
    after:     DRAFT: where play resumes.
    must:      the character just taken in a swap, whose use is still owed.
    """

    colours: tuple[int, ...] = ()
    raising: str = ""
    space: int = -1
    owed: int = 0
    feral: bool = False
    discount: bool = False
    started: bool = False
    dogged: bool = False
    rides: int = 0
    need: int = 0
    after: str = ""
    must: str = ""


NO_ACT = Act()


@record
class State:
    """The whole game.

    phase, seat:  what is being decided and by whom (the seat whose turn it
                  is in turn phases; the dealt-to or choosing seat in setup).
    first:        the seat that takes the first turn.
    turn:         turns begun so far.
    ender:        the seat that completed its resort first (-1: nobody yet).
    posters:      posters not yet dealt (setup), sorted.
    kickons:      kick-ons not yet chosen (advanced setup).
    deal_left:    cards still to deal to ``seat`` (setup).
    edition:      the edition of these rules the game is played by (EDITION).
    """

    players: tuple[Player, ...]
    phase: str
    seat: int
    table: Table
    act: Act = NO_ACT
    first: int = 0
    advanced: bool = False
    turn: int = 0
    ender: int = -1
    posters: tuple[str, ...] = ()
    kickons: tuple[str, ...] = ()
    deal_left: int = 0
    edition: int = EDITION

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def me(self) -> Player:
        """The player whose turn (or setup decision) it is."""
        return self.players[self.seat]


def with_player(state: State, seat: int, player: Player) -> tuple[Player, ...]:
    players = state.players
    return players[:seat] + (player,) + players[seat + 1 :]

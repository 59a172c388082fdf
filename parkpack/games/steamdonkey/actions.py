"""The actions of Steam Donkey and their text notation (docs/notation.md).

Chance (the deck is a set; each outcome says which card comes up):
    poster P2           the next resort poster dealt
    deal A07            the next card dealt into a hand at setup
    top A07             the card that becomes the deck's top (its back shows)
    shuffle             the empty deck is rebuilt from the discard pile
Setup:
    resort weymouth     choose the side of your poster
    kickon castle       advanced: choose a kick-on
A turn:
    build green | move red | collect | take discard
While building:
    raise L05           build this card from your hand ...
    raise T25 red       ... the Funicular Railway as a transport of a colour
    pay M03             pay one card towards the attraction being built
While moving visitors ("Ag": amusement back, green suitcase; "*": special):
    visit Ag GL         a platform visitor with this back to an attraction space
    visit top GL        the deck's top visitor to an attraction space
    ride Ag | ride top  a matching transport takes a visitor into your hand
    dog                 Mechanical Dog: draft three extra visitors first
Adding visitors to your hand:
    return Ag           a visitor with this back goes back to the platform
Characters (advanced):
    admiral red | princess | icecream red | donkeyboy | swap 1
done                    stop building, stop moving, or end the turn

Space codes are colour letter then icon letter: GA GL GM GT RA ... YT.
Seats in ``swap`` count from 0.
"""

from __future__ import annotations

from typing import Union

from parkpack.engine.errors import NotationError
from parkpack.engine.frozen import record

from .content import (
    BACKS,
    CARD,
    COLOURS,
    FUNICULAR,
    KICKONS,
    POSTER_IDS,
    RESORT,
    SPACE_CODES,
)

TOP_SOURCE = "top"


def _back_text(back: str) -> str:
    return back[1:]


@record
class Poster:
    """Chance: the next poster dealt."""

    poster: str

    def __str__(self) -> str:
        return f"poster {self.poster}"


@record
class Deal:
    """Chance: the next card dealt into the hand being dealt."""

    card: str

    def __str__(self) -> str:
        return f"deal {self.card}"


@record
class Top:
    """Chance: the card that becomes the deck's top card."""

    card: str

    def __str__(self) -> str:
        return f"top {self.card}"


@record
class Shuffle:
    """Chance: the empty deck is rebuilt from the discard pile."""

    def __str__(self) -> str:
        return "shuffle"


@record
class ChooseResort:
    resort: str

    def __str__(self) -> str:
        return f"resort {self.resort}"


@record
class ChooseKickon:
    kickon: str

    def __str__(self) -> str:
        return f"kickon {self.kickon}"


@record
class Build:
    """The turn's action: build attractions of ``colour``."""

    colour: int

    def __str__(self) -> str:
        return f"build {COLOURS[self.colour]}"


@record
class Move:
    """The turn's action: move visitors of ``colour`` from the station."""

    colour: int

    def __str__(self) -> str:
        return f"move {COLOURS[self.colour]}"


@record
class Collect:
    """The turn's action: add every visitor in your resort to your hand."""

    def __str__(self) -> str:
        return "collect"


@record
class TakeDiscard:
    """The turn's action: take the top card of the discard pile."""

    def __str__(self) -> str:
        return "take discard"


@record
class Raise:
    """Build ``card`` from the hand; ``colour`` only for the Funicular Railway."""

    card: str
    colour: int = -1

    def __str__(self) -> str:
        if self.colour >= 0:
            return f"raise {self.card} {COLOURS[self.colour]}"
        return f"raise {self.card}"


@record
class Pay:
    """Pay one card towards the attraction being built."""

    card: str

    def __str__(self) -> str:
        return f"pay {self.card}"


@record
class Visit:
    """Move one visitor (a platform back, or TOP_SOURCE) onto a space."""

    source: str
    space: int

    def __str__(self) -> str:
        src = self.source if self.source == TOP_SOURCE else _back_text(self.source)
        return f"visit {src} {SPACE_CODES[self.space]}"


@record
class Ride:
    """A matching transport takes one visitor of any colour into the hand."""

    source: str

    def __str__(self) -> str:
        src = self.source if self.source == TOP_SOURCE else _back_text(self.source)
        return f"ride {src}"


@record
class Return:
    """A resort visitor with this back goes back to the platform (hand limit)."""

    back: str

    def __str__(self) -> str:
        return f"return {_back_text(self.back)}"


@record
class Dog:
    """Mechanical Dog: draft three extra visitors onto the platform."""

    def __str__(self) -> str:
        return "dog"


@record
class Admiral:
    """Lord Admiral: build a second colour this turn."""

    colour: int

    def __str__(self) -> str:
        return f"admiral {COLOURS[self.colour]}"


@record
class Princess:
    """Princess Royal: one card fewer for each attraction built this action."""

    def __str__(self) -> str:
        return "princess"


@record
class IceCream:
    """Madame Ice-cream: move visitors of a second colour this turn."""

    colour: int

    def __str__(self) -> str:
        return f"icecream {COLOURS[self.colour]}"


@record
class DonkeyBoy:
    """Donkey Boy: take the top card of the discard pile."""

    def __str__(self) -> str:
        return "donkeyboy"


@record
class Swap:
    """Swap characters with ``seat`` and use the new one at once."""

    seat: int

    def __str__(self) -> str:
        return f"swap {self.seat}"


@record
class Done:
    """Stop building or moving visitors, or end the turn."""

    def __str__(self) -> str:
        return "done"


Action = Union[
    Poster, Deal, Top, Shuffle, ChooseResort, ChooseKickon, Build, Move, Collect, TakeDiscard,
    Raise, Pay, Visit, Ride, Return, Dog, Admiral, Princess, IceCream, DonkeyBoy, Swap, Done,
]

# --- shared instances (legal_actions hands these out instead of building new ones)
BUILDS: tuple[Build, ...] = tuple(Build(c) for c in range(3))
MOVES: tuple[Move, ...] = tuple(Move(c) for c in range(3))
COLLECT = Collect()
TAKE_DISCARD = TakeDiscard()
DONE = Done()
DOG = Dog()
PRINCESS = Princess()
DONKEY_BOY = DonkeyBoy()
SHUFFLE = Shuffle()
ADMIRALS: tuple[Admiral, ...] = tuple(Admiral(c) for c in range(3))
ICE_CREAMS: tuple[IceCream, ...] = tuple(IceCream(c) for c in range(3))
SWAPS: tuple[Swap, ...] = tuple(Swap(s) for s in range(4))
DEALS: dict[str, Deal] = {c: Deal(c) for c in CARD}
TOPS: dict[str, Top] = {c: Top(c) for c in CARD}
PAYS: dict[str, Pay] = {c: Pay(c) for c in CARD}
RAISES: dict[str, Raise] = {c: Raise(c) for c in CARD if c != FUNICULAR}
FUNICULAR_RAISES: tuple[Raise, ...] = tuple(Raise(FUNICULAR, c) for c in range(3))
RETURNS: dict[str, Return] = {b: Return(b) for b in BACKS}
RIDES: dict[str, Ride] = {b: Ride(b) for b in BACKS} | {TOP_SOURCE: Ride(TOP_SOURCE)}
VISITS: dict[tuple[str, int], Visit] = {
    (src, sp): Visit(src, sp) for src in BACKS + (TOP_SOURCE,) for sp in range(len(SPACE_CODES))
}


# --- parsing ----------------------------------------------------------------
def parse_action(text: str) -> Action:
    """The action whose ``str`` is ``text``."""
    words = text.split()
    if not words:
        raise NotationError("empty action text")
    try:
        return _parse(words[0].lower(), words[1:])
    except NotationError as exc:
        raise NotationError(f"'{text}': {exc}") from None


_NO_ARGS: dict[str, Action] = {
    "collect": COLLECT,
    "done": DONE,
    "dog": DOG,
    "princess": PRINCESS,
    "donkeyboy": DONKEY_BOY,
    "shuffle": SHUFFLE,
}


def _parse(head: str, args: list[str]) -> Action:
    if head in _NO_ARGS and not args:
        return _NO_ARGS[head]
    if head == "take" and [a.lower() for a in args] == ["discard"]:
        return TAKE_DISCARD
    if len(args) == 1:
        one = _one_arg(head, args[0])
        if one is not None:
            return one
    if head == "raise" and len(args) in (1, 2):
        card = _card(args[0])
        if card == FUNICULAR:
            if len(args) != 2:
                raise NotationError("the Funicular Railway needs a colour: raise T25 red")
            return Raise(card, _colour(args[1]))
        if len(args) == 2:
            raise NotationError("only the Funicular Railway takes a colour")
        return Raise(card)
    if head == "visit" and len(args) == 2:
        return Visit(_source(args[0]), _space(args[1]))
    raise NotationError("not an action of Steam Donkey")


def _one_arg(head: str, arg: str) -> Action | None:
    if head == "poster":
        if arg.upper() not in POSTER_IDS:
            raise NotationError(f"unknown poster '{arg}'")
        return Poster(arg.upper())
    if head == "deal":
        return Deal(_card(arg))
    if head == "top":
        return Top(_card(arg))
    if head == "resort":
        if arg.lower() not in RESORT:
            raise NotationError(f"unknown resort '{arg}' (known: {', '.join(RESORT)})")
        return ChooseResort(arg.lower())
    if head == "kickon":
        if arg.lower() not in KICKONS:
            raise NotationError(f"unknown kick-on '{arg}' (known: {', '.join(KICKONS)})")
        return ChooseKickon(arg.lower())
    if head == "build":
        return BUILDS[_colour(arg)]
    if head == "move":
        return MOVES[_colour(arg)]
    if head == "pay":
        return Pay(_card(arg))
    if head == "ride":
        return Ride(_source(arg))
    if head == "return":
        source = _source(arg)
        if source == TOP_SOURCE:
            raise NotationError("return names a visitor's back, such as Ag")
        return Return(source)
    if head == "admiral":
        return ADMIRALS[_colour(arg)]
    if head == "icecream":
        return ICE_CREAMS[_colour(arg)]
    if head == "swap":
        if not arg.isdigit() or int(arg) >= len(SWAPS):
            raise NotationError(f"'{arg}' is not a seat (0-3)")
        return SWAPS[int(arg)]
    return None


def _card(word: str) -> str:
    card = word.upper()
    if card not in CARD:
        raise NotationError(f"unknown card '{word}'")
    return card


def _colour(word: str) -> int:
    try:
        return COLOURS.index(word.lower())
    except ValueError:
        raise NotationError(f"unknown colour '{word}' (green, red, yellow)") from None


def _source(word: str) -> str:
    if word.lower() == TOP_SOURCE:
        return TOP_SOURCE
    back = "?" + word[:1].upper() + word[1:].lower()
    if back not in BACKS:
        raise NotationError(f"unknown visitor back '{word}' (such as Ag, Lr, My, T*)")
    return back


def _space(word: str) -> int:
    try:
        return SPACE_CODES.index(word.upper())
    except ValueError:
        raise NotationError(f"unknown space '{word}' (GA, GL, GM, GT, RA ... YT)") from None

"""Parkies actions: one small frozen dataclass per kind of decision.

Each ``str`` is the action's stable text notation (docs/notation.md) and
``parse_action`` inverts it:

    flip small S-12          chance: the next tile of a pile comes up
    bid SA 14                place your bidding pawn on the $14 step of Small A
    trump MA green+red       outbid the top step of Medium A with these Parkies
    trump MA more            choose a bigger trump on Medium A, one Parkie at a time
    spend red                add a red Parkie to the bigger trump being chosen
    trump back               give up choosing a bigger trump (back to the bid)
    pool                     bid on the Parkie Pool
    cash red@S-12            discard a Parkie (on S-12; ``outside`` if waiting) for $5
    demolish S-12            demolish a tile of your park
    place M-05 r2c0 90       place a won tile, top-left cell row 2 col 0, turned 90
    discard M-05             give up a won tile that fits nowhere (goes under its pile)
    take blue M-05           take a Parkie onto entrance tile M-05 (``outside``: wait)
    move red S-01>S-19       move a Parkie one tile along a path
    end moves                stop moving Parkies
    choose medium            two players: the size of tile to flip
    pass                     two players: pass in the bidding / decline the offer
    buy S-12                 two players: pay the cheapest price for the offered tile
"""

from __future__ import annotations

from parkpack.engine.frozen import record
from functools import lru_cache

from parkpack.engine.errors import NotationError

from .content import COLOURS, SIZES, SPACE, TILE, DUEL_SPACES
from .state import OUTSIDE


def _where(where: str) -> str:
    return where if where != OUTSIDE else "outside"


def _parse_where(text: str) -> str:
    if text == "outside":
        return OUTSIDE
    _tile(text)
    return text


def _tile(text: str) -> str:
    if text not in TILE:
        raise NotationError(f"unknown tile '{text}'")
    return text


def _colour(text: str) -> str:
    if text not in COLOURS:
        raise NotationError(f"unknown Parkie colour '{text}'")
    return text


def _space(text: str) -> str:
    if text not in SPACE and text not in DUEL_SPACES:
        raise NotationError(f"unknown bidding space '{text}'")
    return text


def _int(text: str) -> int:
    """A number in notation: ASCII digits only (``int`` would also take
    Arabic or full-width digits, ``1_4``, ``+14`` and spaces)."""
    if not (text.isascii() and text.isdigit()) or len(text) > 6:
        raise NotationError(f"'{text[:20]}' is not a number")
    return int(text)


@record
class Flip:
    size: str
    tile: str

    def __str__(self) -> str:
        return f"flip {self.size} {self.tile}"


@record
class Bid:
    space: str
    amount: int

    def __str__(self) -> str:
        return f"bid {self.space} {self.amount}"


@record
class Trump:
    """Outbid the top step; ``colours`` (sorted) are the Parkies spent."""

    space: str
    colours: tuple[str, ...]

    def __str__(self) -> str:
        return f"trump {self.space} {'+'.join(self.colours)}"


@record
class TrumpMore:
    """Choose a trump of more Parkies than the least one on ``space``, one
    Parkie at a time (``Spend``), then play it as a ``Trump``."""

    space: str

    def __str__(self) -> str:
        return f"trump {self.space} more"


@record
class Spend:
    """Add a Parkie of ``colour`` to the bigger trump being chosen."""

    colour: str

    def __str__(self) -> str:
        return f"spend {self.colour}"


@record
class TrumpBack:
    """Stop choosing a bigger trump: back to the bidding decision."""

    def __str__(self) -> str:
        return "trump back"


@record
class PoolBid:
    def __str__(self) -> str:
        return "pool"


@record
class CashIn:
    colour: str
    where: str

    def __str__(self) -> str:
        return f"cash {self.colour}@{_where(self.where)}"


@record
class Demolish:
    tile: str

    def __str__(self) -> str:
        return f"demolish {self.tile}"


@record
class Place:
    tile: str
    row: int
    col: int
    rot: int

    def __str__(self) -> str:
        return f"place {self.tile} r{self.row}c{self.col} {self.rot}"


@record
class Discard:
    tile: str

    def __str__(self) -> str:
        return f"discard {self.tile}"


@record
class Take:
    """Take a Parkie from the pool onto an entrance tile (or outside)."""

    colour: str
    where: str

    def __str__(self) -> str:
        return f"take {self.colour} {_where(self.where)}"


@record
class Move:
    colour: str
    src: str
    dst: str

    def __str__(self) -> str:
        return f"move {self.colour} {self.src}>{self.dst}"


@record
class EndMoves:
    def __str__(self) -> str:
        return "end moves"


@record
class Choose:
    size: str

    def __str__(self) -> str:
        return f"choose {self.size}"


@record
class Pass:
    def __str__(self) -> str:
        return "pass"


@record
class Buy:
    tile: str

    def __str__(self) -> str:
        return f"buy {self.tile}"


# Shared instances of the actions listed most often: legal-action lists are
# rebuilt at every decision, and a cache lookup is cheaper than a new object.
flip_of = lru_cache(maxsize=None)(Flip)
bid_of = lru_cache(maxsize=None)(Bid)
cash_of = lru_cache(maxsize=None)(CashIn)
demolish_of = lru_cache(maxsize=None)(Demolish)
place_of = lru_cache(maxsize=None)(Place)
take_of = lru_cache(maxsize=None)(Take)
move_of = lru_cache(maxsize=None)(Move)
spend_of = lru_cache(maxsize=None)(Spend)
POOL_BID = PoolBid()
END_MOVES = EndMoves()
TRUMP_BACK = TrumpBack()

Action = (Flip | Bid | Trump | TrumpMore | Spend | TrumpBack | PoolBid | CashIn | Demolish | Place | Discard | Take | Move
          | EndMoves | Choose | Pass | Buy)


def parse_action(text: str) -> Action:
    """The action whose notation is ``text``; NotationError otherwise."""
    if not text.isascii():
        raise NotationError("action notation is plain ASCII text")
    words = text.strip().split()
    if not words:
        raise NotationError("empty action")
    try:
        return _parse(words)
    except (IndexError, KeyError):
        raise NotationError(f"cannot read action '{text}'") from None


def _parse(w: list[str]) -> Action:
    head, n = w[0], len(w)
    if head == "flip" and n == 3:
        if w[1] not in SIZES or TILE[_tile(w[2])].size != w[1]:
            raise NotationError(f"tile {w[2]} is not {w[1]}")
        return Flip(w[1], w[2])
    if head == "bid" and n == 3:
        return Bid(_space(w[1]), _int(w[2]))
    if head == "trump" and n == 3 and w[2] == "more":
        return TrumpMore(_space(w[1]))
    if w == ["trump", "back"]:
        return TrumpBack()
    if head == "trump" and n == 3:
        return Trump(_space(w[1]), tuple(sorted(_colour(c) for c in w[2].split("+"))))
    if head == "spend" and n == 2:
        return Spend(_colour(w[1]))
    if head == "pool" and n == 1:
        return PoolBid()
    if head == "cash" and n == 2 and "@" in w[1]:
        colour, where = w[1].split("@", 1)
        return CashIn(_colour(colour), _parse_where(where))
    if head == "demolish" and n == 2:
        return Demolish(_tile(w[1]))
    if head == "place" and n == 4 and w[2].startswith("r") and "c" in w[2]:
        row, col = w[2][1:].split("c", 1)
        return Place(_tile(w[1]), _int(row), _int(col), _int(w[3]))
    if head == "discard" and n == 2:
        return Discard(_tile(w[1]))
    if head == "take" and n == 3:
        return Take(_colour(w[1]), _parse_where(w[2]))
    if head == "move" and n == 3 and ">" in w[2]:
        src, dst = w[2].split(">", 1)
        return Move(_colour(w[1]), _tile(src), _tile(dst))
    if w == ["end", "moves"]:
        return EndMoves()
    if head == "choose" and n == 2 and w[1] in SIZES:
        return Choose(w[1])
    if head == "pass" and n == 1:
        return Pass()
    if head == "buy" and n == 2:
        return Buy(_tile(w[1]))
    raise NotationError(f"cannot read action '{' '.join(w)}'")

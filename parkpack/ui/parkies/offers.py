"""The legal actions, indexed the way the board looks them up.

The board never decides what is legal: it only finds, for a gesture, the
offered action it stands for (or learns that none is offered).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...games.parkies.actions import Bid, Buy, CashIn, Choose, Demolish, Discard, EndMoves, Move, Pass, Place, PoolBid, Spend, Take, Trump, TrumpBack, TrumpMore
from ...games.parkies.content import placement_shape


@dataclass
class Offers:
    legal: tuple[Any, ...] = ()
    bids: dict[tuple[str, int], Bid] = field(default_factory=dict)
    trumps: dict[str, list[Trump]] = field(default_factory=dict)
    trump_more: dict[str, TrumpMore] = field(default_factory=dict)  # a bigger trump, chosen a Parkie at a time
    spends: list[Spend] = field(default_factory=list)  # the next Parkie of a bigger trump
    trump_back: TrumpBack | None = None
    pool: PoolBid | None = None
    takes: list[Take] = field(default_factory=list)
    places: dict[tuple[int, int, int], Place] = field(default_factory=dict)
    place_tile: str = ""
    discard: Discard | None = None
    moves: list[Move] = field(default_factory=list)
    end_moves: EndMoves | None = None
    chooses: dict[str, Choose] = field(default_factory=dict)
    pass_: Pass | None = None
    buy: Buy | None = None
    cash: list[CashIn] = field(default_factory=list)
    demolish: list[Demolish] = field(default_factory=list)

    @property
    def primary(self) -> tuple[Any, ...]:
        """The actions of the decision at hand, without the any-time powers;
        Tab walks through these."""
        return tuple(a for a in self.legal if not isinstance(a, (CashIn, Demolish)))

    def trump_spaces(self) -> list[str]:
        """Spaces whose top bid may be trumped now (the least trumps or a bigger one)."""
        return list(dict.fromkeys([*self.trumps, *self.trump_more]))

    def take_colours(self) -> list[str]:
        return list(dict.fromkeys(t.colour for t in self.takes))

    def take_targets(self, colour: str) -> list[Take]:
        return [t for t in self.takes if t.colour == colour]

    def moves_from(self, colour: str, where: str) -> list[Move]:
        return [m for m in self.moves if m.colour == colour and m.src == where]

    def place_at(self, row: int, col: int, rot: int) -> Place | None:
        """The offered placement at (row, col) turned ``rot``, or the offered
        turn that gives the same shape (a symmetric tile is offered once)."""
        if (row, col, rot) in self.places:
            return self.places[(row, col, rot)]
        if not self.place_tile:
            return None
        shape = placement_shape(self.place_tile, rot)
        for (r, c, other), action in self.places.items():
            if (r, c) == (row, col) and placement_shape(self.place_tile, other) == shape:
                return action
        return None


def index_offers(legal: tuple[Any, ...]) -> Offers:
    o = Offers(legal=tuple(legal))
    for a in legal:
        if isinstance(a, Bid):
            o.bids[(a.space, a.amount)] = a
        elif isinstance(a, Trump):
            o.trumps.setdefault(a.space, []).append(a)
        elif isinstance(a, TrumpMore):
            o.trump_more[a.space] = a
        elif isinstance(a, Spend):
            o.spends.append(a)
        elif isinstance(a, TrumpBack):
            o.trump_back = a
        elif isinstance(a, PoolBid):
            o.pool = a
        elif isinstance(a, Take):
            o.takes.append(a)
        elif isinstance(a, Place):
            o.places[(a.row, a.col, a.rot)] = a
            o.place_tile = a.tile
        elif isinstance(a, Discard):
            o.discard = a
            o.place_tile = a.tile
        elif isinstance(a, Move):
            o.moves.append(a)
        elif isinstance(a, EndMoves):
            o.end_moves = a
        elif isinstance(a, Choose):
            o.chooses[a.size] = a
        elif isinstance(a, Pass):
            o.pass_ = a
        elif isinstance(a, Buy):
            o.buy = a
        elif isinstance(a, CashIn):
            o.cash.append(a)
        elif isinstance(a, Demolish):
            o.demolish.append(a)
    return o

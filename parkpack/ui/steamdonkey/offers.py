"""The legal actions, indexed the way the board looks them up.

The board never decides what is legal: for a gesture it only finds the
offered action it stands for, or learns that none is offered (and then asks
the game's refusal text why). ``cycle`` is the order Tab walks through.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...games.steamdonkey.actions import (
    TOP_SOURCE,
    ChooseResort,
    Pay,
    Raise,
    Return,
    Ride,
    Swap,
    Visit,
)
from ...games.steamdonkey.content import COLOUR_LETTERS, FUNICULAR
from ...games.steamdonkey.state import State

#: Actions drawn on the table rather than as buttons.
ON_TABLE = (Pay, Visit, Ride, Return, ChooseResort)


@dataclass
class Offers:
    legal: tuple[Any, ...] = ()
    raises: dict[str, Raise] = field(default_factory=dict)  # by card (not the Funicular)
    funicular: dict[int, Raise] = field(default_factory=dict)  # by colour
    pays: dict[str, Pay] = field(default_factory=dict)
    visits: dict[tuple[str, int], Visit] = field(default_factory=dict)
    rides: dict[str, Ride] = field(default_factory=dict)
    returns: dict[str, Return] = field(default_factory=dict)
    resorts: dict[str, ChooseResort] = field(default_factory=dict)
    swaps: dict[int, Swap] = field(default_factory=dict)
    buttons: list[Any] = field(default_factory=list)

    @property
    def cycle(self) -> tuple[Any, ...]:
        """What Tab walks through: every offered action, in the game's order."""
        return self.legal

    def sources(self) -> set[str]:
        """The visitors (platform backs, or TOP_SOURCE) some move takes."""
        return {s for s, _ in self.visits} | set(self.rides)

    def __bool__(self) -> bool:
        return bool(self.legal)


def index_offers(view: State, legal: tuple[Any, ...]) -> Offers:
    o = Offers(legal=tuple(legal))
    for a in legal:
        if isinstance(a, Raise):
            if a.card == FUNICULAR:
                o.funicular[a.colour] = a
                o.buttons.append(a)
            else:
                o.raises[a.card] = a
        elif isinstance(a, Pay):
            o.pays[a.card] = a
        elif isinstance(a, Visit):
            o.visits[(a.source, a.space)] = a
        elif isinstance(a, Ride):
            o.rides[a.source] = a
        elif isinstance(a, Return):
            o.returns[a.back] = a
        elif isinstance(a, ChooseResort):
            o.resorts[a.resort] = a
        else:
            if isinstance(a, Swap):
                o.swaps[a.seat] = a
            o.buttons.append(a)
    return o


def space_code(space: int) -> str:
    return COLOUR_LETTERS[space // 4] + "ALMT"[space % 4]


__all__ = ["Offers", "index_offers", "ON_TABLE", "TOP_SOURCE", "space_code"]

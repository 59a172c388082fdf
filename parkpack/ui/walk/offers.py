"""What the legal actions offer, sorted by where they appear on the sheet.

The board renders only what is offered: every highlight, clickable bonus box
and turnable path comes from here, and every click is turned back into one of
these same action objects, never built from rules of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...games.walk.actions import Draw, Pass, PlaceStatue, TickBonus, TurnToT

#: A drawable variant: (piece, side mask). Rotating steps through these.
Variant = tuple[str, int]


@dataclass(slots=True)
class Offers:
    """The legal actions of one decision, indexed for the sheet."""

    draws: dict[int, dict[Variant, Draw]] = field(default_factory=dict)  # square -> variant -> action
    variants: list[Variant] = field(default_factory=list)  # every variant, in legal order
    statues: dict[int, PlaceStatue] = field(default_factory=dict)
    bonuses: dict[str, TickBonus] = field(default_factory=dict)
    turns: dict[int, list[TurnToT]] = field(default_factory=dict)  # square -> its T options
    passing: Pass | None = None

    @property
    def empty(self) -> bool:
        return not (self.draws or self.statues or self.bonuses or self.turns or self.passing)

    def draw(self, square: int, variant: Variant) -> Draw | None:
        return self.draws.get(square, {}).get(variant)

    def variants_at(self, square: int) -> list[Variant]:
        return [v for v in self.variants if v in self.draws.get(square, {})]


def index_offers(legal: tuple[Any, ...]) -> Offers:
    offers = Offers()
    for action in legal:
        if isinstance(action, Draw):
            variant = (action.piece, action.mask)
            offers.draws.setdefault(action.square, {})[variant] = action
            if variant not in offers.variants:
                offers.variants.append(variant)
        elif isinstance(action, PlaceStatue):
            offers.statues[action.square] = action
        elif isinstance(action, TickBonus):
            offers.bonuses[action.bonus] = action
        elif isinstance(action, TurnToT):
            offers.turns.setdefault(action.square, []).append(action)
        elif isinstance(action, Pass):
            offers.passing = action
    return offers

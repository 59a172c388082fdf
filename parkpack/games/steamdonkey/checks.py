"""Invariants of a Steam Donkey state (``Game.check``): every card in one
place, hands within their limits, visitors only where they may stay."""

from __future__ import annotations

from collections import Counter

from parkpack.engine.errors import InvariantError

from .common import CAPACITY, COLOUR, ICON
from .content import CARD_IDS, FUNICULAR, HAND_LIMIT, TRANSPORT
from .state import DEAL, KICKON, OVER, PHASES, POSTER, RESORT, Player, State


def check(s: State) -> None:
    if s.phase not in PHASES:
        raise InvariantError(f"unknown phase {s.phase!r}")
    _check_cards(s)
    for p in s.players:
        _check_player(s, p)
    if s.phase not in (POSTER, RESORT, KICKON, DEAL, OVER) and not s.table.discard and s.table.top:
        raise InvariantError("the discard pile is empty while the deck's top card is known")


def _places(s: State) -> list[str]:
    t = s.table
    cards = list(t.deck) + list(t.platform) + list(t.discard)
    if t.top:
        cards.append(t.top)
    if s.act.raising:
        cards.append(s.act.raising)
    for p in s.players:
        cards += list(p.hand)
        for stack in p.spaces:
            cards += list(stack)
        for group in p.guests:
            cards += list(group)
    return cards


def _check_cards(s: State) -> None:
    cards = _places(s)
    if sorted(cards) != list(CARD_IDS):
        counts = Counter(cards)
        twice = sorted(c for c, k in counts.items() if k > 1)
        gone = sorted(set(CARD_IDS) - set(counts))
        raise InvariantError(f"cards not conserved: twice {twice}, missing {gone}")
    if list(s.table.deck) != sorted(s.table.deck):
        raise InvariantError("the deck is not kept sorted")


def _check_player(s: State, p: Player) -> None:
    if list(p.hand) != sorted(p.hand):
        raise InvariantError(f"{p.name}'s hand is not sorted")
    if not set(p.shown) <= set(p.hand) or list(p.shown) != sorted(p.shown):
        raise InvariantError(f"{p.name}'s shown cards are not a sorted part of the hand")
    if len(p.hand) > max(p.limit, HAND_LIMIT):
        raise InvariantError(f"{p.name} holds {len(p.hand)} cards, over the limit {p.limit}")
    for space, stack in enumerate(p.spaces):
        for card in stack:
            colour = space // 4 if card == FUNICULAR else COLOUR[card]
            if ICON[card] != space % 4 or colour != space // 4 or (card == FUNICULAR and space % 4 != TRANSPORT):
                raise InvariantError(f"{card} stands in the wrong space of {p.name}'s resort")
        guests = p.guests[space]
        if guests and (not stack or space % 4 == TRANSPORT or len(guests) > CAPACITY[stack[-1]]):
            raise InvariantError(f"{p.name} has visitors where they may not stay (space {space})")

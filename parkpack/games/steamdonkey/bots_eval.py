"""How the computer players judge a position: points on the table now, plus
what the cards, visitors and free places a player holds are likely to turn
into before the game ends.

Everything here reads only what the judging seat may see: its own hand's
faces; for the others, hand sizes, resort visitors (counted, not faced) and
attractions. A judgement is a margin: the seat's value minus the best value
among the others, so the same figure tells whether to race for the end.
"""

from __future__ import annotations

import math

from parkpack.engine.frozen import record
from parkpack.engine.memo import by_identity

from .common import CAPACITY
from .content import CARD, RESORT, TRANSPORT
from .scoring import total
from .state import OVER, Player, State


@record
class Weights:
    """Points each resource is worth while the game still has long to run.

    hand:      a card in the hand (it pays for or becomes an attraction)
    quality:   per point of a hand card's own worth as an attraction
    guest:     a visitor in the resort (a card once added to the hand)
    capacity:  a free place for a visitor on an attraction
    slots:     a place for a visitor, free or not (what the resort can draw)
    transport: a transport (one visitor more whenever its colour moves)
    horizon:   turns left at which these values count in full
    pace:      turns a player needs per space still to fill
    final:     points a player is reckoned to add in a final turn, per card held
    spread:    how far (in points) a margin may still swing per turn to come
    """

    hand: float = 0.75
    quality: float = 0.15
    guest: float = 0.65
    capacity: float = 0.08
    slots: float = 0.2
    transport: float = 0.5
    horizon: float = 6.0
    pace: float = 2.0
    final: float = 0.4
    spread: float = 3.0


DEFAULT = Weights()


def spaces_missing(p: Player) -> int:
    if not p.resort:
        return 12
    return max(0, RESORT[p.resort].spaces - p.filled)


#: Rounds after which resources fade whatever the resorts: a long game is a
#: stalled one, and building anything at all beats holding cards.
LATE, LAST = 25, 45
FLOOR = 0.3  # what still counts once the game drags on (never nothing: resorts must be finished)


def future(st: State, w: Weights) -> float:
    """How much of a resource's value still counts (1 early, 0 at the end)."""
    if st.ender >= 0 or st.phase == OVER:
        return 0.0
    left = w.pace * min(spaces_missing(p) for p in st.players)
    rounds = st.turn / st.n
    clock = 1.0 if rounds <= LATE else max(FLOOR, (LAST - rounds) / (LAST - LATE))
    return min(1.0, left / w.horizon) * clock


def card_quality(p: Player, card: str) -> float:
    """A hand card's own worth as an attraction in this resort, in points:
    its value, one more if it fills an empty space, less what it costs."""
    c = CARD[card]
    colour = c.colour if c.colour >= 0 else _best_transport_colour(p)
    space = colour * 4 + c.icon
    fill = 1.0 if not p.spaces[space] else 0.0
    return max(0.0, c.points + fill + 0.4 * c.capacity - 0.8 * c.cost)


def _best_transport_colour(p: Player) -> int:
    for colour in range(3):
        if not p.spaces[colour * 4 + TRANSPORT]:
            return colour
    return 0


def free_capacity(p: Player) -> int:
    free = 0
    for space, stack in enumerate(p.spaces):
        if stack:
            free += CAPACITY[stack[-1]] - len(p.guests[space])
    return free


def slots(p: Player) -> int:
    return sum(CAPACITY[stack[-1]] for stack in p.spaces if stack)


def transports(p: Player) -> int:
    return sum(1 for colour in range(3) if p.spaces[colour * 4 + TRANSPORT])


@record
class Resort:
    """What a player's resort alone gives the judgement (see ``resort``)."""

    points: int
    guests: int
    free: int
    slots: int
    transports: int


@by_identity
def resort(p: Player) -> Resort:
    """The score, visitors and places of ``p``'s resort, remembered by the
    player's identity (engine/memo.py): a look-ahead judges the rival's
    unchanged player object again for every option of the seat to move."""
    return Resort(total(p), p.guest_count, free_capacity(p), slots(p), transports(p))


def holdings(p: Player, w: Weights, own: bool) -> float:
    """What the player's cards, visitors and places are worth in points,
    early in the game. ``own``: the hand's faces are known."""
    r = resort(p)
    hand = w.hand * len(p.hand)
    if own:
        hand += w.quality * sum(card_quality(p, c) for c in p.hand if c in CARD)
    # Visitors count as cards only as far as the hand has room for them.
    guests = r.guests
    welcome = min(guests, max(0, p.room))
    visitors = w.guest * welcome + OVERFLOW * (guests - welcome)
    places = w.capacity * r.free + w.slots * r.slots
    return hand + visitors + places + w.transport * r.transports


OVERFLOW = 0.1  # a visitor that would have to go back to the platform


def value(st: State, seat: int, judge: int, w: Weights, f: float) -> float:
    p = st.players[seat]
    v = float(resort(p).points) + (f * holdings(p, w, seat == judge) if f else 0.0)
    if st.ender >= 0 and st.phase != OVER and _final_turn_to_come(st, seat):
        v += w.final * len(p.hand)
    return v


def _final_turn_to_come(st: State, seat: int) -> bool:
    """After a resort is complete, does ``seat`` still have its final turn?"""
    if seat == st.ender:
        return False
    n = st.n
    ahead = (seat - st.seat) % n  # 0: the player now to act
    left = (st.ender - st.seat) % n  # turns until play comes back to the ender
    if st.phase == "start":
        return ahead < left
    return 0 < ahead < left


def evaluate(st: State, seat: int, w: Weights = DEFAULT) -> float:
    """The seat's value minus the best other player's."""
    f = future(st, w)
    mine = value(st, seat, seat, w, f)
    best = max(value(st, k, seat, w, f) for k in range(st.n) if k != seat)
    return mine - best


def win_chance(st: State, seat: int, w: Weights = DEFAULT) -> float:
    """How likely the seat is to finish ahead: its margin against how much
    the turns still to come may change it (a lead is safest in a game about
    to end). A trace of the margin itself breaks ties between sure things."""
    margin = evaluate(st, seat, w)
    if st.phase == OVER:
        return (1.0 if margin > 0 else 0.5 if margin == 0 else 0.0) + TIE_BREAK * margin
    turns = st.n if st.ender >= 0 else w.pace * min(spaces_missing(p) for p in st.players) * st.n
    swing = w.spread * math.sqrt(turns + 1.0)
    return 0.5 * (1.0 + math.erf(margin / (swing * math.sqrt(2.0)))) + TIE_BREAK * margin


TIE_BREAK = 1e-6


def keep_value(p: Player, card: str, w: Weights) -> float:
    """How much the player would rather keep ``card`` than pay with it."""
    return w.hand + w.quality * card_quality(p, card) if card in CARD else w.hand


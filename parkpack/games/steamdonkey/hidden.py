"""What each seat may see, states consistent with it, and actions that show faces.

Cards are held with their backs out, so everyone sees the back (icon and
suitcase) of every card in a hand; only the owner sees the faces, except the
``shown`` ones that everyone saw (taken from the face-up discard pile).
Visitors on the platform, on the deck's top and in resorts show only their
backs, to everyone including their owner. The discard pile and every
attraction built (covered ones too) are face up. The deck's other cards are
unseen: a view keeps only how many there are.

In a view a face the seat has not seen is replaced by the card's back
(content.back_code, e.g. ``?Ag``); a hand in another seat's view is sorted
after that replacement, so the order of its ids cannot leak.
"""

from __future__ import annotations

from parkpack.engine.rng import Rng

from .actions import Collect, DonkeyBoy, Return, Ride, Swap, TakeDiscard
from .content import BACK, CARD_IDS, DONKEY_BOY, UNSEEN, is_hidden
from .state import Player, State, Table


def view(s: State, seat: int) -> State:
    players = tuple(_player_view(p, k == seat) for k, p in enumerate(s.players))
    t = s.table
    table = Table(
        (UNSEEN,) * len(t.deck),
        BACK[t.top] if t.top else "",
        tuple(BACK[c] for c in t.platform),
        t.discard,
    )
    return State(players, s.phase, s.seat, table, s.act, s.first, s.advanced, s.turn, s.ender, s.posters, s.kickons, s.deal_left, s.edition)


def _player_view(p: Player, own: bool) -> Player:
    hand = p.hand
    if not own:
        shown = p.shown
        hand = tuple(sorted(c if c in shown else BACK[c] for c in hand))
    guests = tuple(tuple(BACK[c] for c in g) if g else g for g in p.guests)
    return Player(p.name, p.poster, p.resort, p.kickon, p.character, p.twisted, hand, p.shown, p.spaces, guests)


def known_cards(v: State) -> set[str]:
    """Every card id whose place a view shows."""
    known: set[str] = set(v.table.discard)
    for c in (v.table.top, v.act.raising, *v.table.platform, *v.table.deck):
        if c and not is_hidden(c):
            known.add(c)
    for p in v.players:
        known.update(c for c in p.hand if not is_hidden(c))
        for stack in p.spaces:
            known.update(stack)
        for group in p.guests:
            known.update(c for c in group if not is_hidden(c))
    return known


def determinize(v: State, seat: int, rng: Rng) -> State:
    """A full state matching the view: each back placeholder gets an unseen
    card with that back, the rest of the unseen cards make up the deck."""
    known = known_cards(v)
    pool: dict[str, list[str]] = {}
    for card in rng.shuffled([c for c in CARD_IDS if c not in known]):
        pool.setdefault(BACK[card], []).append(card)

    def deal(code: str) -> str:
        return pool[code].pop() if is_hidden(code) else code

    players = []
    for k, p in enumerate(v.players):
        hand = p.hand if k == seat else tuple(sorted(deal(c) for c in p.hand))
        guests = tuple(tuple(deal(c) for c in g) for g in p.guests)
        players.append(Player(p.name, p.poster, p.resort, p.kickon, p.character, p.twisted, hand, p.shown, p.spaces, guests))
    t = v.table
    platform = tuple(deal(c) for c in t.platform)
    top = deal(t.top) if t.top else ""
    deck = tuple(sorted(c for cards in pool.values() for c in cards))
    table = Table(deck, top, platform, t.discard)
    return State(tuple(players), v.phase, v.seat, table, v.act, v.first, v.advanced, v.turn, v.ender, v.posters, v.kickons, v.deal_left, v.edition)


def _flips_deck_top(s: State) -> bool:
    """Taking the last discard turns the deck's top card face up."""
    return len(s.table.discard) == 1 and bool(s.table.top)


def reveals(s: State, action: object) -> bool:
    """True when the action shows a face to a seat that had not seen it:
    visitors reaching a hand (their owner sees them) or the deck's top card
    turned face up onto an emptied discard pile. Cards a player builds or
    pays with were already known to that player (docs/rules-steamdonkey.md)."""
    if isinstance(action, Ride):
        return True
    if isinstance(action, Collect):
        p = s.me
        return 0 < p.guest_count <= p.room
    if isinstance(action, Return):
        return s.act.need == 1 and s.me.guest_count > 1
    if isinstance(action, (TakeDiscard, DonkeyBoy)):
        return _flips_deck_top(s)
    if isinstance(action, Swap):
        return s.players[action.seat].character == DONKEY_BOY and _flips_deck_top(s)
    return False

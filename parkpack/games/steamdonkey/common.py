"""Small helpers the rules modules share: rebuilding records cheaply and
moving card ids between sorted tuples.

States are rebuilt with direct constructor calls (no ``dataclasses.replace``):
a random playout rebuilds a few records per action, and this keeps each
rebuild to one call.
"""

from __future__ import annotations

from bisect import bisect_left

from .content import BACK, BACKS, CARD, ICON_LETTERS
from .state import Act, Player, State, Table

#: A card's icon, also shown by its back (so it is known for hidden cards too).
ICON: dict[str, int] = {c: CARD[c].icon for c in CARD} | {b: ICON_LETTERS.index(b[1]) for b in BACKS}
COLOUR: dict[str, int] = {c: CARD[c].colour for c in CARD}
COST: dict[str, int] = {c: CARD[c].cost for c in CARD}
CAPACITY: dict[str, int] = {c: CARD[c].capacity for c in CARD}
_KEEP = object()


def insert(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    """``items`` (sorted) with ``item`` added in its place."""
    i = bisect_left(items, item)
    return items[:i] + (item,) + items[i:]


def remove(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    """``items`` without one ``item`` (which must be there)."""
    i = items.index(item)
    return items[:i] + items[i + 1 :]


def remove_sorted(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    i = bisect_left(items, item)
    return items[:i] + items[i + 1 :]


def first_with_back(items: tuple[str, ...], back: str) -> int:
    """Index of the first card in ``items`` showing ``back`` (-1: none)."""
    for i, card in enumerate(items):
        if BACK[card] == back:
            return i
    return -1


def evolve(
    s: State,
    players: tuple[Player, ...] | None = None,
    phase: str = "",
    seat: int = -1,
    table: Table | None = None,
    act: Act | None = None,
) -> State:
    """``s`` with the fields that change in play replaced."""
    return State(
        s.players if players is None else players,
        phase or s.phase,
        s.seat if seat < 0 else seat,
        s.table if table is None else table,
        s.act if act is None else act,
        s.first,
        s.advanced,
        s.turn,
        s.ender,
        s.posters,
        s.kickons,
        s.deal_left,
        s.edition,
    )


def with_me(s: State, player: Player) -> tuple[Player, ...]:
    players = s.players
    seat = s.seat
    return players[:seat] + (player,) + players[seat + 1 :]


def hand_of(p: Player, hand: tuple[str, ...], shown: tuple[str, ...]) -> Player:
    return Player(p.name, p.poster, p.resort, p.kickon, p.character, p.twisted, hand, shown, p.spaces, p.guests)


def resort_of(
    p: Player, hand: tuple[str, ...], shown: tuple[str, ...], spaces: tuple[tuple[str, ...], ...], guests: tuple[tuple[str, ...], ...]
) -> Player:
    return Player(p.name, p.poster, p.resort, p.kickon, p.character, p.twisted, hand, shown, spaces, guests)


def character_of(p: Player, character: str, twisted: bool) -> Player:
    return Player(p.name, p.poster, p.resort, p.kickon, character, twisted, p.hand, p.shown, p.spaces, p.guests)


def drop_from_hand(p: Player, card: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The hand and shown cards of ``p`` once ``card`` has left the hand."""
    shown = p.shown
    if shown and card in shown:
        shown = remove(shown, card)
    return remove(p.hand, card), shown


def table_of(t: Table, deck: object = _KEEP, top: object = _KEEP, platform: object = _KEEP, discard: object = _KEEP) -> Table:
    return Table(
        t.deck if deck is _KEEP else deck,  # type: ignore[arg-type]
        t.top if top is _KEEP else top,  # type: ignore[arg-type]
        t.platform if platform is _KEEP else platform,  # type: ignore[arg-type]
        t.discard if discard is _KEEP else discard,  # type: ignore[arg-type]
    )


def act_of(a: Act, **changes: object) -> Act:
    """``a`` with some fields changed (actions in progress change rarely)."""
    return Act(
        changes.get("colours", a.colours),  # type: ignore[arg-type]
        changes.get("raising", a.raising),  # type: ignore[arg-type]
        changes.get("space", a.space),  # type: ignore[arg-type]
        changes.get("owed", a.owed),  # type: ignore[arg-type]
        changes.get("feral", a.feral),  # type: ignore[arg-type]
        changes.get("discount", a.discount),  # type: ignore[arg-type]
        changes.get("started", a.started),  # type: ignore[arg-type]
        changes.get("dogged", a.dogged),  # type: ignore[arg-type]
        changes.get("rides", a.rides),  # type: ignore[arg-type]
        changes.get("need", a.need),  # type: ignore[arg-type]
        changes.get("after", a.after),  # type: ignore[arg-type]
        changes.get("must", a.must),  # type: ignore[arg-type]
    )


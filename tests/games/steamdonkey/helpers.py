"""Building Steam Donkey positions for tests.

``position`` lays out a table by hand: hands, resorts, visitors, platform,
deck top and discard pile; every card not placed goes into the deck, so the
position passes ``GAME.check``. Without a platform given, four cards no one
holds wait there, as they do at the end of every turn. Cards are picked by attraction name
(``pick("Guesthouse")``), by back (``back("?Ag")``) or by icon, never twice.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.session import Session
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.content import (
    BACK,
    CARD,
    CARD_IDS,
    COLOUR_LETTERS,
    ICON_LETTERS,
    PLATFORM_SIZE,
    REVERSE,
    SPACE_CODES,
)
from parkpack.games.steamdonkey.state import NO_ACT, START, Act, Player, State, Table

NAMES = ("Ann", "Ben", "Cat", "Dan")


class Picker:
    """Hands out card ids, each at most once per position."""

    def __init__(self) -> None:
        self.used: set[str] = set()

    def take(self, card: str) -> str:
        assert card not in self.used, f"{card} used twice"
        self.used.add(card)
        return card

    def pick(self, name: str, colour: str = "") -> str:
        """A card with this attraction name (and front colour letter G/R/Y)."""
        for c in CARD_IDS:
            card = CARD[c]
            if c in self.used or card.name != name:
                continue
            if colour and (card.colour < 0 or COLOUR_LETTERS[card.colour] != colour):
                continue
            return self.take(c)
        raise AssertionError(f"no unused {name}")

    def many(self, name: str, k: int) -> list[str]:
        return [self.pick(name) for _ in range(k)]

    def back(self, back: str, not_name: str = "") -> str:
        """A card showing this back, e.g. "?Ag"."""
        for c in CARD_IDS:
            if c not in self.used and BACK[c] == back and CARD[c].name != not_name:
                return self.take(c)
        raise AssertionError(f"no unused card with back {back}")

    def icon(self, letter: str, k: int = 1, exclude_names: Iterable[str] = ()) -> list[str]:
        """``k`` cards of an icon (A, L, M, T), avoiding some names."""
        out = []
        skip = set(exclude_names)
        for c in CARD_IDS:
            if len(out) == k:
                break
            card = CARD[c]
            if c not in self.used and ICON_LETTERS[card.icon] == letter and card.name not in skip:
                out.append(self.take(c))
        assert len(out) == k, f"not enough {letter} cards"
        return out


def space(code: str) -> int:
    return SPACE_CODES.index(code)


def player(
    name: str,
    hand: Sequence[str] = (),
    spaces: dict[str, Sequence[str]] | None = None,
    guests: dict[str, Sequence[str]] | None = None,
    resort: str = "weymouth",
    kickon: str = "",
    twisted: bool = False,
    shown: Sequence[str] = (),
    character: str | None = None,
) -> Player:
    stacks: list[tuple[str, ...]] = [()] * 12
    for code, cards in (spaces or {}).items():
        stacks[space(code)] = tuple(cards)
    visitors: list[tuple[str, ...]] = [()] * 12
    for code, cards in (guests or {}).items():
        visitors[space(code)] = tuple(cards)
    char = (REVERSE[kickon] if kickon else "") if character is None else character
    from parkpack.games.steamdonkey.content import RESORT

    return Player(
        name,
        RESORT[resort].poster,
        resort,
        kickon,
        char,
        twisted,
        tuple(sorted(hand)),
        tuple(sorted(shown)),
        tuple(stacks),
        tuple(visitors),
    )


def position(
    players: Sequence[Player],
    platform: Sequence[str] | None = None,
    top: str | None = None,
    discard: Sequence[str] = (),
    phase: str = START,
    seat: int = 0,
    act: Act = NO_ACT,
    advanced: bool = False,
    ender: int = -1,
    turn: int = 5,
    first: int = 0,
    deck: Sequence[str] | None = None,
) -> State:
    taken = set(platform or ()) | set(discard) | ({top} if top else set()) | {act.raising}
    taken |= {c for p in players for c in p.hand + sum(p.spaces, ()) + sum(p.guests, ())}
    free = [c for c in CARD_IDS if c not in taken]
    if platform is None:  # four visitors wait on the platform, as at every turn's end
        platform = free[:PLATFORM_SIZE] if deck is None else ()
        free = free[len(platform):]
    placed: set[str] = set(platform) | set(discard) | ({top} if top else set())
    if top is None:  # the deck's first card shows its back, unless told otherwise
        top = ""
        if deck is None:
            top = free[0]
            placed.add(top)
    if act.raising:
        placed.add(act.raising)
    for p in players:
        placed |= set(p.hand)
        for stack in p.spaces:
            placed |= set(stack)
        for g in p.guests:
            placed |= set(g)
    rest = tuple(c for c in CARD_IDS if c not in placed) if deck is None else tuple(sorted(deck))
    st = State(
        tuple(players),
        phase,
        seat,
        Table(rest, top, tuple(platform), tuple(discard)),
        act,
        first,
        advanced,
        turn,
        ender,
    )
    return st


def seats(n: int) -> list[SeatSpec]:
    return [SeatSpec(name) for name in NAMES[:n]]


def session_at(st: State, seed: int = 7, options: dict[str, str] | None = None) -> Session:
    opts = dict(options or {})
    if st.advanced:
        opts.setdefault("advanced", "on")
    s = Session(GAME, opts, seats(st.n), seed)
    s.state = st
    return s


def play(session: Session, *actions: str) -> None:
    for text in actions:
        session.play(text)
        GAME.check(session.state)


def legal_texts(st: State) -> list[str]:
    return [str(a) for a in GAME.legal_actions(st)]


def run_chance(session: Session) -> None:
    """Resolve pending chance points with the session's seeded draws."""
    while session.to_act == CHANCE:
        session.play(session.chance_action())
        GAME.check(session.state)


def deck_without(*cards: str) -> tuple[str, ...]:
    return tuple(c for c in CARD_IDS if c not in cards)


def bury(cards: Iterable[str]) -> dict[str, list[str]]:
    """Spaces holding ``cards`` as stacks of attractions (each in its own
    colour and icon; the Funicular as a green transport)."""
    out: dict[str, list[str]] = {}
    for c in cards:
        card = CARD[c]
        colour = 0 if card.colour < 0 else card.colour
        out.setdefault(SPACE_CODES[colour * 4 + card.icon], []).append(c)
    return out


def resort_without(pk: Picker, missing: tuple[str, ...]) -> dict[str, list[str]]:
    """Every one of the twelve spaces built with one attraction, but ``missing``."""
    names = {
        "GA": "Bandstand", "GL": "Guesthouse", "GM": "Drinking Fountain", "GT": "Bath Chairs",
        "RA": "Penny Arcade", "RL": "Boarding House", "RM": "Market Cross", "RT": "Hansom Cabs",
        "YA": "Donkey Rides", "YL": "Seafront Lodgings", "YM": "Promenade Shelter", "YT": "Rowing Boats",
    }
    return {code: [pk.pick(name)] for code, name in names.items() if code not in missing}

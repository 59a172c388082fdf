"""Setup, whose decision it is, chance, legal actions and their effects.

Section names in comments are the rulebook's (shared/rules/steam-donkey.txt);
readings where it is silent are in docs/rules-steamdonkey.md. The turn's
steps live in building.py, visitors.py and characters.py; the automatic
steps between decisions in flow.py.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.errors import OptionError
from parkpack.i18n import _

from .actions import (
    BUILDS,
    COLLECT,
    DEALS,
    DONE,
    MOVES,
    SHUFFLE,
    TAKE_DISCARD,
    TOPS,
    Action,
    Admiral,
    Build,
    ChooseKickon,
    ChooseResort,
    Collect,
    Deal,
    Dog,
    DonkeyBoy,
    Done,
    IceCream,
    Move,
    Pay,
    Poster,
    Princess,
    Raise,
    Return,
    Ride,
    Shuffle,
    Swap,
    TakeDiscard,
    Top,
    Visit,
)
from .building import apply_pay, apply_raise, build_legal, pay_legal
from .characters import apply_admiral, apply_donkey_boy, apply_ice_cream, apply_princess, apply_swap, character_actions
from .common import evolve, insert, remove_sorted, with_me
from .content import CARD_IDS, CASTLE, CASTLE_HAND_SIZE, HAND_SIZE, KICKONS, MAX_PLAYERS, MIN_PLAYERS, PLATFORM_SIZE, POSTER, POSTER_IDS, REVERSE
from .flow import draft, end_turn, finish_action, settle, take_discard_top
from .state import (
    AFTER,
    BUILD,
    DEAL,
    KICKON,
    MOVE,
    NO_ACT,
    OVER,
    PAY,
    RESORT,
    RETURN,
    START,
    TO_FIRST_TURN,
    Act,
    Player,
    State,
    Table,
)
from .state import POSTER as POSTER_PHASE
from .visitors import apply_collect, apply_dog, apply_done_moving, apply_return, apply_ride, apply_visit, move_legal, return_legal, transport_rides

ON_VALUES = ("on", "yes", "true", "1")
OFF_VALUES = ("off", "no", "false", "0")


# --- setup ------------------------------------------------------------------
def setup(options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> State:
    """Game Setup: the posters are dealt first; the cards once every resort
    (and, advanced, every kick-on) is chosen, since the Castle deals twelve."""
    n = len(seats)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise OptionError(_("Steam Donkey takes {low} to {high} players, not {n}").format(low=MIN_PLAYERS, high=MAX_PLAYERS, n=n))
    advanced = _flag(str(options.get("advanced", "off")))
    first = _first_seat(str(options.get("first", "0")), n)
    players = tuple(Player(s.name) for s in seats)
    return State(players, POSTER_PHASE, first, Table(CARD_IDS), NO_ACT, first, advanced, posters=POSTER_IDS)


def _flag(text: str) -> bool:
    if text.lower() in ON_VALUES:
        return True
    if text.lower() in OFF_VALUES:
        return False
    raise OptionError(_("advanced must be 'on' or 'off', not '{text}'").format(text=text))


def _first_seat(text: str, n: int) -> int:
    """The seat that starts. A seat number beyond the table counts on round
    it (docs/rules-steamdonkey.md), so every option value suits every table."""
    if not text.isdigit():
        raise OptionError(_("first must be a seat number, not '{text}'").format(text=text))
    return int(text) % n


def hand_size(p: Player) -> int:
    return CASTLE_HAND_SIZE if p.kickon == CASTLE else HAND_SIZE


# --- who acts, chance ----------------------------------------------------------
def chance_kind(s: State) -> str:
    """"" when a seat decides; otherwise what chance decides now."""
    phase = s.phase
    if phase == POSTER_PHASE or phase == DEAL:
        return phase
    if phase in (RESORT, KICKON, OVER):
        return ""
    t = s.table
    if not t.top:
        if t.deck:
            return "top"
        if len(t.discard) >= 2:
            return "shuffle"
    return ""


def to_act(s: State) -> int | None:
    if s.phase == OVER:
        return None
    return CHANCE if chance_kind(s) else s.seat


_ONE: tuple[tuple[Action, float], ...] = ((SHUFFLE, 1.0),)


def chance_outcomes(s: State) -> tuple[tuple[Action, float], ...]:
    kind = chance_kind(s)
    if kind == POSTER_PHASE:
        return tuple((Poster(p), 1.0) for p in s.posters)
    if kind == DEAL:
        return tuple((DEALS[c], 1.0) for c in s.table.deck)
    if kind == "top":
        return tuple((TOPS[c], 1.0) for c in s.table.deck)
    if kind == "shuffle":
        return _ONE
    return ()


# --- legal actions --------------------------------------------------------------
def legal_actions(s: State) -> tuple[Action, ...]:
    phase = s.phase
    if phase == OVER:
        return ()
    kind = chance_kind(s)
    if kind:
        if kind == "top":
            return tuple(map(TOPS.__getitem__, s.table.deck))
        return tuple(a for a, _ in chance_outcomes(s))
    return _LEGAL[phase](s)


_PLAIN_START: tuple[Action, ...] = (*BUILDS, *MOVES, COLLECT)
_START_WITH_DISCARD: tuple[Action, ...] = _PLAIN_START + (TAKE_DISCARD,)


def start_legal(s: State) -> tuple[Action, ...]:
    """The Turn: build, move visitors, add visitors to the hand, or take the
    top card of the discard pile (only with room in the hand)."""
    base = _START_WITH_DISCARD if s.me.room > 0 and s.table.discard else _PLAIN_START
    if not s.advanced:
        return base
    return base + character_actions(s, START)


def after_legal(s: State) -> tuple[Action, ...]:
    return character_actions(s, AFTER) + (DONE,)


def resort_legal(s: State) -> tuple[Action, ...]:
    return tuple(ChooseResort(r) for r in POSTER[s.me.poster].sides)


def kickon_legal(s: State) -> tuple[Action, ...]:
    return tuple(ChooseKickon(k) for k in s.kickons)


_LEGAL: dict[str, Callable[[State], tuple[Action, ...]]] = {
    START: start_legal,
    BUILD: build_legal,
    PAY: pay_legal,
    MOVE: move_legal,
    RETURN: return_legal,
    AFTER: after_legal,
    RESORT: resort_legal,
    KICKON: kickon_legal,
}


# --- apply --------------------------------------------------------------------
def apply(s: State, action: Action) -> State:
    return settle(_APPLY[type(action)](s, action))


def _deal_poster(s: State, a: Poster) -> State:
    p = s.me
    players = with_me(s, Player(p.name, a.poster))
    posters = tuple(x for x in s.posters if x != a.poster)
    if len(POSTER_IDS) - len(posters) == s.n:
        return State(players, RESORT, s.first, s.table, NO_ACT, s.first, s.advanced, 0, -1, posters, edition=s.edition)
    return State(players, POSTER_PHASE, (s.seat + 1) % s.n, s.table, NO_ACT, s.first, s.advanced, 0, -1, posters, edition=s.edition)


def _choose_resort(s: State, a: ChooseResort) -> State:
    p = s.me
    players = with_me(s, Player(p.name, p.poster, a.resort))
    nxt = (s.seat + 1) % s.n
    if nxt != s.first:
        return evolve(s, players=players, seat=nxt)
    if s.advanced:
        # Kick-ons are chosen in reverse turn order, from the first player's right.
        return State(players, KICKON, (s.first - 1) % s.n, s.table, NO_ACT, s.first, True, 0, -1, s.posters, KICKONS, edition=s.edition)
    return _start_deal(evolve(s, players=players))


def _choose_kickon(s: State, a: ChooseKickon) -> State:
    p = s.me
    # The character is the kick-on's reverse, twisted to begin with.
    players = with_me(s, Player(p.name, p.poster, p.resort, a.kickon, REVERSE[a.kickon], True))
    kickons = tuple(k for k in s.kickons if k != a.kickon)
    s = State(players, KICKON, (s.seat - 1) % s.n, s.table, NO_ACT, s.first, True, 0, -1, s.posters, kickons, edition=s.edition)
    if len(KICKONS) - len(kickons) == s.n:
        return _start_deal(s)
    return s


def _start_deal(s: State) -> State:
    first = s.players[s.first]
    return State(s.players, DEAL, s.first, s.table, NO_ACT, s.first, s.advanced, 0, -1, s.posters, s.kickons, hand_size(first), s.edition)


def _deal(s: State, a: Deal) -> State:
    p = s.me
    t = s.table
    players = with_me(s, Player(p.name, p.poster, p.resort, p.kickon, p.character, p.twisted, insert(p.hand, a.card)))
    table = Table(remove_sorted(t.deck, a.card))
    left = s.deal_left - 1
    seat = s.seat
    if left == 0:
        seat = (seat + 1) % s.n
        if seat == s.first:
            # Turn over a discard, draft four visitors, then the first turn.
            s = State(players, DEAL, seat, table, NO_ACT, s.first, s.advanced, 0, -1, s.posters, s.kickons, 0, s.edition)
            return draft(s, PLATFORM_SIZE, TO_FIRST_TURN, NO_ACT)
        left = hand_size(players[seat])
    return State(players, DEAL, seat, table, NO_ACT, s.first, s.advanced, 0, -1, s.posters, s.kickons, left, s.edition)


def _top(s: State, a: Top) -> State:
    t = s.table
    return evolve(s, table=Table(remove_sorted(t.deck, a.card), a.card, t.platform, t.discard))


def _shuffle(s: State, a: Shuffle) -> State:
    # The whole discard pile becomes the deck; settle turns up a new discard.
    t = s.table
    return evolve(s, table=Table(tuple(sorted(t.discard)), "", t.platform, ()))


def _build(s: State, a: Build) -> State:
    return evolve(s, phase=BUILD, act=Act((a.colour,)))


def _move(s: State, a: Move) -> State:
    return evolve(s, phase=MOVE, act=Act((a.colour,), rides=transport_rides(s.me, a.colour)))


def _take_discard(s: State, a: TakeDiscard) -> State:
    return finish_action(take_discard_top(s, s.me))


def _done(s: State, a: Done) -> State:
    phase = s.phase
    if phase == BUILD:
        return finish_action(s)
    if phase == MOVE:
        return apply_done_moving(s)
    return end_turn(s)


_APPLY: dict[type, Callable[[State, Any], State]] = {
    Poster: _deal_poster,
    ChooseResort: _choose_resort,
    ChooseKickon: _choose_kickon,
    Deal: _deal,
    Top: _top,
    Shuffle: _shuffle,
    Build: _build,
    Move: _move,
    Collect: lambda s, a: apply_collect(s),
    TakeDiscard: _take_discard,
    Raise: apply_raise,
    Pay: apply_pay,
    Visit: apply_visit,
    Ride: apply_ride,
    Return: apply_return,
    Dog: lambda s, a: apply_dog(s),
    Admiral: apply_admiral,
    Princess: lambda s, a: apply_princess(s),
    IceCream: apply_ice_cream,
    DonkeyBoy: lambda s, a: apply_donkey_boy(s),
    Swap: apply_swap,
    Done: _done,
}

"""How a computer player values a position: its expected final score.

``estimate`` adds what is already banked (VP tokens, the VP on attraction
cards, met goals) to what the position is likely to turn into: money and
income that will buy attractions or advertising, the attraction-count
bonus within reach, discs that may still pass the eighth space, goals in
progress and room left on the property. The weights are in ``Weights`` so
the levels can differ in what they see.
"""

from __future__ import annotations

from parkpack.engine.frozen import record
from parkpack.engine.memo import by_identity

from .content import (
    BONUS_SPACE_INDEX,
    CARD,
    EMOTION_BONUS_VP,
    GOAL_VP,
    MONTHS,
    count_bonus,
)
from .goals import income, measure
from .scoring import BECKY_FULL_COUNT, becky_count_bonus
from .state import ACTIONS, ADVERTISE, BONUS, HIDDEN, INCOME, OVER, SETUP, State, Track
from .tracks import space_of


@record
class Weights:
    money: float = 0.55  # VP per $ while there is time to spend it
    income: float = 0.55  # VP per $ of income still to come
    room: float = 0.2  # VP per free cell that can still be built on
    track: float = 0.35  # VP per space on a track below the bonus line
    lead: float = 0.6  # VP per track led, per month left
    goal_progress: float = 0.6  # share of a goal's 3 VP credited for progress
    count: float = 1.0  # weight of the projected attraction-count bonus
    extra_worker: float = 2.0  # holding the tan worker for next month
    goals: bool = True  # whether the player looks at its goals at all


NORMAL = Weights()
ROOM_PER_MONTH = 12  # free cells a player can use in a month
AVERAGE_COST = 5.0  # dollars a built attraction costs, ring included


def months_left(state: State) -> float:
    """Months of play still to come after the current step (fractional
    within a month, so an action late in the month is worth less)."""
    if state.phase == OVER:
        return 0.0
    base = MONTHS - state.month
    if state.phase in (SETUP, INCOME):
        return base + 1.0
    if state.phase == ACTIONS:
        return base + 0.6
    if state.phase in (BONUS, ADVERTISE):
        return base + 0.1
    return float(base)


def incomes_left(state: State) -> int:
    """Income steps still to come."""
    if state.phase in (SETUP, INCOME):
        return MONTHS - state.month + 1
    return MONTHS - state.month


def _projected_count(cards: int, left: float) -> float:
    """The attraction-count bonus, smoothed while there is time to build:
    each card counts for its share of the 10 VP for eight."""
    now = float(count_bonus(cards))
    if left <= 0:
        return now
    smooth = 1.25 * min(cards, 8)
    blend = min(1.0, left / 1.5)
    return blend * smooth + (1 - blend) * now


def room_needed(state: State, seat: int, left: float) -> float:
    """Free cells the player can still hope to fill: about nine per
    attraction it can afford (money and income to come), at most twelve a month."""
    p = state.players[seat]
    funds = p.money + (3 + income(p)) * incomes_left(state)
    return min(ROOM_PER_MONTH * left, 9.0 * funds / AVERAGE_COST + 4.0)


def track_value(state: State, entrant: int, w: Weights, left: float) -> float:
    return _track_value(state.tracks, entrant, left, w.track, w.lead)


@by_identity
def _track_value(tracks: tuple[Track, ...], entrant: int, left: float, per_space: float, per_lead: float) -> float:
    # Remembered by the tracks tuple, which the state keeps while no disc
    # moves (every tile spot a player weighs leaves the tracks alone); the
    # two weights it reads are part of the key, not the whole Weights record,
    # which costs more to hash than this takes to work out.
    out = 0.0
    for track in tracks:
        s = space_of(track, entrant)
        if s >= BONUS_SPACE_INDEX:
            out += EMOTION_BONUS_VP
        else:
            gap = BONUS_SPACE_INDEX - s
            out += EMOTION_BONUS_VP * max(0.0, 1.0 - gap / (1.5 + 2.2 * left)) + per_space * s * (left > 0)
        if left > 0 and track and _leads(track, entrant):
            out += per_lead * min(left, 3.0)
    return out


def _leads(track: tuple[tuple[int, ...], ...], entrant: int) -> bool:
    for discs in reversed(track):
        if discs:
            return discs[-1] == entrant
    return False


@by_identity
def _spaces(tracks: tuple[Track, ...], entrant: int) -> tuple[int, ...]:
    """The entrant's space on each track, 1 for the first (as goals.measure
    reads them), remembered like ``_track_value``."""
    return tuple(space_of(t, entrant) + 1 for t in tracks)


def goal_value(state: State, seat: int, w: Weights, left: float) -> float:
    p = state.players[seat]
    if not w.goals:
        return 0.0
    where = _spaces(state.tracks, seat)
    goals = p.goals or p.dealt
    out = 0.0
    for g in goals:
        if g == HIDDEN:
            continue
        have, need = measure(g, p, where)
        if have >= need:
            out += GOAL_VP
        elif left > 0 and need > 0 and have > 0:
            out += GOAL_VP * w.goal_progress * (have / need) ** 2
    return out


def estimate(state: State, seat: int, w: Weights = NORMAL) -> float:
    """The seat's expected final score, in VP."""
    p = state.players[seat]
    left = months_left(state)
    vp = p.vp_bonus + p.vp_ads + sum(CARD[c].vp for c in p.cards)
    value = float(vp)
    value += w.count * _projected_count(len(p.cards), left)
    value += track_value(state, seat, w, left)
    value += goal_value(state, seat, w, left)
    spend = w.money if left > 0.05 else 0.02
    if state.phase == ADVERTISE and state.month == MONTHS:
        spend = 0.3  # only advertising is left to buy
    value += spend * p.money
    value += w.income * income(p) * incomes_left(state) * (1.0 if left > 1 else 0.6)
    if left > 0:
        value += w.room * min(p.park.free.bit_count(), room_needed(state, seat, left))
    if state.board.extra == seat and left > 0.5:
        value += w.extra_worker
    return value


def becky_estimate(state: State) -> float:
    """Becky's expected final score (for play against her)."""
    b = state.becky
    if b is None:
        return 0.0
    me = state.seats
    left = months_left(state)
    vp = b.vp_bonus + b.vp_ads + b.vp_stands + sum(CARD[c].vp for c in b.cards)
    # Edition 3 gives her the full count bonus whatever her cards (scoring.becky_count_bonus).
    cards = len(b.cards)
    count = float(becky_count_bonus(state, cards)) if state.edition >= BECKY_FULL_COUNT else _projected_count(cards, left)
    return vp + count + track_value(state, me, NORMAL, left)


#: Weights found by self-play (docs/content-tenpenny.md): room and income
#: count for more, a space on a track for less.
SHARP = Weights(track=0.15, room=0.4, income=0.75, lead=0.4)

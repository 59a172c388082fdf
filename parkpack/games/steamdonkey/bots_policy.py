"""The steps of a turn for the computer players, once the turn's action is
chosen: which attraction to raise next and with which cards to pay, which
visitor to take and where to put it, which visitors to send back, when to
use a character.

A step looks only at what its seat may see (its hand's faces, backs
elsewhere), so the same functions work on a seat's view and on a full state
dealt from it (bots_turn.py plays whole turns that way).
"""

from __future__ import annotations

from typing import Sequence

from .actions import (
    DONE,
    TOP_SOURCE,
    Action,
    Admiral,
    ChooseKickon,
    ChooseResort,
    Dog,
    DonkeyBoy,
    IceCream,
    Pay,
    Princess,
    Raise,
    Return,
    Ride,
    Swap,
    Visit,
)
from .bots_eval import Weights, evaluate, future, keep_value
from .building import affordable, can_stand, icon_counts
from .common import CAPACITY, COLOUR, COST, ICON
from .content import (
    AMUSEMENT,
    BACK,
    FERAL_DONKEY,
    FUNICULAR,
    LORD_ADMIRAL,
    MADAME_ICE_CREAM,
    PRINCESS_ROYAL,
    SPECIAL,
    SUITCASE_LETTERS,
    TRANSPORT,
)
from .state import AFTER, BUILD, KICKON, MOVE, PAY, RESORT as RESORT_PHASE, RETURN, START, Player, State

#: Resorts in the order the computer players like them (docs/content-steamdonkey.md).
RESORT_TASTE: tuple[str, ...] = ("llandudno", "scarborough", "brighton", "eastbourne", "blackpool", "weymouth", "margate", "torquay")
KICKON_TASTE: tuple[str, ...] = ("castle", "donkey", "bank", "dog")


# --- building ---------------------------------------------------------------------
def payers(p: Player, card: str, cost: int, feral_used: bool, w: Weights) -> list[str] | None:
    """The cheapest cards to pay ``cost`` for ``card`` (None: not enough)."""
    if cost <= 0:
        return []
    icon = ICON[card]
    same = sorted((c for c in p.hand if c != card and ICON[c] == icon), key=lambda c: keep_value(p, c, w))
    chosen = same[:cost]
    if p.kickon == FERAL_DONKEY and not feral_used and icon != AMUSEMENT:
        wild = sorted((c for c in p.hand if ICON[c] == AMUSEMENT), key=lambda c: keep_value(p, c, w))
        if wild and (len(chosen) < cost or keep_value(p, wild[0], w) < keep_value(p, chosen[-1], w)):
            chosen = same[: cost - 1] + [wild[0]]
    return chosen if len(chosen) == cost else None


def after_building(st: State, card: str, colour: int, paid: Sequence[str]) -> State:
    """The position once ``card`` stands in the resort, paid for with ``paid``."""
    p = st.me
    space = colour * 4 + ICON[card]
    gone = set(paid) | {card}
    hand = tuple(c for c in p.hand if c not in gone)
    shown = tuple(c for c in p.shown if c not in gone)
    spaces = p.spaces[:space] + (p.spaces[space] + (card,),) + p.spaces[space + 1 :]
    q = Player(p.name, p.poster, p.resort, p.kickon, p.character, p.twisted, hand, shown, spaces, p.guests)
    players = st.players[: st.seat] + (q,) + st.players[st.seat + 1 :]
    ender = st.ender
    if ender < 0 and q.complete:
        ender = st.seat
    return State(players, st.phase, st.seat, st.table, st.act, st.first, st.advanced, st.turn, ender, st.posters, st.kickons, st.deal_left, st.edition)


def raise_gain(st: State, action: Raise, w: Weights, base: float, discount: bool) -> float:
    card = action.card
    colour = action.colour if card == FUNICULAR else COLOUR[card]
    cost = COST[card]
    if discount and cost:
        cost -= 1
    paid = payers(st.me, card, cost, False, w)
    if paid is None:
        return -99.0
    return evaluate(after_building(st, card, colour, paid), st.seat, w) - base


def best_raise(st: State, legal: Sequence[Action], w: Weights, discount: bool | None = None) -> tuple[float, Action]:
    base = evaluate(st, st.seat, w)
    disc = st.act.discount if discount is None else discount
    best: tuple[float, Action] = (0.0, DONE)
    for a in legal:
        if isinstance(a, Raise):
            gain = raise_gain(st, a, w, base, disc)
            if gain > best[0]:
                best = (gain, a)
    return best


def colour_raises(st: State, colour: int) -> list[Raise]:
    """Raises that would be legal if ``colour`` were chosen as well."""
    p = st.me
    counts = icon_counts(p.hand)
    out: list[Raise] = []
    for card in p.hand:
        cost = COST[card] - (1 if st.act.discount and COST[card] else 0)
        if card == FUNICULAR:
            if can_stand(p, colour * 4 + TRANSPORT) and affordable(p, card, cost, counts):
                out.append(Raise(card, colour))
        elif COLOUR[card] == colour and can_stand(p, colour * 4 + ICON[card]) and affordable(p, card, cost, counts):
            out.append(Raise(card))
    return out


def build_step(st: State, legal: Sequence[Action], w: Weights) -> Action:
    if st.act.must == LORD_ADMIRAL:
        return _second_build_colour(st, legal, w)[1]
    gain, choice = best_raise(st, legal, w)
    princess = _character_option(st, legal, PRINCESS_ROYAL, Princess)
    if princess is not None and any(isinstance(a, Raise) and COST[a.card] for a in legal):
        discounted, _ = best_raise(st, legal, w, discount=True)
        if discounted > gain + (0.6 if isinstance(princess, Swap) else 0.2):
            return princess
    if choice is not DONE:
        return choice
    admiral = _character_option(st, legal, LORD_ADMIRAL, Admiral)
    if admiral is not None:
        second, colour_choice = _second_build_colour(st, legal, w)
        if second > (0.6 if isinstance(admiral, Swap) else 0.1):
            return admiral if isinstance(admiral, Swap) else colour_choice
    return DONE


def _second_build_colour(st: State, legal: Sequence[Action], w: Weights) -> tuple[float, Action]:
    best: tuple[float, Action] = (-99.0, next(a for a in legal if isinstance(a, Admiral)) if any(isinstance(a, Admiral) for a in legal) else DONE)
    for colour in range(3):
        if colour in st.act.colours:
            continue
        gain, _ = best_raise(st, colour_raises(st, colour), w)
        if gain > best[0]:
            best = (gain, Admiral(colour))
    return best


def _character_option(st: State, legal: Sequence[Action], character: str, kind: type) -> Action | None:
    """The action that uses ``character`` now: one's own, or a swap for it."""
    for a in legal:
        if isinstance(a, kind):
            return a
    for a in legal:
        if isinstance(a, Swap) and st.players[a.seat].character == character:
            return a
    return None


def pay_step(st: State, legal: Sequence[Action], w: Weights) -> Action:
    p = st.me
    need = ICON[st.act.raising]
    pays = [a for a in legal if isinstance(a, Pay)]
    # Pay with the matching icon first; the Feral Donkey's amusement only if cheaper.
    return min(pays, key=lambda a: (keep_value(p, a.card, w) + (0.05 if ICON[a.card] != need else 0.0), a.card))


# --- visitors ---------------------------------------------------------------------
def icon_need(p: Player) -> list[float]:
    """How much the player wants more cards of each icon: what its buildable
    cards cost beyond the cards of that icon it holds."""
    counts = [0, 0, 0, 0]
    demand = [0.0, 0.0, 0.0, 0.0]
    for c in p.hand:
        counts[ICON[c]] += 1
    for c in p.hand:
        if c in COST:
            demand[ICON[c]] += COST[c]
    return [1.0 + max(0.0, demand[i] - (counts[i] - 1)) * 0.3 for i in range(4)]


def suitcase(back: str) -> int:
    return SUITCASE_LETTERS.index(back[2])


def move_step(st: State, legal: Sequence[Action], w: Weights) -> Action:
    p = st.me
    if st.act.must == MADAME_ICE_CREAM:
        return max((a for a in legal if isinstance(a, IceCream)), key=lambda a: _colour_draw(st, a.colour))
    if any(isinstance(a, Dog) for a in legal) and _wants_dog(st):
        return next(a for a in legal if isinstance(a, Dog))
    need = icon_need(p)
    visits = [a for a in legal if isinstance(a, Visit)]
    if visits:
        return max(visits, key=lambda a: _visit_score(st, a, need))
    rides = [a for a in legal if isinstance(a, Ride)]
    if rides:
        return max(rides, key=lambda a: _ride_score(st, a, need))
    madame = _character_option(st, legal, MADAME_ICE_CREAM, IceCream)
    if madame is not None:
        best = max((c for c in range(3) if c not in st.act.colours), key=lambda c: _colour_draw(st, c))
        if _colour_draw(st, best) >= (3 if isinstance(madame, Swap) else 2):
            return madame if isinstance(madame, Swap) else IceCream(best)
    return DONE


def _visit_score(st: State, a: Visit, need: list[float]) -> tuple[int, float, int]:
    back = BACK[st.table.top] if a.source == TOP_SOURCE else a.source
    # The deck's top first: whatever lies under it may match too.
    return (1 if a.source == TOP_SOURCE else 0, need[ICON[back]] - (0.2 if suitcase(back) == SPECIAL else 0.0), -a.space)


def _ride_score(st: State, a: Ride, need: list[float]) -> tuple[float, int]:
    back = BACK[st.table.top] if a.source == TOP_SOURCE else a.source
    fits = suitcase(back) in st.act.colours or suitcase(back) == SPECIAL
    # A visitor that could stay on an attraction is better left for that.
    return (need[ICON[back]] - (0.5 if fits else 0.0), 1 if a.source == TOP_SOURCE else 0)


def open_places(p: Player, colour: int) -> int:
    free = 0
    for icon in range(3):
        space = colour * 4 + icon
        stack = p.spaces[space]
        if stack:
            free += CAPACITY[stack[-1]] - len(p.guests[space])
    return free


def _colour_draw(st: State, colour: int) -> int:
    """Visitors of ``colour`` the player could place now."""
    t = st.table
    matching = sum(1 for c in t.platform if suitcase(BACK[c]) in (colour, SPECIAL))
    if t.top and suitcase(BACK[t.top]) in (colour, SPECIAL):
        matching += 1
    return min(matching, open_places(st.me, colour)) + (1 if st.me.spaces[colour * 4 + TRANSPORT] else 0)


def _wants_dog(st: State) -> bool:
    t = st.table
    colours = st.act.colours
    room = sum(open_places(st.me, c) for c in colours)
    matching = sum(1 for c in t.platform if suitcase(BACK[c]) in colours or suitcase(BACK[c]) == SPECIAL)
    return room > matching


def return_step(st: State, legal: Sequence[Action]) -> Action:
    need = icon_need(st.me)
    returns = [a for a in legal if isinstance(a, Return)]
    return min(returns, key=lambda a: (need[ICON[a.back]], str(a)))


# --- characters, setup -----------------------------------------------------------------
def wants_donkey_boy(st: State, w: Weights) -> bool:
    p = st.me
    if not st.table.discard or p.room <= 0:
        return False
    return future(st, w) > 0.3 and (p.room >= 2 or keep_value(p, st.table.discard[-1], w) > w.hand)


def donkey_boy_option(st: State, legal: Sequence[Action], w: Weights) -> Action | None:
    if not wants_donkey_boy(st, w):
        return None
    for a in legal:
        if isinstance(a, DonkeyBoy):
            return a
    return None


def setup_step(st: State, legal: Sequence[Action]) -> Action:
    if st.phase == RESORT_PHASE:
        return min((a for a in legal if isinstance(a, ChooseResort)), key=lambda a: RESORT_TASTE.index(a.resort))
    return min((a for a in legal if isinstance(a, ChooseKickon)), key=lambda a: KICKON_TASTE.index(a.kickon))


def obvious(st: State, legal: Sequence[Action], w: Weights) -> Action | None:
    """What every level plays alike: the only move, a step inside a turn (or
    of the setup), or Donkey Boy at a turn's start when the discard is worth
    it; None when the turn's action is to be weighed."""
    if len(legal) == 1:
        return legal[0]
    if st.phase != START:
        return step(st, legal, w)
    return donkey_boy_option(st, legal, w)


def step(st: State, legal: Sequence[Action], w: Weights) -> Action:
    """The step for any phase but the start of the turn."""
    phase = st.phase
    if phase == BUILD:
        return build_step(st, legal, w)
    if phase == PAY:
        return pay_step(st, legal, w)
    if phase == MOVE:
        return move_step(st, legal, w)
    if phase == RETURN:
        return return_step(st, legal)
    if phase == AFTER:
        return donkey_boy_option(st, legal, w) or DONE
    if phase in (RESORT_PHASE, KICKON):
        return setup_step(st, legal)
    raise ValueError(f"no step policy for phase {phase}")

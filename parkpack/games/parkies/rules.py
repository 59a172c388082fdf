"""Setup, legal actions and apply: dispatch to the phase modules."""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from parkpack.engine.api import SeatSpec
from parkpack.engine.errors import OptionError

from parkpack.i18n import _
from . import bidding, duel, placement, powers, rounds
from .actions import Action, CashIn, Demolish
from .content import COLOURS, PARKIES_PER_COLOUR, PLAYER_COLOURS, SIZES, START_MONEY, TILE_IDS_BY_SIZE, TRACK_START
from .state import BID, CHOOSE, DUEL, DUEL_FLIP, FLIP, MOVE, OFFER, OVER, PICK, PLACE, POOL_TAKE, TRUMP, Pending, Pile, Player, State

CHANCE_PHASES = (FLIP, DUEL_FLIP)


def setup(options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> State:
    if not 2 <= len(seats) <= 6:
        raise OptionError(_("Parkies needs 2 to 6 players"))
    lake = options.get("lake", "off")
    if lake not in ("off", "on"):
        raise OptionError(_("lake must be 'off' or 'on', not '{lake}'").format(lake=lake))
    colours = _seat_colours(seats)
    players = tuple(
        Player(i, s.name, colours[i], START_MONEY, TRACK_START, TRACK_START, TRACK_START, (), (), "")
        for i, s in enumerate(seats)
    )
    state = State(
        players=players,
        first=0,
        round=1,
        lake=lake == "on",
        piles=tuple(Pile(size, tuple(sorted(TILE_IDS_BY_SIZE[size]))) for size in SIZES),
        spaces=rounds.spaces_for(len(seats)),
        pool=(PARKIES_PER_COLOUR,) * len(COLOURS),
        pending=Pending(OVER, -1),
    )
    return rounds.begin_round(state)


def _seat_colours(seats: Sequence[SeatSpec]) -> tuple[str, ...]:
    chosen = [s.colour for s in seats]
    for c in chosen:
        if c and c not in PLAYER_COLOURS:
            raise OptionError(_("'{colour}' is not a Parkies player colour").format(colour=c))
    if len({c for c in chosen if c}) != len([c for c in chosen if c]):
        raise OptionError(_("two seats chose the same colour"))
    free = [c for c in PLAYER_COLOURS if c not in chosen]
    return tuple(c or free.pop(0) for c in chosen)


def _legal_chance(state: State) -> tuple[Action, ...]:
    return tuple(a for a, _ in rounds.flip_outcomes(state))


def _with_powers(legal: Callable[[State], tuple[Action, ...]]) -> Callable[[State], tuple[Action, ...]]:
    """``legal``'s own choices, then the cash-ins and demolitions: these may be
    done "at any time", so they are offered at every decision of the player
    after its own choices (docs/rules-parkies.md)."""

    def with_powers(state: State) -> tuple[Action, ...]:
        # powers.any_time, from the parts remembered by the Parkies and the
        # tiles tuples (which outlive the player record: a bid or a payment
        # makes a new one).
        player = state.players[state.pending.seat]
        return (*legal(state), *powers.cash_actions_of(player.parkies), *powers.demolitions_of(player.tiles))

    return with_powers


def _legal_pool(state: State) -> tuple[Action, ...]:
    return rounds.legal_take(state, COLOURS)


def _legal_pick(state: State) -> tuple[Action, ...]:
    return rounds.legal_take(state, rounds.pick_colours(state, state.players[state.pending.seat]))


#: Everything that can be done in each phase (one lookup: these run at every
#: decision). Choosing the Parkies of a bigger trump is part of the bid, so
#: the powers come before or after it, not during; the move phase lists its
#: moves and the powers in one pass (rounds.move_choices).
_LEGAL: dict[str, Callable[[State], tuple[Action, ...]]] = {
    FLIP: _legal_chance,
    DUEL_FLIP: _legal_chance,
    BID: _with_powers(bidding.legal),
    TRUMP: bidding.legal_trump,
    PLACE: _with_powers(placement.legal),
    POOL_TAKE: _with_powers(_legal_pool),
    MOVE: rounds.legal_move,
    PICK: _with_powers(_legal_pick),
    CHOOSE: _with_powers(duel.legal_choose),
    DUEL: _with_powers(duel.legal_duel),
    OFFER: _with_powers(duel.legal_offer),
}


def legal_actions(state: State) -> tuple[Action, ...]:
    legal = _LEGAL.get(state.pending.phase)
    return legal(state) if legal is not None else ()


#: The step each phase's own decisions go to. Legality is checked before
#: apply (Session.play), so each step receives an action of its own kinds.
_APPLY: dict[str, Callable[[State, Any], State]] = {
    FLIP: rounds.apply_flip,
    DUEL_FLIP: duel.apply_flip,
    BID: bidding.apply,
    TRUMP: bidding.apply_trump_phase,
    PLACE: placement.apply,
    MOVE: rounds.apply_move,
    POOL_TAKE: rounds.apply_pool_take,
    PICK: rounds.apply_pick,
    CHOOSE: duel.apply_choose,
    DUEL: duel.apply_duel,
    OFFER: duel.apply_offer,
}


def apply(state: State, action: Action) -> State:
    # Cashing in and demolishing are "any time" powers ("Parkie Powers",
    # "Demolishing Attractions"): whichever phase offers them, they change the
    # acting player's park or Parkies and leave the same decision pending.
    phase = state.pending.phase
    step = _APPLY.get(phase)
    if step is None:
        raise ValueError(f"no action can be played in phase {phase}")
    if isinstance(action, CashIn):
        return powers.apply_cash(state, action)
    if isinstance(action, Demolish):
        return _after_demolition(powers.apply_demolish(state, state.pending.seat, action.tile))
    return step(state, action)


def _after_demolition(state: State) -> State:
    """A picker who demolished the last attraction of every colour the pool
    still has has nothing left to pick: the next picker goes on."""
    if state.pending.phase == PICK and not rounds.pick_colours(state, state.players[state.pending.seat]):
        return rounds.next_pick(state)
    return state


def is_free_action(action: Action) -> bool:
    """Cash-ins and demolitions leave the same seat to decide."""
    return isinstance(action, (CashIn, Demolish))


"""Setup, legal actions and apply: dispatch to the phase modules."""

from __future__ import annotations

from typing import Mapping, Sequence

from parkpack.engine.api import SeatSpec
from parkpack.engine.errors import OptionError

from . import bidding, duel, placement, rounds
from .actions import Action, CashIn, Choose, Demolish, EndMoves, Flip, Move, Take
from .content import COLOURS, PARKIES_PER_COLOUR, PLAYER_COLOURS, SIZES, START_MONEY, TILE_IDS_BY_SIZE, TRACK_START
from .state import BID, CHOOSE, DUEL, DUEL_FLIP, FLIP, MOVE, OFFER, OVER, PICK, PLACE, POOL_TAKE, Pending, Pile, Player, State

CHANCE_PHASES = (FLIP, DUEL_FLIP)


def setup(options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> State:
    if not 2 <= len(seats) <= 6:
        raise OptionError("Parkies needs 2 to 6 players")
    lake = options.get("lake", "off")
    if lake not in ("off", "on"):
        raise OptionError(f"lake must be 'off' or 'on', not '{lake}'")
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
            raise OptionError(f"'{c}' is not a Parkies player colour")
    if len({c for c in chosen if c}) != len([c for c in chosen if c]):
        raise OptionError("two seats chose the same colour")
    free = [c for c in PLAYER_COLOURS if c not in chosen]
    return tuple(c or free.pop(0) for c in chosen)


def legal_actions(state: State) -> tuple[Action, ...]:
    phase = state.pending.phase
    if phase in CHANCE_PHASES:
        return tuple(a for a, _ in rounds.flip_outcomes(state))
    if phase == BID:
        return bidding.legal(state)
    if phase == PLACE:
        return placement.legal(state)
    if phase == POOL_TAKE:
        return rounds.legal_take(state, COLOURS)
    if phase == MOVE:
        return rounds.legal_move(state)
    if phase == PICK:
        return rounds.legal_take(state, rounds.pick_colours(state, state.players[state.pending.seat]))
    if phase == CHOOSE:
        return duel.legal_choose(state)
    if phase == DUEL:
        return duel.legal_duel(state)
    if phase == OFFER:
        return duel.legal_offer(state)
    return ()


def apply(state: State, action: Action) -> State:
    phase = state.pending.phase
    if phase == FLIP:
        assert isinstance(action, Flip)
        return rounds.apply_flip(state, action)
    if phase == DUEL_FLIP:
        assert isinstance(action, Flip)
        return duel.apply_flip(state, action)
    if phase == BID:
        return bidding.apply(state, action)
    if phase == PLACE:
        return placement.apply(state, action)
    if phase == MOVE:
        if isinstance(action, Demolish):
            return placement.apply_demolish(state, state.pending.seat, action.tile)
        assert isinstance(action, (Move, EndMoves))
        return rounds.apply_move(state, action)
    if phase in (POOL_TAKE, PICK):
        assert isinstance(action, Take)
        return rounds.apply_pool_take(state, action) if phase == POOL_TAKE else rounds.apply_pick(state, action)
    if phase == CHOOSE:
        assert isinstance(action, Choose)
        return duel.apply_choose(state, action)
    if phase == DUEL:
        return duel.apply_duel(state, action)
    if phase == OFFER:
        return duel.apply_offer(state, action)
    raise ValueError(f"no action can be played in phase {phase}")


def is_free_action(action: Action) -> bool:
    """Cash-ins and demolitions leave the same seat to decide."""
    return isinstance(action, (CashIn, Demolish))


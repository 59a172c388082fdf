"""The easy computer player: sensible, short-sighted, a little careless.

It builds the attraction with the most end VP it can afford, otherwise buys
land when it is short of room or takes money; it puts each tile where it
leaves the most free cells (ignoring icons one time in three), advertises
whatever returns at least a VP per dollar, and always takes the VP bonus.
"""

from __future__ import annotations

from typing import Any

from parkpack.engine.api import InfoSet
from parkpack.engine.rng import Rng

from .actions import Action, Advertise, Bonus, Done, Place, PlaceWorker, RemoveTree
from .common import builder_cost
from .content import BANKER, CARD, CONTRACTOR, REALTOR, TYPE_INDEX
from .effects import apply
from .state import (
    ADVERTISING,
    CHOOSE_BONUS,
    PLACE,
    TREES,
    WORKER,
    State,
)

ROOM_SHORT = 12  # free cells below which it buys land


class EasyBot:
    def __init__(self, seed: int | str = 0) -> None:
        self._rng = Rng(f"tenpenny-easy/{seed}")

    def choose(self, game: Any, info: InfoSet[State, Action]) -> Action:
        legal = info.legal
        if len(legal) == 1:
            return legal[0]
        state, seat = info.view, info.seat
        kind = state.task.kind
        if kind == WORKER:
            return self._worker(state, seat, legal)
        if kind == PLACE:
            return self._place(state, seat, legal)
        if kind == TREES:
            return next((a for a in legal if isinstance(a, RemoveTree)), legal[-1])
        if kind == CHOOSE_BONUS:
            return next(a for a in legal if isinstance(a, Bonus) and not a.step_back)
        if kind == ADVERTISING:
            for a in legal:
                if isinstance(a, Advertise) and CARD[a.card].ad_vp >= CARD[a.card].ad_cost:
                    return a
            return Done()
        return self._rng.pick(legal)

    def _worker(self, state: State, seat: int, legal: tuple[Action, ...]) -> Action:
        builders = [a for a in legal if isinstance(a, PlaceWorker) and a.space in TYPE_INDEX]
        if builders:
            def points(a: PlaceWorker) -> tuple[int, float]:
                loc = TYPE_INDEX[a.space]
                return CARD[state.board.tops[loc]].vp - builder_cost(state, loc) // 3, self._rng.random()
            return max(builders, key=points)
        spaces = {a.space for a in legal if isinstance(a, PlaceWorker)}
        free = state.players[seat].park.free.bit_count()
        if REALTOR in spaces and free < ROOM_SHORT:
            return PlaceWorker(REALTOR)
        if CONTRACTOR in spaces and self._rng.random() < 0.5:
            return PlaceWorker(CONTRACTOR)
        return PlaceWorker(BANKER)

    def _place(self, state: State, seat: int, legal: tuple[Action, ...]) -> Action:
        if self._rng.random() < 1 / 3:
            return self._rng.pick(legal)

        def room(a: Action) -> tuple[int, float]:
            assert isinstance(a, Place)
            after = apply(state, a)
            return after.players[seat].park.free.bit_count(), self._rng.random()
        return max(legal, key=room)


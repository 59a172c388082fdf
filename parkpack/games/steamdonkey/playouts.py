"""Weights for random playouts (the engine's RandomBot and the benchmarks).

A uniform random player stops building or moving as often as it raises an
attraction or takes a visitor, and adds an empty resort to its hand as often
as it does anything useful, so its games wander. These weights make the
steps that get somewhere likelier; every legal action keeps a chance.
"""

from __future__ import annotations

from typing import Sequence

from .actions import Action, Collect, Done
from .state import BUILD, MOVE, START, State

STOP_WEIGHT = 0.15  # "done" while something else could still be done
EMPTY_COLLECT_WEIGHT = 0.05  # adding no visitors to the hand


def playout_weights(state: State, legal: Sequence[Action]) -> Sequence[float] | None:
    phase = state.phase
    if phase == BUILD or phase == MOVE:
        return [STOP_WEIGHT if a.__class__ is Done else 1.0 for a in legal]
    if phase == START and not state.me.guest_count:
        return [EMPTY_COLLECT_WEIGHT if a.__class__ is Collect else 1.0 for a in legal]
    return None

"""Whole turns played ahead on a full state dealt from a seat's view, for the
computer players that choose their turn's action by trying each one.

Chance points met on the way (the next card on the deck) are drawn at random
from the dealt state's deck; the steps come from bots_policy.
"""

from __future__ import annotations

from typing import Callable, Sequence

from parkpack.engine.api import CHANCE
from parkpack.engine.rng import Rng

from . import rules
from .actions import Action, DonkeyBoy, Swap
from .bots_eval import Weights, evaluate
from .bots_policy import step
from .state import OVER, START, State

#: Chooses the action at the start of a turn from a full state (for the
#: players simulated inside a look-ahead).
Chooser = Callable[[State, Sequence[Action]], Action]

MAX_STEPS = 200  # a turn is far shorter; a guard against a policy that loops


def resolve(st: State, rng: Rng) -> State:
    while rules.to_act(st) == CHANCE:
        outcomes = rules.legal_actions(st)
        st = rules.apply(st, outcomes[rng.below(len(outcomes))])
    return st


def finish_turn(st: State, w: Weights, rng: Rng) -> State:
    """Play the current turn's remaining steps with the step policy."""
    seat, turn = st.seat, st.turn
    for _ in range(MAX_STEPS):
        st = resolve(st, rng)
        if st.phase == OVER or st.turn != turn or st.seat != seat:
            return st
        if st.phase == START:
            return st
        st = rules.apply(st, step(st, rules.legal_actions(st), w))
    return st


def play_turn(st: State, first: Action, w: Weights, rng: Rng) -> State:
    """The position at the end of the turn begun with ``first``."""
    return finish_turn(rules.apply(st, first), w, rng)


def turn_options(legal: Sequence[Action]) -> list[Action]:
    """The turn's four kinds of action (characters are judged apart)."""
    return [a for a in legal if not isinstance(a, (DonkeyBoy, Swap))]


def greedy_choice(st: State, legal: Sequence[Action], w: Weights, rng: Rng) -> Action:
    """The action whose turn, played out on this very state, leaves the best position."""
    seat = st.seat
    return max(turn_options(legal), key=lambda a: evaluate(play_turn(st, a, w, rng), seat, w))


def play_round(st: State, me: int, chooser: Chooser, w: Weights, rng: Rng, turns: int) -> State:
    """Play ``turns`` further turns (of whoever is next) with ``chooser``."""
    for _ in range(turns):
        st = resolve(st, rng)
        if st.phase == OVER:
            return st
        if st.phase != START:
            st = finish_turn(st, w, rng)
            continue
        legal = rules.legal_actions(st)
        st = play_turn(st, chooser(st, legal), w, rng)
    return st

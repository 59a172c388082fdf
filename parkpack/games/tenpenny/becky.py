"""Becky, the solo automaton (rulebook "Solo Rules").

Her turn is split into visible steps, each an automatic action of its own
(``becky builder OW``, ``becky card OW-3``, ``becky advance thrill`` ...), so
the log and the board can follow her one step at a time. Only the concession
her Contractor turns up is chance; when her Builder choice is tied after
both tie-breaks, the player decides (``for-becky OW``).
"""

from __future__ import annotations

from .content import CARD, TYPES
from .common import builder_cost
from .state import BECKY_CHOOSE, FOR_BECKY, Becky, State, Task

MOST, LEAST, CONTRACT = "most", "least", "contractor"
CONTRACTOR_ITEM = "contractor"


def plan(becky: Becky) -> str:
    """What her next worker does: normal form most expensive Builder, then
    cheapest, then Contractor; the harder form swaps the first two."""
    order = (LEAST, MOST, CONTRACT) if becky.harder else (MOST, LEAST, CONTRACT)
    return order[min(becky.actions, len(order) - 1)]


def open_builders(state: State) -> tuple[int, ...]:
    """Builder locations with a card and no worker this month."""
    b = state.board
    return tuple(i for i in range(len(TYPES)) if b.tops[i] and b.builders[i] < 0)


def candidates(state: State, kind: str) -> tuple[int, ...]:
    """The Builder locations Becky may take for ``kind`` after her tie-breaks:
    the most (or least) expensive with the ring's modifier, then the most
    emotion icons, then the most end VP. More than one left: the player chooses."""
    locs = open_builders(state)
    if not locs:
        return ()
    costs = {i: builder_cost(state, i) for i in locs}
    target = max(costs.values()) if kind == MOST else min(costs.values())
    tied = [i for i in locs if costs[i] == target]
    most_icons = max(len(CARD[state.board.tops[i]].icons) for i in tied)
    tied = [i for i in tied if len(CARD[state.board.tops[i]].icons) == most_icons]
    most_vp = max(CARD[state.board.tops[i]].vp for i in tied)
    return tuple(i for i in tied if CARD[state.board.tops[i]].vp == most_vp)


def turn_task(state: State) -> Task:
    """The task that starts Becky's turn."""
    becky = state.becky
    assert becky is not None
    me = state.seats
    kind = plan(becky)
    if kind != CONTRACT:
        options = candidates(state, kind)
        if len(options) == 1:
            return Task(BECKY_CHOOSE, me, items=(TYPES[options[0]],))
        if options:
            return Task(FOR_BECKY, 0, items=tuple(TYPES[i] for i in options))
        # Every Builder location is taken or empty: see docs/rules-tenpenny.md.
    return Task(BECKY_CHOOSE, me, items=(CONTRACTOR_ITEM,))

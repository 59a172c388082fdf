"""The Parkies expert's estimate where the hard players' games it was fitted
to say little: idle money, and a park that can no longer reach an entrance."""

from __future__ import annotations

from typing import Iterator

import pytest

from parkpack.games.parkies import expert
from parkpack.games.parkies.evaluation import reach_parts
from parkpack.games.parkies.park import layout
from parkpack.games.parkies.state import State

from .helpers import hard_game, set_money


def _positions(seed: int) -> Iterator[State]:
    """Every position of a two-player hard game where the estimate answers."""
    return (s for s in hard_game(2, seed) if expert.evaluate(s) is not None)


def test_money_beyond_its_use_is_not_counted():
    state = next(s for s in _positions(3) if expert.stage(s) < 4)
    kept = expert.evaluate(set_money(state, 0, expert.MONEY_USE))
    hoarded = expert.evaluate(set_money(state, 0, 10 * expert.MONEY_USE))
    poorer = expert.evaluate(set_money(state, 0, expert.MONEY_USE // 2))
    assert hoarded == kept
    assert poorer is not None and kept is not None and poorer[0] < kept[0]


def _stuck_position() -> tuple[State, int]:
    for seed in range(40):
        for state in _positions(seed):
            if expert.stage(state) == 4:
                continue
            for seat, player in enumerate(state.players):
                if reach_parts(layout(player.tiles, state.lake), state.lake)[1]:
                    return state, seat
    raise AssertionError("no park cut off from an entrance in 40 games")


def test_a_park_cut_off_from_an_entrance_is_judged_worse(monkeypatch: pytest.MonkeyPatch):
    state, seat = _stuck_position()
    judged = expert.evaluate(state)
    monkeypatch.setattr(expert, "STUCK_POINTS", 0.0)
    unaware = expert.evaluate(state)
    assert judged is not None and unaware is not None
    assert judged[seat] < unaware[seat] and judged[1 - seat] > unaware[1 - seat]

"""The Parkies expert's estimate where the hard players' games it was fitted
to say little: idle money, and a park that can no longer reach an entrance."""

from __future__ import annotations

from dataclasses import replace

import pytest

from parkpack.engine import registry
from parkpack.engine.api import CHANCE, COMPUTER, InfoSet, SeatSpec
from parkpack.engine.rng import Rng
from parkpack.games.parkies import expert
from parkpack.games.parkies.evaluation import reach_parts
from parkpack.games.parkies.park import layout
from parkpack.games.parkies.state import State


def _positions(seed: int):
    """Every decision point of one game of two hard players."""
    game = registry.get("parkies")
    seats = tuple(SeatSpec(f"c{i}", COMPUTER, "hard") for i in range(2))
    state = game.setup({}, seats, seed)
    bots = [game.bot("hard", seed + i) for i in range(2)]
    rng = Rng(seed)
    while (seat := game.to_act(state)) is not None:
        if seat == CHANCE:
            state = game.apply(state, rng.weighted(game.chance_outcomes(state)))
            continue
        yield state
        legal = game.legal_actions(state)
        state = game.apply(state, bots[seat].choose(game, InfoSet(seat, game.view(state, seat), legal)))


def _with_money(state: State, seat: int, money: int) -> State:
    players = list(state.players)
    players[seat] = replace(players[seat], money=money)
    return replace(state, players=tuple(players))


def test_money_beyond_its_use_is_not_counted():
    state = next(s for s in _positions(3) if expert.evaluate(s) is not None and expert.stage(s) < 4)
    kept = expert.evaluate(_with_money(state, 0, expert.MONEY_USE))
    hoarded = expert.evaluate(_with_money(state, 0, 10 * expert.MONEY_USE))
    poorer = expert.evaluate(_with_money(state, 0, expert.MONEY_USE // 2))
    assert hoarded == kept
    assert poorer is not None and kept is not None and poorer[0] < kept[0]


def _stuck_position() -> tuple[State, int]:
    for seed in range(40):
        for state in _positions(seed):
            if expert.evaluate(state) is None or expert.stage(state) == 4:
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

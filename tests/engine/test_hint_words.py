"""A hint words its move as the log would, from the seat's own view
(engine/expert.py, ``move_words``). Every legal move of every game can be
worded that way, so a hint never falls back to bare notation; worded from
the view, it can name nothing the seat cannot see."""

from __future__ import annotations

import pytest

from parkpack.engine import registry
from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.rng import Rng
from parkpack.engine.session import Session


@pytest.mark.parametrize("game_id", [g.info.id for g in registry.games() if registry.is_builtin(g)])
def test_every_legal_move_is_worded_from_the_seat_s_view(game_id: str) -> None:
    game = registry.get(game_id)
    players = max(game.info.min_players, 2)
    session = Session(game, {}, tuple(SeatSpec(f"P{i + 1}") for i in range(players)), 5)
    rng = Rng(f"hint-words/{game_id}")
    worded = 0
    while session.to_act is not None:
        legal = session.legal_actions()
        if session.to_act != CHANCE:
            seat = session.to_act
            view = game.view(session.state, seat)
            for action in legal[:30]:
                entry = game.text.describe(view, action)
                words = entry.private if entry.private and seat in entry.seats else entry.text
                assert words, action
                worded += 1
        session.play(session.chance_action() if session.to_act == CHANCE else legal[rng.below(len(legal))])
    assert worded > 100

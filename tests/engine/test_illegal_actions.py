"""Session.play refuses actions legal only for another seat or another state.

Each refusal must raise IllegalActionError, name the action, and leave the
session exactly as it was (same state object, same history, same undo).
"""

from __future__ import annotations

from typing import Any

import pytest

from parkpack.engine import registry
from parkpack.engine.api import CHANCE, Game
from parkpack.engine.conformance import seats_for, variants
from parkpack.engine.errors import IllegalActionError
from parkpack.engine.rng import Rng
from parkpack.engine.session import Session
from tests.conformance.dice_game import DiceGame, Die, Simple, Stake

GAMES: list[Game] = [DiceGame(), *registry.games()]
SEEDS = range(1, 4)


def _refused(session: Session, action: Any) -> IllegalActionError:
    state, history, undo = session.state, list(session.history), session.can_undo()
    with pytest.raises(IllegalActionError) as caught:
        session.play(action)
    assert session.state is state
    assert session.history == history
    assert session.can_undo() == undo
    return caught.value


def _foreign(session: Session, seen: list[tuple[int | None, Any]]) -> list[Any]:
    legal = set(session.legal_actions())
    return [a for _seat, a in seen if a not in legal]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_actions_from_other_states_and_seats_are_refused(game: Game) -> None:
    checked = 0
    for variant in variants(game)[:: max(1, len(variants(game)) // 3)]:
        for seed in SEEDS:
            session = Session(game, dict(variant.options), seats_for(game, variant.players, seed), seed)
            rng = Rng(f"illegal/{seed}")
            seen: list[tuple[int | None, Any]] = []
            while not session.is_over and len(session.history) < 3000:
                legal = session.legal_actions()
                foreign = _foreign(session, seen)
                if foreign and rng.below(4) == 0:
                    action = rng.pick(foreign)
                    error = _refused(session, action)
                    assert str(action) in str(error)
                    _refused(session, str(action))  # the text form too
                    checked += 1
                seen.extend((session.to_act, a) for a in legal[:6])
                del seen[:-80]
                action = session.chance_action() if session.to_act == CHANCE else rng.pick(legal)
                session.play(action)
            assert session.is_over
            for _seat, action in seen[-5:]:
                assert "game is over" in str(_refused(session, action))
    assert checked >= 5


def test_chance_outcome_refused_from_a_player_and_decision_from_chance() -> None:
    game = DiceGame()
    session = Session(game, {}, seats_for(game, 2, 1), 1)
    assert session.to_act == CHANCE
    _refused(session, Stake(1))
    session.resolve_chance()
    assert session.to_act == 0
    _refused(session, Die(3))
    _refused(session, Simple("roll"))  # legal only after a stake
    session.play(Stake(1))
    _refused(session, Stake(2))  # a second stake in the same turn
    session.play(Simple("roll"))
    assert session.to_act == CHANCE
    _refused(session, Simple("pass"))

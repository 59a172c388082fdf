"""Whole games through the session: notation, undo, save and load, invariants."""

import pytest

from parkpack.engine import registry, saves
from parkpack.engine.api import CHANCE, COMPUTER, HUMAN, SeatSpec
from parkpack.engine.errors import IllegalActionError, NotationError
from parkpack.engine.rng import Rng
from parkpack.engine.session import Session
from parkpack.games.steamdonkey import GAME

from .games import random_states
from .helpers import Picker, play, player, position, session_at


@pytest.mark.parametrize("n,seed,advanced", [(2, 11, False), (3, 12, True), (4, 13, True)])
def test_every_legal_action_reads_back_from_its_text(n: int, seed: int, advanced: bool) -> None:
    for st in random_states(n, seed, advanced, every=2):
        GAME.check(st)
        legal = GAME.legal_actions(st)
        texts = [str(a) for a in legal]
        assert len(set(texts)) == len(texts)
        assert all(GAME.parse_action(t) == a for t, a in zip(texts, legal))
        if GAME.to_act(st) == CHANCE:
            assert {a for a, _ in GAME.chance_outcomes(st)} == set(legal)
        elif GAME.to_act(st) is not None:
            assert legal


@pytest.mark.parametrize("text", ["", "build blue", "raise Z99", "visit Qx GA", "visit Ag ZZ", "swap 9", "return top", "raise T25", "raise A01 red", "fly"])
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(NotationError):
        GAME.parse_action(text)


def test_undo_takes_back_a_payment_but_not_a_look_at_a_face() -> None:
    pk = Picker()
    hotel, lodging, lodging2 = pk.pick("Hotel"), pk.pick("Boarding House"), pk.pick("Coaching Inn")
    resort = {"GA": [pk.pick("Bandstand")], "GT": [pk.pick("Bath Chairs")]}
    st = position([player("Ann", [hotel, lodging, lodging2], spaces=resort), player("Ben")], platform=[pk.back("?Lr")], discard=[pk.pick("Pier")])
    s = session_at(st)
    play(s, "build green", f"raise {hotel}", f"pay {lodging}")
    assert s.can_undo()
    s.undo()
    assert s.state.act.owed == 2
    s.undo()
    s.undo()
    assert s.state == st
    play(s, "move green", "ride Lr")
    assert not s.can_undo()


def test_an_illegal_action_leaves_the_session_untouched() -> None:
    pk = Picker()
    s = session_at(position([player("Ann"), player("Ben")], discard=[pk.pick("Pier")]))
    before = s.state
    with pytest.raises(IllegalActionError):
        s.play("pay A01")
    assert s.state is before and s.history == []


def test_save_and_load_replay_to_the_same_state() -> None:
    registry.register(GAME)
    try:
        seats = [SeatSpec("Ann"), SeatSpec("Bot", COMPUTER, "easy"), SeatSpec("Cat", HUMAN)]
        s = Session(GAME, {"advanced": "on"}, seats, 21)
        rng = Rng("save-test")
        for _ in range(300):
            if s.to_act is None:
                break
            if s.to_act == CHANCE:
                s.play(s.chance_action())
            else:
                s.play(rng.pick(s.legal_actions()))
        loaded = saves.session_from_document(saves.parse_document(saves.dumps(s)), "<test>")
        assert loaded.state == s.state and loaded.history == s.history
    finally:
        registry.unregister(GAME.info.id)

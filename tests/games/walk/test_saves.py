from parkpack.engine.api import InfoSet
"""Save round trip through engine.saves."""

from parkpack.engine import saves
from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.engine.session import Session
from parkpack.engine.snapshot import to_data
from parkpack.games.walk import GAME


def _session(players: int, options: dict[str, str]) -> Session:
    seats = [SeatSpec("Ann")] + [SeatSpec(f"Bot {i}", COMPUTER, "hard") for i in range(1, players)]
    return Session(GAME, options, seats, 42)


def _advance(session: Session, steps: int) -> None:
    bots = [GAME.bot("easy", i) for i in range(len(session.seats))]
    for _ in range(steps):
        if session.is_over:
            return
        if session.resolve_chance():
            continue
        seat = session.to_act
        session.play(bots[seat].choose(GAME, InfoSet(seat, GAME.view(session.state, seat), session.legal_actions())))


def test_save_round_trip_mid_game_and_finished() -> None:
    for players, options, steps in ((1, {"level": "3"}, 15), (3, {}, 40), (2, {}, 10_000)):
        session = _session(players, options)
        _advance(session, steps)
        doc = saves.parse_document(saves.dumps(session))
        loaded = saves.session_from_document(doc)
        assert loaded.state == session.state
        assert loaded.history == session.history
        assert to_data(loaded.state) == to_data(session.state)
    assert session.is_over


def test_history_uses_the_text_notation() -> None:
    session = _session(1, {"level": "1"})
    session.play("roll curve")
    session.play("draw curve B3 NE")
    assert session.history == ["roll curve", "draw curve B3 NE"]

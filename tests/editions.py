"""What every game at a second edition of its rules must show: a new game
is played and saved by the latest edition, and a game recorded by edition 1
(a save or a filed game without an edition) keeps replaying as it was
played, for life. Each game's test_editions.py gives the games to check."""

from __future__ import annotations

import pytest

from parkpack.engine import saves, stats
from parkpack.engine.api import CHANCE, HUMAN, AnyGame, SeatSpec
from parkpack.engine.errors import SaveFileError
from parkpack.engine.replay import Timeline
from parkpack.engine.rng import Rng
from parkpack.engine.session import Session


def random_game(game: AnyGame, edition: int, seed: int, players: int) -> Session:
    """A whole game of random moves by ``edition`` of the rules (0: the latest)."""
    session = Session(game, {}, tuple(SeatSpec(f"P{i + 1}", HUMAN) for i in range(players)), seed, edition)
    rng = Rng(f"editions/{seed}")
    while session.to_act is not None:
        legal = session.legal_actions()
        session.play(session.chance_action() if session.to_act == CHANCE else legal[rng.below(len(legal))])
    return session


def check_saved_by_the_latest_edition(session: Session) -> None:
    latest = session.game.info.edition
    assert latest >= 2 and session.edition == latest and session.state.edition == latest
    doc = saves.session_to_document(session)
    assert doc["edition"] == latest
    loaded = saves.session_from_document(doc, "<test>")
    assert loaded.edition == latest and loaded.state == session.state


def check_an_old_save_replays_by_edition_1(old: Session) -> None:
    """``old``, played by edition 1, must be a game whose actions do not
    play by edition 2."""
    doc = saves.session_to_document(old)
    del doc["edition"]  # as written before there was a second edition
    loaded = saves.session_from_document(doc, "<old save>")
    assert loaded.edition == 1 and loaded.state == old.state and loaded.history == old.history
    doc["edition"] = 2
    with pytest.raises(SaveFileError, match="cannot be played"):
        saves.session_from_document(doc, "<old save>")
    again = saves.session_from_document(saves.session_to_document(loaded), "<saved again>")
    assert again.edition == 1 and again.state == old.state  # it keeps its edition when saved again
    assert Timeline.of_session(loaded).states[-1] == old.state  # and the replay viewer follows it


def check_a_filed_game_keeps_its_edition(old: Session, new: Session) -> None:
    """``old`` played by edition 1, ``new`` by the latest."""
    entry = stats.entry_of(old)
    assert entry.edition == 1 and entry.to_json()["edition"] == 1
    data = entry.to_json()
    del data["edition"]  # filed before there was a second edition
    back = stats.entry_from_json(data)
    assert back.edition == 1 and stats.session_of(back).state == old.state
    assert stats.entry_from_json(stats.entry_of(new).to_json()).edition == new.game.info.edition

"""The envelope of a save is checked in one place before anything is built
from it: seats, levels, options, seed, names and actions are bounded and must
be ones the game knows; every message stays short; the snapshot is the public
view and is compared tolerantly, and only for saves of this very version."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from typing import Any, Callable, Iterator

import pytest

from parkpack import __version__
from parkpack.engine import registry, saves
from parkpack.engine.api import OBSERVER, SeatSpec
from parkpack.engine.errors import SaveFileError
from parkpack.engine.limits import MESSAGE
from parkpack.engine.session import Session
from parkpack.engine.snapshot import to_data

from .tally_game import GAME, INFO, TallyGame, TallyState


@pytest.fixture(autouse=True)
def tally_registered() -> Iterator[None]:
    registry.register(GAME)
    yield
    registry.unregister(GAME.info.id)


def played(players: int = 2, moves: int = 4, options: dict[str, str] | None = None) -> Session[Any, Any]:
    seats = [SeatSpec("Ann", colour="red"), SeatSpec("Ben", "computer", "easy", "blue"), SeatSpec("Cy")]
    session = Session(GAME, options or {"target": "10"}, seats[:players], 7)
    for _ in range(moves):
        session.play("take 1")
    return session


def document(session: Session[Any, Any] | None = None) -> dict[str, Any]:
    return json.loads(saves.dumps(session or played()))


def refusal(change: Callable[[dict[str, Any]], None]) -> str:
    doc = document()
    change(doc)
    raw = json.dumps(doc).encode()
    start = time.perf_counter()
    with pytest.raises(SaveFileError) as caught:
        saves.session_from_document(saves.parse_document(raw, "x.parkpack.json"), "x.parkpack.json")
    assert time.perf_counter() - start < 5, "a bad save must be refused quickly"
    message = str(caught.value)
    assert len(message) <= MESSAGE, f"{len(message)} characters: {message[:200]}"
    return message


def seat(number: int, **fields: Any) -> Callable[[dict[str, Any]], None]:
    return lambda d: d["seats"][number].update(fields)


REFUSED: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "unknown seat kind": (seat(1, kind="robot"), "unknown kind 'robot'"),
    "computer with no level": (seat(1, level=""), "with no level"),
    "computer with an unknown level": (seat(1, level="ultra"), "level 'ultra'"),
    "human with a computer level": (seat(0, level="easy"), "human with a computer level"),
    "unknown colour": (seat(0, colour="pink"), "unknown colour 'pink'"),
    "name with a lone surrogate": (seat(0, name="An\ud800n"), "U+D800"),
    "name with a control character": (seat(0, name="Ann\x1b[31m"), "U+001B"),
    "name with a bidi override": (seat(0, name="Ann\u202e"), "U+202E"),
    "empty name": (seat(0, name="  "), "name is empty"),
    "name of a million characters": (seat(0, name="A" * 1_000_000), "too long (1,000,000 characters"),
    "name not text": (seat(0, name=7), "not text"),
    "4,300-digit seed": (lambda d: d.update(seed=int("9" * 4300)), "seed out of range"),
    "seed past 64 bits": (lambda d: d.update(seed=2**63), "seed out of range"),
    "unknown option": (lambda d: d["options"].update(speed="fast"), "does not have: 'speed'"),
    "option value not offered": (lambda d: d["options"].update(target="7"), "'7', which Tally does not offer"),
    "option value not text": (lambda d: d["options"].update(target=10), "10, which Tally does not offer"),
    "too many seats": (lambda d: d["seats"].extend([{"name": f"P{i}"} for i in range(5)]), "Tally takes 1–3"),
    "action of 15 MB": (lambda d: d["actions"].insert(0, "take " + "1" * 15_000_000), "too long (15,000,005"),
    "action with a line break": (lambda d: d["actions"].insert(0, "take 1\nroll"), "U+000A"),
    "too many actions": (lambda d: d.update(actions=["take 1"] * 100_001), "too many actions (100,001"),
    "an illegal action quoted short": (lambda d: d["actions"].insert(0, "take " + "9" * 150), "cannot be played"),
    "date not text": (lambda d: d.update(saved_at=["2026"]), "the date"),
}


@pytest.mark.parametrize("case", list(REFUSED))
def test_bad_envelopes_are_refused_with_a_short_message(case: str) -> None:
    change, words = REFUSED[case]
    assert words in refusal(change)


def test_edge_values_that_are_accepted() -> None:
    name = "Ånn 🎢 " + "x" * 56  # 64 characters of real text
    doc = document(Session(GAME, {}, [SeatSpec(name)], 1))
    doc["seed"] = 2**63 - 1
    doc["seats"][0]["extra"] = "a field a later version may add"
    loaded = saves.session_from_document(doc)
    assert loaded.seed == 2**63 - 1 and loaded.seats[0].name.startswith("Ånn 🎢")


def test_random_level_is_always_accepted() -> None:
    doc = document()
    doc["seats"][1]["level"] = "random"
    assert saves.session_from_document(doc).seats[1].level == "random"


def test_over_in_the_file_is_not_trusted() -> None:
    """"over": true on an unfinished game hid Resume; the replay decides."""
    doc = document()
    doc["over"] = True
    assert saves.session_from_document(doc).is_over is False
    assert "over" not in saves.summary_of(doc)


# --- the snapshot --------------------------------------------------------------------------
class SecretTally(TallyGame):
    """Tally with every seat's total hidden from the others."""

    info = replace(INFO, id="secret-tally", hidden_information=True)

    def view(self, state: TallyState, seat: int) -> TallyState:
        return replace(state, totals=tuple(t if i == seat else -1 for i, t in enumerate(state.totals)))


def test_the_snapshot_is_the_public_view() -> None:
    game = SecretTally()
    registry.register(game)
    try:
        session = Session(game, {}, [SeatSpec("Ann"), SeatSpec("Ben")], 3)
        session.play("take 2")
        doc = json.loads(saves.dumps(session))
        assert doc["state"]["totals"] == [-1, -1]
        assert doc["state"] == to_data(game.view(session.state, OBSERVER))
        assert saves.session_from_document(doc).state == session.state
    finally:
        registry.unregister(game.info.id)


def test_a_snapshot_with_fields_added_or_missing_still_loads() -> None:
    doc = document()
    del doc["state"]["rival"]
    doc["state"]["bonus"] = [1, 2, 3]
    assert saves.session_from_document(doc).state == played().state


def test_a_snapshot_that_contradicts_the_actions_is_refused_for_this_version() -> None:
    doc = document()
    assert doc["app_version"] == __version__
    doc["state"]["totals"][0] += 1
    with pytest.raises(SaveFileError, match="snapshot"):
        saves.session_from_document(doc)


def test_a_snapshot_from_another_version_is_not_compared() -> None:
    """A later version may lay its state out differently: the replay decides."""
    doc = document()
    doc["app_version"] = "0.0.1"
    doc["state"] = {"_type": "SomethingElse", "totals": "not even a list"}
    assert saves.session_from_document(doc).state == played().state

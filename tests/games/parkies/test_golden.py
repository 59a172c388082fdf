"""Golden games in the save format: each replays with legality checks, matches
its stored state snapshot and keeps its final scores."""

from pathlib import Path

import pytest

from parkpack.engine import saves
from parkpack.games.parkies import GAME

GOLDEN = Path(__file__).parent / "golden"

EXPECTED = {
    "three_players_grass": {"round": 13, "totals": [30, 34, 24], "winners": (1,), "money": [39, 63, 84]},
    "two_players_lake": {"round": 8, "totals": [24, 22], "winners": (0,), "money": [20, 33]},
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_golden_game_replays_to_the_same_result(name):
    session = saves.load(GOLDEN / f"{name}.json", game_id="parkies")
    assert session.is_over
    expected = EXPECTED[name]
    sheet = GAME.scores(session.state)
    assert session.state.round == expected["round"]
    assert [p.total for p in sheet.players] == expected["totals"]
    assert sheet.winners == expected["winners"]
    assert [p.money for p in session.state.players] == expected["money"]

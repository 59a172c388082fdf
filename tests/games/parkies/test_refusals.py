"""The words that explain a refused placement agree with the placement search."""

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.rng import Rng
from parkpack.games.parkies import GAME
from parkpack.games.parkies.content import COLS, ROWS, distinct_rotations
from parkpack.games.parkies.spots import placement_spots
from parkpack.games.parkies.refusals import NO_ROUTE, placement_problem
from parkpack.games.parkies.state import Placed

TILES = ("S-01", "S-03", "S-12", "M-01", "M-07", "L-04")


def _parks(seed: int, lake: str):
    """Every park at the start of each round of a game between computer players."""
    state = GAME.setup({"lake": lake}, [SeatSpec(f"P{i}") for i in range(3)], seed)
    rng, bots = Rng(seed), [GAME.bot("hard", i) for i in range(3)]
    while GAME.to_act(state) is not None:
        seat = GAME.to_act(state)
        if seat == CHANCE:
            action = rng.weighted(GAME.chance_outcomes(state))
        else:
            action = bots[seat].choose(GAME, state, seat, GAME.legal_actions(state))
        state = GAME.apply(state, action)
        if state.pending.phase == "flip":
            yield from ((p.tiles, state.lake) for p in state.players)


def test_legal_spots_break_no_rule_and_others_get_a_reason():
    legal_seen = refused_seen = 0
    for seed, lake in ((3, "off"), (4, "on")):
        for tiles, on_lake in _parks(seed, lake):
            for tile_id in TILES:
                legal = set(placement_spots(tiles, tile_id, on_lake))
                for rot in distinct_rotations(tile_id):
                    for row in range(ROWS):
                        for col in range(COLS):
                            reason = placement_problem(tiles, on_lake, tile_id, row, col, rot)
                            if (row, col, rot) in legal:
                                assert reason == NO_ROUTE, (tile_id, row, col, rot, reason)
                                legal_seen += 1
                            else:
                                assert reason, (tile_id, row, col, rot)
                                refused_seen += reason != NO_ROUTE
    assert legal_seen > 50 and refused_seen > 500


def test_a_taken_spot_names_the_tile_there():
    park = (Placed("S-01", 0, 0, 0),)
    assert placement_problem(park, False, "S-03", 0, 0, 0).startswith("That spot is taken by ")


"""Computer players: legal choices, whole games, and the hard bot's edge over the easy one."""

import pytest

from parkpack.engine.api import CHANCE, COMPUTER, SeatSpec
from parkpack.engine.errors import ParkpackError
from parkpack.engine.rng import Rng
from parkpack.games.walk import GAME

from .helpers import session_at, sheet, state


def _play(levels: list[str], seed: int, options: dict | None = None):
    seats = [SeatSpec(f"P{i}", COMPUTER, lvl) for i, lvl in enumerate(levels)]
    st = GAME.setup(options or {}, seats, seed)
    bots = [GAME.bot(lvl, seed * 10 + i) for i, lvl in enumerate(levels)]
    rng = Rng(f"dice/{seed}")
    while (who := GAME.to_act(st)) is not None:
        legal = GAME.legal_actions(st)
        if who == CHANCE:
            action = rng.weighted(GAME.chance_outcomes(st))
        else:
            action = bots[who].choose(GAME, GAME.view(st, who), who, legal)
            assert action in legal
        st = GAME.apply(st, action)
        GAME.check(st)
    return st


def test_bot_levels_are_offered() -> None:
    assert [lv.id for lv in GAME.info.bot_levels] == ["easy", "hard"]
    with pytest.raises(ParkpackError):
        GAME.bot("genius", 1)


@pytest.mark.parametrize("levels", [["easy"], ["hard"], ["easy", "hard"], ["hard", "easy", "hard", "easy"]])
def test_bots_finish_games(levels: list[str]) -> None:
    for seed in range(3):
        st = _play(levels, seed)
        assert st.over
        GAME.scores(st)


def test_hard_bot_outscores_easy_bot_in_solo() -> None:
    games = 12
    easy = sum(GAME.scores(_play(["easy"], seed)).total(0) for seed in range(games))
    hard = sum(GAME.scores(_play(["hard"], seed)).total(0) for seed in range(games))
    assert hard > easy


def test_easy_bot_takes_a_visit_when_one_is_on_offer() -> None:
    grid = ". . . . .\n . . . . .\n . NE + . .\n . . . . .\n . . . . ."
    s = session_at(state(sheet(grid)))
    s.play("roll straight")
    choice = GAME.bot("easy", 1).choose(GAME, s.state, 0, s.legal_actions())
    assert str(choice) == "draw straight B2 NS"


def test_hard_bot_takes_an_ibis_bonus_when_it_has_a_flock() -> None:
    grid = ". . . . .\n . . . . i\n . NE + i i\n . . . i .\n . . . . ."
    s = session_at(state(sheet(grid), turn=8))
    s.play("roll straight")
    s.play("draw straight B2 NS")  # visits Government House
    choice = GAME.bot("hard", 1).choose(GAME, s.state, 0, s.legal_actions())
    assert str(choice) in ("bonus ibises", "bonus flock")


def test_hard_bot_turns_a_path_when_it_pays() -> None:
    # turning C4 into a T joins Palm Grove and Lion Gate at once
    grid = ". . . . .\n . . . . .\n . . + . .\n NE EW NE . .\n . . . . ."
    s = session_at(state(sheet(grid)))
    s.play("roll ibis")
    choice = GAME.bot("hard", 1).choose(GAME, s.state, 0, s.legal_actions())
    assert str(choice) == "turn C4 NEW"

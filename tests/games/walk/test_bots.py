from parkpack.engine.api import InfoSet
"""Computer players: legal choices, whole games, determinism, the levels'
order of strength, and the hard bot's choices in set positions."""

import pytest

from parkpack.engine.api import CHANCE, COMPUTER, SeatSpec
from parkpack.engine.errors import ParkpackError
from parkpack.engine.rng import Rng
from parkpack.games.walk import GAME

from parkpack.games.walk.content import LANDMARK_SQUARES, solo_turns

from .helpers import EMPTY_GRID, session_at, sheet, state


def _play(levels: list[str], seed: int, options: dict | None = None, checked: bool = True):
    seats = [SeatSpec(f"P{i}", COMPUTER, lvl) for i, lvl in enumerate(levels)]
    st = GAME.setup(options or {}, seats, seed)
    bots = [GAME.bot(lvl, seed * 10 + i) for i, lvl in enumerate(levels)]
    rng = Rng(f"dice/{seed}")
    while (who := GAME.to_act(st)) is not None:
        legal = GAME.legal_actions(st)
        if who == CHANCE:
            action = rng.weighted(GAME.chance_outcomes(st))
        else:
            action = bots[who].choose(GAME, InfoSet(who, GAME.view(st, who), legal))
            assert action in legal
        st = GAME.apply(st, action)
        if checked:
            GAME.check(st)
    return st


def test_bot_levels_are_offered() -> None:
    assert [lv.id for lv in GAME.info.bot_levels] == ["easy", "normal", "hard", "expert"]
    with pytest.raises(ParkpackError):
        GAME.bot("genius", 1)


@pytest.mark.parametrize(
    "levels", [["easy"], ["normal"], ["hard"], ["easy", "hard"], ["hard", "easy", "normal", "easy"]]
)
def test_bots_finish_games(levels: list[str]) -> None:
    for seed in range(3):
        st = _play(levels, seed)
        assert st.over
        GAME.scores(st)


@pytest.mark.parametrize("level", ["1", "4"])
def test_hard_bot_finishes_solo_games_at_every_length(level: str) -> None:
    st = _play(["hard"], 5, {"level": level})
    assert st.over and st.turn <= solo_turns(int(level))


def _solo_mean(level: str, games: int) -> float:
    return sum(GAME.scores(_play([level], seed, checked=False)).total(0) for seed in range(games)) / games


def test_levels_are_ordered_by_solo_score() -> None:
    easy, hard = _solo_mean("easy", 20), _solo_mean("hard", 20)
    assert hard >= easy + 4
    assert hard >= 15


def test_hard_bot_wins_most_two_player_games_against_easy() -> None:
    wins = 0
    for seed in range(6):
        levels = ["hard", "easy"] if seed % 2 else ["easy", "hard"]
        final = _play(levels, 100 + seed, checked=False)
        wins += levels.index("hard") in GAME.scores(final).winners
    assert wins >= 5


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_are_deterministic_given_their_seed(level: str) -> None:
    assert _play([level, level], 3, checked=False) == _play([level, level], 3, checked=False)


def test_easy_bot_takes_a_visit_when_one_is_on_offer() -> None:
    grid = ". . . . .\n . . . . .\n . NE + . .\n . . . . .\n . . . . ."
    s = session_at(state(sheet(grid)))
    s.play("roll straight")
    choice = GAME.bot("easy", 1).choose(GAME, InfoSet(0, s.state, s.legal_actions()))
    assert str(choice) == "draw straight B2 NS"


def test_hard_bot_takes_an_ibis_bonus_when_it_has_a_flock() -> None:
    grid = ". . . . .\n . . . . i\n . NE + i i\n . . . i .\n . . . . ."
    s = session_at(state(sheet(grid), turn=8))
    s.play("roll straight")
    s.play("draw straight B2 NS")  # visits Government House
    choice = GAME.bot("hard", 1).choose(GAME, InfoSet(0, s.state, s.legal_actions()))
    assert str(choice) in ("bonus ibises", "bonus flock")


def test_hard_bot_turns_a_path_when_it_pays() -> None:
    # turning C4 into a T joins Palm Grove and Lion Gate at once
    grid = ". . . . .\n . . . . .\n . . + . .\n NE EW NE . .\n . . . . ."
    s = session_at(state(sheet(grid)))
    s.play("roll ibis")
    choice = GAME.bot("hard", 1).choose(GAME, InfoSet(0, s.state, s.legal_actions()))
    assert str(choice) == "turn C4 NEW"


def _ticks(s) -> list:
    return [a for a in s.legal_actions() if str(a).startswith("bonus")]


def test_hard_bot_takes_an_ibis_bonus_over_one_point_with_three_ibises() -> None:
    grid = ". . . . i\n . . . . .\n . NE + . .\n . . . . .\n i . . . i"
    s = session_at(state(sheet(grid), turn=6, level=1, turn_limit=18))
    s.play("roll straight")
    s.play("draw straight B2 NS")  # visits Government House
    one = next(a for a in _ticks(s) if str(a) == "bonus one")
    ibises = next(a for a in _ticks(s) if str(a) == "bonus ibises")
    assert GAME.bot("hard", 1).choose(GAME, InfoSet(0, s.state, (one, ibises))) == ibises


def test_hard_bot_takes_two_points_over_one() -> None:
    s = session_at(state(sheet(". . . . .\n . . . . .\n . NE + . .\n . . . . .\n . . . . ."), level=1, turn_limit=18))
    s.play("roll straight")
    s.play("draw straight B2 NS")
    choice = GAME.bot("hard", 1).choose(GAME, InfoSet(0, s.state, tuple(_ticks(s))))
    assert str(choice) != "bonus one"
    pair = tuple(a for a in _ticks(s) if str(a) in ("bonus one", "bonus two"))
    assert str(GAME.bot("hard", 1).choose(GAME, InfoSet(0, s.state, pair))) == "bonus two"


def test_hard_bot_takes_the_extra_curve_when_it_visits_landmarks_at_once() -> None:
    # Two turns from the end, a curve at D2 (east-south) would join the Fig
    # Tree and, through E2, the Chair: two visits and two more bonuses, far
    # more than 1 point.
    grid = ". . . . SW\n . . . . NW\n . NE + NSW .\n . . . . .\n . . . . ."
    s = session_at(state(sheet(grid), turn=15, level=1, turn_limit=18))
    s.play("roll straight")
    s.play("draw straight B2 NS")
    pair = tuple(a for a in _ticks(s) if str(a) in ("bonus one", "bonus curve"))
    assert str(GAME.bot("hard", 1).choose(GAME, InfoSet(0, s.state, pair))) == "bonus curve"


def test_hard_bot_draws_the_visit_on_offer_in_the_last_turn() -> None:
    grid = ". . . . .\n . . . . .\n . . + NW .\n . . . . .\n . . . . ."
    s = session_at(state(sheet(grid), turn=17, level=1, turn_limit=18))
    s.play("roll curve")
    choice = GAME.bot("hard", 1).choose(GAME, InfoSet(0, s.state, s.legal_actions()))
    assert str(choice) in ("draw curve D2 ES", "draw curve D2 SW")


def test_hard_bot_keeps_ibises_off_landmarks() -> None:
    s = session_at(state(sheet(EMPTY_GRID), level=1, turn_limit=18))
    s.play("roll ibis")
    choice = GAME.bot("hard", 1).choose(GAME, InfoSet(0, s.state, s.legal_actions()))
    assert choice.square not in LANDMARK_SQUARES

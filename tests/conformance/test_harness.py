"""The conformance harness itself, proved against a small fake game and broken copies of it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from parkpack.engine import conformance, registry
from parkpack.engine.api import CHANCE, OBSERVER
from parkpack.engine.conformance import CheckFailed, Config, UndoMark, Variant
from parkpack.engine.conformance.checks import check_foreign, check_undo
from parkpack.engine.rng import Rng
from parkpack.engine.session import Session

from . import dice_game
from .dice_game import AmbiguousNotation, BadCheck, DiceGame, LeakyLegal, LeakyLog, LeakyView, NeverEnds, StuckTurn

SHORT = Config(max_steps=200, samples=3)


@pytest.fixture
def registered() -> Iterator[list[DiceGame]]:
    """Register the fake games so saves can find them by id."""
    made: list[DiceGame] = []
    yield made  # filled by _register
    for game in made:
        registry.unregister(game.info.id)


def _register(games: list[DiceGame], game: DiceGame) -> DiceGame:
    registry.register(game)
    games.append(game)
    return game


def test_variants_cover_counts_and_options_per_count() -> None:
    table = conformance.variants(dice_game.GAME)
    labels = [v.label() for v in table]
    assert labels == [
        "1p rounds=2", "1p rounds=3",
        "2p rounds=2 bonus=off", "2p rounds=2 bonus=on", "2p rounds=3 bonus=off", "2p rounds=3 bonus=on",
        "3p rounds=2", "3p rounds=3",
    ]


def test_seats_keep_seat_zero_human_and_take_colours() -> None:
    for seed in range(20):
        seats = conformance.seats_for(dice_game.GAME, 3, seed)
        assert seats[0].is_human
        assert [s.colour for s in seats] == ["red", "blue", "green"]
        assert all(s.level == ("" if s.is_human else "easy") for s in seats)
    kinds = {conformance.seats_for(dice_game.GAME, 3, seed)[2].kind for seed in range(20)}
    assert kinds == {"human", "computer"}


def test_sound_game_passes_every_variant(registered: list[DiceGame]) -> None:
    game = _register(registered, DiceGame())
    report = conformance.run([game], 80, config=SHORT)
    assert report.failures == []
    assert report.games == 80
    assert report.actions > 80 * 8


@pytest.mark.parametrize(
    ("broken", "check"),
    [
        (LeakyView(), "hiding"),
        (LeakyLog(), "hiding"),
        (LeakyLegal(), "secrets"),
        (NeverEnds(), "termination"),
        (BadCheck(), "invariant"),
        (AmbiguousNotation(), "notation"),
        (StuckTurn(), "pending"),
    ],
)
def test_broken_game_is_caught(registered: list[DiceGame], broken: DiceGame, check: str) -> None:
    game = _register(registered, broken)
    report = conformance.run([game], 16, config=SHORT)
    assert report.failures, f"{game.info.id} passed"
    assert {f.check for f in report.failures} == {check}


def test_failure_replays_exactly_from_its_seed(registered: list[DiceGame]) -> None:
    game = _register(registered, BadCheck())
    failure = conformance.run([game], 16, config=SHORT).failures[0]
    steps, again = conformance.play_one(game, failure.variant, failure.seed, SHORT)
    assert again == failure
    assert steps == failure.step
    command = failure.replay_command()
    assert f"--seed {failure.seed}" in command and f"--players {failure.variant.players}" in command


def test_leak_is_reported_with_the_two_actions(registered: list[DiceGame]) -> None:
    game = _register(registered, LeakyView())
    _steps, failure = conformance.play_one(game, Variant(2, (("rounds", "2"), ("bonus", "off"))), 1, SHORT)
    assert failure is not None and failure.step == 0
    assert "'deal 0 1' and 'deal 0 2'" in failure.message


def test_hidden_cards_stay_hidden_in_the_public_view() -> None:
    game = DiceGame()
    state = game.setup({}, conformance.seats_for(game, 2, 1), 1)
    for action in (dice_game.Deal(0, 3), dice_game.Deal(1, 4)):
        state = game.apply(state, action)
    assert game.view(state, 0).cards == (3, dice_game.HIDDEN)
    assert game.view(state, OBSERVER).cards == (dice_game.HIDDEN, dice_game.HIDDEN)


def test_undo_check_catches_a_wrong_return_point(registered: list[DiceGame]) -> None:
    game = _register(registered, DiceGame())
    session = Session(game, {}, conformance.seats_for(game, 1, 0), 5)
    session.resolve_chance()
    before = session.state
    session.play("stake 2")
    good = UndoMark(before, session.state, 1)
    check_undo(session, good, same_human_next=True)  # passes and restores
    assert session.state == good.after and session.history[-1] == "stake 2"
    wrong = UndoMark(session.state, session.state, 1)
    with pytest.raises(CheckFailed, match="last decision"):
        check_undo(session, wrong, same_human_next=True)


def test_undo_must_be_offered_to_the_same_human() -> None:
    game = DiceGame()
    session = Session(game, {}, conformance.seats_for(game, 1, 0), 5)
    session.resolve_chance()
    assert session.to_act == 0
    with pytest.raises(CheckFailed, match="undo refused"):
        check_undo(session, None, same_human_next=True)


def test_foreign_actions_are_refused_untouched(registered: list[DiceGame]) -> None:
    game = _register(registered, DiceGame())
    session = Session(game, {}, conformance.seats_for(game, 2, 0), 9)
    pool = list(game.legal_actions(session.state))  # deal outcomes for seat 0
    session.resolve_chance()
    assert session.to_act not in (None, CHANCE)
    history, state = list(session.history), session.state
    check_foreign(session, pool + [dice_game.Die(2), dice_game.Simple("roll")],
                              Rng("t"))
    assert session.history == history and session.state is state


def test_command_line_passes_and_fails_with_exit_status(
    registered: list[DiceGame], capsys: pytest.CaptureFixture[str]
) -> None:
    _register(registered, DiceGame())
    _register(registered, BadCheck())
    assert conformance.main(["--game", "hiddendice", "--games", "24", "--quiet"]) == 0
    assert "24 games" in capsys.readouterr().out
    assert conformance.main(["--game", "badcheck", "--games", "24", "--players", "2", "--quiet"]) == 1
    out = capsys.readouterr().out
    assert "[invariant]" in out and "replay: parkpack conformance --game badcheck --players 2" in out


def test_command_line_refuses_unknown_game_and_variant(
    registered: list[DiceGame], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(registry, "_builtin", {"hiddendice": _register(registered, DiceGame())})
    assert conformance.main(["--game", "no-such-game"]) == 2
    assert conformance.main(["--game", "hiddendice", "--players", "1", "--option", "bonus=on"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("parkpack conformance: error:") for line in err)


def test_printed_replay_command_reproduces_the_failure(
    registered: list[DiceGame], capsys: pytest.CaptureFixture[str]
) -> None:
    game = _register(registered, BadCheck())
    failure = conformance.run([game], 16, first_seed=40, config=Config()).failures[0]
    argv = failure.replay_command().split()[2:]  # drop "parkpack conformance"
    assert conformance.main([*argv, "--quiet"]) == 1
    out = capsys.readouterr().out
    assert str(failure) in out and "1 games" in out

"""Fixtures for the Qt shell tests: a fake game registered in place of the real ones."""

from __future__ import annotations

import pytest

from parkpack.engine import paths, registry
from parkpack.engine.api import COMPUTER, HUMAN, SeatSpec
from parkpack.engine.session import Session
from parkpack.ui import boards, prefs
from parkpack.ui.app import build_main_window

from .fake_board import FakeBoard
from .fake_game import FakeGame


#: Six names of 24 characters, as long as a player's name may be.
LONG_NAMES = ("Maximilian Featherstonew", "Bartholomew Quackenbushh", "Wilhelmina Thistlewaites",
              "Constantine Pemberton-XY", "Evangeline Montgomery-YZ", "Ferdinand Worthington-ZZ")
#: The least size of board text on screen: about 11 pixels, less rounding.
READABLE_PX = 10.9


@pytest.fixture
def small_window(qtbot):
    """The main window at the smallest size the boards are laid out for
    (1024x700), with animations off."""
    prefs.set_value("ui/animation_speed", "off")
    win = build_main_window()
    qtbot.addWidget(win)
    win.warn = lambda *args: None
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture(autouse=True)
def quick_handover(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests confirm the hand-over screen at once; the pause it takes before
    it accepts a confirmation has its own test (test_handover_guard.py)."""
    from parkpack.ui import handover

    monkeypatch.setattr(handover, "GUARD_MS", 0)


@pytest.fixture(autouse=True)
def fresh_settings() -> None:
    """Every test starts from default preferences (in the test-only INI file)
    and without an autosaved game."""
    store = prefs.settings()
    store.clear()
    # Most shell tests follow play straight on; the end-of-turn step has its own tests.
    store.setValue("ui/confirm_end_of_turn", False)
    store.sync()
    paths.autosave_path().unlink(missing_ok=True)  # no game left to resume
    paths.records_path().unlink(missing_ok=True)  # and no solo records yet


@pytest.fixture
def fake_game(monkeypatch: pytest.MonkeyPatch) -> FakeGame:
    game = FakeGame()
    monkeypatch.setattr(registry, "_builtin", {game.info.id: game})
    monkeypatch.setattr(boards, "board_class", lambda game_id: FakeBoard)
    yield game
    game.gate.set()  # never leave a gated bot thread waiting


@pytest.fixture
def secret_game(monkeypatch: pytest.MonkeyPatch) -> FakeGame:
    game = FakeGame("secret", hidden=True)
    monkeypatch.setattr(registry, "_builtin", {game.info.id: game})
    monkeypatch.setattr(boards, "board_class", lambda game_id: FakeBoard)
    yield game
    game.gate.set()


def seats(*kinds: str) -> tuple[SeatSpec, ...]:
    names = ("Ann", "Ben", "Cy", "Di")
    return tuple(
        SeatSpec(names[i], kind, "easy" if kind == COMPUTER else "", "")
        for i, kind in enumerate(kinds)
    )


def session_of(game: FakeGame, *kinds: str, seed: int = 5) -> Session:
    return Session(game, {"target": "10"}, seats(*kinds) or seats(HUMAN, HUMAN), seed)

"""The Parkies board is readable in a 1024x700 window with long names: every
text it paints (words, figures, and the letters on pawns, discs, Parkies and
flags) is at least about 11 pixels on screen, at the start and in the middle
of a game, and its parts sit side by side without overlapping."""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtGui import QPainter

from parkpack.engine.api import SeatSpec
from parkpack.engine.session import Session
from parkpack.games.parkies import GAME
from parkpack.ui.new_game import NewGameSetup
from parkpack.ui.items import sprites
from parkpack.ui.parkies.palette import LEAST_PX

from .conftest import ROUND_ONE, ROUND_TWO_BIDS, play

from ..conftest import LONG_NAMES as LONG, READABLE_PX as LEAST_ON_SCREEN
#: Positions reached by playing, per number of players: bids standing and
#: (with four) tiles and Parkies in the parks.
MID_GAME = {2: ("choose medium", "bid T1 11", "pass", "choose small"), 4: (*ROUND_ONE, *ROUND_TWO_BIDS)}


@pytest.fixture
def window(small_window: Any) -> Any:
    return small_window


def painted_text_sizes(view: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[float, str]]:
    """(size on screen in pixels, text) of every text the board paints when
    the view is drawn afresh: the painter's font size times its scale, so
    ready-painted pictures (sprites.py) and item caches count too."""
    seen: list[tuple[float, str]] = []
    real = QPainter.drawText

    def spy(painter: QPainter, *args: Any) -> Any:
        t = painter.worldTransform()
        scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            seen.append((painter.font().pixelSize() * scale, text))
        return real(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    sprites.CACHE.clear()
    for item in view.scene().items():
        item.update()
    view.viewport().grab()
    monkeypatch.setattr(QPainter, "drawText", real)
    return seen


def assert_legible(view: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    sizes = painted_text_sizes(view, monkeypatch)
    assert len(sizes) > 50  # (the board was drawn, text and all)
    small = sorted({(round(px, 1), text) for px, text in sizes if px < LEAST_ON_SCREEN})
    assert small == []
    assert view.transform().m11() * LEAST_PX >= LEAST_ON_SCREEN


def assert_laid_out_apart(board: Any) -> None:
    """The mats, the caption, the buttons and the other players' cards are
    all inside the scene and none covers another."""
    parts = [board.bidmat, board.big, board.caption, *board.buttons, *board.smalls]
    rects = [p.sceneBoundingRect() for p in parts]
    scene = board.sceneRect().adjusted(-0.5, -0.5, 0.5, 0.5)
    assert all(scene.contains(r) for r in rects)
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.intersected(b).isValid() or a.intersected(b).isEmpty(), (a, b)


def long_seats(players: int) -> tuple[SeatSpec, ...]:
    return tuple(SeatSpec(n) for n in LONG[:players])


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_text_is_about_eleven_pixels_at_1024_by_700(qtbot, window, monkeypatch, players):
    assert window.start_setup(NewGameSetup("parkies", {}, long_seats(players), 5))
    qtbot.waitUntil(lambda: window.controller.session.human_to_act(), timeout=10000)
    qtbot.wait(50)
    view, board = window.page.view, window.board
    assert view.size().width() <= 790  # (the board's room in a 1024x700 window)
    assert_legible(view, monkeypatch)
    assert_laid_out_apart(board)
    if players in MID_GAME:
        session = play(Session(GAME, {}, long_seats(players), 11), *MID_GAME[players])
        seat = session.to_act
        board.sync(GAME.view(session.state, seat), session.legal_actions(), seat, True)
        view.fit()
        assert any(s.bidder >= 0 for s in session.state.spaces)
        assert players == 2 or sum(bool(p.tiles) for p in session.state.players) == 3
        assert_legible(view, monkeypatch)
        assert_laid_out_apart(board)

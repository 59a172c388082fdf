"""Tenpenny Parks scene fixtures: positions built with the rules tests'
helpers (every chance step played as an action), shown in the application's
BoardView the way the window shows them."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.state import State

from tests.games.tenpenny.helpers import seats


@pytest.fixture
def scene(qtbot: Any) -> Callable[..., Any]:
    """scene(state, seat=None, interactive=True, players=None) -> (board, view):
    the board synced with ``seat``'s view (default: the seat to act)."""
    from parkpack.ui.board_view import BoardView
    from parkpack.ui.tenpenny import BOARD

    def build(state: State, seat: int | None = None, interactive: bool = True, animation: int = 0) -> Any:
        board = BOARD(GAME, seats(state.seats))
        board.animation_ms = animation
        view = BoardView()
        qtbot.addWidget(view)
        view.resize(1000, 760)
        view.set_board(board)
        view.show()
        qtbot.waitExposed(view)
        who = state.task.seat if seat is None else seat
        legal = GAME.legal_actions(state) if interactive else ()
        board.sync(GAME.view(state, who), legal, who, interactive)
        view.fit()
        return board, view

    return build


def record(board: Any) -> tuple[list[Any], list[str], list[str]]:
    chosen: list[Any] = []
    refused: list[str] = []
    hints: list[str] = []
    board.action_chosen.connect(chosen.append)
    board.refused.connect(refused.append)
    board.hint.connect(hints.append)
    return chosen, refused, hints

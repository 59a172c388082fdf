"""Steam Donkey scene fixtures: positions laid out with the rules tests'
helpers, shown in the application's BoardView the way the window shows them."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.state import State

from tests.games.steamdonkey.helpers import seats


@pytest.fixture
def scene(qtbot: Any) -> Callable[..., Any]:
    """scene(state, seat=None, interactive=True) -> (board, view): the board
    synced with ``seat``'s view (default: the seat to act)."""
    from parkpack.ui.board_view import BoardView
    from parkpack.ui.steamdonkey import BOARD

    def build(state: State, seat: int | None = None, interactive: bool = True, size: tuple[int, int] = (900, 700)) -> Any:
        board = BOARD(GAME, tuple(seats(state.n)))
        board.animation_ms = 0
        view = BoardView()
        qtbot.addWidget(view)
        view.resize(*size)
        view.set_board(board)
        view.show()
        qtbot.waitExposed(view)
        who = state.seat if seat is None else seat
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


def resync(board: Any, state: State, seat: int | None = None) -> None:
    who = state.seat if seat is None else seat
    board.sync(GAME.view(state, who), GAME.legal_actions(state), who, True)

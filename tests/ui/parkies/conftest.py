"""Parkies scene fixtures: positions reached by playing forced flips and
scripted moves through a real Session, shown in the application's BoardView."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.session import Session
from parkpack.games.parkies import GAME

SEATS = tuple(SeatSpec(n) for n in ("Mary", "Sean", "Gus", "Ann"))
#: Tiles the flips turn up, in this order of preference.
FLIPS = ("S-01", "S-05", "M-01", "L-01", "S-19", "S-02", "M-05", "S-24")

ROUND_ONE = (
    "bid SA 5", "bid SB 4", "bid MA 11", "pool",  # Ann goes to the Parkie Pool
    "place S-01 r0c1 0", "place S-05 r1c3 0", "place M-01 r0c0 0",
    "take red outside",  # Ann has no park yet: her Parkie waits outside
    "take red S-01", "take red S-05", "take green M-01",  # the pick phase
)
#: Round two, Sean first: he takes the top of Small B (a food tile, so Mary's
#: red Parkie can trump it), Gus opens Medium A, Ann takes the pool.
ROUND_TWO_BIDS = ("bid SB 13", "bid MA 11", "pool")
#: The rest of round two up to Sean's Parkie moves: his Pizza Stand joins the
#: Funnel Cakes his red Parkie stands on.
ROUND_TWO_TO_MOVES = (
    "bid SA 5",
    "place S-02 r0c3 0", "place M-05 r0c2 0", "place S-19 r0c2 270",
    "take blue outside",
)


def force_flips(session: Session) -> None:
    while session.to_act == CHANCE:
        offered = {a.tile: a for a in session.legal_actions()}
        session.play(next((offered[t] for t in FLIPS if t in offered), session.legal_actions()[0]))


def play(session: Session, *texts: str) -> Session:
    force_flips(session)
    for text in texts:
        session.play(text)
        force_flips(session)
    return session


def new_session(players: int = 4) -> Session:
    return play(Session(GAME, {}, SEATS[:players], 11))


@pytest.fixture
def scene(qtbot: Any) -> Callable[..., Any]:
    """scene(session) -> (board, view): the board synced for the seat to act."""
    from parkpack.ui.board_view import BoardView
    from parkpack.ui.parkies import BOARD

    def build(session: Session, interactive: bool = True) -> Any:
        board = BOARD(GAME, session.seats)
        view = BoardView()
        qtbot.addWidget(view)
        view.resize(1400, 820)
        view.set_board(board)
        view.show()
        qtbot.waitExposed(view)
        seat = session.to_act
        board.sync(GAME.view(session.state, seat), session.legal_actions() if interactive else (), seat, interactive)
        view.fit()
        return board, view

    return build

"""Random clicks, wheel turns and keys on the Parkies board, playing every
action the board emits through a Session. Run as a script (by
test_monkey.py) so a native crash fails one test instead of the run.

Exit status: 0 when every emitted action was legal and no handler raised.
"""

from __future__ import annotations

import os
import random
import sys
import traceback

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

errors: list[str] = []


def _hook(kind, value, tb) -> None:  # handlers that raise inside Qt land here
    errors.append(f"{kind.__name__}: {value}")
    traceback.print_exception(kind, value, tb)


def main(seed: int, steps: int) -> int:
    sys.excepthook = _hook
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from PySide6.QtTest import QTest

    from parkpack.engine.api import SeatSpec
    from parkpack.engine.session import Session
    from parkpack.games.parkies import GAME
    from parkpack.ui.board_view import BoardView
    from parkpack.ui.parkies import BOARD

    rnd = random.Random(seed)
    players = 2 + seed % 5
    seats = tuple(SeatSpec(f"P{i}") for i in range(players))
    session = Session(GAME, {"lake": "on" if seed % 2 else "off"}, seats, seed)
    board = BOARD(GAME, seats)
    view = BoardView()
    view.resize(1300, 760)
    view.set_board(board)
    view.show()
    played = []
    board.action_chosen.connect(played.append)

    def sync() -> None:
        session.resolve_chance()
        if session.is_over:
            return
        seat = session.to_act
        board.sync(GAME.view(session.state, seat), session.legal_actions(), seat, True)

    sync()
    keys = [Qt.Key.Key_R, Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Right,
            Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Escape]
    moves = 0
    for _ in range(steps):
        if session.is_over:
            break
        roll = rnd.random()
        if roll < 0.7:
            rect = board.sceneRect()
            point = QPointF(rect.left() + rnd.random() * rect.width(), rect.top() + rnd.random() * rect.height())
            button = Qt.MouseButton.RightButton if rnd.random() < 0.1 else Qt.MouseButton.LeftButton
            QTest.mouseMove(view.viewport(), view.mapFromScene(point))
            QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view.mapFromScene(point))
        else:
            QTest.keyClick(view, rnd.choice(keys))
        while played:
            action = played.pop(0)
            if action not in session.legal_actions():
                errors.append(f"emitted an action not offered: {action}")
                continue
            session.play(action)
            moves += 1
            sync()
        app.processEvents()
    for e in errors:
        print(e)
    print(f"seed {seed}: {moves} actions played, round {session.state.round}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]), int(sys.argv[2])))

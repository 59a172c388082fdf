"""Random clicks, wheel turns and keys on the Walk board, in a subprocess so a
native crash fails this test instead of ending the run. Every action the
board emits must be one of the legal actions."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCRIPT = r"""
import random
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsView
from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.session import Session
from parkpack.games.walk import GAME
from parkpack.ui.walk import WalkBoard

app = QApplication([])
rng = random.Random(4)
seats = (SeatSpec("Ann"), SeatSpec("Ben"), SeatSpec("Cy"))
s = Session(GAME, {}, seats, 9)
board = WalkBoard(GAME, seats)
board.animation_ms = 0
view = QGraphicsView(board)
view.resize(1000, 640)
view.show()
view.fitInView(board.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
emitted = []
board.action_chosen.connect(emitted.append)
keys = [Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_R, Qt.Key.Key_Return,
        Qt.Key.Key_T, Qt.Key.Key_P, Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_PageDown, Qt.Key.Key_3, Qt.Key.Key_0]
played = 0

def sync():
    seat = s.to_act if s.to_act not in (None, CHANCE) else 0
    mine = s.to_act == seat
    board.sync(GAME.view(s.state, seat), s.legal_actions() if mine else (), seat, mine)

for step in range(700):
    if s.is_over:
        break
    s.resolve_chance()
    sync()
    pos = QPoint(rng.randrange(view.width()), rng.randrange(view.height()))
    kind = rng.random()
    if kind < 0.45:
        button = Qt.MouseButton.RightButton if rng.random() < 0.2 else Qt.MouseButton.LeftButton
        QTest.mouseMove(view.viewport(), pos)
        QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, pos)
    elif kind < 0.55:
        wheel = QWheelEvent(QPointF(pos), QPointF(view.viewport().mapToGlobal(pos)), QPoint(0, 0), QPoint(0, 120),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(view.viewport(), wheel)
    else:
        board.handle_key(QKeyEvent(QEvent.Type.KeyPress, rng.choice(keys), Qt.KeyboardModifier.NoModifier))
    app.processEvents()
    while emitted:
        action = emitted.pop(0)
        assert action in s.legal_actions(), (str(action), GAME.text.prompt(s.state))
        s.play(action)
        played += 1
        sync()
print("ok", played)
"""


def test_random_gestures_only_ever_emit_legal_actions():
    root = Path(__file__).resolve().parents[3]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    word, played = done.stdout.split()[-2:]
    assert word == "ok" and int(played) > 20

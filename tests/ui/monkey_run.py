"""Random clicks, drags, wheel turns and key presses on a board or the launcher.

Run by tests/ui/test_monkey.py in a subprocess, so a native crash fails one
test instead of the whole run:

    python tests/ui/monkey_run.py board GAME_ID SEED EVENTS
    python tests/ui/monkey_run.py window - SEED EVENTS
    python tests/ui/monkey_run.py canary - SEED EVENTS

``board`` drives one game's scene in a BoardView; every action the scene
emits that is legal is played through a Session (chance resolved by the
session), so the monkey really plays and starts a new game when one ends.
``window`` drives the whole main window from the launcher, answering or
closing any modal dialog it opens. Any exception reaching ``sys.excepthook``
is recorded; the last stdout line is a JSON summary and the exit status is 1
if anything was recorded.
"""

from __future__ import annotations

import json
import os
import random
import sys
import traceback
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QMouseEvent, QWheelEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QWidget  # noqa: E402
from shiboken6 import isValid  # noqa: E402

ERRORS: list[str] = []


def _record(kind: type[BaseException], value: BaseException, tb: Any) -> None:
    ERRORS.append("".join(traceback.format_exception(kind, value, tb)))


sys.excepthook = _record


def settle(app: QApplication) -> None:
    """What the app's event loop does between two inputs: handle what is
    queued, then delete what ``deleteLater`` was asked to. ``processEvents``
    outside a running loop leaves the deletions (Qt's documentation says so);
    they would pile up and all land in the next modal dialog's loop, under
    the handlers of widgets they take away, which no player can bring about."""
    app.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

KEYS = [
    Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return,
    Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Backspace,
    Qt.Key.Key_Delete, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
    Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_F1, Qt.Key.Key_F2,
    *[getattr(Qt.Key, f"Key_{c}") for c in "0123456789ABCDEFGHIJKLMNOPRSTUVXYZ"],
]
MODIFIERS = [Qt.KeyboardModifier.NoModifier] * 6 + [Qt.KeyboardModifier.ShiftModifier,
                                                    Qt.KeyboardModifier.AltModifier]
BUTTONS = [Qt.MouseButton.LeftButton] * 5 + [Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton]


class Monkey:
    """Sends random input to ``target`` (a widget), aiming half the time at ``hotspots()``."""

    def __init__(self, rng: random.Random, target: QWidget, hotspots: Any) -> None:
        self.rng = rng
        self.target = target
        self.hotspots = hotspots
        self.counts = {"click": 0, "double": 0, "drag": 0, "wheel": 0, "key": 0}

    def point(self, widget: QWidget | None = None) -> QPoint:
        widget = widget or self.target
        spots = self.hotspots() if widget is self.target else []
        if spots and self.rng.random() < 0.6:
            return self.rng.choice(spots)
        w, h = max(1, widget.width()), max(1, widget.height())
        return QPoint(self.rng.randrange(-5, w + 5), self.rng.randrange(-5, h + 5))

    def mouse(self, widget: QWidget, kind: QEvent.Type, pos: QPoint, button: Qt.MouseButton,
              held: Qt.MouseButton, mods: Qt.KeyboardModifier) -> None:
        if not isValid(widget):
            # A press can run a nested event loop (a menu, a dialog) in which
            # the game goes on and may replace this widget (a new game's side
            # panel): then nothing is left to send the rest of the gesture to.
            return
        local = QPointF(pos)
        event = QMouseEvent(kind, local, QPointF(widget.mapToGlobal(pos)), button, held, mods)
        QApplication.sendEvent(widget, event)

    def one(self, widget: QWidget | None = None) -> None:
        widget = widget or self.target
        roll = self.rng.random()
        mods = self.rng.choice(MODIFIERS)
        none = Qt.MouseButton.NoButton
        if roll < 0.45:
            button, pos = self.rng.choice(BUTTONS), self.point(widget)
            self.mouse(widget, QEvent.Type.MouseMove, pos, none, none, mods)
            self.mouse(widget, QEvent.Type.MouseButtonPress, pos, button, button, mods)
            self.mouse(widget, QEvent.Type.MouseButtonRelease, pos, button, none, mods)
            self.counts["click"] += 1
        elif roll < 0.5:
            pos = self.point(widget)
            left = Qt.MouseButton.LeftButton
            self.mouse(widget, QEvent.Type.MouseButtonPress, pos, left, left, mods)
            self.mouse(widget, QEvent.Type.MouseButtonRelease, pos, left, none, mods)
            self.mouse(widget, QEvent.Type.MouseButtonDblClick, pos, left, left, mods)
            self.mouse(widget, QEvent.Type.MouseButtonRelease, pos, left, none, mods)
            self.counts["double"] += 1
        elif roll < 0.65:
            self.drag(widget, mods)
        elif roll < 0.75:
            pos = self.point(widget)
            delta = QPoint(0, self.rng.choice([-240, -120, 120, 240]))
            event = QWheelEvent(QPointF(pos), QPointF(widget.mapToGlobal(pos)), QPoint(), delta, none, mods,
                                Qt.ScrollPhase.NoScrollPhase, False)
            QApplication.sendEvent(widget, event)
            self.counts["wheel"] += 1
        else:
            self.key(widget)

    def key(self, widget: QWidget) -> None:
        if not isValid(widget):
            return
        QTest.keyClick(widget, self.rng.choice(KEYS), self.rng.choice(MODIFIERS))
        self.counts["key"] += 1

    def drag(self, widget: QWidget, mods: Qt.KeyboardModifier) -> None:
        left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
        start, end = self.point(widget), self.point(widget)
        self.mouse(widget, QEvent.Type.MouseButtonPress, start, left, left, mods)
        for i in range(1, 6):
            pos = start + (end - start) * (i / 5)
            self.mouse(widget, QEvent.Type.MouseMove, pos, none, left, mods)
        self.mouse(widget, QEvent.Type.MouseButtonRelease, end, left, none, mods)
        self.counts["drag"] += 1


# --- one board, played through a Session ------------------------------------------
def run_board(game_id: str, seed: int, events: int) -> dict[str, Any]:
    from parkpack.engine import registry
    from parkpack.engine.api import CHANCE, SeatSpec
    from parkpack.engine.session import Session
    from parkpack.ui import boards
    from parkpack.ui.board_view import BoardView

    app = QApplication.instance() or QApplication([])
    game = registry.get(game_id)
    rng = random.Random(seed)
    stats = {"played": 0, "rejected": 0, "refused": 0, "games": 0, "finished": 0}
    holder: dict[str, Any] = {}
    view = BoardView()
    view.resize(1000, 700)
    view.show()

    def new_game() -> None:
        players = rng.randint(game.info.min_players, min(game.info.max_players, 3))
        colours = [c for c, _ in game.info.colours] or [""] * players
        seats = tuple(SeatSpec(f"P{i + 1}", colour=colours[i % len(colours)]) for i in range(players))
        session = Session(game, {}, seats, rng.randrange(1 << 30))
        session.resolve_chance()
        old = holder.get("board")
        board = boards.board_class(game_id)(game, seats)
        board.animation_ms = rng.choice([0, 0, 50])
        board.action_chosen.connect(chosen)
        board.refused.connect(lambda _text: stats.__setitem__("refused", stats["refused"] + 1))
        holder.update(session=session, board=board)
        view.set_board(board)
        if old is not None:
            old.deleteLater()
        stats["games"] += 1
        sync()

    def sync() -> None:
        session, board = holder["session"], holder["board"]
        seat = session.to_act
        viewer = seat if seat not in (None, CHANCE) else 0
        legal = session.legal_actions() if seat not in (None, CHANCE) else ()
        board.sync(game.view(session.state, viewer), legal, viewer, bool(legal))

    def chosen(action: Any) -> None:
        session = holder["session"]
        if session.to_act in (None, CHANCE) or action not in session.legal_actions():
            stats["rejected"] += 1
            return
        session.play(action)
        session.resolve_chance()
        stats["played"] += 1
        sync()  # (at the end: nothing offered, as the window shows a finished game)
        if session.is_over:
            stats["finished"] += 1
            QTimer.singleShot(0, new_game)  # not from inside the scene's own event handler

    def hotspots() -> list[QPoint]:
        board = holder["board"]
        items = [i for i in board.items() if i.isVisible()]
        if not items:
            return []
        picks = rng.sample(items, min(8, len(items)))
        return [view.mapFromScene(i.sceneBoundingRect().center()) for i in picks]

    new_game()
    monkey = Monkey(rng, view.viewport(), hotspots)
    for i in range(events):
        try:
            if rng.random() < 0.2:
                monkey.key(view)  # the view hands keys to the board first
            else:
                monkey.one()
        except Exception:  # noqa: BLE001 - raised straight through sendEvent: record, go on
            _record(*sys.exc_info())  # type: ignore[arg-type]
        if i % 3 == 0:
            settle(app)
        if i % 200 == 199 and rng.random() < 0.3:
            view.resize(rng.randrange(400, 1400), rng.randrange(300, 900))
    settle(app)
    return {**stats, **monkey.counts}


# --- the whole window, from the launcher ---------------------------------------------
def run_window(seed: int, events: int) -> dict[str, Any]:
    from parkpack.ui.app import build_main_window

    app = QApplication.instance() or QApplication([])
    rng = random.Random(seed)
    window = build_main_window()
    window.resize(1100, 750)
    window.show()
    stats = {"dialogs": 0, "reshown": 0, "game_pages": 0}  # game_pages: events away from the launcher

    def visible_widgets() -> list[QWidget]:
        central = window.centralWidget()
        found = [w for w in central.findChildren(QWidget) if w.isVisible() and w.width() > 2]
        return found or [central]

    monkey = Monkey(rng, window, lambda: [])

    def answer_modal() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            return
        stats["dialogs"] += 1
        if not isinstance(modal, QFileDialog):
            inner = Monkey(rng, modal, lambda: [])
            for _ in range(rng.randrange(0, 6)):
                if QApplication.activeModalWidget() is not modal:
                    return
                inner.one()
        if QApplication.activeModalWidget() is modal and isinstance(modal, QDialog):
            modal.accept() if rng.random() < 0.6 and not isinstance(modal, QFileDialog) else modal.reject()
        elif QApplication.activeModalWidget() is modal:
            modal.close()

    closer = QTimer()
    closer.setInterval(30)
    closer.timeout.connect(answer_modal)
    closer.start()
    for i in range(events):
        if not window.isVisible():
            window.show()
            stats["reshown"] += 1
        try:
            if rng.random() < 0.3:
                monkey.key(window.focusWidget() or window)
            else:
                widget = rng.choice(visible_widgets())
                monkey.target = widget
                monkey.one(widget)
        except Exception:  # noqa: BLE001 - raised straight through sendEvent: record, go on
            _record(*sys.exc_info())  # type: ignore[arg-type]
        if window.stack.currentWidget() is not window.launcher:
            stats["game_pages"] += 1
            if stats["game_pages"] % 150 == 0:
                window.show_launcher()  # keep the launcher in the monkey's reach
        if i % 3 == 0:
            settle(app)
    closer.stop()
    if window.controller is not None:
        window.controller.stop()
    settle(app)
    return {**stats, **monkey.counts}


def run_canary(seed: int, events: int) -> dict[str, Any]:
    """A widget whose click handler raises: proves errors in Qt handlers are caught."""
    from PySide6.QtWidgets import QPushButton

    app = QApplication.instance() or QApplication([])
    button = QPushButton("raise")
    button.resize(200, 100)
    button.clicked.connect(lambda: 1 / 0)
    button.show()
    monkey = Monkey(random.Random(seed), button, lambda: [QPoint(100, 50)])
    for _ in range(events):
        monkey.one()
        app.processEvents()
    return dict(monkey.counts)


MODES = {
    "board": lambda game_id, seed, events: run_board(game_id, seed, events),
    "window": lambda _game_id, seed, events: run_window(seed, events),
    "canary": lambda _game_id, seed, events: run_canary(seed, events),
}


def main(argv: list[str]) -> int:
    mode, game_id, seed, events = argv[0], argv[1], int(argv[2]), int(argv[3])
    try:
        stats = MODES[mode](game_id, seed, events)
    except BaseException:  # noqa: BLE001 - reported as a recorded error below
        _record(*sys.exc_info())  # type: ignore[arg-type]
        stats = {}
    stats["errors"] = len(ERRORS)
    distinct = list(dict.fromkeys(e.strip().splitlines()[-1] for e in ERRORS))
    stats["distinct"] = len(distinct)
    shown: set[str] = set()
    for error in ERRORS:  # the first full traceback of each distinct error
        last = error.strip().splitlines()[-1]
        if last not in shown and len(shown) < 5:
            shown.add(last)
            print(error, file=sys.stderr)
    print(json.dumps(stats))
    sys.stdout.flush()
    return 1 if ERRORS else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""The Walk board's side-panel widget: the die, how to make the move asked
for, the same choices as on the sheet as buttons, and the solo ranks.

It sits beside the board rather than on it, so the sheet itself can fill
the board and stay legible.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..elided import ElidedButton
from ..text import QT_TRANSLATE_NOOP, breakable
from .words import card_lines, solo_lines

if TYPE_CHECKING:
    from .board import WalkBoard

KEYS = (
    QT_TRANSLATE_NOOP("Walk", "Arrows: move over the grid"),
    QT_TRANSLATE_NOOP("Walk", "R / Shift+R, wheel or right-click: rotate"),
    QT_TRANSLATE_NOOP("Walk", "Enter or Space: draw here"),
    QT_TRANSLATE_NOOP("Walk", "1–9, 0: tick that bonus (Tab picks one)"),
    QT_TRANSLATE_NOOP("Walk", "T: turn a path into a T (−3)"),
    QT_TRANSLATE_NOOP("Walk", "P: pass when nothing fits"),
    QT_TRANSLATE_NOOP("Walk", "Page Up/Down: look at other sheets (or click a player)"),
    QT_TRANSLATE_NOOP("Walk", "Esc: drop what is half done"),
)


class WalkSidePanel(QWidget):
    def __init__(self, board: WalkBoard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("walkSide")
        self._board = board
        self.setToolTip(QCoreApplication.translate("Walk", "Keys:") + "\n" + "\n".join(QCoreApplication.translate("Walk", k) for k in KEYS))
        # Layouts kept on the widget as well, so that no part's Python side
        # goes before the widget does.
        self.outer = layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.die_row = self._die_row(board)
        layout.addLayout(self.die_row)
        self.buttons = buttons = QHBoxLayout()
        buttons.setSpacing(6)
        self.rotate = ElidedButton(QCoreApplication.translate("Walk", "Rotate (R)"))
        self.turn = ElidedButton(QCoreApplication.translate("Walk", "Path → T (T)"))
        self.turn.setToolTip(QCoreApplication.translate("Walk", "Turn a curve or straight you drew into a T, for −3 points (each kind once)"))
        self.turn.setCheckable(True)
        self.passing = ElidedButton(QCoreApplication.translate("Walk", "Pass (P)"))
        self.passing.setToolTip(QCoreApplication.translate("Walk", "Only when no empty square is left for the rolled object"))
        self.rotate.clicked.connect(self._rotate)
        self.turn.clicked.connect(lambda: board.gestures.toggle_turn_mode())
        self.passing.clicked.connect(board.gestures.press_pass)
        for button in (self.rotate, self.turn, self.passing):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button, 1)
        layout.addLayout(buttons)
        self.solo = QLabel()
        self.solo.setObjectName("walkSolo")
        self.solo.setWordWrap(True)
        self.solo.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.solo)
        self.update_from(board)

    def _rotate(self) -> None:
        if not self._board.gestures.rotate(1):
            self._board.refused.emit(QCoreApplication.translate("Walk", "Nothing to rotate now"))

    def _die_row(self, board: WalkBoard) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(10)
        self.die_view = QGraphicsView(board.die_scene)
        self.die_view.setObjectName("walkDie")
        self.die_view.setFrameShape(QFrame.Shape.NoFrame)
        self.die_view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.die_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.die_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.die_view.setStyleSheet("background: transparent")
        side = int(board.die_scene.sceneRect().width()) + 2
        self.die_view.setFixedSize(side, side)
        self.die_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        row.addWidget(self.die_view, 0, Qt.AlignmentFlag.AlignTop)
        self.texts = texts = QVBoxLayout()
        texts.setSpacing(1)
        self.rolled = QLabel()
        self.rolled.setObjectName("walkRolled")
        self.turn_count = QLabel()
        self.turn_count.setObjectName("walkTurn")
        self.how = QLabel()
        self.how.setObjectName("walkHow")
        self.how.setWordWrap(True)
        self.how.setTextFormat(Qt.TextFormat.PlainText)
        self.how.setMinimumWidth(40)
        for label in (self.rolled, self.turn_count, self.how):
            texts.addWidget(label)
        texts.addStretch(1)
        row.addLayout(texts, 1)
        return row

    def update_from(self, board: WalkBoard) -> None:
        rolled, turn = board.die_lines()
        self.rolled.setText(rolled)
        self.turn_count.setText(turn)
        self.turn_count.setVisible(bool(turn))
        lines = card_lines(board)
        view = board.view_state
        # The first line repeats the status line above the board, except at the end.
        shown = lines if view is not None and view.over else lines[1:]
        self.how.setText(breakable("\n".join(shown)))
        self.how.setVisible(bool(shown))
        offers = board.offers
        mine = board.interactive and board.own_view
        self.rotate.setEnabled(mine and (len(offers.variants) > 1 or board.mode == "turn"))
        self.turn.setEnabled(mine and bool(offers.turns))
        self.turn.setChecked(board.mode == "turn")
        self.passing.setEnabled(mine and offers.passing is not None)
        self.passing.setVisible(offers.passing is not None)
        solo = view is not None and view.solo
        self.solo.setVisible(solo)
        if solo and view is not None:
            self.solo.setText(" · ".join(solo_lines(view)))

"""The Walk board's side-panel widget: the same choices as on the sheet, as
buttons, and the list of keys."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

KEYS = (
    "Arrows: move over the grid",
    "R / Shift+R, wheel or right-click: rotate",
    "Enter or Space: draw here",
    "1–9, 0: tick that bonus (Tab picks one)",
    "T: turn a path into a T (−3)",
    "P: pass when nothing fits",
    "Page Up/Down: look at other sheets",
    "Esc: drop what is half done",
)


class WalkSidePanel(QWidget):
    def __init__(self, board: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._board = board
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.rotate = QPushButton("Rotate the piece (R)")
        self.turn = QPushButton("Turn a path into a T (T)")
        self.turn.setCheckable(True)
        self.passing = QPushButton("Pass (P)")
        self.rotate.clicked.connect(lambda: board.rotate(1) or board.refused.emit("Nothing to rotate now"))
        self.turn.clicked.connect(lambda: board.toggle_turn_mode())
        self.passing.clicked.connect(board.press_pass)
        for button in (self.rotate, self.turn, self.passing):
            layout.addWidget(button)
        keys = QLabel("<br>".join(KEYS))
        keys.setWordWrap(True)
        layout.addWidget(keys)
        layout.addStretch(1)
        self.update_from(board)

    def update_from(self, board: Any) -> None:
        offers = board.offers
        mine = board.interactive and board.own_view
        self.rotate.setEnabled(mine and (len(offers.variants) > 1 or board.mode == "turn"))
        self.turn.setEnabled(mine and bool(offers.turns))
        self.turn.setChecked(board.mode == "turn")
        self.passing.setEnabled(mine and offers.passing is not None)

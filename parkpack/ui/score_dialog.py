"""End of game: every player's score line by line, the winners, solo result."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.api import ScoreSheet

PLAY_AGAIN = 2
LAUNCHER = 3


def winners_text(sheet: ScoreSheet, names: Sequence[str]) -> str:
    if len(names) == 1:
        return f"{names[0]} scored {sheet.total(0)} points."
    who = [names[seat] for seat in sheet.winners]
    if not who:
        return "Nobody wins."
    if len(who) == 1:
        return f"{who[0]} wins!"
    return " and ".join([", ".join(who[:-1]), who[-1]]) + " share the victory."


def breakdown_rows(sheet: ScoreSheet) -> list[str]:
    """Every score line label, in the order the players' sheets first list them."""
    labels: list[str] = []
    for player in sheet.players:
        for line in player.lines:
            if line.label not in labels:
                labels.append(line.label)
    return labels


class ScoreDialog(QDialog):
    def __init__(
        self, sheet: ScoreSheet, seats: Sequence[Any], parent: QWidget | None = None, record_note: str = ""
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Final scores")
        self.sheet = sheet
        names = [seat.name for seat in seats]
        layout = QVBoxLayout(self)
        self.headline = QLabel(winners_text(sheet, names))
        self.headline.setObjectName("scoreHeadline")
        layout.addWidget(self.headline)
        if sheet.solo_result:
            solo = QLabel(f"Result: <b>{sheet.solo_result}</b>")
            solo.setObjectName("soloResult")
            layout.addWidget(solo)
        self.table = self._table(sheet, names)
        layout.addWidget(self.table)
        self.record_note = QLabel(record_note)
        self.record_note.setObjectName("recordNote")
        self.record_note.setVisible(bool(record_note))
        layout.addWidget(self.record_note)
        for note in sheet.notes:
            label = QLabel(note)
            label.setWordWrap(True)
            label.setObjectName("scoreNote")
            layout.addWidget(label)
        buttons = QDialogButtonBox()
        again = buttons.addButton("Play again", QDialogButtonBox.ButtonRole.AcceptRole)
        again.setToolTip("Same players and options, new dice and draws")
        back = buttons.addButton("Back to launcher", QDialogButtonBox.ButtonRole.DestructiveRole)
        close = buttons.addButton("Look at the board", QDialogButtonBox.ButtonRole.RejectRole)
        again.clicked.connect(lambda: self.done(PLAY_AGAIN))
        back.clicked.connect(lambda: self.done(LAUNCHER))
        close.clicked.connect(self.reject)
        again.setDefault(True)
        layout.addWidget(buttons)
        self.resize(max(380, 170 + 110 * len(names)), self.sizeHint().height())

    def _table(self, sheet: ScoreSheet, names: list[str]) -> QTableWidget:
        labels = breakdown_rows(sheet)
        by_seat = {p.seat: p for p in sheet.players}
        table = QTableWidget(len(labels) + 1, len(names))
        table.setObjectName("scoreTable")
        table.setHorizontalHeaderLabels([("★ " if i in sheet.winners else "") + n for i, n in enumerate(names)])
        table.setVerticalHeaderLabels(labels + ["Total"])
        bold = QFont()
        bold.setBold(True)
        for column in range(len(names)):
            player = by_seat.get(column)
            points = {line.label: line.points for line in player.lines} if player else {}
            for row, label in enumerate(labels):
                text = str(points[label]) if label in points else "–"
                table.setItem(row, column, self._cell(text))
            total = self._cell(str(player.total) if player else "–")
            total.setFont(bold)
            table.setItem(len(labels), column, total)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.resizeRowsToContents()
        rows = table.verticalHeader().length() + table.horizontalHeader().sizeHint().height()
        table.setFixedHeight(min(460, rows + 2 * table.frameWidth() + 2))
        return table

    @staticmethod
    def _cell(text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        return item

"""End of game: every entrant's score line by line, the winners, solo result.

Entrants are the seats and then any automaton the game names (Becky), in the
score sheet's numbering; an automaton's column says it is one."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import _
from ..engine.api import PlayerScore, ScoreSheet
from .elided import ElidedLabel
from .screen_fit import within_screen
from .text import breakable, plain_label, shortened

PLAY_AGAIN = 2
LAUNCHER = 3
REPLAY = 4
CARDS_PER_ROW = 3
#: A sheet's title at most this wide, shortened with "…" past it (the whole
#: name in its tooltip): three cards of 24 W's asked for 1,164 pixels.
TITLE_MAX = 260


def entrant_names(sheet: ScoreSheet, seats: Sequence[Any]) -> list[str]:
    """Every entrant's name in the sheet's numbering: seats, then automata;
    a name longer than the new-game dialog allows (read from a file) is
    shortened, so that the sheet never grows wider than the screen."""
    return [shortened(seat.name) for seat in seats] + list(sheet.automata)


def winners_text(sheet: ScoreSheet, names: Sequence[str]) -> str:
    if len(names) == 1:
        return QCoreApplication.translate("ScoreDialog", "{name} scored {n} points.").format(
            name=names[0], n=sheet.total(0))
    who = [names[seat] for seat in sheet.winners]
    if not who:
        return QCoreApplication.translate("ScoreDialog", "Nobody wins.")
    if len(who) == 1:
        return QCoreApplication.translate("ScoreDialog", "{name} wins!").format(name=who[0])
    return QCoreApplication.translate("ScoreDialog", "{names} and {last} share the victory.").format(
        names=", ".join(who[:-1]), last=who[-1])


def shared_labels(sheet: ScoreSheet) -> list[str] | None:
    """The score lines' labels if every player's sheet has the very same ones
    in the same order (then one table compares them), else None."""
    labels = [tuple(line.label for line in p.lines) for p in sheet.players]
    return list(labels[0]) if labels and all(ls == labels[0] for ls in labels) else None


class PlayerSheet(QFrame):
    """One player's breakdown when the lines differ from player to player."""

    def __init__(self, name: str, score: PlayerScore, winner: bool) -> None:
        super().__init__()
        self.setObjectName("scoreCard")
        grid = QGridLayout(self)
        title = ElidedLabel(("★ " if winner else "") + name)
        title.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        title.setMaximumWidth(TITLE_MAX)
        title.setObjectName("scoreCardTitle")
        grid.addWidget(title, 0, 0, 1, 2)
        for row, line in enumerate(score.lines, start=1):
            grid.addWidget(plain_label(line.label), row, 0)
            grid.addWidget(self._points(str(line.points)), row, 1)
        total = QLabel(QCoreApplication.translate("ScoreDialog", "Total"))
        total.setObjectName("scoreTotal")
        grid.addWidget(total, len(score.lines) + 1, 0)
        points = self._points(str(score.total))
        points.setObjectName("scoreTotal")
        grid.addWidget(points, len(score.lines) + 1, 1)
        grid.setColumnStretch(0, 1)
        grid.setRowStretch(len(score.lines) + 2, 1)

    @staticmethod
    def _points(text: str) -> QLabel:
        label = plain_label(text)
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return label


class ScoreDialog(QDialog):
    def __init__(
        self, sheet: ScoreSheet, seats: Sequence[Any], parent: QWidget | None = None, record_note: str = ""
    ) -> None:
        super().__init__(parent)
        # Freed once closed: every score sheet, replay and statistics window stayed in memory, hidden (about 2-6 MB each).
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Final scores"))
        self.sheet = sheet
        names = entrant_names(sheet, seats)
        layout = QVBoxLayout(self)
        self.headline = plain_label(winners_text(sheet, names))
        self.headline.setObjectName("scoreHeadline")
        layout.addWidget(self.headline)
        if sheet.solo_result:
            solo = plain_label(self.tr("Result: {result}").format(result=_(sheet.solo_result)))
            solo.setObjectName("soloResult")
            layout.addWidget(solo)
        labels = shared_labels(sheet)
        self.table: QTableWidget | None = None
        self.cards: list[PlayerSheet] = []
        if labels is not None:
            self.table = self._table(sheet, names, labels)
            layout.addWidget(self.table)
        else:
            layout.addLayout(self._cards(sheet, names))
        self.record_note = plain_label(record_note)
        self.record_note.setObjectName("recordNote")
        self.record_note.setVisible(bool(record_note))
        layout.addWidget(self.record_note)
        for note in sheet.notes:
            label = plain_label(breakable(note))
            label.setWordWrap(True)
            label.setObjectName("scoreNote")
            layout.addWidget(label)
        layout.addWidget(self._buttons())
        self._open_at_full_size()

    def _open_at_full_size(self) -> None:
        """Open as wide as the sheet asks, within the screen. Qt opens a
        window at no more than two thirds of its screen, which on a screen
        1,024 pixels wide shortened names the sheet had room for."""
        self.ensurePolished()  # the sizes by the window's style sheet
        self.resize(within_screen(self, self.sizeHint(), QSize(40, 80)).expandedTo(self.minimumSizeHint()))

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox()
        again = buttons.addButton(QCoreApplication.translate("ScoreDialog", "Play again"), QDialogButtonBox.ButtonRole.AcceptRole)
        again.setToolTip(QCoreApplication.translate("ScoreDialog", "Same players and options, new dice and draws"))
        back = buttons.addButton(QCoreApplication.translate("ScoreDialog", "Back to launcher"), QDialogButtonBox.ButtonRole.DestructiveRole)
        close = buttons.addButton(QCoreApplication.translate("ScoreDialog", "Look at the board"), QDialogButtonBox.ButtonRole.RejectRole)
        replay = buttons.addButton(QCoreApplication.translate("ScoreDialog", "Watch the replay"), QDialogButtonBox.ButtonRole.ActionRole)
        replay.setToolTip(QCoreApplication.translate("ScoreDialog", "Step through the game again, move by move"))
        replay.clicked.connect(lambda: self.done(REPLAY))
        again.clicked.connect(lambda: self.done(PLAY_AGAIN))
        back.clicked.connect(lambda: self.done(LAUNCHER))
        close.clicked.connect(self.reject)
        again.setDefault(True)
        return buttons

    def _cards(self, sheet: ScoreSheet, names: list[str]) -> QGridLayout:
        grid = QGridLayout()
        grid.setSpacing(10)
        for index, player in enumerate(sheet.players):
            card = PlayerSheet(self._heading(sheet, names, player.seat), player, player.seat in sheet.winners)
            grid.addWidget(card, index // CARDS_PER_ROW, index % CARDS_PER_ROW)
            self.cards.append(card)
        return grid

    def _table(self, sheet: ScoreSheet, names: list[str], labels: list[str]) -> QTableWidget:
        by_seat = {p.seat: p for p in sheet.players}
        table = QTableWidget(len(labels) + 1, len(names))
        table.setObjectName("scoreTable")
        table.setHorizontalHeaderLabels(
            [("★ " if i in sheet.winners else "") + self._heading(sheet, names, i) for i in range(len(names))]
        )
        table.setVerticalHeaderLabels(labels + [QCoreApplication.translate("ScoreDialog", "Total")])
        bold = QFont()
        bold.setBold(True)
        for column in range(len(names)):
            player = by_seat.get(column)
            points = [line.points for line in player.lines] if player else []
            for row in range(len(labels)):
                table.setItem(row, column, self._cell(str(points[row]) if player else "–"))
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
        table.setMinimumWidth(max(360, 160 + 110 * len(names)))
        return table

    @staticmethod
    def _heading(sheet: ScoreSheet, names: Sequence[str], entrant: int) -> str:
        if sheet.is_automaton(entrant):
            return QCoreApplication.translate("ScoreDialog", "{name} (automaton)").format(name=names[entrant])
        return names[entrant]

    @staticmethod
    def _cell(text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        return item

"""The new-game dialog: players, their colours and kinds, options and seed.

Every choice is remembered per game (QSettings) and offered again next time.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon, QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.api import COMPUTER, HUMAN, SeatSpec
from ..engine.limits import MAX_NAME, clean
from ..engine.expert import EXPERT
from . import prefs
from .text import NAME_LETTERS


def colour_label(colour_id: str, label: str) -> str:
    """A seat colour's name as the board will draw it: with the colour-blind
    palette on, red is drawn vermilion and called so on the player cards."""
    from .colours import SAFE_NAMES, colour_name

    if not prefs.colour_blind() or colour_id not in SAFE_NAMES:
        return label
    word = colour_name(colour_id, True)
    return word[:1].upper() + word[1:]


def colour_swatch(colour_id: str, index: int) -> QIcon:
    """A small square of the seat's colour as the palette in use draws it."""
    from PySide6.QtGui import QColor, QPainter, QPixmap

    from .colours import seat_colour

    pixmap = QPixmap(14, 14)
    pixmap.fill(seat_colour(colour_id, index, prefs.colour_blind()))
    painter = QPainter(pixmap)
    painter.setPen(QColor("#5b5b52"))
    painter.drawRect(0, 0, 13, 13)
    painter.end()
    return QIcon(pixmap)


@dataclass(frozen=True)
class NewGameSetup:
    game_id: str
    options: dict[str, str]
    seats: tuple[SeatSpec, ...]
    seed: int


def kind_choices(info: Any) -> list[tuple[str, str, str]]:
    """(label, kind, level) for the "plays as" box of each seat."""
    out = [(QCoreApplication.translate("NewGameDialog", "Human"), HUMAN, "")]
    out += [
        (QCoreApplication.translate("NewGameDialog", "Computer — {level}").format(level=lv.label), COMPUTER, lv.id)
        for lv in info.bot_levels
    ]
    return out


class SeatRow:
    """The widgets of one seat in the dialog's grid."""

    def __init__(self, info: Any, index: int) -> None:
        self.number = QLabel(f"{index + 1}.")
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_LETTERS)
        # Wide enough for a long name of ordinary letters, which would
        # otherwise be shown scrolled, its beginning hidden.
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance("x" * NAME_LETTERS) + 16)
        self.name.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "Player {n}").format(n=index + 1))
        self.colour = QComboBox()
        for n, (colour_id, label) in enumerate(info.colours):
            self.colour.addItem(colour_swatch(colour_id, n), colour_label(colour_id, label), colour_id)
        self.kind = QComboBox()
        for label, kind, level in kind_choices(info):
            self.kind.addItem(label, (kind, level))
        self.kind.setToolTip(QCoreApplication.translate("NewGameDialog", "A person at this computer, or a computer player and its level"))
        self.kind.currentIndexChanged.connect(lambda _=0: self._name_hint(index))

    def _name_hint(self, index: int) -> None:
        kind, _level = self.kind.currentData()
        self.name.setPlaceholderText(
            (QCoreApplication.translate("NewGameDialog", "Player {n}") if kind == HUMAN
             else QCoreApplication.translate("NewGameDialog", "Computer {n}")).format(n=index + 1)
        )

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.number, self.name, self.colour, self.kind)

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible)

    def seat(self, index: int) -> SeatSpec:
        """The seat as chosen; the name is repaired here, at the boundary (no
        control characters or lone surrogates, which no save could hold)."""
        kind, level = self.kind.currentData()
        name = clean(self.name.text(), self.name.maxLength()) or self.name.placeholderText()
        return SeatSpec(name, kind, level, self.colour.currentData() or "")


class NewGameDialog(QDialog):
    def __init__(self, game: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.info = info = game.info
        self._key = f"new_game/{info.id}"
        self.setWindowTitle(self.tr("New game — {game}").format(game=info.name))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(info.min_players, info.max_players)
        form.addRow(self.tr("Number of players:"), self.count)
        layout.addLayout(form)
        layout.addWidget(self._seat_box())
        self.option_boxes: dict[str, QComboBox] = {}
        self._option_rows: dict[str, tuple[QLabel, QComboBox]] = {}
        self.options_group: QGroupBox | None = None
        if info.options:
            self.options_group = self._options_box()
            layout.addWidget(self.options_group)
        self.seed = QLineEdit()
        self.seed.setValidator(QIntValidator(0, 2**31 - 1, self))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed and moves give the same dice and draws"))
        seed_form = QFormLayout()
        seed_form.addRow(self.tr("Seed (optional):"), self.seed)
        self._think_row(seed_form)
        layout.addLayout(seed_form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._restore()
        self.count.valueChanged.connect(self._count_changed)
        self._count_changed(self.count.value())

    def _seat_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        grid = QGridLayout(box)
        for column, title in enumerate(("", self.tr("Name"), self.tr("Colour"), self.tr("Plays as"))):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        self.rows = [SeatRow(self.info, i) for i in range(self.info.max_players)]
        for i, row in enumerate(self.rows):
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, i + 1, column)
            row.colour.setVisible(bool(self.info.colours))
            row.colour.currentIndexChanged.connect(lambda _=0, i=i: self._colour_changed(i))
            row._last_colour = row.colour.currentIndex()  # type: ignore[attr-defined]
        return box

    def _options_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Options"))
        form = QFormLayout(box)
        for spec in self.info.options:
            combo = QComboBox()
            for value, label in spec.choices:
                combo.addItem(label, value)
            combo.setCurrentIndex(max(0, combo.findData(spec.default)))
            combo.setToolTip(spec.help)
            label = QLabel(f"{spec.label}:")
            label.setToolTip(spec.help)
            form.addRow(label, combo)
            self.option_boxes[spec.key] = combo
            self._option_rows[spec.key] = (label, combo)
        return box

    # --- behaviour ----------------------------------------------------------
    def _count_changed(self, count: int) -> None:
        for i, row in enumerate(self.rows):
            row.set_visible(i < count)
            row.colour.setVisible(i < count and bool(self.info.colours))
        self._fix_colour_clashes(count)
        self._show_think()
        for spec in self.info.options:
            label, combo = self._option_rows[spec.key]
            shown = not spec.players or count in spec.players
            label.setVisible(shown)
            combo.setVisible(shown)
        if self.options_group is not None:
            self.options_group.setVisible(any(not s.players or count in s.players for s in self.info.options))
        self.adjustSize()

    def _colour_changed(self, index: int) -> None:
        """Two seats never share a colour: the seat that had it takes the old one."""
        row = self.rows[index]
        new, old = row.colour.currentIndex(), row._last_colour  # type: ignore[attr-defined]
        for other in self.rows[: self.count.value()]:
            if other is not row and other.colour.currentIndex() == new:
                self._set_colour(other, old)
        row._last_colour = new  # type: ignore[attr-defined]

    def _fix_colour_clashes(self, count: int) -> None:
        """A seat shown again may hold a colour another seat took meanwhile."""
        used: list[int] = []
        for row in self.rows[:count]:
            index = row.colour.currentIndex()
            if index in used:
                free = [i for i in range(row.colour.count()) if i not in used]
                index = free[0] if free else index
                self._set_colour(row, index)
            used.append(index)

    @staticmethod
    def _set_colour(row: SeatRow, index: int) -> None:
        row.colour.blockSignals(True)
        row.colour.setCurrentIndex(index)
        row._last_colour = index  # type: ignore[attr-defined]
        row.colour.blockSignals(False)

    def setup(self) -> NewGameSetup:
        count = self.count.value()
        seats = tuple(self.rows[i].seat(i) for i in range(count))
        options = {
            spec.key: self.option_boxes[spec.key].currentData()
            for spec in self.info.options
            if not spec.players or count in spec.players
        }
        text = self.seed.text().strip()
        seed = int(text) if text else secrets.randbelow(2**31)
        return NewGameSetup(self.info.id, options, seats, seed)

    def accept(self) -> None:
        self._remember()
        prefs.set_think_ms(self.think.currentData())
        super().accept()

    def _think_row(self, form: QFormLayout) -> None:
        """The expert's thinking time, shown while some seat is an expert."""
        from .settings import think_box

        self.think = think_box()
        self.think_label = QLabel(self.tr("Expert thinking time:"))
        form.addRow(self.think_label, self.think)
        for row in self.rows:
            row.kind.currentIndexChanged.connect(lambda _=0: self._show_think())

    def _show_think(self) -> None:
        count = self.count.value()
        shown = any(self.rows[i].kind.currentData()[1] == EXPERT for i in range(count))
        self.think.setVisible(shown)
        self.think_label.setVisible(shown)

    # --- memory -------------------------------------------------------------
    def _restore(self) -> None:
        """The choices made last time, each checked: a stored value that is
        not one this dialog can show falls back to the default."""
        key, info = self._key, self.info
        default_count = min(max(2, info.min_players), info.max_players)
        self.count.setValue(prefs.int_value(f"{key}/players", default_count, info.min_players, info.max_players))
        levels = len(info.bot_levels)
        colours = len(info.colours)
        for i, row in enumerate(self.rows):
            row.name.setText(clean(prefs.text_value(f"{key}/seat{i}/name", "", MAX_NAME), row.name.maxLength()))
            default_colour = i % colours if colours else 0
            self._set_colour(row, prefs.int_value(f"{key}/seat{i}/colour", default_colour, 0, max(0, colours - 1)))
            default_kind = 1 if (i > 0 and levels) else 0
            row.kind.setCurrentIndex(prefs.int_value(f"{key}/seat{i}/kind", default_kind, 0, row.kind.count() - 1))
        for spec in info.options:
            combo = self.option_boxes[spec.key]
            chosen = prefs.choice_value(f"{key}/option/{spec.key}", spec.default, (v for v, _ in spec.choices))
            combo.setCurrentIndex(max(0, combo.findData(chosen)))

    def _remember(self) -> None:
        key = self._key
        prefs.set_value(f"{key}/players", self.count.value())
        for i, row in enumerate(self.rows):
            prefs.set_value(f"{key}/seat{i}/name", clean(row.name.text(), row.name.maxLength()))
            prefs.set_value(f"{key}/seat{i}/colour", row.colour.currentIndex())
            prefs.set_value(f"{key}/seat{i}/kind", row.kind.currentIndex())
        for spec_key, combo in self.option_boxes.items():
            prefs.set_value(f"{key}/option/{spec_key}", combo.currentData())

"""The side-panel widget: the powers you may use at any time — cash in a
Parkie for $5, demolish an attraction — one button per offered action."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ...games.parkies.actions import CashIn, Demolish
from ...games.parkies.content import CASH_VALUE
from .words import where_name


class AnyTimePowers(QWidget):
    def __init__(self, emit: Callable[[Any], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._emit = emit
        self._shown: tuple[Any, ...] | None = None
        self.setObjectName("parkiesPowers")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.cash_box = QGroupBox(f"Cash in a Parkie (+${CASH_VALUE})")
        self.cash_grid = QGridLayout(self.cash_box)
        self.demolish_box = QGroupBox("Demolish an attraction")
        self.demolish_grid = QGridLayout(self.demolish_box)
        self.idle = QLabel("No cash-in or demolition is offered right now.")
        self.idle.setWordWrap(True)
        outer.addWidget(self.cash_box)
        outer.addWidget(self.demolish_box)
        outer.addWidget(self.idle)
        self.buttons: list[QPushButton] = []
        self.show_actions(())

    def show_actions(self, actions: tuple[Any, ...]) -> None:
        """One button per offered cash-in and demolition (rebuilt only when
        the offer changes)."""
        if actions == self._shown:
            return
        self._shown = actions
        for grid in (self.cash_grid, self.demolish_grid):
            while grid.count():
                item = grid.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.deleteLater()
        self.buttons = []
        cash = [a for a in actions if isinstance(a, CashIn)]
        demolish = [a for a in actions if isinstance(a, Demolish)]
        for i, c in enumerate(cash):
            self._add(self.cash_grid, i, c, f"{c.colour} on {where_name(c.where)}", f"Discard this {c.colour} Parkie to the Parkie Pool for ${CASH_VALUE}.")
        for i, d in enumerate(demolish):
            self._add(self.demolish_grid, i, d, where_name(d.tile), f"Demolish {where_name(d.tile)}: its Parkies go to the pool for ${CASH_VALUE} each and the tile goes under its pile.")
        self.cash_box.setVisible(bool(cash))
        self.demolish_box.setVisible(bool(demolish))
        self.idle.setVisible(not cash and not demolish)

    def _add(self, grid: QGridLayout, index: int, action: Any, label: str, tip: str) -> None:
        button = QPushButton(label)
        button.setToolTip(tip)
        button.setProperty("action_text", str(action))
        button.clicked.connect(lambda _checked=False, a=action: self._emit(a))
        grid.addWidget(button, index // 2, index % 2)
        self.buttons.append(button)

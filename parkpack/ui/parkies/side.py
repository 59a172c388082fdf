"""The side-panel widget: the powers a player may use at any of their
decisions — cash in a Parkie for $5, demolish an attraction — as two buttons
with a menu of every Parkie and attraction of the park shown.

The menus list the whole park whoever is deciding, so a player sees what
they could do; the entries are live only while that player decides (the
engine offers both powers at each of their decisions, docs/rules-parkies.md).
A demolition asks first: it cannot be taken back once the turn is over and
it costs the attraction. In a narrow side panel the two buttons stand one
over the other, so neither label is cut.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QMenu, QMessageBox, QPushButton, QVBoxLayout, QWidget

from ...i18n import _
from ...games.parkies.actions import CashIn, Demolish
from ...games.parkies.content import CASH_VALUE, TILE
from ...games.parkies.powers import any_time
from ...games.parkies.state import Player
from ..elided import ElidedButton
from .words import colour_word, where_name

Confirm = Callable[[QWidget, str, str], bool]
BUTTON_SPACING = 6


def ask(parent: QWidget, title: str, text: str) -> bool:
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel
    answer = QMessageBox.question(parent, title, text, buttons, QMessageBox.StandardButton.Cancel)
    return answer == QMessageBox.StandardButton.Yes


def demolish_question(player: Player, tile_id: str) -> str:
    on_it = sum(1 for p in player.parkies if p.where == tile_id)
    t = TILE[tile_id]
    if on_it == 1:
        parkies = QCoreApplication.translate("Parkies", " Its 1 Parkie goes back to the pool for ${cash}.").format(cash=CASH_VALUE)
    elif on_it:
        parkies = QCoreApplication.translate("Parkies", " Its {n} Parkies go back to the pool for ${cash}.").format(
            n=on_it, cash=CASH_VALUE * on_it)
    else:
        parkies = ""
    return (QCoreApplication.translate("Parkies", "Demolish {name}?{parkies} The tile goes under its pile and its Allure {allure:+d}, Profitability {profit:+d}, Satisfaction {satisfaction:+d} are taken back.").format(name=_(t.name), parkies=parkies, allure=t.allure, profit=t.profit, satisfaction=t.satisfaction))


class AnyTimePowers(QWidget):
    def __init__(self, emit: Callable[[Any], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._emit = emit
        self.confirm: Confirm = ask  # replaceable, so tests answer without a modal dialog
        self.setObjectName("parkiesPowers")
        self._shown: tuple[Any, ...] | None = None
        self._player: Player | None = None
        # Layouts kept on the widget as well, so that no part's Python side
        # goes before the widget does.
        self.outer = outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        row = QHBoxLayout()
        row.setSpacing(BUTTON_SPACING)
        self.row = row
        self.cash_button = ElidedButton(QCoreApplication.translate("Parkies", "Cash in (+${cash}) ▾").format(cash=CASH_VALUE))
        self.cash_button.setToolTip(QCoreApplication.translate("Parkies", "Discard one of your Parkies to the Parkie Pool for ${cash} (key C)").format(cash=CASH_VALUE))
        self.demolish_button = ElidedButton(QCoreApplication.translate("Parkies", "Demolish ▾"))
        self.demolish_button.setToolTip(QCoreApplication.translate("Parkies", "Demolish an attraction of your park (asks first; key D)"))
        self.cash_menu = QMenu(self)
        self.demolish_menu = QMenu(self)
        self.cash_button.setMenu(self.cash_menu)
        self.demolish_button.setMenu(self.demolish_menu)
        row.addWidget(self.cash_button, 1)
        row.addWidget(self.demolish_button, 1)
        outer.addLayout(row)
        self.note = QLabel()
        self.note.setObjectName("powersNote")
        self.note.setWordWrap(True)
        outer.addWidget(self.note)
        #: Every entry of both menus, in menu order (their ``data`` is the action).
        self.entries: list[QAction] = []
        self.show_powers(None, (), False)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        """Side by side if both labels show whole there, else stacked."""
        need = sum(QPushButton.sizeHint(b).width() for b in (self.cash_button, self.demolish_button)) + BUTTON_SPACING
        direction = QBoxLayout.Direction.LeftToRight if self.width() >= need else QBoxLayout.Direction.TopToBottom
        if self.row.direction() != direction:
            self.row.setDirection(direction)

    def show_powers(self, player: Player | None, offered: tuple[Any, ...], colour_blind: bool, over: bool = False) -> None:
        """List ``player``'s Parkies and attractions; the ``offered`` cash-ins
        and demolitions are live, the rest greyed out (all of them once the
        game is ``over``, with no note on when they may be made)."""
        key = (player.parkies if player else None, player.tiles if player else None, offered, colour_blind, over)
        if key == self._shown:
            return
        self._shown, self._player = key, player
        self.cash_menu.clear()
        self.demolish_menu.clear()
        self.entries = []
        possible = any_time(player) if player is not None else ()
        for action in possible:
            if isinstance(action, CashIn):
                label = QCoreApplication.translate("Parkies", "{colour_word} Parkie on {where_name}").format(colour_word=colour_word(action.colour, colour_blind), where_name=where_name(action.where))
                menu = self.cash_menu
            else:
                label = where_name(action.tile)
                menu = self.demolish_menu
            entry = menu.addAction(label)
            entry.setData(str(action))
            entry.setEnabled(action in offered)
            entry.triggered.connect(lambda _checked=False, a=action: self._chosen(a))
            self.entries.append(entry)
        cash = any(isinstance(a, CashIn) for a in offered)
        demolish = any(isinstance(a, Demolish) for a in offered)
        self.cash_button.setEnabled(cash)
        self.demolish_button.setEnabled(demolish)
        if offered or over:
            self.note.setText("")
        elif possible:
            self.note.setText(QCoreApplication.translate("Parkies", "Cash-ins and demolitions are made at your own decisions."))
        else:
            self.note.setText(QCoreApplication.translate("Parkies", "No Parkie to cash in and nothing to demolish yet."))
        self.note.setVisible(bool(self.note.text()))

    def _chosen(self, action: Any) -> None:
        if isinstance(action, Demolish) and self._player is not None:
            if not self.confirm(self, QCoreApplication.translate("Parkies", "Demolish an attraction"), demolish_question(self._player, action.tile)):
                return
        self._emit(action)

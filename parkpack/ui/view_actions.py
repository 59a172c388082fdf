"""View, Settings and Help menu commands (mixed into MainWindow)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from . import prefs


class ViewActions:
    """Needs from the window: ``controller``, ``board``, ``page``, ``_page``,
    ``act_log`` and ``_refresh``."""

    controller: Any
    board: Any
    page: Any
    _page: Any
    act_log: Any
    _refresh: Any

    def _window(self) -> QWidget:
        """The main window this is mixed into, as the parent of its dialogs."""
        assert isinstance(self, QWidget)
        return self

    def toggle_log(self) -> None:
        prefs.set_value("ui/show_log", self.act_log.isChecked())
        if self._page is not None:
            self._page.set_log_visible(self.act_log.isChecked())

    def _board_view(self) -> Any:
        """The view of the board shown, or None (no game open)."""
        return self._page.view if self._page is not None and self.board is not None else None

    def zoom_in(self) -> None:
        if (view := self._board_view()) is not None:
            view.zoom_in()

    def zoom_out(self) -> None:
        if (view := self._board_view()) is not None:
            view.zoom_out()

    def zoom_fit(self) -> None:
        if (view := self._board_view()) is not None:
            view.zoom_fit()

    def show_zoom(self, zoom: float) -> None:
        """Say on the status bar how large the board is shown, and how to see it whole."""
        status = self.statusBar()  # type: ignore[attr-defined]
        if zoom > 1.0:
            status.showMessage(QCoreApplication.translate("Menus", "Board at {percent} % · Ctrl+0 shows it whole").format(
                percent=round(zoom * 100)), 4000)
        else:
            status.showMessage(QCoreApplication.translate("Menus", "The whole board is shown"), 2000)

    def show_rules(self) -> None:
        from .help_dialogs import RulesDialog

        if self.controller is not None:
            RulesDialog([self.controller.game], guide=False, parent=self._window()).open()

    def show_help(self) -> None:
        from ..engine import registry
        from .help_dialogs import RulesDialog

        RulesDialog(registry.games(), guide=True, parent=self._window()).open()

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from .help_dialogs import about_text

        QMessageBox.about(self._window(), QCoreApplication.translate("ViewActions", "About parkpack"), about_text())

    def show_settings(self) -> None:
        from .settings import SettingsDialog

        dialog = SettingsDialog(self._window())
        accepted = dialog.exec() == SettingsDialog.DialogCode.Accepted
        dialog.deleteLater()  # freed, not kept hidden
        if accepted:
            self.apply_settings()

    def apply_settings(self) -> None:
        if self.controller is None:
            return
        self.controller.set_pause_ms(prefs.pause_ms())
        self.controller.think_ms = prefs.think_ms()
        self.controller.set_confirm_turns(prefs.confirm_end_of_turn())
        self._apply_settings_to_board()
        self.page.players.set_seats(self.controller.session.seats, self.controller.game.info, prefs.colour_blind())
        self._refresh()

    def _apply_settings_to_board(self) -> None:
        self.board.animation_ms = prefs.animation_ms()
        self.board.colour_blind = prefs.colour_blind()
        self.board.confirm_end_of_turn = prefs.confirm_end_of_turn()

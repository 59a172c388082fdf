"""The expert's thinking time: one setting, in Settings and in the new-game
dialog (shown while a seat plays as the expert), passed to the controller."""

from __future__ import annotations

from parkpack.engine import registry
from parkpack.ui import prefs
from parkpack.ui.new_game import NewGameDialog
from parkpack.ui.settings import SettingsDialog


def _expert_index(dialog: NewGameDialog, row: int) -> int:
    kind = dialog.rows[row].kind
    return next(i for i in range(kind.count()) if kind.itemData(i)[1] == "expert")


def test_new_game_dialog_offers_the_thinking_time_with_an_expert_seat(qtbot):
    dialog = NewGameDialog(registry.get("walk"))
    qtbot.addWidget(dialog)
    dialog.count.setValue(2)
    dialog.rows[1].kind.setCurrentIndex(1)  # easy
    assert dialog.think.isHidden()
    dialog.rows[1].kind.setCurrentIndex(_expert_index(dialog, 1))
    assert not dialog.think.isHidden()
    assert dialog.think.currentData() == prefs.DEFAULT_THINK_MS == 1000
    dialog.think.setCurrentIndex(dialog.think.findData(2000))
    dialog.accept()
    assert prefs.think_ms() == 2000
    assert dialog.setup().seats[1].level == "expert"


def test_settings_keep_the_thinking_time_within_limits(qtbot):
    prefs.set_value("expert/think_ms", 99999)
    assert prefs.think_ms() == 3000
    prefs.set_think_ms(100)
    assert prefs.think_ms() == 250
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    assert dialog.think.currentData() == 250
    dialog.think.setCurrentIndex(dialog.think.findData(500))
    dialog.accept()
    assert prefs.think_ms() == 500

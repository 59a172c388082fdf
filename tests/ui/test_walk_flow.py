"""End to end with the real A Walk in the Park: launcher, new game, moves, save, load, undo."""

from __future__ import annotations

import pytest

from parkpack.engine import paths, registry, saves
from parkpack.ui import new_game, prefs
from parkpack.ui.app import build_main_window
from parkpack.ui.launcher import GameCard
from parkpack.ui.new_game import NewGameDialog
from parkpack.ui.walk import BOARD


def play_human_turn(qtbot, win) -> None:
    ctl = win.controller
    qtbot.waitUntil(lambda: ctl.session.human_to_act())
    win.board.action_chosen.emit(ctl.session.legal_actions()[0])


@pytest.fixture
def window(qtbot, monkeypatch):
    prefs.set_value("ui/animation_speed", "off")

    def fill_in(dialog: NewGameDialog) -> int:
        dialog.count.setValue(1)
        dialog.rows[0].name.setText("Ann")
        dialog.option_boxes["level"].setCurrentIndex(dialog.option_boxes["level"].findData("2"))
        dialog.seed.setText("2024")
        dialog.accept()
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(new_game.NewGameDialog, "exec", fill_in)
    win = build_main_window()
    qtbot.addWidget(win)
    win.warn = lambda *args: pytest.fail(f"unexpected warning {args}")
    win.confirm = lambda *args: pytest.fail(f"unexpected question {args}")
    return win


def test_launcher_new_walk_moves_save_load_undo(qtbot, window, tmp_path):
    window.launcher.populate()
    assert "walk" in [card.game_id for card in window.launcher.findChildren(GameCard)]
    walk_card = next(c for c in window.launcher.cards if c.game_id == "walk")
    walk_card.new_game.emit("walk")
    ctl = window.controller
    assert isinstance(window.board, BOARD)
    assert ctl.session.options == {"level": "2"} and ctl.session.seed == 2024
    assert [s.name for s in ctl.session.seats] == ["Ann"]
    for _ in range(3):
        play_human_turn(qtbot, window)
    qtbot.waitUntil(lambda: ctl.session.human_to_act())
    assert any(line for line in window.page.log.lines()) and len(ctl.session.history) >= 6
    state, history = ctl.session.state, list(ctl.session.history)
    assert saves.load(paths.autosave_path()).history == history

    window.ask_save_path = lambda suggestion: str(tmp_path / suggestion)
    window.save_as()
    saved = tmp_path / "walk-2024.parkpack.json"
    assert saved.exists()
    window.ask_open_path = lambda: str(saved)
    window.load()
    ctl = window.controller
    assert ctl.session.state == state and ctl.session.history == history
    assert not window.act_undo.isEnabled()
    assert window.act_undo.toolTip() == "Undo is not available: nothing to undo since the game was loaded"

    # Undo is open between Ann's drawing and the next die roll.
    window.board.action_chosen.emit(ctl.session.legal_actions()[0])
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert ctl.session.state == state and ctl.session.history == history
    assert window.page.log.lines() == ctl.log and len(ctl.log) == len(history)


def test_board_lookup_imports_the_walk_scene():
    from parkpack.ui import boards

    assert boards.board_class("walk") is BOARD
    assert registry.get("walk").info.hidden_information is False

"""End to end with the real A Walk in the Park: launcher, new game, moves, save, load, undo."""

from __future__ import annotations

import re

import pytest

from parkpack.engine import paths, registry, saves
from parkpack.ui import new_game, prefs
from parkpack.ui.app import build_main_window
from parkpack.ui.launcher import GameCard
from parkpack.ui.new_game import NewGameDialog
from parkpack.ui.walk import BOARD


def play_human_turn(qtbot, win) -> None:
    ctl = win.controller
    qtbot.waitUntil(lambda: ctl.session.human_to_act() and not ctl.turn_open)
    win.board.action_chosen.emit(ctl.session.legal_actions()[0])
    if ctl.turn_open:  # the drawing is finished: confirm it before the next roll
        assert win.page.end_turn_button.isVisibleTo(win) and win.act_end_turn.isEnabled()
        win.act_end_turn.trigger()


@pytest.fixture
def window(qtbot, monkeypatch):
    prefs.set_value("ui/animation_speed", "off")
    prefs.set_value("ui/confirm_end_of_turn", True)  # the default for players

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
    saved, = tmp_path.glob("*.parkpack.json")
    # named by the date and time, never by the seed (it would tell the dice to come)
    assert re.fullmatch(r"walk-\d{4}-\d\d-\d\d-\d{4}\.parkpack\.json", saved.name)
    window.ask_open_path = lambda: str(saved)
    window.load()
    ctl = window.controller
    assert ctl.session.state == state and ctl.session.history == history
    assert not window.act_undo.isEnabled()
    assert window.act_undo.toolTip() == "Undo is not available: nothing to undo since the game was loaded"

    # Ann's drawing stays open for undo: no die is rolled until she ends the turn.
    window.board.action_chosen.emit(ctl.session.legal_actions()[0])
    assert ctl.turn_open and len(ctl.session.history) == len(history) + 1
    qtbot.wait(50)
    assert len(ctl.session.history) == len(history) + 1
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert not ctl.turn_open
    assert ctl.session.state == state and ctl.session.history == history
    assert window.page.log.lines() == ctl.log_lines() and len(ctl.log_lines()) == len(history)


def test_board_lookup_imports_the_walk_scene():
    from parkpack.ui import boards

    assert boards.board_class("walk") is BOARD
    assert registry.get("walk").info.hidden_information is False


def test_ending_the_turn_rolls_and_closes_undo(qtbot, window):
    window.launcher.populate()
    window.new_game("walk")
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.session.human_to_act())
    before = len(ctl.session.history)
    window.board.action_chosen.emit(ctl.session.legal_actions()[0])
    assert "End the turn" in window.page.prompt.text()
    window.board.action_chosen.emit(ctl.session.legal_actions()[0])  # refused while the turn is open
    assert len(ctl.session.history) == before + 1
    assert "End your turn first" in window.page.refusal.text()
    window.act_end_turn.trigger()
    qtbot.waitUntil(lambda: ctl.session.human_to_act())
    assert ctl.session.history[before + 1].startswith("roll ")
    assert not window.act_undo.isEnabled()
    assert "ended" in window.act_undo.toolTip() or "roll" in window.act_undo.toolTip()


def test_enter_key_ends_an_open_turn(qtbot, window):
    from PySide6.QtCore import Qt

    window.launcher.populate()
    window.new_game("walk")
    window.show()
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.session.human_to_act())
    window.board.action_chosen.emit(ctl.session.legal_actions()[0])
    assert ctl.turn_open
    qtbot.keyClick(window.page.view, Qt.Key.Key_Return)
    assert not ctl.turn_open
    qtbot.waitUntil(lambda: ctl.session.human_to_act())


def test_computer_player_thinks_in_its_own_process(qtbot, window):
    import os

    from parkpack.engine.api import COMPUTER, SeatSpec
    from parkpack.ui import bot_process
    from parkpack.ui.new_game import NewGameSetup

    seats = (SeatSpec("Ann", colour="red"), SeatSpec("Robo", COMPUTER, "hard", "blue"))
    window.start_setup(NewGameSetup("walk", {}, seats, 77))
    ctl = window.controller
    assert ctl.bot_process
    for _ in range(2):
        play_human_turn(qtbot, window)
        qtbot.waitUntil(lambda: ctl.session.human_to_act() and not ctl.turn_open, timeout=20000)
    robo_moves = [line for line in ctl.log_lines() if line.startswith("Robo draws")]
    assert len(robo_moves) == 2
    worker_pids = {p.pid for p in bot_process._executor()._processes.values()}
    assert worker_pids and os.getpid() not in worker_pids


def test_a_broken_bot_process_falls_back_to_a_thread(qtbot, window, monkeypatch):
    from concurrent.futures import Future
    from concurrent.futures.process import BrokenProcessPool

    from parkpack.engine.api import COMPUTER, SeatSpec
    from parkpack.ui import bot_process
    from parkpack.ui.new_game import NewGameSetup

    def broken(*args):  # as when the process cannot start or is killed
        future = Future()
        future.set_exception(BrokenProcessPool("terminated abruptly"))
        return future

    monkeypatch.setattr(bot_process, "choose", broken)
    seats = (SeatSpec("Ann", colour="red"), SeatSpec("Robo", COMPUTER, "easy", "blue"))
    window.start_setup(NewGameSetup("walk", {}, seats, 5))
    ctl = window.controller
    play_human_turn(qtbot, window)
    qtbot.waitUntil(lambda: ctl.session.human_to_act() and not ctl.turn_open, timeout=20000)
    assert not ctl.bot_process
    assert any(line.startswith("Robo draws") for line in ctl.log_lines())

"""Whole Tenpenny Parks games through the real window, to the score sheet,
made only with the mouse or only with the keyboard: solo against Becky in
both her forms, and three players hot-seat with a computer player thinking
in its own process. The person's choices are the normal computer player's
for that seat (from that seat's view only); they are then made on the board
with clicks (tests/ui/tenpenny/gestures.py) or keys, never by emitting them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.ui import prefs
from parkpack.ui.app import build_main_window
from parkpack.ui.new_game import NewGameSetup

from .gestures import click_action, play_by_keys

SOLO = (SeatSpec("Ann", colour="blue"),)
HOT_SEAT = (SeatSpec("Ann", colour="blue"), SeatSpec("Ben", colour="green"),
            SeatSpec("Robo", COMPUTER, "easy", "orange"))


@pytest.fixture
def window(qtbot, request):
    prefs.set_value("ui/animation_speed", "off")
    prefs.set_value("ui/confirm_end_of_turn", getattr(request, "param", True))  # the players' default
    win = build_main_window()
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    win.confirm = lambda *args: pytest.fail(f"unexpected question {args}")
    win.warn = lambda *args: pytest.fail(f"unexpected warning {args}")
    return win


def play_game(qtbot, win, seats, options, seed, by_keys):
    win.start_setup(NewGameSetup("tenpenny", options, seats, seed))
    ctl = win.controller
    view = win.page.view
    chooser = {s: make_bot(ctl.game, "normal", 100 + s) for s, spec in enumerate(seats) if spec.is_human}
    handovers = decisions = holds = 0
    for _ in range(2000):
        qtbot.waitUntil(lambda: ctl.session.is_over or ctl.session.human_to_act() or ctl.turn_open
                        or win.stack.currentWidget() is win.handover, timeout=20000)
        if ctl.session.is_over:
            break
        if ctl.turn_open:  # the move is kept open for undo until the turn is ended
            holds += 1
            if by_keys:
                QTest.keyClick(view, Qt.Key.Key_Return)
            else:
                qtbot.mouseClick(win.page.end_turn_button, Qt.MouseButton.LeftButton)
            assert not ctl.turn_open
            continue
        if win.stack.currentWidget() is win.handover:
            handovers += 1
            if by_keys:
                QTest.keyClick(win.handover.button, Qt.Key.Key_Return)
            else:
                qtbot.mouseClick(win.handover.button, Qt.MouseButton.LeftButton)
            continue
        seat = ctl.session.to_act
        board = win.board
        assert ctl.viewer() == seat and board.seat == seat  # the board shows whoever is to play
        want = chooser[seat].choose(ctl.game, ctl.session.info_set(seat))
        before = len(ctl.session.history)
        (play_by_keys if by_keys else click_action)(board, view, want)
        assert len(ctl.session.history) > before, f"{want} was not played: {win.page.refusal.text()}"
        assert ctl.session.history[before] == str(want)
        decisions += 1
    assert ctl.session.is_over
    qtbot.waitUntil(lambda: win.score_dialog is not None, timeout=5000)
    if prefs.confirm_end_of_turn():
        assert holds >= 10
    return ctl, decisions, handovers


@pytest.mark.parametrize("form, by_keys", [("normal", False), ("harder", True)], ids=["normal-mouse", "harder-keys"])
def test_a_solo_game_against_becky_to_the_score_sheet(qtbot, window, form, by_keys):
    ctl, decisions, handovers = play_game(qtbot, window, SOLO, {"becky": form}, 21, by_keys)
    sheet = ctl.scores()
    assert decisions >= 40 and handovers == 0
    assert sheet.automata == ("Becky",) and sheet.solo_result in ("Win", "Loss")
    assert f"Becky played her {form} form" in sheet.notes
    becky_lines = [line for line in ctl.log_lines() if line.startswith("Becky")]
    assert any("places a worker" in line for line in becky_lines)
    assert any("takes" in line for line in becky_lines) and any("disc moves" in line for line in becky_lines)
    labels = [line.label for line in window.score_dialog.sheet.players[0].lines]
    assert {"Attractions", "Emotion bonuses", "Attraction count bonus"} <= set(labels)
    assert sum(label.startswith("Goal: ") for label in labels) == 2


@pytest.mark.parametrize("window", [False], indirect=True)  # this table plays straight on, without the hold
@pytest.mark.parametrize("by_keys", [False, True], ids=["mouse", "keys"])
def test_three_players_hot_seat_with_a_computer_player(qtbot, window, by_keys):
    ctl, decisions, handovers = play_game(qtbot, window, HOT_SEAT, {}, 33, by_keys)
    sheet = ctl.scores()
    assert decisions >= 80
    assert handovers >= 10  # the screen is handed over whenever the other person is to play
    assert {p.seat for p in sheet.players} == {0, 1, 2} and len(sheet.winners) == 1
    assert sheet.notes[-1].startswith("Money left (the first tie-break): Ann $")
    assert any(line.startswith("Robo places a worker") for line in ctl.log_lines())

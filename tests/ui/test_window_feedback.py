"""What the window tells a new player: status hints that no longer hold are
dropped, Undo with nothing to undo says why, the game just opened is the one
Resume offers, bad saves are refused in plain sentences, and the side panel
starts every game at its usual width."""

from __future__ import annotations

from PySide6.QtCore import Qt

from parkpack.engine import saves
from parkpack.engine.api import HUMAN
from parkpack.ui import launcher
from parkpack.ui.controller import GameController
from parkpack.ui.game_page import SIDE_NARROW, SIDE_WIDTH

from .conftest import session_of
from .fake_game import Take
from .test_main_window import ANN, BEN, start, window  # noqa: F401 - the window fixture


def test_a_hint_is_dropped_once_a_move_is_made_and_at_the_end(qtbot, window):
    start(window, ANN, BEN)  # two players: nothing is filed as a solo record
    window.statusBar().showMessage("Row 2, column 3: click to build here.")
    window.board.action_chosen.emit(Take(2))
    assert window.statusBar().currentMessage() == ""
    window.statusBar().showMessage("Hovering something")
    while not window.controller.session.is_over:
        window.board.action_chosen.emit(Take(2))
    assert window.controller.session.is_over
    assert window.statusBar().currentMessage() == ""


def test_ctrl_z_with_nothing_to_undo_says_why(qtbot, window):
    start(window, ANN, target="50")  # alone, so undo lives on; never finished
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert not window.act_undo.isEnabled()
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.page.refusal.text() == "Cannot undo: nothing to undo yet."
    assert window.statusBar().currentMessage() == "Cannot undo: nothing to undo yet."
    window.board.action_chosen.emit(Take(1))
    assert window.act_undo.isEnabled() and not window.undo_refused.isEnabled()
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.session.history == []  # the real undo, not the refusal


def test_after_a_load_resume_offers_the_loaded_game(qtbot, window, fake_game, tmp_path):
    start(window, ANN, BEN)
    window.board.action_chosen.emit(Take(1))  # the game Resume would have offered
    other = session_of(fake_game, HUMAN, HUMAN)
    for text in ("take 2", "take 2", "take 1"):
        other.play(text)
    saved = tmp_path / "other.parkpack.json"
    saves.save(other, saved)
    assert window.load_file(saved)
    info = launcher.resume_info()  # read from the autosave
    assert info is not None and info["moves"] == 3  # the loaded game, not the one it replaced


def test_loading_a_file_asks_before_it_replaces_the_game_resume_offers(qtbot, window, fake_game, tmp_path):
    start(window, ANN, BEN)
    window.board.action_chosen.emit(Take(1))
    window.show_launcher()  # the game waits for Resume
    other = session_of(fake_game, HUMAN, HUMAN)
    saved = tmp_path / "other.parkpack.json"
    saves.save(other, saved)
    window.answer = False
    assert not window.load_file(saved)
    assert window.questions == ["Replace the game to resume?"]
    assert launcher.resume_info()["moves"] == 1  # still the game left for Resume
    window.answer = True
    assert window.load_file(saved)
    assert launcher.resume_info()["moves"] == 0


def test_a_bad_save_is_refused_in_whole_sentences(qtbot, window, tmp_path):
    bad = tmp_path / "bad.parkpack.json"
    bad.write_bytes(b'{"format": "parkpack-save", "schema": 1, "game": "fake"')
    assert not window.load_file(bad)
    (_, text), = window.warnings
    assert text.startswith("bad.parkpack.json cannot be opened: the file is damaged or truncated")
    assert not window.load_file(tmp_path / "gone.parkpack.json")
    assert window.warnings[1][1].startswith("gone.parkpack.json cannot be opened: no such file.")


def test_every_game_starts_with_the_side_panel_at_its_usual_width(qtbot, window):
    window.resize(1200, 800)
    window.show()
    start(window, ANN, BEN)
    splitter = window.page.splitter
    total = sum(splitter.sizes())
    splitter.setSizes([total - 410, 410])  # widened by hand, or by a wide widget
    start(window, ANN, BEN)
    assert splitter.sizes()[1] == SIDE_WIDTH


def test_a_small_window_narrows_the_side_panel_unless_it_was_dragged(qtbot, window):
    window.resize(1200, 800)
    window.show()
    start(window, ANN, BEN)
    page, splitter = window.page, window.page.splitter
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: page.width() == 1024)
    assert splitter.sizes()[1] == SIDE_NARROW  # the board gets the width back
    window.resize(1112, 760)
    qtbot.waitUntil(lambda: page.width() == 1112)
    assert SIDE_NARROW < splitter.sizes()[1] < SIDE_WIDTH
    window.resize(1400, 900)
    qtbot.waitUntil(lambda: page.width() == 1400)
    assert splitter.sizes()[1] == SIDE_WIDTH  # never wider than usual by itself
    total = sum(splitter.sizes())
    splitter.setSizes([total - 380, 380])
    splitter.splitterMoved.emit(total - 380, 1)  # as a drag of the divider reports it
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: page.width() == 1024)
    assert splitter.sizes()[1] == 380  # a width the player chose stays theirs
    start(window, ANN, BEN)
    assert splitter.sizes()[1] == SIDE_NARROW  # until the next game


def test_the_end_of_turn_step_holds_only_after_the_moves_the_board_asks_for(qtbot, fake_game):
    session = session_of(fake_game, HUMAN, HUMAN)
    asked = []

    def hold(before, action, after):
        asked.append(str(action))
        return str(action) == "take 2"

    ctl = GameController(session, confirm_turns=True, bot_process=False, hold_after=hold)
    ctl.start()
    ctl.submit(Take(1))
    assert not ctl.turn_open and session.to_act == 1  # straight on to the next player
    ctl.submit(Take(2))
    assert ctl.turn_open and asked == ["take 1", "take 2"]

"""The main window: menus, undo state, saving and loading, hand-over, scores."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from parkpack.engine import paths, saves
from parkpack.engine.api import COMPUTER, HUMAN, SeatSpec
from parkpack.ui.app import build_main_window
from parkpack.ui.new_game import NewGameSetup
from parkpack.ui.score_dialog import LAUNCHER, PLAY_AGAIN

from .fake_game import Roll, Take


@pytest.fixture
def window(qtbot, fake_game):
    win = build_main_window()
    qtbot.addWidget(win)
    win.warnings = []
    win.warn = lambda parent, title, text: win.warnings.append((title, text))
    win.questions = []
    win.answer = True
    win.confirm = lambda parent, title, text: win.questions.append(title) or win.answer
    return win


def start(win, *seats: SeatSpec, game_id: str = "fake", target: str = "10") -> None:
    assert win.start_setup(NewGameSetup(game_id, {"target": target}, tuple(seats), 9))


ANN, BEN = SeatSpec("Ann", HUMAN, "", "red"), SeatSpec("Ben", HUMAN, "", "blue")


def test_every_menu_action_has_a_shortcut(qtbot, window):
    window.show()  # the actions are made right after the first paint
    qtbot.waitUntil(lambda: bool(window.menus[0].actions()))
    menus = [entry.menu() for entry in window.menuBar().actions()]
    assert [m.title() for m in menus] == ["&Game", "&Edit", "&View", "&Settings", "&Help"]
    actions = [a for menu in menus for a in menu.actions() if not a.isSeparator()]
    assert len(actions) == 22  # Game menu: Watch a replay, Learn to play, Statistics; Edit: Hint; View: Final scores, zoom in, out, whole board
    assert [a.text() for a in actions if a.shortcut().isEmpty()] == []
    assert window.act_undo.shortcut().toString() == "Ctrl+Z"
    assert window.act_redo.shortcut().toString() == "Ctrl+Shift+Z"


def test_new_game_shows_board_status_and_log(qtbot, window):
    start(window, ANN, BEN)
    assert window.stack.currentWidget() is window.page
    assert window.page.prompt.text() == "Ann: take 1, take 2 or roll."
    window.board.action_chosen.emit(Take(2))
    assert window.page.log.lines() == ["Ann takes 2."]
    assert window.page.prompt.text() == "Ben: take 1, take 2 or roll."
    view, legal, seat, interactive = window.board.syncs[-1]
    assert seat == 1 and interactive and Take(1) in legal
    cards = window.page.players.cards
    assert cards[1].property("active") and not cards[0].property("active")
    assert cards[0].lines.text() == "Tally 2\nSecret 4"


def test_refused_action_shows_the_reason(qtbot, window):
    start(window, ANN, BEN)
    window.board.action_chosen.emit(Take(3))
    assert "“take 3” is not allowed now" in window.page.refusal.text()
    window.board.refused.emit("That square is full.")
    assert window.page.refusal.text() == "That square is full."
    assert window.controller.session.history == []


def test_undo_disabled_with_reason_then_enabled(qtbot, window):
    start(window, ANN)
    assert not window.act_undo.isEnabled()
    assert window.act_undo.toolTip() == "Undo is not available: nothing to undo yet"
    window.board.action_chosen.emit(Take(1))
    assert window.act_undo.isEnabled() and window.page.undo_button.isEnabled()
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.session.history == [] and window.act_redo.isEnabled()
    window.redo()
    assert window.controller.session.history == ["take 1"]
    window.board.action_chosen.emit(Roll())
    qtbot.waitUntil(lambda: len(window.controller.session.history) == 3)
    assert not window.act_undo.isEnabled()
    assert window.act_undo.statusTip() == "Undo is not available: a die roll or draw cannot be undone"


def test_keys_reach_the_board_first_and_escape_cancels(qtbot, window):
    start(window, ANN, BEN)
    view = window.page.view
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert window.controller.session.history == ["take 1"]
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert window.board.cancels == 1 and window.board.keys[-1] == Qt.Key.Key_Escape


def test_save_then_load_gives_the_same_state(qtbot, window, tmp_path):
    start(window, ANN, BEN)
    window.board.action_chosen.emit(Take(1))
    window.board.action_chosen.emit(Take(2))
    target = tmp_path / "mine"
    window.ask_save_path = lambda suggestion: str(target)
    window.save()
    saved = Path(str(target) + ".parkpack.json")
    assert window.save_path == saved and saved.exists()
    state = window.controller.session.state
    window.board.action_chosen.emit(Take(1))
    window.ask_open_path = lambda: str(saved)
    window.load()
    assert window.questions == ["Replace the game in progress?"]  # one move since the save
    assert window.controller.session.state == state
    assert window.page.log.lines() == ["Ann takes 1.", "Ben takes 2."]
    assert "mine.parkpack.json" in window.windowTitle()


@pytest.mark.parametrize(
    "content, reason",
    [
        (b'{"format": "parkpack-save", "schema": 1, "game": "fake"', "damaged or truncated"),
        (b'{"format": "chess-pgn"}', "not a parkpack save file"),
        (b"", "is empty"),
    ],
)
def test_bad_save_is_refused_and_nothing_changes(qtbot, window, tmp_path, content, reason):
    start(window, ANN, BEN)
    window.board.action_chosen.emit(Take(1))
    before = window.controller.session.state
    auto = paths.autosave_path().read_bytes()
    bad = tmp_path / "bad.parkpack.json"
    bad.write_bytes(content)
    assert not window.load_file(bad)
    (title, text), = window.warnings
    assert "bad.parkpack.json" in text and reason in text
    assert window.controller.session.state == before
    assert bad.read_bytes() == content and paths.autosave_path().read_bytes() == auto


def test_autosave_after_each_action_and_resume(qtbot, window):
    start(window, ANN, BEN)
    window.board.action_chosen.emit(Take(2))
    assert saves.load(paths.autosave_path()).history == ["take 2"]
    window.show_launcher()
    assert not window.launcher.resume_frame.isHidden()
    window.launcher.resume_button.click()
    assert window.controller.session.history == ["take 2"]
    assert window.save_path is None  # Save asks for a name instead of overwriting the autosave


def test_computer_player_moves_while_window_stays_live(qtbot, window, fake_game):
    start(window, ANN, SeatSpec("Bot", COMPUTER, "gated", "blue"))
    window.board.action_chosen.emit(Take(1))
    qtbot.waitUntil(lambda: bool(fake_game.bot_threads))
    assert window.page.players.cards[1].turn.text() == "thinking…"
    window.board.action_chosen.emit(Take(1))  # not Ann's turn: refused, not queued
    assert "Please wait" in window.page.refusal.text()
    fake_game.gate.set()
    qtbot.waitUntil(lambda: window.controller.session.to_act == 0)
    assert window.page.log.lines()[-1] == "Bot takes 2."


def test_handover_hides_the_board_between_humans(qtbot, secret_game):
    win = build_main_window()
    qtbot.addWidget(win)
    start(win, ANN, BEN, game_id="secret")
    assert win.stack.currentWidget() is win.handover
    assert win.handover.title.text() == "Pass to Ann"
    assert win.board.syncs == []  # nothing drawn before Ann confirms
    win.handover.button.click()
    view, _legal, seat, _ = win.board.syncs[-1]
    assert seat == 0 and view.secrets == (4, -1)
    win.board.action_chosen.emit(Take(1))
    assert win.stack.currentWidget() is win.handover and win.handover.title.text() == "Pass to Ben"
    assert len(win.board.syncs) == 1
    qtbot.keyClick(win.handover, Qt.Key.Key_Return)
    view, _legal, seat, _ = win.board.syncs[-1]
    assert seat == 1 and view.secrets == (-1, 1)


def test_a_finished_game_opens_on_its_board_not_on_the_handover(qtbot, secret_game, tmp_path):
    win = build_main_window()
    qtbot.addWidget(win)
    win.warn = lambda *args: pytest.fail(f"unexpected warning {args}")
    start(win, ANN, BEN, game_id="secret", target="6")
    for _ in range(3):  # each takes 2 three times: Ann reaches six first
        for _seat in range(2):
            if win.controller.session.is_over:
                break
            assert win.stack.currentWidget() is win.handover
            win.handover.button.click()
            win.board.action_chosen.emit(Take(2))
    assert win.controller.session.is_over
    path = tmp_path / "finished.parkpack.json"
    saves.save(win.controller.session, path)
    assert win.load_file(path)
    assert win.controller.session.is_over
    assert win.stack.currentWidget() is win.page
    assert win.board.syncs, "the finished board is drawn"


def test_no_handover_against_computers(qtbot, secret_game):
    win = build_main_window()
    qtbot.addWidget(win)
    start(win, ANN, SeatSpec("Bot", COMPUTER, "easy", "blue"), game_id="secret")
    assert win.stack.currentWidget() is win.page
    win.board.action_chosen.emit(Take(1))
    qtbot.waitUntil(lambda: win.controller.session.to_act == 0)
    assert all(view.secrets[1] == -1 for view, *_ in win.board.syncs)


def test_score_dialog_then_play_again_or_back(qtbot, window):
    start(window, ANN, BEN, target="6")
    for _ in range(5):
        window.board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    dialog = window.score_dialog
    assert dialog.headline.text() == "Ann wins!"
    table = dialog.table
    assert [table.verticalHeaderItem(r).text() for r in range(3)] == ["Tally", "Secret", "Total"]
    assert table.item(0, 0).text() == "6" and table.item(2, 0).text() == str(6 + 4)
    old = window.controller
    dialog.done(PLAY_AGAIN)
    assert window.controller is not old and window.controller.session.history == []
    assert [s.name for s in window.controller.session.seats] == ["Ann", "Ben"]
    for _ in range(5):
        window.board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    window.score_dialog.done(LAUNCHER)
    assert window.stack.currentWidget() is window.launcher and window.controller is None


def test_solo_result_is_recorded_and_shown_on_the_card(qtbot, window):
    start(window, ANN, target="6")
    for _ in range(3):
        window.board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    dialog = window.score_dialog
    assert dialog.headline.text() == "Ann scored 10 points."  # 6 tallied + secret 4
    assert dialog.record_note.text() == "New solo record (Six): 10 points!"  # the solo option keys records
    dialog.done(LAUNCHER)
    card = window.launcher.cards[0]
    assert card.records.text().startswith("Solo records:\nSix: best 10 (Winner)\nLast game: 10 (Winner) on ")


def test_keys_reach_the_board_even_from_the_side_panel(qtbot, window):
    from PySide6.QtWidgets import QPushButton

    start(window, ANN, BEN)
    side = QPushButton("a power")
    window.page.set_side_widget(side)
    window.show()
    side.setFocus()
    qtbot.keyClick(side, Qt.Key.Key_1)
    assert window.controller.session.history == ["take 1"]
    qtbot.keyClick(side, Qt.Key.Key_Escape)
    assert window.board.cancels == 1


def test_opening_a_finished_solo_save_shows_scores_without_recording_again(qtbot, window, tmp_path):
    from parkpack.engine import records

    start(window, ANN, target="6")
    for _ in range(3):
        window.board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    window.score_dialog.reject()  # look at the board
    assert not window.page.scores_button.isHidden()
    saved = tmp_path / "done.parkpack.json"
    saves.save(window.controller.session, saved)
    filed = records.load().recent
    assert window.load_file(saved)
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    assert window.score_dialog.record_note.isHidden()
    assert records.load().recent == filed
    window.score_dialog.reject()
    window.page.scores_button.click()
    assert window.score_dialog is not None


def test_settings_reach_the_board_and_the_controller(qtbot, window):
    from parkpack.ui import prefs

    start(window, ANN, BEN)
    prefs.set_value("ui/animation_speed", "slow")
    prefs.set_value("ui/colour_blind", True)
    prefs.set_value("ui/confirm_end_of_turn", True)
    window.apply_settings()
    board = window.board
    assert (board.animation_ms, board.colour_blind, board.confirm_end_of_turn) == (500, True, True)
    assert window.controller.pause_ms == 1400
    prefs.set_value("ui/animation_speed", "off")
    window.apply_settings()
    assert board.animation_ms == 0 and window.controller.pause_ms == 0


def test_log_toggle_is_remembered(qtbot, window):
    from parkpack.ui import prefs

    start(window, ANN, BEN)
    window.act_log.trigger()
    assert window.page.log.isHidden() and prefs.value("ui/show_log", True) is False
    again = build_main_window()
    qtbot.addWidget(again)
    assert not again.act_log.isChecked()


def test_rules_help_and_about(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from parkpack import __version__
    from parkpack.ui.help_dialogs import RulesDialog

    start(window, ANN, BEN)
    window.act_rules.trigger()
    rules = [w for w in window.findChildren(RulesDialog)]
    assert rules and rules[-1].windowTitle() == "Rules — Tally Race"
    window.act_help.trigger()
    guide = window.findChildren(RulesDialog)[-1]
    assert [guide.tabs.tabText(i) for i in range(guide.tabs.count())] == ["Using parkpack", "Tally Race"]
    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.act_about.trigger()
    assert f"parkpack {__version__}" in shown[0]


def test_loaded_secret_game_hands_over_before_showing_anyone(qtbot, secret_game, tmp_path):
    from parkpack.engine.session import Session

    win = build_main_window()
    qtbot.addWidget(win)
    seats = (ANN, BEN, SeatSpec("Bot", COMPUTER, "gated", "green"))
    session = Session(secret_game, {}, seats, 9)
    for text in ("take 1", "take 1"):
        session.play(text)  # the computer is to act next
    saves.save(session, tmp_path / "s.parkpack.json")
    assert win.load_file(tmp_path / "s.parkpack.json")
    assert win.stack.currentWidget() is win.handover and win.handover.title.text() == "Pass to Ann"
    assert win.board.syncs == []
    win.handover.button.click()
    assert win.board.syncs[-1][2] == 0 and not win.board.syncs[-1][3]  # Ann watches the computer
    secret_game.gate.set()
    qtbot.waitUntil(lambda: win.controller.session.to_act == 0)
    assert win.stack.currentWidget() is win.page  # still Ann: no second hand-over


def test_window_size_is_remembered(qtbot, window):
    window.resize(700, 500)
    window.close()
    again = build_main_window()
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 500)


def test_unsaved_game_is_kept_when_the_player_says_no(qtbot, window, tmp_path):
    start(window, ANN, BEN)
    saved = tmp_path / "other.parkpack.json"
    saves.save(window.controller.session, saved)
    window.board.action_chosen.emit(Take(1))
    window.answer = False
    assert not window.load_file(saved)
    assert window.controller.session.history == ["take 1"]
    window.ask_save_path = lambda suggestion: str(tmp_path / "kept")
    window.save()
    window.questions.clear()
    assert window.load_file(saved)  # saved now: no question asked
    assert window.questions == [] and window.controller.session.history == []


def test_leaving_a_game_then_starting_another_asks_first(qtbot, window, monkeypatch):
    from parkpack.ui import new_game

    start(window, ANN, BEN)
    window.board.action_chosen.emit(Take(1))
    window.show_launcher()
    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda self: new_game.NewGameDialog.DialogCode.Accepted)
    window.answer = False
    window.new_game("fake")
    assert window.questions == ["Replace the game to resume?"] and window.controller is None
    assert saves.load(paths.autosave_path()).history == ["take 1"]
    window.launcher.resume_button.click()  # resuming replaces nothing: no question
    assert window.questions == ["Replace the game to resume?"]
    assert window.controller.session.history == ["take 1"]
    window.show_launcher()
    window.answer = True
    window.new_game("fake")
    assert window.controller is not None and saves.load(paths.autosave_path()).history == []


def test_a_solo_game_against_an_automaton_ends_on_its_score_sheet(qtbot, window):
    assert window.start_setup(NewGameSetup("fake", {"target": "6", "robot": "on"}, (ANN,), 9))
    for _ in range(3):
        window.board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    dialog = window.score_dialog
    assert dialog.headline.text() == "Ann wins!"  # 6 tallied + secret 4 beats Robo's 9
    headers = [dialog.table.horizontalHeaderItem(i).text() for i in range(dialog.table.columnCount())]
    assert headers == ["★ Ann", "Robo (automaton)"]
    # The solo record keeps both scores and the margin over the automaton.
    assert dialog.record_note.text() == "New solo record (Six): 10 to Robo's 9 (+1)!"
    dialog.done(LAUNCHER)
    assert "Six: best 10 to Robo's 9 (Win, +1)" in window.launcher.cards[0].records.text()


def test_the_score_sheet_comes_back_by_keyboard_after_looking_at_the_board(qtbot, window):
    window.show()
    qtbot.waitUntil(lambda: bool(window.menus[0].actions()))
    assert window.start_setup(NewGameSetup("fake", {"target": "6", "robot": "on"}, (ANN,), 9))
    assert not window.act_scores.isEnabled()  # nothing to show before the end
    for _ in range(3):
        window.board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    window.score_dialog.reject()  # Esc: look at the board
    qtbot.waitUntil(lambda: window.score_dialog is None)
    assert window.act_scores.isEnabled() and window.act_scores.shortcut().toString() == "Ctrl+F"
    window.act_scores.trigger()
    assert window.score_dialog is not None and window.score_dialog.headline.text() == "Ann wins!"


def test_a_lost_solo_game_against_an_automaton_is_called_a_loss_once(qtbot, window):
    from parkpack.engine import registry
    from parkpack.engine.session import Session

    options = {"target": "6", "robot": "on"}
    secret, seed = min((Session(registry.get("fake"), options, (ANN,), s).state.secrets[0], s) for s in range(100))
    paths.records_path().unlink(missing_ok=True)
    assert window.start_setup(NewGameSetup("fake", options, (ANN,), seed))
    for _ in range(3):
        window.board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    score = 6 + secret  # below Robo's 9
    assert window.score_dialog.record_note.text() == (
        f"Your best score so far (Six): {score} to Robo's 9 ({score - 9:+d}), though still a loss.")


def test_the_side_panel_fits_again_when_the_hint_line_takes_room_from_it(qtbot, window):
    """A hint's line of three lines made the prompt bar taller and the side
    panel shorter, while the player cards kept the height fitted before: the
    last card ran under the log's title."""
    from PySide6.QtWidgets import QLabel

    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    start(window, ANN, BEN, SeatSpec("Cy", HUMAN, "", "green"), SeatSpec("Di", HUMAN, "", "yellow"))
    page = window.page
    qtbot.wait(50)
    panel = page._panel
    guide = QLabel("a first-time note")  # what leaves the cards and the log no more than they need
    guide.setFixedHeight(panel.height() - page.players.content_height(page.players_area.width()) - 180)
    page.add_guide(guide)
    qtbot.wait(50)
    before_panel = panel.height()
    page.show_hint_line(" ".join(["Suggested: a rather long move, and why it is the one to make."] * 6))
    qtbot.waitUntil(lambda: panel.height() < before_panel)
    qtbot.wait(50)
    shown = [w for w in (guide, page.players_area, page.log_title, page.log) if w.isVisible()]
    for upper, lower in zip(shown, shown[1:]):
        assert upper.geometry().bottom() < lower.geometry().top(), (upper.objectName(), lower.objectName())
    assert shown[-1].geometry().bottom() < panel.height()


def test_a_first_window_and_a_replay_fit_their_screen(qtbot, fake_game):
    # 1200×800 on a laptop's 1366×768 ran past the bottom of the screen; the
    # test screen is 800 pixels square, smaller than either window's size.
    from parkpack.engine.replay import Timeline
    from parkpack.engine.session import Session
    from parkpack.ui.replay_viewer import ReplayWindow

    win = build_main_window()
    qtbot.addWidget(win)
    room = win.screen().availableGeometry()
    assert room.width() < 1200 and room.height() <= 800
    assert (win.width(), win.height()) == (room.width(), room.height() - 40)
    replay = ReplayWindow(Timeline.of_session(Session(fake_game, {}, [SeatSpec("Ann"), SeatSpec("Ben")], 1)))
    qtbot.addWidget(replay)
    assert replay.width() <= room.width() - 40 and replay.height() <= room.height() - 60

"""The window never loses a player's data and never hangs on a file: an
autosave or records file it cannot read is reported and kept, a second window
on the same data folder does not autosave over the first, an unusable data
folder can be swapped for another; player text is always plain text, names
are repaired at the dialog, stored settings are checked, messages stay short."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from parkpack.engine import paths, records, saves
from parkpack.engine.api import HUMAN, SeatSpec
from parkpack.ui import instance, prefs
from parkpack.ui.app import build_main_window
from parkpack.ui.new_game import NewGameDialog, NewGameSetup

from .conftest import session_of
from .fake_game import Die, Take
from .real_start import script

REPO = Path(__file__).resolve().parents[2]
HTML = '<a href="x"><font size="7" color="red">ADMIN</font></a>'
#: Markup short enough to be a name the new-game dialog takes (24 letters).
NAME_HTML = "<b><u>ADMIN</u></b>"


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A data folder of this test's own (settings included)."""
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("PARKPACK_DATA_DIR", str(folder))
    prefs.set_value("ui/confirm_end_of_turn", False)  # as the shared fixture does: play straight on
    yield folder
    paths.use_data_dir(None)


def make_window(qtbot: Any, claim: Any = None) -> Any:
    win = build_main_window(claim)
    qtbot.addWidget(win)
    win.warnings = []
    win.warn = lambda parent, title, text: win.warnings.append((title, text))
    win.confirm = lambda parent, title, text: True
    return win


def start(win: Any, *seats: SeatSpec, game_id: str = "fake") -> None:
    assert win.start_setup(NewGameSetup(game_id, {"target": "10"}, tuple(seats), 9))


ANN, BEN = SeatSpec("Ann", HUMAN, "", "red"), SeatSpec("Ben", HUMAN, "", "blue")


def _names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# --- the autosave ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "content, reason",
    [
        (b'{"format": "parkpack-save", "schema": 1, "game": "fa', "damaged or truncated"),
        (b'{"format": "parkpack-save", "schema": 7, "game": "fake"}', "newer parkpack"),
        (b"\xff\xfebinary", "not a parkpack save"),
    ],
)
def test_an_autosave_that_cannot_be_opened_is_reported_and_kept(
    qtbot: Any, fake_game: Any, data: Path, content: bytes, reason: str
) -> None:
    paths.autosave_path().write_bytes(content)
    win = make_window(qtbot)
    win.launcher.populate()
    notes = win.launcher.notices()
    assert any("could not be resumed" in n and reason in n for n in notes), notes
    kept = [p for p in data.iterdir() if p.name.startswith("autosave.kept-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content and kept[0].name in " ".join(notes)
    assert win.launcher.resume_frame.isHidden()
    start(win, ANN, BEN)  # the new game's autosave goes where the old one was
    win.board.action_chosen.emit(Take(1))
    assert saves.load(paths.autosave_path()).history == ["take 1"]
    assert kept[0].read_bytes() == content


def test_an_autosave_spoilt_during_play_is_kept_before_the_next_move_is_saved(
    qtbot: Any, fake_game: Any, data: Path
) -> None:
    win = make_window(qtbot)
    start(win, ANN, BEN)
    paths.autosave_path().write_bytes(b"written by someone else")
    win.board.action_chosen.emit(Take(1))
    kept = [p for p in data.iterdir() if p.name.startswith("autosave.kept-")]
    assert len(kept) == 1 and kept[0].read_bytes() == b"written by someone else"
    assert "kept as" in win.statusBar().currentMessage()
    assert saves.load(paths.autosave_path()).history == ["take 1"]


def test_an_autosave_that_says_over_is_still_offered_to_resume(qtbot: Any, fake_game: Any, data: Path) -> None:
    session = session_of(fake_game, HUMAN, HUMAN)
    session.play("take 1")
    doc = json.loads(saves.dumps(session))
    doc["over"] = True
    paths.autosave_path().write_text(json.dumps(doc), "utf-8")
    win = make_window(qtbot)
    win.launcher.populate()
    assert not win.launcher.resume_frame.isHidden()


FIFO_START = script("""
sys.exit(app.run(sys.argv[:1], quit_after_ms=30000))
""")


def test_named_pipes_in_place_of_the_autosave_and_records_do_not_hang_the_start(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    os.mkfifo(folder / "autosave.parkpack.json")
    os.mkfifo(folder / "records.json")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PARKPACK_DATA_DIR=str(folder))
    done = subprocess.run([sys.executable, "-c", FIFO_START], env=env, cwd=REPO, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    names = _names(folder)
    assert "records.json" in names and os.path.exists(folder / "records.json")  # left as it was
    assert any(n.startswith("autosave.kept-") for n in names)  # kept, out of the way


# --- two windows on one data folder ------------------------------------------------------------
def _other_parkpack(folder: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PARKPACK_DATA_DIR=str(folder))
    other = subprocess.Popen([sys.executable, "-m", "parkpack", "--quit-after-ms", "60000"], env=env, cwd=REPO,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while not (folder / instance.LOCK_NAME).exists():
        assert other.poll() is None and time.monotonic() < deadline, "the other parkpack did not start"
        time.sleep(0.05)
    return other


def test_a_second_window_on_the_same_folder_says_so_and_does_not_autosave(
    qtbot: Any, fake_game: Any, data: Path
) -> None:
    other = _other_parkpack(data)
    try:
        second = instance.claim(data)
        assert not second.owner and f"process {other.pid}" in second.note
        win = make_window(qtbot, second)
        win.launcher.populate()
        assert any("does not autosave" in n for n in win.launcher.notices())
        start(win, ANN, BEN)
        win.board.action_chosen.emit(Take(1))
        assert not paths.autosave_path().exists()
    finally:
        other.kill()
        other.wait(30)
    again = instance.claim(data)  # the lock of a parkpack that died is taken over
    try:
        assert again.owner and again.note == ""
    finally:
        again.release()


def asking(win: Any, answer: bool) -> list[str]:
    asked: list[str] = []
    win.confirm = lambda parent, title, text: asked.append(text) or answer
    return asked


def test_leaving_a_game_a_second_window_holds_asks_first(qtbot: Any, fake_game: Any, data: Path) -> None:
    first = instance.claim(data)
    try:
        win = make_window(qtbot, instance.FolderClaim(data))  # the folder's autosave is the first's
        win.show()
        start(win, ANN, BEN)
        win.board.action_chosen.emit(Take(1))
        asked = asking(win, False)
        win.act_launcher.trigger()  # Ctrl+W
        assert win.controller is not None and "does not autosave" in asked[0]  # kept
        win.close()  # Quit
        assert win.isVisible() and len(asked) == 2
        win.ask_save_path = lambda suggestion: str(data / "kept.parkpack.json")
        win.save()
        win.act_launcher.trigger()  # saved to a file: nothing to lose
        assert win.controller is None and len(asked) == 2
        assert not asking(win, False) and win._may_replace_resume()  # no autosave of its own to replace
    finally:
        first.release()


def test_leaving_a_game_whose_autosave_failed_asks_first(qtbot: Any, fake_game: Any, data: Path) -> None:
    win = make_window(qtbot)
    asked = asking(win, True)
    start(win, ANN, BEN)
    win.board.action_chosen.emit(Take(1))
    win.act_launcher.trigger()
    assert win.controller is None and asked == []  # autosaved: Resume brings it back
    start(win, ANN, BEN)
    (data / "a-file").write_text("not a folder")
    win.autosaver.path = data / "a-file" / "autosave.parkpack.json"
    win.board.action_chosen.emit(Take(1))
    assert "Autosave failed" in win.statusBar().currentMessage()
    win.act_launcher.trigger()
    assert win.controller is None and len(asked) == 1 and "the last autosave failed" in asked[0]


def test_stale_temporary_files_are_cleared_by_the_owner_only(data: Path) -> None:
    saves_dir = paths.saves_dir()
    old = [data / ".tmp-killed.part", saves_dir / ".tmp-killed.part"]
    fresh = data / ".tmp-writing.part"
    for path in old + [fresh]:
        path.write_bytes(b"half a save")
    hour_ago = time.time() - 3600
    for path in old:
        os.utime(path, (hour_ago, hour_ago))
    first = instance.claim(data)
    try:
        assert first.owner and not any(p.exists() for p in old) and fresh.exists()
        old[0].write_bytes(b"x")
        os.utime(old[0], (hour_ago, hour_ago))
        second = instance.FolderClaim(data)
        assert not second.owner and old[0].exists()
    finally:
        first.release()


# --- the data folder ----------------------------------------------------------------------------
def test_a_data_folder_that_cannot_be_created_lets_the_player_choose_another(
    qtbot: Any, fake_game: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("PARKPACK_DATA_DIR", str(blocker / "parkpack"))
    try:
        win = make_window(qtbot)
        win.show()
        qtbot.waitUntil(lambda: bool(win.launcher.cards) and bool(win.menus[0].actions()))
        notes = win.launcher.notices()
        assert any("cannot be created" in n for n in notes), notes
        assert not win.launcher.folder_button.isHidden()
        good = tmp_path / "elsewhere"
        answers = iter([str(blocker), str(good)])  # a file first: refused, asked again
        win.ask_folder = lambda: next(answers)
        win.launcher.folder_button.click()
        assert len(win.warnings) == 1 and "is a file, not a folder" in win.warnings[0][1]
        assert paths.data_dir() == good and win.launcher.notice_frame.isHidden()
        start(win, ANN, BEN)
        assert saves.load(good / "autosave.parkpack.json").history == []
    finally:
        paths.use_data_dir(None)


def test_an_unusable_saves_folder_says_why_and_lets_the_player_save_elsewhere(
    qtbot: Any, fake_game: Any, data: Path, tmp_path: Path
) -> None:
    (data / "saves").write_text("a file where the saves folder should be")
    win = make_window(qtbot)
    win.launcher.populate()
    assert any("saves" in n for n in win.launcher.notices())
    start(win, ANN, BEN)
    elsewhere = tmp_path / "mine.parkpack.json"
    answers = iter([str(data / "saves" / "game.parkpack.json"), str(elsewhere)])
    win.ask_save_path = lambda suggestion: next(answers)
    win.save_as()
    (title, text), = win.warnings
    assert "could not be saved" in text and "Choose another folder" in text
    assert win.save_path == elsewhere and saves.load(elsewhere).history == []
    win.ask_open_path = lambda: str(elsewhere)
    win.load()  # the dialog's folder falls back; loading works
    assert len(win.warnings) == 1


def test_saving_over_a_file_this_window_has_not_read_keeps_that_file_aside(
    qtbot: Any, fake_game: Any, data: Path, tmp_path: Path
) -> None:
    # Two windows with one save open: the second to save must not wipe the first's moves.
    shared = tmp_path / "family.parkpack.json"
    first, second = make_window(qtbot), make_window(qtbot)
    start(first, ANN, BEN)
    first.ask_save_path = lambda suggestion: str(shared)
    first.save_as()
    for win in (first, second):
        assert win.load_file(shared)
    first.controller.submit(Take(1))
    first.save()
    assert "kept as" not in first.statusBar().currentMessage()  # its own file, as it wrote it
    second.save()
    kept, = tmp_path.glob("family.kept-*.parkpack.json")
    assert saves.load(kept).history == ["take 1"] and saves.load(shared).history == []
    assert kept.name in second.statusBar().currentMessage()


def test_save_as_onto_a_named_pipe_is_refused_and_the_pipe_left_in_place(
    qtbot: Any, fake_game: Any, data: Path, tmp_path: Path
) -> None:
    (tmp_path / "elsewhere").mkdir()
    pipe = tmp_path / "elsewhere" / "pipe.parkpack.json"
    os.mkfifo(pipe)
    win = make_window(qtbot)
    start(win, ANN, BEN)
    answers = iter([str(pipe), ""])  # the pipe, then the player gives up
    win.ask_save_path = lambda suggestion: next(answers)
    win.save_as()
    assert stat.S_ISFIFO(os.stat(pipe).st_mode) and [p.name for p in pipe.parent.iterdir()] == [pipe.name]
    [(title, text)] = win.warnings
    assert title == "Cannot save" and "named pipe" in text


def test_save_as_without_the_suffix_does_not_replace_a_save_unasked(
    qtbot: Any, fake_game: Any, data: Path, tmp_path: Path
) -> None:
    # The dialog asked about "game1"; the file written is game1.parkpack.json.
    older = tmp_path / "game1.parkpack.json"
    older.write_bytes(b"not a save, but somebody's file")
    win = make_window(qtbot)
    start(win, ANN, BEN)
    win.ask_save_path = lambda suggestion: str(tmp_path / "game1")
    win.save_as()
    kept, = tmp_path.glob("game1.kept-*.parkpack.json")
    assert kept.read_bytes() == b"not a save, but somebody's file"
    assert saves.load(older).history == [] and win.save_path == older
    # Even a file this window wrote itself: the name given was another.
    win.controller.submit(Take(1))
    win.save()
    start(win, ANN, BEN)
    win.save_as()
    copies = {p.read_bytes() for p in tmp_path.glob("game1.kept-*.parkpack.json")} - {b"not a save, but somebody's file"}
    assert len(copies) == 1 and saves.session_from_document(saves.parse_document(copies.pop())).history == ["take 1"]


def test_a_file_kept_aside_is_copied_and_the_save_keeps_its_mode_and_links(
    qtbot: Any, fake_game: Any, data: Path, tmp_path: Path
) -> None:
    first, second = make_window(qtbot), make_window(qtbot)
    start(first, ANN, BEN)
    target = tmp_path / "ours.parkpack.json"
    first.ask_save_path = lambda suggestion: str(target)
    first.save_as()
    target.chmod(0o600)
    link = tmp_path / "link.parkpack.json"
    os.link(target, link)
    assert second.load_file(target)
    first.controller.submit(Take(1))
    first.save()
    second.save()  # the file changed since the second window read it
    kept, = tmp_path.glob("ours.kept-*.parkpack.json")
    assert saves.load(kept).history == ["take 1"]
    assert target.stat().st_mode & 0o777 == 0o600 and saves.load(link).history == []


# --- records ------------------------------------------------------------------------------------
def test_a_damaged_records_file_is_reported_and_its_good_entries_shown(qtbot: Any, fake_game: Any, data: Path) -> None:
    (data / "records.json").write_text(json.dumps({
        "format": "parkpack-records", "version": 1,
        "best": [{"game": "fake", "level": 0, "score": 12, "rank": "Winner", "date": "2026-11-02T12:00:00+00:00"},
                 {"game": "fake", "level": "x"}],
        "recent": [],
    }), "utf-8")
    win = make_window(qtbot)
    win.launcher.populate()
    assert any("1 entry could not be read" in n for n in win.launcher.notices())
    assert "Best 12 (Winner)" in win.launcher.cards[0].records.text()


def test_an_edited_game_is_not_counted_as_a_record_and_the_player_is_told(fake_game: Any, data: Path) -> None:
    from parkpack.ui.records_view import record_result

    session = session_of(fake_game, HUMAN)
    while not session.is_over:
        session.play("roll")
        session.play(Die(3))  # forced: the seed may not give these
    assert session.edited
    note = record_result(session)
    assert "not counted as a record" in note
    assert records.load().best == () and records.load().results("fake")[0].edited


# --- player text and typed input ------------------------------------------------------------------
def _labels_showing(widget: Any, text: str) -> list[QLabel]:
    return [label for label in widget.findChildren(QLabel) if text in label.text()]


def test_a_name_of_one_long_word_wraps_in_the_prompt_rather_than_widening_the_window(
        qtbot: Any, fake_game: Any, data: Path) -> None:
    """A file may name a seat with 64 letters and no space; the new-game
    dialog allows 24. The prompt once asked for 1,386 pixels with it."""
    long = "W" * 64
    win = make_window(qtbot)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    start(win, SeatSpec(long, HUMAN, "", "red"), SeatSpec("Ann", HUMAN, "", "blue"))
    QApplication.processEvents()
    assert win.page.prompt.text().replace("\u200b", "") == f"{long}: take 1, take 2 or roll."
    assert win.minimumSizeHint().width() <= 1024 and win.width() == 1024
    win.page.show_refusal(f"{long} may not do that.")
    QApplication.processEvents()
    assert win.minimumSizeHint().width() <= 1024
    win.page.show_hint_line(f"Suggested: take {NAME_HTML}'s {long} — about 60 % to win.")
    QApplication.processEvents()
    assert win.minimumSizeHint().width() <= 1024
    assert win.page.hint_line.textFormat() == Qt.TextFormat.PlainText  # a move's words hold names


def test_player_names_are_plain_text_in_every_label(qtbot: Any, secret_game: Any, data: Path) -> None:
    win = make_window(qtbot)
    win.resize(1200, 800)  # the hand-over title shortens a name wider than the window
    win.show()
    qtbot.waitExposed(win)
    seats = (SeatSpec(NAME_HTML, HUMAN, "", "red"), SeatSpec(NAME_HTML + "2", HUMAN, "", "blue"))
    assert win.start_setup(NewGameSetup("secret", {"target": "6"}, seats, 9))
    seen: list[QLabel] = []
    seen += _labels_showing(win, "ADMIN")  # the hand-over screen
    win._handover_confirmed(0)
    seen += _labels_showing(win, "ADMIN")  # the game page: prompt, players panel
    for _ in range(10):
        if win.controller.session.is_over:
            break
        win.board.action_chosen.emit(Take(2))
        win._handover_confirmed(win.controller.viewer())
    qtbot.waitUntil(lambda: win.score_dialog is not None)
    seen += _labels_showing(win.score_dialog, "ADMIN")
    win.score_dialog.reject()
    session = win.controller.session
    win.show_launcher()
    saves.save(session_of(secret_game, HUMAN, HUMAN), paths.autosave_path())
    auto = json.loads(paths.autosave_path().read_text("utf-8"))
    auto["seats"][0]["name"] = NAME_HTML
    auto["state"]["names"][0] = NAME_HTML
    paths.autosave_path().write_text(json.dumps(auto), "utf-8")
    win.launcher.refresh()
    seen += _labels_showing(win.launcher, "ADMIN")
    kinds = {label.objectName() for label in seen}
    assert {"handoverTitle", "playerName", "scoreHeadline", "resumeText"} <= kinds, kinds
    assert [label.objectName() for label in seen if label.textFormat() != Qt.TextFormat.PlainText] == []
    assert session.seats[0].name == NAME_HTML  # shown exactly as typed, not altered


def test_the_new_game_dialog_repairs_names_at_the_boundary(qtbot: Any, fake_game: Any, data: Path) -> None:
    from parkpack.engine.limits import bad_character

    dialog = NewGameDialog(fake_game)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.rows[0].name.setText("An\x07n\u202e")
    dialog.rows[1].name.setText("   ")
    dialog.rows[2].name.setText("Be\ud800n")
    names = [s.name for s in dialog.setup().seats]
    assert names[:2] == ["Ann", "Computer 2"]
    assert names[2] == "Ben" and all(bad_character(n) is None for n in names)


def test_a_lone_surrogate_in_a_name_can_neither_load_nor_stop_the_autosave(qtbot: Any, fake_game: Any, data: Path) -> None:
    doc = json.loads(saves.dumps(session_of(fake_game, HUMAN, HUMAN)))
    doc["seats"][0]["name"] = "An\ud800n"
    bad = data / "bad.parkpack.json"
    bad.write_text(json.dumps(doc), "utf-8")  # json escapes it as \\ud800
    win = make_window(qtbot)
    assert not win.load_file(bad)
    assert "U+D800" in win.warnings[0][1]
    start(win, SeatSpec("An\ud800n", HUMAN, "", "red"), BEN)  # as if it got past the dialog
    win.board.action_chosen.emit(Take(1))
    assert saves.load(paths.autosave_path()).history == ["take 1"]


SETTINGS_NONSENSE = {
    "new_game/fake/players": "many",
    "new_game/fake/seat0/kind": -1,
    "new_game/fake/seat1/kind": 99,
    "new_game/fake/seat0/colour": 50,
    "new_game/fake/seat1/colour": "-3",
    "new_game/fake/seat0/name": "x" * 10_000,
    "new_game/fake/seat1/name": "Ben\x00",
    "new_game/fake/option/target": "7",
    "ui/animation_speed": "warp",
    "ui/confirm_end_of_turn": "perhaps",
}


def test_stored_settings_that_make_no_sense_fall_back_to_the_defaults(qtbot: Any, fake_game: Any, data: Path) -> None:
    for key, value in SETTINGS_NONSENSE.items():
        prefs.set_value(key, value)
    dialog = NewGameDialog(fake_game)
    qtbot.addWidget(dialog)
    assert dialog.count.value() == 2
    assert [row.kind.currentIndex() for row in dialog.rows[:2]] == [0, 1]
    assert [row.colour.currentIndex() for row in dialog.rows[:2]] == [0, 1]
    assert [row.name.text() for row in dialog.rows[:2]] == ["", ""]
    assert dialog.option_boxes["target"].currentData() == "10"
    assert prefs.speed() == "normal" and prefs.confirm_end_of_turn() is True
    win = make_window(qtbot)
    assert win.start_setup(dialog.setup())  # Start works


def test_a_named_pipe_as_the_settings_file_is_not_opened(qtbot: Any, fake_game: Any, data: Path) -> None:
    prefs.settings_path().unlink(missing_ok=True)
    os.mkfifo(prefs.settings_path())
    assert "not a regular file" in prefs.settings_problem()
    prefs.set_value("ui/animation_speed", "fast")  # goes to a private file; would hang on the pipe
    assert prefs.speed() == "fast"
    win = make_window(qtbot)
    win.launcher.populate()
    assert any("settings file" in n for n in win.launcher.notices())


def test_the_private_settings_file_is_removed_when_the_app_exits(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "scope.ini")
    env = dict(os.environ, PARKPACK_DATA_DIR=str(tmp_path), PARKPACK_SETTINGS_SCOPE="scope")
    code = ("import os; from parkpack.ui import prefs; prefs.set_value('ui/animation_speed', 'fast'); "
            "assert prefs.speed() == 'fast'; print(os.path.dirname(prefs._stand_in))")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    folder = Path(done.stdout.strip())
    assert folder.name.startswith("parkpack-settings-") and not folder.exists()


def test_a_huge_bad_action_is_refused_quickly_with_a_short_message(qtbot: Any, fake_game: Any, data: Path) -> None:
    doc = json.loads(saves.dumps(session_of(fake_game, HUMAN, HUMAN)))
    doc["actions"] = ["take " + "9" * 2_000_000]
    bad = data / "huge.parkpack.json"
    bad.write_text(json.dumps(doc), "utf-8")
    win = make_window(qtbot)
    began = time.perf_counter()
    assert not win.load_file(bad)
    assert time.perf_counter() - began < 5
    (title, text), = win.warnings
    assert "too long" in text and len(text) < 800


def test_message_boxes_show_plain_text_cut_short(qtbot: Any) -> None:
    from parkpack.ui.main_window import _box

    box = _box(None, "Title", HTML + "x" * 1_000_000)
    assert box.textFormat() == Qt.TextFormat.PlainText and len(box.text()) < 700


def test_message_boxes_keep_their_own_line_breaks(qtbot: Any, tmp_path: Path) -> None:
    """The box for a save that cannot be opened showed its break before the
    file's path as "\\u000a\\u000a"; a file's text still cannot make it
    taller than a dozen lines nor longer than about 600 characters."""
    from parkpack.ui.main_window import _box

    win = make_window(qtbot)
    bad = tmp_path / "broken.parkpack.json"
    bad.write_text("{ not json", "utf-8")
    assert not win.load_file(bad)
    (title, text), = win.warnings
    box = _box(None, title, text)
    assert box.text() == text and "\\u000a" not in box.text()
    assert box.text().endswith(f".\n\n{bad}")
    assert box.text().count("\n") == 2
    many = _box(None, "Title", "line\n" * 1000)
    assert many.text().count("\n") == 11
    wide = _box(None, "Title", ("y" * 300 + "\n") * 10)
    assert len(wide.text()) < 700 and wide.text().count("\n") <= 2
    assert _box(None, "Title", "bell \x07 here").text() == "bell \\u0007 here"  # other control characters stay shown as codes


@pytest.mark.parametrize("content", [b"[ui]\r\ndata_dir=/home/jos\xe9/Spiele\r\n", b"\x00\x01\xfe" * 1000, b"{\"json\": true}\n"],
                         ids=["latin-1", "binary", "json"])
def test_a_settings_file_that_is_not_one_is_kept_aside_before_anything_is_written(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "scope.ini").write_bytes(content)
    env = dict(os.environ, PARKPACK_DATA_DIR=str(tmp_path), PARKPACK_SETTINGS_SCOPE="scope")
    code = ("from parkpack.ui import prefs; prefs.set_value('ui/animation_speed', 'fast'); "
            "assert prefs.speed() == 'fast'; print(prefs.kept_note())")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    kept, = tmp_path.glob("scope.damaged-*.ini")
    assert kept.read_bytes() == content and kept.name in done.stdout
    assert "animation_speed=fast" in (tmp_path / "scope.ini").read_text("utf-8")


def test_a_settings_file_written_by_qt_is_kept_as_it_is(tmp_path: Path) -> None:
    env = dict(os.environ, PARKPACK_DATA_DIR=str(tmp_path), PARKPACK_SETTINGS_SCOPE="scope")
    write = ("from parkpack.ui import prefs; prefs.set_value('ui/animation_speed', 'slow'); prefs.set_value('a b/c=d', 'x=y'); "
             "prefs.set_value('files/data_dir', '/home/a\u2028b\u0085c')")
    read = "from parkpack.ui import prefs; print(prefs.speed(), repr(prefs.kept_note()))"
    for code in (write, read):
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["slow", "''"] and not list(tmp_path.glob("*.damaged-*"))


@pytest.mark.parametrize("content", [b"\xef\xbb\xbf[ui]\nanimation_speed=slow\n", b"[ui]\nanimation_speed=sl\\\now\n", b""],
                         ids=["bom", "continued", "empty"])
def test_settings_files_qt_reads_are_not_taken_for_damaged(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "scope.ini").write_bytes(content)
    env = dict(os.environ, PARKPACK_DATA_DIR=str(tmp_path), PARKPACK_SETTINGS_SCOPE="scope")
    code = "from parkpack.ui import prefs; print(prefs.speed(), repr(prefs.kept_note()))"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[1] == "''" and not list(tmp_path.glob("*.damaged-*"))
    assert done.stdout.split()[0] == ("normal" if not content else "slow")

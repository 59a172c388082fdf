"""With German chosen, a file the window cannot use is refused in German.

A damaged save, a named pipe and a file too large to be a save are opened
through the window's load path (and a few more kinds of bad file beside
them), a spoilt autosave is found at the start and during play, the records
file is a named pipe, and a file is chosen as the data folder. Every dialog,
notice and status line they bring must be German: the checker of
tests/ui/german.py finds English words in the very same texts made with
English chosen, and none in the German ones (file names and paths aside)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterator

import pytest
from PySide6.QtWidgets import QApplication

from parkpack.engine import paths, saves
from parkpack.engine.api import HUMAN, SeatSpec
from parkpack.ui import language, prefs
from parkpack.ui.app import build_main_window
from parkpack.ui.new_game import NewGameSetup

from .fake_game import Take
from .german import english_words

ANN, BEN = SeatSpec("Ann", HUMAN, "", "red"), SeatSpec("Ben", HUMAN, "", "blue")
CORRUPT = b'{"format": "parkpack-save", "schema": 1, "game": "fa'


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("PARKPACK_DATA_DIR", str(folder))
    prefs.set_value("ui/confirm_end_of_turn", False)
    yield folder
    paths.use_data_dir(None)


def in_language(qapp: QApplication, code: str) -> None:
    assert language.install(qapp, code) == code


@pytest.fixture
def back_to_english(qapp: QApplication) -> Iterator[None]:
    yield
    language.install(qapp, "en")


def make_window(qtbot: Any) -> Any:
    win = build_main_window()
    qtbot.addWidget(win)
    win.warnings = []
    win.warn = lambda parent, title, text: win.warnings.append((title, text))
    win.confirm = lambda parent, title, text: True
    return win


def bad_files(folder: Path) -> dict[str, Path]:
    """The files the window is asked to open, by what is wrong with them."""
    folder.mkdir(parents=True, exist_ok=True)
    made = {
        "corrupt save": folder / "corrupt.parkpack.json",
        "named pipe": folder / "pipe.parkpack.json",
        "too large": folder / "large.parkpack.json",
        "folder": folder / "folder.parkpack.json",
        "newer": folder / "newer.parkpack.json",
        "not text": folder / "binary.parkpack.json",
        "empty": folder / "empty.parkpack.json",
        "missing": folder / "missing.parkpack.json",
    }
    made["corrupt save"].write_bytes(CORRUPT)
    os.mkfifo(made["named pipe"])
    with made["too large"].open("wb") as fh:  # sparse: says its size without filling the disk
        fh.truncate(saves.MAX_BYTES + 1)
    made["folder"].mkdir()
    made["newer"].write_text(json.dumps({"format": "parkpack-save", "schema": 7, "game": "fake"}))
    made["not text"].write_bytes(b"\xff\xfe binary")
    made["empty"].write_bytes(b"")
    return made


def without_names(text: str, *names: Path | str) -> str:
    """``text`` without the file names and paths it quotes (never translated)."""
    for name in sorted((str(n) for n in names), key=len, reverse=True):
        text = text.replace(name, " ")
    return text


def refusals(win: Any, files: dict[str, Path]) -> dict[str, str]:
    """What the window says when asked to open each file (title and text)."""
    said = {}
    for case, path in files.items():
        win.warnings.clear()
        assert not win.load_file(path), case
        (title, text), = win.warnings
        said[case] = without_names(f"{title}\n{text}", path, path.name)
    return said


def test_refused_saves_are_explained_in_german(qtbot: Any, qapp: QApplication, fake_game: Any, data: Path,
                                               tmp_path: Path, back_to_english: None) -> None:
    files = bad_files(tmp_path / "files")
    english = refusals(make_window(qtbot), files)
    assert all(english_words(text) for text in english.values()), english  # the checker sees English
    assert "the file is damaged or truncated" in english["corrupt save"]
    in_language(qapp, "de")
    german = refusals(make_window(qtbot), files)
    found = {case: english_words(text) for case, text in german.items() if english_words(text)}
    assert not found, f"English in the German refusals: {found}\n{german}"
    assert all(text.startswith("Spielstand kann nicht geöffnet werden\n") for text in german.values()), german
    assert all(german[case] != english[case] for case in files)
    assert "die Datei ist beschädigt oder abgeschnitten (fehlerhaftes JSON in Zeile 1, Spalte" in german["corrupt save"]
    assert "das ist eine benannte Pipe, keine Datei." in german["named pipe"]
    big, limit = f"{saves.MAX_BYTES + 1:,}".replace(",", "."), f"{saves.MAX_BYTES:,}".replace(",", ".")
    assert f"die Datei ist zu groß für einen Spielstand ({big} Bytes; höchstens {limit})" in german["too large"]
    assert "die Datei gibt es nicht." in german["missing"]


def test_a_spoilt_autosave_and_records_file_are_reported_in_german(
    qtbot: Any, qapp: QApplication, fake_game: Any, data: Path, back_to_english: None
) -> None:
    in_language(qapp, "de")
    paths.autosave_path().write_bytes(CORRUPT)
    os.mkfifo(paths.records_path())
    win = make_window(qtbot)
    win.launcher.populate()
    notes = win.launcher.notices()
    kept = [p for p in data.iterdir() if p.name.startswith("autosave.kept-")]
    assert len(kept) == 1 and len(notes) == 2, notes
    names = (data, kept[0].name, paths.autosave_path().name, paths.records_path().name)
    texts = [without_names(n, *names) for n in notes]
    assert not [english_words(t) for t in texts if english_words(t)], texts
    assert texts[0].startswith("Dein letztes Spiel ließ sich nicht aus") and "beschädigt oder abgeschnitten" in texts[0]
    assert "kann nicht gelesen werden: das ist eine benannte Pipe, keine Datei." in texts[1]

    assert win.start_setup(NewGameSetup("fake", {"target": "10"}, (ANN, BEN), 9))
    paths.autosave_path().write_bytes(b"written by someone else")
    win.board.action_chosen.emit(Take(1))
    kept = sorted(p for p in data.iterdir() if p.name.startswith("autosave.kept-"))
    status = without_names(win.statusBar().currentMessage(), *(p.name for p in kept))
    assert status.startswith("Die alte automatische Sicherung ließ sich nicht lesen (die Datei ist beschädigt"), status
    assert not english_words(status), status


def test_a_file_chosen_as_the_data_folder_is_refused_in_german(
    qtbot: Any, qapp: QApplication, fake_game: Any, data: Path, tmp_path: Path, back_to_english: None
) -> None:
    in_language(qapp, "de")
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    win = make_window(qtbot)
    answers = iter([str(blocker), ""])
    win.ask_folder = lambda: next(answers)
    assert not win.choose_data_folder()
    (title, text), = win.warnings
    text = without_names(f"{title}\n{text}", blocker)
    assert "ist eine Datei, kein Ordner. Wähle einen anderen Ordner." in text and not english_words(text), text

"""An error nobody caught: the game goes on, the player is told (a message
the first time, the status line after), and errors.log in the data folder
keeps the details, once per fault, never growing without end."""

from __future__ import annotations

import os
import stat
import sys
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from parkpack.engine import paths
from parkpack.ui import error_report
from parkpack.ui.app import build_main_window


@pytest.fixture
def window(qtbot):
    win = build_main_window()
    qtbot.addWidget(win)
    yield win
    error_report.uninstall()


def raised(message: str) -> tuple[type[BaseException], BaseException, object]:
    try:
        {}[message]
    except KeyError:
        return sys.exc_info()  # type: ignore[return-value]
    raise AssertionError


def boxes(win) -> list[QMessageBox]:
    return [b for b in win.findChildren(QMessageBox) if b.isVisible()]


def test_the_first_error_is_shown_and_written_down_and_the_next_go_to_the_status_line(qtbot, window):
    report = error_report.install(window)
    assert sys.excepthook == report.hook and threading.excepthook == report.thread_hook
    report.hook(*raised("the paint of a card"))
    [box] = boxes(window)
    assert "carry on playing" in box.text() and "KeyError" in box.informativeText()
    log = paths.data_dir() / "errors.log"
    assert str(log) in box.informativeText()
    text = log.read_text(encoding="utf-8")
    assert "the paint of a card" in text and "Traceback" in text
    box.close()
    report.hook(*raised("a second fault"))
    assert boxes(window) == []  # no second dialog ...
    assert "a second fault" in window.statusBar().currentMessage()  # ... the status line says it
    assert "a second fault" in log.read_text(encoding="utf-8")


def test_a_fault_met_again_and_again_is_written_down_once(qtbot, window):
    report = error_report.install(window)
    fault = raised("every repaint")
    for _ in range(5):
        report.hook(*fault)
    assert (paths.data_dir() / "errors.log").read_text(encoding="utf-8").count("every repaint") == 1


def test_an_error_in_another_thread_is_told_on_the_windows_thread(qtbot, window):
    error_report.install(window)

    def fail() -> None:
        raise ValueError("in a helper thread")

    worker = threading.Thread(target=fail)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: bool(boxes(window)))
    assert "in a helper thread" in boxes(window)[0].informativeText()


def test_a_long_log_is_started_afresh_with_the_earlier_one_kept(qtbot, window, monkeypatch):
    monkeypatch.setattr(error_report, "LOG_LIMIT", 100)
    log = paths.data_dir() / "errors.log"
    log.write_text("x" * 200, encoding="utf-8")
    assert error_report.write_down("Traceback: the newest") == str(log)
    assert log.read_text(encoding="utf-8").count("the newest") == 1 and "x" * 200 not in log.read_text(encoding="utf-8")
    assert (paths.data_dir() / "errors.log.1").read_text(encoding="utf-8") == "x" * 200


def test_an_unwritable_log_still_tells_the_player(qtbot, window, monkeypatch):
    monkeypatch.setattr(error_report, "log_path", lambda: paths.data_dir() / "no-such-folder" / "errors.log")
    report = error_report.install(window)
    report.hook(*raised("nowhere to write"))
    [box] = boxes(window)
    assert "nowhere to write" in box.informativeText() and "details are in" not in box.informativeText()


@pytest.mark.parametrize("reader", [False, True])
def test_a_named_pipe_as_the_log_is_not_written_and_never_waited_for(qtbot, window, tmp_path, reader):
    # Opening a pipe to write waits for a reader: the window would freeze.
    log = paths.data_dir() / "errors.log"
    log.unlink(missing_ok=True)
    os.mkfifo(log)
    held = os.open(log, os.O_RDONLY | os.O_NONBLOCK) if reader else None
    result: list[str] = []
    thread = threading.Thread(target=lambda: result.append(error_report.write_down("Traceback: into a pipe")), daemon=True)
    thread.start()
    thread.join(5)
    try:
        assert result == [""]  # at once, and nothing written (the message then names no file)
        assert stat.S_ISFIFO(os.stat(log).st_mode)
        if held is not None:
            assert os.read(held, 100) == b""  # nothing arrived, and no writer holds it open
    finally:
        if held is not None:
            os.close(held)
        if thread.is_alive():  # let a blocked writer go, so the test run can end
            os.close(os.open(log, os.O_RDONLY | os.O_NONBLOCK))
        log.unlink()


def test_an_error_in_a_qt_slot_reaches_the_report(qtbot, window):
    """Qt hands an error raised in a slot or event handler to sys.excepthook:
    the window goes on, and the player hears of it."""
    from PySide6.QtCore import QTimer

    error_report.install(window)

    def slot() -> None:
        raise RuntimeError("in a timer's slot")

    QTimer.singleShot(0, slot)
    qtbot.waitUntil(lambda: bool(boxes(window)))
    assert "in a timer's slot" in boxes(window)[0].informativeText()


def test_an_errors_words_are_shown_as_plain_text_and_cut_short(qtbot, window):
    """An error may quote a file's text: markup in it is shown as typed, and
    a huge value does not make a box taller than the screen."""
    report = error_report.install(window)
    report.hook(*raised("<b>bold</b>" + "x" * 100_000))
    [box] = boxes(window)
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert "<b>bold</b>" in box.informativeText() and len(box.informativeText()) < 700
    log = paths.data_dir() / "errors.log"
    assert box.informativeText().endswith(f"The details are in {log}.")

"""The launcher lists every registered game and offers to resume the autosave."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from parkpack.engine import paths, saves
from parkpack.engine.api import HUMAN, SeatSpec
from parkpack.engine.session import Session
from parkpack.games.walk import GAME as WALK
from parkpack.ui.launcher import Launcher

from .conftest import session_of


def test_lists_each_registered_game(qtbot, fake_game):
    launcher = Launcher()
    qtbot.addWidget(launcher)
    launcher.populate()
    assert [card.game_id for card in launcher.cards] == ["fake"]
    card = launcher.cards[0]
    texts = [label.text() for label in card.findChildren(type(card.records))]
    assert "Tally Race" in texts and "1–4 players  ·  5 min" in texts
    assert "Race your tally to the target." in texts
    with qtbot.waitSignal(launcher.new_game_requested) as blocker:
        card.findChild(type(launcher.resume_button), "primary").click()
    assert blocker.args == ["fake"]


def test_offers_to_resume_an_unfinished_autosave(qtbot, fake_game):
    session = session_of(fake_game, HUMAN, HUMAN)
    session.play("take 1")
    saves.save(session, paths.autosave_path())
    launcher = Launcher()
    qtbot.addWidget(launcher)
    launcher.populate()
    assert not launcher.resume_frame.isHidden()
    assert "Tally Race with Ann, Ben — 1 moves" in launcher.resume_label.text()


def test_no_resume_for_a_finished_or_missing_autosave(qtbot, fake_game):
    paths.autosave_path().unlink(missing_ok=True)
    launcher = Launcher()
    qtbot.addWidget(launcher)
    launcher.populate()
    assert launcher.resume_frame.isHidden()
    session = session_of(fake_game, HUMAN)
    for _ in range(5):
        session.play("take 2")
    assert session.is_over
    saves.save(session, paths.autosave_path())
    launcher.refresh()
    assert launcher.resume_frame.isHidden()


def test_a_shown_launcher_builds_its_cards_after_its_first_frame(qtbot, fake_game):
    """Nothing is built before the first paint; then ``populating`` comes
    once, before the cards, and ``populated`` once they are in."""
    launcher = Launcher()
    qtbot.addWidget(launcher)
    heard: list[tuple[str, int]] = []
    launcher.populating.connect(lambda: heard.append(("populating", len(launcher.cards))))
    launcher.populated.connect(lambda: heard.append(("populated", len(launcher.cards))))
    assert launcher.cards == [] and heard == []
    with qtbot.waitSignal(launcher.populated, timeout=10_000):
        launcher.show()
    launcher.repaint()  # another frame: nothing is built or announced again
    qtbot.wait(50)
    assert heard == [("populating", 0), ("populated", 1)]
    assert [card.game_id for card in launcher.cards] == ["fake"]
    assert launcher.resume_label.textFormat() == launcher.notice_label.textFormat() == Qt.TextFormat.PlainText


def launcher_shown(qtbot, width: int, height: int) -> tuple[Any, Launcher]:
    """The main window at ``width``×``height``, its launcher's four game cards in."""
    from parkpack.ui.app import build_main_window

    win = build_main_window()
    qtbot.addWidget(win)
    win.resize(width, height)
    win.show()
    launcher = win.launcher
    qtbot.waitUntil(lambda: len(launcher.cards) == 4)
    return win, launcher


def test_every_game_is_in_sight_at_the_default_and_the_least_window_and_rows_are_even_when_narrower(qtbot):
    win, launcher = launcher_shown(qtbot, 1200, 800)
    qtbot.wait(50)
    area = launcher._area

    def all_in_sight() -> None:  # one row of four, none scrolled away or cut, every button's words whole
        for card in launcher.cards:
            top_left = card.mapTo(area.viewport(), card.rect().topLeft())
            assert area.viewport().rect().contains(card.rect().translated(top_left))
            for button in (card.findChild(type(launcher.resume_button), "primary"), card.learn_button, card.stats_button):
                assert button.fontMetrics().horizontalAdvance(button.text()) + 24 < button.width()  # padding too
            title = card.findChild(type(launcher.resume_label), "cardTitle").text()
            assert card.findChild(type(launcher.resume_button), "primary").toolTip() == f"New game of {title}"
        assert len({card.pos().y() for card in launcher.cards}) == 1

    all_in_sight()
    assert launcher.cards[0].learn_button.y() == launcher.cards[0].stats_button.y()  # side by side
    win.resize(1024, 700)  # the least window the boards are laid out for
    qtbot.wait(50)
    all_in_sight()
    card = launcher.cards[0]
    assert card.stats_button.y() > card.learn_button.y()  # one under the other: beside, their words were cut
    win.resize(900, 700)
    qtbot.wait(50)
    rows = sorted({card.pos().y() for card in launcher.cards})
    assert len(rows) == 2 and [sum(c.pos().y() == y for c in launcher.cards) for y in rows] == [2, 2]  # never three and one


def test_a_button_in_keyboard_focus_has_a_clear_ring(qtbot, fake_game):
    """Tabbed to, a button once showed only a faint grey fill inside it;
    it now has the boards' focus blue round its edge, and a green primary
    button a yellow one (blue on its green was hard to see)."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QPushButton

    from parkpack.ui.app import build_main_window

    win = build_main_window()
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    win.launcher.populate()
    buttons = [b for b in win.launcher.cards[0].findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
    assert len(buttons) >= 2  # New game (primary) and Statistics
    for button in buttons:
        unfocused = button.grab().toImage()
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus)
        focused = button.grab().toImage()
        edge = QColor(focused.pixel(1, focused.height() // 2))
        ring = QColor("#f2c230" if button.objectName() == "primary" else "#2f6fd6")
        assert abs(edge.red() - ring.red()) + abs(edge.green() - ring.green()) + abs(edge.blue() - ring.blue()) < 60, (
            button.text(), edge.name())
        assert QColor(unfocused.pixel(1, unfocused.height() // 2)) != edge
        assert focused.size() == unfocused.size()  # the ring takes the padding's place: nothing moves


def test_the_launcher_opens_with_no_button_in_focus_and_tab_reaches_the_first(qtbot, fake_game):
    """With the ring a focused button now has, a button focused at start
    looked chosen already."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QPushButton

    from parkpack.ui.app import build_main_window

    win = build_main_window()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: win.launcher.cards != [])
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.launcher)
    QTest.keyClick(win.launcher, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is win.launcher.load_button
    # The next stop is the first card's New game: the cards' scroll area was one, and showed nothing.
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert isinstance(focused, QPushButton) and focused.objectName() == "primary", focused


def test_cards_long_with_solo_records_show_a_band_of_their_pictures_and_keep_their_buttons_in_sight(qtbot):
    """Four Walk levels and two forms of Becky add seven and four lines to
    two cards: in the least window the row of cards shows the middle of its
    pictures so that every button stays above the bottom; in a tall window
    the pictures are whole again."""
    from parkpack.engine import records
    from parkpack.engine.records import SoloResult
    from parkpack.ui.launcher import LEAST_BAND, NARROW

    when = "2026-12-01T10:00:00+00:00"
    for level in "1234":
        records.file_result(SoloResult("walk", level, 20 + int(level), "Botanist", when))
    for form in ("normal", "harder"):
        records.file_result(SoloResult("tenpenny", form, 60, "Win", when, "Becky", 52))
    names = ("Maximilian Featherstonew", "Bartholomew Quincey-Ab", "Wilhelmina Zwanenburgh")
    saves.save(Session(WALK, {}, [SeatSpec(name) for name in names], 3), paths.autosave_path())  # two lines to resume
    win, launcher = launcher_shown(qtbot, 1024, 700)
    viewport = launcher._area.viewport()

    def buttons_in_sight() -> bool:
        return all(viewport.rect().contains(card.stats_button.mapTo(viewport, card.stats_button.rect().bottomRight()))
                   for card in launcher.cards)

    qtbot.waitUntil(buttons_in_sight)
    band = launcher.cards[0].picture.height()
    assert LEAST_BAND <= band < NARROW.height()
    assert {card.picture.height() for card in launcher.cards} == {band}  # one row, one band
    win.resize(1600, 1100)
    qtbot.waitUntil(lambda: all(card.picture.height() == card.picture_size.height() for card in launcher.cards))
    assert buttons_in_sight()


def test_enter_presses_the_launcher_button_in_focus(qtbot, fake_game):
    # Outside a dialog a focused button took only Space.
    from PySide6.QtWidgets import QApplication

    launcher = Launcher()
    qtbot.addWidget(launcher)
    launcher.populate()
    launcher.show()
    qtbot.waitExposed(launcher)
    launcher.activateWindow()
    button = launcher.cards[0].findChild(type(launcher.resume_button), "primary")
    button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    with qtbot.waitSignal(launcher.new_game_requested) as blocker:
        qtbot.keyClick(button, Qt.Key.Key_Return)
    assert blocker.args == ["fake"]

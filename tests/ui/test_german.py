"""With German chosen, every window, dialog, menu and board reads German.

The launcher, settings, help, About, the new-game dialog, the boards of
A Walk in the Park, Parkies, Tenpenny Parks and Steam Donkey mid-game (with
their side panels, hover texts and what the keys say), the hand-over
screens, the score sheet, the replay
viewer, the statistics window, the records on the launcher card and a
lesson are walked through, and any text with English words in it (proper
names apart, tests/ui/german.py) fails the test, saying where it is."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from parkpack import i18n
from parkpack.engine import registry
from parkpack.engine.api import CHANCE, COMPUTER, HUMAN, SeatSpec
from parkpack.engine.session import Session
from parkpack.ui import language, prefs
from parkpack.ui.app import build_main_window

from .german import english_in, english_words, menu_texts, scene_texts, widget_texts


def clear_drawing_caches() -> None:
    """Drawings are cached with their words; a test in another language must not see them."""
    from parkpack.ui.items import sprites
    from parkpack.ui.walk import pixmaps

    pixmaps.CACHE.clear()
    sprites.CACHE.clear()


@pytest.fixture
def german(qapp: QApplication):
    clear_drawing_caches()
    assert language.install(qapp, "de") == "de"
    yield
    language.install(qapp, "en")
    clear_drawing_caches()


@pytest.fixture
def window(qtbot, german):
    prefs.set_value("ui/animation_speed", "off")
    win = build_main_window()
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    win.warn = lambda *args: pytest.fail(f"unexpected warning {args}")
    win.confirm = lambda *args: True
    win.launcher.populate()
    return win


def shot(widget: Any, name: str) -> None:
    """With PARKPACK_SHOTS set to a folder, keep a picture of ``widget`` there
    (to look at the layout of the longer German words)."""
    import os

    folder = os.environ.get("PARKPACK_SHOTS")
    if folder:
        QApplication.processEvents()
        widget.grab().save(os.path.join(folder, f"{name}.png"))


def assert_german(texts: list[tuple[str, str]]) -> None:
    assert texts, "nothing was read"
    english = english_in(texts)
    assert not english, "English on screen:\n" + "\n".join(english)


def test_the_checker_finds_english_and_passes_german() -> None:
    assert english_words("Click a highlighted square") == ["Click"]
    assert english_words("Your move is made") == ["Your", "move", "is"]
    assert english_words("Take the top board of The Calyx") == ["Take", "the", "board", "of"]
    assert not english_words("Klick auf ein hervorgehobenes Feld · A Walk in the Park · Becky")


def test_the_translators_are_installed_for_german(qapp, german) -> None:
    from PySide6.QtCore import QCoreApplication, QLocale

    assert QCoreApplication.translate("Menus", "&Game") == "&Spiel"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"  # Qt's own catalogue
    assert QLocale().language() == QLocale.Language.German
    assert i18n.language() == "de"


def test_launcher_menus_settings_help_and_about(qtbot, window) -> None:
    from parkpack.ui.help_dialogs import RulesDialog, about_text
    from parkpack.ui.settings import SettingsDialog

    texts = widget_texts(window.launcher) + menu_texts(window)
    shot(window, "launcher")
    settings = SettingsDialog(window)
    qtbot.addWidget(settings)
    settings.show()
    shot(settings, "settings")
    texts += widget_texts(settings)
    guide = RulesDialog(registry.games(), True, window)
    qtbot.addWidget(guide)
    guide.show()
    shot(guide, "help")
    texts += widget_texts(guide)
    bar = guide.tabs.tabBar()  # every game's tab in sight, none scrolled away
    assert all(bar.rect().contains(bar.tabRect(i)) for i in range(bar.count()))
    for game in registry.games():
        rules = RulesDialog([game], False, window)
        qtbot.addWidget(rules)
        texts += widget_texts(rules)
    texts.append(("about", about_text()))
    assert_german(texts)


def test_every_new_game_dialog(qtbot, window) -> None:
    from parkpack.ui.new_game import NewGameDialog

    texts = []
    for game in registry.games():
        dialog = NewGameDialog(game, window)
        qtbot.addWidget(dialog)
        dialog.show()
        for count in (dialog.count.minimum(), dialog.count.maximum()):
            dialog.count.setValue(count)
            for row in dialog.rows[:count]:
                row.kind.setCurrentIndex(row.kind.count() - 1)  # the expert shows its thinking time
            texts += widget_texts(dialog)
            shot(dialog, f"new-{game.info.id}-{count}")
    assert_german(texts)


def advance(session: Session, steps: int, rng: random.Random) -> None:
    """Random legal moves for everyone (chance by the session's seed)."""
    for _ in range(steps):
        if session.is_over:
            return
        if session.to_act == CHANCE:
            session.resolve_chance()
            continue
        session.play(rng.choice(session.legal_actions()))


def window_texts(win: Any) -> list[tuple[str, str]]:
    texts = widget_texts(win) + menu_texts(win)
    side = win.board.side_widget() if win.board is not None else None
    if side is not None:
        texts += widget_texts(side)
    return texts


def key_hints(qtbot, win: Any) -> list[tuple[str, str]]:
    """What the board says while the keys walk through the moves on offer
    (each names its move), the cursor keys move, and the pointer passes over
    every part of the board."""
    from PySide6.QtCore import QPoint, Qt

    said: list[str] = []
    win.board.hint.connect(said.append)
    win.board.refused.connect(said.append)
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_Left):
        qtbot.keyClick(win.page.view, key)
    qtbot.keyClick(win.page.view, Qt.Key.Key_Escape)
    assert said, "the keys made the board say nothing"
    keys = len(said)
    viewport = win.page.view.viewport()
    for x in range(20, viewport.width(), 60):  # the pointer over the whole board: hover texts
        for y in range(20, viewport.height(), 45):
            qtbot.mouseMove(viewport, QPoint(x, y))
    assert len(said) > keys, "hovering made the board say nothing"
    return [("board hint", text) for text in said] + [("status bar", win.statusBar().currentMessage())]


def finish_in_window(qtbot, win: Any, rng: random.Random) -> None:
    """Play the open game to its end through the window: random moves for
    the people (ending each turn), the computer players by themselves."""
    ctl = win.controller

    def step() -> bool:
        session = ctl.session
        if session.is_over:
            return True
        if ctl.turn_open:
            win.act_end_turn.trigger()
        elif session.human_to_act() and win.stack.currentWidget() is win.handover:
            win.handover.button.click()
        elif session.human_to_act():
            win.board.action_chosen.emit(rng.choice(session.legal_actions()))
        return session.is_over

    qtbot.waitUntil(step, timeout=240_000)


def walk_through(qtbot, win: Any, game_id: str, options: dict[str, str], seats: tuple[SeatSpec, ...],
                 steps: int) -> list[tuple[str, str]]:
    """The board mid-game, then the score sheet, the replay viewer, the
    statistics and the launcher card of one finished game."""
    rng = random.Random(7)
    session = Session(registry.get(game_id), options, seats, 11)
    advance(session, steps, rng)
    assert not session.is_over
    assert win.open_session(session, None)
    qtbot.waitUntil(lambda: win.controller.session.human_to_act() or win.stack.currentWidget() is not win.page)
    texts = window_texts(win) + key_hints(qtbot, win)
    shot(win, f"{game_id}-board")
    win.hint()  # the hint line and its marks
    qtbot.waitUntil(lambda: not win.page.hint_line.text().endswith("…"), timeout=20_000)
    texts += window_texts(win)
    finish_in_window(qtbot, win, rng)
    qtbot.waitUntil(lambda: win.score_dialog is not None, timeout=20_000)
    texts += widget_texts(win.score_dialog) + window_texts(win)
    shot(win.score_dialog, f"{game_id}-scores")
    shot(win, f"{game_id}-over")
    replay = win.watch_replay()
    qtbot.addWidget(replay)
    texts += widget_texts(replay)
    replay.go(replay.timeline.steps // 2)
    replay.resize(1200, 800)
    texts += widget_texts(replay)
    shot(replay, f"{game_id}-replay")
    stats = win.show_stats(game_id)
    qtbot.addWidget(stats)
    for index in range(stats.tabs.count()):
        stats.tabs.setCurrentIndex(index)
        texts += widget_texts(stats)
        shot(stats, f"{game_id}-stats-{index}")
    win.score_dialog.done(0)
    win.show_launcher()
    texts += widget_texts(win.launcher)
    shot(win, f"{game_id}-launcher")
    return texts


def test_a_walk_in_the_park_solo(qtbot, window) -> None:
    seats = (SeatSpec("Ann", HUMAN, "", "green"),)
    assert_german(walk_through(qtbot, window, "walk", {"level": "4"}, seats, 12))


def test_parkies_against_the_computer(qtbot, window) -> None:
    seats = (SeatSpec("Ann", HUMAN, "", "blue"), SeatSpec("Ben", COMPUTER, "easy", "red"))
    texts = walk_through(qtbot, window, "parkies", {"lake": "off"}, seats, 30)
    assert_german(texts)
    # Money as German writes it everywhere, the board's mats, ladders and
    # money track too ("12 $"): the board drew "$12" beside a side panel's "12 $".
    assert not [(where, text) for where, text in texts if re.search(r"\$\d|^\$ \d", text)]


def test_tenpenny_parks_solo_against_becky(qtbot, window) -> None:
    seats = (SeatSpec("Ann", HUMAN, "", "blue"),)
    texts = walk_through(qtbot, window, "tenpenny", {"becky": "normal"}, seats, 25)
    assert_german(texts)
    # The cards' prices, the ring's chips and the coins read "4 $" as the side panel does.
    assert not [(where, text) for where, text in texts if re.search(r"\$\d|^\$ \d", text)]


def test_steam_donkey_advanced_against_the_computer(qtbot, window) -> None:
    seats = (SeatSpec("Ann", HUMAN, "", "blue"), SeatSpec("Ben", COMPUTER, "easy", "orange"))
    assert_german(walk_through(qtbot, window, "steamdonkey", {"advanced": "on"}, seats, 40))


@pytest.mark.parametrize(("game_id", "options", "people", "steps"), [
    ("tenpenny", {"shovel": "1"}, 2, 4),
    ("steamdonkey", {"advanced": "on"}, 3, 12),
])
def test_the_hand_over_screen(qtbot, window, game_id: str, options: dict[str, str], people: int, steps: int) -> None:
    colours = ("blue", "purple", "orange")
    seats = tuple(SeatSpec(name, HUMAN, "", colour) for name, colour in zip(("Ann", "Ben", "Cat"), colours))[:people]
    session = Session(registry.get(game_id), options, seats, 3)
    advance(session, steps, random.Random(3))
    assert window.open_session(session, None)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover)
    shot(window, f"{game_id}-handover")
    covered = [("covered board", text) for text in scene_texts(window.board)]  # what stays drawn behind it
    assert_german(widget_texts(window.handover) + covered)


@pytest.mark.parametrize("game_id", ["walk", "parkies", "tenpenny", "steamdonkey"])
def test_each_lesson(qtbot, window, game_id: str) -> None:
    window.start_tutorial(game_id)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.session.human_to_act(), timeout=20_000)
    shot(window, f"{game_id}-lesson")
    assert_german(window_texts(window))


def test_the_colour_blind_palette_renames_german_colour_words(german) -> None:
    """The words follow the colours drawn in German too, in the form the sentence needs."""
    from parkpack.games.parkies.text import colour_before_noun, colour_word
    from parkpack.ui.parkies.palette import palette_words

    sentence = f"Ann nimmt einen {colour_before_noun('red')} Parkie; Ben hat {colour_word('green')}."
    assert palette_words(sentence, False) == sentence
    assert palette_words(sentence, True) == "Ann nimmt einen zinnoberroten Parkie; Ben hat meergrün."
    assert palette_words("Ann nimmt einen roten Parkie und einen blauen.", True).count("zinnoberroten") == 1


def test_the_colour_blind_palette_renames_a_parkie_with_its_article(german) -> None:
    """A Parkie worded with its article (the log's "einen roten Parkie") holds
    the colour in the form the palette knows, so the renaming still applies."""
    from parkpack.games.parkies.text import a_parkie
    from parkpack.ui.parkies.palette import palette_words

    assert palette_words(a_parkie("red"), True) == "einen zinnoberroten Parkie"
    assert palette_words(a_parkie("green"), True) == "einen meergrünen Parkie"


@pytest.mark.parametrize("name", ["Bartholomew Quackenbushh", "W" * 64])
def test_a_long_name_on_the_hand_over_screen_leaves_the_window_at_its_smallest_size(qtbot, german, secret_game,
                                                                                      name: str) -> None:
    """The title's large letters once asked for 1,036 pixels with a 24-letter
    name in German; a name read from a file may have 64."""
    from PySide6.QtGui import QFontMetrics

    from parkpack.ui.new_game import NewGameSetup

    win = build_main_window()
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    seats = (SeatSpec(name, HUMAN, "", "red"), SeatSpec("Ann", HUMAN, "", "blue"))
    assert win.start_setup(NewGameSetup("secret", {"target": "10"}, seats, 9))
    assert win.stack.currentWidget() is win.handover
    QApplication.processEvents()
    assert win.minimumSizeHint().width() <= 1024 and win.width() == 1024
    title = win.handover.title
    assert title.text().startswith("Weitergeben an ")
    shown = title.text().removeprefix("Weitergeben an ")
    assert QFontMetrics(title.font()).horizontalAdvance(shown) <= title.contentsRect().width()
    if len(name) <= 24:  # as long as the new-game dialog allows: shown whole
        assert shown == name and title.toolTip() == ""
    else:
        assert shown.endswith("…") and title.toolTip() == name


def test_a_settings_file_kept_aside_is_reported_in_the_language_installed_after_the_check(
        german, monkeypatch, tmp_path) -> None:
    # The settings are checked before the translators are installed at start.
    from parkpack.ui import prefs

    latin = tmp_path / "parkpack.damaged-2026-12-07-120000.conf"
    latin.write_bytes(b"[files]\ndata_dir=/home/jos\xe9\n")
    monkeypatch.setattr(prefs, "_kept", latin)
    assert prefs.kept_note() == ("Die Einstellungsdatei konnte nicht gelesen werden (sie ist kein UTF-8-Text); sie wurde "
                                 "als parkpack.damaged-2026-12-07-120000.conf aufbewahrt, und die Einstellungen beginnen neu.")
    latin.write_bytes(b"x" * (prefs.MAX_SETTINGS_BYTES + 8))
    note = prefs.kept_note()
    assert "too large" not in note and "groß" in note

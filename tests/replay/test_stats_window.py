"""The Statistics window from recorded games, and the window filing each finished game once."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from parkpack.engine import registry, stats
from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.engine.session import Session
from parkpack.ui.app import build_main_window
from parkpack.ui.new_game import NewGameSetup
from parkpack.ui.score_dialog import REPLAY
from parkpack.ui.stats_window import StatsWindow

from ..ui.fake_game import FakeGame

START = datetime(2026, 11, 1, 12, 0, tzinfo=timezone.utc)


def finish(session: Session) -> Session:
    while not session.is_over:
        if session.to_act == -1:
            session.resolve_chance()
        else:
            session.play(session.legal_actions()[0])
    return session


def file_games() -> list[stats.GameEntry]:
    walk = registry.get("walk")
    entries = []
    for n, seats, options in [
        (0, (SeatSpec("Ann"), SeatSpec("Robin", COMPUTER, "hard")), {}),
        (1, (SeatSpec("Ann"),), {"level": "4"}),
        (2, (SeatSpec("Ann"), SeatSpec("Ben")), {}),
    ]:
        entries.append(stats.record_session(finish(Session(walk, options, seats, 10 + n)),
                                            when=START + timedelta(days=n)))
    return entries


def test_the_window_shows_the_figures_of_the_recorded_games(qtbot):
    entries = file_games()
    watched = []
    window = StatsWindow("walk", watch=watched.append)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.plot is not None, timeout=10_000)  # drawn once the chart library is in
    assert window.headline.text() == "A Walk in the Park: 3 finished games"
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Players", "Solo", "Against the computer", "Games"]
    table = window.players_table
    rows = {table.item(r, 0).text(): [table.item(r, c).text() for c in range(1, 7)] for r in range(table.rowCount())}
    ann_totals = [e.entrants[0].total for e in entries]
    ann_wins = sum(1 for e in entries if 0 in e.winners)
    assert rows["Ann"][:3] == ["Human", "3", str(ann_wins)] and rows["Ann"][5] == str(max(ann_totals))
    assert rows["Robin"][0] == "Computer, Hard"
    curves = window.plot.getPlotItem().listDataItems()
    assert [c.name() for c in curves] == ["Ann", "Ben"]
    assert list(curves[0].getData()[1]) == ann_totals
    assert window.solo_table.item(0, 0).text() == "Level 4: 10 turns"
    assert window.rivals_table.item(0, 0).text() == "Hard" and window.rivals_table.item(0, 1).text() == "1"
    assert window.games_table.rowCount() == 3
    window.games_table.selectRow(2)  # the oldest game
    window.watch_button.click()
    assert watched == [entries[0]]
    window.game_box.setCurrentIndex(window.game_box.findData("parkies"))
    assert window.headline.text() == "Parkies: 0 finished games"


@pytest.fixture
def window(qtbot, monkeypatch):
    game = FakeGame()
    monkeypatch.setattr(registry, "_extra", {game.info.id: game})
    from parkpack.ui import boards

    from ..ui.fake_board import FakeBoard

    monkeypatch.setattr(boards, "board_class", lambda game_id: FakeBoard)
    win = build_main_window()
    qtbot.addWidget(win)
    win.warn = lambda parent, title, text: None
    win.confirm = lambda parent, title, text: True
    return win


def test_a_finished_game_is_counted_once_and_can_be_watched(qtbot, window):
    from ..ui.fake_game import Take

    assert window.start_setup(NewGameSetup("fake", {"target": "6"}, (SeatSpec("Ann"), SeatSpec("Ben")), 3))
    for _ in range(5):
        window.board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    [entry] = stats.load().games
    assert entry.game == "fake" and [s.name for s in entry.seats] == ["Ann", "Ben"]
    window.undo()  # undone at the very end and finished again: still one game
    window.board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: window.controller.session.is_over)
    assert len(stats.load().games) == 1
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    window.score_dialog.done(REPLAY)
    [replay] = window._replays
    assert replay.timeline.history == tuple(window.controller.session.history) and replay.step == replay.timeline.steps


def test_an_abandoned_game_is_not_counted(qtbot, window):
    from ..ui.fake_game import Take

    assert window.start_setup(NewGameSetup("fake", {"target": "10"}, (SeatSpec("Ann"),), 3))
    window.board.action_chosen.emit(Take(2))
    window.show_launcher()
    assert stats.load().games == ()


def test_games_played_with_hints_are_marked_and_can_be_left_out(qtbot):
    walk = registry.get("walk")
    for n in range(3):
        session = finish(Session(walk, {"level": "2"}, (SeatSpec("Ann"),), 40 + n))
        if n:
            session.hints = [1, 3]
        stats.record_session(session, when=START + timedelta(days=n))
    window = StatsWindow("walk")
    qtbot.addWidget(window)
    assert window.hints_box.isChecked()
    assert window.headline.text() == "A Walk in the Park: 3 finished games"
    assert "2 of them played with hints." in window.note.text()
    solo = window.solo_table
    headers = [solo.horizontalHeaderItem(c).text() for c in range(solo.columnCount())]
    assert headers[-1] == "With hints" and solo.item(0, 1).text() == "3" and solo.item(0, 6).text() == "2"
    window.hints_box.setChecked(False)  # leave them out
    assert window.headline.text() == "A Walk in the Park: 1 finished game"
    assert "2 played with hints not counted." in window.note.text()
    assert window.solo_table.item(0, 1).text() == "1" and window.solo_table.item(0, 6).text() == ""


def _drawn_ticks(window: StatsWindow) -> list[str]:
    """The tick labels the plot draws with its score axis set to 0–2."""
    from ..ui.german import drawn_texts

    from PySide6.QtWidgets import QApplication

    item = window.plot.getPlotItem()
    window.plot.resize(600, 400)
    QApplication.processEvents()  # the resize first: it sets the range again, with room for the legend
    item.setYRange(0, 2, padding=0)
    return drawn_texts(window.plot.scene())


def test_the_plot_writes_its_numbers_as_the_language_does(qtbot, qapp):
    from parkpack.ui import language

    file_games()
    english = StatsWindow("walk")
    qtbot.addWidget(english)
    english.show()
    qtbot.waitUntil(lambda: english.plot is not None, timeout=10_000)
    assert "0.5" in _drawn_ticks(english)
    assert english.plot.getPlotItem().getAxis("left").tickStrings([0.5, 1.0], 1, 0.5) == ["0.5", "1.0"]
    try:
        assert language.install(qapp, "de") == "de"
        window = StatsWindow("walk")
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: window.plot is not None, timeout=10_000)  # drawn once the chart library is in
        drawn = _drawn_ticks(window)
        assert "0,5" in drawn and "1,5" in drawn and not any("." in t for t in drawn if t[:1].isdigit()), drawn
        left = window.plot.getPlotItem().getAxis("left")
        assert left.tickStrings([0.5, 1.0, 1.5], 1, 0.5) == ["0,5", "1,0", "1,5"]
        assert left.tickStrings([1000, 2000], 1, 1000) == ["1.000", "2.000"]
        assert window.plot.getPlotItem().getAxis("bottom").tickStrings([2.5], 1, 0.5) == ["2,5"]
    finally:
        language.install(qapp, "en")


def test_the_plot_counts_games_in_whole_numbers(qtbot):
    """Games along the bottom: 1, 2, 3, 4, never "1.5"; a long record is
    ticked at whole numbers too."""
    file_games()
    window = StatsWindow("walk")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.plot is not None, timeout=10_000)  # drawn once the chart library is in
    bottom = window.plot.getPlotItem().getAxis("bottom")
    few = [v for _spacing, values in bottom.tickValues(1, 4, 800) for v in values]
    assert sorted(set(few)) == [1.0, 2.0, 3.0, 4.0]
    many = [v for _spacing, values in bottom.tickValues(1, 200, 800) for v in values]
    assert 200.0 in many and all(float(v).is_integer() for v in many)


@pytest.mark.parametrize("size", [(980, 660), (760, 520)])
def test_the_legend_never_covers_a_point_of_the_plot(qtbot, size):
    """The legend sits in the plot's top left corner; the scores are drawn
    below it, not under it."""
    import random

    from PySide6.QtCore import QPointF

    walk = registry.get("walk")
    sessions = []
    for n in range(8):  # random moves: scores that differ from game to game
        rng = random.Random(n)
        session = Session(walk, {}, (SeatSpec("Ann"), SeatSpec("Ben"), SeatSpec("Cy")), 70 + n)
        while not session.is_over:
            if session.to_act == -1:
                session.resolve_chance()
            else:
                session.play(rng.choice(session.legal_actions()))
        sessions.append(session)
    # The game with the highest score first: at the top left, where the legend is.
    sessions.sort(key=lambda s: -max(p.total for p in s.game.scores(s.state).players))
    for n, session in enumerate(sessions):
        stats.record_session(session, when=START + timedelta(days=n))
    window = StatsWindow("walk")
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.plot is not None, timeout=10_000)  # drawn once the chart library is in
    window.plot.grab()  # drawn once: the plot sets its range as it is drawn
    item = window.plot.getPlotItem()
    legend = item.legend.sceneBoundingRect().adjusted(-5, -5, 5, 5)
    box = item.getViewBox()
    scores = [(x, y) for curve in item.listDataItems() for x, y in zip(*curve.getData())]
    assert len(scores) == 24 and len({y for _x, y in scores}) > 5
    bottom, top = box.viewRange()[1]
    assert all(bottom <= y <= top for _x, y in scores)  # every point in sight
    covered = [(x, y) for x, y in scores if legend.contains(box.mapViewToScene(QPointF(x, y)))]
    assert covered == []


def test_the_window_opens_at_once_and_draws_its_chart_when_the_library_is_in(qtbot, monkeypatch):
    # Importing the charting library took 150-200 ms on the GUI thread the
    # first time the window opened: it is imported in another thread.
    from parkpack.ui import chart_import

    file_games()
    in_yet = [False]
    real = chart_import.ready
    monkeypatch.setattr(chart_import, "ready", lambda: in_yet[0] and real())
    window = StatsWindow("walk")
    qtbot.addWidget(window)
    window.show()
    notes = [label.text() for label in window.findChildren(type(window.note)) if label.isVisible()]
    assert window.plot is None and "Drawing the chart…" in notes
    for _ in range(3):  # the filter changed while the chart waits: the waiting charts go with their tabs
        window.hints_box.setChecked(not window.hints_box.isChecked())
    built = []
    real_plot = window._plot
    monkeypatch.setattr(window, "_plot", lambda fig: built.append(fig) or real_plot(fig))
    in_yet[0] = True
    qtbot.waitUntil(lambda: window.plot is not None, timeout=10_000)
    qtbot.wait(100)
    assert len(built) == 1 and window.tabs.widget(0).isAncestorOf(window.plot)
    assert [c.name() for c in window.plot.getPlotItem().listDataItems()] == ["Ann", "Ben"]

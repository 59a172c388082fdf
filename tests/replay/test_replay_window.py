"""The replay viewer: stepping forward and back, by round, by keys and slider;
the log line of the step highlighted; the score so far; whose view; analysis."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from parkpack.engine import registry
from parkpack.engine.analysis import Verdict, judge_decision
from parkpack.engine.api import COMPUTER, OBSERVER, SeatSpec
from parkpack.engine.errors import ParkpackError
from parkpack.engine.replay import EVERYTHING, Timeline
from parkpack.engine.session import Session
from parkpack.ui import boards
from parkpack.ui.marker import TargetMarker
from parkpack.ui.replay_viewer import FOLLOW, ReplayWindow

from ..ui.fake_board import FakeBoard
from .secret_log_game import FINISHED, played, secret_game

WALK = ["roll curve", "draw curve B2 NE", "draw curve A1 ES", "roll ibis", "draw ibis C1", "draw ibis C5",
        "roll straight", "draw straight C2 NS", "draw straight B3 EW"]


def walk_session() -> Session:
    session = Session(registry.get("walk"), {}, (SeatSpec("Ann"), SeatSpec("Ben")), 1)
    for text in WALK:
        session.play(text)
    return session


@pytest.fixture
def walk_replay(qtbot):
    import shiboken6

    window = ReplayWindow(Timeline.of_session(walk_session()))
    window.show()
    yield window
    if shiboken6.isValid(window):  # a window closed by the test is deleted already
        window.close()


def test_it_opens_at_the_start_of_an_unfinished_game_and_steps(qtbot, walk_replay):
    w = walk_replay
    assert w.step == 0 and w.log.currentRow() == -1 and not w.back_button.isEnabled()
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    assert w.step == 1 and w.log.currentRow() == 0 and w.caption.text() == "1. Die: curve"
    w.forward_button.click()
    assert w.step == 2 and w.board.big.squares[6].look.code == 3  # Ann's curve at B2 is drawn
    assert "Ann" in w.board.big.title
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    assert "Ben" in w.board.big.title  # the player who just moved
    qtbot.keyClick(w.view, Qt.Key.Key_Left)
    assert w.step == 2 and w.board.big.squares[6].look.code == 3
    qtbot.keyClick(w.view, Qt.Key.Key_PageDown)
    assert w.step == 4 and w.caption.text() == "4. Die: ibis"  # the next round starts with its roll
    qtbot.keyClick(w.view, Qt.Key.Key_PageDown)
    assert w.step == 7
    qtbot.keyClick(w.view, Qt.Key.Key_PageUp)
    assert w.step == 4
    qtbot.keyClick(w.view, Qt.Key.Key_End)
    assert w.step == 9 and not w.forward_button.isEnabled()
    assert w.step_label.text() == "Step 9 of 9 · round 3"
    w.slider.setValue(5)
    assert w.step == 5 and w.log.currentRow() == 4
    assert w.log.item(4).foreground().color() != w.log.item(5).foreground().color()  # later lines greyed
    qtbot.keyClick(w.view, Qt.Key.Key_Home)
    assert w.step == 0 and w.slider.value() == 0


def test_the_board_shows_each_state_of_the_game(qtbot, walk_replay):
    w = walk_replay
    timeline = w.timeline
    for step in range(timeline.steps + 1):
        w.go(step)
        seat = w._board_seat(step)
        cells = timeline.state(step).sheets[seat].cells
        assert [sq.look.code for sq in w.board.big.squares] == list(cells)


def test_the_score_so_far_follows_the_step(qtbot):
    game = registry.get("walk")
    session = Session(game, {}, (SeatSpec("Ann"), SeatSpec("Ben")), 1)
    for text in ["roll curve", "draw curve B3 NE", "draw curve A1 ES", "roll T", "draw T B2 ESW", "bonus two"]:
        session.play(text)
    session.play(session.legal_actions()[0])  # Ben's T ends the turn: Ann's first visit is circled
    w = ReplayWindow(Timeline.of_session(session))
    qtbot.addWidget(w)
    w.go(0)
    assert "<b>0</b>" in w.scores.text()
    w.go(7)
    ann = game.scores(session.state).total(0)
    assert ann > 0 and f"Ann</td><td align='right'><b>{ann}</b>" in w.scores.text()


@pytest.fixture
def secret(monkeypatch):
    game = secret_game()
    monkeypatch.setattr(registry, "_extra", {game.info.id: game})
    monkeypatch.setattr(boards, "board_class", lambda game_id: FakeBoard)
    return game


def test_a_game_with_secrets_is_seen_by_one_seat_until_it_is_over(qtbot, secret):
    # Played by two people: whoever opens it mid-game may be either, so only
    # an onlooker's view is offered, and no analysis (it would word their secrets).
    unfinished = ReplayWindow(Timeline.of_session(played(secret, FINISHED[:4])))
    qtbot.addWidget(unfinished)
    assert [unfinished.viewer_box.itemData(i) for i in range(unfinished.viewer_box.count())] == [OBSERVER]
    unfinished.go(3)
    assert unfinished.log.item(2).text() == "3. Ben looks at the die."
    view, legal, seat, interactive = unfinished.board.syncs[-1]
    assert view.secrets == (-1, -1) and legal == () and not interactive
    assert unfinished.analysed_seats() == () and not unfinished.analyse_button.isEnabled()
    with pytest.raises(ParkpackError, match="not over"):
        unfinished.timeline.view(3, 1)
    # One person against a computer: that person's own view only.
    solo = Session(secret, {"target": "6"}, (SeatSpec("Ann"), SeatSpec("Bot", COMPUTER, "easy")), 4)
    for text in FINISHED[:4]:
        solo.play(text)
    mine = ReplayWindow(Timeline.of_session(solo))
    qtbot.addWidget(mine)
    assert [mine.viewer_box.itemData(i) for i in range(mine.viewer_box.count())] == [0]
    mine.go(3)
    assert mine.board.syncs[-1][0].secrets[1] == -1 and mine.analyse_button.isEnabled()
    finished = ReplayWindow(Timeline.of_session(played(secret, FINISHED)))
    qtbot.addWidget(finished)
    assert finished.viewer_box.findData(EVERYTHING) >= 0 and finished.viewer_box.findData(FOLLOW) < 0
    finished.set_viewer(EVERYTHING)
    assert finished.log.item(2).text() == "3. Ben sees the die show 3."
    assert finished.board.syncs[-1][0].secrets[1] >= 0


def test_analysis_runs_off_the_gui_thread_and_lists_the_costliest_moves(qtbot, secret):
    w = ReplayWindow(Timeline.of_session(played(secret, FINISHED)))
    qtbot.addWidget(w)
    w.set_viewer(EVERYTHING)
    w.show()
    assert w.analysed_seats() == (0, 1)
    w.analyse("easy")  # the fake game's player always takes 2
    assert w.progress.isVisible() and not w.analyse_button.isEnabled()
    qtbot.waitUntil(lambda: w.analyse_button.isEnabled(), timeout=10000)
    verdicts = w.runner.verdicts
    assert sorted(v.index for v in verdicts) == list(w.timeline.decisions((0, 1)))
    assert all(v.best == "take 2" for v in verdicts)
    # Ben rolled where the computer player would take 2: the one disagreement.
    assert [(v.index, v.played) for v in verdicts if v.played != v.best] == [(1, "roll")]
    worst = w.runner.worst()
    assert worst == [v for v in verdicts if v.loss > 0]
    assert w.analysis_list.count() == len(worst)
    assert all(v.loss == 0 for v in verdicts if v.played == v.best)


def test_a_verdict_shows_the_better_move_on_the_board(qtbot, walk_replay):
    w = walk_replay
    verdict = Verdict(4, 0, "draw ibis C1", "draw ibis E5", 3.0, 5.5, "points")
    w.show_verdict(verdict)
    assert w.step == 4 and "Better: Ann draws an ibis at E5" in w.caption.text()
    assert "about 2.5 points" in w.caption.text()
    [marker] = [i for i in w.board.items() if isinstance(i, TargetMarker)]
    e5 = w.board.big.squares[24]
    assert marker.rects[0].contains(e5.mapRectToScene(e5.boundingRect()).center())
    w.go(6)
    assert not [i for i in w.board.items() if isinstance(i, TargetMarker)]


def test_the_costliest_moves_list_words_each_move_as_the_log_does(qtbot, walk_replay):
    class Judged:  # what an analysis run leaves: one costly decision
        level = "hard"
        verdicts = [Verdict(4, 0, "draw ibis C1", "draw ibis E5", 3.0, 5.5, "points")]

        def worst(self):
            return self.verdicts

        def cancel(self):
            pass

    w = walk_replay
    w.runner = Judged()
    w._analysis_done()
    item = w.analysis_list.item(0)
    assert item.text() == "Move 5 · Ann: about 2.5 points lost"
    assert item.toolTip() == f"Played: {w.timeline.line(4, 0)}\nBetter: Ann draws an ibis at E5"
    assert "draw ibis" not in item.toolTip()  # not the notation
    qtbot.keyClick(w.view, Qt.Key.Key_N)  # the keyboard's way to it
    assert w.analysis_list.currentRow() == 0 and w.step == 4 and "Better: Ann draws an ibis at E5" in w.caption.text()


def test_judging_a_walk_decision_with_playouts():
    timeline = Timeline.of_session(walk_session())
    verdict = judge_decision(timeline, 4, "hard")
    assert verdict.index == 4 and verdict.seat == 0 and verdict.played == "draw ibis C1"
    assert verdict.unit == "win chance" and 0.0 <= verdict.played_value <= 1.0
    if verdict.best == verdict.played:
        assert verdict.loss == 0
    else:
        assert verdict.best in [str(a) for a in timeline.info_set(4).legal]


@pytest.mark.parametrize("names", [("W" * 64, "M" * 64), ("<b><u>ADMIN</u></b>", "Ben")])
def test_names_from_a_file_neither_widen_the_window_nor_read_as_markup(qtbot, names):
    """A file may name a seat with 64 letters and no space: the replay window
    once asked for 1,645 pixels. A name is shown as typed, never as markup."""
    game = registry.get("walk")
    session = Session(game, {}, tuple(SeatSpec(n) for n in names), 1)
    for text in WALK:
        session.play(text)
    w = ReplayWindow(Timeline.of_session(session))
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    w.go(3)
    assert w.minimumSizeHint().width() <= 1024 and w.width() == 1024
    assert w.caption.textFormat() == Qt.TextFormat.PlainText
    assert names[0][:10] in w.caption.text().replace("\u200b", "") or names[1][:10] in w.caption.text().replace("\u200b", "")
    boxed = [w.viewer_box.itemText(i) for i in range(w.viewer_box.count())]
    assert all(len(text) <= 40 for text in boxed), boxed


def test_the_side_panel_narrows_with_the_window_until_it_is_dragged(qtbot, walk_replay):
    # At 984 pixels (a 1,024-pixel screen) a 270-pixel panel left the board
    # too little room for its least text; it narrows as the game page's does.
    w = walk_replay
    w.resize(1024, 700)
    qtbot.wait(20)
    assert w.splitter.sizes()[1] == 240
    w.resize(1200, 800)
    qtbot.wait(20)
    assert w.splitter.sizes()[1] == 300
    w.splitter.splitterMoved.emit(850, 1)  # the player drags the divider: the window leaves it be
    w.splitter.setSizes([860, 340])
    w.resize(1100, 760)
    qtbot.wait(20)
    assert w.splitter.sizes()[1] == 340


def test_a_better_move_is_worded_from_the_deciding_seats_view(qtbot):
    # In Steam Donkey a collect brings visitors into the hand whose faces
    # nobody has seen: the analysis may name it as the better move, but not
    # name those faces.
    from parkpack.engine.api import CHANCE
    from parkpack.engine.bots import make_bot
    from parkpack.games.steamdonkey.actions import Collect
    from parkpack.games.steamdonkey.content import CARD

    game = registry.get("steamdonkey")
    session = Session(game, {}, (SeatSpec("Ann"), SeatSpec("Ben")), 21)
    bots = [make_bot(game, "easy", 40 + seat) for seat in range(2)]
    found = None
    while not session.is_over:  # played to the end, where every seat's replay may be watched
        if session.to_act == CHANCE:
            session.play(session.chance_action())
            continue
        seat, state = session.to_act, session.state
        view = game.view(state, seat)
        faces = {CARD[c].name for guests in state.players[seat].guests for c in guests
                 if c not in {c for g in view.players[seat].guests for c in g}}
        choice = bots[seat].choose(game, session.info_set(seat))
        if found is None and Collect() in session.legal_actions() and choice != Collect() and faces:
            found = (len(session.history), seat, str(choice), faces)
        session.play(choice)
    assert found is not None
    index, seat, played_text, faces = found
    window = ReplayWindow(Timeline.of_session(session))
    qtbot.addWidget(window)
    whole = game.text.describe(window.timeline.state(index), Collect()).for_viewer(seat)
    assert any(face in whole for face in faces)  # the whole state would name them
    _played, better = window._verdict_words(Verdict(index, seat, played_text, "collect", 0.2, 0.5, "win chance"))
    assert better and not any(face in better for face in faces)


def test_the_current_moves_line_stays_in_sight_when_the_window_is_resized(qtbot):
    # The log's lines wrap again at the new width: the line of the move
    # shown had slipped below the list's edge until the next step.
    game = registry.get("walk")
    session = Session(game, {}, (SeatSpec("Ann"), SeatSpec("Ben")), 3)
    bots = [game.bot("easy", seat) for seat in range(2)]
    while not session.is_over:
        session.resolve_chance()
        if not session.is_over:
            session.play(bots[session.to_act].choose(game, session.info_set(session.to_act)))
    w = ReplayWindow(Timeline.of_session(session))
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    w.go(w.timeline.steps)
    qtbot.wait(20)
    w.resize(1024, 700)

    def in_sight() -> bool:
        rect = w.log.visualItemRect(w.log.currentItem())
        return rect.top() >= 0 and rect.bottom() <= w.log.viewport().rect().bottom()

    qtbot.waitUntil(in_sight, timeout=2000)
    assert w.log.currentRow() == w.timeline.steps - 1 and w.log.count() > 40


def test_view_and_closing_by_keyboard(qtbot, walk_replay):
    w = walk_replay
    first = w.viewer_box.currentIndex()
    qtbot.keyClick(w.view, Qt.Key.Key_V)
    assert w.viewer_box.currentIndex() == (first + 1) % w.viewer_box.count()
    qtbot.keyClick(w.view, Qt.Key.Key_A)  # A starts the analysis, as the button does
    assert w.runner is not None and not w.analyse_button.isEnabled()
    w.runner.cancel()
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    assert not w.isVisible()

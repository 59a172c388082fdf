"""Nothing of another seat's secret goals is ever drawn: every text the board
paints is heard (overheard.listen) while the scene or the whole window is
rendered, and another seat's goal names and wording must not be among them
until the game is over; the viewer's own goals must be."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QLabel

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.session import Session
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.content import GOAL
from parkpack.games.tenpenny.state import HIDDEN
from parkpack.ui.new_game import NewGameSetup
from parkpack.ui.overheard import listen

from tests.games.tenpenny.helpers import seats

from ..uncached import uncached
from ..window_games import open_window


def painted(scene) -> list[str]:
    image = QImage(1000, 800, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with uncached(scene), listen() as heard:
        scene.render(painter)
    painter.end()
    return heard


def goal_words(goal_ids) -> set[str]:
    out: set[str] = set()
    for g in goal_ids:
        if g not in ("", HIDDEN):
            out |= {GOAL[g].name, GOAL[g].text}
    return out


def leaks(texts: list[str], words: set[str]) -> list[str]:
    """Texts showing one of ``words``, whole or cut short with an ellipsis."""
    def shows(text: str, word: str) -> bool:
        if word in text:
            return True
        start = text.removesuffix("…").removeprefix("Goal · ")
        return text.endswith("…") and len(start) >= 6 and word.startswith(start)

    return [t for t in texts for w in words if shows(t, w)]


def held_goals(board) -> list[str]:
    """The goal words the board's goal items hold, shown or hidden."""
    looks = [item.look for item in board.goal_items if item.look is not None]
    return [t for look in looks for t in (look.name, look.text) if t]


def secrets_of(state, seat: int) -> set[str]:
    """The goal words only ``seat`` may know: dealt, kept and returned."""
    p = state.players[seat]
    return goal_words(p.dealt + p.goals + (p.returned,))


def test_the_board_never_paints_another_seats_goals_in_a_whole_game(qtbot, scene):
    session = Session(GAME, {}, seats(3), 9)
    bots = [make_bot(GAME, "easy", 40 + s) for s in range(3)]
    board = None
    checked = own_seen = 0
    step = 0
    while not session.is_over:
        if session.to_act == CHANCE:
            session.play(session.chance_action())
            continue
        seat = session.to_act
        if board is None:
            board, _ = scene(session.state, seat)
        if step % 5 == 0:
            state = session.state
            board.sync(GAME.view(state, seat), session.legal_actions(), seat, True)
            texts = painted(board)
            others = set().union(*(secrets_of(state, s) for s in range(3) if s != seat))
            others -= secrets_of(state, seat)  # (a goal the viewer holds too cannot be another's secret)
            assert leaks(texts, others) == [], (state.task, seat)
            assert leaks(held_goals(board), others) == [], (state.task, seat)  # nor in a hidden item
            mine = goal_words(state.players[seat].goals + state.players[seat].dealt)
            own_seen += bool(mine) and any(w in t for t in texts for w in mine)
            checked += 1
        session.play(bots[seat].choose(GAME, session.info_set(seat)))
        step += 1
    assert checked > 20 and own_seen > 15  # the viewer's own goals are drawn (the check can see goals)
    final = session.state
    board.sync(GAME.view(final, 1), (), 1, False)
    board.press(("park", 0), Qt.MouseButton.LeftButton)  # Ann's property shown large, with its goal cards
    texts = painted(board)
    kept = goal_words(final.players[0].goals)
    assert all(any(GOAL[g].name in t for t in texts) for g in final.players[0].goals)  # shown at the end
    returned = goal_words((final.players[0].returned,)) - kept - goal_words(final.players[1].goals)
    assert leaks(texts, returned) == []  # the goal put back stays secret for ever


@pytest.fixture
def window(qtbot):
    return open_window(qtbot, strict=False)


def window_texts(win) -> list[str]:
    image = QImage(win.size(), QImage.Format.Format_ARGB32)
    with uncached(win.page.view.scene()), listen() as heard:
        win.render(image)
    labels = [label.text() for label in win.findChildren(QLabel) if label.isVisible()]
    return heard + labels


def test_hot_seat_hands_over_and_shows_only_the_seat_at_the_screen(qtbot, window):
    both = (SeatSpec("Ann", colour="blue"), SeatSpec("Ben", colour="green"))
    window.start_setup(NewGameSetup("tenpenny", {}, both, 5))
    ctl = window.controller
    screens = covers = 0
    for _ in range(60):
        qtbot.waitUntil(lambda: ctl.session.human_to_act() or window.stack.currentWidget() is window.handover)
        state = ctl.session.state
        if window.stack.currentWidget() is window.handover:
            texts = window_texts(window)
            everyone = secrets_of(state, 0) | secrets_of(state, 1)
            assert leaks(texts, everyone) == []  # the cover hides both players' goals
            assert leaks(held_goals(window.board), everyone) == []  # and the board keeps none of them
            covers += 1
            window.handover.button.click()
            continue
        seat = ctl.session.to_act
        qtbot.wait(10)  # the screen as the player sees it: laid out, items painted and cached
        texts = window_texts(window)
        other = secrets_of(state, 1 - seat) - secrets_of(state, seat)
        assert leaks(texts, other) == [], state.task
        if state.players[seat].goals:
            assert any(GOAL[state.players[seat].goals[0]].text in t for t in texts)
            screens += 1
        window.board.action_chosen.emit(ctl.session.legal_actions()[-1])
    assert screens >= 10 and covers >= 5


def test_no_hint_on_the_hand_over_screen(qtbot, window):
    # A hint there would be worked out from the next player's secret goals
    # and shown to whoever is still at the screen.
    both = (SeatSpec("Ann", colour="blue"), SeatSpec("Ben", colour="green"))
    window.start_setup(NewGameSetup("tenpenny", {}, both, 5))
    ctl = window.controller
    for _ in range(20):
        qtbot.waitUntil(lambda: ctl.session.human_to_act() or window.stack.currentWidget() is window.handover)
        if window.stack.currentWidget() is window.handover and ctl.session.history:
            break
        if window.stack.currentWidget() is window.handover:
            window.handover.button.click()
            continue
        window.board.action_chosen.emit(ctl.session.legal_actions()[-1])
    assert window.stack.currentWidget() is window.handover
    assert not window.act_hint.isEnabled() and "hand it over first" in window.act_hint.toolTip()
    window.hint()  # as the H key does
    qtbot.wait(300)
    assert window._hint_for is None and "Suggested" not in window.statusBar().currentMessage()
    window.handover.button.click()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is not window.handover)
    assert window.act_hint.isEnabled()

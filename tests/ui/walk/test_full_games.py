"""Whole games played through the board alone: only keys, or only the mouse.

Each decision is made the way a player would make it, from what the board
shows (its highlighted squares and lit bonus boxes); the emitted action is
played through the session, which checks it is legal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from parkpack.games.walk.content import BONUS_IDS, SIZE
from parkpack.ui.walk.words import card_lines

from .helpers import Table, session

K = Qt.Key
DIGIT_KEYS = [getattr(K, f"Key_{d}") for d in (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)]


def _walk_cursor_to(t: Table, target: int) -> None:
    r, c = divmod(t.board.cursor, SIZE)
    tr, tc = divmod(target, SIZE)
    for _ in range(abs(tr - r)):
        t.key(K.Key_Down if tr > r else K.Key_Up)
    for _ in range(abs(tc - c)):
        t.key(K.Key_Right if tc > c else K.Key_Left)
    assert t.board.cursor == target


def _by_keyboard(t: Table, turn: int) -> None:
    offers = t.board.offers
    if offers.passing is not None and not offers.draws:
        t.key(K.Key_P)
    elif offers.bonuses:
        t.key(DIGIT_KEYS[BONUS_IDS.index(sorted(offers.bonuses)[turn % len(offers.bonuses)])])
    else:
        squares = sorted(offers.statues or offers.draws)
        _walk_cursor_to(t, squares[turn % len(squares)])
        for _ in range(turn % 3):
            t.key(K.Key_R)
        t.key(K.Key_Return)


def _by_mouse(t: Table, turn: int) -> None:
    offers = t.board.offers
    if offers.passing is not None and not offers.draws:
        QTest.mouseClick(t.board.side_widget().passing, Qt.MouseButton.LeftButton)
    elif offers.bonuses:
        wanted = sorted(offers.bonuses)[turn % len(offers.bonuses)]
        t.click_item(next(r for r in t.board.big.bonus_rows if r.bonus_id == wanted))
    else:
        squares = sorted(offers.statues or offers.draws)
        target = squares[(turn * 7) % len(squares)]
        for _ in range(turn % 3):
            t.click_square(target, Qt.MouseButton.RightButton)
        t.click_square(target)


def _play_out(qtbot, chooser) -> Table:
    t = Table(qtbot, session(level="4"))
    turn = 0
    while not t.s.is_over:
        t.s.resolve_chance()
        t.sync()
        if t.s.is_over:
            break
        before = len(t.actions)
        chooser(t, turn)
        assert len(t.actions) == before + 1, t.refusals[-1:]
        t.play_last()
        turn += 1
    return t


def _check_final_sheet(t: Table) -> None:
    sheet = t.s.game.scores(t.s.state)
    look = t.board.big.score_box.look
    assert look.total == sheet.total(0)
    assert look.result == sheet.solo_result
    assert card_lines(t.board)[0].startswith(f"Game over: {sheet.total(0)} points")


def test_a_whole_solo_game_by_keyboard_only(qtbot):
    t = _play_out(qtbot, _by_keyboard)
    assert t.s.state.turn <= 10
    _check_final_sheet(t)


def test_a_whole_solo_game_by_mouse_only(qtbot):
    t = _play_out(qtbot, _by_mouse)
    _check_final_sheet(t)


def test_clicks_after_the_end_are_refused(qtbot):
    t = _play_out(qtbot, _by_keyboard)
    t.click_square(0)
    assert t.refusals[-1] == "The game is over"

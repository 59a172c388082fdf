"""The Hint command on the real boards: the button, H and Edit > Hint ask the
expert for the human's move; the board marks it, the page says why; a move
takes it away; the session, the save and the score sheet remember hints."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from parkpack.engine import saves
from parkpack.engine.api import COMPUTER, HUMAN, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.expert import hint, move_words
from parkpack.games.parkies.actions import Choose, Place
from parkpack.games.walk.actions import Draw
from parkpack.ui import hint_work, hints, prefs
from parkpack.ui.app import build_main_window
from parkpack.ui.new_game import NewGameSetup


@pytest.fixture
def window(qtbot, monkeypatch):
    prefs.set_value("ui/animation_speed", "off")
    # A fixed number of iterations, not the clock: the same hint every run.
    asked: list[Any] = []

    def quick_hint(game: Any, seed: int, info: Any, think_ms: Any, actor: str = "") -> Any:
        asked.append(info)
        return hint(make_bot(game, "expert", seed, iterations=60), game, info, actor)

    monkeypatch.setattr(hint_work, "work_out_hint", quick_hint)
    win = build_main_window()
    qtbot.addWidget(win)
    win.show()
    win.asked = asked
    win.warn = lambda *args: pytest.fail(f"unexpected warning {args}")
    return win


def start(win, game_id: str, *seats: SeatSpec, options: dict[str, str] | None = None) -> None:
    assert win.start_setup(NewGameSetup(game_id, options or {}, tuple(seats), 31))
    win.controller.bot_process = False  # computer players and hints on a thread: no process to start


def shown(win, text):
    """The move the hint line names: the one the window marked, told in words
    without the name of the player asking."""
    hint = win.shown_hint
    session = win.controller.session
    assert hint.text == text and hint.action in session.legal_actions()
    name = session.seats[session.to_act].name
    words = move_words(win.controller.game, session.info_set(session.to_act), hint.action, name)
    assert text.startswith(f"Suggested: {words}") and name not in text
    return hint.action


def wait_for_hint(qtbot, win) -> str:
    qtbot.waitUntil(lambda: win.page.hint_line.text().startswith("Suggested:"), timeout=20000)
    return win.page.hint_line.text()


def test_walk_hint_marks_the_square_and_rotation(qtbot, window):
    start(window, "walk", SeatSpec("Ann", HUMAN), options={"level": "1"})
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.human_to_act() == 0)
    assert window.page.hint_button.isEnabled() and window.act_hint.isEnabled()
    qtbot.mouseClick(window.page.hint_button, Qt.MouseButton.LeftButton)
    text = wait_for_hint(qtbot, window)
    info = window.asked[-1]
    assert info.seat == 0 and info.legal == ctl.session.legal_actions()  # the seat's own information
    action = shown(window, text)
    assert isinstance(action, Draw) and action in info.legal
    mark = window.board._hint_mark
    centre = window.board.big.square_centre(action.square)
    assert mark.isVisible() and mark.sceneBoundingRect().contains(centre)
    assert mark.sides == (0 if action.piece == "ibis" else action.mask)  # the rotation shows
    assert ctl.session.hints == [len(ctl.session.history)]
    # The player still makes the move; the hint goes with it.
    window.board.action_chosen.emit(action)
    assert not window.page.hint_line.isVisible() and not mark.isVisible()


def test_walk_hint_by_key_and_menu(qtbot, window):
    start(window, "walk", SeatSpec("Ann", HUMAN), options={"level": "1"})
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.human_to_act() == 0)
    assert window.act_hint.shortcut().toString() == "H"
    edit = window.menus[1]
    assert window.act_hint in edit.actions()
    qtbot.keyClick(window, Qt.Key.Key_H)
    wait_for_hint(qtbot, window)
    assert len(window.asked) == 1 and ctl.session.hints == [len(ctl.session.history)]


def test_parkies_hint_rings_the_choice(qtbot, window):
    start(window, "parkies", SeatSpec("Ann", HUMAN, "", "red"), SeatSpec("Bot", COMPUTER, "hard", "blue"))
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.human_to_act() == 0)
    window.act_hint.trigger()
    text = wait_for_hint(qtbot, window)
    action = shown(window, text)
    assert isinstance(action, Choose)  # the round opens with naming a size to flip
    mark = window.board._hint_mark
    pile = window.board.bidmat.scene_rect_of(("pile", action.size))
    assert mark.isVisible() and any(r.contains(pile.center()) for r in mark.rects)
    assert "% to win" in text
    window.board.action_chosen.emit(action)
    assert not mark.isVisible()


def test_parkies_hint_for_a_placement_rings_the_cells(qtbot, window):
    start(window, "parkies", SeatSpec("Ann", HUMAN, "", "red"), SeatSpec("Bot", COMPUTER, "hard", "blue"))
    ctl = window.controller
    # Play the round (first offered choice each time) until Ann places a tile.
    for _ in range(60):
        qtbot.waitUntil(lambda: ctl.human_to_act() == 0 or ctl.session.is_over, timeout=20000)
        legal = ctl.session.legal_actions()
        if any(isinstance(a, Place) for a in legal):
            break
        buy = [a for a in legal if str(a).startswith(("bid", "buy"))]
        window.board.action_chosen.emit(buy[0] if buy else legal[0])
    window.act_hint.trigger()
    text = wait_for_hint(qtbot, window)
    action = shown(window, text)
    assert isinstance(action, Place)
    big = window.board.big
    cells = big.mapRectToScene(big.geo.tile_rect(action.tile, action.row, action.col, action.rot))
    assert any(r.contains(cells) for r in window.board._hint_mark.rects)


def test_no_hint_while_a_computer_plays(qtbot, window):
    start(window, "parkies", SeatSpec("Bot", COMPUTER, "hard", "blue"), SeatSpec("Ann", HUMAN, "", "red"))
    assert window.hint_unavailable() in ("", "A hint is for a player whose turn it is.")
    if window.hint_unavailable():
        assert not window.act_hint.isEnabled()


def test_hints_are_saved_and_on_the_score_sheet(qtbot, window, tmp_path):
    start(window, "walk", SeatSpec("Ann", HUMAN), options={"level": "4"})
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.human_to_act() == 0)
    window.hint()
    wait_for_hint(qtbot, window)
    path = tmp_path / "game.parkpack.json"
    saves.save(ctl.session, path)
    again = saves.load(path)
    assert again.hints == ctl.session.hints == [len(ctl.session.history)]
    assert "Hints were used in this game (1 hint)." in ctl.scores().notes


# --- Tenpenny Parks -----------------------------------------------------------------------
def _ringed(mark, rects):
    """Every rectangle is inside one of the mark's rings."""
    return rects and all(any(m.contains(r) for m in mark.rects) for r in rects)


def _tenpenny_until(qtbot, win, wanted, limit=80):
    """Ann (solo, against Becky) plays the normal player's moves until
    ``wanted(legal)``; each move is ended as the player would."""
    ctl = win.controller
    chooser = make_bot(ctl.game, "normal", 7)
    for _ in range(limit):
        qtbot.waitUntil(lambda: ctl.human_to_act() == 0 or ctl.turn_open, timeout=20000)
        if ctl.turn_open:
            qtbot.mouseClick(win.page.end_turn_button, Qt.MouseButton.LeftButton)
            continue
        legal = ctl.session.legal_actions()
        if wanted(legal):
            return legal
        win.board.action_chosen.emit(chooser.choose(ctl.game, ctl.session.info_set(0)))
    pytest.fail("the decision never came")


def test_tenpenny_hint_by_button_rings_the_move_and_goes_with_it(qtbot, window):
    start(window, "tenpenny", SeatSpec("Ann", HUMAN, "", "blue"))
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.human_to_act() == 0)
    assert window.page.hint_button.isEnabled()
    qtbot.mouseClick(window.page.hint_button, Qt.MouseButton.LeftButton)
    text = wait_for_hint(qtbot, window)
    action = shown(window, text)
    assert action in ctl.session.legal_actions() and "% to win" in text  # against Becky: a chance of winning
    assert window.asked[-1].seat == 0 and window.asked[-1].view == ctl.session.view(0)
    mark = window.board.hint_mark
    assert mark.isVisible() and _ringed(mark, window.board.target_rects(action))
    window.board.action_chosen.emit(action)
    assert not mark.isVisible() and not window.page.hint_line.isVisible()


def test_tenpenny_hint_by_key_and_menu_marks_a_worker_space(qtbot, window):
    start(window, "tenpenny", SeatSpec("Ann", HUMAN, "", "blue"))
    ctl = window.controller
    _tenpenny_until(qtbot, window, lambda legal: str(legal[0]).startswith("worker"))
    qtbot.keyClick(window, Qt.Key.Key_H)
    action = shown(window, wait_for_hint(qtbot, window))
    assert str(action).startswith("worker") and ctl.session.hints == [len(ctl.session.history)]
    rects = window.board.target_rects(action)
    assert _ringed(window.board.hint_mark, rects)
    window.board.action_chosen.emit(action)
    _tenpenny_until(qtbot, window, lambda legal: len(legal) > 1)
    window.act_hint.trigger()  # Edit > Hint
    action = shown(window, wait_for_hint(qtbot, window))
    assert action in ctl.session.legal_actions() and len(ctl.session.hints) == 2
    assert window.board.hint_mark.isVisible()


def test_tenpenny_hint_for_a_tile_shows_its_position_and_way_up(qtbot, window):
    from parkpack.games.tenpenny.actions import Place
    from parkpack.ui.tenpenny.offers import spot_of

    start(window, "tenpenny", SeatSpec("Ann", HUMAN, "", "blue"))
    ctl = window.controller
    _tenpenny_until(qtbot, window, lambda legal: isinstance(legal[0], Place) and len(legal) > 1, limit=200)
    window.hint()
    action = shown(window, wait_for_hint(qtbot, window))
    assert isinstance(action, Place)
    board = window.board
    left = ctl.session.view(0).players[0].park.left
    assert board.held.piece.placement == spot_of(action, left)  # the tile in hand, placed and turned as suggested
    assert board.held.piece.is_legal
    assert _ringed(board.hint_mark, board.target_rects(action))

"""A board too small to read can be enlarged: Ctrl++ / Ctrl+- / Ctrl+0 (View
menu), Ctrl+wheel about the pointer, and a zoomed board moved with the
middle button; the zoom outlasts the moves and a new game shows its board
whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from parkpack.engine.api import SeatSpec
from parkpack.ui.board_view import ZOOM_MAX, ZOOM_STEP
from parkpack.ui.marker import point_at
from parkpack.ui.new_game import NewGameSetup

from .window_games import open_window

BOTH = (SeatSpec("Ann"), SeatSpec("Ben"))


@pytest.fixture
def window(qtbot):
    win = open_window(qtbot)
    win.resize(1024, 700)
    assert win.start_setup(NewGameSetup("parkies", {}, BOTH, 5))
    qtbot.waitUntil(lambda: win.controller.session.human_to_act() is not None)
    qtbot.wait(20)
    return win


def scale(win) -> float:
    return win.page.view.transform().m11()


def wheel(view, pos: QPointF, notches: int, modifiers: Qt.KeyboardModifier) -> None:
    event = QWheelEvent(pos, view.viewport().mapToGlobal(pos), QPoint(), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton, modifiers, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def mouse(view, kind: QEvent.Type, pos: QPointF, button: Qt.MouseButton, held: Qt.MouseButton) -> None:
    event = QMouseEvent(kind, pos, view.viewport().mapToGlobal(pos), button, held, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def test_the_view_menu_zooms_in_and_out_and_shows_the_board_whole(qtbot, window):
    view = window.page.view
    whole = scale(window)
    window.act_zoom_in.trigger()
    assert view.zoom == pytest.approx(ZOOM_STEP)
    assert scale(window) > whole * 1.15  # (the scroll bars take a little of the view)
    assert "125 %" in window.statusBar().currentMessage()
    assert view.horizontalScrollBar().maximum() > 0 and view.verticalScrollBar().maximum() > 0
    for _ in range(10):
        window.act_zoom_in.trigger()
    assert view.zoom == pytest.approx(ZOOM_MAX)  # no further than that
    window.act_zoom_out.trigger()
    assert view.zoom == pytest.approx(ZOOM_MAX / ZOOM_STEP)
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == 1.0 and scale(window) == pytest.approx(whole)
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    window.act_zoom_out.trigger()
    assert view.zoom == 1.0 and scale(window) == pytest.approx(whole)  # never smaller than the whole board


def test_ctrl_wheel_zooms_about_the_pointer_and_the_plain_wheel_does_not(qtbot, window):
    view = window.page.view
    pointer = QPointF(420, 330)  # (near a corner the board cannot scroll far enough to keep it)
    spot = view.mapToScene(pointer.toPoint())
    wheel(view, pointer, 1, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(20)  # (the scroll bars come in)
    assert view.zoom == pytest.approx(ZOOM_STEP)
    assert (view.mapFromScene(spot) - pointer.toPoint()).manhattanLength() <= 3  # the same spot stays under it
    wheel(view, pointer, 1, Qt.KeyboardModifier.NoModifier)
    assert view.zoom == pytest.approx(ZOOM_STEP)
    wheel(view, pointer, -1, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom == 1.0


def test_the_middle_button_drags_a_zoomed_board(qtbot, window):
    view = window.page.view
    window.act_zoom_in.trigger()
    window.act_zoom_in.trigger()
    bars = view.horizontalScrollBar(), view.verticalScrollBar()
    for bar in bars:
        bar.setValue(bar.maximum() // 2)
    before = [bar.value() for bar in bars]
    history = len(window.controller.session.history)
    middle = Qt.MouseButton.MiddleButton
    mouse(view, QEvent.Type.MouseButtonPress, QPointF(300, 300), middle, middle)
    mouse(view, QEvent.Type.MouseMove, QPointF(250, 260), Qt.MouseButton.NoButton, middle)
    mouse(view, QEvent.Type.MouseButtonRelease, QPointF(250, 260), middle, Qt.MouseButton.NoButton)
    assert [bar.value() for bar in bars] == [before[0] + 50, before[1] + 40]  # the board follows the hand
    assert len(window.controller.session.history) == history  # a drag plays nothing


def test_the_zoom_outlasts_a_move_and_a_new_game_shows_its_board_whole(qtbot, window):
    view = window.page.view
    window.act_zoom_in.trigger()
    assert scale(window) == pytest.approx(ZOOM_STEP * view.fitted_scale())
    ctl = window.controller
    before = len(ctl.session.history)
    window.board.action_chosen.emit(ctl.session.legal_actions()[0])
    qtbot.waitUntil(lambda: len(ctl.session.history) > before)
    qtbot.wait(20)
    # (The first-time note above the board may change height with the
    # decision, and the board then keeps its zoom over the new fitted size.)
    assert view.zoom == pytest.approx(ZOOM_STEP) and scale(window) == pytest.approx(ZOOM_STEP * view.fitted_scale())
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert not seen.contains(view.scene().sceneRect())  # still only a part of the mat in sight
    assert window.start_setup(NewGameSetup("walk", {}, BOTH, 5))
    qtbot.waitUntil(lambda: window.controller.session.human_to_act() is not None)
    qtbot.wait(20)
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert view.zoom == 1.0 and seen.contains(view.scene().sceneRect())  # the whole sheet in sight
    assert view.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff


def test_a_place_pointed_at_on_a_zoomed_board_is_scrolled_into_sight(qtbot, window):
    view = window.page.view
    for _ in range(6):
        window.act_zoom_in.trigger()
    for bar in (view.horizontalScrollBar(), view.verticalScrollBar()):
        bar.setValue(bar.minimum())  # the top left corner of the board in sight
    seen = lambda: view.mapToScene(view.viewport().rect()).boundingRect()  # noqa: E731
    far = [a for a in window.controller.session.legal_actions()
           if (rects := window.board.target_rects(a)) and not seen().intersects(rects[0])]
    assert far  # some legal move's place is out of sight
    marker = point_at(window.board, far[-1], "Here")  # as a hint, a lesson or a replay's better move does
    assert marker is not None and seen().contains(marker.rects[0])


@pytest.mark.parametrize("game_id", ["parkies", "walk", "tenpenny", "steamdonkey"])
def test_a_zoomed_board_follows_the_keyboards_focus(qtbot, game_id):
    win = open_window(qtbot)
    win.resize(1024, 700)
    assert win.start_setup(NewGameSetup(game_id, {}, BOTH, 5))
    ctl = win.controller
    for _ in range(20):  # past any hand-over screen, to the first person's move
        qtbot.waitUntil(lambda: ctl.session.human_to_act() or win.stack.currentWidget() is win.handover)
        if win.stack.currentWidget() is not win.handover:
            break
        win.handover.button.click()
    view = win.page.view
    win.activateWindow()  # (an inactive scene takes no keys)
    qtbot.waitUntil(win.isActiveWindow)
    view.setFocus()
    for _ in range(6):
        win.act_zoom_in.trigger()
    seen = lambda: view.mapToScene(view.viewport().rect()).boundingRect()  # noqa: E731
    focused = 0
    for _ in range(12):
        view.horizontalScrollBar().setValue(view.horizontalScrollBar().maximum())  # looking elsewhere
        view.verticalScrollBar().setValue(view.verticalScrollBar().maximum())
        qtbot.keyClick(view, Qt.Key.Key_Right if game_id == "walk" else Qt.Key.Key_Tab)
        rect = win.board.focus_rect()
        if rect is not None:
            focused += 1
            assert seen().intersects(rect), (game_id, rect, seen())
    assert focused >= 6  # (the keys did move a focus)

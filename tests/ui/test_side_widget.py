"""A board's own side widget (Parkies' any-time powers, Walk's die and
buttons) leaves the side panel by Qt's deferred deletion, its Python side
kept until then: made Python's own instead, the cycle collector could free
the wrappers of its parts before the widget and crash the process."""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtWidgets import QLabel, QLayout, QVBoxLayout, QWidget

from parkpack.engine.api import SeatSpec
from parkpack.games.walk import GAME
from parkpack.ui.game_page import GamePage, laid_out_height
from parkpack.ui.parkies.side import AnyTimePowers
from parkpack.ui.walk.board import WalkBoard


def held_layouts(widget: QWidget) -> bool:
    """Every layout ``widget`` makes is held from Python by the widget itself
    (Qt's own widgets inside it, such as a view's scroll bars, aside)."""
    own = widget.layout()
    layouts = [own, *own.findChildren(QLayout)] if own is not None else []
    return bool(layouts) and all(any(layout is v for v in vars(widget).values()) for layout in layouts)


def test_side_widgets_keep_their_layouts_on_themselves(qtbot):
    powers = AnyTimePowers(lambda action: None)
    qtbot.addWidget(powers)
    board = WalkBoard(GAME, [SeatSpec("Ann")])
    side = board.side_widget()
    assert side is not None
    qtbot.addWidget(side)
    assert held_layouts(powers) and held_layouts(side)


def test_a_replaced_side_widget_is_deleted_by_qt_and_kept_until_then(qtbot):
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1200, 800)
    page.show()
    first = AnyTimePowers(lambda action: None)
    page.set_side_widget(first)
    assert first.parentWidget() is page._panel and page.side_layout.indexOf(first) >= 0
    second = QLabel("next")
    page.set_side_widget(second)
    # Out of the layout and hidden at once, still whole and still held.
    assert page.side_layout.indexOf(first) < 0 and first.isHidden()
    assert shiboken6.isValid(first) and page._retired == [first]
    assert not shiboken6.ownedByPython(first)
    gc.collect()
    qtbot.waitUntil(lambda: not shiboken6.isValid(first))  # Qt's deferred deletion
    assert len(page._retired) == 1  # nothing has let go of it yet
    page.set_side_widget(None)
    assert page._retired == [second]


def test_the_panel_reckons_a_widget_as_its_layout_item_does(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    layout = QVBoxLayout(host)
    tall, capped, floor = QLabel("one\ntwo\nthree"), QLabel("one\ntwo\nthree"), QLabel("x")
    capped.setMaximumHeight(20)
    floor.setMinimumHeight(90)
    for widget in (tall, capped, floor):
        layout.addWidget(widget)
    for i, widget in enumerate((tall, capped, floor)):
        item = layout.itemAt(i)
        assert item is not None
        assert laid_out_height(widget) == item.sizeHint().height()
    assert laid_out_height(capped) == 20 and laid_out_height(floor) == 90

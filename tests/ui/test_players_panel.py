"""The players panel's cards: replaced cards are deleted by Qt, and their
Python side is kept until that has happened (released in the middle of Qt's
deletion, a status line's wrapper was freed twice and the process crashed,
about one long random-input run of the window in three)."""

from __future__ import annotations

import shiboken6

from parkpack.engine import registry
from parkpack.engine.api import SeatSpec
from parkpack.ui.players_panel import PlayersPanel


def test_replaced_cards_are_kept_until_qt_has_deleted_them(qtbot):
    panel = PlayersPanel()
    qtbot.addWidget(panel)
    info = registry.get("walk").info
    panel.set_seats([SeatSpec("Ann"), SeatSpec("Ben")], info, False)
    panel.show_status([("Landmarks 0/6", "Score 0"), ("Landmarks 0/6",)], 0, "to play")
    old = list(panel.cards)
    # Each part of a card is held from Python, the layout included.
    parts = [child for card in old for child in card.children()]
    assert parts and all(any(part is v for v in vars(card).values()) for card in old
                         for part in card.children() if shiboken6.isValid(part))
    panel.set_seats([SeatSpec("Cy"), SeatSpec("Di"), SeatSpec("Eve")], info, False)
    assert panel._retired == old and all(shiboken6.isValid(card) for card in old)
    qtbot.waitUntil(lambda: not any(shiboken6.isValid(card) for card in old))  # Qt's deferred deletion
    assert len(panel._retired) == 2  # still held: nothing has let go of them yet
    panel.show_status([("a",), ("b",), ("c",)], 1, "to play")
    assert panel._retired == [] and [c.index for c in panel.cards] == [0, 1, 2]


def test_a_long_turn_word_goes_under_the_name_rather_than_crowding_it_out(qtbot):
    """Beside a German "beendet den Zug", a 24-letter name kept two letters
    on a card 240 pixels wide; the words now go on the line under it, and
    back beside it when they are short."""
    from PySide6.QtWidgets import QApplication

    from .conftest import LONG_NAMES

    panel = PlayersPanel()
    qtbot.addWidget(panel)
    info = registry.get("walk").info
    panel.set_seats([SeatSpec(LONG_NAMES[0]), SeatSpec(LONG_NAMES[1], "computer", "hard")], info, False)
    panel.resize(220, 300)
    panel.show()
    qtbot.waitExposed(panel)
    for turn in ("beendet den Zug", "denkt nach und nach und nach …"):
        for seat in (0, 1):
            panel.show_status([("Besucht 1/6",), ("Besucht 0/6",)], seat, turn)
            QApplication.processEvents()
            card = panel.cards[seat]
            assert card.turn_below
            shown = card.name.text()
            assert len(shown.rstrip("…")) >= 10, shown
            assert card.turn.geometry().top() > card.name.geometry().bottom()  # on the line below
            assert card.turn.geometry().bottom() < card.lines.geometry().top()
    panel.show_status([("Besucht 1/6",), ("Besucht 0/6",)], 0, "am Zug")
    QApplication.processEvents()
    card = panel.cards[0]
    assert not card.turn_below and card.turn.geometry().top() < card.name.geometry().bottom()

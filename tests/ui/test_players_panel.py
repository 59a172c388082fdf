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

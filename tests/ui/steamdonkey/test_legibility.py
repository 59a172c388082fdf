"""The Steam Donkey board is readable at 1024x700 with four long names: its
smallest text is about 11 pixels on screen, every text it paints is at least
that size, and names too long for their place are cut with an ellipsis."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QImage, QPainter

from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.ui.new_game import NewGameSetup
from parkpack.ui.steamdonkey import paint

from ..conftest import LONG_NAMES, READABLE_PX

LONG = LONG_NAMES[:4]

#: One call of draw_text as a spy saw it: rect, flags, text, bold.
Drawn = tuple[Any, int, str, bool]


def spy_on_draw_text(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[Drawn]:
    """Every text ``module`` draws through paint.draw_text from now on."""
    drawn: list[Drawn] = []
    real = module.draw_text

    def spy(painter, rect, flags, text, px, bold=False, colour=None, elide=False):
        drawn.append((rect, flags, text, bold))
        real(painter, rect, flags, text, px, bold, colour, elide)

    monkeypatch.setattr(module, "draw_text", spy)
    return drawn


@pytest.fixture
def window(small_window):
    return small_window


def test_four_long_names_at_1024_by_700(qtbot, window, monkeypatch):
    seats = (SeatSpec(LONG[0]),) + tuple(SeatSpec(n, COMPUTER, "easy") for n in LONG[1:])
    assert window.start_setup(NewGameSetup("steamdonkey", {"advanced": "on"}, seats, 5))
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.session.human_to_act(), timeout=10000)
    qtbot.wait(50)
    scale = window.page.view.transform().m11()
    assert scale * paint.MIN_PX >= READABLE_PX
    sizes: list[float] = []
    real = paint.draw_text

    def spy(painter, rect, flags, text, px, bold=False, colour=None, elide=False):
        sizes.append(max(px, paint.MIN_PX))
        if elide:  # an elided text fits its box
            shown = paint.metrics(max(px, paint.MIN_PX), bold).elidedText(text, paint.Qt.TextElideMode.ElideRight, rect.width())
            assert paint.text_width(shown, max(px, paint.MIN_PX), bold) <= rect.width() + 0.5
        real(painter, rect, flags, text, px, bold, colour, elide)

    for module in ("items", "paint"):
        monkeypatch.setattr(f"parkpack.ui.steamdonkey.{module}.draw_text", spy)
    image = QImage(1000, 800, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    for item in window.board.items():
        item.update()
    window.board.render(painter)
    painter.end()
    assert sizes and min(sizes) * scale >= READABLE_PX
    board = window.board
    assert [board.rivals[s].look.name for s in (1, 2, 3)] == list(LONG[1:])
    right = max(board.rivals[s].scene_rect().right() for s in (1, 2, 3))
    assert right <= board.sceneRect().right()  # the three corners fit side by side


@pytest.mark.parametrize(("word", "pieces"), [
    ("Abstinenzlerhotel", ["Abstinenz-", "lerhotel"]),
    ("Jubiläumsstatue", ["Jubiläums-", "statue"]),
    ("Aussichtsturm", ["Aussichts-", "turm"]),
    ("Regency-Häuserbogen", ["Regency-", "Häuser-", "bogen"]),  # at its hyphen, then where its words meet
    ("Fischerhäuschen", ["Fischer-", "häuschen"]),  # where its words meet, not at the latest syllable
    ("Guesthouse", ["Guest-", "house"]),
    ("Temperance", ["Temper-", "ance"]),  # never two letters alone on the last line
    ("Genesungsheim", ["Gene-", "sungsheim"]),  # the join is too far in: a syllable
    ("Hotel", ["Hotel"]),
])
def test_a_name_too_long_for_a_card_is_broken_at_a_syllable(qapp, word, pieces):
    width = 83.0  # a card in the hand, less its margins
    got = paint.broken_word(word, width, paint.MIN_PX)
    assert got == pieces
    assert all(paint.text_width(p, paint.MIN_PX) <= width for p in got)
    assert "".join(p[:-1] if p.endswith("-") and not word.count(p) else p for p in got) == word


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_card_name_leaves_fewer_than_three_letters_on_a_line_of_its_own(qapp, language):
    from parkpack import i18n
    from parkpack.games.steamdonkey.content import CARD

    i18n.set_language(language)
    try:
        words = {w for c in CARD.values() for w in i18n._(c.name).split()}
    finally:
        i18n.set_language("en")
    broken = [paint.broken_word(w, 83.0, paint.MIN_PX) for w in sorted(words)]
    broken = [b for b in broken if len(b) > 1]
    assert len(broken) >= 5  # (the check sees words too long for a card)
    assert [b for b in broken if len(b[-1]) < 3] == []


@pytest.mark.parametrize("code", ["en", "de"])
def test_a_cards_cost_and_its_room_for_visitors_never_meet(qapp, code):
    """The foot of a card: the cost at the left ("2×" and the icon, or the
    word for none), the visitors it holds at the right ("☺3"). German
    "kostenlos" once ran into the figure."""
    from parkpack.games.steamdonkey.content import CARD
    from parkpack.ui import language
    from parkpack.ui.steamdonkey.board import CARD_W

    assert language.install(qapp, code) == code
    try:
        feet = {card: (paint.cost_text(card), paint.capacity_text(card)) for card in CARD}
    finally:
        language.install(qapp, "en")
    room = CARD_W - 10  # the foot, within the card's margins
    for card, (cost, holds) in feet.items():
        left = paint.text_width(cost, 14, True) + (paint.COST_ICON_GAP + 13 / 2 if CARD[card].cost else 0)
        assert left + 6 + paint.text_width(holds, 14, True) <= room, (code, card, cost, holds)


@pytest.mark.parametrize("code", ["en", "de"])
def test_every_cards_name_is_drawn_in_the_same_weight(qapp, code, monkeypatch):
    """Names that fit the card in bold and names that do not once sat side
    by side in one hand, some bold and some regular."""
    from PySide6.QtCore import QRectF

    from parkpack.games.steamdonkey.content import CARD
    from parkpack.ui import language
    from parkpack.ui.steamdonkey.board import CARD_H, CARD_W

    drawn = spy_on_draw_text(monkeypatch, paint)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    assert language.install(qapp, code) == code
    try:
        for card in CARD:
            paint.paint_front(painter, QRectF(0, 0, CARD_W, CARD_H), card)
    finally:
        painter.end()
        language.install(qapp, "en")
    weights = {text.replace("\n", ""): bold for _rect, flags, text, bold in drawn if flags & paint.WRAP}
    assert len(weights) >= 40  # (every name was drawn: a few names are shared)
    assert set(weights.values()) == {False}


@pytest.mark.parametrize("code", ["en", "de"])
def test_a_transports_ride_label_fits_its_card(qapp, code, monkeypatch):
    """"+1 to hand" at the foot of a built transport: German "+1 auf die
    Hand" once ran past both sides of the card."""
    from PySide6.QtCore import QCoreApplication, QRectF

    from parkpack.games.steamdonkey.content import CARD, TRANSPORT
    from parkpack.ui import language
    from parkpack.ui.steamdonkey import items
    from parkpack.ui.steamdonkey.items import CELL_H, CELL_W, draw_built

    drawn = spy_on_draw_text(monkeypatch, items)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    assert language.install(qapp, code) == code
    try:
        words = QCoreApplication.translate("SteamDonkeyBoard", "+1 to hand")
        transport = next(c for c in CARD if CARD[c].icon == TRANSPORT)
        card = QRectF(0, 0, CELL_W, CELL_H)
        draw_built(painter, card, transport, (), (), False)
    finally:
        painter.end()
        language.install(qapp, "en")
    [(rect, _flags, _text, bold)] = [d for d in drawn if d[2] == words]
    assert card.contains(rect) and paint.text_width(words, paint.MIN_PX, bold) <= rect.width()


@pytest.mark.parametrize("code", ["en", "de"])
def test_a_crowded_hand_keeps_each_cards_writing_clear_of_the_next_card(qapp, code):
    """Twelve cards overlap: each card's points, name, cost and room for
    visitors keep to the part the next card leaves uncovered, so a full hand
    shows every figure (the points were cut to "0 p" before)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor

    from parkpack.games.steamdonkey.content import CARD
    from parkpack.ui import language
    from parkpack.ui.steamdonkey.board import CARD_H, CARD_W

    board = _board_with_hand(12)
    shown = [item.shown for item in board.hand[:12]]
    assert shown[-1] == 0 and len(set(shown[:-1])) == 1 and 0 < shown[0] < CARD_W
    for left, right in zip(board.hand[:11], board.hand[1:12]):
        assert left.pos().x() + left.shown < right.pos().x()
    assert {item.shown for item in _board_with_hand(8).hand[:8]} == {0.0}

    width = shown[0]
    assert language.install(qapp, code) == code
    try:
        for card in CARD:
            image = QImage(int(CARD_W), int(CARD_H), QImage.Format.Format_ARGB32)
            image.fill(QColor("white"))
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint.paint_front(painter, QRectF(0, 0, CARD_W, CARD_H), card, shown=width)
            painter.end()
            band, body = paint.card_colour(card, False).rgb(), paint.PAPER.rgb()
            covered = range(int(width) + 1, int(CARD_W) - 4)
            assert {image.pixel(x, y) for x in covered for y in range(4, 21)} == {band}, (code, card)
            assert {image.pixel(x, y) for x in covered for y in range(26, int(CARD_H) - 8)} == {body}, (code, card)
    finally:
        language.install(qapp, "en")


def _board_with_hand(count: int) -> Any:
    from parkpack.games.steamdonkey import GAME
    from parkpack.ui.steamdonkey import BOARD

    from tests.games.steamdonkey.helpers import seats

    board = BOARD(GAME, tuple(seats(2)))
    board.layout_hand(count)
    return board

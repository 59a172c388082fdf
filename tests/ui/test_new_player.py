"""What a new player stumbled on in the two games (issue 17): long names,
look-alike Parkie letters, colour words under the colour-blind palette, the
solo rank's place, the side panel's width, legible text at the default
window and which Parkies moves hold the turn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QFrame

from parkpack.engine.api import SeatSpec
from parkpack.engine.session import Session
from parkpack.games.parkies import GAME as PARKIES
from parkpack.games.parkies.actions import Bid, Choose, Place, PoolBid, Take
from parkpack.games.parkies.content import COLOURS
from parkpack.games.walk import GAME as WALK
from parkpack.ui import prefs
from parkpack.ui.game_page import SIDE_WIDTH
from parkpack.ui.main_window import MainWindow
from parkpack.ui.new_game import NewGameSetup
from parkpack.ui.parkies.palette import TYPE_LETTER, parkie_colour_name, parkie_letter, palette_words
from parkpack.ui.walk.parts import ScoreBox, ScoreLook
from parkpack.ui.walk.sheet import TITLE, TITLE_LEFT, SheetItem, header_box, title_font

from .conftest import LONG_NAMES

LONG = LONG_NAMES


@pytest.fixture
def window(qtbot):
    prefs.set_value("ui/animation_speed", "off")  # chance and computers move at once
    win = MainWindow()
    qtbot.addWidget(win)
    win.warn = lambda *args: None
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def open_game(qtbot, win, game_id, names, options=None):
    assert win.start_setup(NewGameSetup(game_id, options or {}, tuple(SeatSpec(n) for n in names), 5))
    qtbot.wait(50)


@pytest.mark.parametrize("game_id, least_text", [("parkies", 18), ("walk", 15)])
def test_six_long_names_fit_and_every_player_shows_at_the_default_window(qtbot, window, game_id, least_text):
    assert all(len(n) == 24 for n in LONG)
    open_game(qtbot, window, game_id, LONG)
    page = window.page
    # The first-time note on the decision (shown once per kind, at the top of
    # the side panel) is put away, as a player does with Got it, so that the
    # log and all six cards have the panel again.
    note = page.findChild(QFrame, "decisionHint")
    if note is not None and note.isVisible():
        note.got_it.click()
    qtbot.waitUntil(lambda: page.view.transform().m11() * least_text >= 10.9, timeout=3000)
    cards = page.players.cards
    for card in cards:
        assert card.name.full_text() in LONG
        metrics = card.name.fontMetrics()
        assert metrics.horizontalAdvance(card.name.text()) <= card.name.width()  # elided, never clipped
        assert card.geometry().right() <= page.players.width()
    # All six cards are in sight, none scrolled away.
    area = page.players_area
    assert area.verticalScrollBar().maximum() == 0
    assert page.splitter.sizes()[1] == SIDE_WIDTH
    # The smallest text of the board is about 11 pixels on screen.
    assert page.view.transform().m11() * least_text >= 10.9


def test_the_walk_sheet_heading_fits_a_long_name(qtbot):
    sheet = SheetItem(None)  # type: ignore[arg-type]  # no gestures are sent here
    font = QFont("DejaVu Serif")
    font.setBold(True)
    font.setPixelSize(22)
    metrics = QFontMetricsF(font)
    title_right = TITLE_LEFT + QFontMetricsF(title_font()).horizontalAdvance(TITLE)
    for frame in ("", "view"):
        sheet.set_header(0, LONG[0], frame, ("#2f6fd6", "M"))
        text = sheet.header_text(metrics)
        assert metrics.horizontalAdvance(text) <= header_box().width() - 38
        assert text.endswith("'s sheet" + (" — view only" if frame else ""))
        # The badge (drawn 36 units left of the text) clears the title as drawn.
        badge_left = header_box().right() - metrics.horizontalAdvance(text) - 36
        assert badge_left >= title_right + 8
    sheet.set_header(0, "Ann", "", ("#2f6fd6", "A"))
    assert sheet.header_text(metrics) == "Ann's sheet"


def test_the_walk_sheet_heading_shortens_the_name_where_the_language_puts_it(qtbot, qapp):
    """In German the name comes last ("Blatt von …"): the heading once kept
    the end of the name in place of the wording before it."""
    from parkpack.ui import language

    sheet = SheetItem(None)  # type: ignore[arg-type]  # no gestures are sent here
    font = QFont("DejaVu Serif")
    font.setBold(True)
    font.setPixelSize(22)
    metrics = QFontMetricsF(font)
    try:
        assert language.install(qapp, "de") == "de"
        for frame in ("", "view"):
            sheet.set_header(0, LONG[1], frame, ("#2f6fd6", "B"))
            text = sheet.header_text(metrics)
            assert metrics.horizontalAdvance(text) <= header_box().width() - 38
            assert text.startswith("Blatt von Bartholom"), text
            assert text.endswith("…" + (" – nur ansehen" if frame else "")), text
    finally:
        language.install(qapp, "en")


def test_the_solo_rank_stays_inside_the_score_box():
    box = ScoreBox()
    box.set_look(ScoreLook((3, 2, 4, 0), 9, "Lachlan Macquarie"))
    assert QRectF(0, 0, ScoreBox.W, ScoreBox.H).contains(box.result_rect())


def test_every_parkie_colour_has_its_own_letter_and_none_look_alike():
    letters = [parkie_letter(c) for c in COLOURS]
    assert len(set(letters)) == len(COLOURS) == len(TYPE_LETTER)
    look_alike = ({"S", "$", "5"}, {"O", "0", "Q"}, {"I", "1", "l"}, {"B", "8"})
    for group in look_alike:
        assert len(group & set(letters)) <= 1, group


def test_colour_words_follow_the_colour_blind_palette(qtbot, window):
    assert parkie_colour_name("red", True) == "vermilion" and parkie_colour_name("red", False) == "red"
    assert palette_words("Ann takes a red Parkie; shared", True) == "Ann takes a vermilion Parkie; shared"
    prefs.set_value("ui/colour_blind", True)
    try:
        assert window.start_setup(NewGameSetup("parkies", {}, (SeatSpec("Ann", colour="blue"), SeatSpec("Ben", colour="red"), SeatSpec("Cy")), 5))
        session = window.controller.session
        qtbot.waitUntil(lambda: session.human_to_act())
        window.board.action_chosen.emit(PoolBid())
        window.board.action_chosen.emit(PoolBid())
        window.board.action_chosen.emit(PoolBid())
        window.board.action_chosen.emit(Take("red", ""))
        assert any("vermilion Parkie" in line for line in window.page.log.lines())
        assert not any(" red " in line for line in window.page.log.lines())
        assert window.page.players.cards[1].marker.toolTip() == "Human · vermilion"  # Ben's seat is red
    finally:
        prefs.set_value("ui/colour_blind", False)


def test_parkies_holds_the_turn_after_a_placement_not_after_a_bid(qtbot):
    from parkpack.ui.parkies import BOARD

    seats = tuple(SeatSpec(n) for n in ("Mary", "Sean", "Gus"))
    board = BOARD(PARKIES, seats)
    session = Session(PARKIES, {}, seats, 1)
    session.resolve_chance()
    before = session.state
    bid = next(a for a in session.legal_actions() if isinstance(a, Bid))
    session.play(bid)
    assert not board.holds_turn(before, bid, session.state)
    for _ in range(2):
        session.play(PoolBid())
    before = session.state
    place = next(a for a in session.legal_actions() if isinstance(a, Place))
    session.play(place)
    assert board.holds_turn(before, place, session.state)
    two = Session(PARKIES, {}, seats[:2], 1)
    assert board.holds_turn(two.state, Choose("small"), two.state)
    # The last decision before the tiles of a new round are flipped holds too.
    while session.to_act is not None and session.state.pending.phase != "flip":
        before, action = session.state, session.legal_actions()[0]
        if session.to_act < 0:
            session.resolve_chance()
            continue
        session.play(action)
    assert board.holds_turn(before, action, session.state)


def test_walk_rank_is_written_for_a_lost_solo_game_too():
    box = ScoreBox()
    box.set_look(ScoreLook((1, 1, 1, 0), 3, "Loss"))
    assert box.result_rect().bottom() <= ScoreBox.H
    assert WALK.info.id == "walk"


def test_the_help_page_explains_the_end_of_turn_step_and_speaks_of_these_games():
    from parkpack.ui.help_dialogs import USING_THE_APP as text

    USING_THE_APP = " ".join(text.split())
    assert "End turn" in USING_THE_APP and "Enter" in USING_THE_APP
    assert "card draw" not in USING_THE_APP and "secret cards" not in USING_THE_APP
    # What it says of Parkies is what the board does.
    assert "after you build a tile" in USING_THE_APP and "bids, Parkie Pool takes, moves and picks go straight on" in USING_THE_APP


def test_the_parkies_powers_never_widen_the_side_panel(qtbot, window):
    from dataclasses import replace

    from parkpack.games.parkies.actions import CashIn, Demolish
    from parkpack.games.parkies.state import Parkie, Placed

    open_game(qtbot, window, "parkies", LONG[:3])
    powers = window.board.side_widget()
    player = window.controller.session.state.players[0]
    park = (Placed("M-16", 0, 0, 0), Placed("M-19", 1, 0, 0), Placed("L-08", 2, 0, 0))  # long names
    parkies = tuple(Parkie(c, "M-16") for c in COLOURS)
    player = replace(player, tiles=park, parkies=parkies)
    offered = tuple(CashIn(p.colour, p.where) for p in parkies) + tuple(Demolish(p.tile) for p in park)
    powers.show_powers(player, offered, False)
    assert len(powers.entries) == len(offered)
    assert powers.minimumSizeHint().width() < SIDE_WIDTH
    assert window.page.splitter.widget(1).minimumSizeHint().width() <= SIDE_WIDTH
    assert window.page.splitter.sizes()[1] == SIDE_WIDTH


def test_a_computers_card_opens_no_window_of_its_own(qtbot):
    # The line naming a computer's level was shown before it had a parent,
    # so it flashed up as a window of its own and took the keyboard.
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from parkpack.engine.api import COMPUTER
    from parkpack.ui.players_panel import PlayerCard

    shown: list[str] = []

    class Watch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Show and obj.isWidgetType() and obj.isWindow():
                shown.append(obj.objectName() or type(obj).__name__)
            return False

    watch = Watch()
    QApplication.instance().installEventFilter(watch)
    try:
        card = PlayerCard(1, SeatSpec("Robo", COMPUTER, "hard", "red"), PARKIES.info, False)
        qtbot.addWidget(card)
    finally:
        QApplication.instance().removeEventFilter(watch)
    assert shown == [] and not card.kind.isHidden()

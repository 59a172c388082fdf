"""A player's status lines in the side panel: wrapped whole where the panel
has room for them beside the log's least height, one elided line each where
it has not, and in both cases every player's card shows without scrolling."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from parkpack.engine.api import CHANCE, COMPUTER, SeatSpec
from parkpack.ui import learning_prefs
from parkpack.ui.game_page import LOG_MIN
from parkpack.ui.new_game import NewGameSetup

from .conftest import LONG_NAMES


def start(qtbot, window, game_id: str, players: int, notes: bool = False, options: dict | None = None) -> None:
    learning_prefs.set_hints_on(notes)
    seats = (SeatSpec(LONG_NAMES[0]),) + tuple(SeatSpec(n, COMPUTER, "easy") for n in LONG_NAMES[1:players])
    assert window.start_setup(NewGameSetup(game_id, options or {}, seats, 5))
    qtbot.waitUntil(lambda: window.controller.session.human_to_act(), timeout=10000)
    qtbot.wait(100)


def status_labels(page):
    return [label for card in page.players.cards for label in card.lines._labels if not label.isHidden()]


def all_cards_show(page) -> bool:
    return page.players_area.verticalScrollBar().maximum() == 0


def test_two_players_get_their_lines_whole(qtbot, small_window):
    start(qtbot, small_window, "parkies", 2)
    page = small_window.page
    labels = status_labels(page)
    assert labels and all(label.wordWrap() for label in labels)
    assert all("…" not in label.text() and not label.toolTip() for label in labels)
    # Some line is longer than the card is wide: it takes two lines, not an ellipsis.
    assert any(label.height() > label.fontMetrics().height() * 1.5 for label in labels)
    assert all_cards_show(page)
    assert page.log.isVisible() and page.log.height() >= LOG_MIN


def test_five_players_keep_one_line_each_when_wrapping_would_not_fit(qtbot, small_window):
    start(qtbot, small_window, "parkies", 5)
    page = small_window.page
    labels = status_labels(page)
    assert labels and not any(label.wordWrap() for label in labels)
    # A line too long for the card shows its short wording, the whole line in its tooltip.
    shortened = [label for label in labels if label.toolTip()]
    assert shortened and all(label.toolTip() == label.full_text() != label.text() for label in shortened)
    first = next(label for label in labels if "first player" in label.full_text())
    assert "first player" not in first.text() and "…" not in first.text()
    assert all_cards_show(page)
    assert page.log.height() >= LOG_MIN


def test_a_wrapped_line_keeps_a_number_with_its_word(qtbot, small_window):
    start(qtbot, small_window, "parkies", 2)
    line = next(label for label in status_labels(small_window.page) if "first player" in label.full_text())
    assert "score\u00a0" in line.text() and line.text().replace("\u00a0", " ") == line.full_text()
    # The dot keeps with what follows it: a wrapped line never ends in "·".
    assert " ·\u00a0first player" in line.text()


def test_a_first_time_note_takes_the_room_wrapping_would_need(qtbot, small_window):
    start(qtbot, small_window, "parkies", 4, notes=True)
    page = small_window.page
    assert any(not guide.isHidden() for guide in page._guides)
    labels = status_labels(page)
    assert labels and not any(label.wordWrap() for label in labels)
    assert all_cards_show(page)


@pytest.mark.parametrize(("game_id", "players"), [("walk", 4), ("walk", 6), ("steamdonkey", 4)])
def test_short_lines_fit_a_narrow_panel_whole(qtbot, small_window, game_id, players):
    start(qtbot, small_window, game_id, players)
    labels = status_labels(small_window.page)
    assert len(labels) >= 2 * players
    assert [label.full_text() for label in labels if label.text().replace("\u00a0", " ") != label.full_text()] == []


def test_steam_donkeys_kick_on_line_keeps_the_character_whole_on_a_narrow_card(qtbot, small_window):
    # Advanced rules, four players: the kick-on and character line is too
    # long for the card; it shows the character and its state whole instead.
    from parkpack.engine import registry
    from parkpack.engine.session import Session

    game = registry.get("steamdonkey")
    seats = (SeatSpec(LONG_NAMES[0]),) + tuple(SeatSpec(n, COMPUTER, "easy") for n in LONG_NAMES[1:4])
    session = Session(game, {"advanced": "on"}, seats, 5)
    bots = [game.bot("easy", i) for i in range(4)]
    while not (session.to_act == 0 and all(p.kickon for p in session.state.players)):
        if session.to_act == CHANCE:
            session.resolve_chance()
            continue
        session.play(bots[session.to_act].choose(game, session.info_set(session.to_act)))
    learning_prefs.set_hints_on(False)
    assert small_window.open_session(session, None)
    qtbot.wait(100)
    labels = status_labels(small_window.page)
    # Only the player's own kick-on shows: the rivals' are still face down.
    kick_on = [label for label in labels if "(ready)" in label.full_text()]
    assert len(kick_on) == 1
    line = kick_on[0]
    assert line.fontMetrics().horizontalAdvance(line.full_text()) > line.contentsRect().width()
    assert "…" not in line.text() and line.text().endswith("(ready)") and line.toolTip() == line.full_text()


def test_tenpenny_lines_fit_a_narrow_panel_whole(qtbot, small_window):
    # Four players: no room to wrap, so each line must fit the card as it is
    # (the goals dealt at the start are the one long line, and pass).
    start(qtbot, small_window, "tenpenny", 4)
    labels = [label for label in status_labels(small_window.page) if not label.full_text().startswith("Dealt")]
    assert len(labels) >= 20 and not any(label.wordWrap() for label in labels)
    cut = [label.full_text() for label in labels if label.text() != label.full_text()]
    assert cut == []


def test_the_player_to_move_stays_in_sight_when_the_cards_scroll(qtbot, small_window):
    # Six players and a first-time note at 1024x700: the cards scroll, and
    # the last seat's card, the one saying "to play", is scrolled into view.
    learning_prefs.set_hints_on(True)
    seats = tuple(SeatSpec(n, COMPUTER, "easy") for n in LONG_NAMES[:5]) + (SeatSpec(LONG_NAMES[5]),)
    assert small_window.start_setup(NewGameSetup("walk", {}, seats, 5))
    qtbot.waitUntil(lambda: small_window.controller.session.human_to_act(), timeout=10000)
    qtbot.wait(100)
    page = small_window.page
    area, card = page.players_area, page.players.cards[5]
    assert not all_cards_show(page)
    top = card.mapTo(area.viewport(), card.rect().topLeft()).y()
    assert page.players.active == 5 and 0 <= top and top + card.height() <= area.viewport().height()


def test_cards_that_fit_keep_no_scroll_bar_left_from_a_tighter_moment(qtbot):
    # Four Parkies players in round 5 at 1200x800: the cards fit at their
    # full width, but a scroll bar shown while they were being laid out
    # narrowed them, their lines wrapped once more, and the last card was
    # cut although the log below had 200 pixels to spare.
    from parkpack.engine import registry
    from parkpack.engine.session import Session

    from .window_games import open_window

    game = registry.get("parkies")
    seats = (SeatSpec("Ann"),) + tuple(SeatSpec(n, COMPUTER, "hard") for n in ("Ben", "Cy", "Di"))
    session = Session(game, {}, seats, 3)
    bots = [game.bot("hard", 3 + i) for i in range(4)]
    while not (session.to_act == 0 and session.state.round >= 5 and len(session.state.players[0].parkies) >= 3):
        if session.to_act == CHANCE:
            session.resolve_chance()
            continue
        session.play(bots[session.to_act].choose(game, session.info_set(session.to_act)))
    learning_prefs.set_hints_on(False)
    window = open_window(qtbot)
    assert window.open_session(session, None)
    qtbot.wait(200)
    page = window.page
    assert page.log.isVisible() and page.log.height() > LOG_MIN
    assert all_cards_show(page)
    last, area = page.players.cards[-1], page.players_area
    assert last.mapTo(area.viewport(), last.rect().bottomLeft()).y() <= area.viewport().height()


def test_a_side_widget_that_grows_between_fits_takes_room_from_the_players_not_the_window(qtbot, small_window):
    # Six players fill the panel; then Parkies' powers show a two-line note
    # without the page refitting (as a refresh of the board alone does). A
    # window grows to its least size and never back: at a fixed height the
    # players would have pushed it past 700 pixels, a few more each time.
    start(qtbot, small_window, "parkies", 6)
    page = small_window.page
    before = page.players_area.height()
    powers = page.side_layout.itemAt(page.side_layout.indexOf(page.players_area) + 1).widget()
    assert powers.objectName() == "parkiesPowers"
    powers.note.setText("A note long enough to take several lines of the side panel. " * 6)
    powers.note.setMinimumHeight(120)
    powers.note.show()
    qtbot.wait(50)
    assert small_window.height() == 700
    assert page.players_area.height() < before and page.log.height() >= LOG_MIN - 1


def test_cards_that_fitted_scroll_once_a_side_widget_squeezes_them(qtbot, small_window):
    # A Walk game over: its closing words grew the die panel after the last
    # fit, and the sixth card was cut with no scroll bar to reach it.
    start(qtbot, small_window, "parkies", 3)
    page = small_window.page
    area = page.players_area
    assert all_cards_show(page) and area.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    powers = page.side_layout.itemAt(page.side_layout.indexOf(area) + 1).widget()
    powers.note.setText("A note long enough to take many lines of the side panel. " * 12)
    powers.note.setMinimumHeight(300)
    powers.note.show()
    qtbot.wait(50)
    last, bar = page.players.cards[-1], area.verticalScrollBar()
    bottom = last.mapTo(area.widget(), last.rect().bottomLeft()).y()
    assert bar.isVisible() and area.viewport().height() < bottom <= bar.maximum() + area.viewport().height()


def test_a_parkies_card_beside_a_lesson_keeps_every_players_money_and_score_whole(qtbot, small_window):
    # In German, with the coach above the cards, "17 $ · Einkommen 7 $ ·
    # Punkte 12" was cut to "… Punkte …": the short wording keeps the money
    # and the score (the income is the lowest track on the player's mat).
    from parkpack import i18n

    i18n.set_language("de")
    try:
        assert small_window.start_tutorial("parkies")
        ctl = small_window.controller
        for _ in range(8):  # the learner's steps, the coach's moves skipped over, to moving Parkies
            qtbot.waitUntil(lambda: (step := ctl.current_step()) is not None and not step.auto, timeout=20000)
            assert ctl.submit(ctl.game.parse_action(ctl.current_step().action))
        qtbot.waitUntil(lambda: (step := ctl.current_step()) is not None and not step.auto, timeout=20000)
        qtbot.wait(100)
        page = small_window.page
        money = [label for label in status_labels(page) if "Punkte" in label.full_text()]
        assert len(money) == 3 and all(not label.wordWrap() for label in money)
        assert all("…" not in label.text() and "Punkte" in label.text() for label in money)
    finally:
        i18n.set_language("en")


def test_a_list_of_counts_may_break_after_its_commas(qtbot, small_window):
    # "Parkies: 1 green, 2 orange, 1 white, 1 yellow" was one unbreakable
    # word, clipped at the card's edge on a six-player Parkies game.
    start(qtbot, small_window, "parkies", 2)
    page = small_window.page
    label = status_labels(page)[1]
    label.set_full_text("3/4 joined · Parkies: 1 green, 2 orange, 1 white, 1 yellow")
    assert label.text() == "3/4\u00a0joined ·\u00a0Parkies:\u00a01\u00a0green, 2\u00a0orange, 1\u00a0white, 1\u00a0yellow"


def test_cards_whose_lines_grow_after_the_last_fit_are_fitted_again(qtbot, small_window):
    # Parkies at its end: a card's last line was cut in half, with no scroll
    # bar, when its text grew after the page's last fit.
    start(qtbot, small_window, "parkies", 2)
    page = small_window.page
    area = page.players_area
    assert all_cards_show(page)
    card = page.players.cards[-1]
    card.show_status(["Money $9 · income $3 · 4 points", "Parkies: 3 purple, 5 red, 3 yellow, 2 green, 4 orange"],
                     False, "")  # no fit called after it, as a late refresh of one card
    qtbot.wait(100)
    bottom = card.mapTo(area.widget(), card.rect().bottomLeft()).y()
    assert bottom <= area.viewport().height() or area.verticalScrollBar().isVisible()
    assert all_cards_show(page)  # refitted: every card shows whole, no scroll needed

"""The score dialog: one comparing table, or one sheet per player."""

from PySide6.QtWidgets import QWidget

from parkpack.engine.api import PlayerScore, ScoreLine, ScoreSheet, SeatSpec
from parkpack.ui.elided import ElidedLabel
from parkpack.ui.main_window import STYLE
from parkpack.ui.score_dialog import ScoreDialog, winners_text

SEATS = (SeatSpec("Ann"), SeatSpec("Ben"), SeatSpec("Cy"))


def test_players_with_their_own_lines_get_a_sheet_each(qtbot):
    sheet = ScoreSheet(
        (
            PlayerScore(0, 9, (ScoreLine("Money $98", 6), ScoreLine("Allure 12", 3))),
            PlayerScore(1, 11, (ScoreLine("Money $92", 6), ScoreLine("Connections (4 joined)", 5))),
            PlayerScore(2, 4, (ScoreLine("Money $30", 4),)),
        ),
        winners=(1,),
        notes=("Ties go to money.",),
    )
    dialog = ScoreDialog(sheet, SEATS)
    qtbot.addWidget(dialog)
    assert dialog.table is None and len(dialog.cards) == 3
    texts = [label.text() for label in dialog.cards[1].findChildren(type(dialog.headline))]
    assert texts == ["★ Ben", "Money $92", "6", "Connections (4 joined)", "5", "Total", "11"]
    assert dialog.headline.text() == "Ben wins!"


def test_shared_lines_make_one_table(qtbot):
    lines = lambda a, b: (ScoreLine("Tiles", a), ScoreLine("Bonus", b))  # noqa: E731
    sheet = ScoreSheet(tuple(PlayerScore(i, a + b, lines(a, b)) for i, (a, b) in enumerate(((3, 1), (2, 2), (1, 0)))), (0, 1))
    dialog = ScoreDialog(sheet, SEATS)
    qtbot.addWidget(dialog)
    table = dialog.table
    assert [table.horizontalHeaderItem(c).text() for c in range(3)] == ["★ Ann", "★ Ben", "Cy"]
    assert [table.item(r, 1).text() for r in range(3)] == ["2", "2", "4"]
    assert dialog.headline.text() == "Ann and Ben share the victory."


def test_winner_sentences():
    sheet = ScoreSheet((PlayerScore(0, 5, ()), PlayerScore(1, 5, ()), PlayerScore(2, 5, ())), (0, 1, 2))
    assert winners_text(sheet, ["Ann", "Ben", "Cy"]) == "Ann, Ben and Cy share the victory."
    assert winners_text(ScoreSheet((PlayerScore(0, -2, ()),), ()), ["Ann"]) == "Ann scored -2 points."


def test_an_automaton_entrant_has_its_own_column_and_can_win(qtbot):
    """Becky-like entrants are no seat: numbered after the seats, named by the sheet."""
    sheet = ScoreSheet(
        (PlayerScore(0, 31, (ScoreLine("Tiles", 31),)), PlayerScore(1, 40, (ScoreLine("Tiles", 40),))),
        winners=(1,),
        solo_result="Loss",
        automata=("Becky",),
    )
    dialog = ScoreDialog(sheet, SEATS[:1])
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "Becky wins!"
    assert dialog.table is not None
    headers = [dialog.table.horizontalHeaderItem(i).text() for i in range(dialog.table.columnCount())]
    assert headers == ["Ann", "★ Becky (automaton)"]
    assert dialog.table.item(1, 1).text() == "40"


def test_a_name_longer_than_the_new_game_dialog_allows_is_shortened_on_the_sheet(qtbot):
    """A file may carry a 64-letter name; four of them once asked for a sheet
    2,950 pixels wide. Shortened to the 24 letters the dialog allows, the
    sheet fits the smallest screen the window is laid out for."""
    def sheet_for(names: list[str]) -> ScoreDialog:
        lines = lambda n: (ScoreLine(f"Line {n}", n),)  # noqa: E731 (each its own lines: a card each)
        sheet = ScoreSheet(tuple(PlayerScore(i, i, lines(i)) for i in range(4)), (3,),
                           notes=(f"Money left decides: {names[3]} has the most.",))
        dialog = ScoreDialog(sheet, tuple(SeatSpec(n) for n in names))
        qtbot.addWidget(dialog)
        return dialog

    long = sheet_for([c * 64 for c in "WMQB"])
    assert long.headline.text() == "B" * 23 + "… wins!"
    assert [card.findChild(ElidedLabel).full_text() for card in long.cards][:2] == ["W" * 23 + "…", "M" * 23 + "…"]
    assert long.minimumSizeHint().width() <= 1024


def test_three_cards_of_the_widest_names_fit_the_smallest_screen(qtbot):
    """Twenty-four W's (the widest name the dialog takes) in the window's
    bold title font: these three names asked for a sheet 1,048 pixels wide
    (four such names, 1,164). A card's title now stops at TITLE_MAX and
    shortens the rest, the whole name in its tooltip; an ordinary long name
    still shows whole."""
    names = ["W" * 24, "Maximilian Featherstonew", "Q" * 24]
    lines = lambda n: (ScoreLine(f"Line {n}", n),)  # noqa: E731
    sheet = ScoreSheet(tuple(PlayerScore(i, i, lines(i)) for i in range(3)), (2,))
    dialog = ScoreDialog(sheet, tuple(SeatSpec(n) for n in names))
    dialog.setStyleSheet(STYLE)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.sizeHint().width() <= 1024
    dialog.resize(dialog.sizeHint())  # as the window opens it (a test screen is 800 wide)
    qtbot.wait(20)
    titles = [card.findChild(ElidedLabel) for card in dialog.cards]
    assert titles[0].text().endswith("…") and titles[0].toolTip() == "W" * 24
    assert titles[1].text() == "Maximilian Featherstonew" and not titles[1].toolTip()
    assert titles[2].text().startswith("★ Q") and titles[2].text().endswith("…")


def test_a_sheet_that_fits_the_screen_opens_at_its_full_width(qtbot):
    """Qt opens a window at no more than two thirds of its screen (533 of
    the test screen's 800 pixels; 682 of a 1,024-pixel screen), which cut
    names the sheet had room for. It opens at its size hint now."""
    names = ["Maximilian Featherstonew", "Bartholomew Quackenbush", "Ann"]
    lines = lambda n: (ScoreLine(f"Line {n}", n),)  # noqa: E731
    sheet = ScoreSheet(tuple(PlayerScore(i, i, lines(i)) for i in range(3)), (2,))
    parent = QWidget()
    parent.setStyleSheet(STYLE)
    qtbot.addWidget(parent)
    dialog = ScoreDialog(sheet, tuple(SeatSpec(n) for n in names), parent)
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry().width()
    assert 2 * screen // 3 < dialog.sizeHint().width() < screen - 40  # the case: more than two thirds, less than all
    assert dialog.width() == dialog.sizeHint().width()
    assert [card.findChild(ElidedLabel).text() for card in dialog.cards][:2] == names[:2]

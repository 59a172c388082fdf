"""The new-game dialog builds seats, options and seed, and remembers them."""

from __future__ import annotations

from parkpack.engine.api import COMPUTER, HUMAN, SeatSpec
from parkpack.ui.new_game import NewGameDialog


def test_builds_seats_options_and_seed(qtbot, fake_game):
    dialog = NewGameDialog(fake_game)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.rows[0].name.setText("Ann")
    dialog.rows[1].kind.setCurrentIndex(0)  # human
    dialog.rows[2].kind.setCurrentIndex(2)  # computer, second level
    dialog.rows[2].colour.setCurrentIndex(0)  # takes red from Ann, who gets green
    dialog.option_boxes["target"].setCurrentIndex(0)
    dialog.seed.setText("42")
    setup = dialog.setup()
    assert setup.game_id == "fake" and setup.seed == 42
    assert setup.options == {"target": "6"}  # the duel rule is for two players only
    assert setup.seats == (
        SeatSpec("Ann", HUMAN, "", "green"),
        SeatSpec("Player 2", HUMAN, "", "blue"),
        SeatSpec("Computer 3", COMPUTER, "gated", "red"),
    )


def test_player_limited_options_follow_the_count(qtbot, fake_game):
    dialog = NewGameDialog(fake_game)
    qtbot.addWidget(dialog)
    dialog.count.setValue(2)
    assert set(dialog.setup().options) == {"target", "duel"}
    assert not dialog.option_boxes["duel"].isHidden()
    dialog.count.setValue(1)
    assert dialog.option_boxes["duel"].isHidden()
    assert len(dialog.setup().seats) == 1
    assert dialog.count.minimum() == 1 and dialog.count.maximum() == 4


def test_choices_are_remembered(qtbot, fake_game):
    first = NewGameDialog(fake_game)
    qtbot.addWidget(first)
    first.count.setValue(4)
    first.rows[3].name.setText("Di")
    first.option_boxes["target"].setCurrentIndex(0)
    first.accept()
    again = NewGameDialog(fake_game)
    qtbot.addWidget(again)
    assert again.count.value() == 4
    assert again.setup().seats[3].name == "Di"
    assert again.setup().options["target"] == "6"
    assert again.seed.text() == ""  # the seed is chosen afresh for every game


def test_options_box_hides_when_no_option_applies(qtbot, fake_game, monkeypatch):
    from dataclasses import replace

    only_duel = replace(fake_game.info, options=fake_game.info.options[1:])
    monkeypatch.setattr(fake_game, "info", only_duel)
    dialog = NewGameDialog(fake_game)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    assert dialog.options_group.isHidden() and dialog.setup().options == {}
    dialog.count.setValue(2)
    assert not dialog.options_group.isHidden() and dialog.setup().options == {"duel": "off"}


def test_a_long_name_shows_whole_in_its_field(qtbot, fake_game):
    """A name field scrolled its 24-letter name, its beginning hidden."""
    from PySide6.QtWidgets import QStyle, QStyleOptionFrame

    from .conftest import LONG_NAMES

    dialog = NewGameDialog(fake_game)
    qtbot.addWidget(dialog)
    dialog.count.setValue(4)
    dialog.show()
    qtbot.waitExposed(dialog)
    for row, name in zip(dialog.rows, LONG_NAMES):
        row.name.setText(name)
        option = QStyleOptionFrame()
        row.name.initStyleOption(option)
        text_room = row.name.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, row.name).width()
        assert row.name.fontMetrics().horizontalAdvance(name) < text_room - 4, name


def test_seat_colours_show_their_swatch_and_follow_the_colour_blind_palette(qtbot, fake_game):
    from PySide6.QtGui import QColor

    from parkpack.ui import prefs
    from parkpack.ui.colours import NORMAL, SAFE

    def shown(dialog: NewGameDialog) -> list[tuple[str, str]]:
        box = dialog.rows[0].colour
        colours = []
        for i in range(box.count()):
            image = box.itemIcon(i).pixmap(14, 14).toImage()
            colours.append((box.itemText(i), QColor(image.pixel(7, 7)).name()))
        return colours

    dialog = NewGameDialog(fake_game)
    qtbot.addWidget(dialog)
    assert shown(dialog)[:2] == [("Red", NORMAL["red"]), ("Blue", NORMAL["blue"])]
    prefs.set_value("ui/colour_blind", True)
    try:
        dialog = NewGameDialog(fake_game)
        qtbot.addWidget(dialog)
        # As the player cards will call them: red is drawn vermilion, blue stays blue.
        assert shown(dialog)[:3] == [("Vermilion", SAFE["red"]), ("Blue", SAFE["blue"]), ("Sea green", SAFE["green"])]
        assert dialog.setup().seats[0].colour == "red"  # the id stays
    finally:
        prefs.set_value("ui/colour_blind", False)

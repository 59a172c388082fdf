"""Board lookup: game id -> the BOARD class of parkpack.ui.<id>."""

import pytest

from parkpack.ui import boards


def test_unknown_game_has_no_board():
    with pytest.raises(boards.NoBoardError, match="no board scene for 'steamdonkey'"):
        boards.board_class("steamdonkey")


def test_package_without_board_class_is_refused():
    with pytest.raises(boards.NoBoardError, match="parkpack.ui.items has no BOARD"):
        boards.board_class("items")

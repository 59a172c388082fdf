"""Board lookup: game id -> the BOARD class of parkpack.ui.<id>."""

import pytest

from parkpack.ui import boards


def test_unknown_game_has_no_board():
    with pytest.raises(boards.NoBoardError, match="no board scene for 'carousel'"):
        boards.board_class("carousel")


def test_steam_donkey_has_its_board():
    from parkpack.ui.steamdonkey import SteamDonkeyBoard

    assert boards.board_class("steamdonkey") is SteamDonkeyBoard


def test_package_without_board_class_is_refused():
    with pytest.raises(boards.NoBoardError, match="parkpack.ui.items has no BOARD"):
        boards.board_class("items")

"""Every registered game has its launcher picture and its rules summary."""

from PySide6.QtCore import QSize

from parkpack.engine import registry
from parkpack.ui import art


def test_each_game_has_a_picture_and_a_rules_summary(qtbot):
    for game in registry.games():
        info = game.info
        assert (art.RESOURCES / "ui" / f"{info.id}.svg").exists(), info.id
        picture = art.game_picture(info.id, info.name, QSize(320, 180)).toImage()
        assert picture.pixelColor(160, 90).alpha() == 255  # the art fills the card
        text = art.rules_markdown(info.id)
        assert text is not None and text.startswith(f"# {info.name}"), info.id
        assert "## Scoring" in text


def test_unknown_game_gets_a_painted_banner(qtbot):
    banner = art.game_picture("no-such-game", "Steam Donkey", QSize(320, 180)).toImage()
    assert banner.size() == QSize(320, 180) and banner.pixelColor(5, 5).alpha() == 255
    assert art.rules_markdown("no-such-game") is None


def test_app_icon_has_every_size(qtbot):
    sizes = art.app_icon().availableSizes()
    assert QSize(16, 16) in sizes and QSize(256, 256) in sizes

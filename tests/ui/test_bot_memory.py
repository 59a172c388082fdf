"""The computer-player worker keeps the bots of the games in play, not one
per seat of every game of the session."""

from __future__ import annotations

from parkpack.engine import registry
from parkpack.engine.api import SeatSpec
from parkpack.engine.session import Session
from parkpack.ui import bot_process
from parkpack.ui.bot_process import MAX_BOTS, BotKey, _choose


def test_older_games_bots_are_forgotten_and_the_current_games_kept(fake_game) -> None:
    bot_process._bots.clear()
    bot_process._epochs.clear()
    game = registry.get("fake")
    session = Session(game, {"target": "6"}, (SeatSpec("Ann"), SeatSpec("Ben")), 1)
    for table in range(12):  # twelve games of three computer seats, one after another
        keys = [BotKey("fake", "easy", 100 * table + seat, f"{table}/0") for seat in range(3)]
        for key in keys:
            _choose(key, session.info_set(0))
        assert all(key in bot_process._bots for key in keys)  # the game in play keeps its bots
        assert len(bot_process._bots) <= MAX_BOTS
    assert len(bot_process._bots) == MAX_BOTS and set(bot_process._epochs.values()) <= {k.epoch for k in bot_process._bots}
    bot_process._bots.clear()
    bot_process._epochs.clear()

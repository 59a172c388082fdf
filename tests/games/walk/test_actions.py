from parkpack.engine.api import InfoSet
"""Action notation round-trips and refuses nonsense."""

import pytest

from parkpack.engine.errors import NotationError
from parkpack.games.walk import GAME
from parkpack.games.walk.actions import Draw, Pass, PlaceStatue, Roll, TickBonus, TurnToT
from parkpack.games.walk.content import IBIS


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("roll curve", Roll("curve")),
        ("roll T", Roll("T")),
        ("draw curve B2 NE", Draw("curve", 6, 0b0011)),
        ("draw straight C4 EW", Draw("straight", 17, 0b1010)),
        ("draw T E5 NSW", Draw("T", 24, 0b1101)),
        ("draw ibis D4", Draw("ibis", 18, IBIS)),
        ("statue A1", PlaceStatue(0)),
        ("bonus ibis-t", TickBonus("ibis-t")),
        ("turn B2 NES", TurnToT(6, 0b0111)),
        ("pass", Pass()),
    ],
)
def test_notation_round_trip(text: str, action: object) -> None:
    assert GAME.parse_action(text) == action
    assert str(action) == text


@pytest.mark.parametrize(
    "text",
    ["", "roll six", "draw curve B2 NS", "draw straight Z9 NS", "draw curve B2", "draw ibis B2 N",
     "bonus three", "turn B2 NE", "statue", "pass now", "dance"],
)
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(NotationError):
        GAME.parse_action(text)


def test_every_offered_action_survives_its_notation() -> None:
    from parkpack.engine.api import CHANCE, SeatSpec
    from parkpack.engine.bots import RandomBot
    from parkpack.engine.rng import Rng

    for seed in range(3):
        st = GAME.setup({}, [SeatSpec("Ann"), SeatSpec("Ben")], seed)
        bot, rng = RandomBot(seed), Rng(seed)
        while (who := GAME.to_act(st)) is not None:
            legal = GAME.legal_actions(st)
            for action in legal:
                assert GAME.parse_action(str(action)) == action
            if who == CHANCE:
                action = rng.weighted(GAME.chance_outcomes(st))
            else:
                action = bot.choose(GAME, InfoSet(who, st, legal))
            st = GAME.apply(st, action)

"""The computer players: legal moves from a seat's information only."""

import pytest

from parkpack.engine.api import CHANCE, InfoSet
from parkpack.engine.bots import make_bot
from parkpack.engine.errors import ParkpackError
from parkpack.engine.rng import Rng
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.measure import play as play_game

from .helpers import seats


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_each_level_plays_legal_moves_to_the_end(level):
    state = GAME.setup({}, seats(3), 11)
    bots = [make_bot(GAME, level, i) for i in range(3)]
    chance = Rng("bots")
    while (seat := GAME.to_act(state)) is not None:
        if seat == CHANCE:
            action = chance.weighted(GAME.chance_outcomes(state))
        else:
            legal = GAME.legal_actions(state)
            action = bots[seat].choose(GAME, InfoSet(seat, GAME.view(state, seat), legal))
            assert action in legal
        state = GAME.apply(state, action)
    assert GAME.scores(state).winners


def test_bots_see_only_the_view():
    # A bot given the view and the legal actions must not need the hidden goals or boards.
    state = GAME.setup({}, seats(2), 5)
    chance = Rng("view-only")
    bot = make_bot(GAME, "hard", 1)
    for _ in range(200):
        seat = GAME.to_act(state)
        if seat is None:
            break
        if seat == CHANCE:
            state = GAME.apply(state, chance.weighted(GAME.chance_outcomes(state)))
            continue
        view = GAME.view(state, seat)
        action = bot.choose(GAME, InfoSet(seat, view, GAME.legal_actions(state)))
        assert action in GAME.legal_actions(state)
        state = GAME.apply(state, action)


def test_solo_bots_finish_against_becky_in_both_forms():
    for form in ("normal", "harder"):
        final = play_game(["hard"], 3, {"becky": form})
        sheet = GAME.scores(final)
        assert sheet.solo_result in ("Win", "Loss")
        assert len(final.becky.cards) == 10


def test_levels_and_unknown_level():
    assert [b.id for b in GAME.info.bot_levels] == ["easy", "normal", "hard", "expert"]
    with pytest.raises(ParkpackError):
        GAME.bot("master", 1)


def test_normal_beats_easy_and_hard_beats_normal_in_a_few_seeded_games():
    # Deterministic seeds: the strength tables over hundreds of games are in docs/content-tenpenny.md.
    def wins(a, b, games):
        won = 0
        for seed in range(games):
            levels = [a, b] if seed % 2 == 0 else [b, a]
            sheet = GAME.scores(play_game(levels, 40 + seed))
            won += levels[sheet.winners[0]] == a
        return won
    assert wins("normal", "easy", 6) >= 4
    assert wins("hard", "normal", 6) >= 4

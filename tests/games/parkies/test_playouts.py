from parkpack.engine.api import InfoSet
"""Seeded random playouts for every player count and mat side: invariants after
every action, notation round trips, termination, replay from the action list."""

import pytest

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.bots import RandomBot
from parkpack.engine.errors import InvariantError
from parkpack.engine.session import Session
from parkpack.engine.snapshot import to_data
from parkpack.games.parkies import GAME
from parkpack.games.parkies.content import MAX_ROUNDS

SEATS = [SeatSpec(f"P{i}", "computer", "random") for i in range(6)]


def random_session(n, lake, seed, limit=100_000):
    session = Session(GAME, {"lake": lake}, SEATS[:n], seed)
    bot = RandomBot(seed)
    for _ in range(limit):
        seat = session.to_act
        if seat is None:
            return session
        if seat == CHANCE:
            action = session.chance_action()
        else:
            action = bot.choose(GAME, InfoSet(seat, GAME.view(session.state, seat), session.legal_actions()))
        assert GAME.parse_action(str(action)) == action
        assert GAME.text.describe(session.state, action).text
        session.play(action)
        GAME.check(session.state)
    raise AssertionError("game did not end")


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("lake", ["off", "on"])
def test_random_games_keep_every_invariant_and_end(n, lake):
    session = random_session(n, lake, seed=n * 7 + len(lake))
    state = session.state
    assert state.round <= MAX_ROUNDS
    sheet = GAME.scores(state)
    assert sheet.winners and len(sheet.players) == n
    for p in sheet.players:
        assert p.total == sum(line.points for line in p.lines)
    # The action list replays to the same state.
    again = Session(GAME, {"lake": lake}, SEATS[:n], session.seed)
    again.replay(session.history)
    assert to_data(again.state) == to_data(state)


def test_view_hides_nothing_and_prompt_summary_work():
    session = random_session(4, "off", seed=3)
    state = session.state
    assert GAME.view(state, 0) == state
    sheet = GAME.scores(state)
    assert GAME.text.prompt(state).startswith("Game over: ")
    assert f"with {sheet.total(sheet.winners[0])} point" in GAME.text.prompt(state)
    for seat in range(4):
        lines = GAME.text.summary(state, seat)
        assert lines[0].startswith(f"${state.players[seat].money} · income $")


def test_check_catches_a_lost_tile_and_a_lost_parkie():
    from dataclasses import replace

    state = GAME.setup({}, SEATS[:3], 1)
    piles = (replace(state.piles[0], unseen=state.piles[0].unseen[1:]),) + state.piles[1:]
    with pytest.raises(InvariantError):
        GAME.check(replace(state, piles=piles))
    with pytest.raises(InvariantError):
        GAME.check(replace(state, pool=(4,) + state.pool[1:]))
    with pytest.raises(InvariantError):
        GAME.check(replace(state, players=(replace(state.players[0], money=-1),) + state.players[1:]))


def test_setup_refuses_bad_options():
    from parkpack.engine.errors import OptionError

    with pytest.raises(OptionError):
        GAME.setup({}, SEATS[:1], 1)
    with pytest.raises(OptionError):
        GAME.setup({"lake": "maybe"}, SEATS[:3], 1)
    seats = [SeatSpec("A", colour="red"), SeatSpec("B", colour="red")]
    with pytest.raises(OptionError):
        GAME.setup({}, seats, 1)
    state = GAME.setup({}, [SeatSpec("A", colour="green"), SeatSpec("B")], 1)
    assert [p.colour for p in state.players] == ["green", "blue"]


class _NoHook:
    """A game whose ``playout_weights`` keeps the default: RandomBot must stay uniform."""

    def playout_weights(self, state: object, legal: object) -> None:
        return None


def test_random_bot_is_uniform_without_the_playout_hook():
    from parkpack.engine.rng import Rng

    legal = tuple(range(7))
    bot, rng = RandomBot(5), Rng("random-bot/5")
    assert [bot.choose(_NoHook(), InfoSet(0, None, legal)) for _ in range(50)] == [rng.pick(legal) for _ in range(50)]


def test_random_bot_follows_parkies_playout_weights():
    from parkpack.games.parkies.actions import CashIn, Demolish, PoolBid

    legal = (PoolBid(), Demolish("S-01"), CashIn("red", "S-01"))
    state = GAME.setup({}, SEATS[:3], 0)
    weights = GAME.playout_weights(state, legal)
    assert weights[0] == 1.0 and weights[1] < 0.1 and weights[2] < 0.1
    bot = RandomBot(3)
    picks = [bot.choose(GAME, InfoSet(0, state, legal)) for _ in range(400)]
    assert picks.count(legal[0]) > 360  # demolish and cash-in are rare choices
    assert 0 < picks.count(legal[1]) + picks.count(legal[2]) < 40
    again = RandomBot(3)
    assert [again.choose(GAME, InfoSet(0, state, legal)) for _ in range(400)] == picks  # deterministic

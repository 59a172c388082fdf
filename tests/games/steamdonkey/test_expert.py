"""The expert (engine/expert.py) in Steam Donkey: its estimates, its priors,
a whole game on a small budget, and no peeking: worlds its seat cannot tell
apart give the same search. Iteration budgets only (never the clock)."""

from dataclasses import replace

import pytest

from parkpack.engine.api import CHANCE, COMPUTER, InfoSet, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.expert import ExpertBot
from parkpack.engine.rng import Rng
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey import expert
from parkpack.games.steamdonkey.actions import Action
from parkpack.games.steamdonkey.bots_policy import step
from parkpack.games.steamdonkey.bots_eval import DEFAULT
from parkpack.games.steamdonkey.state import BUILD, MOVE, START, State

from .games import random_states
from .helpers import Picker, player, position


def _info(st: State) -> InfoSet[State, Action]:
    seat = GAME.to_act(st)
    assert seat is not None and seat >= 0
    return InfoSet(seat, GAME.view(st, seat), GAME.legal_actions(st))


def test_the_expert_is_offered_and_takes_its_limits() -> None:
    assert [lv.id for lv in GAME.info.bot_levels][-1] == "expert"
    bot = make_bot(GAME, "expert", 3, iterations=7)
    assert isinstance(bot, ExpertBot) and bot.config.iterations == 7
    assert GAME.playout_policy(1) is not None


def test_estimates_only_at_the_start_of_a_turn_and_favour_the_leader() -> None:
    pk = Picker()
    ahead = {"GL": [pk.pick("Convalescent Home")], "YM": [pk.pick("Pier")], "RM": [pk.pick("Seaside Tower")]}
    st = position([player("Ann", spaces=ahead), player("Ben")], discard=[pk.pick("Lighthouse")])
    values = GAME.evaluate(st)
    assert values is not None and len(values) == 2 and values[0] > 0.5 > values[1]
    assert GAME.evaluate(replace(st, phase=BUILD, act=replace(st.act, colours=(0,)))) is None


def test_inside_a_turn_the_hard_players_step_has_half_the_prior() -> None:
    pk = Picker()
    maze, fountain, cross = pk.pick("Hedge Maze"), pk.pick("Drinking Fountain"), pk.pick("Market Cross")
    st = position([player("Ann", [maze, fountain, cross]), player("Ben")], discard=[pk.pick("Lighthouse")])
    st = GAME.apply(st, GAME.parse_action("build green"))
    legal = GAME.legal_actions(st)
    weights = expert.priors(st, legal)
    choice = legal.index(step(st, legal, DEFAULT))
    assert len(legal) > 2
    assert weights[choice] == pytest.approx(sum(weights) / 2)


def _decisions(n: int, seed: int, advanced: bool) -> list[State]:
    """Positions in mid-game where a seat decides something with faces it cannot see."""
    out = []
    for st in random_states(n, seed, advanced, every=7):
        who = GAME.to_act(st)
        if who is None or who == CHANCE or st.phase not in (START, BUILD, MOVE) or st.turn < 4:
            continue
        if len(GAME.legal_actions(st)) > 1:
            out.append(st)
    return out


@pytest.mark.parametrize("n,seed,advanced", [(2, 21, False), (3, 22, True)])
def test_the_expert_searches_alike_in_worlds_its_seat_cannot_tell_apart(n: int, seed: int, advanced: bool) -> None:
    checked = 0
    for st in _decisions(n, seed, advanced)[:3]:
        info = _info(st)
        rng = Rng(f"other-world/{seed}")
        worlds = [GAME.determinize(info.view, info.seat, rng) for _ in range(2)]
        assert any(w != st for w in worlds)  # other faces in other hands and in the deck
        results = []
        for world in [st, *worlds]:
            world_info = _info(world)
            assert world_info.view == info.view and world_info.legal == info.legal
            bot = make_bot(GAME, "expert", seed, iterations=expert.TRUST_AFTER + 20)  # its own choice, not the guide's
            assert isinstance(bot, ExpertBot)
            result = bot.analyse(GAME, world_info)
            results.append((result.best, [(s.action, s.visits, None if s.value != s.value else round(s.value, 9)) for s in result.stats]))
        assert results[0] == results[1] == results[2]
        checked += 1
    assert checked == 3


def test_the_expert_plays_a_whole_game_on_a_small_budget() -> None:
    seats = [SeatSpec("A", COMPUTER, "expert"), SeatSpec("B", COMPUTER, "easy")]
    st = GAME.setup({"advanced": "on"}, seats, 5)
    bots = [make_bot(GAME, "expert", 1, iterations=6), make_bot(GAME, "easy", 2)]
    rng = Rng("expert-game")
    while (who := GAME.to_act(st)) is not None:
        legal = GAME.legal_actions(st)
        if who == CHANCE:
            action = rng.weighted(GAME.chance_outcomes(st))
        else:
            action = bots[who].choose(GAME, InfoSet(who, GAME.view(st, who), legal))
            assert action in legal
        st = GAME.apply(st, action)
    assert st.over and st.ender >= 0


def test_the_estimate_is_taken_a_round_ahead_and_depends_on_the_position_alone() -> None:
    from parkpack.engine.api import MARGIN_WEIGHT
    from parkpack.games.steamdonkey.bots_eval import evaluate as margin, win_chance

    def judged(st: State, seat: int) -> float:
        return win_chance(st, seat, DEFAULT) + MARGIN_WEIGHT * margin(st, seat, DEFAULT)

    checked, differ = 0, 0
    for st in random_states(2, 31, False, every=5):
        if st.phase != START or st.over or st.turn < 3:
            continue
        values = GAME.evaluate(st)
        assert values is not None and GAME.evaluate(st) == values  # no generator carried between calls
        ahead = expert.round_ahead(st)
        assert ahead.over or ahead.turn == st.turn + 2  # both seats have had a turn
        assert values == pytest.approx(tuple(judged(ahead, seat) for seat in range(2)))
        differ += values != pytest.approx(tuple(judged(st, seat) for seat in range(2)))
        checked += 1
    assert checked >= 3 and differ >= 1


def test_a_search_too_short_to_trust_plays_the_hard_players_move() -> None:
    """Under TRUST_AFTER iterations (a slow or busy computer) the expert's
    move is the hard player's, even where such a short search would rank
    another move first."""
    overruled = 0
    for st in _decisions(2, 21, False)[:20]:
        info = _info(st)
        guide = _bot(iterations=60).guide(GAME, info)
        result = _bot(iterations=60).analyse(GAME, info)
        assert result.iterations < expert.TRUST_AFTER and result.best == guide
        untrusting = _bot(iterations=60)
        untrusting.config = replace(untrusting.config, trust_after=0)
        overruled += untrusting.analyse(GAME, info).best != guide
    assert overruled  # without the rule some of these short searches leave the hard player's move


def _bot(iterations: int) -> expert.SteamDonkeyExpert:
    bot = make_bot(GAME, "expert", 4, iterations=iterations)
    assert isinstance(bot, expert.SteamDonkeyExpert)
    return bot

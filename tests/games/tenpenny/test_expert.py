"""The Tenpenny Parks expert: its estimate, priors and quick player, whole
games, and that it never uses what its seat cannot see."""

from __future__ import annotations

from dataclasses import replace

import pytest

from parkpack.engine.api import CHANCE, COMPUTER, InfoSet, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.expert import EXPERT
from parkpack.engine.rng import Rng
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny import expert
from parkpack.games.tenpenny.bot_hard import HardBot
from parkpack.games.tenpenny.content import EXPANSION, EXPANSION_BOARDS
from parkpack.games.tenpenny.state import HIDDEN, Stack

from .helpers import settle, start, with_board


def test_the_expert_is_offered_and_takes_its_limits():
    assert GAME.info.bot_levels[-1].id == EXPERT
    bot = make_bot(GAME, EXPERT, 3, think_ms=300)
    assert isinstance(bot, expert.TenpennyExpert) and bot.config.think_ms == 300
    bot.limit(iterations=9)
    assert bot.config.iterations == 9


def test_estimates_are_win_chances_between_turns_only():
    state = start(2)
    assert state.task.kind == "worker"
    values = GAME.evaluate(state)
    assert values is not None and len(values) == 2
    assert all(0 < v < 1.2 for v in values) and abs(sum(values) - 1) < 0.2
    builder = next(a for a in GAME.legal_actions(state) if str(a).startswith("worker ") and "-" not in str(a)
                   and GAME.apply(state, a).task.kind in ("card-top", "place"))
    after = GAME.apply(state, builder)
    assert after.task.kind in expert.MID_TURN
    assert GAME.evaluate(after) is None  # the tile is still to be placed


def test_solo_estimate_is_the_chance_of_beating_becky():
    state = start(1)
    (value,) = GAME.evaluate(state)
    assert 0 < value < 1.2
    ahead = replace(state, players=(replace(state.players[0], vp_bonus=30),))
    (better,) = GAME.evaluate(ahead)
    assert better > value + 0.2


def test_priors_follow_the_hard_players_judgement():
    state = start(2)
    legal = GAME.legal_actions(state)
    prior = GAME.priors(state, legal)
    assert prior is not None and len(prior) == len(legal) and max(prior) == 1.0
    assert min(prior) < 1.0  # not all alike


def _play(seed, levels, options=None, budget=6):
    seats = tuple(SeatSpec(f"c{i}", COMPUTER, lv) for i, lv in enumerate(levels))
    state = GAME.setup(options or {}, seats, seed)
    bots = [make_bot(GAME, lv, seed + i, iterations=budget) for i, lv in enumerate(levels)]
    rng = Rng(seed)
    while (seat := GAME.to_act(state)) is not None:
        if seat == CHANCE:
            state = GAME.apply(state, rng.weighted(GAME.chance_outcomes(state)))
            continue
        legal = GAME.legal_actions(state)
        action = bots[seat].choose(GAME, InfoSet(seat, GAME.view(state, seat), legal))
        assert action in legal
        state = GAME.apply(state, action)
    return GAME.scores(state)


def test_whole_games_with_a_small_budget_two_players_and_solo():
    assert _play(4, ("expert", "hard")).winners
    sheet = _play(5, ("expert",), {"becky": "harder"})
    assert sheet.solo_result in ("Win", "Loss") and sheet.automata == ("Becky",)


@pytest.mark.parametrize("players,seed,options", [(2, 21, None), (1, 22, None)])
def test_only_worker_placements_are_searched_the_rest_is_the_hard_players(players, seed, options):
    """Searched, the goals, the property, advertising and the rest cost the
    expert points against Becky (docs/computer-players.md)."""
    kinds = set()
    for state in decision_points(players, seed, options, every=1):
        seat = GAME.to_act(state)
        info = InfoSet(seat, GAME.view(state, seat), GAME.legal_actions(state))
        if state.task.kind == "worker":
            assert expert.make(seed).forced(GAME, info) is None
        else:
            kinds.add(state.task.kind)
            # (Each from a fresh player: the hard player breaks ties at random.)
            assert expert.make(seed).choose(GAME, info) == HardBot(seed, expert.WEIGHTS).choose(GAME, info)
    assert {"keep", "property", "advertising"} <= kinds


# --- no peeking ------------------------------------------------------------------------
def other_goals(state, seat, k):
    """The same game with the goal cards ``seat`` cannot see dealt otherwise:
    every unseen card (other seats' dealt, kept and returned goals and the
    pool) moved ``k`` places round, each slot keeping its kind."""
    slots = []
    for j, p in enumerate(state.players):
        if j != seat:
            slots += [(j, "dealt", i) for i in range(len(p.dealt))]
            slots += [(j, "goals", i) for i in range(len(p.goals)) if p.goals[i] != HIDDEN]
            if p.returned not in ("", HIDDEN):
                slots.append((j, "returned", 0))
    cards = []
    for j, field, i in slots:
        value = getattr(state.players[j], field)
        cards.append(value if field == "returned" else value[i])
    cards += list(state.goal_pool)
    moved = cards[k % len(cards):] + cards[: k % len(cards)]
    players = [replace(p) for p in state.players]
    fields: dict[tuple[int, str], list[str]] = {}
    for n, (j, field, i) in enumerate(slots):
        if field == "returned":
            players[j] = replace(players[j], returned=moved[n])
        else:
            fields.setdefault((j, field), list(getattr(state.players[j], field)))[i] = moved[n]
    for (j, field), values in fields.items():
        players[j] = replace(players[j], **{field: tuple(sorted(values)) if field == "goals" else tuple(values)})
    return replace(state, players=tuple(players), goal_pool=tuple(sorted(moved[len(slots):])))


def other_tops(state):
    """The same game with every stack's top board swapped for an unseen board
    showing the same face, where there is one."""
    b = state.board
    stacks, pool = list(b.stacks), list(b.board_pool)
    for k, top in enumerate(stacks):
        if not top.board:
            continue
        same = [x.id for x in EXPANSION_BOARDS if x.id in pool and top.face in (x.a, x.b)]
        if same:
            pool.remove(same[0])
            pool.append(top.board)
            stacks[k] = Stack(top.count, top.face, same[0])
    return with_board(state, stacks=tuple(stacks), board_pool=tuple(sorted(pool)))


def decision_points(players, seed, options=None, every=7):
    """Decision points of a game between hard players, one in ``every``."""
    seats = tuple(SeatSpec(f"c{i}", COMPUTER, "hard") for i in range(players))
    state = GAME.setup(options or {}, seats, seed)
    bots = [HardBot(i) for i in range(players)]
    rng = Rng(f"peek/{seed}")
    count = 0
    while (seat := GAME.to_act(state)) is not None:
        if seat == CHANCE:
            state = GAME.apply(state, rng.weighted(GAME.chance_outcomes(state)))
            continue
        legal = GAME.legal_actions(state)
        if len(legal) > 1:
            count += 1
            if (count - 1) % every == 0:
                yield state
        state = GAME.apply(state, bots[seat].choose(GAME, InfoSet(seat, GAME.view(state, seat), legal)))


def _worlds(state, seat):
    yield state
    for k in (1, 2, 5):
        world = other_goals(state, seat, k)
        GAME.check(world)
        yield world
    yield other_tops(other_goals(state, seat, 3))


@pytest.mark.parametrize("players,seed,options", [(2, 11, None), (3, 12, None), (1, 13, {"becky": "harder"})])
def test_the_expert_chooses_alike_whatever_its_seat_cannot_see(players, seed, options):
    differed = checked = 0
    for state in decision_points(players, seed, options, every=9 if players > 1 else 5):
        seat = GAME.to_act(state)
        view = GAME.view(state, seat)
        chosen = set()
        worlds = list(_worlds(state, seat))
        for world in worlds:
            assert GAME.view(world, seat) == view  # the seat cannot tell them apart
            bot = expert.make(seed)
            bot.limit(iterations=40)
            legal = GAME.legal_actions(world)
            assert legal == GAME.legal_actions(state)
            chosen.add(bot.choose(GAME, InfoSet(seat, GAME.view(world, seat), legal)))
        assert len(chosen) == 1, f"{state.task} chose {chosen}"
        differed += any(w != state for w in worlds[1:])
        checked += 1
        if checked == 6:
            break
    assert checked == 6 and differed == checked  # the worlds really differed


def test_a_short_thinking_time_takes_the_one_deep_guide():
    """The hard player's two-deep plan would use up a quarter-second move on its own."""
    from parkpack.games.tenpenny.bot_normal import PlanningBot

    one_deep = PlanningBot(2, expert.WEIGHTS, expert._VALUE)
    for state in decision_points(2, 14, every=1):
        seat = GAME.to_act(state)
        info = InfoSet(seat, GAME.view(state, seat), GAME.legal_actions(state))
        two_deep = HardBot(2, expert.WEIGHTS)  # fresh each time, as in the guide
        if state.task.kind == "worker" and one_deep.choose(GAME, info) != two_deep.choose(GAME, info):
            break
    else:
        pytest.fail("the two guides never differed")
    bot = expert.make(2)
    bot.limit(think_ms=250)
    assert bot.guide(GAME, info) == one_deep.choose(GAME, info)
    for limits in ({"think_ms": expert.HARD_GUIDE_MS}, {"think_ms": 250, "iterations": 30}):
        bot = expert.make(2)
        bot.limit(**limits)
        assert bot.guide(GAME, info) == HardBot(2, expert.WEIGHTS).choose(GAME, info)

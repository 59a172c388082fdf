"""The expert level in A Walk in the Park and Parkies, its limits, and
hints remembered by the session and its save."""

from __future__ import annotations

import json

from parkpack.engine import registry, saves
from parkpack.engine.api import CHANCE, COMPUTER, HUMAN, InfoSet, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.expert import EXPERT, ExpertBot
from parkpack.engine.rng import Rng
from parkpack.engine.session import Session
from parkpack.games.parkies import expert as parkies_expert
from parkpack.games.parkies import expert_weights
from parkpack.games.walk import expert as walk_expert
from parkpack.games.walk.actions import PlaceStatue


def test_both_games_offer_the_expert():
    for game_id in ("walk", "parkies"):
        game = registry.get(game_id)
        assert game.info.bot_levels[-1].id == EXPERT
        bot = make_bot(game, EXPERT, 3, think_ms=400)
        assert isinstance(bot, ExpertBot) and bot.config.think_ms == 400 and bot.config.iterations == 0
        bot.limit(iterations=12)
        assert bot.config.iterations == 12 and bot.config.think_ms == 400


def test_other_levels_ignore_the_limits():
    game = registry.get("walk")
    assert not isinstance(make_bot(game, "hard", 1, think_ms=400, iterations=5), ExpertBot)


def _first_decision(game_id, players, seed=3, options=None):
    game = registry.get(game_id)
    seats = tuple(SeatSpec(f"c{i}", COMPUTER, "hard") for i in range(players))
    state = game.setup(options or {}, seats, seed)
    rng = Rng(seed)
    while game.to_act(state) == CHANCE:
        state = game.apply(state, rng.weighted(game.chance_outcomes(state)))
    return game, state


def test_walk_estimates_at_the_start_of_a_turn_only():
    game, state = _first_decision("walk", 2)
    assert game.evaluate(state) is None  # a piece is still to be drawn
    while game.to_act(state) != CHANCE:
        state = game.apply(state, game.legal_actions(state)[0])
    first, second = game.evaluate(state)
    assert 0 < first < 1 and 0 < second < 1 and abs(first + second - 1) < 0.05


def test_walk_solo_estimate_is_points():
    game, state = _first_decision("walk", 1, options={"level": "2"})
    state = game.apply(state, game.legal_actions(state)[0])
    while game.to_act(state) != CHANCE:
        state = game.apply(state, game.legal_actions(state)[0])
    (points,) = game.evaluate(state)
    assert 8 < points < 30


def test_walk_statue_square_is_not_searched():
    bot = walk_expert.make(1)
    game = registry.get("walk")
    statues = (PlaceStatue(3), PlaceStatue(7))
    _, state = _first_decision("walk", 1, options={"level": "1"})
    assert bot.forced(game, InfoSet(0, state, statues)) == statues[0]


def test_parkies_weights_fit_its_features():
    assert expert_weights.FEATURES == parkies_expert.FEATURES
    assert all(len(w) == len(parkies_expert.FEATURES) for w in expert_weights.WEIGHTS)
    assert len(expert_weights.WEIGHTS) == len(expert_weights.SPREADS) == 5


def test_parkies_estimates_chances_of_winning():
    game, state = _first_decision("parkies", 2)
    values = game.evaluate(state)
    assert values is not None and all(0 < v < 1 for v in values)
    prior = game.priors(state, game.legal_actions(state))
    assert prior is not None and max(prior) >= sum(prior) / 2  # the hard player's choice first


def test_the_expert_plays_a_whole_parkies_game_with_a_small_budget():
    game = registry.get("parkies")
    seats = (SeatSpec("a", COMPUTER, EXPERT), SeatSpec("b", COMPUTER, "hard"))
    state = game.setup({}, seats, 5)
    bots = [make_bot(game, EXPERT, 1, iterations=8), make_bot(game, "hard", 2)]
    rng = Rng(5)
    while (seat := game.to_act(state)) is not None:
        if seat == CHANCE:
            state = game.apply(state, rng.weighted(game.chance_outcomes(state)))
            continue
        legal = game.legal_actions(state)
        action = bots[seat].choose(game, InfoSet(seat, game.view(state, seat), legal))
        assert action in legal
        state = game.apply(state, action)
    assert game.scores(state).winners


def test_session_notes_hints_and_the_save_keeps_them(tmp_path):
    game = registry.get("walk")
    session = Session(game, {"level": "1"}, (SeatSpec("Ann", HUMAN),), 8)
    session.resolve_chance()
    session.note_hint()
    session.note_hint()  # the same decision counts once
    session.play(session.legal_actions()[0])
    session.note_hint()
    assert session.hints == [1, 2]
    path = tmp_path / "g.parkpack.json"
    saves.save(session, path)
    assert json.loads(path.read_text())["hints"] == [1, 2]
    assert saves.load(path).hints == [1, 2]


def test_a_save_without_hints_or_with_odd_ones_loads():
    game = registry.get("walk")
    session = Session(game, {"level": "1"}, (SeatSpec("Ann", HUMAN),), 8)
    session.resolve_chance()
    doc = saves.session_to_document(session)
    del doc["hints"]
    assert saves.session_from_document(doc).hints == []
    doc["hints"] = [0, "x", True, 99, -1]
    assert saves.session_from_document(doc).hints == [0, 1]  # a hint past the end counts at the last move


def _bid_offering_a_bigger_trump():
    """The first decision of a seeded hard-player game at which the bid
    offers ``trump X more`` beside other moves."""
    from parkpack.games.parkies.actions import TrumpMore

    game = registry.get("parkies")
    seats = (SeatSpec("a", COMPUTER, "hard"), SeatSpec("b", COMPUTER, "hard"))
    state = game.setup({}, seats, 3)
    bots, rng = [make_bot(game, "hard", 1), make_bot(game, "hard", 2)], Rng(3)
    while (seat := game.to_act(state)) is not None:
        if seat == CHANCE:
            state = game.apply(state, rng.weighted(game.chance_outcomes(state)))
            continue
        legal = game.legal_actions(state)
        if any(isinstance(a, TrumpMore) for a in legal):
            return game, InfoSet(seat, state, legal)
        state = game.apply(state, bots[seat].choose(game, InfoSet(seat, state, legal)))
    raise AssertionError("no bigger trump offered")


def test_the_parkies_expert_never_opens_the_bigger_trump_choice_it_could_leave_for_ever():
    from parkpack.games.parkies.actions import TrumpBack, TrumpMore

    game, info = _bid_offering_a_bigger_trump()
    bot = make_bot(game, EXPERT, 4, iterations=60)
    result = bot.analyse(game, info)
    assert not any(isinstance(s.action, TrumpMore) for s in result.stats)
    assert not isinstance(bot.choose(game, info), TrumpMore)
    # Inside the choice (a player who opened it asks for a hint) every move stays open.
    more = next(a for a in info.legal if isinstance(a, TrumpMore))
    inside = game.apply(info.view, more)
    legal = game.legal_actions(inside)
    assert any(isinstance(a, TrumpBack) for a in legal)
    assert {s.action for s in bot.analyse(game, InfoSet(info.seat, inside, legal)).stats} == set(legal)

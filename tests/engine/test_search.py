"""The search and the expert on small games with known answers, always with
iteration budgets (never the clock)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from parkpack.engine.api import CHANCE, InfoSet, default_outcome
from parkpack.engine.expert import ExpertBot, hint, hint_text
from parkpack.engine.rng import Rng
from parkpack.engine.search import Search, SearchConfig, normalised, search

from tests.conformance.dice_game import HIDDEN, DiceGame

from .small_games import HIDDEN as FACE_DOWN
from .small_games import CardGame, Cards, GambleGame, Nim, NimGame, Word

BUDGET = SearchConfig(iterations=400)


def info_of(game, state):
    seat = game.to_act(state)
    return InfoSet(seat, game.view(state, seat), game.legal_actions(state))


@pytest.mark.parametrize("counters, winning", [(4, "take 1"), (5, "take 2"), (7, "take 1"), (8, "take 2")])
def test_it_finds_the_forced_win(counters, winning):
    game = NimGame()
    state = Nim(counters, 0)
    result = search(game, info_of(game, state), BUDGET, seed=1)
    assert str(result.best) == winning
    stats = {str(s.action): s for s in result.stats}
    losing = next(k for k in stats if k != winning)
    # The winning move is judged close to a sure win, and searched most.
    assert stats[winning].value > 0.9 and stats[winning].value > stats[losing].value + 0.25
    assert stats[winning].visits > 4 * stats[losing].visits


def test_it_plays_the_whole_forced_win():
    game = NimGame()
    state = Nim(10, 0)
    expert, loser = ExpertBot(3, BUDGET), game.bot("random", 1)
    while game.to_act(state) is not None:
        bot = expert if state.turn == 0 else loser
        state = game.apply(state, bot.choose(game, info_of(game, state)))
    assert state.winner == 0  # 10 counters: the first player wins with best play


@pytest.mark.parametrize("weights, choice", [((1.0, 3.0), "sure"), ((3.0, 1.0), "gamble")])
def test_chance_is_weighed_by_its_weights(weights, choice):
    game = GambleGame(*weights)
    state = game.setup({}, (), 0)
    result = search(game, info_of(game, state), BUDGET, seed=2)
    assert str(result.best) == choice
    gamble = next(s for s in result.stats if str(s.action) == "gamble")
    if choice == "gamble":
        # Points alone: the gamble is worth 10 x its chance, dealt in proportion.
        assert gamble.value == pytest.approx(10 * weights[0] / sum(weights), abs=0.1)


def test_same_seed_and_budget_same_search():
    game = DiceGame()
    state = _dice_decision(seed=4)
    info = info_of(game, state)
    first = search(game, info, SearchConfig(iterations=300), seed=9)
    again = search(game, info, SearchConfig(iterations=300), seed=9)
    assert first == replace(again, seconds=first.seconds)
    assert first.iterations == 300 and sum(s.visits for s in first.stats) == 300


def test_values_are_per_seat_not_zero_sum():
    game = NimGame()
    # A finished game of two: the winner 1 plus a hundredth a point of lead, the loser 0 minus it.
    assert default_outcome(game.scores(Nim(0, 1, 0))) == (1.01, -0.01)


def test_normalised_priors():
    assert normalised(None, 4) == [0.25] * 4
    assert normalised([0, 0], 2) == [0.5, 0.5]
    assert normalised([1, 3], 2) == [0.25, 0.75]


def test_hint_text_in_win_chances_and_points():
    game = NimGame()
    info = info_of(game, Nim(4, 0))
    suggestion = hint(ExpertBot(1, BUDGET), game, info)
    assert str(suggestion.action) == "take 1"
    assert re.fullmatch(r"Suggested: take 1 — about (9\d|100) % to win \(next best, take 2: \d+ %\)\.", suggestion.text)
    solo = GambleGame(3.0, 1.0)
    result = search(solo, info_of(solo, solo.setup({}, (), 0)), BUDGET, seed=2)
    assert "points expected" in hint_text(result, points=True)


def test_a_hint_too_long_for_its_line_gives_the_next_best_figure_without_its_words():
    """Named in full, a long move and its runner-up ran a hint to four lines."""
    game = NimGame()
    info = info_of(game, Nim(4, 0))
    result = search(game, info, BUDGET, seed=1)
    short = hint_text(result, points=False, name=lambda action: f"{action} now")
    assert re.fullmatch(r"Suggested: take 1 now — about \d+ % to win \(next best, take 2 now: \d+ %\)\.", short)
    wordy = hint_text(result, points=False, name=lambda action: f"{action}, {'and a long reason why ' * 3}")
    assert re.fullmatch(r"Suggested: take 1, .* — about \d+ % to win \(next best: \d+ %\)\.", wordy)
    assert wordy.count("long reason") == 3  # the suggested move keeps its words; only the runner-up's go
    solo = GambleGame(3.0, 1.0)
    result = search(solo, info_of(solo, solo.setup({}, (), 0)), BUDGET, seed=2)
    wordy = hint_text(result, points=True, name=lambda action: f"{action}, {'and a long reason why ' * 4}")
    assert "points expected (next best: " in wordy and wordy.count("long reason") == 4


def take_two(info):
    """Nim's "take 2", the move the search does not prefer at Nim(4, 0)."""
    return next(a for a in info.legal if str(a) == "take 2")


class _TakesTwo(ExpertBot):
    """An expert whose game leaves the Nim decision to a quicker judgement: always take 2."""

    def forced(self, game, info):
        return take_two(info)


def test_a_hint_suggests_the_move_the_expert_would_play_when_its_game_forces_one():
    game = NimGame()
    info = info_of(game, Nim(4, 0))  # the search prefers "take 1" (above)
    bot = _TakesTwo(1, BUDGET)
    suggestion = hint(bot, game, info)
    assert suggestion.action == bot.choose(game, info) and str(suggestion.action) == "take 2"
    # Its own figure only: a "next best" that the search rated higher would contradict it.
    assert re.fullmatch(r"Suggested: take 2 — about \d+ % to win\.", suggestion.text)


class _GuidedToTakeTwo(ExpertBot):
    """An expert whose guide (a quicker player) would take 2."""

    def guide(self, game, info):
        return take_two(info)


def test_a_hint_from_a_search_too_short_to_trust_gives_the_guides_move_and_its_figure_alone():
    game = NimGame()
    info = info_of(game, Nim(4, 0))  # the search prefers "take 1" (above)
    short = _GuidedToTakeTwo(1, SearchConfig(iterations=60, trust_after=100))
    suggestion = hint(short, game, info)
    assert str(suggestion.action) == "take 2" == str(short.choose(game, info))
    assert re.fullmatch(r"Suggested: take 2 — about \d+ % to win\.", suggestion.text)
    # Searched long enough, the hint is the search's, with the runner-up's figure.
    full = hint(_GuidedToTakeTwo(1, SearchConfig(iterations=400, trust_after=100)), game, info)
    assert str(full.action) == "take 1" and "next best" in full.text

# --- it never sees more than its seat --------------------------------------------
def _dice_decision(seed: int) -> object:
    """A decision of seat 0 in a three-seat Hidden Dice game, cards dealt."""
    game = DiceGame()
    state = game.setup({"rounds": "3"}, [None, None, None], 0)  # type: ignore[list-item]
    rng = Rng(f"dice/{seed}")
    while game.to_act(state) == CHANCE:
        state = game.apply(state, rng.weighted(game.chance_outcomes(state)))
    return state


def _other_worlds(state, seat: int):
    """The same position with every card this seat cannot see dealt otherwise."""
    game = DiceGame()
    for k in range(1, 5):
        cards = tuple(
            c if i == seat or state.shown[i] else 1 + (c + k) % 4 for i, c in enumerate(state.cards)
        )
        yield replace(state, cards=cards)


@pytest.mark.parametrize("seed", range(6))
def test_hidden_dice_expert_chooses_alike_whatever_it_cannot_see(seed):
    game = DiceGame()
    state = _dice_decision(seed)
    rng = Rng(f"walk/{seed}")
    for _ in range(rng.below(5)):  # a few moves in, so some cards may be shown
        legal = game.legal_actions(state)
        state = game.apply(state, rng.pick(legal))
        while game.to_act(state) == CHANCE:
            state = game.apply(state, rng.weighted(game.chance_outcomes(state)))
    seat = game.to_act(state)
    if seat is None:
        return
    view = game.view(state, seat)
    assert HIDDEN in view.cards or all(state.shown[i] for i in range(3) if i != seat)
    chosen = set()
    for world in _other_worlds(state, seat):
        assert game.view(world, seat) == view  # the seat cannot tell them apart
        chosen.add(ExpertBot(seed, SearchConfig(iterations=200)).choose(game, info_of(game, world)))
    assert len(chosen) == 1


def test_a_hidden_card_game_plugs_in():
    game = CardGame()
    # Seat 0 holds a 3; seat 1 holds a 1 in one world and a 6 in the other
    # (a player who peeked would say "high" in the first, "low" in the second).
    worlds = [Cards((3, other), 2, ("", "")) for other in (1, 6)]
    views = [game.view(w, 0) for w in worlds]
    assert views[0] == views[1] and views[0].cards == (3, FACE_DOWN)
    results = [search(game, info_of(game, w), SearchConfig(iterations=500), seed=5) for w in worlds]
    assert results[0] == replace(results[1], seconds=results[0].seconds)
    # Without peeking: a 3 wins only against a 1 or a 2 (against a higher card
    # a right guess still loses to the other's right guess), so "high".
    assert str(results[0].best) == "high"
    # A 6 always wins "high".
    sure = search(game, info_of(game, Cards((6, 2), 2, ("", ""))), SearchConfig(iterations=300), seed=5)
    assert str(sure.best) == "high"


def test_opponents_are_pooled_by_what_the_searching_seat_knows():
    """Single-observer keys: the second seat's decision is one node however
    its card was dealt, and each of its actions counts when it was available."""
    game = CardGame()
    world = Cards((3, 2), 2, ("", ""))
    run = Search(game, info_of(game, world), SearchConfig(iterations=200), Rng("pool"))
    run.run()
    assert len(run.table) == 2  # seat 1 after "high" and after "low"
    for node in run.table.values():
        assert not node.stable and all(a == node.visits - 1 for a in node.avail)


def test_word_actions_are_hashable():
    assert {Word("a"), Word("a")} == {Word("a")}


class _ShowGame(CardGame):
    """Cards, but the second seat's only move names its own hidden card, so
    its single legal action differs from world to world."""

    def legal_actions(self, state: Cards) -> tuple[Word, ...]:
        if self.to_act(state) == 1:
            return (Word(f"show {state.cards[1]}"),)
        return super().legal_actions(state)

    def apply(self, state: Cards, action: Word) -> Cards:
        if action.text.startswith("show "):
            assert int(action.text.split()[1]) == state.cards[1], "an action from another world"
            return replace(state, guesses=(state.guesses[0], "low"))
        return super().apply(state, action)


def test_another_seats_single_action_from_one_world_is_not_played_in_another():
    game = _ShowGame()
    world = Cards((3, 5), 2, ("", ""))
    result = search(game, info_of(game, world), SearchConfig(iterations=300), seed=2)
    assert result.best in game.legal_actions(world)


def test_a_timed_search_stops_once_searching_on_could_not_change_its_move():
    game = NimGame()
    run = Search(game, info_of(game, Nim(8, 0)), BUDGET, Rng("settle"))
    run.run()
    visits = sorted((s.visits for s in run.result(0.0).stats), reverse=True)
    lead = visits[0] - visits[1]
    # At a millisecond an iteration: settled while the time left buys fewer
    # iterations than the lead, not once it buys as many.
    assert run._settled((lead - 1) / 1000, 0.001)
    assert not run._settled((lead + 1) / 1000, 0.001)


class _TakeOneNim(NimGame):
    """Nim whose priors rule "take 2" out of the search (a negligible share)."""

    def priors(self, state, legal):
        return [1.0 if a.text == "take 1" else 1e-9 for a in legal]


class _AlwaysHighCards(CardGame):
    """Cards whose priors rule "low" out of the search for both seats."""

    def priors(self, state, legal):
        return [1.0 if a.text == "high" else 1e-9 for a in legal]


def test_an_action_with_a_negligible_prior_is_never_searched():
    # With 5 counters "take 2" wins; ruled out, the search never tries it,
    # in the root or deeper, however poor "take 1" turns out.
    game = _TakeOneNim()
    run = Search(game, info_of(game, Nim(5, 0)), BUDGET, Rng("negligible"))
    result = run.run()
    assert str(result.best) == "take 1"
    assert [s.visits for s in result.stats if str(s.action) == "take 2"] in ([], [0])
    nodes = [run.root, *run.table.values()]
    assert len(nodes) > 2
    for node in nodes:
        assert all(n == 0 for a, n in zip(node.actions, node.n) if a.text == "take 2")


def test_a_negligible_prior_holds_in_another_seats_pooled_node():
    game = _AlwaysHighCards()
    run = Search(game, info_of(game, Cards((3, 2), 2, ("", ""))), SearchConfig(iterations=200), Rng("pooled"))
    run.run()
    assert run.table and all(not node.stable for node in run.table.values())
    for node in run.table.values():
        assert [n for a, n in zip(node.actions, node.n) if a.text == "low"] in ([], [0])
        assert sum(node.n) == node.visits - 1


def test_all_negligible_priors_are_searched_alike():
    # A game that makes every prior tiny has ruled nothing out.
    game = _TakeOneNim()
    state = Nim(1, 0)  # "take 1" alone is legal
    assert search(game, info_of(game, state), SearchConfig(iterations=20), seed=1).best.text == "take 1"
    tiny = NimGame()
    tiny.priors = lambda state, legal: [1e-9] * len(legal)  # type: ignore[method-assign]
    result = search(tiny, info_of(tiny, Nim(5, 0)), BUDGET, seed=1)
    assert str(result.best) == "take 2" and all(s.visits > 0 for s in result.stats)


def test_too_short_a_search_plays_the_guides_move():
    """Below ``trust_after`` iterations the guide's move stands, however the
    search ranks it; with enough iterations the search may overrule it."""
    game = NimGame()
    state = Nim(4, 0)  # taking 1 wins; the guide says take 2
    info = info_of(game, state)
    guide = take_two(info)
    short = SearchConfig(iterations=60, trust_after=100)
    assert str(Search(game, info, short, Rng("t"), guide=guide).run().best) == "take 2"
    assert str(Search(game, info, replace(short, trust_after=0), Rng("t"), guide=guide).run().best) == "take 1"
    long = SearchConfig(iterations=400, trust_after=100)
    assert str(Search(game, info, long, Rng("t"), guide=guide).run().best) == "take 1"

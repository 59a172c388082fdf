"""The statistics' figures: wins and rates per name, solo per setting, head-to-head."""

from __future__ import annotations

from parkpack.engine.api import COMPUTER, HUMAN, BotLevel, GameInfo, OptionSpec
from parkpack.engine.stats import Entrant, GameEntry, SeatEntry
from parkpack.engine.stats_figures import figures

INFO = GameInfo(
    "g", "Game", 1, 4, "", "", False,
    options=(OptionSpec("level", "Level", (("1", "Level 1"), ("2", "Level 2")), "1"),),
    bot_levels=(BotLevel("hard", "Hard"),), solo_option="level",
)
ANN, BOT = SeatEntry("Ann", HUMAN), SeatEntry("Robin", COMPUTER, "hard")


def entry(n: int, seats, totals, winners, level="", solo="", automata=()) -> GameEntry:
    entrants = tuple(Entrant(s.name, t) for s, t in zip(seats, totals))
    entrants += tuple(Entrant(name, t, True) for name, t in automata)
    options = (("level", level),) if level else ()
    return GameEntry(f"k{n}", "g", f"2026-11-{n:02d}T10:00:00+00:00", options, n, tuple(seats), entrants,
                     winners, solo)


GAMES = [
    entry(1, [ANN, BOT], [20, 15], (0,)),
    entry(2, [ANN, BOT], [12, 15], (1,)),
    entry(3, [ANN, BOT], [14, 14], (0, 1)),
    entry(4, [ANN], [19], (0,), level="1", solo="Sightseer"),
    entry(5, [ANN], [11], (), level="2", solo="Loss"),
    entry(6, [ANN], [24], (0,), level="1", solo="Botanist"),
    entry(7, [ANN], [8], (1,), automata=(("Becky", 10),)),
]


def test_players_games_wins_rates_means_and_bests():
    fig = figures("g", GAMES, INFO)
    assert fig.played == 7
    ann = next(p for p in fig.players if p.name == "Ann")
    assert (ann.games, ann.wins, ann.best) == (7, 4, 24)
    assert round(ann.mean, 3) == round((20 + 12 + 14 + 19 + 11 + 24 + 8) / 7, 3)
    assert round(ann.win_rate, 3) == round(4 / 7, 3)
    robin = next(p for p in fig.players if p.name == "Robin")
    assert robin.kind == "Computer, Hard" and (robin.games, robin.wins) == (3, 2)
    assert fig.players[0].name == "Ann"  # people first


def test_solo_results_per_setting_with_their_labels():
    fig = figures("g", GAMES, INFO)
    by = {s.label: s for s in fig.solo}
    assert set(by) == {"Level 1", "Level 2"}
    # Game 7 was started without the option: it was played at the default
    # level, and its line says so (an empty setting showed a blank label).
    assert by["Level 1"].games == 3 and by["Level 1"].best == 24 and by["Level 1"].wins == 2
    assert dict(by["Level 1"].results) == {"Sightseer": 1, "Botanist": 1, "Loss": 1}
    assert by["Level 2"].wins == 0 and dict(by["Level 2"].results) == {"Loss": 1}


def test_head_to_head_against_each_level_and_automaton():
    fig = figures("g", GAMES, INFO)
    by = {r.rival: r for r in fig.rivals}
    assert (by["Hard"].games, by["Hard"].won, by["Hard"].lost, by["Hard"].tied) == (3, 1, 1, 1)
    assert (by["Becky (automaton)"].games, by["Becky (automaton)"].lost) == (1, 1)


def test_scores_over_time_in_the_order_played():
    fig = figures("g", list(reversed(GAMES)), INFO)
    [ann] = fig.series
    assert [p[2] for p in ann.points] == [20, 12, 14, 19, 11, 24, 8]
    assert figures("other", GAMES, None).played == 0



def test_solo_lines_count_games_with_hints_and_can_leave_them_out():
    from dataclasses import replace

    from parkpack.engine.stats_text import text_lines

    games = [replace(g, hints=True) if g.key == "k6" else g for g in GAMES]
    fig = figures("g", games, INFO)
    by = {s.label: s for s in fig.solo}
    assert (by["Level 1"].games, by["Level 1"].hints, by["Level 2"].hints) == (3, 1, 0)
    assert fig.with_hints == 1 and fig.to_json()["solo"][0]["with_hints"] == 1
    assert any("Level 1: 3 played (1 with hints)" in line for line in text_lines(fig))
    fair = figures("g", games, INFO, hints=False)
    level1 = next(s for s in fair.solo if s.label == "Level 1")
    assert fair.played == 6 and fair.with_hints == 0 and (level1.games, level1.best, level1.hints) == (2, 19, 0)

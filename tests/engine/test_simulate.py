"""``parkpack sim`` with different levels per seat, rotated seats, the
expert's limits and the win rates with their confidence intervals."""

from __future__ import annotations

import json

import pytest

from parkpack import cli
from parkpack.engine import registry
from parkpack.engine.simulate import level_summary, play_games, rotated, computer_seats, wilson


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    assert wilson(10, 10) == (pytest.approx(0.7225, abs=1e-4), pytest.approx(1.0))


def test_swap_rotates_the_levels_and_keeps_names():
    game = registry.get("walk")
    seats = computer_seats(game, 3, ["easy", "normal", "hard"])
    turned = rotated(seats, 1)
    assert [s.level for s in turned] == ["hard", "easy", "normal"]
    assert [s.name for s in turned] == [s.name for s in seats]
    results = play_games(game, 2, 4, 7, ["easy", "random"], {}, swap=True)
    assert [r["levels"] for r in results] == [["easy", "random"], ["random", "easy"]] * 2
    assert [r["seed"] for r in results] == [7, 8, 9, 10]


def test_two_processes_play_the_same_games():
    game = registry.get("walk")
    alone = play_games(game, 2, 4, 3, ["easy", "random"], {}, swap=True)
    shared = play_games(game, 2, 4, 3, ["easy", "random"], {}, swap=True, jobs=2)
    assert alone == shared


def test_level_summary_counts_shared_victories_for_each_seat():
    results = [
        {"levels": ["hard", "expert"], "scores": [10, 12], "winners": [1]},
        {"levels": ["expert", "hard"], "scores": [9, 9], "winners": [0, 1]},
        {"levels": ["hard", "expert"], "scores": [14, 11], "winners": [0]},
    ]
    rows = {r["level"]: r for r in level_summary(results)}
    assert (rows["expert"]["alone"], rows["expert"]["shared"], rows["expert"]["lost"]) == (1, 1, 1)
    assert (rows["hard"]["alone"], rows["hard"]["shared"], rows["hard"]["lost"]) == (1, 1, 1)
    assert rows["expert"]["win_rate"] == pytest.approx(2 / 3)
    assert rows["expert"]["win_ci"] == wilson(2, 3)
    assert rows["expert"]["mean_score"] == pytest.approx(32 / 3)


def test_sim_seats_swap_and_expert_iterations(capsys):
    code = cli.main(["sim", "walk", "--seats", "normal,expert", "--swap", "--games", "2", "--iterations", "3", "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["players"] == 2 and report["swap"] and report["think"] == {"iterations": 3}
    assert [r["levels"] for r in report["results"]] == [["normal", "expert"], ["expert", "normal"]]
    levels = {row["level"]: row for row in report["by_level"]}
    assert set(levels) == {"normal", "expert"} and all(row["seats"] == 2 for row in levels.values())
    lo, hi = levels["expert"]["win_ci"]
    assert 0 <= lo <= levels["expert"]["win_rate"] <= hi <= 1


def test_sim_text_reports_levels_with_intervals_and_words_ties():
    report = {
        "game": "walk", "players": 2, "bot": "hard,expert", "levels": ["hard", "expert"], "swap": True,
        "think": {"think_ms": 500}, "games": 2, "seconds": 1.0, "games_per_second": 2.0,
        "results": [
            {"levels": ["hard", "expert"], "scores": [10, 12], "winners": [1], "rounds": 12, "solo_result": ""},
            {"levels": ["expert", "hard"], "scores": [9, 9], "winners": [0, 1], "rounds": 13, "solo_result": ""},
        ],
    }
    report["by_level"] = level_summary(report["results"])
    text = cli._sim_text(report)
    assert "(seats rotated), expert thinking 500 ms a move" in text
    assert "expert: 2 seat(s); won alone 1 (50.0%, CI 9.5%-90.5%), shared 1, lost 0" in text
    assert "1 game(s) ended in a shared victory: it counts as a win for each seat that shares it" in text


@pytest.mark.parametrize("args, message", [
    (["--seats", "hard,grandmaster"], "unknown computer level 'grandmaster'"),
    (["--seats", "hard,expert", "--players", "3"], "--seats names 2 levels but --players is 3"),
    (["--iterations", "0"], "--iterations must be at least 1"),
    (["--players", "99999999999"], "A Walk in the Park is played by 1 to 6 players, not 99999999999"),
    (["--players", "-1"], "played by 1 to 6 players, not -1"),
    (["--jobs", "100000"], "--jobs must be between 1 and 64"),
    (["--think-ms", "0"], "--think-ms must be between 1 and 30000"),
    (["--option", "LEVEL=1"], "A Walk in the Park has no option 'LEVEL' (it has: level)"),
    (["--games", "x"], "argument --games: invalid int value: 'x' (see parkpack sim --help)"),
    (["--games", "100000000000"], "--games must be between 1 and 10000000"),
    (["--seed", "99999999999999999999999"], "--seed must be between"),
])
def test_sim_refuses_bad_values_in_one_line(capsys, args, message):
    try:
        code = cli.main(["sim", "walk", "--games", "1", *args])
    except SystemExit as exc:  # argparse's own refusals end the program
        code = exc.code
    assert code == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


@pytest.mark.parametrize("argv, message", [
    (["bench", "--only", "startup", "--repeats", "-1"], "--repeats must be between 0 and 100"),
    (["bench", "--only", "expert", "--think-ms", "999999999"], "--think-ms must be between 1 and 30000"),
    (["conformance", "--game", "walk", "--max-steps", "0"], "--max-steps must be between 1 and 10000000"),
    (["conformance", "--jobs", "0"], "--jobs must be between 1 and 64"),
    (["--quit-after-ms", "99999999999999"], "--quit-after-ms must be between 0 and 86400000"),
])
def test_other_commands_refuse_values_out_of_bounds_in_one_line(capsys, argv, message):
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_output_that_cannot_be_written_is_one_line_not_a_traceback():
    import subprocess
    import sys

    for command in (["sim", "walk", "--games", "1", "--players", "1"], ["conformance", "--games", "1", "--game", "walk"]):
        done = subprocess.run([sys.executable, "-m", "parkpack", *command],
                              stdout=open("/dev/full", "w"), stderr=subprocess.PIPE, text=True, timeout=120)
        assert done.returncode == 1 and done.stderr.count("\n") == 1 and "No space left" in done.stderr

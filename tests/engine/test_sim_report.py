"""The text report of ``parkpack sim``: win shares add up to 100%."""

import re

from parkpack.cli import _sim_text


def test_a_shared_win_counts_a_fraction_to_each_tied_seat():
    results = [
        {"scores": [10, 10], "winners": [0, 1], "rounds": 8, "solo_result": ""},
        {"scores": [12, 9], "winners": [0], "rounds": 9, "solo_result": ""},
    ]
    text = _sim_text({"games": 2, "game": "parkies", "players": 2, "bot": "hard", "seconds": 1.0,
                      "games_per_second": 2.0, "results": results})
    shares = [float(x) for x in re.findall(r"wins [\d.]+ \(([\d.]+)%\)", text)]
    assert shares == [75.0, 25.0] and sum(shares) == 100.0
    assert "shared wins: 1 game(s); each counts 1/k to every one of its k tied winners" in text

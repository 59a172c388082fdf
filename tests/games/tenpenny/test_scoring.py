"""Rulebook "Game End": goals, attractions, emotion and count bonuses, ties."""

from dataclasses import replace

from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.goals import met
from parkpack.games.tenpenny.scoring import player_score
from parkpack.games.tenpenny.state import OVER, Placed

from .helpers import custom_park, start, track, with_player


def over(state):
    return replace(state, phase=OVER)


def lines(state, seat):
    return {line.label: line.points for line in player_score(state, seat).lines}


def test_the_score_sheet_shows_every_line():
    state = with_player(start(2), 0, vp_bonus=4, vp_ads=6, cards=("OW-5", "SF-3"), goals=("G08", "G09"))
    got = lines(over(state), 0)
    assert got == {
        "Bonus step VP": 4,
        "Advertising VP": 6,
        "Goal: Land Baron": 0,
        "Goal: Clear Cut": 0,
        "Attractions": 4 + 2,
        "Emotion bonuses": 0,
        "Attraction count bonus": 0,
    }
    assert player_score(over(state), 0).total == 16


def test_three_vp_per_satisfied_goal():
    state = with_player(start(2), 0, park=custom_park(), goals=("G09", "G10"))  # no trees: Clear Cut met
    got = lines(over(state), 0)
    assert got["Goal: Clear Cut"] == 3 and got["Goal: Nature Park"] == 0


def test_five_vp_per_disc_above_the_eighth_space():
    state = start(2)
    far = track(*([()] * 8 + [(0,)]))  # space 9
    near = track(*([()] * 7 + [(0,)]))  # space 8
    state = replace(state, tracks=(far, near, far))
    assert lines(over(state), 0)["Emotion bonuses"] == 10


def test_attraction_count_bonus():
    for cards, bonus in ((5, 0), (6, 5), (7, 5), (8, 10), (9, 10)):
        ids = ("SV-1", "SV-2", "SV-3", "SV-4", "SV-5", "OW-1", "OW-2", "OW-3", "OW-4")[:cards]
        state = with_player(start(2), 0, cards=ids)
        assert lines(over(state), 0)["Attraction count bonus"] == bonus


def test_most_vp_wins():
    state = with_player(start(3), 1, vp_bonus=5)
    assert GAME.scores(over(state)).winners == (1,)


def test_ties_go_to_money_then_clockwise_from_the_shovel_holder():
    state = start(3, {"shovel": "2"})  # shovel on seat 1
    state = with_player(with_player(with_player(state, 0, vp_bonus=5, money=4), 1, vp_bonus=5, money=2),
                        2, vp_bonus=5, money=4)
    sheet = GAME.scores(over(state))
    assert sheet.winners == (2,)  # seats 0 and 2 tie on money; seat 2 is first clockwise from seat 1
    assert "seating" in sheet.notes[0]
    state = with_player(state, 0, money=9)
    sheet = GAME.scores(over(state))
    assert sheet.winners == (0,) and "money" in sheet.notes[0]
    assert sheet.notes[-1] == "Money left (the first tie-break): Ann $9, Bob $2, Cy $4"


def test_the_sheet_notes_everyone_s_money_without_a_tie():
    state = with_player(with_player(start(2), 0, vp_bonus=5, money=3), 1, money=11)
    sheet = GAME.scores(over(state))
    assert sheet.winners == (0,)
    assert sheet.notes == ("Money left (the first tie-break): Ann $3, Bob $11",)


def test_the_shovel_holder_wins_a_full_tie():
    state = start(2, {"shovel": "2"})
    assert GAME.scores(over(state)).winners == (1,)


def test_goal_checks():
    p = start(2).players[0]
    where = (1, 1, 1)
    cards = ("SV-1", "SV-2", "OW-1", "OW-2", "SF-1", "US-1", "FA-6", "PH-6", "SF-5")
    q = replace(p, cards=cards, stands=("C01",) * 6)
    assert met("G01", q, where)  # five types or more
    assert met("G02", replace(p, cards=("OW-1", "OW-2", "OW-3")), where)
    assert not met("G02", replace(p, cards=("OW-1", "OW-2", "SF-1")), where)
    assert met("G03", replace(p, cards=("OW-1", "OW-2", "SF-1", "SF-2")), where)
    assert not met("G03", replace(p, cards=("OW-1", "OW-2", "SF-1", "US-2")), where)
    assert met("G04", q, where)
    assert met("G05", q, where)  # FA-6, PH-6, SF-5 cost $6 or more
    assert not met("G05", replace(p, cards=("FA-6", "OW-1")), where)
    assert met("G06", replace(p, cards=("SV-4", "SV-5", "SF-2")), where)  # $2 + $2 + $2
    assert met("G07", q, where)
    assert not met("G08", p, where)
    park = p.park
    for board in ("E01", "E02", "E03"):
        from parkpack.games.tenpenny.park import expand
        park = expand(park, board, "a", "right")
    assert met("G08", replace(p, park=park), where)
    assert met("G09", replace(p, park=custom_park()), where)
    assert met("G09", replace(p, park=custom_park(trees=[(0, 0), (5, 5)])), where)
    assert not met("G09", replace(p, park=custom_park(trees=[(0, 0), (5, 5), (3, 3)])), where)
    assert not met("G10", p, where)
    assert met("G11", p, (6, 7, 12)) and not met("G11", p, (6, 5, 12))
    assert met("G12", p, (1, 9, 1)) and not met("G12", p, (8, 8, 8))
    assert met("G13", replace(p, park=custom_park(icons=())), where)
    assert not met("G13", p, where)
    tiles = tuple(Placed("C01", 0, r, c) for r in (0, 2, 4) for c in (0, 2, 4))
    assert not met("G14", replace(p, park=custom_park(tiles=tiles)), where)  # nine tiles
    assert met("G14", replace(p, park=custom_park(tiles=tiles + tiles[:3])), where)

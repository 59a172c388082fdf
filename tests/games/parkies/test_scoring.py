"""Scoring, table-driven from small parks."""

from dataclasses import replace

import pytest

from parkpack.games.parkies import GAME
from parkpack.games.parkies.scoring import best_cash_in, score_player
from parkpack.games.parkies.state import Parkie, Placed

from .helpers import new_game


def player_with(money=0, tracks=(5, 5, 5), tiles=(), parkies=()):
    s = new_game(("A", "B", "C"))
    p = replace(s.players[0], money=money, allure=tracks[0], profit=tracks[1], satisfaction=tracks[2],
                tiles=tuple(tiles), parkies=tuple(parkies))
    return replace(s, players=(p,) + s.players[1:]), p


def lines(money=0, tracks=(5, 5, 5), tiles=(), parkies=()):
    s, p = player_with(money, tracks, tiles, parkies)
    return {line.label.split(" ")[0]: line.points for line in score_player(s, p).lines}


@pytest.mark.parametrize("money,points", [(0, 0), (9, 0), (10, 1), (34, 2), (50, 4), (114, 6), (115, 7), (500, 7)])
def test_money_hearts_at_most_seven(money, points):
    assert lines(money=money)["Money"] == points


@pytest.mark.parametrize("tracks,points", [((15, 13, 17), (2, 1, 3)), ((5, 10, 11), (0, 0, 1)), ((30, 0, 22), (7, 0, 5))])
def test_track_hearts(tracks, points):
    got = lines(tracks=tracks)
    assert (got["Allure"], got["Profitability"], got["Satisfaction"]) == points


def test_types_matching_parkies_and_heart_tiles():
    tiles = (Placed("M-01", 0, 0, 0), Placed("S-35", 1, 2, 0), Placed("S-03", 1, 3, 90), Placed("L-01", 2, 0, 0))
    parkies = (Parkie("green", "M-01"), Parkie("green", "M-01"), Parkie("green", "S-35"), Parkie("red", "L-01"))
    got = lines(money=50, tiles=tiles, parkies=parkies)  # rich: no Parkie is worth cashing
    assert got["Attraction"] == 2  # coaster and food
    assert got["Matching"] == 2  # two coasters with green; doubles and off-colour do not count
    assert got["Heart"] == 2  # Ice Cream Cart and Dragon Loop


def test_rulebook_three_coasters_with_a_green_parkie_each_score_three():
    # Rulebook, Scoring: "3 coasters, and 1 green Parkie on each ... 3 points".
    tiles = (Placed("S-34", 0, 1, 0), Placed("S-35", 1, 1, 0), Placed("M-01", 3, 0, 0))
    got = lines(money=50, tiles=tiles, parkies=tuple(Parkie("green", t.tile) for t in tiles))
    assert got["Matching"] == 3


@pytest.mark.parametrize("tiles,points", [
    ((), 0),
    ((("S-02", 0, 1, 0),), 0),  # one entrance reached
    # north to west
    ((("S-02", 0, 1, 0), ("S-20", 1, 1, 0), ("S-19", 2, 1, 270), ("S-13", 2, 0, 90)), 6),
    # north, west and east
    ((("S-02", 0, 1, 0), ("S-06", 1, 1, 0), ("S-20", 1, 2, 90), ("S-07", 1, 3, 90), ("S-19", 2, 1, 270),
      ("S-13", 2, 0, 90)), 8),
    # all four
    ((("S-02", 0, 1, 0), ("S-06", 1, 1, 0), ("S-20", 1, 2, 90), ("S-01", 2, 1, 0), ("S-13", 2, 0, 90),
      ("S-19", 2, 2, 180), ("S-23", 3, 2, 0), ("S-07", 1, 3, 90)), 10),
    # all four reached but in two separate pairs: only 2 joined
    ((("S-19", 0, 1, 0), ("S-32", 0, 2, 180), ("S-35", 1, 2, 0), ("S-07", 1, 3, 90),
      ("S-13", 2, 0, 90), ("S-20", 2, 1, 90), ("S-06", 2, 2, 180), ("S-23", 3, 2, 0)), 6),
])
def test_connections(tiles, points):
    assert lines(tiles=[Placed(*t) for t in tiles])["Connections"] == points


def test_final_cash_in_sells_spare_parkies_first():
    tiles = (Placed("M-01", 0, 1, 0),)
    # $8 with a spare red Parkie and a scoring green one: selling the red reaches
    # $13 (+1 point); selling the green too ($18) would only lose its match.
    parkies = (Parkie("green", "M-01"), Parkie("red", "M-01"))
    s, p = player_with(money=8, tiles=tiles, parkies=parkies)
    assert best_cash_in(p) == 1
    got = lines(money=8, tiles=tiles, parkies=parkies)
    assert got["Money"] == 1 and got["Matching"] == 1
    # At $25 selling both ($35) adds a heart for the lost match: the same
    # points with more money, which breaks ties.
    s, p = player_with(money=25, tiles=tiles, parkies=parkies)
    assert best_cash_in(p) == 2


def test_cash_in_keeps_a_scoring_parkie_when_selling_loses_a_point():
    tiles = (Placed("M-01", 0, 1, 0),)
    s, p = player_with(money=40, tiles=tiles, parkies=(Parkie("green", "M-01"),))
    assert best_cash_in(p) == 0  # $45 reaches no new heart: selling only loses the match
    s, p = player_with(money=36, tiles=tiles, parkies=(Parkie("green", "M-01"), Parkie("red", "M-01")))
    assert best_cash_in(p) == 1  # the spare one still adds money for the tie-break


def test_ties_are_broken_by_money():
    s = new_game(("A", "B", "C"))
    players = tuple(replace(p, money=m) for p, m in zip(s.players, (12, 14, 14)))
    sheet = GAME.scores(replace(s, players=players))
    assert [p.total for p in sheet.players] == [1, 1, 1]
    assert sheet.winners == (1, 2)
    assert sheet.notes == ("Tie on points and money: the win is shared.",)
    players = tuple(replace(p, money=m) for p, m in zip(s.players, (12, 14, 13)))
    sheet = GAME.scores(replace(s, players=players))
    assert sheet.winners == (1,) and sheet.notes == ("Tie on points broken by money.",)

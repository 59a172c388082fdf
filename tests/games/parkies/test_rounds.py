"""The round's later steps: the Parkie Pool, moving and picking Parkies, and
the end of the game."""

from dataclasses import replace

from parkpack.games.parkies import GAME
from parkpack.games.parkies.rounds import end_round, tiles_exhausted
from parkpack.games.parkies.state import MOVE, OVER, PICK, POOL_TAKE, Pending, Pile

from .helpers import choices, give_parkie, give_tile, legal_texts, new_game, play


def line_park(s, seat=0):
    """Three north-south straights down from the north entrance."""
    for tile, row in (("S-02", 0), ("S-20", 1), ("S-07", 2)):
        s = give_tile(s, seat, tile, row, 1, 0)
    return s


def test_pool_takers_go_in_turn_order_and_place_on_an_entrance():
    s = new_game(("A", "B", "C", "D"))
    s = give_tile(s, 2, "S-01", 0, 1, 0)
    s = play(s, "flip small S-02", "flip small S-06", "flip medium M-01", "flip major L-01")
    s = play(s, "pool", "pool", "pool", "pool")
    assert s.pending.phase == POOL_TAKE and s.pending.seat == 0
    assert "take green outside" in legal_texts(s)
    s = play(s, "take green outside", "take red outside")
    assert s.pending.seat == 2
    assert legal_texts(s)[0] == "take red S-01"  # C's Parkie goes on its entrance attraction
    s = play(s, "take red S-01")
    assert [p.money for p in s.players[:3]] == [23, 23, 23]


def test_one_parkie_moves_two_tiles():
    s = give_parkie(line_park(new_game(("A", "B", "C"))), 0, "red", "S-02")
    s = replace(s, pending=Pending(MOVE, 0, (1, 2)))
    assert legal_texts(s)[:2] == ["move red S-02>S-20", "end moves"]
    s = play(s, "move red S-02>S-20")
    assert s.pending.phase == MOVE and s.pending.seat == 0
    assert set(legal_texts(s)) >= {"move red S-20>S-07", "move red S-20>S-02"}
    s = play(s, "move red S-20>S-07")
    assert s.pending.phase != MOVE or s.pending.seat != 0
    assert [(p.colour, p.where) for p in s.players[0].parkies] == [("red", "S-07")]


def test_two_parkies_move_one_tile_each():
    s = line_park(new_game(("A", "B", "C")))
    s = give_parkie(give_parkie(s, 0, "red", "S-02"), 0, "blue", "S-07")
    s = replace(s, pending=Pending(MOVE, 0, (1, 2)))
    s = play(s, "move red S-02>S-20", "move blue S-07>S-20")
    assert s.pending.phase != MOVE or s.pending.seat != 0
    assert sorted(p.where for p in s.players[0].parkies) == ["S-20", "S-20"]


def test_picks_must_match_a_type_in_the_park_and_go_on_an_entrance():
    s = line_park(new_game(("A", "B", "C")))  # food (red), ride (purple), shop (pink)
    s = give_tile(s, 0, "S-29", 3, 2, 0)  # a show (yellow) on the south entrance
    s = replace(s, pool=(0,) + s.pool[1:])  # no red left in the pool
    s = replace(s, pending=Pending(PICK, -1))
    from parkpack.games.parkies.rounds import _next_pick

    s = _next_pick(s, (0, 1, 2))
    assert s.pending.phase == PICK and s.pending.seat == 0
    assert choices(s) == [
        "take purple S-02", "take purple S-29",
        "take yellow S-02", "take yellow S-29",
        "take pink S-02", "take pink S-29",
    ]


CROSS = (("S-02", 0, 1, 0), ("S-06", 1, 1, 0), ("S-20", 1, 2, 90), ("S-01", 2, 1, 0), ("S-13", 2, 0, 90),
         ("S-19", 2, 2, 180), ("S-23", 3, 2, 0), ("S-07", 1, 3, 90))


def cross_but_one(s):
    """Paths joining the north, west and south entrances, and reaching to
    (1,2), one tile short of the east entrance at (1,3)."""
    placed = CROSS[:-1]
    for tile, r, c, rot in placed:
        s = give_tile(s, 0, tile, r, c, rot)
    return s


def test_joining_all_four_entrances_ends_the_game_after_the_round():
    s = cross_but_one(new_game(("A", "B", "C")))
    s = play(s, "flip small S-07", "flip medium M-01", "flip major L-01")
    s = play(s, "bid SA 5", "pool", "pool")
    s = play(s, "place S-07 r1c3 90")
    assert s.ending and GAME.to_act(s) is not None  # the round is finished first
    while GAME.to_act(s) is not None:
        s = play(s, choices(s)[-1] if s.pending.phase == MOVE else choices(s)[0])
    assert s.pending.phase == OVER and s.round == 1
    sheet = GAME.scores(s)
    assert sheet.players[0].lines[-1].points == 10


def test_a_demolition_that_parts_the_four_entrances_lets_the_game_go_on():
    """The end is checked again when the round ends ("When someone connects
    all 4 entrances, you complete the current turn")."""
    s = give_parkie(cross_but_one(new_game(("A", "B", "C"))), 0, "red", "S-01")
    s = play(s, "flip small S-07", "flip medium M-01", "flip major L-01")
    s = play(s, "bid SA 5", "pool", "pool", "place S-07 r1c3 90")
    assert s.ending
    while not (s.pending.phase == MOVE and s.pending.seat == 0):
        s = play(s, choices(s)[0])
    s = play(s, "demolish S-07")  # A parts the east entrance again
    assert not s.ending
    while s.pending.phase != "flip" and GAME.to_act(s) is not None:
        s = play(s, choices(s)[-1] if s.pending.phase == MOVE else choices(s)[0])
    assert s.pending.phase == "flip" and s.round == 2


def test_game_ends_when_two_piles_and_their_spaces_are_empty():
    s = new_game(("A", "B", "C"))
    piles = (Pile("small", ()), Pile("medium", ()), s.piles[2])
    s = replace(s, piles=piles)
    assert tiles_exhausted(replace(s, spaces=tuple(replace(sp, tile="") for sp in s.spaces)))
    ended = end_round(replace(s, spaces=tuple(replace(sp, tile="") for sp in s.spaces)))
    assert ended.pending.phase == OVER
    one_left = replace(s, spaces=tuple(replace(sp, tile="M-01" if sp.id == "MA" else "") for sp in s.spaces))
    assert not tiles_exhausted(one_left)


def test_income_is_the_lowest_track():
    s = new_game(("A", "B", "C"))
    s = replace(s, players=(replace(s.players[0], allure=8, profit=5, satisfaction=6),) + s.players[1:])
    from parkpack.games.parkies.rounds import collect_income

    s = collect_income(s)
    assert [p.money for p in s.players] == [25, 25, 25]


def test_flipping_the_last_tile_of_a_pile_fills_its_space():
    s = new_game(("A", "B", "C"))
    small = s.piles[0]
    s = replace(s, piles=(replace(small, unseen=("S-02",), bottom=()),) + s.piles[1:])
    assert [str(a) for a, _ in GAME.chance_outcomes(s)] == ["flip small S-02"]
    s = GAME.apply(s, GAME.parse_action("flip small S-02"))
    assert s.space("SA").tile == "S-02"
    assert len(s.piles[0]) == 0

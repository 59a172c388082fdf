"""Bidding with 3-6 players: rebids, money limits and Parkie powers."""

from parkpack.games.parkies import GAME
from parkpack.games.parkies.content import COLOURS
from parkpack.games.parkies.state import BID, PLACE, TRUMP

from .helpers import give_parkie, give_tile, legal_texts, new_game, play, set_money

MARY, SEAN, GUS = 0, 1, 2


def flipped():
    s = new_game(("Mary", "Sean", "Gus"))
    return play(s, "flip small S-01", "flip medium M-01", "flip major L-01")


def test_outbid_player_bids_again_when_the_turn_comes_round():
    s = play(flipped(), "bid MA 11", "bid MA 14")
    assert s.players[MARY].bid == "" and s.space("MA").bidder == SEAN
    assert s.pending.seat == GUS  # Gus has not bid yet; Mary waits for her turn
    s = play(s, "pool")
    assert s.pending.seat == MARY
    assert "bid MA 11" not in legal_texts(s) and "bid MA 17" in legal_texts(s)


def test_a_bid_may_not_exceed_money_but_discounts_count():
    s = set_money(flipped(), MARY, 9)
    assert "bid MA 11" not in legal_texts(s)
    s = give_parkie(s, MARY, "green")
    assert "bid MA 11" in legal_texts(s) and "bid MA 14" not in legal_texts(s)
    s = play(s, "bid MA 11", "pool", "pool")
    assert s.pending.phase == PLACE
    s = play(s, "place M-01 r0c0 0")
    assert s.players[MARY].money == 0  # paid 11 less the $2 discount


def test_rulebook_two_green_parkies_take_four_dollars_off_a_coaster():
    # Rulebook, Bid Discounts: two green Parkies make a coaster bid cost $4 less.
    s = give_parkie(give_parkie(set_money(flipped(), MARY, 30), MARY, "green"), MARY, "green")
    s = play(s, "bid MA 20", "pool", "pool", "place M-01 r0c0 0")
    assert s.players[MARY].money == 30 - 16


def test_cash_in_before_bidding_raises_the_limit_and_keeps_the_turn():
    s = give_parkie(set_money(flipped(), MARY, 9), MARY, "red")
    assert "bid MA 11" not in legal_texts(s)
    s = play(s, "cash red@outside")
    assert s.players[MARY].money == 14 and s.pending.seat == MARY
    assert s.pool[COLOURS.index("red")] == 5
    assert "bid MA 14" in legal_texts(s)


def test_trump_and_overtrump():
    s = give_parkie(flipped(), SEAN, "green")
    s = give_parkie(give_parkie(s, MARY, "green"), MARY, "red")
    s = play(s, "bid MA 20")
    assert "trump MA green" in legal_texts(s)
    s = play(s, "trump MA green")
    assert s.space("MA").bidder == SEAN and s.space("MA").spent == ("green",)
    assert s.players[SEAN].parkies == ()
    s = play(s, "pool")  # Gus
    # Mary must spend more Parkies than Sean, at least one green.
    trumps = [t for t in legal_texts(s) if t.startswith("trump")]
    assert trumps == ["trump MA green+red"]
    s = play(s, "trump MA green+red")
    # Sean has nothing left to trump with and cannot afford more than the top.
    assert s.pending.seat == SEAN
    assert not [t for t in legal_texts(s) if "MA" in t]
    s = play(s, "pool")
    # Bidding over: every trump Parkie went back to the pool.
    assert s.pool[COLOURS.index("green")] == 5 and s.pool[COLOURS.index("red")] == 5
    s = play(s, "place M-01 r0c0 0")
    assert s.players[MARY].money == 0  # the full $20: spent Parkies give no discount


def test_trump_parkies_give_no_discount_but_the_others_do():
    s = flipped()
    s = give_parkie(give_parkie(set_money(s, SEAN, 18), SEAN, "green"), SEAN, "green")
    s = play(s, "bid MA 20")
    # $18 plus one remaining green ($2) covers the $20 top.
    assert "trump MA green" in legal_texts(s) and "trump MA green+green" not in legal_texts(s)
    s = play(s, "trump MA green", "pool", "pool")
    s = play(s, "place M-01 r0c0 0")
    assert s.players[SEAN].money == 0  # paid 20 less the kept green's $2


def test_no_bid_on_a_tile_that_cannot_be_placed():
    s = new_game(("Mary", "Sean", "Gus"))
    # Dead ends on all four entrances leave no open path to build from.
    for tile, r, c, rot in (("S-03", 0, 1, 0), ("S-09", 1, 3, 90), ("S-15", 3, 2, 180), ("S-21", 2, 0, 270)):
        s = give_tile(s, MARY, tile, r, c, rot)
    GAME.check(s)
    s = play(s, "flip small S-01", "flip medium M-01", "flip major L-01")
    assert not [t for t in legal_texts(s) if t.startswith("bid")]
    assert "pool" in legal_texts(s)


def test_leftover_tiles_shift_to_a_cheaper_space():
    s = new_game(("A", "B", "C", "D", "E"))
    s = play(s, "flip small S-01", "flip small S-02", "flip medium M-01", "flip medium M-02", "flip major L-01")
    # Only S-02 (Small B) and M-02 (Medium B) sell; S-01 and M-01 are left over.
    s = play(s, "bid SB 4", "bid MB 9", "pool", "pool", "pool")
    s = play(s, "place S-02 r0c1 0", "place M-02 r1c2 0")
    while s.pending.phase != "flip":
        s = play(s, legal_texts(s)[0])
    assert s.space("SB").tile == "S-01" and s.space("MB").tile == "M-01"
    assert s.space("SA").tile == "" and s.space("MA").tile == ""
    s = play(s, "flip small S-03", "flip medium M-03")
    assert s.pending.phase == BID and s.space("SA").tile == "S-03"


def test_one_tile_flipped_per_player_into_the_uncovered_spaces():
    for names, spaces in ((("A", "B", "C", "D", "E"), ("SA", "SB", "MA", "MB", "LA")),
                          (("A", "B", "C", "D", "E", "F"), ("SA", "SB", "SC", "MA", "MB", "LA"))):
        s = new_game(names)
        flips = 0
        while s.pending.phase == "flip":
            s = GAME.apply(s, GAME.chance_outcomes(s)[0][0])
            flips += 1
        assert flips == len(names)
        assert tuple(sp.id for sp in s.spaces) == spaces and all(sp.tile for sp in s.spaces)
        assert s.pending.phase == BID and s.pending.seat == 0


def test_a_trump_may_spend_any_number_of_parkies_above_the_last():
    """"You can overtrump by spending more Parkies than the previous trump":
    Sean may spend two greens at once, which shuts out Mary, who holds one
    green and one red and could beat a trump of one. The least trump is one
    action; a bigger one is chosen a Parkie at a time."""
    s = give_parkie(give_parkie(give_parkie(flipped(), SEAN, "green"), SEAN, "green"), SEAN, "red")
    s = give_parkie(give_parkie(s, MARY, "green"), MARY, "red")
    s = play(s, "bid MA 20")
    assert [t for t in legal_texts(s) if t.startswith("trump")] == ["trump MA green", "trump MA more"]
    s = play(s, "trump MA more")
    assert s.pending.phase == TRUMP and s.pending.seat == SEAN
    assert legal_texts(s) == ["spend green", "spend red", "trump back"]  # nothing is played yet
    s = play(s, "spend green")
    assert legal_texts(s) == ["spend green", "spend red", "trump MA green", "trump back"]
    s = play(s, "spend green")
    assert legal_texts(s) == ["spend red", "trump MA green+green", "trump back"]
    s = play(s, "trump MA green+green", "pool")
    assert s.pending.seat == MARY and s.space("MA").trump == 2 and s.space("MA").bidder == SEAN
    assert not [t for t in legal_texts(s) if t.startswith("trump")]  # two Parkies cannot beat two


def test_an_overtrump_offers_every_larger_choice_with_a_matching_parkie():
    s = give_parkie(flipped(), SEAN, "green")
    for colour in ("green", "red", "blue"):
        s = give_parkie(s, MARY, colour)
    s = play(s, "bid MA 20", "trump MA green", "pool")
    # Two Parkies at once, one of them the green; or three, chosen one by one.
    assert [t for t in legal_texts(s) if t.startswith("trump")] == ["trump MA blue+green", "trump MA green+red", "trump MA more"]
    s = play(s, "trump MA more", "spend red", "spend blue")
    assert "trump MA blue+red" not in legal_texts(s)  # no green among them
    s = play(s, "spend green", "trump MA blue+green+red")
    assert s.space("MA").trump == 3 and s.players[MARY].parkies == ()


def test_going_back_from_a_bigger_trump_leaves_the_bid_as_it_was():
    s = give_parkie(give_parkie(flipped(), SEAN, "green"), SEAN, "red")
    s = play(s, "bid MA 20")
    before = s
    s = play(s, "trump MA more", "spend red", "trump back")
    assert s == before

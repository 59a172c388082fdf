"""The two-player variant: choose-and-flip, the second tile, forced Pool bids."""

from parkpack.games.parkies.state import CHOOSE, DUEL, DUEL_FLIP, OFFER, PLACE, POOL_TAKE

from .helpers import legal_texts, new_game, play

A, B = 0, 1


def start():
    s = new_game(("Ann", "Ben"))
    assert s.pending.phase == CHOOSE and s.pending.seat == A
    assert legal_texts(s) == ["choose small", "choose medium", "choose major"]
    return s


def test_winner_then_loser_buys_the_second_tile_at_its_cheapest_price():
    s = play(start(), "choose small")
    assert s.pending.phase == DUEL_FLIP
    s = play(s, "flip small S-01")
    assert s.pending.phase == DUEL and s.pending.seat == A
    s = play(s, "bid T1 5", "bid T1 8", "bid T1 11")
    assert s.pending.seat == B
    s = play(s, "pass")
    # Ann won; Ben chooses and flips the second tile.
    assert s.pending.phase == CHOOSE and s.pending.seat == B
    s = play(s, "choose medium", "flip medium M-05")
    assert s.pending.phase == OFFER and legal_texts(s)[:2] == ["buy M-05", "pass"]
    s = play(s, "buy M-05")
    assert s.pending.phase == PLACE and s.pending.seat == A
    s = play(s, "place S-01 r0c1 0", "place M-05 r0c1 90")
    assert s.players[A].money == 20 - 11 + 5
    assert s.players[B].money == 20 - 11 + 6  # cheapest medium step $11; income 6


def test_loser_who_passes_on_the_second_tile_takes_the_pool():
    s = play(start(), "choose small", "flip small S-01", "bid T1 5", "pass")
    s = play(s, "choose major", "flip major L-01")
    assert legal_texts(s)[0] == "pass"  # $22 is beyond Ben's $20: no buy offered
    s = play(s, "pass")
    assert s.piles[2].bottom == ("L-01",)
    s = play(s, "place S-01 r0c1 0")
    assert s.pending.phase == POOL_TAKE and s.pending.seat == B


def test_both_pass_then_second_player_flips_and_starts_the_bidding():
    s = play(start(), "choose small", "flip small S-01", "pass", "pass")
    assert s.piles[0].bottom == ("S-01",)
    assert s.pending.phase == CHOOSE and s.pending.seat == B
    s = play(s, "choose medium", "flip medium M-05")
    assert s.pending.phase == DUEL and s.pending.seat == B
    s = play(s, "bid T2 11", "pass")
    # Ben wins the second tile; Ann, the loser, must take the Parkie Pool.
    assert s.players[A].bid == "pool" and s.players[B].bid == "T2"
    s = play(s, "place M-05 r0c1 90")
    assert s.pending.phase == POOL_TAKE and s.pending.seat == A


def test_nobody_bids_on_either_tile_so_both_take_the_pool():
    s = play(start(), "choose small", "flip small S-01", "pass", "pass")
    s = play(s, "choose small", "flip small S-02", "pass", "pass")
    assert s.piles[0].bottom == ("S-01", "S-02")
    assert s.pending.phase == POOL_TAKE and s.pending.seat == A
    s = play(s, "take red outside", "take blue outside")
    assert [p.money for p in s.players] == [28, 28]  # $3 each plus $5 income


def test_a_bid_after_the_other_passed_wins_at_once():
    s = play(start(), "choose small", "flip small S-01", "pass", "bid T1 5")
    assert s.players[B].bid == "T1"
    assert s.pending.phase == CHOOSE and s.pending.seat == A

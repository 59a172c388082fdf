"""The rulebook's play example (Mary, Sean and Gus), with the tile flips
forced through chance actions. Every money and track figure the example
gives is checked."""

from parkpack.games.parkies import GAME
from parkpack.games.parkies.state import BID, OUTSIDE, Parkie

from .helpers import choices, legal_texts, new_game, play

MARY, SEAN, GUS = 0, 1, 2


def money(state):
    return tuple(p.money for p in state.players)


def tracks(state, seat):
    return state.players[seat].tracks


def round_one():
    s = new_game(("Mary", "Sean", "Gus"))
    s = play(s, "flip small S-01", "flip medium M-01", "flip major L-01")
    assert s.pending.phase == BID and s.pending.seat == MARY
    # Nobody can afford the Dragon Loop with $20.
    assert not [t for t in legal_texts(s) if t.startswith("bid LA")]
    s = play(s, "bid MA 11", "bid MA 14", "bid SA 14", "bid MA 20")
    # Sean was outbid on the top step and has no Parkie to trump with.
    assert s.pending.seat == SEAN
    assert not [t for t in legal_texts(s) if t.startswith(("bid", "trump"))]
    s = play(s, "pool")
    # Pay, place, adjust: Mary then Gus.
    s = play(s, "place M-01 r0c0 0")
    assert s.players[MARY].money == 0 and tracks(s, MARY) == (8, 5, 6)
    s = play(s, "place S-01 r0c1 0")
    assert s.players[GUS].money == 6 and tracks(s, GUS) == (5, 6, 6)
    # Sean takes $3 and a blue Parkie, which waits outside his empty park.
    s = play(s, "take blue outside")
    return s


def test_round_one_money_tracks_and_picks():
    s = round_one()
    # Income ($5 each) has been collected; nobody can move Parkies, so picking starts.
    assert money(s) == (5, 28, 11)
    assert s.pending.seat == MARY
    assert choices(s) == ["take green M-01"]
    s = play(s, "take green M-01")
    # Sean has no tile, so Gus picks next; the Burger Bar is red.
    assert s.pending.seat == GUS and choices(s) == ["take red S-01"]
    s = play(s, "take red S-01")
    assert s.first == SEAN and s.round == 2
    assert s.players[SEAN].parkies == (Parkie("blue", OUTSIDE),)


def test_round_two_matches_the_example():
    s = round_one()
    s = play(s, "take green M-01", "take red S-01")
    # Only the small and medium spaces are empty: the Dragon Loop stays.
    s = play(s, "flip small S-19", "flip medium M-05")
    assert s.space("LA").tile == "L-01"
    assert s.pending.seat == SEAN
    assert "bid LA 22" in legal_texts(s)  # Sean could afford the Dragon Loop now
    s = play(s, "bid MA 11", "bid SA 5", "pool")
    # Sean pays 11 less his blue Parkie's $2 discount; his waiting Parkie walks onto the slide.
    s = play(s, "place M-05 r0c1 90")
    assert s.players[SEAN].money == 19 and tracks(s, SEAN) == (6, 6, 7)
    assert s.players[SEAN].parkies == (Parkie("blue", "M-05"),)
    s = play(s, "place S-19 r0c2 270")
    assert s.players[GUS].money == 6 and tracks(s, GUS) == (7, 7, 6)
    # Mary takes an orange Parkie from the pool onto her Dark Coaster and $3.
    s = play(s, "take orange M-01")
    # Income: Sean +6, Gus +6, Mary +5 (the rulebook's "8 to 12" is a slip for 13).
    assert money(s) == (13, 25, 12)
    # Only Gus has two tiles: he moves his red Parkie onto the Scrambler.
    assert s.pending.seat == GUS
    s = play(s, "move red S-01>S-19", "end moves")
    # Picking starts with Sean.
    assert s.pending.seat == SEAN and choices(s) == ["take blue M-05"]
    s = play(s, "take blue M-05")
    assert choices(s) == ["take red S-01", "take purple S-01"]
    s = play(s, "take purple S-01", "take green M-01")
    assert s.first == GUS and s.round == 3
    assert s.players[GUS].parkies == (Parkie("purple", "S-01"), Parkie("red", "S-19"))
    assert sorted(p.colour for p in s.players[MARY].parkies) == ["green", "green", "orange"]
    GAME.check(s)

"""Log lines, prompts, the empty Parkie Pool and the round limit."""

from dataclasses import replace

from parkpack.games.parkies import GAME
from parkpack.games.parkies.content import COLOURS, MAX_ROUNDS
from parkpack.games.parkies.rounds import end_round
from parkpack.games.parkies.state import OVER, PICK

from .helpers import give_parkie, new_game, play


def test_describe_and_prompt_name_the_player_and_the_tile():
    s = new_game(("Mary", "Sean", "Gus"))
    flip = GAME.parse_action("flip small S-01")
    assert GAME.text.describe(s, flip).text == "Small tile flipped: Burger Bar (S-01)."
    s = play(s, "flip small S-01", "flip medium M-01", "flip major L-01")
    assert GAME.text.prompt(s) == "Round 1: Mary, place a bid or go to the Parkie Pool."
    assert GAME.text.describe(s, GAME.parse_action("bid MA 11")).text == "Mary bids $11 on Medium A (Dark Coaster)."
    s = play(s, "bid MA 11", "bid SA 5", "pool")
    assert GAME.text.prompt(s) == "Round 1: Mary, place Dark Coaster."
    text = GAME.text.describe(s, GAME.parse_action("place M-01 r0c0 0")).text
    assert text.startswith("Mary pays $11 and places Dark Coaster at row 1, column 1")
    summary = GAME.text.summary(s, 0)
    assert summary == ("$20 · income $5 · score 2 · first player", "0/4 joined · no Parkies")
    assert GAME.text.summary(s, 1)[0] == "$20 · income $5 · score 2"


def test_the_prompt_at_the_end_names_the_winner():
    s = new_game(("Mary", "Sean", "Gus"))
    s = replace(s, pending=replace(s.pending, phase=OVER, seat=-1),
                players=tuple(replace(p, money=m) for p, m in zip(s.players, (12, 14, 13))))
    assert GAME.text.prompt(s) == "Game over: Sean wins with 1 point."
    s = replace(s, players=tuple(replace(p, money=14) for p in s.players))
    assert GAME.text.prompt(s) == "Game over: Mary, Sean and Gus share the win with 1 point."


def test_pool_takers_get_three_dollars_even_when_the_pool_is_empty():
    s = new_game(("A", "B", "C"))
    for colour in COLOURS:  # player A holds every Parkie, waiting outside
        for _ in range(5):
            s = give_parkie(s, 0, colour)
    assert s.pool == (0,) * 8
    GAME.check(s)
    s = play(s, "flip small S-01", "flip medium M-01", "flip major L-01", "pool", "pool", "pool")
    # Nobody could take a Parkie: everyone got $3 and then $5 income, no picks.
    assert [p.money for p in s.players] == [28, 28, 28]
    assert s.pending.phase not in (PICK, OVER)


def test_the_game_stops_at_the_round_limit():
    s = replace(new_game(("A", "B", "C")), round=MAX_ROUNDS)
    assert GAME.rounds(s) == MAX_ROUNDS
    assert end_round(s).pending.phase == OVER
    assert end_round(replace(s, round=MAX_ROUNDS - 1)).pending.phase != OVER


def test_two_player_trump_at_the_top():
    s = give_parkie(new_game(("Ann", "Ben")), 1, "red")
    s = play(s, "choose small", "flip small S-01", "bid T1 14")
    assert "trump T1 red" in [str(a) for a in GAME.legal_actions(s)]
    s = play(s, "trump T1 red", "pass")
    assert s.players[1].bid == "T1" and s.pool[0] == 5  # the red Parkie went back to the pool


def test_a_game_still_going_at_round_20_goes_on():
    """Round 20 stopped one two-player game in ten between the easy and hard
    computer players that then ended by the rules; the last-resort limit is
    far beyond the rulebook's "approximately 10 turns"."""
    s = replace(new_game(("A", "B", "C")), round=20)
    nxt = end_round(s)
    assert nxt.pending.phase != OVER and nxt.round == 21
    assert MAX_ROUNDS >= 10 * 10


def test_a_parkie_taken_reads_with_its_article_and_where_it_waits():
    from parkpack.games.parkies.actions import Take
    from parkpack.games.parkies.state import OUTSIDE, POOL_TAKE

    s = new_game(("Mary", "Sean", "Gus"))
    s = replace(s, pending=replace(s.pending, phase=POOL_TAKE, seat=0))
    outside = GAME.text.describe(s, Take("orange", OUTSIDE)).text
    assert outside == "Mary takes an orange Parkie and $3; it waits outside the park."
    s = replace(s, pending=replace(s.pending, phase=PICK, seat=0))
    assert GAME.text.describe(s, Take("red", OUTSIDE)).text == "Mary takes a red Parkie; it waits outside the park."

"""Cashing in and demolishing "at any time": offered at every decision of
the player, whatever the step of the round (docs/rules-parkies.md)."""

from parkpack.engine.api import CHANCE, InfoSet, SeatSpec
from parkpack.engine.rng import Rng
from parkpack.games.parkies import GAME
from parkpack.games.parkies.actions import CashIn, Demolish
from parkpack.games.parkies.content import COLOURS
from parkpack.games.parkies.state import PICK

from .helpers import choices, give_parkie, give_tile, legal_texts, new_game, play


def test_every_decision_offers_every_cash_in_and_demolition():
    seen: set[str] = set()
    for players in (2, 3):
        state = GAME.setup({}, [SeatSpec(f"P{i}") for i in range(players)], 4)
        rng, bots = Rng(4), [GAME.bot("hard", i) for i in range(players)]
        while (seat := GAME.to_act(state)) is not None:
            legal = GAME.legal_actions(state)
            if seat == CHANCE:
                action = rng.weighted(GAME.chance_outcomes(state))
            else:
                player = state.players[seat]
                cash = {(a.colour, a.where) for a in legal if isinstance(a, CashIn)}
                demolish = {a.tile for a in legal if isinstance(a, Demolish)}
                assert cash == {(p.colour, p.where) for p in player.parkies}, state.pending
                assert demolish == {p.tile for p in player.tiles}, state.pending
                if player.parkies and player.tiles:
                    seen.add(state.pending.phase)
                action = bots[seat].choose(GAME, InfoSet(seat, state, legal))
            state = GAME.apply(state, action)
    assert {"bid", "place", "pool", "move", "pick", "choose", "duel"} <= seen


def test_a_parkie_cashed_in_at_the_pick_can_be_picked_again():
    s = new_game(("Mary", "Sean", "Gus"))
    s = give_tile(s, MARY, "S-01", 0, 1, 0)  # food: red Parkies may be picked
    s = give_tile(s, MARY, "S-19", 0, 2, 270)  # and a ride (purple), so she has a pick
    for _ in range(4):
        s = give_parkie(s, SEAN, "red")
    s = give_parkie(s, MARY, "red", "S-01")  # the pool has no red left
    s = play(s, "flip small S-02", "flip medium M-01", "flip major L-01", "pool", "pool", "pool")
    s = play(s, "take green S-01", "take blue outside", "take blue outside")
    while not (s.pending.phase == PICK and s.pending.seat == MARY):
        s = play(s, choices(s)[-1])
    assert "take red S-01" not in legal_texts(s) and "take purple S-01" in legal_texts(s)
    s = play(s, "cash red@S-01")
    assert s.pending.phase == PICK and s.pending.seat == MARY
    s = play(s, "take red S-01")
    assert s.players[MARY].parkies[-1].colour == "red" and s.pool[COLOURS.index("red")] == 0


def test_a_picker_who_demolishes_every_colour_left_to_pick_passes_the_pick_on():
    s = new_game(("Mary", "Sean", "Gus"))
    s = give_tile(s, MARY, "S-01", 0, 1, 0)
    s = play(s, "flip small S-02", "flip medium M-01", "flip major L-01", "pool", "pool", "pool")
    s = play(s, "take green S-01", "take blue outside", "take blue outside")
    assert s.pending.phase == PICK and s.pending.seat == MARY
    s = play(s, "demolish S-01")  # her only attraction: no colour left to pick
    assert s.pending.phase != PICK or s.pending.seat != MARY


MARY, SEAN, GUS = 0, 1, 2

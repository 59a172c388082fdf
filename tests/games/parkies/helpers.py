"""Shared helpers for the Parkies tests: play action texts with legality checks."""

from __future__ import annotations

from parkpack.engine.api import InfoSet

from typing import Iterator

from parkpack.engine.api import SeatSpec
from parkpack.games.parkies import GAME
from parkpack.games.parkies.state import Placed, State


def new_game(names: tuple[str, ...], lake: bool = False) -> State:
    seats = [SeatSpec(n) for n in names]
    return GAME.setup({"lake": "on" if lake else "off"}, seats, 1)


def play(state: State, *texts: str) -> State:
    """Play each action after checking it is legal and the state invariants hold."""
    for text in texts:
        action = GAME.parse_action(text)
        legal = GAME.legal_actions(state)
        assert action in legal, f"{text} not legal in {state.pending}: {[str(a) for a in legal][:40]}"
        state = GAME.apply(state, action)
        GAME.check(state)
    return state


def hard_game(players: int, seed: int, lake: str = "off") -> Iterator[State]:
    """Every state after each action of a game between hard computer players."""
    from parkpack.engine.api import CHANCE
    from parkpack.engine.rng import Rng

    state = GAME.setup({"lake": lake}, [SeatSpec(f"P{i}") for i in range(players)], seed)
    rng, bots = Rng(seed), [GAME.bot("hard", i) for i in range(players)]
    while (seat := GAME.to_act(state)) is not None:
        if seat == CHANCE:
            action = rng.weighted(GAME.chance_outcomes(state))
        else:
            action = bots[seat].choose(GAME, InfoSet(seat, state, GAME.legal_actions(state)))
        state = GAME.apply(state, action)
        yield state


def round_parks(players: int, seed: int, lake: str) -> Iterator[tuple[tuple[Placed, ...], bool]]:
    """Every park, with its mat's lake flag, at the start of each round of a
    game between hard computer players."""
    for state in hard_game(players, seed, lake):
        if state.pending.phase == "flip":
            yield from ((p.tiles, state.lake) for p in state.players)


def legal_texts(state: State) -> list[str]:
    return [str(a) for a in GAME.legal_actions(state)]


def choices(state: State) -> list[str]:
    """The legal actions of the decision at hand, without the cash-ins and
    demolitions every decision also offers."""
    return [t for t in legal_texts(state) if t.split()[0] not in ("cash", "demolish")]


def give_tile(state: State, seat: int, tile: str, row: int, col: int, rot: int) -> State:
    """Put a tile from its pile straight into a park (no payment, no track change)."""
    from dataclasses import replace

    from parkpack.games.parkies.common import set_player, take_from_pile
    from parkpack.games.parkies.state import Placed

    state = take_from_pile(state, tile)
    player = state.players[seat]
    return set_player(state, replace(player, tiles=player.tiles + (Placed(tile, row, col, rot),)))


def give_parkie(state: State, seat: int, colour: str, where: str = "") -> State:
    """Move a Parkie from the pool to a player."""
    from parkpack.games.parkies.common import add_parkie, pool_add, set_player

    state = pool_add(state, colour, -1)
    return set_player(state, add_parkie(state.players[seat], colour, where))


def set_money(state: State, seat: int, money: int) -> State:
    from dataclasses import replace

    from parkpack.games.parkies.common import set_player

    return set_player(state, replace(state.players[seat], money=money))

"""Complete games with computer players in every seat (``parkpack sim``)."""

from __future__ import annotations

from typing import Any, Mapping

from .api import CHANCE, COMPUTER, AnyGame, InfoSet, SeatSpec
from .bots import levels, make_bot
from .errors import OptionError
from .rng import Rng

#: A game longer than this many actions is treated as a runaway (a rules bug).
MAX_ACTIONS = 20_000


def computer_seats(game: AnyGame, players: int, level: str) -> tuple[SeatSpec, ...]:
    if not game.info.min_players <= players <= game.info.max_players:
        raise OptionError(
            f"{game.info.name} takes {game.info.min_players}-{game.info.max_players} players, not {players}"
        )
    if level not in levels(game):
        raise OptionError(f"unknown computer level '{level}' (choose from {', '.join(sorted(levels(game)))})")
    colours = [c for c, _ in game.info.colours] or [""] * players
    return tuple(
        SeatSpec(f"Computer {i + 1}", COMPUTER, level, colours[i % len(colours)]) for i in range(players)
    )


def play_one(game: AnyGame, seats: tuple[SeatSpec, ...], seed: int, options: Mapping[str, str]) -> Any:
    """Play one game to the end and return its final state (unchecked, fast)."""
    state = game.setup(options, seats, seed)
    bots = [make_bot(game, s.level, seed * 31 + i) for i, s in enumerate(seats)]
    chance = Rng(f"sim/{seed}")
    for _ in range(MAX_ACTIONS):
        seat = game.to_act(state)
        if seat is None:
            return state
        if seat == CHANCE:
            action = chance.weighted(game.chance_outcomes(state))
        else:
            legal = game.legal_actions(state)
            # The log is left out here for speed; computer players decide from the view.
            action = bots[seat].choose(game, InfoSet(seat, game.view(state, seat), legal))
        state = game.apply(state, action)
    raise RuntimeError(f"{game.info.id} seed {seed}: no end after {MAX_ACTIONS} actions")


def play_games(
    game: AnyGame, players: int, count: int, first_seed: int, level: str, options: Mapping[str, str]
) -> list[dict[str, Any]]:
    seats = computer_seats(game, players, level)
    results = []
    for i in range(count):
        seed = first_seed + i
        final = play_one(game, seats, seed, options)
        sheet = game.scores(final)
        results.append(
            {
                "seed": seed,
                "scores": [p.total for p in sorted(sheet.players, key=lambda p: p.seat)],
                "winners": list(sheet.winners),
                "rounds": game.rounds(final),
                "solo_result": sheet.solo_result,
                # Automaton entrants score after the seats, in this order.
                "automata": list(sheet.automata),
            }
        )
    return results

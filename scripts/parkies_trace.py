"""A fingerprint of Parkies' rules: seeded random games (2-6 players) through
setup / legal_actions / apply, hashing every position's legal actions, the
action chosen and the final scores. Two trees whose rules behave the same
print the same hash.

    PYTHONPATH=. python scripts/parkies_trace.py [GAMES]
"""

from __future__ import annotations

import hashlib
import sys

from parkpack.engine import registry
from parkpack.engine.api import CHANCE, COMPUTER, SeatSpec
from parkpack.engine.rng import Rng


def main(games: int = 300) -> str:
    game = registry.get("parkies")
    digest = hashlib.sha256()
    steps = 0
    for seed in range(games):
        players = 2 + seed % 5
        seats = tuple(SeatSpec(f"P{i}", COMPUTER, "random", "") for i in range(players))
        options = {"lake": "on" if seed % 3 == 2 else "off"}
        state = game.setup(options, seats, seed)
        rng = Rng(f"parkies-trace/{seed}")
        while (seat := game.to_act(state)) is not None:
            if seat == CHANCE:
                outcomes = game.chance_outcomes(state)
                digest.update(repr([(str(a), w) for a, w in outcomes]).encode())
                action = rng.weighted(outcomes)
            else:
                legal = game.legal_actions(state)
                digest.update(repr([str(a) for a in legal]).encode())
                weights = game.playout_weights(state, legal)
                action = legal[rng.weighted_index(weights)] if weights is not None else rng.pick(legal)
            digest.update(str(action).encode())
            state = game.apply(state, action)
            steps += 1
        sheet = game.scores(state)
        digest.update(repr([(p.seat, p.total, [(l.label, l.points) for l in p.lines]) for p in sheet.players]).encode())
        digest.update(repr((sheet.winners, state)).encode())
    return f"{digest.hexdigest()} ({games} games, {steps} steps)"


if __name__ == "__main__":
    print(main(int(sys.argv[1]) if len(sys.argv) > 1 else 300))

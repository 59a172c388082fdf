"""Writes the golden saves: seeded games of every game, kept with their final
scores so that later versions can prove they still load them identically.

Run from the repository root:

    python tests/golden/generate.py              # every game
    python tests/golden/generate.py walk         # one game
    python tests/golden/generate.py --expected   # only re-read the saves' results

Each game is played from its seed: chance by the session's seeded draw,
computer seats by their own level, human seats by a seeded random choice.
Re-run it (and commit the files) only when a change means a seed no longer
draws what it did; a save that stops loading with the same scores is the
regression these files exist to catch.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from parkpack.engine import registry, saves  # noqa: E402
from parkpack.engine.api import CHANCE, COMPUTER, HUMAN, SeatSpec  # noqa: E402
from parkpack.engine.bots import make_bot  # noqa: E402
from parkpack.engine.rng import Rng  # noqa: E402

HERE = Path(__file__).resolve().parent
SAVED_AT = "2026-01-01T00:00:00+00:00"  # fixed, so a regenerated file differs only where play does
MAX_STEPS = 20_000


@dataclass(frozen=True)
class Golden:
    name: str
    options: dict[str, str]
    seats: tuple[SeatSpec, ...]
    seed: int


def _humans(*names: str) -> tuple[SeatSpec, ...]:
    colours = ("green", "blue", "red", "orange", "purple", "teal")
    return tuple(SeatSpec(n, HUMAN, "", colours[i]) for i, n in enumerate(names))


def _computers(count: int, level: str) -> tuple[SeatSpec, ...]:
    return tuple(SeatSpec(f"Computer {i + 1}", COMPUTER, level, "") for i in range(count))


GOLDEN: dict[str, tuple[Golden, ...]] = {
    "walk": (
        Golden("solo_level_1", {"level": "1"}, _humans("Ann"), 1),
        Golden("solo_level_4", {"level": "4"}, _humans("Ann"), 4),
        Golden("three_players", {}, _humans("Ann", "Ben", "Cy"), 7),
    ),
    "parkies": (
        Golden("two_players_lake", {"lake": "on"}, _computers(2, "hard"), 12),
        Golden("three_players_grass", {"lake": "off"}, _computers(3, "hard"), 11),
    ),
    "tenpenny": (
        Golden("solo_normal", {"becky": "normal"}, _computers(1, "normal"), 3),
        Golden("solo_harder", {"becky": "harder"}, _humans("Ann"), 8),
        Golden("three_players", {"shovel": "2"}, _computers(2, "normal") + _humans("Cy"), 14),
    ),
    "steamdonkey": (
        # Steam Donkey's seat colours are its own (blue, purple, orange, teal).
        Golden("basic_three_players", {"advanced": "off", "first": "1"},
               _computers(2, "normal") + (SeatSpec("Cy", HUMAN, "", "orange"),), 5),
        Golden("advanced_two_players", {"advanced": "on"},
               (SeatSpec("Ann", HUMAN, "", "blue"),) + _computers(1, "normal"), 9),
    ),
}


def play(game_id: str, golden: Golden) -> Any:
    from parkpack.engine.session import Session

    game = registry.get(game_id)
    session = Session(game, golden.options, golden.seats, golden.seed)
    bots = {
        seat: make_bot(game, spec.level, golden.seed * 31 + seat)
        for seat, spec in enumerate(golden.seats)
        if spec.kind == COMPUTER
    }
    humans = Rng(f"golden/{golden.name}")  # a human seat picks any legal move
    for _ in range(MAX_STEPS):
        seat = session.to_act
        if seat is None:
            return session
        if seat == CHANCE:
            session.play(session.chance_action())
        elif seat in bots:
            session.play(bots[seat].choose(game, session.info_set(seat)))
        else:
            session.play(humans.pick(session.legal_actions()))
    raise RuntimeError(f"{game_id} {golden.name} did not end in {MAX_STEPS} steps")


def result(session: Any) -> dict[str, Any]:
    sheet = session.game.scores(session.state)
    return {
        "moves": len(session.history),
        "over": session.is_over,
        "totals": [p.total for p in sheet.players],
        "winners": list(sheet.winners),
        "solo_result": sheet.solo_result,
    }


def write(game_id: str, golden: Golden, session: Any) -> None:
    folder = HERE / game_id
    folder.mkdir(exist_ok=True)
    doc = saves.session_to_document(session)
    doc["saved_at"] = SAVED_AT
    text = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
    (folder / f"{golden.name}{saves.SUFFIX}").write_text(text, encoding="utf-8")


def write_expected(game_id: str) -> None:
    folder = HERE / game_id
    expected = {
        path.name.removesuffix(saves.SUFFIX): result(saves.load(path, game_id=game_id))
        for path in sorted(folder.glob(f"*{saves.SUFFIX}"))
    }
    (folder / "expected.json").write_text(json.dumps(expected, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    only_expected = "--expected" in argv
    games = [a for a in argv if not a.startswith("--")] or list(GOLDEN)
    for game_id in games:
        if not only_expected:
            for golden in GOLDEN[game_id]:
                write(game_id, golden, play(game_id, golden))
        write_expected(game_id)
        print(f"{game_id}: {len(list((HERE / game_id).glob('*' + saves.SUFFIX)))} golden saves")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""The Game protocol every parkpack game implements (docs/architecture.md).

A game is a module-level object with pure functions over immutable states. The
session (engine/session.py) is the only caller that checks legality; the UI, the
log, saves and bots all talk to a game through this surface.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Sequence, runtime_checkable

#: ``to_act`` returns this when the next step is a die roll, shuffle or draw.
CHANCE: int = -1

HUMAN = "human"
COMPUTER = "computer"


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """One seat at the table: who sits there and how they play."""

    name: str
    kind: str = HUMAN  # HUMAN or COMPUTER
    level: str = ""  # computer level id, "" for humans
    colour: str = ""  # the game's colour id for this seat

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> "SeatSpec":
        return SeatSpec(
            name=str(data["name"]),
            kind=str(data.get("kind", HUMAN)),
            level=str(data.get("level", "")),
            colour=str(data.get("colour", "")),
        )


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A game option shown in the new-game dialog and accepted by ``setup``.

    ``choices`` lists (value, label) pairs; ``default`` is one of the values.
    ``players`` limits the option to these player counts (empty: any count).
    """

    key: str
    label: str
    choices: tuple[tuple[str, str], ...]
    default: str
    help: str = ""
    players: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a player's score breakdown."""

    label: str
    points: int


@dataclass(frozen=True, slots=True)
class PlayerScore:
    seat: int
    total: int
    lines: tuple[ScoreLine, ...]


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """Final (or running) scores. ``winners`` applies the rulebook's tie-breaks;
    ``notes`` carries extra result text such as a solo rank or tie-break used."""

    players: tuple[PlayerScore, ...]
    winners: tuple[int, ...]
    notes: tuple[str, ...] = ()
    solo_result: str = ""  # e.g. "Botanist" or "Loss"; empty in multiplayer games

    def total(self, seat: int) -> int:
        return next(p.total for p in self.players if p.seat == seat)


@dataclass(frozen=True, slots=True)
class BotLevel:
    """A computer-player level a game offers."""

    id: str
    label: str
    description: str = ""


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What the launcher shows about a game."""

    id: str
    name: str
    min_players: int
    max_players: int
    play_time: str
    blurb: str
    hidden_information: bool
    colours: tuple[tuple[str, str], ...] = ()  # (colour id, label) seats may take
    options: tuple[OptionSpec, ...] = ()
    bot_levels: tuple[BotLevel, ...] = field(default_factory=tuple)


@runtime_checkable
class Game(Protocol):
    """The protocol. ``State`` and ``Action`` are each game's own frozen dataclasses."""

    info: GameInfo

    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> Any:
        """A fresh game. Raises OptionError for options or seats the game refuses."""

    def legal_actions(self, state: Any) -> tuple[Any, ...]:
        """Every action for whoever must decide now, in a stable order."""

    def apply(self, state: Any, action: Any) -> Any:
        """The state after ``action``. Pure and unchecked."""

    def to_act(self, state: Any) -> int | None:
        """The seat that must decide, CHANCE, or None once the game is over."""

    def chance_outcomes(self, state: Any) -> tuple[tuple[Any, float], ...]:
        """At a chance point: every outcome action with its weight."""

    def view(self, state: Any, seat: int) -> Any:
        """What ``seat`` may see: secrets of others replaced by placeholders."""

    def scores(self, state: Any) -> ScoreSheet:
        """Scores with a breakdown; winners after the rulebook's tie-breaks."""

    def check(self, state: Any) -> None:
        """Raise InvariantError if the state breaks an invariant."""

    def parse_action(self, text: str) -> Any:
        """The action whose ``str`` is ``text``; NotationError otherwise."""

    def reveals(self, state: Any, action: Any) -> bool:
        """True if playing ``action`` in ``state`` shows information that undo
        could abuse (chance outcomes always count; this adds game-specific
        reveals such as looking at a hidden card)."""

    def describe(self, state: Any, action: Any) -> str:
        """One readable log line for ``action`` played in ``state``, naming the
        seat. It must not reveal anything ``view`` hides from other seats."""

    def prompt(self, state: Any) -> str:
        """The status line: whose turn it is and what they must do."""

    def summary(self, state: Any, seat: int) -> tuple[str, ...]:
        """Short public status lines for ``seat`` in the side panel (score so
        far, money, counts). Computed from a view, so nothing hidden leaks."""

    def rounds(self, state: Any) -> int:
        """Rounds (or turns) played so far, for the log and simulation reports."""

    # Optional: ``playout_weights(state, legal) -> Sequence[float]``, one weight
    # per legal action. When a game defines it, the random bot (engine/bots.py)
    # draws each legal action in proportion to its weight instead of uniformly,
    # so "any time" moves such as cashing in do not swamp random playouts. Not
    # part of the protocol proper: the engine looks it up with getattr.

    def bot(self, level: str, seed: int) -> "Bot":
        """A computer player of the given level (see engine/bots.py)."""


class Bot(Protocol):
    """A computer player. It sees only ``view(state, seat)``."""

    def choose(self, game: Game, view_state: Any, seat: int, legal: tuple[Any, ...]) -> Any:
        """One of ``legal``."""

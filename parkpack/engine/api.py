"""The Game protocol every parkpack game implements (docs/architecture.md).

A game is one object, generic over its own state and action records
(``Game[S, A]``), with pure functions over immutable states. It has two
halves, kept apart so a new game sees at a glance which is which:

* the **rules** (``Game``): setup, legal actions, their effects, chance, what
  each seat may see, scores, invariants and the text notation;
* the **wording** (``Game.text``, a ``GameText``): the log entry of an action,
  the status line, the side-panel lines and the reason a move is refused.

The session (engine/session.py) is the only caller that checks legality; the
UI, the log, saves and computer players all talk to a game through this
surface. Everything shown to a seat is built from that seat's ``view``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Generic, Mapping, Protocol, Sequence, TypeVar

from .frozen import record
from .rng import Rng

#: ``to_act`` returns this when the next step is a die roll, shuffle or draw.
CHANCE: int = -1
#: The seat of nobody at the table: ``view(state, OBSERVER)`` shows only what
#: every seat may see (the public view; saves keep a snapshot of it).
OBSERVER: int = -2

HUMAN = "human"
COMPUTER = "computer"

S = TypeVar("S")
A = TypeVar("A")


@record
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
    def from_json(data: Mapping[str, Any]) -> SeatSpec:
        return SeatSpec(
            name=str(data["name"]),
            kind=str(data.get("kind", HUMAN)),
            level=str(data.get("level", "")),
            colour=str(data.get("colour", "")),
        )


@record
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

    def label_of(self, value: str) -> str:
        return next((label for v, label in self.choices if v == value), value)


@record
class ScoreLine:
    """One line of an entrant's score breakdown."""

    label: str
    points: int


@record
class PlayerScore:
    """One entrant's score. ``seat`` numbers the entrant: the seats come first
    (0, 1, ...), then any automaton (see ``ScoreSheet.automata``)."""

    seat: int
    total: int
    lines: tuple[ScoreLine, ...]


@record
class ScoreSheet:
    """Final (or running) scores of every entrant.

    ``winners`` applies the rulebook's tie-breaks and may name an automaton.
    ``automata`` names the automaton entrants (Becky): they are numbered after
    the seats, in this order, and are never a seat of the session.
    ``notes`` carries extra result text such as a tie-break used;
    ``solo_result`` is the one-line outcome of a solo game ("Botanist",
    "Win", "Loss"), empty in multiplayer games.
    """

    players: tuple[PlayerScore, ...]
    winners: tuple[int, ...]
    notes: tuple[str, ...] = ()
    solo_result: str = ""
    automata: tuple[str, ...] = ()

    @property
    def seat_count(self) -> int:
        return len(self.players) - len(self.automata)

    def is_automaton(self, entrant: int) -> bool:
        return entrant >= self.seat_count

    def name(self, entrant: int, seat_names: Sequence[str]) -> str:
        """The entrant's name: a seat's from ``seat_names``, an automaton's own."""
        if self.is_automaton(entrant):
            return self.automata[entrant - self.seat_count]
        return seat_names[entrant]

    def total(self, entrant: int) -> int:
        return next(p.total for p in self.players if p.seat == entrant)

    def seats(self) -> tuple[PlayerScore, ...]:
        """The scores of the seats only (no automaton)."""
        return tuple(p for p in self.players if not self.is_automaton(p.seat))


@record
class LogEntry:
    """One line of the game log as each reader may see it.

    ``text`` is what every seat reads. Where an action shows something to some
    seats only (a card drawn into a hand, a goal kept), ``private`` is what
    ``seats`` read instead. Once the game is over everyone reads ``private``,
    or ``ended`` where part of the secret outlives the game (a goal card put
    back in the box unseen).
    """

    text: str
    private: str = ""
    seats: tuple[int, ...] = ()
    ended: str = ""

    def for_viewer(self, viewer: int, over: bool = False) -> str:
        if self.private and viewer in self.seats:
            return self.private
        if self.private and over:
            return self.ended or self.private
        return self.text


@record
class BotLevel:
    """A computer-player level a game offers."""

    id: str
    label: str
    description: str = ""


@record
class GameInfo:
    """What the launcher shows about a game.

    ``solo_option`` names the option whose value keys solo records (Walk's
    level, Tenpenny's form of Becky); "" when every solo game counts alike.

    ``edition`` numbers the versions of the game's rules as played here: it
    goes up when a correction changes what a recorded action list means. A
    save or a filed game keeps the edition it was played by, so it replays
    as it was played (``Game.at_edition``).
    """

    id: str
    name: str
    min_players: int
    max_players: int
    play_time: str
    blurb: str
    hidden_information: bool
    colours: tuple[tuple[str, str], ...] = ()  # (colour id, label) seats may take
    options: tuple[OptionSpec, ...] = ()
    bot_levels: tuple[BotLevel, ...] = ()
    solo_option: str = ""
    edition: int = 1

    def option(self, key: str) -> OptionSpec | None:
        return next((o for o in self.options if o.key == key), None)


@record
class InfoSet(Generic[S, A]):
    """Everything a computer player is given: its seat's view, the legal
    actions, and the log as that seat read it (oldest first)."""

    seat: int
    view: S
    legal: tuple[A, ...]
    log: tuple[str, ...] = ()


class Bot(Protocol[S, A]):
    """A computer player. It is given its seat's information only."""

    def choose(self, game: Game[S, A], info: InfoSet[S, A]) -> A:
        """One of ``info.legal``."""
        ...


class Brief(str):
    """A side-panel line that has a shorter wording too, for a player card
    too narrow for the whole line (which the card then keeps in its
    tooltip). It is the whole line wherever a plain string is expected."""

    short: str

    def __new__(cls, full: str, short: str) -> Brief:
        line = super().__new__(cls, full)
        line.short = short
        return line

    def __getnewargs__(self) -> tuple[str, str]:  # type: ignore[override]
        return (str(self), self.short)


class GameText(ABC, Generic[S, A]):
    """The words a game shows: built from what the reader may see."""

    @abstractmethod
    def describe(self, state: S, action: A) -> LogEntry:
        """The log entry of ``action`` played in ``state`` (the full state).
        Its ``text`` must not depend on anything hidden from any seat; what
        only some seats learn goes in ``private``."""

    @abstractmethod
    def prompt(self, view: S) -> str:
        """The status line for a seat's view: whose turn it is, what they must do."""

    @abstractmethod
    def summary(self, view: S, seat: int) -> tuple[str, ...]:
        """Short status lines about ``seat`` for the side panel, from a view
        (a ``Brief`` where a line has a shorter wording for a narrow card)."""

    def refusal(self, view: S, action: A) -> str:
        """Why ``action`` is not legal now, told from the acting seat's view
        ("" when there is nothing more to say than the prompt)."""
        return ""


class Game(ABC, Generic[S, A]):
    """The rules of one game. ``S`` and ``A`` are its own state and action records."""

    info: GameInfo
    text: GameText[S, A]

    # --- rules ----------------------------------------------------------------
    @abstractmethod
    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> S:
        """A fresh game. Raises OptionError for options or seats the game refuses."""

    @abstractmethod
    def legal_actions(self, state: S) -> tuple[A, ...]:
        """Every action for whoever must decide now, in a stable order."""

    @abstractmethod
    def apply(self, state: S, action: A) -> S:
        """The state after ``action``. Pure and unchecked."""

    @abstractmethod
    def to_act(self, state: S) -> int | None:
        """The seat that must decide, CHANCE, or None once the game is over."""

    @abstractmethod
    def chance_outcomes(self, state: S) -> tuple[tuple[A, float], ...]:
        """At a chance point: every outcome action with its weight."""

    @abstractmethod
    def scores(self, state: S) -> ScoreSheet:
        """Scores with a breakdown; winners after the rulebook's tie-breaks."""

    @abstractmethod
    def check(self, state: S) -> None:
        """Raise InvariantError if the state breaks an invariant."""

    @abstractmethod
    def parse_action(self, text: str) -> A:
        """The action whose ``str`` is ``text``; NotationError otherwise."""

    @abstractmethod
    def bot(self, level: str, seed: int) -> Bot[S, A]:
        """A computer player of the given level (see engine/bots.py)."""

    # --- hidden information (the defaults: nothing is secret) ------------------
    def view(self, state: S, seat: int) -> S:
        """What ``seat`` may see (``OBSERVER``: what every seat may see), with
        everything hidden replaced by placeholders. A view is the seat's whole
        knowledge: what it has seen before (a face that was shown) stays in it."""
        return state

    def determinize(self, view: S, seat: int, rng: Rng) -> S:
        """A full state consistent with everything ``seat`` knows (its view):
        unseen faces dealt at random to match what it has seen. Then
        ``view(determinize(v, seat, rng), seat) == v``."""
        return view

    def reveals(self, state: S, action: A) -> bool:
        """True if playing ``action`` shows information that undo could abuse
        (chance outcomes always count; this adds looking at hidden faces)."""
        return False

    def undo_barrier(self, state: S, action: A) -> str:
        """Why undo cannot reach back past the chance step ``action`` when it
        is not a die roll or a draw (an untranslated ``N_`` text), or "" for
        the usual wording. A game whose automatic steps or automaton run as
        chance steps with one outcome names them here."""
        return ""

    # --- optional hooks, with their defaults -----------------------------------
    def playout_weights(self, state: S, legal: Sequence[A]) -> Sequence[float] | None:
        """How likely a random playout is to choose each legal action (None:
        uniformly), so "any time" moves do not swamp random games."""
        return None

    def rounds(self, state: S) -> int:
        """Rounds (or turns) played so far, for the log and simulation reports."""
        return 0

    def at_edition(self, state: S, edition: int) -> S:
        """The fresh ``state`` set to be played by an earlier ``edition`` of
        these rules (1 to ``info.edition`` - 1), for a game recorded then."""
        return state

    def automata(self, state: S) -> tuple[str, ...]:
        """Names of automaton entrants (Becky): they play inside ``apply``,
        score and can win, but are not seats. Numbered after the seats."""
        return ()

    # --- optional hooks for the searching computer player (engine/search.py) ----
    def playout_policy(self, seed: int) -> Bot[S, A] | None:
        """A fast computer player for the expert's playouts (None: the
        random player, weighted by ``playout_weights``). It is given a view,
        like any bot, and is called many thousand times a move: it should
        answer in microseconds, not milliseconds."""
        return None

    def evaluate(self, state: S) -> Sequence[float] | None:
        """Each seat's expected ``outcome`` of a game not yet over, so the
        expert can stop a playout early (None: play on to the end). ``state``
        is a full state (a determinisation, for games with secrets)."""
        return None

    def priors(self, state: S, legal: Sequence[A]) -> Sequence[float] | None:
        """How promising each legal action looks to the seat to act, as
        positive weights (None: all alike). The expert tries likely actions
        first; a good guess here saves it most of its thinking time."""
        return None

    def outcome(self, state: S) -> tuple[float, ...]:
        """What each seat makes of a finished game, the value the expert
        maximises (larger is better; one value per seat, not zero-sum).

        The default, from the score sheet: alone, the seat's points (unless an
        automaton plays too, then as below); with rivals, 1 for a win, 1/k for
        a victory shared by k, 0 for a loss, plus a hundredth of a point per
        point of lead over the best rival (minus when behind), so a close loss
        is preferred to a heavy one."""
        return default_outcome(self.scores(state))


#: The weight of each point of lead in ``default_outcome`` (small against a win).
MARGIN_WEIGHT = 0.01


def default_outcome(sheet: ScoreSheet) -> tuple[float, ...]:
    """``Game.outcome``'s default, worked out from a final score sheet."""
    seats = sheet.seat_count
    totals = {p.seat: p.total for p in sheet.players}
    if seats == 1 and not sheet.automata:
        return (float(totals.get(0, 0)),)
    share = 1.0 / len(sheet.winners) if sheet.winners else 0.0
    values = []
    for seat in range(seats):
        rival = max((t for e, t in totals.items() if e != seat), default=0)
        win = share if seat in sheet.winners else 0.0
        values.append(win + MARGIN_WEIGHT * (totals.get(seat, 0) - rival))
    return tuple(values)

#: A game of any state and action types, as the registry and the UI hold them.
AnyGame = Game[Any, Any]

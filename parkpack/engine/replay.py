"""A finished (or saved) game as a timeline of states, for watching it again.

A ``Timeline`` replays a session's action list from the setup, keeping every
state on the way: step 0 is the setup, step k the state after k actions. The
replay viewer, ``parkpack replay --steps`` and the move analysis all read
games through it.

Who may see what: a seat's view of a step is ``game.view(state, seat)`` and
its log is each line as that seat read it when it was played; ``EVERYTHING``
(the whole state, every private line) is offered only once the game is over,
as the rulebook's end of game opens every hand anyway.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Any, Generic, Mapping, Sequence, TypeVar

from ..i18n import _
from .api import CHANCE, OBSERVER, Game, InfoSet, LogEntry, ScoreSheet, SeatSpec
from .errors import ParkpackError
from .session import Session, fresh_state

S = TypeVar("S")
A = TypeVar("A")

#: The viewer that sees the whole state: only for a game that is over.
EVERYTHING: int = -3


def watcher_while_played(seats: Sequence[Any]) -> int:
    """Whose view a game with secrets is shown in while it is still played:
    the one person's where one person plays (the rest are computers or an
    automaton), else an onlooker's (OBSERVER), since whoever watches may be
    any of its people."""
    humans = [i for i, seat in enumerate(seats) if seat.is_human]
    return humans[0] if len(humans) == 1 else OBSERVER


class Timeline(Generic[S, A]):
    """Every state of one game, with its log, who acted, and its rounds."""

    def __init__(
        self,
        game: Game[S, A],
        options: Mapping[str, str],
        seats: Sequence[SeatSpec],
        seed: int,
        history: Sequence[str],
        edition: int = 0,
    ) -> None:
        self.game = game
        self.options = dict(options)
        self.seats = tuple(seats)
        self.seed = seed
        self.history = tuple(history)
        self.edition = edition or game.info.edition
        state = fresh_state(game, self.options, self.seats, seed, self.edition)
        states: list[S] = [state]
        actions: list[A] = []
        entries: list[LogEntry] = []
        actors: list[int | None] = []
        for text in self.history:
            action = game.parse_action(text)
            actors.append(game.to_act(state))
            entries.append(game.text.describe(state, action))
            state = game.apply(state, action)
            actions.append(action)
            states.append(state)
        self.states: tuple[S, ...] = tuple(states)
        self.actions: tuple[A, ...] = tuple(actions)
        self.entries: tuple[LogEntry, ...] = tuple(entries)
        #: ``actors[i]``: the seat (or CHANCE) that chose action i (0-based).
        self.actors: tuple[int | None, ...] = tuple(actors)
        rounds = [game.rounds(s) for s in self.states]
        #: Steps where a new round (or turn) begins, ascending.
        self.round_starts: tuple[int, ...] = tuple(k for k in range(1, len(rounds)) if rounds[k] != rounds[k - 1])
        self._rounds = tuple(rounds)

    @staticmethod
    def of_session(session: Session[S, A]) -> Timeline[S, A]:
        return Timeline(session.game, session.options, session.seats, session.seed, session.history, session.edition)

    # --- size and end ---------------------------------------------------
    @property
    def steps(self) -> int:
        """The number of actions; steps run from 0 (setup) to this."""
        return len(self.actions)

    @property
    def over(self) -> bool:
        return self.game.to_act(self.states[-1]) is None

    def viewers(self) -> tuple[int, ...]:
        """The viewers a replay may choose: each seat, and EVERYTHING once
        over. While a game with secrets is still being played, whoever
        watches may be any of its people, so only one person's own view is
        offered, where it has one person, and otherwise an onlooker's
        (OBSERVER): nobody's secrets."""
        if self.over or not self.game.info.hidden_information:
            return tuple(range(len(self.seats))) + ((EVERYTHING,) if self.over else ())
        return (watcher_while_played(self.seats),)

    def check_viewer(self, viewer: int) -> None:
        if viewer == EVERYTHING and not self.over:
            raise ParkpackError("the game is not over: it can only be watched from one seat's view")
        if viewer != EVERYTHING and viewer != OBSERVER and not 0 <= viewer < len(self.seats):
            raise ParkpackError(f"there is no seat {viewer + 1} (the game has {len(self.seats)})")
        if viewer >= 0 and viewer not in self.viewers():
            raise ParkpackError(f"the game is not over: seat {viewer + 1}'s secrets are not shown while it is played"
                                " (watch it without --seat, as an onlooker)")

    # --- one step -------------------------------------------------------
    def state(self, step: int) -> S:
        return self.states[self._clamp(step)]

    def view(self, step: int, viewer: int) -> S:
        """What ``viewer`` saw at ``step`` (the whole state for EVERYTHING)."""
        self.check_viewer(viewer)
        state = self.state(step)
        return state if viewer == EVERYTHING else self.game.view(state, viewer)

    def line(self, index: int, viewer: int) -> str:
        """Log line of action ``index`` (0-based) as ``viewer`` read it then."""
        self.check_viewer(viewer)
        entry = self.entries[index]
        if viewer == EVERYTHING:
            return entry.for_viewer(OBSERVER, over=True)
        if entry.ended and self.over:
            # A secret that outlives the game (the goal put back in the box)
            # is kept from every view of a finished game: whoever watches
            # "seen by" a seat may be anyone.
            return entry.ended
        return entry.for_viewer(viewer, over=False)

    def log(self, step: int, viewer: int) -> list[str]:
        """The log up to ``step`` as ``viewer`` read it."""
        self.check_viewer(viewer)
        return [self.line(i, viewer) for i in range(self._clamp(step))]

    def actor(self, step: int) -> int | None:
        """Who made the action that led to ``step`` (None for step 0)."""
        return self.actors[step - 1] if 0 < step <= self.steps else None

    def round_of(self, step: int) -> int:
        return self._rounds[self._clamp(step)]

    def scores(self, step: int, viewer: int) -> ScoreSheet | None:
        """The score so far as ``viewer`` may count it (None where the game
        cannot score a view, e.g. with hidden cards)."""
        try:
            return self.game.scores(self.view(step, viewer))
        except (ParkpackError, LookupError, TypeError, AttributeError, ValueError):
            return None

    def info_set(self, index: int) -> InfoSet[S, A]:
        """What the seat deciding action ``index`` knew then (for analysis)."""
        seat = self.actors[index]
        if seat is None or seat == CHANCE:
            raise ParkpackError(f"action {index + 1} was not a seat's decision")
        state = self.states[index]
        log = tuple(self.line(i, seat) for i in range(index))
        return InfoSet(seat, self.game.view(state, seat), self.game.legal_actions(state), log)

    def decisions(self, seats: Sequence[int]) -> tuple[int, ...]:
        """Indices of the actions chosen by ``seats`` among several legal ones."""
        wanted = set(seats)
        return tuple(
            i
            for i, seat in enumerate(self.actors)
            if seat in wanted and len(self.game.legal_actions(self.states[i])) > 1 and not self._secret_for_ever(i)
        )

    def _secret_for_ever(self, index: int) -> bool:
        """Whether action ``index`` stays secret after the game (its line has
        an ``ended`` wording): a finished game's analysis would name it in
        its verdict, and name the better choice too."""
        return self.over and bool(self.entries[index].ended)

    # --- moving around ----------------------------------------------------
    def next_round(self, step: int) -> int:
        """The first step of the next round (the end if there is none)."""
        i = bisect_right(self.round_starts, step)
        return self.round_starts[i] if i < len(self.round_starts) else self.steps

    def previous_round(self, step: int) -> int:
        """The start of this round, or of the one before if already there."""
        i = bisect_left(self.round_starts, step)
        return self.round_starts[i - 1] if i > 0 else 0

    def _clamp(self, step: int) -> int:
        return max(0, min(self.steps, step))


def seat_label(seat: SeatSpec) -> str:
    """"Ann" or "Robin (computer, hard)"."""
    if seat.is_human:
        return seat.name
    if seat.level:
        return _("{name} (computer, {level})").format(name=seat.name, level=seat.level)
    return _("{name} (computer)").format(name=seat.name)


def step_lines(timeline: Timeline[Any, Any], viewer: int) -> list[str]:
    """The game step by step in text as ``viewer`` saw it: a heading per
    round, one numbered line per action, then the final (or current) scores."""
    timeline.check_viewer(viewer)
    game = timeline.game
    if viewer == EVERYTHING:
        who = _("everything open")
    elif viewer == OBSERVER:
        who = _("the public view")
    else:
        who = _("seen by {name} (seat {seat})").format(name=timeline.seats[viewer].name, seat=viewer + 1)
    lines = [f"{game.info.name}: " + ", ".join(seat_label(s) for s in timeline.seats) + f"; {who}"]
    starts = set(timeline.round_starts)
    for step in range(1, timeline.steps + 1):
        if step in starts or step == 1:
            lines.append(_("Round {round}").format(round=timeline.round_of(step)))
        lines.append(f"  {step}. {timeline.line(step - 1, viewer)}")
    sheet = timeline.scores(timeline.steps, viewer)
    if sheet is not None:
        names = [s.name for s in timeline.seats] + list(sheet.automata)
        lines.append(_("Final scores") if timeline.over else _("Scores so far (game not finished)"))
        for player in sheet.players:
            lines.append(f"  {names[player.seat]}: {player.total}")
        if timeline.over and sheet.winners:
            lines.append(_("Winner: {names}").format(names=", ".join(names[w] for w in sheet.winners)))
    return lines


def print_steps(session: Session[Any, Any], seat: int, as_json: bool = False) -> int:
    """``parkpack replay FILE --steps [--seat N]``: ``seat`` counts from 1
    (0: everything once the game is over, else the public view). A seat the
    game does not have is refused with one line on stderr and status 2."""
    import json
    import sys

    timeline = Timeline.of_session(session)
    if seat:
        if not 1 <= seat <= len(timeline.seats):
            print(f"parkpack: error: there is no seat {seat}: this game has seats 1 to {len(timeline.seats)}",
                  file=sys.stderr)
            return 2
        viewer = seat - 1
    else:
        viewer = EVERYTHING if timeline.over else OBSERVER
    try:
        timeline.check_viewer(viewer)
    except ParkpackError as exc:
        print(f"parkpack: error: {exc}", file=sys.stderr)
        return 2
    if as_json:
        steps = [
            {"step": k, "round": timeline.round_of(k), "text": timeline.line(k - 1, viewer)}
            for k in range(1, timeline.steps + 1)
        ]
        print(json.dumps({"game": timeline.game.info.id, "viewer": seat, "over": timeline.over, "steps": steps}))
        return 0
    print("\n".join(step_lines(timeline, viewer)))
    return 0

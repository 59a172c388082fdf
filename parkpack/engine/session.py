"""Checked play, undo/redo, history and the log for one game (docs/architecture.md §Session).

The session is the only place that checks legality. Undo is a stack of earlier
states; it is cleared whenever an action reveals information or resolves
chance, and when control passes from one human to a different human, so undo
can never re-roll a die or peek at a card.

Chance is drawn from the seed and the number of chance points resolved so
far, never from the number of actions: no optional move made before a roll
can change what the roll will be.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Generic, Mapping, Sequence, TypeVar

from ..i18n import N_, _
from .api import CHANCE, Game, InfoSet, LogEntry, SeatSpec
from .errors import IllegalActionError, OptionError
from .frozen import record
from .rng import chance_rng

S = TypeVar("S")
A = TypeVar("A")


@record
class _Undo(Generic[S]):
    state: S
    history_len: int
    seat: int


def refusal(game: Game[S, A], state: S, action: A, names: Sequence[str] = ()) -> IllegalActionError:
    """The refusal of ``action`` in ``state``, worded from the acting seat's
    view only: two positions that seat cannot tell apart are refused alike."""
    seat = game.to_act(state)
    if seat is None:
        return IllegalActionError(action, _("the game is over"), _("no more moves"))
    if seat == CHANCE:
        return IllegalActionError(action, _("a roll or draw is under way"))
    view = game.view(state, seat)
    prompt = game.text.prompt(view)
    situation = _("{name} to act: {prompt}").format(name=names[seat], prompt=prompt) if seat < len(names) else prompt
    return IllegalActionError(action, situation, game.text.refusal(view, action))


def fresh_state(game: Game[S, A], options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int,
                edition: int = 0) -> S:
    """A new game's state, to be played by ``edition`` of the rules (0: the latest)."""
    state = game.setup(options, seats, seed)
    if edition and edition != game.info.edition:
        state = game.at_edition(state, edition)
    return state


def coloured(seats: Sequence[SeatSpec], offered: Sequence[str]) -> tuple[SeatSpec, ...]:
    """The seats with every colour left open given the first colour of the
    game's list that no seat took, in seat order (as the games themselves
    settle it), so the players panel, saves and statistics show the colours
    the board draws."""
    free = [c for c in offered if c not in {s.colour for s in seats}]
    return tuple(s if s.colour or not free else replace(s, colour=free.pop(0)) for s in seats)


class Session(Generic[S, A]):
    """A game in progress: the state, the action history, the log and the undo stacks."""

    def __init__(
        self,
        game: Game[S, A],
        options: Mapping[str, str],
        seats: Sequence[SeatSpec],
        seed: int,
        edition: int = 0,
    ) -> None:
        if not seats:
            raise OptionError("a game needs at least one seat")
        self.game = game
        self.options: dict[str, str] = dict(options)
        self.seats: tuple[SeatSpec, ...] = coloured(seats, [c for c, _label in game.info.colours])
        self.seed = int(seed)
        #: The edition of the rules this game is played by (GameInfo.edition):
        #: the latest for a new game, the recorded one for a loaded game.
        self.edition = edition or game.info.edition
        self.state: S = fresh_state(game, self.options, self.seats, self.seed, self.edition)
        self.history: list[str] = []
        #: One entry per action in ``history``, told from the state before it.
        self.log: list[LogEntry] = []
        #: Chance points resolved so far (the n of the n-th chance draw).
        self.chances = 0
        #: True once a chance result was played that the seed would not have
        #: drawn (a forced roll in a test, an edited save): not a record.
        self.edited = False
        #: Bumped whenever the position is taken back (undo, load): computer
        #: players made before it must not keep what they learnt since.
        self.epoch = 0
        self._undo: list[_Undo[S]] = []
        #: Undone moves, next first, each with the seat that made it: only
        #: that seat may play it again, and only when it is to act.
        self._redo: list[tuple[str, int]] = []
        self._undo_block = N_("nothing to undo yet")
        #: When True, passing control to another human does not clear undo at
        #: once: the window asks the player to end the turn (``end_turn``)
        #: first, and undo stays available until then. The next human's first
        #: action clears it in any case.
        self.hold_turns = False
        #: Positions (numbers of actions played before) at which a player was
        #: shown a hint: the game says so on its score sheet and in records.
        self.hints: list[int] = []

    # --- who acts -------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return self.game.to_act(self.state)

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    def legal_actions(self) -> tuple[A, ...]:
        return self.game.legal_actions(self.state)

    def human_to_act(self) -> bool:
        seat = self.to_act
        return seat is not None and seat != CHANCE and self.seats[seat].is_human

    # --- what a seat may see -------------------------------------------
    def view(self, seat: int) -> S:
        return self.game.view(self.state, seat)

    def log_for(self, viewer: int) -> list[str]:
        """The log as ``viewer`` may read it (everything once the game is over)."""
        over = self.is_over
        return [entry.for_viewer(viewer, over) for entry in self.log]

    def info_set(self, seat: int) -> InfoSet[S, A]:
        """What a computer player in ``seat`` is given when it must decide."""
        return InfoSet(seat, self.view(seat), self.legal_actions(), tuple(self.log_for(seat)))

    # --- playing --------------------------------------------------------
    def check_legal(self, action: A | str) -> A:
        """The legal action equal to ``action`` (or parsed from its text)."""
        chosen: A = self.game.parse_action(action) if isinstance(action, str) else action
        if self.to_act is None or chosen not in self.legal_actions():
            raise refusal(self.game, self.state, chosen, [s.name for s in self.seats])
        return chosen

    def play(self, action: A | str) -> None:
        """Play one action after checking it; the state is unchanged on error."""
        chosen = self.check_legal(action)
        actor = self.to_act
        if self._undo and self.human_to_act() and actor != self._undo[-1].seat:
            self._end_turn(N_("the turn has passed to another player"))
        self._play_unchecked(chosen)
        self._redo.clear()

    def end_turn(self) -> None:
        """The acting player is done: their moves can no longer be undone."""
        self._end_turn(N_("the turn was ended"))

    def pass_turn(self) -> None:
        """Play has gone on to another player without an end-of-turn step
        (``hold_turns`` is on but the move was not held): the moves before
        can no longer be undone, by their player or by the next."""
        if self._undo:
            self._end_turn(N_("the turn has passed to another player"))

    def _end_turn(self, reason: str) -> None:
        self._undo.clear()
        self._redo.clear()
        self._undo_block = reason

    def _play_unchecked(self, action: A) -> None:
        before, actor = self.state, self.to_act
        chance = actor == CHANCE
        clears = chance or self.game.reveals(before, action)
        if chance:
            self.edited = self.edited or action != self.chance_action()
            self.chances += 1
        self.log.append(self.game.text.describe(before, action))
        self.state = self.game.apply(before, action)
        self.history.append(str(action))
        if self.is_over:
            # The end shows every secret and settles the result: a finished
            # game cannot be taken back into play.
            self._end_turn(N_("the game is over"))
            return
        if clears:
            self._undo.clear()
            if chance:
                self._undo_block = self.game.undo_barrier(before, action) or N_("a die roll or draw cannot be undone")
            else:
                self._undo_block = N_("something hidden was shown, which cannot be undone")
            return
        if actor is not None and not self.seats[actor].is_human:
            # Undo never reaches past another player's move: taking one's own
            # move back after seeing a computer's answer would replay it
            # knowing that answer (and in a game with secrets, cards it showed).
            self._end_turn(N_("another player has moved since"))
            return
        if actor is not None:
            self._undo.append(_Undo(before, len(self.history) - 1, actor))
        nxt = self.to_act
        if self._undo and nxt is not None and nxt != CHANCE and self.seats[nxt].is_human:
            if nxt != self._undo[-1].seat and not self.hold_turns:
                self._end_turn(N_("the turn has passed to another player"))

    def chance_action(self) -> A:
        """The seeded outcome for the current chance point (not yet played)."""
        outcomes = self.game.chance_outcomes(self.state)
        return chance_rng(self.seed, self.chances).weighted(outcomes)

    def resolve_chance(self) -> list[A]:
        """Play chance outcomes until someone must decide or the game ends."""
        played = []
        while self.to_act == CHANCE:
            action = self.chance_action()
            self.play(action)
            played.append(action)
        return played

    def note_hint(self) -> None:
        """A hint was shown for the decision now pending."""
        if len(self.history) not in self.hints:
            self.hints.append(len(self.history))

    # --- undo / redo ----------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self._undo)

    def moves_to_undo(self) -> int:
        """How many moves undo can still take back, one at a time."""
        return len(self._undo)

    def undo_blocked_reason(self) -> str:
        """Why undo is not available now ("" when it is)."""
        return "" if self._undo else _(self._undo_block)

    def can_redo(self) -> bool:
        """An undone move can be played again only by its own player, at
        their turn (the same position it was undone from)."""
        return bool(self._redo) and self.to_act == self._redo[0][1]

    def undo(self) -> None:
        """Take back the last human move. No chance point and no other
        player's move lies after it (both clear the stack), so the chance
        count stays and nobody else's move is dropped."""
        if not self._undo:
            raise IllegalActionError("undo", _(self._undo_block), _("undo not allowed"))
        entry = self._undo.pop()
        self._redo.insert(0, (self.history[entry.history_len], entry.seat))
        del self.history[entry.history_len:]
        del self.log[entry.history_len:]
        self.state = entry.state
        self.epoch += 1
        # ``_undo_block`` still holds what closed undo before the first move
        # now taken back (it only changes when the stack is cleared), so the
        # refusal at the start of the turn names the roll or the move that
        # came before it.

    def redo(self) -> None:
        if not self.can_redo():
            raise IllegalActionError("redo", _("nothing to redo"), _("redo not allowed"))
        text, _seat = self._redo.pop(0)
        action = self.check_legal(text)
        self._play_unchecked(action)

    # --- replay ---------------------------------------------------------
    def replay(self, actions: Sequence[str]) -> None:
        """Play a recorded action list with legality checks. On failure raise
        IllegalActionError with ``index`` set to the 1-based position."""
        for index, text in enumerate(actions, start=1):
            try:
                self.play(text)
            except ValueError as exc:
                exc.index = index  # type: ignore[attr-defined]
                raise
        self._undo.clear()
        self.epoch += 1
        self._undo_block = N_("nothing to undo since the game was loaded")

"""The state of a game of A Walk in the Park: frozen tuples all the way down.

Everything is public (each player's sheet is on the table), so ``view`` returns
the state unchanged.

How a turn runs (rules.py): the die is rolled (``Task`` kind ROLL, a chance
point); then one DRAW task per seat is stacked so the seats draw the rolled
object one after another in seat order. Drawing can close loops (STATUE tasks
for the statues owed) and visit landmarks (BONUS tasks for the bonus choices
owed); bonuses can stack further DRAW or STATUE tasks. The last task of
``State.tasks`` is the single pending decision. When the stack runs empty the
turn ends: first visits are resolved, the end of the game is checked, and
either the next ROLL is stacked or the game is over (``tasks`` is then empty).
"""

from __future__ import annotations

from parkpack.engine.frozen import record


from .content import CENTRE, CROSSING, EMPTY, IBIS, LANDMARKS, SQUARES

# Task kinds
ROLL = "roll"  # chance: the die is rolled
DRAW = "draw"  # draw ``piece`` into an empty square (or pass if there is none)
STATUE = "statue"  # draw a statue in one of ``region``
BONUS = "bonus"  # tick a landmark bonus

EMPTY_CELLS: tuple[int, ...] = tuple(CROSSING if sq == CENTRE else EMPTY for sq in range(SQUARES))


@record
class Task:
    """One decision waiting to be made.

    kind:   ROLL, DRAW, STATUE or BONUS.
    seat:   the seat that decides (-1 for ROLL, which is chance).
    piece:  DRAW only: "curve", "straight", "T" or "ibis". A rolled T may
            also be drawn as an ibis by a player who ticked the "ibis-t"
            bonus on an earlier turn (``ibis_for_t``).
    extra:  True for a path or statue from a landmark bonus, False for the
            die's object and for statues owed for loops.
    region: STATUE only: the squares offered (sorted); all 25 for the bonus statue.
    """

    kind: str
    seat: int
    piece: str = ""
    extra: bool = False
    region: tuple[int, ...] = ()


@record
class Sheet:
    """One player's score sheet.

    cells:    25 codes, row by row from A1: 0 empty, 1..15 a path as a mask of
              the sides it reaches (N=1, E=2, S=4, W=8; the centre is 15),
              16 an ibis (content.IBIS).
    statues:  the squares holding statues, sorted; a square may appear twice.
    visits:   per landmark (content.LANDMARKS order) the turn number it was
              visited on, 0 if not yet visited.
    firsts:   landmark indices whose "1" this player circled, sorted. A
              landmark circled by another player and not by this one is
              crossed out on this sheet (see ``crossed``).
    bonuses:  bonus ids ticked, in the order they were ticked (at most six).
    turned:   "curve" and/or "straight": the path kinds this player has turned
              into a T (each at most once, 3 points lost each).
    loops:    independent loops drawn so far (the cycle rank of the path
              network: edges - squares + connected parts). One statue each.
    """

    cells: tuple[int, ...] = EMPTY_CELLS
    statues: tuple[int, ...] = ()
    visits: tuple[int, ...] = (0,) * len(LANDMARKS)
    firsts: tuple[int, ...] = ()
    bonuses: tuple[str, ...] = ()
    turned: tuple[str, ...] = ()
    loops: int = 0

    @property
    def visited(self) -> tuple[int, ...]:
        """Landmark indices visited, in content order."""
        return tuple(i for i, t in enumerate(self.visits) if t)

    @property
    def ibises(self) -> int:
        return self.cells.count(IBIS)

    @property
    def empty_squares(self) -> tuple[int, ...]:
        return tuple(sq for sq, code in enumerate(self.cells) if code == EMPTY)

    def has(self, bonus_id: str) -> bool:
        return bonus_id in self.bonuses


#: The edition of these rules (GameInfo.edition). Edition 1, kept by saves
#: and filed games from before edition 2: a drawing that closed several
#: loops offered every statue it owed the same squares (those of all the new
#: loops together), so two statues could go inside one loop and none inside
#: the other (rules._after_drawing).
EDITION = 2


@record
class State:
    """The whole game.

    names:      seat names (for prompts and log lines).
    sheets:     one Sheet per seat.
    tasks:      the decision stack; the last entry is the pending decision.
                Empty exactly when the game is over.
    roll:       the object on the die this turn ("" before the first roll).
    turn:       turns played, counting the current one (each roll starts one).
    turn_limit: solo only: the level's number of turns (0 in multiplayer).
    level:      solo level 1..4 (0 in multiplayer).
    over:       the game has ended.
    enders:     seats that triggered the end (six landmarks, six ibises or a
                full grid); empty when a solo game ran out of turns.
    edition:    the edition of these rules the game is played by (EDITION).
    """

    names: tuple[str, ...]
    sheets: tuple[Sheet, ...]
    tasks: tuple[Task, ...]
    roll: str = ""
    turn: int = 0
    turn_limit: int = 0
    level: int = 0
    over: bool = False
    enders: tuple[int, ...] = ()
    edition: int = EDITION

    @property
    def pending(self) -> Task | None:
        """The decision to be made now, or None once the game is over."""
        return self.tasks[-1] if self.tasks else None

    @property
    def solo(self) -> bool:
        return len(self.sheets) == 1

    @property
    def turns_left(self) -> int:
        """Solo: turns still to be rolled after this one (0 in multiplayer)."""
        return max(0, self.turn_limit - self.turn) if self.turn_limit else 0


def bonus_turn(sheet: Sheet, bonus_id: str) -> int:
    """The turn ``bonus_id`` was ticked on (0 if it was not). Each visit owes
    one bonus while fewer than six are ticked, and the bonuses of a turn are
    ticked within it, so the k-th bonus ticked belongs to the k-th visit in
    turn order (``Sheet.visits`` keeps each visit's turn)."""
    if bonus_id not in sheet.bonuses:
        return 0
    turns = sorted(t for t in sheet.visits if t)
    return turns[sheet.bonuses.index(bonus_id)]


def ibis_for_t(sheet: Sheet, turn: int, task: Task) -> bool:
    """Whether this draw of a rolled T may be an ibis instead: "From now on,
    whenever a T-intersection is rolled" counts from the roll after the
    bonus was ticked, so a bonus ticked while the T waits (this turn) does
    not apply to it (docs/rules-walk.md)."""
    return task.piece == "T" and not task.extra and 0 < bonus_turn(sheet, "ibis-t") < turn


def claimed(state: State) -> tuple[int, ...]:
    """Landmarks whose "1" someone has circled, sorted."""
    return tuple(sorted({lm for sheet in state.sheets for lm in sheet.firsts}))


def crossed(state: State, seat: int) -> tuple[int, ...]:
    """Landmarks whose "1" is crossed out on ``seat``'s sheet: another player
    visited it first (and this player did not on the same turn)."""
    own = state.sheets[seat].firsts
    return tuple(lm for lm in claimed(state) if lm not in own)

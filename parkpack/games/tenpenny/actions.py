"""Tenpenny Parks actions and their text notation (docs/notation.md).

Chance points and automatic steps (``to_act`` is CHANCE):

    top OW OW-3           the next card of the Old West stack comes up
    board 1 E07a          expansion board E07 comes up on stack 1, side a showing
    reveal C12            a face-down concession is turned face up
    shovel 2              the first shovel holder, drawn at random (player 2)
    goal G05              a goal card is dealt to the player being dealt to
    income | seconds | cleanup        steps of the month
    becky builder OW | becky contractor                      Becky places a worker
    becky card OW-3 | becky advance thrill | becky reveal C12 | becky score 2
    becky bonus awe | becky advertise OW-3 | becky turn

Decisions:

    keep G03 G11          keep these two goals (the third goes back to the box)
    property P2 back      take property board P2 with its back face up
    worker OW             place a worker (OW SV SF US FA PH, banker, arborist,
                          contractor, realtor)
    place OW-3 b90 r2c-3  place a tile, side b up turned 90 degrees clockwise,
                          its bounding box's top-left cell at row 2, column -3
    wild thrill           a covered wild icon moves this disc
    tree r1c4 | stop      Arborist: remove this tree / remove no more
    take C12              Contractor: take this face-up concession
    stack 1               Realtor: take the top board of stack 1
    expand left a         attach the board on the left, side a up
    thrill worker | thrill vp | awe shovel | awe vp | joy cash | joy vp
    advertise OW-3 | done
    turn 3                turn the carousel ring three spaces clockwise
    for-becky OW          choose which tied Builder location Becky takes
"""

from __future__ import annotations

from parkpack.engine.errors import NotationError
from parkpack.engine.frozen import record

from .content import (
    CARD,
    CONCESSION,
    EMOTIONS,
    EXPANSION,
    GOAL,
    LEFT,
    PROPERTY,
    RIGHT,
    SIDES,
    TYPES,
    WORKER_SPACES,
    FRONT,
    BACK,
)
from .shapes import ROTATIONS, canonical, tile_orientations

BONUS_TAKE_WORDS: tuple[str, ...] = ("worker", "shovel", "cash")  # per track: the step-back bonus


@record
class CardTop:
    loc: int
    card: str

    def __str__(self) -> str:
        return f"top {TYPES[self.loc]} {self.card}"


@record
class BoardTop:
    stack: int
    board: str
    side: str

    def __str__(self) -> str:
        return f"board {self.stack + 1} {self.board}{self.side}"


@record
class Reveal:
    stand: str

    def __str__(self) -> str:
        return f"reveal {self.stand}"


@record
class Shovel:
    seat: int

    def __str__(self) -> str:
        return f"shovel {self.seat + 1}"


@record
class Deal:
    goal: str

    def __str__(self) -> str:
        return f"goal {self.goal}"


@record
class Step:
    """An automatic step of the month: ``income``, ``seconds`` or ``cleanup``."""

    name: str

    def __str__(self) -> str:
        return self.name


STEP_NAMES: tuple[str, ...] = ("income", "seconds", "cleanup")
BECKY_KINDS: tuple[str, ...] = (
    "builder", "contractor", "card", "advance", "reveal", "score", "bonus", "advertise", "turn",
)


@record
class BeckyStep:
    """One visible step of Becky's play (automatic, or chance for ``reveal``)."""

    kind: str
    arg: str = ""

    def __str__(self) -> str:
        return f"becky {self.kind} {self.arg}" if self.arg else f"becky {self.kind}"


@record
class Keep:
    goals: tuple[str, str]

    def __str__(self) -> str:
        return f"keep {self.goals[0]} {self.goals[1]}"


@record
class ChooseProperty:
    board: str
    side: str

    def __str__(self) -> str:
        return f"property {self.board} {self.side}"


@record
class PlaceWorker:
    space: str

    def __str__(self) -> str:
        return f"worker {self.space}"


@record
class Place:
    tile: str
    orient: int
    row: int
    col: int

    def __str__(self) -> str:
        o = tile_orientations(self.tile)[self.orient]
        return f"place {self.tile} {o.side}{o.rot} r{self.row}c{self.col}"


@record
class Wild:
    track: int

    def __str__(self) -> str:
        return f"wild {EMOTIONS[self.track]}"


@record
class RemoveTree:
    row: int
    col: int

    def __str__(self) -> str:
        return f"tree r{self.row}c{self.col}"


@record
class Stop:
    def __str__(self) -> str:
        return "stop"


@record
class TakeStand:
    stand: str

    def __str__(self) -> str:
        return f"take {self.stand}"


@record
class TakeBoard:
    stack: int

    def __str__(self) -> str:
        return f"stack {self.stack + 1}"


@record
class Expand:
    edge: str
    side: str

    def __str__(self) -> str:
        return f"expand {self.edge} {self.side}"


@record
class Bonus:
    """The leader's choice on track ``track``: ``step_back`` takes the track's
    reward for moving back a space (worker, shovel, cash); else 1 VP."""

    track: int
    step_back: bool

    def __str__(self) -> str:
        return f"{EMOTIONS[self.track]} {BONUS_TAKE_WORDS[self.track] if self.step_back else 'vp'}"


@record
class Advertise:
    card: str

    def __str__(self) -> str:
        return f"advertise {self.card}"


@record
class Done:
    def __str__(self) -> str:
        return "done"


@record
class TurnRing:
    spaces: int

    def __str__(self) -> str:
        return f"turn {self.spaces}"


@record
class ForBecky:
    loc: int

    def __str__(self) -> str:
        return f"for-becky {TYPES[self.loc]}"


Action = (
    CardTop | BoardTop | Reveal | Shovel | Deal | Step | BeckyStep | Keep | ChooseProperty | PlaceWorker
    | Place | Wild | RemoveTree | Stop | TakeStand | TakeBoard | Expand | Bonus | Advertise | Done
    | TurnRing | ForBecky
)

STOP = Stop()
DONE = Done()

_PLACES: dict[tuple[str, int, int, int], Place] = {}


def place_of(tile: str, orient: int, row: int, col: int) -> Place:
    """A shared Place instance (placement lists are long and rebuilt often)."""
    key = (tile, orient, row, col)
    action = _PLACES.get(key)
    if action is None:
        action = _PLACES[key] = Place(tile, orient, row, col)
    return action


# --- parsing -------------------------------------------------------------------------


def parse_action(text: str) -> Action:
    words = text.strip().split()
    if not words:
        raise NotationError("empty action")
    try:
        return _parse(words)
    except (IndexError, KeyError, ValueError) as exc:
        if isinstance(exc, NotationError):
            raise
        raise NotationError(f"cannot read action '{text}'") from None


def _loc(word: str) -> int:
    if word not in TYPES:
        raise NotationError(f"unknown attraction type '{word}' (one of {', '.join(TYPES)})")
    return TYPES.index(word)


def _card(word: str) -> str:
    if word not in CARD:
        raise NotationError(f"unknown attraction '{word}'")
    return word


def _stand(word: str) -> str:
    if word not in CONCESSION:
        raise NotationError(f"unknown concession '{word}'")
    return word


def _emotion(word: str) -> int:
    if word not in EMOTIONS:
        raise NotationError(f"unknown emotion '{word}' (thrill, awe, joy)")
    return EMOTIONS.index(word)


def _cell(word: str) -> tuple[int, int]:
    if not word.startswith("r") or "c" not in word:
        raise NotationError(f"'{word}' is not a cell like r2c-3")
    row, col = word[1:].split("c", 1)
    return int(row), int(col)


def _stack(word: str) -> int:
    k = int(word) - 1
    if k not in (0, 1):
        raise NotationError("expansion stacks are 1 and 2")
    return k


def _parse(w: list[str]) -> Action:
    head, n = w[0], len(w)
    if head == "becky":
        return _parse_becky(w[1:])
    if head in STEP_NAMES and n == 1:
        return Step(head)
    if head == "top" and n == 3:
        return CardTop(_loc(w[1]), _card(w[2]))
    if head == "board" and n == 3:
        board, side = w[2][:-1], w[2][-1]
        if board not in EXPANSION or side not in SIDES:
            raise NotationError(f"unknown expansion board side '{w[2]}'")
        return BoardTop(_stack(w[1]), board, side)
    if head == "reveal" and n == 2:
        return Reveal(_stand(w[1]))
    if head == "shovel" and n == 2:
        return Shovel(int(w[1]) - 1)
    if head == "goal" and n == 2 and w[1] in GOAL:
        return Deal(w[1])
    if head == "keep" and n == 3 and w[1] in GOAL and w[2] in GOAL and w[1] < w[2]:
        return Keep((w[1], w[2]))
    if head == "property" and n == 3 and w[1] in PROPERTY and w[2] in (FRONT, BACK):
        return ChooseProperty(w[1], w[2])
    if head == "worker" and n == 2 and w[1] in WORKER_SPACES:
        return PlaceWorker(w[1])
    if head == "place" and n == 4:
        return _parse_place(w[1], w[2], w[3])
    if head == "wild" and n == 2:
        return Wild(_emotion(w[1]))
    if head == "tree" and n == 2:
        return RemoveTree(*_cell(w[1]))
    if head == "stop" and n == 1:
        return STOP
    if head == "take" and n == 2:
        return TakeStand(_stand(w[1]))
    if head == "stack" and n == 2:
        return TakeBoard(_stack(w[1]))
    if head == "expand" and n == 3 and w[1] in (LEFT, RIGHT) and w[2] in SIDES:
        return Expand(w[1], w[2])
    if head in EMOTIONS and n == 2:
        track = EMOTIONS.index(head)
        if w[1] == "vp":
            return Bonus(track, False)
        if w[1] == BONUS_TAKE_WORDS[track]:
            return Bonus(track, True)
    if head == "advertise" and n == 2:
        return Advertise(_card(w[1]))
    if head == "done" and n == 1:
        return DONE
    if head == "turn" and n == 2 and w[1] in ("1", "2", "3", "4", "5"):
        return TurnRing(int(w[1]))
    if head == "for-becky" and n == 2:
        return ForBecky(_loc(w[1]))
    raise NotationError(f"cannot read action '{' '.join(w)}'")


def _parse_place(tile: str, orient: str, cell: str) -> Place:
    if tile not in CARD and tile not in CONCESSION:
        raise NotationError(f"unknown tile '{tile}'")
    side, rot = orient[:1], int(orient[1:])
    if side not in SIDES or rot not in ROTATIONS:
        raise NotationError(f"'{orient}' is not an orientation like a0 or b270")
    row, col = _cell(cell)
    return place_of(tile, canonical(tile, side, rot).index, row, col)


def _parse_becky(w: list[str]) -> BeckyStep:
    if not w or w[0] not in BECKY_KINDS:
        raise NotationError("not a step of Becky's")
    kind, args = w[0], w[1:]
    if kind in ("contractor", "turn") and not args:
        return BeckyStep(kind)
    if len(args) != 1:
        raise NotationError(f"becky {kind} takes one word")
    arg = args[0]
    if kind == "builder":
        _loc(arg)
    elif kind in ("card", "advertise"):
        _card(arg)
    elif kind in ("advance", "bonus"):
        _emotion(arg)
    elif kind == "reveal":
        _stand(arg)
    elif kind == "score" and not (arg.isdigit() and int(arg) > 0):
        raise NotationError("becky score takes a number of VP")
    elif kind in ("contractor", "turn"):
        raise NotationError(f"becky {kind} takes no word")
    return BeckyStep(kind, arg)

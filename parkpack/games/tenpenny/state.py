"""The Tenpenny Parks game state: records of tuples, ints and strings.

Entrants. Seats are numbered 0..n-1 clockwise; in the solo game Becky is
entrant 1, after the one seat (``State.becky``). Tracks, the shovel and the
Builder locations name entrants, so Becky appears in them like a player.

Secrets (hidden.py). Goal cards are the only faces a seat may know and others
not: ``Player.dealt``, ``goals`` and ``returned`` of another seat read ``?``
in a view, and the goals nobody at the table may name are merged into
``State.goal_pool``. The top expansion board of each stack shows one face
(``Stack.face``); which board it is (so its hidden face) is ``Stack.board``,
blank in every view, with the board counted in ``Board.board_pool`` instead.
Unseen piles (attraction cards under a top card, the face-down concessions,
unrevealed expansion boards) are kept as sorted sets; a chance action decides
which one comes up when it comes up, so no hidden order is stored.
"""

from __future__ import annotations

from parkpack.engine.frozen import record

HIDDEN = "?"

# Phases: the step of the month (or setup) the game is in.
SETUP = "setup"
INCOME = "income"
ACTIONS = "actions"
BONUS = "bonus"
ADVERTISE = "advertise"
CLEANUP = "cleanup"
REFRESH = "refresh"
ROTATE = "rotate"
OVER = "over"

# Task kinds decided by chance, or automatic steps with one outcome.
CARD_TOP = "card-top"  # the next attraction card of a stack comes up (count: location)
BOARD_TOP = "board-top"  # the next expansion board of a stack comes up (count: stack)
REVEAL = "reveal"  # a face-down concession is turned face up
PICK_SHOVEL = "pick-shovel"  # the first shovel holder, when chosen at random
DEAL = "deal"  # a goal card is dealt to ``seat``
PAY_INCOME = "pay-income"  # the Income step
SECONDS = "seconds"  # 3-4 players: 1 VP to each track's second-farthest disc
TIDY = "tidy"  # Cleanup: concessions to the box, workers home
BECKY_CHOOSE = "becky-choose"  # Becky places a worker (items: her space)
BECKY_CARD = "becky-card"  # Becky takes the attraction card ``tile``
BECKY_ADVANCE = "becky-advance"  # Becky's discs move (steps), then she scores ``count`` VP
BECKY_REVEAL = "becky-reveal"  # chance: the concession Becky's Contractor turns up
BECKY_SCORE = "becky-score"  # Becky takes ``count`` VP for the concession's income
BECKY_BONUS = "becky-bonus"  # Becky leads track ``count`` and takes 1 VP
BECKY_ADVERTISE = "becky-advertise"  # Becky advertises her latest card ``tile``
BECKY_TURN = "becky-turn"  # Becky turns the ring one space clockwise

#: The steps of Becky's turn (all automatic).
BECKY_KINDS: frozenset[str] = frozenset({
    BECKY_CHOOSE, BECKY_CARD, BECKY_ADVANCE, BECKY_REVEAL, BECKY_SCORE,
    BECKY_BONUS, BECKY_ADVERTISE, BECKY_TURN,
})

AUTOMATIC: frozenset[str] = frozenset({
    CARD_TOP, BOARD_TOP, REVEAL, PICK_SHOVEL, DEAL, PAY_INCOME, SECONDS, TIDY,
}) | BECKY_KINDS

# Task kinds decided by a seat.
KEEP = "keep"  # keep two of the three goals dealt
PROPERTY = "property"  # choose a property board and its side
WORKER = "worker"  # place a worker on an action space
PLACE = "place"  # place ``tile`` on the property
WILD = "wild"  # ``count`` covered wild icons still to assign (``tile`` just placed)
TREES = "trees"  # Arborist: ``count`` trees removed so far
TAKE = "take"  # Contractor: choose a face-up concession
STACK = "stack"  # Realtor: choose an expansion stack
EXPAND = "expand"  # Realtor: attach board ``tile`` left or right, side a or b
CHOOSE_BONUS = "choose-bonus"  # the leader of track ``count`` chooses a bonus
ADVERTISING = "advertising"  # advertise attractions, then finish
TURN_RING = "turn-ring"  # the shovel holder turns the carousel ring
FOR_BECKY = "for-becky"  # the player breaks Becky's tie among Builder locations ``items``
DONE = "done"  # the game is over

NO_SEAT = -1


@record
class Placed:
    """A tile on a property: orientation ``orient`` (shapes.orientations)
    with the top-left corner of its bounding box at (row, col); ``col`` is
    the property's column numbering (content.py)."""

    tile: str
    orient: int
    row: int
    col: int


@record
class Park:
    """A player's property. ``boards`` are listed left to right as (board id,
    side); ``left`` is the column number of the leftmost column and ``width``
    the number of columns. ``trees`` and ``icons`` (the uncovered ones) are
    (row, column[, kind]) in sorted order. ``filled`` is the mask of tile
    cells and ``free`` the mask of cells a new tile may cover (shapes.py)."""

    boards: tuple[tuple[str, str], ...]
    left: int
    width: int
    trees: tuple[tuple[int, int], ...]
    icons: tuple[tuple[int, int, str], ...]
    tiles: tuple[Placed, ...]
    filled: int
    free: int


EMPTY_PARK = Park((), 0, 0, (), (), (), 0, 0)


@record
class Player:
    """One seat. ``cards`` are attraction cards in the order gained; ``stands``
    the concessions built. VP tokens taken during play are split by source.
    Before choosing, ``dealt`` holds the three goals dealt; afterwards
    ``goals`` holds the two kept and ``returned`` the one put back."""

    colour: str
    money: int
    workers: int
    park: Park
    cards: tuple[str, ...]
    stands: tuple[str, ...]
    vp_bonus: int
    vp_ads: int
    advertised: tuple[str, ...]
    dealt: tuple[str, ...]
    goals: tuple[str, ...]
    returned: str


@record
class Becky:
    """The solo automaton. ``actions`` counts her workers placed this month;
    ``cards`` lists her attraction cards in the order gained (the last is
    the one she advertises)."""

    colour: str
    harder: bool
    cards: tuple[str, ...]
    workers: int
    actions: int
    vp_bonus: int
    vp_ads: int
    vp_stands: int


@record
class Stack:
    """An expansion stack: ``count`` boards including the top one; ``face``
    is the face showing on top ("" while the top is still to come up, or
    when the stack is empty); ``board`` is the top board ("" in views)."""

    count: int
    face: str
    board: str


@record
class Board:
    """The game board and the supplies beside it.

    Per Builder location (content.TYPES order): ``tops`` the face-up card
    ("" none), ``piles`` the unseen cards under it (sorted), ``builders``
    the entrant whose worker stands there this month (-1 none). ``spaces``
    lists the workers on the other spaces this month as (space, entrant).
    ``market`` are the face-up concessions, ``stand_pile`` the face-down
    ones (sorted), ``boxed`` those returned to the box (sorted).
    ``extra`` is the entrant holding the tan worker (-1: on its place).
    """

    tops: tuple[str, ...]
    piles: tuple[tuple[str, ...], ...]
    builders: tuple[int, ...]
    spaces: tuple[tuple[str, int], ...]
    market: tuple[str, ...]
    stand_pile: tuple[str, ...]
    boxed: tuple[str, ...]
    stacks: tuple[Stack, ...]
    board_pool: tuple[str, ...]
    ring: int
    extra: int


@record
class Task:
    """The one decision (or chance point) the game waits for; field use
    depends on ``kind`` (see the kind constants above)."""

    kind: str
    seat: int = NO_SEAT
    tile: str = ""
    count: int = 0
    items: tuple[str, ...] = ()
    steps: tuple[int, ...] = ()


Track = tuple[tuple[int, ...], ...]  # per space, the entrants' discs bottom to top


#: The edition of these rules (GameInfo.edition). Edition 1, kept by saves
#: and filed games from before edition 2: the Advertising step asked an
#: entrant again when one before it in the order had nothing to advertise
#: (flow._advertise). Edition 2: Becky's attraction-count bonus followed
#: her cards, so a month with no Builder location left for her could cost
#: her part of it (scoring.becky_count_bonus).
EDITION = 3


@record
class State:
    """The whole game. ``turn`` is the entrant who took the latest turn of
    the Actions step; ``order`` the entrants still to advertise; ``bonus``
    the track whose bonus is due (-1: second places not yet paid);
    ``edition`` the edition of these rules the game is played by (EDITION)."""

    names: tuple[str, ...]
    players: tuple[Player, ...]
    becky: Becky | None
    phase: str
    task: Task
    month: int
    shovel: int
    turn: int
    tracks: tuple[Track, ...]
    board: Board
    goal_pool: tuple[str, ...]
    order: tuple[int, ...] = ()
    bonus: int = -1
    edition: int = EDITION

    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def entrants(self) -> int:
        return len(self.players) + (1 if self.becky is not None else 0)

    @property
    def solo(self) -> bool:
        return self.becky is not None

    def is_becky(self, entrant: int) -> bool:
        return self.becky is not None and entrant == len(self.players)

    def name(self, entrant: int) -> str:
        return "Becky" if self.is_becky(entrant) else self.names[entrant]

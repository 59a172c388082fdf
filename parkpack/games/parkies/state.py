"""The Parkies game state: frozen dataclasses of tuples, ints and strings.

Nothing in a Parkies state is secret. The face-down piles are kept as the
*set* of unseen tiles (sorted by id) plus the ordered run of tiles put back
under the pile; which unseen tile comes up next is decided by a chance action
(``flip small S-12``) when it is flipped, so there is no hidden order to leak
and ``view`` returns the state unchanged.
"""

from __future__ import annotations

from parkpack.engine.frozen import record

# Phases (``Pending.phase``). Who acts is ``Pending.seat`` (-1: chance).
FLIP = "flip"  # chance fills empty bidding spaces (3-6 players)
BID = "bid"  # players place bidding pawns until no contention
TRUMP = "trump"  # a bidder chooses the Parkies of a bigger trump, one at a time
PLACE = "place"  # each winner pays, places and adjusts, in turn order
POOL_TAKE = "pool"  # each Parkie Pool bidder takes $3 and a Parkie of any colour
MOVE = "move"  # each player may move Parkies
PICK = "pick"  # each player picks a Parkie matching a type in their park
CHOOSE = "choose"  # 2 players: the chooser names the size to flip
DUEL_FLIP = "duel-flip"  # 2 players: chance flips the chosen size
DUEL = "duel"  # 2 players: both bid on the flipped tile (or pass)
OFFER = "offer"  # 2 players: the stage-1 loser buys at the cheapest price or passes
OVER = "over"

PHASES: tuple[str, ...] = (FLIP, BID, TRUMP, PLACE, POOL_TAKE, MOVE, PICK, CHOOSE, DUEL_FLIP, DUEL, OFFER, OVER)
OUTSIDE = ""  # where a Parkie waits when its owner has no entrance attraction

@record
class Placed:
    """A tile in a park: its top-left cell after turning ``rot`` degrees clockwise."""

    tile: str
    row: int
    col: int
    rot: int



@record
class Parkie:
    """A Parkie a player owns: its colour and the tile it stands on
    (``OUTSIDE`` while it waits outside a park with no entrance attraction)."""

    colour: str
    where: str



@record
class Player:
    seat: int
    name: str
    colour: str
    money: int
    allure: int
    profit: int
    satisfaction: int
    tiles: tuple[Placed, ...]  # in the order placed
    parkies: tuple[Parkie, ...]  # sorted
    bid: str  # "" no pawn placed; a space id; or content.POOL


    @property
    def tracks(self) -> tuple[int, int, int]:
        return (self.allure, self.profit, self.satisfaction)


@record
class Space:
    """A tile space on the bidding mat (or a two-player duel space).

    ``step`` indexes the ladder of the standing bid (-1: no bid), held by
    ``bidder``. ``trump`` is how many Parkies the standing top bid spent;
    ``spent`` are the colours of every trump Parkie lying on the tile, which
    go back to the Parkie Pool when bidding ends.
    """

    id: str
    tile: str  # "" when empty
    step: int = -1
    bidder: int = -1
    trump: int = 0
    spent: tuple[str, ...] = ()



@record
class Pile:
    """A face-down pile: unseen tiles (a sorted set) over the tiles put back
    underneath it (``bottom``, top first, in the order they went under)."""

    size: str
    unseen: tuple[str, ...]
    bottom: tuple[str, ...] = ()


    def __len__(self) -> int:
        return len(self.unseen) + len(self.bottom)


@record
class Duel:
    """Two-player bidding: ``stage`` 1 or 2; ``starter`` opens the current
    bidding; ``size`` is the size named by ``chooser``; ``passed`` are seats that passed in this stage; ``stage1_winner``
    is the seat that won stage 1 (-1: both passed)."""

    stage: int = 1
    size: str = ""  # the size the chooser named for this stage
    chooser: int = 0
    starter: int = 0
    passed: tuple[int, ...] = ()
    stage1_winner: int = -1



@record
class Pending:
    """The decision the game waits for.

    ``seat`` acts (-1 for chance, when the state's phase is a chance phase).
    ``queue`` are the seats still to act in this phase after ``seat``, in turn
    order. In the move phase, ``steps`` counts the spaces moved so far and
    ``moved`` is where the Parkie(s) already moved now stand. In the trump
    phase (choosing a bigger trump), ``steps`` is the index in
    ``State.spaces`` of the space trumped and ``moved`` holds the Parkies
    picked so far, by colour (which Parkie of a colour is spent is decided
    when the trump is played); the fields are shared so that a state keeps
    the shape saves record.
    """

    phase: str
    seat: int
    queue: tuple[int, ...] = ()
    steps: int = 0
    moved: tuple[Parkie, ...] = ()



@record
class State:
    players: tuple[Player, ...]
    first: int  # seat holding the first-player pawn
    round: int  # 1-based
    lake: bool
    piles: tuple[Pile, ...]  # small, medium, major
    spaces: tuple[Space, ...]  # uncovered spaces (3-6 players) or duel spaces
    pool: tuple[int, ...]  # Parkies in the Parkie Pool per colour (content.COLOURS order)
    pending: Pending
    duel: Duel | None = None  # two-player variant only
    ending: bool = False  # someone joined all four entrances: finish the round


    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def phase(self) -> str:
        return self.pending.phase

    def space(self, space_id: str) -> Space:
        for s in self.spaces:
            if s.id == space_id:
                return s
        raise KeyError(space_id)


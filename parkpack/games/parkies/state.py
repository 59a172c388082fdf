"""The Parkies game state: frozen dataclasses of tuples, ints and strings.

Nothing in a Parkies state is secret. The face-down piles are kept as the
*set* of unseen tiles (sorted by id) plus the ordered run of tiles put back
under the pile; which unseen tile comes up next is decided by a chance action
(``flip small S-12``) when it is flipped, so there is no hidden order to leak
and ``view`` returns the state unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr

from parkpack.engine.frozen import quick_init

# Phases (``Pending.phase``). Who acts is ``Pending.seat`` (-1: chance).
FLIP = "flip"  # chance fills empty bidding spaces (3-6 players)
BID = "bid"  # players place bidding pawns until no contention
PLACE = "place"  # each winner pays, places and adjusts, in turn order
POOL_TAKE = "pool"  # each Parkie Pool bidder takes $3 and a Parkie of any colour
MOVE = "move"  # each player may move Parkies
PICK = "pick"  # each player picks a Parkie matching a type in their park
CHOOSE = "choose"  # 2 players: the chooser names the size to flip
DUEL_FLIP = "duel-flip"  # 2 players: chance flips the chosen size
DUEL = "duel"  # 2 players: both bid on the flipped tile (or pass)
OFFER = "offer"  # 2 players: the stage-1 loser buys at the cheapest price or passes
OVER = "over"

PHASES: tuple[str, ...] = (FLIP, BID, PLACE, POOL_TAKE, MOVE, PICK, CHOOSE, DUEL_FLIP, DUEL, OFFER, OVER)
OUTSIDE = ""  # where a Parkie waits when its owner has no entrance attraction

# Each record spells out its ``__init__`` (``init=False``): compiled (setup.py),
# that ``__init__`` stores each field directly, several times faster than the
# one ``dataclass`` generates; interpreted, ``quick_init`` (called at the end of
# this module) replaces it after checking it takes exactly the fields.
# ``acyclic``: a record holds only values built before it, so it can never be
# part of a reference cycle; compiled, the garbage collector does not track it.


@mypyc_attr(acyclic=True)
@dataclass(frozen=True, slots=True, init=False)
class Placed:
    """A tile in a park: its top-left cell after turning ``rot`` degrees clockwise."""

    tile: str
    row: int
    col: int
    rot: int

    def __init__(self, tile: str, row: int, col: int, rot: int) -> None:
        self.tile = tile  # type: ignore[misc]
        self.row = row  # type: ignore[misc]
        self.col = col  # type: ignore[misc]
        self.rot = rot  # type: ignore[misc]


@mypyc_attr(acyclic=True)
@dataclass(frozen=True, slots=True, init=False)
class Parkie:
    """A Parkie a player owns: its colour and the tile it stands on
    (``OUTSIDE`` while it waits outside a park with no entrance attraction)."""

    colour: str
    where: str

    def __init__(self, colour: str, where: str) -> None:
        self.colour = colour  # type: ignore[misc]
        self.where = where  # type: ignore[misc]


@mypyc_attr(acyclic=True)
@dataclass(frozen=True, slots=True, init=False)
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

    def __init__(
        self,
        seat: int,
        name: str,
        colour: str,
        money: int,
        allure: int,
        profit: int,
        satisfaction: int,
        tiles: tuple[Placed, ...],
        parkies: tuple[Parkie, ...],
        bid: str,
    ) -> None:
        self.seat = seat  # type: ignore[misc]
        self.name = name  # type: ignore[misc]
        self.colour = colour  # type: ignore[misc]
        self.money = money  # type: ignore[misc]
        self.allure = allure  # type: ignore[misc]
        self.profit = profit  # type: ignore[misc]
        self.satisfaction = satisfaction  # type: ignore[misc]
        self.tiles = tiles  # type: ignore[misc]
        self.parkies = parkies  # type: ignore[misc]
        self.bid = bid  # type: ignore[misc]

    @property
    def tracks(self) -> tuple[int, int, int]:
        return (self.allure, self.profit, self.satisfaction)


@mypyc_attr(acyclic=True)
@dataclass(frozen=True, slots=True, init=False)
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

    def __init__(
        self,
        id: str,
        tile: str,
        step: int = -1,
        bidder: int = -1,
        trump: int = 0,
        spent: tuple[str, ...] = (),
    ) -> None:
        self.id = id  # type: ignore[misc]
        self.tile = tile  # type: ignore[misc]
        self.step = step  # type: ignore[misc]
        self.bidder = bidder  # type: ignore[misc]
        self.trump = trump  # type: ignore[misc]
        self.spent = spent  # type: ignore[misc]


@mypyc_attr(acyclic=True)
@dataclass(frozen=True, slots=True, init=False)
class Pile:
    """A face-down pile: unseen tiles (a sorted set) over the tiles put back
    underneath it (``bottom``, top first, in the order they went under)."""

    size: str
    unseen: tuple[str, ...]
    bottom: tuple[str, ...] = ()

    def __init__(self, size: str, unseen: tuple[str, ...], bottom: tuple[str, ...] = ()) -> None:
        self.size = size  # type: ignore[misc]
        self.unseen = unseen  # type: ignore[misc]
        self.bottom = bottom  # type: ignore[misc]

    def __len__(self) -> int:
        return len(self.unseen) + len(self.bottom)


@mypyc_attr(acyclic=True)
@dataclass(frozen=True, slots=True, init=False)
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

    def __init__(
        self,
        stage: int = 1,
        size: str = '',
        chooser: int = 0,
        starter: int = 0,
        passed: tuple[int, ...] = (),
        stage1_winner: int = -1,
    ) -> None:
        self.stage = stage  # type: ignore[misc]
        self.size = size  # type: ignore[misc]
        self.chooser = chooser  # type: ignore[misc]
        self.starter = starter  # type: ignore[misc]
        self.passed = passed  # type: ignore[misc]
        self.stage1_winner = stage1_winner  # type: ignore[misc]


@mypyc_attr(acyclic=True)
@dataclass(frozen=True, slots=True, init=False)
class Pending:
    """The decision the game waits for.

    ``seat`` acts (-1 for chance, when the state's phase is a chance phase).
    ``queue`` are the seats still to act in this phase after ``seat``, in turn
    order. In the move phase, ``steps`` counts the spaces moved so far and
    ``moved`` is where the Parkie(s) already moved now stand.
    """

    phase: str
    seat: int
    queue: tuple[int, ...] = ()
    steps: int = 0
    moved: tuple[Parkie, ...] = ()

    def __init__(
        self,
        phase: str,
        seat: int,
        queue: tuple[int, ...] = (),
        steps: int = 0,
        moved: tuple[Parkie, ...] = (),
    ) -> None:
        self.phase = phase  # type: ignore[misc]
        self.seat = seat  # type: ignore[misc]
        self.queue = queue  # type: ignore[misc]
        self.steps = steps  # type: ignore[misc]
        self.moved = moved  # type: ignore[misc]


@mypyc_attr(acyclic=True)
@dataclass(frozen=True, slots=True, init=False)
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

    def __init__(
        self,
        players: tuple[Player, ...],
        first: int,
        round: int,
        lake: bool,
        piles: tuple[Pile, ...],
        spaces: tuple[Space, ...],
        pool: tuple[int, ...],
        pending: Pending,
        duel: Duel | None = None,
        ending: bool = False,
    ) -> None:
        self.players = players  # type: ignore[misc]
        self.first = first  # type: ignore[misc]
        self.round = round  # type: ignore[misc]
        self.lake = lake  # type: ignore[misc]
        self.piles = piles  # type: ignore[misc]
        self.spaces = spaces  # type: ignore[misc]
        self.pool = pool  # type: ignore[misc]
        self.pending = pending  # type: ignore[misc]
        self.duel = duel  # type: ignore[misc]
        self.ending = ending  # type: ignore[misc]

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


for _record in (Placed, Parkie, Player, Space, Pile, Duel, Pending, State):
    quick_init(_record)

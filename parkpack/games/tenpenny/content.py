"""Every Tenpenny Parks component, defined once (docs/content-tenpenny.md gives the reasons).

The rulebook fixes the counts (35 attractions in six types, 40 concessions,
14 goals, 4 property boards, 12 expansion boards, 50 trees, 13 workers, 12
discs, the $7 start, $3 income, five months) and the shape of the rules; the
pieces themselves (card values, tile shapes, board layouts, goals, the ring's
modifiers, the track length) are our design.

Geometry. A park is six rows high. The property board is six columns wide
and its columns are numbered 0..5; an expansion board is three columns wide
and joins on the far left (columns -3..-1, then -6..-4 ...) or on the far
right (6..8, 9..11 ...). Rows run 0..5 from the top.

Board layouts are written as six strings, one per row, with one character per
cell: ``.`` plain ground, ``#`` a tree space, ``t``/``a``/``j`` a single
Thrill/Awe/Joy icon, ``T``/``A``/``J`` a double icon of that emotion, ``2``
and ``4`` the money icons, ``*`` a wild icon.
"""

from __future__ import annotations

from parkpack.engine.frozen import record
from parkpack.i18n import N_

# --- emotions and tracks -------------------------------------------------------

THRILL, AWE, JOY = 0, 1, 2
EMOTIONS: tuple[str, ...] = ("thrill", "awe", "joy")
EMOTION_NAMES: tuple[str, ...] = (N_("Thrill"), N_("Awe"), N_("Joy"))
#: The letter each emotion's icon carries on the board, in every language
#: (with its shape, so that colour is never the only cue).
EMOTION_LETTER: tuple[str, ...] = ("T", "A", "J")
#: Spaces on each emotion track; a disc starts on space 1 (index 0).
TRACK_SPACES = 12
#: "above the eighth space": a disc on space 9 or farther (index 8 or more).
BONUS_SPACE_INDEX = 8
EMOTION_BONUS_VP = 5

# --- the game board ------------------------------------------------------------

#: Attraction types, clockwise around the central opening from Souvenir.
TYPES: tuple[str, ...] = ("SV", "OW", "SF", "US", "FA", "PH")
TYPE_NAMES: dict[str, str] = {
    "SV": N_("Souvenir"),
    "OW": N_("Old West"),
    "SF": N_("Sci-Fi"),
    "US": N_("Undersea"),
    "FA": N_("Fantasy"),
    "PH": N_("Prehistoric"),
}
TYPE_INDEX: dict[str, int] = {t: i for i, t in enumerate(TYPES)}

BANKER, ARBORIST, CONTRACTOR, REALTOR = "banker", "arborist", "contractor", "realtor"
#: The action spaces that hold any number of workers.
OPEN_SPACES: tuple[str, ...] = (BANKER, ARBORIST, CONTRACTOR, REALTOR)
SPACE_NAMES: dict[str, str] = {
    BANKER: N_("Banker"),
    ARBORIST: N_("Arborist"),
    CONTRACTOR: N_("Contractor"),
    REALTOR: N_("Realtor"),
    "SV": N_("Souvenir Builder"),
    "OW": N_("Old West Builder"),
    "SF": N_("Sci-Fi Builder"),
    "US": N_("Undersea Builder"),
    "FA": N_("Fantasy Builder"),
    "PH": N_("Prehistoric Builder"),
}
#: Every worker space on the board: the six Builder locations, then the rest.
WORKER_SPACES: tuple[str, ...] = TYPES + OPEN_SPACES
EXTRA_WORKER_PLACE = "extra"  # where the tan worker waits when nobody holds it

BANKER_MONEY = 2
ARBORIST_TREES = 2
REALTOR_COST = 3
MONTHS = 5
START_MONEY = 7
BASE_INCOME = 3
WORKERS_PER_PLAYER = 3
GOALS_DEALT = 3
GOALS_KEPT = 2
GOAL_VP = 3
CONCESSIONS_PER_PLAYER = 2  # face-up concessions: twice the player count
JOY_CASH = 3  # the Joy leader's money for stepping back

#: The carousel ring: the six cost modifiers in clockwise order. At ring
#: position p the modifier facing Builder location i is RING[(i - p) % 6];
#: position 0 (the start) puts +$2 toward Souvenir. Opposite modifiers cancel.
RING: tuple[int, ...] = (2, 1, 0, -2, -1, 0)
RING_START = 0

#: Attraction-count bonus: (least cards, VP), best first.
COUNT_BONUS: tuple[tuple[int, int], ...] = ((8, 10), (6, 5))


def count_bonus(cards: int) -> int:
    for least, vp in COUNT_BONUS:
        if cards >= least:
            return vp
    return 0


def ring_modifier(position: int, location: int) -> int:
    return RING[(location - position) % len(RING)]


#: RING_TABLE[position][location]: the modifier facing each Builder location.
RING_TABLE: tuple[tuple[int, ...], ...] = tuple(
    tuple(RING[(loc - pos) % len(RING)] for loc in range(len(RING))) for pos in range(len(RING))
)


# --- shapes ----------------------------------------------------------------------

ROWS = 6
PROPERTY_COLS = 6
EXPANSION_COLS = 3
Shape = tuple[str, ...]  # rows of "X" (covered) and "." (not)

#: Every tile outline, named like polyominoes. Side a of a tile shows the
#: outline as written; side b is its mirror image (a tile flipped over).
SHAPES: dict[str, Shape] = {
    "M1": ("X",),
    "D2": ("XX",),
    "I3": ("XXX",),
    "L3": ("XX", "X."),
    "O4": ("XX", "XX"),
    "I4": ("XXXX",),
    "L4": ("X..", "XXX"),
    "T4": ("XXX", ".X."),
    "S4": (".XX", "XX."),
    "P5": ("XX", "XX", "X."),
    "L5": ("X...", "XXXX"),
    "T5": ("XXX", ".X.", ".X."),
    "U5": ("X.X", "XXX"),
    "V5": ("X..", "X..", "XXX"),
    "W5": ("X..", "XX.", ".XX"),
    "Z5": ("XX.", ".X.", ".XX"),
    "F5": (".XX", "XX.", ".X."),
    "N5": ("XX..", ".XXX"),
    "Y5": (".X..", "XXXX"),
    "X5": (".X.", "XXX", ".X."),
    "B6": ("XXX", "XXX"),
    "C6": ("XX..", "XXXX"),
    "E6": (".XX.", "XXXX"),
    "G6": ("X..", "XXX", "X.X"),
    "J6": ("X...", "XXXX", "...X"),
}
MAX_EXTENT = 4  # no outline is wider or taller than four cells


def shape_cells(shape: Shape) -> tuple[tuple[int, int], ...]:
    return tuple((r, c) for r, row in enumerate(shape) for c, ch in enumerate(row) if ch == "X")


# --- attraction cards and tiles ----------------------------------------------------


@record
class Card:
    """An attraction card and its tile (the tile has the card's id).

    ``cost`` is printed on the card (the ring adds its modifier); ``income``
    is paid every Income step; ``vp`` is scored at the end; advertising costs
    ``ad_cost`` and gives ``ad_vp``; ``icons`` are the emotion steps the card
    gives when built (indices into EMOTIONS).
    """

    id: str
    type: str
    name: str
    cost: int
    income: int
    vp: int
    ad_cost: int
    ad_vp: int
    icons: tuple[int, ...]
    shape: str


T, A, J = THRILL, AWE, JOY

CARDS: tuple[Card, ...] = (
    # Souvenir: cheap, small, paying; hardly any emotion.
    Card("SV-1", "SV", N_("Pin Cart"), 2, 1, 0, 2, 1, (), "D2"),
    Card("SV-2", "SV", N_("Hat Stand"), 2, 1, 1, 2, 1, (J,), "I3"),
    Card("SV-3", "SV", N_("Photo Booth"), 3, 1, 1, 2, 1, (J,), "L3"),
    Card("SV-4", "SV", N_("Plush Palace"), 3, 2, 0, 3, 2, (), "I3"),
    Card("SV-5", "SV", N_("Grand Emporium"), 4, 2, 1, 3, 2, (J,), "T4"),
    # Old West: Thrill and Joy, steady money.
    Card("OW-1", "OW", N_("Pony Rides"), 2, 1, 1, 2, 1, (J,), "L3"),
    Card("OW-2", "OW", N_("Saloon Show"), 3, 1, 1, 2, 1, (J,), "S4"),
    Card("OW-3", "OW", N_("Gold Mine Train"), 4, 0, 2, 3, 2, (T, J), "L4"),
    Card("OW-4", "OW", N_("Stagecoach Run"), 4, 1, 3, 3, 2, (T,), "P5"),
    Card("OW-5", "OW", N_("Canyon Falls"), 5, 0, 4, 4, 3, (T, J), "N5"),
    Card("OW-6", "OW", N_("Runaway Express"), 7, 0, 5, 5, 3, (T, T), "C6"),
    # Sci-Fi: Thrill and Awe, dear and rewarding.
    Card("SF-1", "SF", N_("Ray Gun Gallery"), 2, 0, 1, 2, 1, (T,), "I3"),
    Card("SF-2", "SF", N_("Robot Arcade"), 3, 2, 1, 3, 2, (), "T4"),
    Card("SF-3", "SF", N_("Moon Walk"), 4, 0, 2, 3, 2, (A, A), "I4"),
    Card("SF-4", "SF", N_("Rocket Tower"), 5, 0, 3, 4, 3, (T, A), "T5"),
    Card("SF-5", "SF", N_("Star Voyager"), 6, 1, 4, 4, 3, (A,), "Y5"),
    Card("SF-6", "SF", N_("Hyperloop Coaster"), 8, 0, 5, 5, 4, (T, T, A), "J6"),
    # Undersea: Awe and Joy, cheap to advertise.
    Card("US-1", "US", N_("Tide Pools"), 2, 0, 1, 1, 1, (A,), "D2"),
    Card("US-2", "US", N_("Coral Carousel"), 3, 1, 1, 2, 1, (A, J), "O4"),
    Card("US-3", "US", N_("Submarine Voyage"), 4, 1, 2, 2, 2, (A,), "L4"),
    Card("US-4", "US", N_("Shark Tunnel"), 4, 1, 3, 3, 2, (T, A), "W5"),
    Card("US-5", "US", N_("Mermaid Lagoon"), 5, 1, 3, 3, 3, (A, J), "U5"),
    Card("US-6", "US", N_("Kraken Dive"), 7, 0, 4, 4, 3, (T, A), "E6"),
    # Fantasy: Awe and Joy, the most emotion for the money.
    Card("FA-1", "FA", N_("Wishing Well"), 2, 0, 1, 2, 1, (J,), "L3"),
    Card("FA-2", "FA", N_("Teacup Spin"), 3, 1, 1, 2, 1, (J,), "S4"),
    Card("FA-3", "FA", N_("Dragon Swing"), 4, 1, 2, 3, 2, (T, A), "T4"),
    Card("FA-4", "FA", N_("Fairy Flight"), 4, 0, 2, 3, 2, (J, J), "F5"),
    Card("FA-5", "FA", N_("Enchanted Castle"), 6, 1, 3, 4, 3, (A, J), "X5"),
    Card("FA-6", "FA", N_("Wizard's Tower"), 7, 1, 4, 5, 3, (A, A, J), "B6"),
    # Prehistoric: Thrill and Awe, big tiles, big points, little money.
    Card("PH-1", "PH", N_("Fossil Dig"), 2, 0, 1, 2, 1, (), "I3"),
    Card("PH-2", "PH", N_("Cave Maze"), 3, 0, 2, 2, 1, (A,), "O4"),
    Card("PH-3", "PH", N_("Volcano Slide"), 4, 1, 3, 3, 2, (T,), "L5"),
    Card("PH-4", "PH", N_("Raptor Ride"), 5, 0, 4, 4, 3, (T, T), "V5"),
    Card("PH-5", "PH", N_("Dino Safari"), 6, 1, 4, 4, 3, (A, T), "Z5"),
    Card("PH-6", "PH", N_("T-Rex Coaster"), 8, 0, 6, 5, 4, (T, T, A), "G6"),
)
CARD: dict[str, Card] = {c.id: c for c in CARDS}
CARDS_OF_TYPE: dict[str, tuple[str, ...]] = {t: tuple(c.id for c in CARDS if c.type == t) for t in TYPES}
TYPE_COUNTS: dict[str, int] = {"SV": 5, "OW": 6, "SF": 6, "US": 6, "FA": 6, "PH": 6}

# --- concessions ---------------------------------------------------------------------


@record
class Concession:
    """A concession tile: emotion steps when built, or income every month."""

    id: str
    name: str
    icons: tuple[int, ...]
    income: int
    shape: str


def _concessions() -> tuple[Concession, ...]:
    # Per emotion: three one-cell stands, four two-cell stands (one step
    # each) and three three-cell stands giving two steps; ten paying stands.
    names = {
        THRILL: (N_("Dart Throw"), N_("Test of Strength"), N_("Zip Line")),
        AWE: (N_("Star Gazer"), N_("Magic Show"), N_("Light Tower")),
        JOY: (N_("Candy Floss"), N_("Balloon Cart"), N_("Ice Cream Parlour")),
    }
    out: list[Concession] = []
    for emotion in (THRILL, AWE, JOY):
        small, medium, large = names[emotion]
        out += [Concession("", small, (emotion,), 0, "M1") for _ in range(3)]
        out += [Concession("", medium, (emotion,), 0, "D2") for _ in range(4)]
        out += [Concession("", large, (emotion, emotion), 0, "L3" if i % 2 else "I3") for i in range(3)]
    out += [Concession("", N_("Pretzel Stand"), (), 1, "M1") for _ in range(3)]
    out += [Concession("", N_("Lemonade Stall"), (), 1, "D2") for _ in range(4)]
    out += [Concession("", N_("Burger Bar"), (), 2, "L3" if i % 2 else "I3") for i in range(3)]
    return tuple(Concession(f"C{i + 1:02d}", c.name, c.icons, c.income, c.shape) for i, c in enumerate(out))


CONCESSIONS: tuple[Concession, ...] = _concessions()
CONCESSION: dict[str, Concession] = {c.id: c for c in CONCESSIONS}


TILE_SHAPE: dict[str, str] = {**{c.id: c.shape for c in CARDS}, **{s.id: s.shape for s in CONCESSIONS}}


def tile_shape(tile: str) -> str:
    """The outline of an attraction or concession tile."""
    return TILE_SHAPE[tile]


def is_attraction(tile: str) -> bool:
    return tile in CARD


# --- goals ------------------------------------------------------------------------------

# Goal kinds: each is checked on the player's park at the end (goals.py).
VARIETY = "variety"  # attractions of at least n different types
THEME = "theme"  # at least n attractions of one type
PAIRS = "pairs"  # at least two attractions in each of n types
SOUVENIRS = "souvenirs"  # at least n Souvenir attractions
HEADLINERS = "headliners"  # at least n attractions costing $6 or more (printed)
CASH_FLOW = "cash-flow"  # income of at least $n, the $3 base aside
STANDS = "stands"  # at least n concessions
LAND = "land"  # at least n expansion boards
CLEARED = "cleared"  # at most n trees
WOODED = "wooded"  # at least n trees
BALANCED = "balanced"  # every disc on space n or farther
PEAK = "peak"  # a disc on space n or farther
ICONS = "icons"  # every icon on the property covered
PACKED = "packed"  # at least n tiles


@record
class Goal:
    id: str
    name: str
    text: str
    kind: str
    n: int = 0


GOALS: tuple[Goal, ...] = (
    Goal("G01", N_("Something for Everyone"), N_("Attractions of at least five different types"), VARIETY, 5),
    Goal("G02", N_("Theme Land"), N_("At least three attractions of one type"), THEME, 3),
    Goal("G03", N_("Twin Themes"), N_("At least two attractions in each of two types"), PAIRS, 2),
    Goal("G04", N_("Gift Shops"), N_("At least two Souvenir attractions"), SOUVENIRS, 2),
    Goal("G05", N_("Headliners"), N_("At least two attractions whose cards cost $6 or more"), HEADLINERS, 2),
    Goal("G06", N_("Cash Flow"), N_("At least $6 a month from attractions and concessions"), CASH_FLOW, 6),
    Goal("G07", N_("Food Court"), N_("At least six concessions"), STANDS, 6),
    Goal("G08", N_("Land Baron"), N_("At least three expansion boards"), LAND, 3),
    Goal("G09", N_("Clear Cut"), N_("At most two trees left on your property"), CLEARED, 2),
    Goal("G10", N_("Nature Park"), N_("At least eight trees on your property"), WOODED, 8),
    Goal("G11", N_("Balanced Emotions"), N_("Every emotion disc on space 6 or farther"), BALANCED, 6),
    Goal("G12", N_("Peak Experience"), N_("An emotion disc above the eighth space"), PEAK, 9),
    Goal("G13", N_("Every Icon"), N_("No uncovered icon left on your property"), ICONS),
    Goal("G14", N_("Packed Park"), N_("At least twelve tiles in your park"), PACKED, 12),
)
GOAL: dict[str, Goal] = {g.id: g for g in GOALS}

# --- property and expansion boards ------------------------------------------------------

TREE = "#"
EMOTION_ICONS: dict[str, tuple[int, ...]] = {
    "t": (THRILL,),
    "a": (AWE,),
    "j": (JOY,),
    "T": (THRILL, THRILL),
    "A": (AWE, AWE),
    "J": (JOY, JOY),
}
MONEY_ICONS: dict[str, int] = {"2": 2, "4": 4}
WILD = "*"
ICON_KINDS: tuple[str, ...] = tuple(EMOTION_ICONS) + tuple(MONEY_ICONS) + (WILD,)
ICON_NAMES: dict[str, str] = {
    "t": N_("Thrill"),
    "a": N_("Awe"),
    "j": N_("Joy"),
    "T": N_("double Thrill"),
    "A": N_("double Awe"),
    "J": N_("double Joy"),
    "2": N_("$2"),
    "4": N_("$4"),
    "*": N_("wild"),
}

Layout = tuple[str, ...]

PROPERTY_FRONT: Layout = (
    "#..t..",
    ".....#",
    ".2..a.",
    "..*...",
    "#...j.",
    ".4.#..",
)


@record
class PropertyBoard:
    id: str
    back_name: str
    back: Layout


PROPERTY_BOARDS: tuple[PropertyBoard, ...] = (
    PropertyBoard("P1", N_("Old Forest"), (
        "#.T..#",
        "..#...",
        ".4...A",
        "...#..",
        "#.*.#.",
        ".j...#",
    )),
    PropertyBoard("P2", N_("Open Meadow"), (
        "....2.",
        "..t...",
        "....#.",
        ".#....",
        "...j..",
        "......",
    )),
    PropertyBoard("P3", N_("Riverside"), (
        ".#....",
        "....J.",
        "#..2..",
        "...#..",
        ".a...#",
        "..*.#.",
    )),
    PropertyBoard("P4", N_("Hilltop"), (
        "...#..",
        ".A....",
        "#...t.",
        "..4...",
        "....#.",
        "#..j..",
    )),
)
PROPERTY: dict[str, PropertyBoard] = {b.id: b for b in PROPERTY_BOARDS}
FRONT, BACK = "front", "back"

#: The eight expansion faces. Each appears on three boards: the boards are the
#: twelve edges of a cube whose corners are the faces (face i and face j share
#: a board when i and j differ in one bit), so a face seen on top of a stack
#: leaves three possible faces underneath. Faces with an even number of set
#: bits carry two trees and two icons, the others one of each.
EXPANSION_FACES: tuple[Layout, ...] = (
    ("#..", "..t", "...", ".2.", "...", "..#"),  # X0
    ("...", ".#.", "...", "..j", "...", "..."),  # X1
    ("...", "..a", "...", "...", "#..", "..."),  # X2
    ("..#", "a..", "...", "..*", "...", "#.."),  # X3
    ("..#", "...", ".*.", "...", "...", "..."),  # X4
    ("...", "#.J", "...", "...", ".4#", "..."),  # X5
    (".#.", "...", "j..", "..A", "...", ".#."),  # X6
    ("...", "...", "...", "t..", "...", ".#."),  # X7
)
FACE_IDS: tuple[str, ...] = tuple(f"X{i}" for i in range(len(EXPANSION_FACES)))


@record
class ExpansionBoard:
    id: str
    a: str  # face id of side a
    b: str  # face id of side b


def _expansions() -> tuple[ExpansionBoard, ...]:
    edges = [(u, v) for u in range(8) for v in range(u + 1, 8) if bin(u ^ v).count("1") == 1]
    return tuple(ExpansionBoard(f"E{i + 1:02d}", f"X{u}", f"X{v}") for i, (u, v) in enumerate(edges))


EXPANSION_BOARDS: tuple[ExpansionBoard, ...] = _expansions()
EXPANSION: dict[str, ExpansionBoard] = {b.id: b for b in EXPANSION_BOARDS}
SIDES: tuple[str, ...] = ("a", "b")
EXPANSION_STACKS = 2
LEFT, RIGHT = "left", "right"


def face_layout(face: str) -> Layout:
    return EXPANSION_FACES[int(face[1:])]


def expansion_face(board: str, side: str) -> str:
    b = EXPANSION[board]
    return b.a if side == "a" else b.b


def property_layout(board: str, side: str) -> Layout:
    return PROPERTY_FRONT if side == FRONT else PROPERTY[board].back


def board_layout(board: str, side: str) -> Layout:
    """The layout of a property board (side front/back) or an expansion board (a/b)."""
    if board in PROPERTY:
        return property_layout(board, side)
    return face_layout(expansion_face(board, side))


def layout_trees(layout: Layout) -> tuple[tuple[int, int], ...]:
    return tuple((r, c) for r, row in enumerate(layout) for c, ch in enumerate(row) if ch == TREE)


def layout_icons(layout: Layout) -> tuple[tuple[int, int, str], ...]:
    return tuple((r, c, ch) for r, row in enumerate(layout) for c, ch in enumerate(row) if ch in ICON_KINDS)


# --- pieces --------------------------------------------------------------------------------

COLOURS: tuple[tuple[str, str], ...] = (
    ("blue", N_("Blue")),
    ("green", N_("Green")),
    ("orange", N_("Orange")),
    ("purple", N_("Purple")),
)
COLOUR_IDS: tuple[str, ...] = tuple(c for c, _ in COLOURS)
TREE_MARKERS = 50
EXTRA_WORKERS = 1  # the tan worker
DISCS_PER_PLAYER = 3  # one per emotion track

#: The component list of the rulebook, as counts (tests/games/tenpenny/test_content.py).
COMPONENTS: dict[str, int] = {
    "game board": 1,
    "property boards": len(PROPERTY_BOARDS),
    "expansion boards": len(EXPANSION_BOARDS),
    "carousel": 1,
    "carousel ring": 1,
    "concession tiles": len(CONCESSIONS),
    "reference cards": len(COLOURS),
    "attraction tiles": len(CARDS),
    "goal cards": len(GOALS),
    "attraction cards": len(CARDS),
    "workers": len(COLOURS) * WORKERS_PER_PLAYER + EXTRA_WORKERS,
    "emotion discs": len(COLOURS) * DISCS_PER_PLAYER,
    "tree markers": TREE_MARKERS,
    "month marker": 1,
    "shovel token": 1,
    "5-VP tokens": 27,
    "1-VP tokens": 43,
    "$3 tokens": 16,
    "$1 tokens": 40,
}

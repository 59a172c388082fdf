"""Every Parkies component, defined once (docs/content-parkies.md explains the design).

The rulebook fixes the counts (35 small, 22 medium, 8 major tiles, 40 Parkies),
the eight attraction types, a handful of tile values from its play example,
the $20 start, the track start of 5 and a few track-heart facts. Everything
else here (grid, entrances, lake, ladders, the remaining tiles) is our design.

Geometry. A park is a ROWS x COLS grid of cells, row 0 at the top. A tile
covers a rectangle: small 1x1, medium 2x1 (two cells wide before rotation),
major 2x2. Its *path edges* are numbered clockwise around its outline,
starting at the north edge of its top-left cell: for a tile w cells wide and
h cells tall, first the w north edges (left to right), then the h east edges
(top to bottom), the w south edges (right to left), the h west edges (bottom
to top). Rotating a tile 90 degrees clockwise adds h to every index (mod the
perimeter) and swaps w and h; ``placement_shape`` does this.
"""

from __future__ import annotations

from parkpack.engine.frozen import record
from parkpack.i18n import N_
from functools import lru_cache

# --- attraction types and Parkie colours --------------------------------

#: The eight attraction types, in rulebook order.
TYPES: tuple[str, ...] = ("food", "ride", "coaster", "show", "water", "shop", "park", "game")

#: Parkie colour of each type. coaster/food/water/ride and orange come from the
#: rulebook; the others are our choice (all eight distinct).
TYPE_COLOUR: dict[str, str] = {
    "food": "red",
    "ride": "purple",
    "coaster": "green",
    "show": "yellow",
    "water": "blue",
    "shop": "pink",
    "park": "white",
    "game": "orange",
}
#: Parkie colours in TYPES order (index i is the colour of TYPES[i]).
COLOURS: tuple[str, ...] = tuple(TYPE_COLOUR[t] for t in TYPES)
COLOUR_TYPE: dict[str, str] = {c: t for t, c in TYPE_COLOUR.items()}
PARKIES_PER_COLOUR = 5  # 40 Parkies over eight colours
PARKIE_TOTAL = 40

#: Seat colours a player may take (rulebook "Setup").
PLAYER_COLOURS: tuple[str, ...] = ("blue", "red", "yellow", "black", "white", "green")

# --- money and tracks ---------------------------------------------------

START_MONEY = 20
TRACK_START = 5
TRACK_MIN = 0
TRACK_MAX = 30
#: Hearts on the Allure / Profitability / Satisfaction tracks. The rulebook
#: fixes 13 -> 1 point, 15 -> 2, 17 -> 3; the rest continue the spacing.
TRACK_HEARTS: tuple[int, ...] = (11, 14, 16, 19, 22, 25, 28)
#: Hearts on the money track: at most 7 points (rulebook "Money").
MONEY_HEARTS: tuple[int, ...] = (10, 20, 35, 50, 70, 90, 115)
POOL_MONEY = 3  # a Parkie Pool bid earns $3 and a Parkie
CASH_VALUE = 5  # a discarded Parkie earns $5
DISCOUNT = 2  # each Parkie of the tile's colour takes $2 off its price
CONNECTION_POINTS: dict[int, int] = {2: 6, 3: 8, 4: 10}
#: The last resort against play that can never end (parks no tile fits,
#: endless demolition): real games end near round 10, and none of 4,000
#: measured computer games reached this; see docs/rules-parkies.md.
MAX_ROUNDS = 100

# --- tiles --------------------------------------------------------------

SIZES: tuple[str, ...] = ("small", "medium", "major")
SIZE_PREFIX: dict[str, str] = {"small": "S", "medium": "M", "major": "L"}
PREFIX_SIZE: dict[str, str] = {v: k for k, v in SIZE_PREFIX.items()}
#: (width, height) before rotation.
SIZE_SHAPE: dict[str, tuple[int, int]] = {"small": (1, 1), "medium": (2, 1), "major": (2, 2)}
SIZE_COUNT: dict[str, int] = {"small": 35, "medium": 22, "major": 8}


@record
class Tile:
    """One attraction tile. ``paths`` are outline edge indices (module doc)."""

    id: str
    name: str
    size: str
    type: str
    paths: tuple[int, ...]
    allure: int
    profit: int
    satisfaction: int
    heart: bool

    @property
    def colour(self) -> str:
        return TYPE_COLOUR[self.type]

    @property
    def changes(self) -> tuple[int, int, int]:
        return (self.allure, self.profit, self.satisfaction)


def _t(id: str, name: str, type: str, paths: tuple[int, ...], a: int, p: int, s: int, heart: bool = False) -> Tile:
    return Tile(id, name, PREFIX_SIZE[id[0]], type, paths, a, p, s, heart)


# Small edges: 0 N, 1 E, 2 S, 3 W.
# Medium (2x1): 0 N-left, 1 N-right, 2 E, 3 S-right, 4 S-left, 5 W.
# Major (2x2): 0 N-left, 1 N-right, 2 E-top, 3 E-bottom, 4 S-right, 5 S-left, 6 W-bottom, 7 W-top.
TILES: tuple[Tile, ...] = (
    # small: food
    _t("S-01", N_("Burger Bar"), "food", (0, 1, 3), 0, 1, 1),
    _t("S-02", N_("Pizza Stand"), "food", (0, 2), 0, 2, 1),
    _t("S-03", N_("Ice Cream Cart"), "food", (0,), 1, 1, 2, True),
    _t("S-04", N_("Taco Truck"), "food", (0, 1, 2), 0, 1, 1),
    _t("S-05", N_("Funnel Cakes"), "food", (0, 1, 2, 3), 0, 1, 1),
    _t("S-06", N_("Cotton Candy"), "food", (0, 1, 2), 0, 1, 1),
    # small: shop
    _t("S-07", N_("Gift Shop"), "shop", (0, 2), 0, 3, 0),
    _t("S-08", N_("Souvenir Stand"), "shop", (0, 1, 2), 0, 2, 0),
    _t("S-09", N_("Photo Booth"), "shop", (0,), 1, 2, 1, True),
    _t("S-10", N_("Balloon Cart"), "shop", (0, 1, 3), 1, 1, 0),
    _t("S-11", N_("Hat Shop"), "shop", (0, 1, 2), 1, 1, 0),
    # small: game
    _t("S-13", N_("Ring Toss"), "game", (0, 2), 1, 2, 0),
    _t("S-14", N_("Arcade"), "game", (0, 1, 2, 3), 1, 1, 0),
    _t("S-15", N_("Shooting Gallery"), "game", (0,), 2, 1, 1, True),
    _t("S-17", N_("Strength Tester"), "game", (0, 1, 2), 1, 0, 1),
    # small: ride
    _t("S-19", N_("Scrambler"), "ride", (0, 1), 2, 1, 0),
    _t("S-20", N_("Tea Cups"), "ride", (0, 2), 2, 0, 1),
    _t("S-21", N_("Carousel"), "ride", (0,), 2, 0, 2, True),
    _t("S-22", N_("Bumper Cars"), "ride", (0, 1, 3), 1, 1, 0),
    _t("S-23", N_("Swing Ride"), "ride", (0, 2), 3, 1, -1),
    # small: park
    _t("S-24", N_("Flower Garden"), "park", (0, 1, 2), 0, 0, 2),
    _t("S-25", N_("Picnic Grove"), "park", (0, 1, 2), 1, 0, 1),
    _t("S-26", N_("Fountain Plaza"), "park", (0, 1, 2, 3), 1, 0, 1),
    _t("S-27", N_("Shady Benches"), "park", (0, 1, 3), 0, 0, 2),
    _t("S-28", N_("Statue Garden"), "park", (0,), 1, 1, 2, True),
    # small: show
    _t("S-29", N_("Puppet Theater"), "show", (0, 2), 1, 0, 2),
    _t("S-30", N_("Magic Stage"), "show", (0,), 2, 0, 2, True),
    _t("S-31", N_("Street Band"), "show", (0, 1, 2), 1, 0, 1),
    # small: water (ponds and crossings, useful on the lake side)
    _t("S-12", N_("Stepping Stones"), "water", (0, 1, 2, 3), 0, 1, 1),
    _t("S-16", N_("Duck Pond"), "water", (0, 1, 3), 1, 0, 1),
    _t("S-18", N_("Rope Bridge"), "water", (0, 2), 2, 0, 1),
    _t("S-32", N_("Splash Pad"), "water", (0, 1), 1, 0, 2),
    _t("S-33", N_("Lazy Stream"), "water", (0, 1, 2), 0, 1, 1),
    # small: coaster
    _t("S-34", N_("Kiddie Coaster"), "coaster", (0, 2), 2, 0, 1),
    _t("S-35", N_("Wild Mouse"), "coaster", (0, 1), 3, -1, 1),
    # medium: coaster
    _t("M-01", N_("Dark Coaster"), "coaster", (5, 2, 1), 3, 0, 1),
    _t("M-02", N_("Wooden Racer"), "coaster", (5, 2), 4, 0, 1, True),
    _t("M-03", N_("Family Coaster"), "coaster", (5, 1, 2), 3, 0, 1),
    _t("M-04", N_("Spinning Coaster"), "coaster", (5, 2), 3, 0, 2, True),
    # medium: water
    _t("M-05", N_("Curl Slide"), "water", (5, 2), 1, 1, 2),
    _t("M-06", N_("Log Flume"), "water", (5, 2, 4), 2, 0, 2),
    _t("M-07", N_("Wave Pool"), "water", (5, 2), 1, 1, 3, True),
    _t("M-08", N_("River Rapids"), "water", (0, 3), 2, 0, 2),
    # medium: ride
    _t("M-09", N_("Ferris Wheel"), "ride", (5, 2), 2, 1, 2, True),
    _t("M-10", N_("Drop Tower"), "ride", (5, 2), 4, -1, 1, True),
    _t("M-11", N_("Pirate Ship"), "ride", (5, 1, 3), 2, 0, 1),
    _t("M-12", N_("Go-Karts"), "ride", (5, 2, 0, 3), 2, 1, 0),
    # medium: show
    _t("M-13", N_("Stunt Show"), "show", (5, 2), 1, 1, 3, True),
    _t("M-14", N_("Dolphin Theater"), "show", (5, 2), 1, 1, 3, True),
    _t("M-15", N_("Parade Stage"), "show", (5, 2, 1), 1, 1, 2),
    _t("M-16", N_("4D Cinema"), "show", (0, 3, 5), 1, 1, 1),
    # medium: park
    _t("M-17", N_("Hedge Maze"), "park", (5, 2), 1, 0, 3, True),
    _t("M-18", N_("Botanical Walk"), "park", (5, 2, 0, 3), 0, 1, 2),
    # medium: food, shop, game
    _t("M-19", N_("Food Court"), "food", (5, 2, 1), 0, 2, 2),
    _t("M-20", N_("Market Street"), "shop", (5, 2, 0, 3), 0, 3, 0),
    _t("M-21", N_("Game Hall"), "game", (5, 2), 1, 3, 0),
    _t("M-22", N_("Prize Pavilion"), "game", (5, 3), 1, 2, 1, True),
    # major
    _t("L-01", N_("Dragon Loop"), "coaster", (7, 2), 4, 0, 2, True),
    _t("L-02", N_("Hyper Coaster"), "coaster", (7, 2, 4), 5, -1, 1, True),
    _t("L-03", N_("Twister Coaster"), "coaster", (0, 5, 2), 4, 1, 1, True),
    _t("L-04", N_("Splash Mountain"), "water", (7, 4, 1), 3, 1, 2, True),
    _t("L-05", N_("Water Park"), "water", (7, 2, 4, 6), 2, 2, 2, True),
    _t("L-06", N_("Grand Theater"), "show", (7, 2), 2, 2, 3, True),
    _t("L-07", N_("Sky Tower"), "ride", (7, 2, 5), 3, 1, 2, True),
    _t("L-08", N_("Central Gardens"), "park", (0, 2, 4, 6), 1, 1, 3, True),
)
TILE: dict[str, Tile] = {t.id: t for t in TILES}
TILE_IDS_BY_SIZE: dict[str, tuple[str, ...]] = {
    s: tuple(t.id for t in TILES if t.size == s) for s in SIZES
}

# --- the player mat -----------------------------------------------------

ROWS = 4
COLS = 4
N, E, S, W = 0, 1, 2, 3
DIRS: tuple[tuple[int, int], ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))  # (dr, dc) per direction
DIR_NAMES = "NESW"


@record
class Mat:
    """One side of the player mat.

    ``entrances`` are (row, col, direction) of the four entrance edges, in the
    order north, east, south, west; ``lake`` lists the lake cells.
    """

    side: str
    entrances: tuple[tuple[int, int, int], ...]
    lake: tuple[tuple[int, int], ...]


#: Grass side: one entrance on each side of the 4x4 grid, turned like a
#: pinwheel (north near the left, east near the top, ...).
GRASS_MAT = Mat("grass", ((0, 1, N), (1, 3, E), (3, 2, S), (2, 0, W)), ())
#: Lake side: the pinwheel turned the other way and a two-cell pond on the
#: south-east shore, beside the south entrance and right under the east one,
#: so routes from those entrances must bend away from the water (or cross it
#: on water tiles). A pond in the middle of the park split it in two and
#: jammed games (docs/content-parkies.md).
LAKE_MAT = Mat(
    "lake",
    ((0, 2, N), (2, 3, E), (3, 1, S), (1, 0, W)),
    ((3, 2), (3, 3)),
)

# --- the bidding mat ----------------------------------------------------


@record
class SpaceSpec:
    """A tile space on the bidding mat with its bid ladder (cheapest first)."""

    id: str
    label: str
    size: str
    ladder: tuple[int, ...]


SPACES: tuple[SpaceSpec, ...] = (
    SpaceSpec("SA", N_("Small A"), "small", (5, 8, 11, 14)),
    SpaceSpec("SB", N_("Small B"), "small", (4, 7, 10, 13)),
    SpaceSpec("SC", N_("Small C"), "small", (3, 6, 9, 12)),
    SpaceSpec("MA", N_("Medium A"), "medium", (11, 14, 17, 20)),
    SpaceSpec("MB", N_("Medium B"), "medium", (9, 12, 15, 18)),
    SpaceSpec("LA", N_("Major A"), "major", (22, 26, 30, 34)),
)
SPACE: dict[str, SpaceSpec] = {s.id: s for s in SPACES}
#: The uncovered spaces per player count (3-6). Spaces of one size are listed
#: dearest first; a leftover tile shifts to the next cheaper free one.
SPACES_FOR_PLAYERS: dict[int, tuple[str, ...]] = {
    3: ("SA", "MA", "LA"),
    4: ("SA", "SB", "MA", "LA"),
    5: ("SA", "SB", "MA", "MB", "LA"),
    6: ("SA", "SB", "SC", "MA", "MB", "LA"),
}
#: Two-player variant: the tile flipped in each of the two bidding stages sits
#: on a duel space whose ladder is the "A" ladder of the tile's size.
DUEL_SPACES: tuple[str, ...] = ("T1", "T2")
SIZE_LADDER: dict[str, tuple[int, ...]] = {"small": SPACE["SA"].ladder, "medium": SPACE["MA"].ladder, "major": SPACE["LA"].ladder}
POOL = "pool"


# --- geometry helpers ---------------------------------------------------


def rotated_shape(size: str, rot: int) -> tuple[int, int]:
    """(width, height) of a tile of ``size`` turned ``rot`` degrees clockwise."""
    w, h = SIZE_SHAPE[size]
    return (h, w) if rot in (90, 270) else (w, h)


def _outline(w: int, h: int) -> tuple[tuple[int, int, int], ...]:
    """(dr, dc, direction) of every outline edge of a w x h rectangle, in index order."""
    out = [(0, c, N) for c in range(w)]
    out += [(r, w - 1, E) for r in range(h)]
    out += [(h - 1, c, S) for c in range(w - 1, -1, -1)]
    out += [(r, 0, W) for r in range(h - 1, -1, -1)]
    return tuple(out)


@lru_cache(maxsize=None)
def placement_shape(tile_id: str, rot: int) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int, int], ...]]:
    """The cells (dr, dc) a tile covers and its path edges (dr, dc, dir) when
    turned ``rot`` degrees clockwise, relative to its top-left cell."""
    tile = TILE[tile_id]
    w, h = SIZE_SHAPE[tile.size]
    paths = list(tile.paths)
    for _ in range(rot // 90):
        per = 2 * (w + h)
        paths = [(p + h) % per for p in paths]
        w, h = h, w
    outline = _outline(w, h)
    cells = tuple((r, c) for r in range(h) for c in range(w))
    return cells, tuple(sorted(outline[p] for p in paths))


@lru_cache(maxsize=None)
def distinct_rotations(tile_id: str) -> tuple[int, ...]:
    """Rotations giving different shapes (a 4-path small tile needs only 0)."""
    seen: list[object] = []
    out = []
    for rot in (0, 90, 180, 270):
        shape = placement_shape(tile_id, rot)
        if shape not in seen:
            seen.append(shape)
            out.append(rot)
    return tuple(out)

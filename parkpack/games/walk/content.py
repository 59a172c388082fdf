"""Every component of A Walk in the Park, defined once (docs/content-walk.md).

The sheet is a 5x5 grid. Squares are numbered 0..24 row by row from the top
left; their names are a column letter A..E and a row number 1..5 ("C3" is the
centre, square 12). A drawn path is stored as a bit mask of the square sides it
reaches: N=1, E=2, S=4, W=8. An ibis is ``IBIS`` (16) and an empty square is 0.
"""

from __future__ import annotations

from parkpack.engine.frozen import record

from ...engine.errors import NotationError
from ...i18n import N_, _

SIZE = 5
SQUARES = SIZE * SIZE
CENTRE = 12

EMPTY = 0
N, E, S, W = 1, 2, 4, 8
CROSSING = N | E | S | W  # the pre-drawn centre square
IBIS = 16

#: side bit -> (row step, column step, opposite side bit)
_STEPS: tuple[tuple[int, int, int, int], ...] = (
    (N, -1, 0, S),
    (E, 0, 1, W),
    (S, 1, 0, N),
    (W, 0, -1, E),
)
SIDE_LETTERS: tuple[tuple[int, str], ...] = ((N, "N"), (E, "E"), (S, "S"), (W, "W"))
#: side bit -> the opposite side bit (0 for anything else)
OPPOSITE: tuple[int, ...] = tuple(
    next((opp for bit, _, _, opp in _STEPS if bit == side), 0) for side in range(16)
)

# Piece ids. The die shows these four; the centre is the pre-drawn crossing.
CURVE, STRAIGHT, T_PIECE, IBIS_PIECE = "curve", "straight", "T", "ibis"
PIECES: tuple[str, ...] = (CURVE, STRAIGHT, T_PIECE, IBIS_PIECE)

#: The distinct rotations of each piece, in a stable order.
ORIENTATIONS: tuple[tuple[str, tuple[int, ...]], ...] = (
    (CURVE, (N | E, E | S, S | W, W | N)),
    (STRAIGHT, (N | S, E | W)),
    (T_PIECE, (N | E | S, E | S | W, S | W | N, W | N | E)),
    (IBIS_PIECE, (IBIS,)),
)


def orientations(piece: str) -> tuple[int, ...]:
    for name, masks in ORIENTATIONS:
        if name == piece:
            return masks
    raise KeyError(piece)


def piece_of(code: int) -> str:
    """The piece a cell code shows: "", "curve", "straight", "T", "crossing" or "ibis"."""
    if code == EMPTY:
        return ""
    if code == IBIS:
        return IBIS_PIECE
    if code == CROSSING:
        return "crossing"
    if bin(code).count("1") == 3:
        return T_PIECE
    return STRAIGHT if code in (N | S, E | W) else CURVE


@record
class DieFace:
    """One result of the die and on how many of its six faces it appears."""

    id: str
    label: str
    faces: int


DIE: tuple[DieFace, ...] = (
    DieFace(CURVE, N_("Curved path"), 2),
    DieFace(STRAIGHT, N_("Straight path"), 2),
    DieFace(T_PIECE, N_("T-intersection"), 1),
    DieFace(IBIS_PIECE, N_("Ibis"), 1),
)


@record
class Landmark:
    """A landmark printed on every sheet, on ``square``."""

    id: str
    name: str
    square: int
    note: str


LANDMARKS: tuple[Landmark, ...] = (
    Landmark("opera", N_("Opera House"), 0, N_("On Bennelong Point, beyond the garden's north-west corner.")),
    Landmark("government", "Government House", 6, N_("Inside the gates just south of the Opera House.")),
    Landmark("fig", N_("Fig Tree"), 8, N_("The old Moreton Bay figs above Farm Cove.")),
    Landmark("chair", "Mrs Macquarie's Chair", 4, N_("The sandstone seat at the tip of the point.")),
    Landmark("lion", N_("Lion Gate"), 15, N_("The Macquarie Street gate with its stone lions.")),
    Landmark("palm", N_("Palm Grove"), 16, N_("The shady grove in the lower garden.")),
    Landmark("pond", N_("Duck Pond"), 23, N_("The main pond in the southern garden.")),
    Landmark("calyx", "The Calyx", 19, N_("The glasshouse by the southern lawns.")),
)
LANDMARK_SQUARES: tuple[int, ...] = tuple(lm.square for lm in LANDMARKS)
#: square -> landmark index, or -1
LANDMARK_AT: tuple[int, ...] = tuple(
    LANDMARK_SQUARES.index(sq) if sq in LANDMARK_SQUARES else -1 for sq in range(SQUARES)
)


@record
class Bonus:
    """A landmark bonus. ``kind``: "score" (counted at the end), "now"
    (resolved at once) or "power" (changes later draws)."""

    id: str
    label: str
    kind: str


BONUSES: tuple[Bonus, ...] = (
    Bonus("one", N_("1 point"), "score"),
    Bonus("two", N_("2 points"), "score"),
    Bonus("ibises", N_("1 point per ibis"), "score"),
    Bonus("groups", N_("1 point per ibis group"), "score"),
    Bonus("flock", N_("1 point per ibis in your largest group"), "score"),
    Bonus("statues", N_("1 point per statue"), "score"),
    Bonus("statue", N_("Draw an extra statue anywhere now"), "now"),
    Bonus("curve", N_("Draw an extra curved path now"), "now"),
    Bonus("straight", N_("Draw an extra straight path now"), "now"),
    Bonus("ibis-t", N_("You may draw an ibis when a T is rolled"), "power"),
)
BONUS_IDS: tuple[str, ...] = tuple(b.id for b in BONUSES)
MAX_BONUSES = 6  # no player ever ticks more than six
GOAL = 6  # six landmarks visited or six ibises drawn end the game
TURN_PENALTY = 3  # points lost per path turned into a T

#: solo level -> turn limit
SOLO_TURNS: tuple[tuple[int, int], ...] = ((1, 18), (2, 14), (3, 12), (4, 10))
SOLO_TARGET = 18  # under this a solo game is lost
#: solo ranks with the lowest score for each (the reading in docs/rules-walk.md)
SOLO_RANKS: tuple[tuple[int, str], ...] = (
    (26, "Lachlan Macquarie"),
    (24, N_("Botanist")),
    (21, N_("Sydneysider")),
    (18, N_("Sightseer")),
)


def bonus(bonus_id: str) -> Bonus:
    return BONUSES[BONUS_IDS.index(bonus_id)]


def solo_turns(level: int) -> int:
    for lvl, turns in SOLO_TURNS:
        if lvl == level:
            return turns
    raise KeyError(level)


def solo_rank(total: int) -> str:
    for lowest, title in SOLO_RANKS:
        if total >= lowest:
            return title
    return N_("Loss")


# --- geometry ------------------------------------------------------------
def _neighbours(sq: int) -> tuple[tuple[int, int], ...]:
    r, c = divmod(sq, SIZE)
    out = []
    for bit, dr, dc, _ in _STEPS:
        rr, cc = r + dr, c + dc
        if 0 <= rr < SIZE and 0 <= cc < SIZE:
            out.append((bit, rr * SIZE + cc))
    return tuple(out)


#: square -> ((side bit, neighbour square), ...) for the sides inside the grid
NEIGHBOURS: tuple[tuple[tuple[int, int], ...], ...] = tuple(_neighbours(s) for s in range(SQUARES))
#: square -> orthogonal neighbour squares
ADJACENT: tuple[tuple[int, ...], ...] = tuple(tuple(n for _, n in nb) for nb in NEIGHBOURS)


def square_name(sq: int) -> str:
    r, c = divmod(sq, SIZE)
    return f"{'ABCDE'[c]}{r + 1}"


SQUARE_NAMES: tuple[str, ...] = tuple(square_name(s) for s in range(SQUARES))


def parse_square(text: str) -> int:
    name = text.strip().upper()
    if name in SQUARE_NAMES:
        return SQUARE_NAMES.index(name)
    raise NotationError(f"'{text}' is not a square (A1..E5)")


def sides_text(mask: int) -> str:
    """"NE" for a curve joining the north and east sides."""
    return "".join(letter for bit, letter in SIDE_LETTERS if mask & bit)


def parse_sides(text: str) -> int:
    mask = 0
    for ch in text.strip().upper():
        bit = next((b for b, letter in SIDE_LETTERS if letter == ch), 0)
        if not bit or mask & bit:
            raise NotationError(f"'{text}' is not a set of sides (letters N, E, S, W)")
        mask |= bit
    return mask


def orientation_label(mask: int) -> str:
    """Readable orientation for the log: "vertical", "north-east", "stem west"."""
    kind = piece_of(mask)
    if kind == STRAIGHT:
        return _("vertical") if mask == N | S else _("horizontal")
    if kind == CURVE:
        if mask & N:
            return _("north-east") if mask & E else _("north-west")
        return _("south-east") if mask & E else _("south-west")
    if kind == T_PIECE:
        words = {N: _("stem north"), E: _("stem east"), S: _("stem south"), W: _("stem west")}
        return words[OPPOSITE[CROSSING & ~mask]]
    return ""

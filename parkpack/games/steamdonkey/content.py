"""The components of Steam Donkey: the double-sided playing cards, the resort
posters, the kick-on/character cards and the table layout they imply.

The rulebook describes the cards but prints none of them; this set and the
reasons behind it are in docs/content-steamdonkey.md. Everything here is
immutable data, looked up by string id.

A card id names the *whole* card (front and back): ``A07`` is the seventh
amusement card. Its back is written ``?Ag`` (icon letter, suitcase letter,
``*`` for a special visitor showing all three colours): that is what a seat
that cannot see the face is shown instead of the id (see hidden.py).
"""

from __future__ import annotations

from parkpack.engine.frozen import record
from parkpack.i18n import N_, _, pgettext

# --- colours, icons, spaces ---------------------------------------------------
GREEN, RED, YELLOW = 0, 1, 2
#: English, as notation writes them (the words shown: words.colour).
COLOURS: tuple[str, ...] = (N_("green"), N_("red"), N_("yellow"))
AREAS: tuple[str, ...] = (N_("Park"), N_("Town"), N_("Beach"))
COLOUR_LETTERS = "GRY"
#: The Funicular Railway's front has no colour until it is built.
ANY_COLOUR = -1
#: A special visitor's suitcases show all three colours.
SPECIAL = 3
SUITCASE_LETTERS = "gry*"

AMUSEMENT, LODGING, MONUMENT, TRANSPORT = 0, 1, 2, 3
ICONS: tuple[str, ...] = (N_("amusement"), N_("lodging"), N_("monument"), N_("transport"))
ICON_PLURALS: tuple[str, ...] = (N_("amusements"), N_("lodgings"), N_("monuments"), N_("transports"))
ICON_LETTERS = "ALMT"

#: The twelve attraction spaces of a resort: space = colour * 4 + icon.
SPACES = 12
SPACE_CODES: tuple[str, ...] = tuple(c + i for c in COLOUR_LETTERS for i in ICON_LETTERS)
#: Spaces that take visitors (amusements, lodgings, monuments; never transports).
GUEST_SPACES: tuple[int, ...] = tuple(s for s in range(SPACES) if s % 4 != TRANSPORT)


def space_of(colour: int, icon: int) -> int:
    return colour * 4 + icon


def space_colour(space: int) -> int:
    return space // 4


def space_icon(space: int) -> int:
    return space % 4


def space_label(space: int) -> str:
    """"green amusement" and the like."""
    return _("{colour} {icon}").format(colour=_(COLOURS[space // 4]), icon=_(ICONS[space % 4]))


# --- the playing cards ---------------------------------------------------------
@record
class Card:
    """One double-sided playing card.

    Front: an attraction of ``icon`` and ``colour`` (ANY_COLOUR for the
    Funicular Railway), built by paying ``cost`` cards that show the same
    icon; ``capacity`` visitors may stay on it (0 for transports, which show
    +1 instead); ``points`` at the end of the game.
    Back: a visitor showing the same icon and a suitcase of ``suitcase``
    (a colour, or SPECIAL for all three).
    """

    id: str
    name: str
    icon: int
    colour: int
    cost: int
    capacity: int
    points: int
    suitcase: int

    @property
    def back(self) -> str:
        return back_code(self.icon, self.suitcase)

    @property
    def free(self) -> bool:
        return self.cost == 0


def back_code(icon: int, suitcase: int) -> str:
    """The placeholder shown for a card whose face is not seen: ``?Ag``."""
    return "?" + ICON_LETTERS[icon] + SUITCASE_LETTERS[suitcase]


@record
class Design:
    """One row of the card list: an attraction and how many copies of it."""

    icon: int
    colour: int
    name: str
    cost: int
    capacity: int
    points: int
    copies: int


A, L, M, T = AMUSEMENT, LODGING, MONUMENT, TRANSPORT
G, R, Y = GREEN, RED, YELLOW

# Within each icon the colours run green, red, yellow; within a colour from
# cheap to dear. The reasons for each figure are in docs/content-steamdonkey.md.
DESIGNS: tuple[Design, ...] = (
    # amusements: 33, three free ones per area
    Design(A, G, N_("Hedge Maze"), 0, 1, 0, 3),
    Design(A, G, N_("Bandstand"), 1, 2, 1, 4),
    Design(A, G, N_("Boating Lake"), 2, 2, 3, 1),
    Design(A, G, N_("Croquet Lawn"), 2, 3, 2, 1),
    Design(A, G, N_("Winter Gardens"), 3, 2, 5, 1),
    Design(A, G, N_("Pleasure Gardens"), 3, 3, 4, 1),
    Design(A, R, N_("Organ Grinder"), 0, 1, 0, 3),
    Design(A, R, N_("Penny Arcade"), 1, 2, 1, 4),
    Design(A, R, N_("Music Hall"), 2, 2, 3, 1),
    Design(A, R, N_("Skating Rink"), 2, 3, 2, 1),
    Design(A, R, N_("Aquarium"), 3, 2, 5, 1),
    Design(A, R, N_("Theatre Royal"), 3, 3, 4, 1),
    Design(A, Y, N_("Punch and Judy"), 0, 1, 0, 3),
    Design(A, Y, N_("Donkey Rides"), 1, 2, 1, 4),
    Design(A, Y, N_("Bathing Machines"), 2, 2, 3, 1),
    Design(A, Y, N_("Helter Skelter"), 2, 3, 2, 1),
    Design(A, Y, N_("Camera Obscura"), 3, 2, 5, 1),
    Design(A, Y, N_("Switchback Railway"), 3, 3, 4, 1),
    # lodgings: 27
    Design(L, G, N_("Guesthouse"), 1, 2, 1, 4),
    Design(L, G, N_("Hotel"), 2, 3, 2, 2),
    Design(L, G, N_("Hydropathic"), 2, 2, 3, 1),
    Design(L, G, N_("Country House Hotel"), 3, 3, 4, 1),
    Design(L, G, N_("Convalescent Home"), 3, 2, 5, 1),
    Design(L, R, N_("Boarding House"), 1, 2, 1, 4),
    Design(L, R, N_("Temperance Hotel"), 2, 3, 2, 2),
    Design(L, R, N_("Coaching Inn"), 2, 2, 3, 1),
    Design(L, R, N_("Grand Hotel"), 3, 3, 4, 1),
    Design(L, R, N_("Railway Hotel"), 3, 2, 5, 1),
    Design(L, Y, N_("Seafront Lodgings"), 1, 2, 1, 4),
    Design(L, Y, N_("Marine Hotel"), 2, 3, 2, 2),
    Design(L, Y, N_("Fishermen's Cottages"), 2, 2, 3, 1),
    Design(L, Y, N_("Esplanade Hotel"), 3, 3, 4, 1),
    Design(L, Y, N_("Regency Crescent"), 3, 2, 5, 1),
    # monuments: 24, one costing four per area (the Pier on the beach)
    Design(M, G, N_("Drinking Fountain"), 1, 1, 2, 4),
    Design(M, G, N_("Floral Clock"), 2, 1, 3, 2),
    Design(M, G, N_("Jubilee Statue"), 3, 2, 5, 1),
    Design(M, G, N_("Great Glasshouse"), 4, 2, 7, 1),
    Design(M, R, N_("Market Cross"), 1, 1, 2, 4),
    Design(M, R, N_("Clock Tower"), 2, 1, 3, 2),
    Design(M, R, N_("Assembly Rooms"), 3, 2, 5, 1),
    Design(M, R, N_("Seaside Tower"), 4, 2, 7, 1),
    Design(M, Y, N_("Promenade Shelter"), 1, 1, 2, 4),
    Design(M, Y, N_("Lighthouse"), 2, 1, 3, 2),
    Design(M, Y, N_("Martello Tower"), 3, 2, 5, 1),
    Design(M, Y, N_("Pier"), 4, 2, 7, 1),
    # transports: 25, the Funicular Railway last
    Design(T, G, N_("Bath Chairs"), 1, 0, 1, 4),
    Design(T, G, N_("Horse Tram"), 2, 0, 3, 3),
    Design(T, G, N_("Cliff Lift"), 3, 0, 5, 1),
    Design(T, R, N_("Hansom Cabs"), 1, 0, 1, 4),
    Design(T, R, N_("Steam Tram"), 2, 0, 3, 3),
    Design(T, R, N_("Railway Station"), 3, 0, 5, 1),
    Design(T, Y, N_("Rowing Boats"), 1, 0, 1, 4),
    Design(T, Y, N_("Paddle Steamer"), 2, 0, 3, 3),
    Design(T, Y, N_("Electric Railway"), 3, 0, 5, 1),
    Design(T, ANY_COLOUR, N_("Funicular Railway"), 2, 0, 4, 1),
)

#: The suitcase on each card's back, per icon in card-id order ("*": special).
#: No two copies of one attraction share a suitcase, so a card is known by
#: its front and back together (a copy of four has one special visitor);
#: 32 green, 32 red, 33 yellow and 12 special visitors in all.
SUITCASES: tuple[str, ...] = (
    "gyryg*rgyrggry*ygrygyrgryr*gygryr",  # A01-A33
    "rgy*ygrggyrg*ryrrrrg*yygyyg",  # L01-L27
    "rg*yrygg*yrggrgry*rgyryy",  # M01-M24
    "ry*gygrrg*yryrgyyr*gygryg",  # T01-T25
)


def _cards() -> tuple[Card, ...]:
    out: list[Card] = []
    for icon in range(4):
        rows = [d for d in DESIGNS if d.icon == icon]
        suitcases = SUITCASES[icon]
        n = 0
        for d in rows:
            for _ in range(d.copies):
                suitcase = SUITCASE_LETTERS.index(suitcases[n])
                n += 1
                out.append(Card(f"{ICON_LETTERS[icon]}{n:02d}", d.name, icon, d.colour, d.cost, d.capacity, d.points, suitcase))
        if n != len(suitcases):
            raise ValueError(f"{ICONS[icon]}: {n} cards but {len(suitcases)} suitcases")
    return tuple(out)


CARDS: tuple[Card, ...] = _cards()
CARD: dict[str, Card] = {c.id: c for c in CARDS}
CARD_IDS: tuple[str, ...] = tuple(sorted(CARD))
FUNICULAR: str = next(c.id for c in CARDS if c.colour == ANY_COLOUR)

#: Every back a card can show, in a fixed order (icon, then suitcase).
BACKS: tuple[str, ...] = tuple(back_code(i, s) for i in range(4) for s in range(4))
#: A card of the deck nobody has seen even the back of.
UNSEEN = "?"
#: What a seat sees of each id or placeholder: a card's back; a placeholder itself.
BACK: dict[str, str] = {c.id: c.back for c in CARDS} | {b: b for b in BACKS} | {UNSEEN: UNSEEN}


def is_hidden(code: str) -> bool:
    """True for a placeholder (a back or the unseen deck), False for a card id."""
    return code[0] == "?"


def back_icon(back: str) -> int:
    return ICON_LETTERS.index(back[1])


def back_suitcase(back: str) -> int:
    return SUITCASE_LETTERS.index(back[2])


def back_label(back: str) -> str:
    """"a green-suitcase amusement visitor" and the like."""
    suitcase = back_suitcase(back)
    icon = _(ICONS[back_icon(back)])
    if suitcase == SPECIAL:
        return _("a special (all-colour) {icon} visitor").format(icon=icon)
    # TRANSLATORS: the back of a card, as the object of a sentence (German: accusative).
    return _("a {colour}-suitcase {icon} visitor").format(
        colour=_suitcase_colour(suitcase), icon=icon)


def _suitcase_colour(c: int) -> str:
    """A suitcase colour, in "a green-suitcase visitor"."""
    return (
        pgettext("suitcase colour, before a noun", "green"),
        pgettext("suitcase colour, before a noun", "red"),
        pgettext("suitcase colour, before a noun", "yellow"),
    )[c]


def colour_before_singular(c: int) -> str:
    """A colour before a singular noun, in "+1 per red attraction"."""
    return (
        pgettext("colour, before a singular noun", "green"),
        pgettext("colour, before a singular noun", "red"),
        pgettext("colour, before a singular noun", "yellow"),
    )[c]


def suits(back: str, colour: int) -> bool:
    """A visitor with this back may be moved as a visitor of ``colour``
    (Special visitors count as any one colour)."""
    s = SUITCASE_LETTERS.index(back[2])
    return s == colour or s == SPECIAL


# --- the resort posters --------------------------------------------------------
# Bonus kinds (scoring.py): points per scoring attraction of a colour or icon,
# a complete area (all four spaces of a colour), a complete column (all three
# spaces of an icon), points per covered attraction.
PER_COLOUR = "colour"
PER_ICON = "icon"
AREA = "area"
COLUMN = "column"
PER_COVERED = "covered"


@record
class Bonus:
    kind: str
    target: int  # a colour or icon (unused for PER_COVERED)
    points: int

    @property
    def label(self) -> str:
        points = f"{self.points:+d}"
        if self.kind == PER_COLOUR:
            return _("{points} per {colour} attraction").format(
                points=points, colour=colour_before_singular(self.target))
        if self.kind == PER_ICON:
            return _("{points} per {icon}").format(points=points, icon=_(ICONS[self.target]))
        if self.kind == AREA:
            return _("{points} for a complete {area}").format(points=points, area=_(AREAS[self.target]))
        if self.kind == COLUMN:
            return _("{points} for all three {icons}").format(points=points, icons=_(ICON_PLURALS[self.target]))
        return _("{points} per covered attraction").format(points=points)


@record
class Resort:
    """One side of a resort poster."""

    id: str
    name: str
    poster: str
    spaces: int  # attraction spaces to fill to complete the resort
    bonuses: tuple[Bonus, ...]


@record
class Poster:
    id: str
    sides: tuple[str, str]  # resort ids


RESORTS: tuple[Resort, ...] = (
    Resort("weymouth", "Weymouth", "P1", 11, (Bonus(PER_ICON, L, 1), Bonus(AREA, Y, 5))),
    Resort("brighton", "Brighton", "P1", 11, (Bonus(PER_ICON, A, 1), Bonus(PER_ICON, M, 1), Bonus(AREA, R, 2))),
    Resort("scarborough", "Scarborough", "P2", 10, (Bonus(PER_COLOUR, R, 1),)),
    Resort("blackpool", "Blackpool", "P2", 11, (Bonus(PER_ICON, A, 1), Bonus(PER_ICON, T, 1))),
    Resort("llandudno", "Llandudno", "P3", 11, (Bonus(PER_ICON, T, 2), Bonus(COLUMN, T, 2))),
    Resort("margate", "Margate", "P3", 10, (Bonus(PER_COLOUR, Y, 1),)),
    Resort("torquay", "Torquay", "P4", 9, (Bonus(AREA, G, 2),)),
    Resort("eastbourne", "Eastbourne", "P4", 10, (Bonus(PER_ICON, M, 1), Bonus(AREA, R, 2))),
)
RESORT: dict[str, Resort] = {r.id: r for r in RESORTS}
POSTERS: tuple[Poster, ...] = tuple(
    Poster(p, tuple(r.id for r in RESORTS if r.poster == p))  # type: ignore[arg-type]
    for p in ("P1", "P2", "P3", "P4")
)
POSTER: dict[str, Poster] = {p.id: p for p in POSTERS}
POSTER_IDS: tuple[str, ...] = tuple(p.id for p in POSTERS)

# --- kick-ons and characters (advanced rules) ----------------------------------
FERAL_DONKEY, CASTLE, BANK, MECHANICAL_DOG = "donkey", "castle", "bank", "dog"
DONKEY_BOY, LORD_ADMIRAL, PRINCESS_ROYAL, MADAME_ICE_CREAM = "donkeyboy", "admiral", "princess", "icecream"
KICKONS: tuple[str, ...] = (FERAL_DONKEY, CASTLE, BANK, MECHANICAL_DOG)
CHARACTERS: tuple[str, ...] = (DONKEY_BOY, LORD_ADMIRAL, PRINCESS_ROYAL, MADAME_ICE_CREAM)
#: The character printed on the reverse of each kick-on. The rulebook gives
#: Feral Donkey / Donkey Boy; the other pairings are this set's own
#: (docs/content-steamdonkey.md).
REVERSE: dict[str, str] = {
    FERAL_DONKEY: DONKEY_BOY,
    CASTLE: PRINCESS_ROYAL,
    BANK: LORD_ADMIRAL,
    MECHANICAL_DOG: MADAME_ICE_CREAM,
}
NAMES: dict[str, str] = {
    FERAL_DONKEY: N_("Feral Donkey"),
    CASTLE: N_("Castle"),
    BANK: N_("Bank"),
    MECHANICAL_DOG: N_("Mechanical Dog"),
    DONKEY_BOY: N_("Donkey Boy"),
    LORD_ADMIRAL: N_("Lord Admiral"),
    PRINCESS_ROYAL: N_("Princess Royal"),
    MADAME_ICE_CREAM: N_("Madame Ice-cream"),
}

# --- numbers from the rulebook -------------------------------------------------
HAND_SIZE = 8
CASTLE_HAND_SIZE = 12
HAND_LIMIT = 12
BANK_HAND_LIMIT = 15
PLATFORM_SIZE = 4
DOG_DRAFT = 3
MIN_PLAYERS, MAX_PLAYERS = 2, 4

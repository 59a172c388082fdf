"""Where a card's name may be broken when one of its words is wider than the
card (German compounds above all, and a few long English words).

A compound is best broken where its words meet (Fischer-häuschen, not
Fischerhäu-schen), which no syllable rule can tell: the names that need it
carry their joins in COMPOUNDS. Elsewhere the usual syllable rule decides,
and no piece is left shorter than three letters at the end of a word
(Temper-ance, never Temperan-ce), as typesetters do in English and German.
"""

from __future__ import annotations

from typing import Callable

#: The joins of the card-name words that are too long for a card (English and
#: German): "|" marks where the word may best be broken.
COMPOUNDS = (
    "Guest|house", "Temper|ance", "Hydro|pathic", "Convales|cent", "Fisher|men's",
    "Gesellschafts|haus", "Musik|pavillon", "Klippen|aufzug", "Genesungs|heim", "Landhaus|hotel",
    "Krocket|rasen", "Trink|brunnen", "Promenaden|hotel", "Fischer|häuschen", "Standseil|bahn",
    "Hecken|labyrinth", "Spiral|rutsche", "Jubiläums|statue", "Leierkasten|mann", "Rad|dampfer",
    "Promenaden|pavillon", "Kasperle|theater", "Bahnhofs|hotel", "Regency-Häuser|bogen",
    "Aussichts|turm", "Rollschuh|bahn", "Dampf|straßen|bahn", "Abstinenzler|hotel", "Winter|garten",
)
_JOINS: dict[str, frozenset[int]] = {}
for _marked in COMPOUNDS:
    _parts = _marked.split("|")
    _JOINS["".join(_parts)] = frozenset(sum(len(p) for p in _parts[:k]) for k in range(1, len(_parts)))

LAST_PIECE = 3  # the fewest letters left after a break
_VOWELS = frozenset("aeiouyäöüAEIOUYÄÖÜ")
_UNITS = ("sch", "ch", "ck", "ph", "th", "qu")  # letters sounded as one consonant


def syllable_breaks(word: str) -> list[int]:
    """Where ``word`` may be broken, by the usual syllable rule: one
    consonant between vowels begins the next syllable (Ta-ler), of several
    the last does (Kas-ten, Aussichts-turm), but "st", "sp" after an "s"
    and "str" after other consonants go along (Jubiläums-statue,
    Dampf-straße)."""
    units: list[tuple[int, str]] = []  # (start, letters) of each sound
    i = 0
    while i < len(word):
        unit = next((u for u in _UNITS if word[i:i + len(u)].lower() == u), word[i])
        units.append((i, unit))
        i += len(unit)
    out: list[int] = []
    k = 0
    while k < len(units):
        if units[k][1][0] in _VOWELS or not units[k][1].isalpha():
            k += 1
            continue
        run = k
        while k < len(units) and units[k][1].isalpha() and units[k][1][0] not in _VOWELS:
            k += 1
        if run == 0 or k >= len(units) or not units[k][1].isalpha() or units[run - 1][1][0] not in _VOWELS:
            continue  # a cluster at either end of the word (or beside a hyphen) stays whole
        cluster = [u.lower() for _, u in units[run:k]]
        cut = k - 1
        if len(cluster) > 2 and cluster[-3:-1] == ["s", "s"] and cluster[-1] in ("t", "p"):
            cut = k - 2
        elif len(cluster) > 3 and cluster[-3] == "s" and cluster[-2] == "t" and cluster[-1] == "r":
            cut = k - 3
        out.append(units[cut][0])
    return out


def broken(word: str, width: float, measure: Callable[[str], float], joins: frozenset[int] | None = None) -> list[str]:
    """``word`` in pieces that each fit ``width`` by ``measure`` (all but the
    last end in a hyphen): at the latest hyphen it has that fits, else the
    latest join of its words (COMPOUNDS), else the latest syllable boundary
    leaving three letters or more, else the latest letter that fits."""
    if joins is None:
        joins = _JOINS.get(word, frozenset())
    if measure(word) <= width or len(word) < 4:
        return [word]
    fits = [i for i in range(2, len(word) - 1) if measure(word[:i] + ("" if word[i - 1] == "-" else "-")) <= width]
    if not fits:
        return [word]
    dashes = [i for i in fits if word[i - 1] == "-"]
    at_joins = [i for i in fits if i in joins]
    syllables = set(syllable_breaks(word))
    good = [i for i in fits if i in syllables and len(word) - i >= LAST_PIECE]
    cut = (dashes or at_joins or good or fits)[-1]
    head = word[:cut] if word[cut - 1] == "-" else word[:cut] + "-"
    rest = frozenset(i - cut for i in joins if i > cut)
    return [head, *broken(word[cut:], width, measure, rest)]

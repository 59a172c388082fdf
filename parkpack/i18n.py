"""The language players read.

Every text the rules layer shows a player (log lines, prompts, side-panel
lines, refusals, score lines) is written in English and passed through
``_`` / ``ngettext`` here, so a catalogue can give it in the player's
language. Qt-free on purpose: the rules, the CLI and the tests use it too.
Save-file notation never goes through it.

Catalogues live in ``resources/locale/<code>/LC_MESSAGES/parkpack.po``
(docs/translation.md). An installed package carries the compiled ``.mo``
(``compile_catalogues``, called by the build); a source checkout has only
the ``.po``, which is then compiled in memory when the language is chosen.

Texts built once at import time (a game's ``GameInfo``, a tutorial's steps)
are marked with ``N_`` and built per language by ``Localized`` /
``per_language``, so switching the language rebuilds them.
"""

from __future__ import annotations

import gettext
import io
import os
from pathlib import Path
from typing import Any, Callable, Generic, TypeVar, overload

#: The languages offered, by code, each named in its own language.
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
DOMAIN = "parkpack"
RESOURCES = Path(__file__).resolve().parent / "resources"
LOCALE_DIR = RESOURCES / "locale"

_catalogue: gettext.NullTranslations = gettext.NullTranslations()
_code = "en"
#: Catalogues read so far, by language code (a .po is compiled once).
_loaded: dict[str, gettext.NullTranslations] = {}

T = TypeVar("T")


def system_language() -> str:
    """The first offered language the environment asks for (as gettext reads
    LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        for part in value.split(":"):
            code = part.split(".")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
        if value:
            return "en"
    return "en"


def po_path(code: str, root: Path = LOCALE_DIR) -> Path:
    return root / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def _compiled(po: Path) -> bytes:
    """The .mo bytes of a .po catalogue (fuzzy entries left out, as msgfmt does)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as f:
        catalog = read_po(f, locale=po.parent.parent.name, domain=DOMAIN)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def load_catalogue(code: str, root: Path = LOCALE_DIR) -> gettext.NullTranslations:
    """The translations of ``code``: the compiled .mo when there is one, else
    the .po compiled in memory, else none (English)."""
    if code == "en":
        return gettext.NullTranslations()
    try:
        return gettext.translation(DOMAIN, root, [code])
    except OSError:
        pass
    po = po_path(code, root)
    if not po.is_file():
        return gettext.NullTranslations()
    return gettext.GNUTranslations(io.BytesIO(_compiled(po)))


def compile_catalogues(dest_root: str | os.PathLike[str], source_root: Path = LOCALE_DIR) -> list[Path]:
    """Write ``<dest_root>/<code>/LC_MESSAGES/parkpack.mo`` for every .po
    under ``source_root``; returns the files written (for the build hook)."""
    written = []
    for code in sorted(LANGUAGES):
        po = po_path(code, source_root)
        if not po.is_file():
            continue
        mo = Path(dest_root) / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
        mo.parent.mkdir(parents=True, exist_ok=True)
        mo.write_bytes(_compiled(po))
        written.append(mo)
    return written


def set_language(code: str | None) -> str:
    """Use ``code`` ("en", "de"; None or "system" for the environment's) from
    now on; returns the code in use."""
    global _catalogue, _code
    if code in (None, "", "system"):
        code = system_language()
    if code not in LANGUAGES:
        code = "en"
    if code not in _loaded:
        _loaded[code] = load_catalogue(code)
    _catalogue = _loaded[code]
    _code = code
    return code


def language() -> str:
    return _code


def _(message: str) -> str:
    return _catalogue.gettext(message)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue without translating it now (a
    content name or a stored key, translated with ``_`` where it is shown)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _catalogue.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _catalogue.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _catalogue.npgettext(context, singular, plural, n)


def and_join(items: list[str] | tuple[str, ...]) -> str:
    """"A and B and C": every pair joined by the language's "and"."""
    items = list(items)
    text = items[0] if items else ""
    for item in items[1:]:
        text = _("{first} and {second}").format(first=text, second=item)
    return text


def localized_file(folder: Path, name: str) -> Path:
    """``folder/<language>/name`` when it exists for the language in use,
    else the English ``folder/name``."""
    own = folder / _code / name
    return own if _code != "en" and own.is_file() else folder / name


def rules_path(game_id: str) -> Path:
    """The in-app rules summary of a game (resources/rules/<id>.md, or its
    translation in resources/rules/<language>/)."""
    return localized_file(RESOURCES / "rules", f"{game_id}.md")


# --- numbers and dates ----------------------------------------------------------------------


def number(value: int | float, digits: int = 0) -> str:
    """``value`` as the language writes it (English keeps Python's own form:
    ``str`` for integers, fixed ``digits`` decimals otherwise)."""
    if _code == "en":
        return str(value) if digits == 0 and isinstance(value, int) else f"{value:.{digits}f}"
    from babel.numbers import format_decimal

    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    return str(format_decimal(value, format=pattern, locale=_code))


def grouped(value: int) -> str:
    """A whole number with its thousands grouped as the language writes
    them: "1,000,000" in English, "1.000.000" in German."""
    return f"{value:,}" if _code == "en" else number(value)


def date_text(iso: str) -> str:
    """A date (``YYYY-MM-DD`` or an ISO time stamp) as the language writes
    it; English keeps the ISO date."""
    day = iso[:10]
    if _code == "en":
        return day
    import datetime

    from babel.dates import format_date

    try:
        when = datetime.date.fromisoformat(day)
    except ValueError:
        return day
    return str(format_date(when, format="medium", locale=_code))


# --- texts built once per language ----------------------------------------------------------


def per_language(build: Callable[[], T]) -> Callable[[], T]:
    """``build()``, made once for each language (a catalogue never changes
    while the program runs, so each language's result can be kept)."""
    cache: dict[str, T] = {}

    def get() -> T:
        if _code not in cache:
            cache[_code] = build()
        return cache[_code]

    return get


class Localized(Generic[T]):
    """A class attribute whose value is built per language, e.g. a game's
    ``info = Localized(_info)``: every read gives the current language's."""

    def __init__(self, build: Callable[[], T]) -> None:
        self._get = per_language(build)

    @overload
    def __get__(self, obj: None, owner: type[Any]) -> T: ...

    @overload
    def __get__(self, obj: object, owner: type[Any]) -> T: ...

    def __get__(self, obj: object | None, owner: type[Any]) -> T:
        return self._get()

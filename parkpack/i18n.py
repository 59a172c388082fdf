"""The language players read.

Every text the rules layer shows a player (log lines, prompts, side-panel
lines, refusals, score lines) is written in English and passed through
``_`` / ``ngettext`` here, so a catalogue can give it in the player's
language. Qt-free on purpose: the rules, the CLI and the tests use it too.
Save-file notation never goes through it."""

from __future__ import annotations

import gettext
import os
from pathlib import Path

#: The languages offered, by code, each named in its own language.
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
DOMAIN = "parkpack"
LOCALE_DIR = Path(__file__).resolve().parent / "resources" / "locale"

_catalogue: gettext.NullTranslations = gettext.NullTranslations()
_code = "en"


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


def set_language(code: str | None) -> str:
    """Use ``code`` ("en", "de"; None or "system" for the environment's) from
    now on; returns the code in use."""
    global _catalogue, _code
    if code in (None, "", "system"):
        code = system_language()
    if code not in LANGUAGES:
        code = "en"
    _code = code
    _catalogue = gettext.translation(DOMAIN, LOCALE_DIR, [code], fallback=True)
    return code


def language() -> str:
    return _code


def _(message: str) -> str:
    return _catalogue.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _catalogue.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _catalogue.pgettext(context, message)

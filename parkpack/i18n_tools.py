"""Keeping the message catalogues in step with the source (docs/translation.md).

    python -m parkpack.i18n_tools update   # re-extract the .pot, merge it into every .po
    python -m parkpack.i18n_tools check    # list untranslated, fuzzy, missing or stale entries

Extraction follows babel.cfg at the top of the source tree (the rules layer
only: the Qt layer has its own .ts files). The tests run ``problems`` on a
fresh extraction, so a new text without its translation fails them.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Iterable

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

from .i18n import DOMAIN, LANGUAGES, LOCALE_DIR, po_path

SOURCE_ROOT = Path(__file__).resolve().parent.parent
POT = LOCALE_DIR / f"{DOMAIN}.pot"
#: {name} placeholders of str.format (a doubled brace is a literal one).
PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)?(?:[:!][^{}]*)?\}")
PLURAL_FORMS = {"de": "nplurals=2; plural=(n != 1);"}


def extract(root: Path = SOURCE_ROOT) -> Catalog:
    """Every message of the rules layer, freshly extracted from the source."""
    with (root / "babel.cfg").open(encoding="utf-8") as f:
        method_map, options_map = parse_mapping_cfg(f)  # type: ignore[no-untyped-call]
    catalog = Catalog(project="parkpack", domain=DOMAIN, charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
        str(root), method_map, options_map, comment_tags=("TRANSLATORS:",), strip_comment_tags=True
    ):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def read(code: str, root: Path = LOCALE_DIR) -> Catalog:
    with po_path(code, root).open("rb") as f:
        return read_po(f, locale=code, domain=DOMAIN)


def _write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(f, catalog, width=100, sort_output=False, omit_header=False)


def update(root: Path = SOURCE_ROOT) -> None:
    """Write the .pot from the source and merge it into each language's .po,
    keeping translations (never guessing fuzzy ones)."""
    template = extract(root)
    _write(template, root / "resources" / "locale" / POT.name)
    for code in sorted(LANGUAGES):
        if code == "en":
            continue
        path = po_path(code, root / "resources" / "locale")
        if path.is_file():
            catalog = read(code, path.parents[2])
        else:
            catalog = Catalog(locale=code, project="parkpack", domain=DOMAIN, charset="utf-8")
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        _write(catalog, path)


def _names(text: str) -> list[str]:
    return sorted(m.group(1) or "" for m in PLACEHOLDER.finditer(text))


def _forms(message: Message) -> list[tuple[str, str]]:
    """(English, translation) pairs: one, or one per plural form."""
    if isinstance(message.id, (list, tuple)):
        ids = list(message.id)
        strs = list(message.string) if isinstance(message.string, (list, tuple)) else [message.string]
        return [(ids[min(i, len(ids) - 1)], s or "") for i, s in enumerate(strs)]
    return [(message.id, str(message.string or ""))]


def message_problems(message: Message) -> list[str]:
    """What is wrong with one catalogue entry (empty when it is fine)."""
    label = repr(message.id if not isinstance(message.id, (list, tuple)) else message.id[0])
    if message.fuzzy:
        return [f"fuzzy: {label}"]
    out = []
    for english, translated in _forms(message):
        if not translated:
            out.append(f"untranslated: {label}")
        elif _names(english) != _names(translated):
            out.append(f"placeholders differ: {label}: {_names(english)} vs {_names(translated)}")
    return out


def _key(message: Message) -> tuple[str, str | None]:
    mid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
    return mid, message.context


def problems(code: str, root: Path = SOURCE_ROOT, fresh: Catalog | None = None) -> list[str]:
    """Every problem of ``code``'s catalogue against a fresh extraction: a
    message missing, untranslated, fuzzy, with other placeholders, or with
    another plural shape; and entries nothing uses any more."""
    template = fresh if fresh is not None else extract(root)
    catalog = read(code, root / "resources" / "locale")
    out: list[str] = []
    expected = catalog.plural_forms
    if code in PLURAL_FORMS and PLURAL_FORMS[code] not in expected:
        out.append(f"Plural-Forms is {expected!r}, expected {PLURAL_FORMS[code]!r}")
    have = {_key(m): m for m in catalog if m.id}
    want = {_key(m): m for m in template if m.id}
    for key, message in want.items():
        entry = have.get(key)
        if entry is None:
            out.append(f"missing: {key[0]!r}" + (f" (context {key[1]!r})" if key[1] else ""))
            continue
        if isinstance(message.id, (list, tuple)) != isinstance(entry.id, (list, tuple)):
            out.append(f"plural shape differs: {key[0]!r}")
            continue
        out += message_problems(entry)
    out += [f"unused: {key[0]!r}" for key in have if key not in want]
    return out


def _print(lines: Iterable[str]) -> int:
    count = 0
    for line in lines:
        print(line)
        count += 1
    return count


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["update"]:
        update()
        return 0
    if args[:1] == ["check"]:
        return 1 if _print(p for code in sorted(LANGUAGES) if code != "en" for p in problems(code)) else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())

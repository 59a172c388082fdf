"""The German catalogue is complete: every message the rules layer passes
through ``_`` / ``ngettext`` / ``N_`` (a fresh extraction of the source, as
babel.cfg says) has a translation, none is fuzzy, the placeholders match, and
nothing in the catalogue is left over from texts that are gone."""

from __future__ import annotations

import gettext
import io

import pytest
from babel.messages.catalog import Catalog, Message

from parkpack import i18n
from parkpack.i18n_tools import extract, message_problems, problems, read


@pytest.fixture(scope="module")
def fresh() -> Catalog:
    return extract()


def test_the_german_catalogue_has_every_message_translated(fresh: Catalog) -> None:
    assert problems("de", fresh=fresh) == []


def test_the_extraction_finds_the_rules_layer_and_not_the_qt_layer(fresh: Catalog) -> None:
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in fresh if m.id}
    places = {path for m in fresh for path, _ in m.locations}
    assert "{who} draws {what} at {place}" in ids
    assert len(ids) > 100
    assert not any(p.startswith("parkpack/ui/") for p in places)


def test_the_checks_catch_a_missing_a_fuzzy_and_a_broken_entry(fresh: Catalog) -> None:
    # The same checks on entries made wrong on purpose, so the test above can fail.
    assert message_problems(Message("{who} passes", "")) == ["untranslated: '{who} passes'"]
    assert message_problems(Message("{who} passes", "{wer} passt")) != []
    assert message_problems(Message("{who} passes", "{who} passt", flags=["fuzzy"])) == ["fuzzy: '{who} passes'"]
    assert message_problems(Message(("{n} card", "{n} cards"), ("{n} Karte", ""))) != []
    assert message_problems(Message(("{n} card", "{n} cards"), ("eine Karte", "{n} Karten"))) != []
    assert message_problems(Message(("{n} card", "{n} cards"), ("{n} Karte", "{n} Karten"))) == []
    with_extra = Catalog(locale="de")
    for m in fresh:
        if m.id:
            with_extra[m.id] = m
    with_extra.add("A text nobody translated")
    missing = [m for m in with_extra if m.id and m.id not in {x.id for x in read("de")}]
    assert [m.id for m in missing] == ["A text nobody translated"]


def test_german_has_two_plural_forms() -> None:
    catalog = read("de")
    assert catalog.num_plurals == 2
    assert catalog.plural_expr.replace(" ", "") in ("(n!=1)", "n!=1")


def test_a_source_checkout_reads_the_po_when_no_mo_was_built(tmp_path: object) -> None:
    # The repository ships no .mo: loading German compiles the .po in memory.
    assert not list(i18n.LOCALE_DIR.glob("*/LC_MESSAGES/*.mo"))
    catalogue = i18n.load_catalogue("de")
    assert isinstance(catalogue, gettext.GNUTranslations)
    assert catalogue.gettext("{who} draws {what} at {place}") == "{who} zeichnet {what} auf {place}"
    assert catalogue.ngettext("closing a loop", "closing {n} loops", 3) == "schließt {n} Schleifen"


def test_compile_catalogues_writes_mo_files_gettext_reads(tmp_path) -> None:  # type: ignore[no-untyped-def]
    written = i18n.compile_catalogues(tmp_path)
    assert written == [tmp_path / "de" / "LC_MESSAGES" / "parkpack.mo"]
    with written[0].open("rb") as f:
        mo = gettext.GNUTranslations(f)
    assert mo.gettext("Shared victory") == "Geteilter Sieg"
    assert i18n.load_catalogue("de", tmp_path).gettext("Shared victory") == "Geteilter Sieg"
    assert io.BytesIO(written[0].read_bytes()).read(4) in (b"\xde\x12\x04\x95", b"\x95\x04\x12\xde")


def test_switching_language_and_back() -> None:
    try:
        assert i18n.set_language("de") == "de"
        assert i18n._("Shared victory") == "Geteilter Sieg"
        assert i18n.number(1234567) == "1.234.567"
        assert i18n.number(2.5, 2) == "2,50"
        assert i18n.date_text("2026-12-01T13:00:00") == "01.12.2026"
    finally:
        i18n.set_language("en")
    assert i18n._("Shared victory") == "Shared victory"
    assert i18n.number(1234567) == "1234567"
    assert i18n.number(2.5, 2) == "2.50"
    assert i18n.date_text("2026-12-01T13:00:00") == "2026-12-01"


def test_the_system_language_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.system_language() == "de"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert i18n.system_language() == "en"


def test_a_figure_and_its_unit_are_never_parted_by_a_line_break_in_german() -> None:
    """German writes "5 $" and "11 Felder": a no-break space keeps them on one
    line wherever a prompt or a card wraps (docs/translation.md)."""
    import re
    from pathlib import Path

    parted = re.compile(r"(\}|\d) (\$|Felder|Feldern)\b")
    texts = [m.string if isinstance(m.string, str) else " ".join(m.string) for m in read("de") if m.id]
    ts = (Path(i18n.__file__).resolve().parent / "resources" / "parkpack_de.ts").read_text(encoding="utf-8")
    texts += re.findall(r"<translation[^>]*>(.*?)</translation>", ts, re.S)
    assert len(texts) > 1000
    assert [t for t in texts if parted.search(t)] == []


def test_german_calls_a_hint_tipp_everywhere() -> None:
    """The Hint button is "Tipp"; the statistics and records once said "mit
    Hinweisen" for the same hints (docs/translation.md)."""
    import re
    from pathlib import Path

    texts = [m.string if isinstance(m.string, str) else " ".join(m.string) for m in read("de") if m.id]
    ts = (Path(i18n.__file__).resolve().parent / "resources" / "parkpack_de.ts").read_text(encoding="utf-8")
    texts += re.findall(r"<translation[^>]*>(.*?)</translation>", ts, re.S)
    assert any("mit Tipps" in t for t in texts)
    assert [t for t in texts if "Hinweis" in t] == []

"""The Language setting, the interface catalogue and how start-up picks the language."""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from parkpack import i18n
from parkpack.ui import language, prefs, qm

ROOT = Path(__file__).resolve().parent.parent.parent
TS = ROOT / "resources" / "parkpack_de.ts"
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\}|%n|%v|%m")


def messages(path: Path) -> list[ET.Element]:
    return [m for ctx in ET.parse(path).getroot() for m in ctx.findall("message")]


def keys(path: Path) -> set[tuple[str, str]]:
    root = ET.parse(path).getroot()
    return {(ctx.findtext("name") or "", m.findtext("source") or "") for ctx in root for m in ctx.findall("message")}


@pytest.fixture
def back_to_english(qapp):
    yield
    language.install(qapp, "en")


def test_every_interface_text_has_a_finished_german_translation() -> None:
    found = messages(TS)
    assert len(found) > 700
    for m in found:
        source = m.findtext("source") or ""
        translation = m.find("translation")
        assert translation is not None and translation.get("type") is None, source
        forms = [f.text or "" for f in translation.findall("numerusform")] if m.get("numerus") == "yes" else [translation.text or ""]
        assert len(forms) == (2 if m.get("numerus") == "yes" else 1) and all(forms), source
        for text in forms:
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), (source, text)
            assert ("&" in text.replace("&&", "")) == ("&" in source.replace("&&", "")), (source, text)


def test_the_catalogue_holds_exactly_the_texts_of_the_sources(tmp_path: Path) -> None:
    """lupdate run on the interface's sources finds no text the catalogue lacks, and none it no longer needs."""
    tool = Path(qm.lrelease() or "").with_name("lupdate")
    sources = sorted(str(p) for p in (ROOT / "parkpack" / "ui").rglob("*.py"))
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(tool), "-silent", "-locations", "none", *sources, "-ts", str(fresh)], check=True, timeout=120)
    assert keys(fresh) == keys(TS)


def test_the_checkout_compiles_its_catalogue_on_first_use(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(qm, "INSTALLED_DIR", tmp_path / "installed")
    monkeypatch.setattr(qm, "CHECKOUT_DIR", tmp_path / "checkout")
    assert qm.catalogue_dir() == tmp_path / "checkout"
    assert (tmp_path / "checkout" / "parkpack_de.qm").stat().st_size > 10_000


def test_german_from_the_setting(qapp, back_to_english) -> None:
    prefs.set_value(language.KEY, "de")
    assert language.install(qapp) == "de"
    assert QCoreApplication.translate("Menus", "&Help") == "&Hilfe" and i18n.language() == "de"
    assert QLocale().toString(1234.5, "f", 1) == "1.234,5"  # numbers follow the language
    prefs.set_value(language.KEY, "en")
    assert language.install(qapp) == "en"
    assert QCoreApplication.translate("Menus", "&Help") == "&Help" and i18n.language() == "en"


@pytest.mark.parametrize(("lang", "expected"), [("de_DE.UTF-8", "de"), ("en_GB.UTF-8", "en"), ("fr_FR.UTF-8", "en")])
def test_the_system_default_follows_the_environment(qapp, back_to_english, monkeypatch, lang, expected) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", lang)
    assert language.chosen() == "system"  # the default
    assert language.install(qapp) == expected


def test_a_setting_that_makes_no_sense_is_the_system_default(qapp) -> None:
    prefs.set_value(language.KEY, "klingon")
    assert language.chosen() == "system"


def test_the_settings_dialog_stores_the_language_for_the_next_start(qtbot) -> None:
    from parkpack.ui.settings import SettingsDialog

    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    assert [dialog.language.itemData(i) for i in range(dialog.language.count())] == ["system", "en", "de"]
    assert dialog.language.currentData() == "system"
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.accept()
    assert language.chosen() == "de"
    assert QCoreApplication.translate("Menus", "&Help") == "&Help"  # applied at the next start, not now


def test_lang_de_starts_the_app_in_german(tmp_path: Path) -> None:
    """`LANG=de_DE.UTF-8 parkpack` with the default setting: the window's menus are German."""
    import os
    import sys

    script = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from parkpack.ui import app\n"
        "build = app.build_main_window\n"
        "def built(claim=None):\n"
        "    w = build(claim)\n"
        "    QTimer.singleShot(500, lambda: (print('MENUS', [m.title() for m in w.menus], flush=True), w.close()))\n"
        "    return w\n"
        "app.build_main_window = built\n"
        "sys.exit(app.run(sys.argv, quit_after_ms=20000))\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(LANG="de_DE.UTF-8", QT_QPA_PLATFORM="offscreen", PARKPACK_DATA_DIR=str(tmp_path),
               PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert "MENUS ['&Spiel', '&Bearbeiten', '&Ansicht', 'E&instellungen', '&Hilfe']" in out.stdout, out.stderr

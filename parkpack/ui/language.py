"""The interface language: chosen in Settings, applied at start.

``install`` reads the Language setting (the system's language unless the
player chose one), tells the rules layer (``parkpack.i18n``) and installs the
Qt translators: parkpack's own catalogue and Qt's for its standard buttons
and dialogs. Numbers and dates follow the chosen language's locale (the
system's own when it speaks that language)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from . import prefs

#: setting value -> shown label (translated where shown)
CHOICES = ("system", "en", "de")
DEFAULT = "system"
KEY = "ui/language"

_installed: list[QTranslator] = []


def chosen() -> str:
    return prefs.choice_value(KEY, DEFAULT, CHOICES)


def install(app: QCoreApplication, setting: str | None = None) -> str:
    """Apply ``setting`` (the stored one by default); returns the language code in use."""
    from .. import i18n

    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    code = i18n.set_language(chosen() if setting is None else setting)
    system = QLocale.system()
    speaks = system.language() == QLocale(code).language() or (code == "en" and system.language() == QLocale.Language.C)
    QLocale.setDefault(system if speaks else QLocale(code))
    if code == "en":
        return code
    from .qm import CATALOGUE, catalogue_dir  # it may compile the catalogues (subprocess)

    folder = catalogue_dir()
    own = QTranslator(app)
    if folder is not None and own.load(CATALOGUE.format(code=code), str(folder)):
        app.installTranslator(own)
        _installed.append(own)
    qt_own = QTranslator(app)
    if any(qt_own.load(f"qtbase_{code}", folder) for folder in qt_translations()):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    return code


def qt_translations() -> list[str]:
    """Where Qt's own catalogues are: Qt's translations folder, else the one
    inside the PySide6 package (as a desktop bundle lays it out)."""
    from pathlib import Path

    import PySide6

    return [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
            str(Path(PySide6.__file__).resolve().parent / "Qt" / "translations")]

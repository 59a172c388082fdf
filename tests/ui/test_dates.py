"""Save and record dates read as dates in every locale, the C locale too
(where Qt's short format gives "6 12 2026 09:12")."""

from __future__ import annotations

import re

from PySide6.QtCore import QLocale

from parkpack.ui.dates import short_when


def test_the_c_locale_shows_an_iso_date():
    before = QLocale()
    try:
        QLocale.setDefault(QLocale.c())
        assert re.fullmatch(r"2026-12-0[56] \d\d:\d\d", short_when("2026-12-06T09:12:00+00:00"))
    finally:
        QLocale.setDefault(before)


def test_a_real_locale_keeps_its_own_short_format():
    before = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
        assert re.fullmatch(r"0?[56]\.12\.(20)?26 \d\d:\d\d", short_when("2026-12-06T09:12:00+00:00"))
    finally:
        QLocale.setDefault(before)


def test_no_date_gives_nothing():
    assert short_when("not a date") == ""

"""A saved or recorded moment as the player reads it."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, QLocale

#: Under the C locale Qt's short format reads "6 12 2026 09:12"; this does not.
ISO_MINUTES = "yyyy-MM-dd HH:mm"


def short_when(stamp: str) -> str:
    """``stamp`` (ISO 8601) in local time, in the interface locale's short
    date and time; "" when it is no date."""
    try:
        moment = datetime.fromisoformat(stamp).astimezone()
    except ValueError:
        return ""
    when = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return locale.toString(when, ISO_MINUTES)
    return locale.toString(when, QLocale.FormatType.ShortFormat)

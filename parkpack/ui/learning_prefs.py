"""What the first-time decision hints remember (QSettings, through prefs.py):
whether they are on, and which kinds of decision each game has explained."""

from __future__ import annotations

from . import prefs

ON_KEY = "learning/decision_hints"
SEEN_KEY = "learning/seen_decisions"


def hints_on() -> bool:
    return prefs.flag(ON_KEY, True)


def set_hints_on(on: bool) -> None:
    prefs.set_value(ON_KEY, bool(on))


def seen() -> set[str]:
    """Keys "game/kind" of the decisions already explained."""
    raw = prefs.raw_value(SEEN_KEY)
    # Qt reads "a,b" back as a list of strings; anything else (a size, a
    # number, written by hand) means none seen, as a setting that makes no
    # sense falls back to its default.
    if isinstance(raw, str):
        raw = raw.split(",")
    if not isinstance(raw, (list, tuple)):
        return set()
    return {k for k in raw if isinstance(k, str) and k}


def mark_seen(game_id: str, kind: str) -> None:
    keys = seen() | {f"{game_id}/{kind}"}
    prefs.set_value(SEEN_KEY, ",".join(sorted(keys)))


def was_seen(game_id: str, kind: str) -> bool:
    return f"{game_id}/{kind}" in seen()


def forget_seen() -> None:
    prefs.set_value(SEEN_KEY, "")

"""What the first-time decision hints remember (QSettings, through prefs.py):
whether they are on, and which kinds of decision each game has explained."""

from __future__ import annotations

from . import prefs

ON_KEY = "learning/decision_hints"
SEEN_KEY = "learning/seen_decisions"


def hints_on() -> bool:
    return bool(prefs.value(ON_KEY, True))


def set_hints_on(on: bool) -> None:
    prefs.set_value(ON_KEY, bool(on))


def seen() -> set[str]:
    """Keys "game/kind" of the decisions already explained."""
    raw = prefs.value(SEEN_KEY, "")
    text = raw if isinstance(raw, str) else ",".join(str(x) for x in raw or ())
    return {k for k in text.split(",") if k}


def mark_seen(game_id: str, kind: str) -> None:
    keys = seen() | {f"{game_id}/{kind}"}
    prefs.set_value(SEEN_KEY, ",".join(sorted(keys)))


def was_seen(game_id: str, kind: str) -> bool:
    return f"{game_id}/{kind}" in seen()


def forget_seen() -> None:
    prefs.set_value(SEEN_KEY, "")

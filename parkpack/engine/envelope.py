"""The one check of a save's envelope: everything in a save file except the
action list's meaning, which the replay checks.

A save may have been edited by hand or written by a hostile program, so
nothing in it is trusted: the game must be known; every seat must have a
name of bounded length made of real text (no control characters or lone
surrogates, which would make the next save fail), a kind this version knows,
and for a computer a level its game offers; options must be ones the game
has, with values it offers; the seed must fit 64 bits; the actions must be
bounded text and not too many. Every failure is a SaveFileError whose reason
quotes the offending value shortened, so no message grows with the file.
"""

from __future__ import annotations

from typing import Any, Mapping

from . import registry
from .api import COMPUTER, HUMAN, AnyGame, SeatSpec
from .bots import levels
from .errors import ParkpackError, SaveFileError
from .frozen import record
from .limits import MAX_ACTION, MAX_ACTIONS, MAX_NAME, MAX_SEED, MAX_WORD, bad_character, cut

KINDS = (HUMAN, COMPUTER)


@record
class Envelope:
    """A save's checked contents, ready to build a session from."""

    game: AnyGame
    options: tuple[tuple[str, str], ...]
    seats: tuple[SeatSpec, ...]
    seed: int
    actions: tuple[str, ...]
    app_version: str = ""
    saved_at: str = ""


class _Refused(Exception):
    """Raised inside the checks; ``check`` turns it into a SaveFileError."""


def check(doc: Mapping[str, Any], path: object = "<save>", game_id: str | None = None) -> Envelope:
    """The checked envelope of ``doc`` (a parsed, migrated save document)."""
    try:
        return _check(doc, game_id)
    except _Refused as exc:
        raise SaveFileError(path, str(exc)) from None


def _check(doc: Mapping[str, Any], game_id: str | None) -> Envelope:
    game_name = _text(doc.get("game"), "the game id", MAX_WORD)
    if game_id is not None and game_name != game_id:
        raise _Refused(f"is a save of '{cut(game_name)}', not of '{game_id}'")
    try:
        game = registry.get(game_name)
    except ParkpackError:
        raise _Refused(f"is a save of an unknown game '{cut(game_name)}'") from None
    return Envelope(
        game=game,
        options=_options(doc.get("options"), game),
        seats=_seats(doc.get("seats"), game),
        seed=_seed(doc.get("seed")),
        actions=_actions(doc.get("actions")),
        app_version=_optional_text(doc.get("app_version"), "the app version"),
        saved_at=_optional_text(doc.get("saved_at"), "the date"),
    )


def _text(value: object, what: str, limit: int, allow_empty: bool = False) -> str:
    if not isinstance(value, str):
        raise _Refused(f"is damaged: {what} is missing or not text")
    if not value.strip() and not allow_empty:
        raise _Refused(f"is damaged: {what} is empty")
    if len(value) > limit:
        raise _Refused(f"is damaged: {what} is too long ({len(value):,} characters; at most {limit})")
    bad = bad_character(value)
    if bad is not None:
        raise _Refused(f"is damaged: {what} holds a character that is not text (U+{ord(bad):04X})")
    return value


def _optional_text(value: object, what: str) -> str:
    return "" if value is None else _text(value, what, MAX_WORD, allow_empty=True)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seed(value: object) -> int:
    if not _whole(value):
        raise _Refused("is damaged: field 'seed' is missing or not a whole number")
    assert isinstance(value, int)
    if abs(value) > MAX_SEED:
        raise _Refused(f"has a seed out of range ({cut(str(value), 24)}; at most 2^63 - 1)")
    return value


def _actions(value: object) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise _Refused("is damaged: field 'actions' is missing or not a list")
    if len(value) > MAX_ACTIONS:
        raise _Refused(f"has too many actions ({len(value):,}; at most {MAX_ACTIONS:,})")
    for index, action in enumerate(value, start=1):
        if not isinstance(action, str):
            raise _Refused(f"is damaged: action {index} is not text")
        _text(action, f"action {index} ('{cut(action)}')", MAX_ACTION)
    return tuple(value)


def _options(value: object, game: AnyGame) -> tuple[tuple[str, str], ...]:
    info = game.info
    if not isinstance(value, dict):
        raise _Refused("is damaged: field 'options' is missing or not an object")
    known = ", ".join(o.key for o in info.options) or "none"
    out = []
    for key, chosen in value.items():
        spec = info.option(key)
        if spec is None:
            raise _Refused(f"has an option {info.name} does not have: '{cut(key)}' (it has: {known})")
        if not isinstance(chosen, str) or chosen not in {v for v, _ in spec.choices}:
            offered = ", ".join(v for v, _ in spec.choices)
            raise _Refused(f"has option '{key}' set to {cut(repr(chosen))}, which {info.name} does not offer ({offered})")
        out.append((key, chosen))
    return tuple(out)


def _seats(value: object, game: AnyGame) -> tuple[SeatSpec, ...]:
    info = game.info
    if not isinstance(value, list) or not value:
        raise _Refused("is damaged: field 'seats' is missing or empty")
    if not info.min_players <= len(value) <= info.max_players:
        span = f"{info.min_players}–{info.max_players}" if info.min_players != info.max_players else str(info.min_players)
        raise _Refused(f"has {len(value)} seats; {info.name} takes {span}")
    return tuple(_seat(data, number, game) for number, data in enumerate(value, start=1))


def _seat(data: object, number: int, game: AnyGame) -> SeatSpec:
    if not isinstance(data, dict):
        raise _Refused(f"is damaged: seat {number} is not an object")
    name = _text(data.get("name"), f"seat {number}'s name", MAX_NAME)
    kind = _text(data.get("kind", HUMAN), f"seat {number}'s kind", MAX_WORD)
    if kind not in KINDS:
        raise _Refused(f"has seat {number} of an unknown kind '{cut(kind)}' (human or computer)")
    level = _text(data.get("level", ""), f"seat {number}'s level", MAX_WORD, allow_empty=True)
    if kind == HUMAN and level:
        raise _Refused(f"is damaged: seat {number} is a human with a computer level ('{cut(level)}')")
    if kind == COMPUTER and level not in levels(game):
        offered = ", ".join(levels(game))
        said = f"level '{cut(level)}'" if level else "no level"
        raise _Refused(f"has a computer in seat {number} with {said}; {game.info.name} offers {offered}")
    colour = _text(data.get("colour", ""), f"seat {number}'s colour", MAX_WORD, allow_empty=True)
    colours = {c for c, _ in game.info.colours}
    if colour and colours and colour not in colours:
        raise _Refused(f"has seat {number} in an unknown colour '{cut(colour)}'")
    return SeatSpec(name, kind, level, colour)

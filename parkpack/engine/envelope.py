"""The one check of a save's envelope: everything in a save file except the
action list's meaning, which the replay checks.

A save may have been edited by hand or written by a hostile program, so
nothing in it is trusted: the game must be known; every seat must have a
name of bounded length made of real text (no control characters or lone
surrogates, which would make the next save fail), a kind this version knows,
and for a computer a level its game offers; options must be ones the game
has, with values it offers; the seed must fit 64 bits; the actions must be
bounded text and not too many. Every failure is a SaveFileError whose reason
(a whole clause in the player's language) quotes the offending value
shortened, so no message grows with the file.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..i18n import _, grouped, ngettext
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
    edition: int = 1


class _Refused(Exception):
    """Raised inside the checks; ``check`` turns it into a SaveFileError."""


def check(doc: Mapping[str, Any], path: object = "<save>", game_id: str | None = None) -> Envelope:
    """The checked envelope of ``doc`` (a parsed, migrated save document)."""
    try:
        return _check(doc, game_id)
    except _Refused as exc:
        raise SaveFileError(path, str(exc)) from None


def _check(doc: Mapping[str, Any], game_id: str | None) -> Envelope:
    game_name = _text(doc.get("game"), _("the game id"), MAX_WORD)
    if game_id is not None and game_name != game_id:
        raise _Refused(_("the file is a save of '{game}', not of '{wanted}'").format(game=cut(game_name), wanted=game_id))
    try:
        game = registry.get(game_name)
    except ParkpackError:
        raise _Refused(_("the file is a save of an unknown game '{game}'").format(game=cut(game_name))) from None
    return Envelope(
        game=game,
        options=_options(doc.get("options"), game),
        seats=_seats(doc.get("seats"), game),
        seed=_seed(doc.get("seed")),
        actions=_actions(doc.get("actions")),
        app_version=_optional_text(doc.get("app_version"), _("the app version")),
        saved_at=_optional_text(doc.get("saved_at"), _("the date")),
        edition=_edition(doc.get("edition"), game),
    )


def _text(value: object, what: str, limit: int, allow_empty: bool = False) -> str:
    """``value`` if it is bounded, clean text; ``what`` names it in the
    player's language ("the game id", "seat 2's name")."""
    if not isinstance(value, str):
        raise _Refused(_("the file is damaged: {what} is missing or not text").format(what=what))
    if not value.strip() and not allow_empty:
        raise _Refused(_("the file is damaged: {what} is empty").format(what=what))
    if len(value) > limit:
        raise _Refused(_("the file is damaged: {what} is too long ({n} characters; at most {limit})").format(
            what=what, n=grouped(len(value)), limit=limit))
    bad = bad_character(value)
    if bad is not None:
        raise _Refused(_("the file is damaged: {what} holds a character that is not text ({code})").format(
            what=what, code=f"U+{ord(bad):04X}"))
    return value


def _optional_text(value: object, what: str) -> str:
    return "" if value is None else _text(value, what, MAX_WORD, allow_empty=True)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _edition(value: object, game: AnyGame) -> int:
    """The edition of the game's rules a file was played by: 1 when it says
    none (it was written before the game had a second); never one later than
    this version knows."""
    if value is None:
        return 1
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise _Refused(_("the file is damaged: field '{field}' is not a whole number from 1 up").format(field="edition"))
    if value > game.info.edition:
        raise _Refused(_("the file was played by edition {edition} of the rules of {game}, from a later version of "
                         "parkpack; this version knows edition {known}").format(
            edition=cut(str(value), 24), game=game.info.name, known=game.info.edition))
    return value


def _seed(value: object) -> int:
    if not _whole(value):
        raise _Refused(_("the file is damaged: field '{field}' is missing or not a whole number").format(field="seed"))
    assert isinstance(value, int)
    if abs(value) > MAX_SEED:
        raise _Refused(_("the file has a seed out of range ({seed}; at most 2^63 - 1)").format(seed=cut(str(value), 24)))
    return value


def _actions(value: object) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise _Refused(_("the file is damaged: field '{field}' is missing or not a list").format(field="actions"))
    if len(value) > MAX_ACTIONS:
        raise _Refused(_("the file has too many actions ({n}; at most {limit})").format(
            n=grouped(len(value)), limit=grouped(MAX_ACTIONS)))
    for index, action in enumerate(value, start=1):
        if not isinstance(action, str):
            raise _Refused(_("the file is damaged: action {index} is not text").format(index=index))
        _text(action, _("action {index} ('{action}')").format(index=index, action=cut(action)), MAX_ACTION)
    return tuple(value)


def _options(value: object, game: AnyGame) -> tuple[tuple[str, str], ...]:
    info = game.info
    if not isinstance(value, dict):
        raise _Refused(_("the file is damaged: field '{field}' is missing or not an object").format(field="options"))
    known = ", ".join(o.key for o in info.options) or _("none")
    out = []
    for key, chosen in value.items():
        spec = info.option(key)
        if spec is None:
            raise _Refused(_("the file has an option {game} does not have: '{key}' (it has: {known})").format(
                game=info.name, key=cut(key), known=known))
        if not isinstance(chosen, str) or chosen not in {v for v, _label in spec.choices}:
            offered = ", ".join(v for v, _label in spec.choices)
            raise _Refused(_("the file has option '{key}' set to {value}, which {game} does not offer ({offered})").format(
                key=key, value=cut(repr(chosen)), game=info.name, offered=offered))
        out.append((key, chosen))
    return tuple(out)


def _seats(value: object, game: AnyGame) -> tuple[SeatSpec, ...]:
    info = game.info
    if not isinstance(value, list) or not value:
        raise _Refused(_("the file is damaged: field '{field}' is missing or empty").format(field="seats"))
    if not info.min_players <= len(value) <= info.max_players:
        span = f"{info.min_players}–{info.max_players}" if info.min_players != info.max_players else str(info.min_players)
        raise _Refused(ngettext("the file has {n} seat; {game} takes {span}", "the file has {n} seats; {game} takes {span}",
                                len(value)).format(n=len(value), game=info.name, span=span))
    return tuple(_seat(data, number, game) for number, data in enumerate(value, start=1))


def _seat(data: object, number: int, game: AnyGame) -> SeatSpec:
    if not isinstance(data, dict):
        raise _Refused(_("the file is damaged: seat {number} is not an object").format(number=number))
    name = _text(data.get("name"), _("seat {number}'s name").format(number=number), MAX_NAME)
    kind = _text(data.get("kind", HUMAN), _("seat {number}'s kind").format(number=number), MAX_WORD)
    if kind not in KINDS:
        raise _Refused(_("the file has seat {number} of an unknown kind '{kind}' ({human} or {computer})").format(
            number=number, kind=cut(kind), human=HUMAN, computer=COMPUTER))
    level = _text(data.get("level", ""), _("seat {number}'s level").format(number=number), MAX_WORD, allow_empty=True)
    if kind == HUMAN and level:
        raise _Refused(_("the file is damaged: seat {number} is a human with a computer level ('{level}')").format(
            number=number, level=cut(level)))
    if kind == COMPUTER and level not in levels(game):
        offered = ", ".join(levels(game))
        if level:
            why = _("the file has a computer in seat {number} with level '{level}'; {game} offers {offered}")
        else:
            why = _("the file has a computer in seat {number} with no level; {game} offers {offered}")
        raise _Refused(why.format(number=number, level=cut(level), game=game.info.name, offered=offered))
    colour = _text(data.get("colour", ""), _("seat {number}'s colour").format(number=number), MAX_WORD, allow_empty=True)
    colours = {c for c, _label in game.info.colours}
    if colour and colours and colour not in colours:
        raise _Refused(_("the file has seat {number} in an unknown colour '{colour}'").format(number=number, colour=cut(colour)))
    return SeatSpec(name, kind, level, colour)

"""JSON save files: format, schema version, atomic writes, migrations.

A save holds the game id, options, seats, seed and the action list in text
notation, plus a snapshot of the final state's public view. Loading replays
the actions with legality checks: the action list is what a save *is*. The
snapshot is compared tolerantly, and only when the file was written by this
very version (a later version may lay out its state differently, and then
the replay alone decides); ``MIGRATIONS`` upgrades documents of an older
schema when the format itself changes. Whether the game is over is always
derived from the replay, never read from the file.

Files are read through ``safe_files`` (never blocks, never reads more than
``MAX_BYTES``) and the envelope is checked in one place (``envelope``). Every
failure is a SaveFileError naming the file and the problem, with any quoted
text shortened; nothing on disk is touched by a failed load.
"""

from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from typing import Any, Callable

from .. import __version__
from . import envelope, limits, safe_files
from .api import OBSERVER
from ..i18n import _, grouped
from .errors import NotationError, OptionError, SaveFileError
from .session import Session
from .snapshot import agrees, to_data

FORMAT = "parkpack-save"
SCHEMA = 1
MAX_BYTES = 8 * 1024 * 1024  # far above any real game (a long Parkies game is under 1 MB)
SUFFIX = ".parkpack.json"

# schema version -> function upgrading a document of that version by one step
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}

write_atomic = safe_files.write_atomic


def session_to_document(session: Session[Any, Any]) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "schema": SCHEMA,
        "app_version": __version__,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "game": session.game.info.id,
        "options": dict(session.options),
        "seats": [s.to_json() for s in session.seats],
        "seed": session.seed,
        "edition": session.edition,
        "actions": list(session.history),
        "hints": list(session.hints),
        "over": session.is_over,  # for other readers only: loading replays
        "state": to_data(session.game.view(session.state, OBSERVER)),
    }


def dumps(session: Session[Any, Any]) -> bytes:
    text = json.dumps(session_to_document(session), indent=1, ensure_ascii=False)
    # Names are cleaned where they come in, so no lone surrogate should reach
    # here; if one does, it becomes "?" rather than stopping every save.
    return text.encode("utf-8", errors="replace")


def save(session: Session[Any, Any], path: str | os.PathLike[str]) -> None:
    write_atomic(path, dumps(session))


def read_document(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and parse a save file (envelope not yet checked, not replayed)."""
    try:
        raw = safe_files.read_bytes(path, MAX_BYTES)
    except safe_files.FileProblem as exc:
        reason = exc.reason
        if exc.kind == safe_files.TOO_LARGE:
            reason = _too_large(exc.size)
        raise SaveFileError(path, reason, missing=exc.missing) from None
    return parse_document(raw, path)


def parse_document(raw: bytes, path: object = "<save>") -> dict[str, Any]:
    try:
        doc = safe_files.parse_json(raw)
    except safe_files.DataProblem as exc:
        reason = exc.reason
        if exc.kind == safe_files.NOT_TEXT:
            reason = _("the file is not a parkpack save (it is not UTF-8 text)")
        elif exc.kind == safe_files.TOO_DEEP:
            reason = _("the file is not a parkpack save (its JSON is nested too deeply)")
        raise SaveFileError(path, reason) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveFileError(path, _("the file is not a parkpack save file"))
    schema = doc.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise SaveFileError(path, _("the file has no valid schema version"))
    if schema > SCHEMA:
        raise SaveFileError(path, _("the file was written by a newer parkpack (schema {schema}, this version reads {own})").format(
            schema=limits.cut(str(schema), 12), own=SCHEMA))
    while schema < SCHEMA:
        if schema not in MIGRATIONS:
            raise SaveFileError(path, _("the file uses schema {schema}, which this version cannot read").format(
                schema=limits.cut(str(schema), 12)))
        doc = MIGRATIONS[schema](doc)
        schema += 1
        doc["schema"] = schema
    _check_fields(doc, path)
    checked: dict[str, Any] = doc
    return checked


def _check_fields(doc: dict[str, Any], path: object) -> None:
    """The field types (the game-specific checks follow in ``envelope``)."""
    expected = {"game": str, "options": dict, "seats": list, "seed": int, "actions": list}
    for key, kind in expected.items():
        if not isinstance(doc.get(key), kind) or isinstance(doc.get(key), bool):
            raise SaveFileError(path, _("the file is damaged: field '{field}' is missing or invalid").format(field=key))


def session_from_document(doc: dict[str, Any], path: object = "<save>", game_id: str | None = None) -> Session[Any, Any]:
    """Build a session by replaying the document's actions with legality checks."""
    env = envelope.check(doc, path, game_id)
    try:
        session = Session(env.game, dict(env.options), env.seats, env.seed, env.edition)
    except (OptionError, KeyError, TypeError, ValueError) as exc:
        raise SaveFileError(path, _("the file has options or seats this game refuses ({detail})").format(
            detail=limits.cut(str(exc)))) from None
    try:
        session.replay(env.actions)
    except ValueError as exc:
        raise SaveFileError(path, _unplayable(exc, env)) from None
    if env.app_version == __version__ and "state" in doc:
        fresh = to_data(session.game.view(session.state, OBSERVER))
        if not agrees(doc["state"], fresh):
            raise SaveFileError(path, _("the file is damaged: its state snapshot does not match its action list"))
    session.hints = hint_positions(doc, len(session.history))
    return session


def _too_large(size: int | None) -> str:
    if size is None:
        return _("the file is too large to be a save (more than {limit} bytes)").format(limit=grouped(MAX_BYTES))
    return _("the file is too large to be a save ({size} bytes; at most {limit})").format(
        size=grouped(size), limit=grouped(MAX_BYTES))


def _unplayable(exc: ValueError, env: envelope.Envelope) -> str:
    """Why the replay stopped, naming the action. A text that is no action
    of the game is said so: the game's own description of the notation is
    for programmers, not players."""
    index = getattr(exc, "index", "?")
    bad = limits.cut(env.actions[index - 1]) if isinstance(index, int) else "?"
    if isinstance(exc, NotationError):
        return _("action {index} ('{action}') cannot be played: it is not an action of {game}").format(
            index=index, action=bad, game=env.game.info.name)
    why = limits.cut(str(exc), limits.MESSAGE // 2)
    return _("action {index} ('{action}') cannot be played: {why}").format(index=index, action=bad, why=why)


def hint_positions(doc: dict[str, Any], moves: int) -> list[int]:
    """The positions at which hints were shown (optional field ``hints``;
    anything that is not a list of move numbers is ignored). A hint shown
    for moves since taken back still counts: it is kept at the last move."""
    raw = doc.get("hints", [])
    if not isinstance(raw, list):
        return []
    return sorted({min(h, moves) for h in raw if isinstance(h, int) and not isinstance(h, bool) and h >= 0})


def load(path: str | os.PathLike[str], game_id: str | None = None) -> Session[Any, Any]:
    return session_from_document(read_document(path), path, game_id)


def summary(path: str | os.PathLike[str]) -> dict[str, Any]:
    """What a file browser shows about a save, without replaying it."""
    return summary_of(read_document(path), path)


def summary_of(doc: dict[str, Any], path: object = "<save>") -> dict[str, Any]:
    """A checked document's game, seat names, move count and date. Not
    whether it is over: only a replay can tell that."""
    env = envelope.check(doc, path)
    return {
        "game": env.game.info.id,
        "seats": [s.name for s in env.seats],
        "moves": len(env.actions),
        "saved_at": env.saved_at,
    }

"""JSON save files: format, schema version, atomic writes, migrations.

A save holds the game id, options, seats, seed and the action list in text
notation, plus a snapshot of the final state. Loading replays the actions with
legality checks and compares the result with the snapshot. Every failure is a
SaveFileError naming the file and the problem; nothing on disk is touched by a
failed load.
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from .. import __version__
from . import registry
from .api import SeatSpec
from .errors import OptionError, ParkpackError, SaveFileError
from .session import Session
from .snapshot import to_data

FORMAT = "parkpack-save"
SCHEMA = 1
MAX_BYTES = 20 * 1024 * 1024  # far above any real game; refuses giant files early
SUFFIX = ".parkpack.json"

# schema version -> function upgrading a document of that version by one step
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


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
        "actions": list(session.history),
        "hints": list(session.hints),
        "over": session.is_over,
        "state": to_data(session.state),
    }


def dumps(session: Session[Any, Any]) -> bytes:
    return json.dumps(session_to_document(session), indent=1, ensure_ascii=False).encode("utf-8")


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write via a temp file in the same folder, fsync, then rename over ``path``."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".part", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save(session: Session[Any, Any], path: str | os.PathLike[str]) -> None:
    write_atomic(path, dumps(session))


def read_document(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and validate the envelope of a save file (not yet replayed)."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_BYTES:
            raise SaveFileError(p, f"file is too large to be a save ({size:,} bytes)")
        raw = p.read_bytes()
    except FileNotFoundError:
        raise SaveFileError(p, "no such file") from None
    except IsADirectoryError:
        raise SaveFileError(p, "is a folder, not a save file") from None
    except OSError as exc:
        raise SaveFileError(p, f"cannot be read ({exc.strerror or exc})") from None
    return parse_document(raw, p)


def parse_document(raw: bytes, path: object = "<save>") -> dict[str, Any]:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveFileError(path, "is not a parkpack save (not UTF-8 text)") from None
    try:
        doc = json.loads(text)
    except RecursionError:
        raise SaveFileError(path, "is not a parkpack save (JSON nested too deeply)") from None
    except ValueError as exc:
        reason = "is empty" if not text.strip() else f"is damaged or truncated (bad JSON: {exc})"
        raise SaveFileError(path, reason) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveFileError(path, "is not a parkpack save file")
    schema = doc.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise SaveFileError(path, "has no valid schema version")
    if schema > SCHEMA:
        raise SaveFileError(path, f"was written by a newer parkpack (schema {schema}, this reads {SCHEMA})")
    while schema < SCHEMA:
        if schema not in MIGRATIONS:
            raise SaveFileError(path, f"uses schema {schema}, which this version cannot read")
        doc = MIGRATIONS[schema](doc)
        schema += 1
        doc["schema"] = schema
    _check_fields(doc, path)
    return dict(doc)


def _check_fields(doc: dict[str, Any], path: object) -> None:
    expected = {"game": str, "options": dict, "seats": list, "seed": int, "actions": list}
    for key, kind in expected.items():
        if not isinstance(doc.get(key), kind) or isinstance(doc.get(key), bool):
            raise SaveFileError(path, f"is damaged: field '{key}' is missing or invalid")
    if not all(isinstance(a, str) for a in doc["actions"]):
        raise SaveFileError(path, "is damaged: an action is not text")
    if not all(isinstance(s, dict) and isinstance(s.get("name"), str) for s in doc["seats"]):
        raise SaveFileError(path, "is damaged: a seat is invalid")


def session_from_document(doc: dict[str, Any], path: object = "<save>", game_id: str | None = None) -> Session[Any, Any]:
    """Build a session by replaying the document's actions with legality checks."""
    if game_id is not None and doc["game"] != game_id:
        raise SaveFileError(path, f"is a save of '{doc['game']}', not of '{game_id}'")
    try:
        game = registry.get(doc["game"])
    except ParkpackError:
        raise SaveFileError(path, f"is a save of an unknown game '{doc['game']}'") from None
    try:
        seats = [SeatSpec.from_json(s) for s in doc["seats"]]
        options = {str(k): str(v) for k, v in doc["options"].items()}
        session = Session(game, options, seats, doc["seed"])
    except (OptionError, KeyError, TypeError, ValueError) as exc:
        raise SaveFileError(path, f"has options or seats this game refuses ({exc})") from None
    try:
        session.replay(doc["actions"])
    except ValueError as exc:
        index = getattr(exc, "index", "?")
        bad = doc["actions"][index - 1] if isinstance(index, int) else "?"
        raise SaveFileError(path, f"action {index} ('{bad}') cannot be played: {exc}") from None
    if "state" in doc and doc["state"] != to_data(session.state):
        raise SaveFileError(path, "is damaged: its state snapshot does not match its action list")
    session.hints = hint_positions(doc, len(session.history))
    return session


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
    """What a file browser or the launcher shows about a save, without replaying it."""
    doc = read_document(path)
    return {
        "game": doc["game"],
        "seats": [s.get("name", "?") for s in doc["seats"]],
        "moves": len(doc["actions"]),
        "saved_at": doc.get("saved_at", ""),
        "over": bool(doc.get("over", False)),
    }

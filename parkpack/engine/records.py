"""Solo records: the best score and rank per game and level, and recent results.

Kept as JSON at ``paths.records_path()`` and written atomically. A file that
cannot be read as records is copied to ``records.json.bak`` and the records
start afresh, so a damaged file never stops the application.

    {"format": "parkpack-records", "version": 1,
     "best":   [{"game": "walk", "level": 1, "score": 24, "rank": "Botanist", "date": "2026-11-29"}],
     "recent": [... newest first, at most RECENT_PER_GAME per game ...]}
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, TypeGuard

from . import paths
from .saves import write_atomic

FORMAT = "parkpack-records"
VERSION = 1
RECENT_PER_GAME = 10


@dataclass(frozen=True, slots=True)
class SoloResult:
    """One finished solo game."""

    game: str
    level: int
    score: int
    rank: str
    date: str  # ISO 8601 date and time (UTC), e.g. "2026-11-29T11:20:00+00:00"

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "level": self.level, "score": self.score, "rank": self.rank, "date": self.date}

    @staticmethod
    def from_json(data: Any) -> "SoloResult":
        if not isinstance(data, dict):
            raise ValueError("a record is not an object")
        game, level, score = data.get("game"), data.get("level"), data.get("score")
        rank, date = data.get("rank", ""), data.get("date", "")
        if not isinstance(game, str) or not game:
            raise ValueError("a record has no game")
        if not (_whole(level) and _whole(score)):
            raise ValueError("a record's level or score is not a whole number")
        if not isinstance(rank, str) or not isinstance(date, str):
            raise ValueError("a record's rank or date is not text")
        return SoloResult(game, level, score, rank, date)


@dataclass(frozen=True, slots=True)
class Records:
    best: tuple[SoloResult, ...] = ()  # one per (game, level), sorted by game then level
    recent: tuple[SoloResult, ...] = ()  # newest first

    def best_for(self, game: str, level: int) -> SoloResult | None:
        return next((r for r in self.best if r.game == game and r.level == level), None)

    def recent_for(self, game: str) -> tuple[SoloResult, ...]:
        return tuple(r for r in self.recent if r.game == game)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "best": [r.to_json() for r in self.best],
            "recent": [r.to_json() for r in self.recent],
        }


def _path(path: str | Path | None) -> Path:
    return Path(path) if path is not None else paths.records_path()


def load(path: str | Path | None = None) -> Records:
    """The records on disk; empty if there are none. A damaged file is kept
    as ``<name>.bak`` and replaced by empty records."""
    target = _path(path)
    try:
        raw = target.read_bytes()
    except FileNotFoundError:
        return Records()
    except OSError:
        return Records()
    try:
        return _parse(raw)
    except (ValueError, UnicodeDecodeError, RecursionError):
        _set_aside(target)
        return Records()


def _parse(raw: bytes) -> Records:
    doc = json.loads(raw.decode("utf-8"))
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError("not a records file")
    if doc.get("version") != VERSION:
        raise ValueError("unknown records version")
    best, recent = doc.get("best"), doc.get("recent")
    if not isinstance(best, list) or not isinstance(recent, list):
        raise ValueError("records lists missing")
    return Records(
        best=tuple(sorted((SoloResult.from_json(r) for r in best), key=lambda r: (r.game, r.level))),
        recent=tuple(SoloResult.from_json(r) for r in recent),
    )


def _set_aside(target: Path) -> None:
    backup = target.with_name(target.name + ".bak")
    try:
        shutil.copyfile(target, backup)
        write_atomic(target, _dump(Records()))
    except OSError:
        pass  # nothing more can be done; the next save tries again


def _dump(records: Records) -> bytes:
    return json.dumps(records.to_json(), indent=1, ensure_ascii=False).encode("utf-8")


def add(records: Records, result: SoloResult) -> Records:
    """``records`` with ``result`` added: a new best for its level if it beats
    the old one (an equal score keeps the earlier record), and first among
    the recent results, of which each game keeps RECENT_PER_GAME."""
    old = records.best_for(result.game, result.level)
    best = records.best
    if old is None or result.score > old.score:
        others = tuple(r for r in best if (r.game, r.level) != (result.game, result.level))
        best = tuple(sorted(others + (result,), key=lambda r: (r.game, r.level)))
    kept: list[SoloResult] = []
    count = 0
    for r in (result,) + records.recent:
        if r.game == result.game:
            count += 1
            if count > RECENT_PER_GAME:
                continue
        kept.append(r)
    recent = tuple(kept)
    return Records(best=best, recent=recent)


def record(
    game: str,
    level: int,
    score: int,
    rank: str,
    when: datetime | None = None,
    path: str | Path | None = None,
) -> Records:
    """File a finished solo result and save; returns the updated records."""
    stamp = (when or datetime.now(timezone.utc)).isoformat(timespec="seconds")
    records = add(load(path), SoloResult(game, int(level), int(score), rank, stamp))
    write_atomic(_path(path), _dump(records))
    return records


def record_session(session: Any, path: str | Path | None = None, when: datetime | None = None) -> SoloResult | None:
    """File a finished one-player session (``engine.session.Session``) whose
    score sheet carries a solo result; returns what was filed, or None."""
    if not session.is_over or len(session.seats) != 1:
        return None
    sheet = session.game.scores(session.state)
    if not sheet.solo_result:
        return None
    try:
        level = int(session.options.get("level", 0))
    except (TypeError, ValueError):
        level = 0
    records = record(session.game.info.id, level, sheet.players[0].total, sheet.solo_result, when, path)
    return records.recent[0]


def summary_lines(game: str, path: str | Path | None = None) -> tuple[str, ...]:
    """Short lines for a launcher card: the best per level, then the last result."""
    records = load(path)
    lines = [
        f"Level {r.level}: best {r.score} ({r.rank})" if r.level else f"Best {r.score} ({r.rank})"
        for r in records.best
        if r.game == game
    ]
    recent = records.recent_for(game)
    if recent:
        last = recent[0]
        lines.append(f"Last game: {last.score} ({last.rank}) on {last.date[:10]}")
    return tuple(lines)


def _whole(value: object) -> TypeGuard[int]:
    """An int that is not a bool (JSON true/false are not levels or scores)."""
    return isinstance(value, int) and not isinstance(value, bool)

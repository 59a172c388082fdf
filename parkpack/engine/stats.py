"""Statistics: one entry per finished game, kept in ``stats.json`` in the data folder.

Separate from the solo records (records.py): records keep the best results,
statistics keep every finished game (never an abandoned one) so the
Statistics window and ``parkpack stats`` can count wins, plot scores over
time and replay any game (the seed and the action list are kept).

    {"format": "parkpack-stats", "schema": 1,
     "games": [{"key": "...", "game": "walk", "date": "2026-11-29T11:20:00+00:00",
                "options": {"level": "2"}, "seed": 7,
                "seats": [{"name": "Ann", "kind": "human", "level": "", "colour": "red"}],
                "entrants": [{"name": "Ann", "total": 21, "automaton": false}],
                "winners": [0], "solo_result": "Sightseer", "hints": false, "edited": false,
                "actions": ["roll curve", ...]}, ...]}   (oldest first)

Writes are atomic (``safe_files.write_atomic``). A file that cannot be read is
never written over unkept: it is copied aside to ``stats.damaged-<date>.json``
(never replacing an earlier copy), then its readable entries are written in
its place (a failed write leaves it as it was); a file
from a newer parkpack is left alone and nothing is filed until it is moved.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Mapping

from ..i18n import _, ngettext
from . import limits, paths
from .api import COMPUTER, HUMAN
from .errors import NotationError, ParkpackError
from .file_lock import exclusive
from .safe_files import DataProblem, FileProblem, parse_json, read_bytes, write_atomic
from .safe_files import copy_aside as _copy_aside

FORMAT = "parkpack-stats"
SCHEMA = 1
FILE_NAME = "stats.json"
#: Far above any real history (a game is a few kilobytes); refuses giant files early.
MAX_BYTES = 64 * 1024 * 1024


class StatsError(ParkpackError):
    """The statistics cannot be written (e.g. the file is from a newer parkpack)."""


@dataclass(frozen=True, slots=True)
class SeatEntry:
    name: str
    kind: str = HUMAN  # HUMAN or COMPUTER
    level: str = ""
    colour: str = ""  # the seat's colour, so a game watched again looks as it was played

    @property
    def is_human(self) -> bool:
        return self.kind != COMPUTER


@dataclass(frozen=True, slots=True)
class Entrant:
    """A seat's or an automaton's final score (the score sheet's numbering)."""

    name: str
    total: int
    automaton: bool = False


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One finished game."""

    key: str
    game: str
    date: str  # ISO 8601, UTC
    options: tuple[tuple[str, str], ...]
    seed: int
    seats: tuple[SeatEntry, ...]
    entrants: tuple[Entrant, ...]
    winners: tuple[int, ...]
    solo_result: str = ""
    hints: bool = False
    edited: bool = False
    actions: tuple[str, ...] = ()
    edition: int = 1  # of the game's rules it was played by (GameInfo.edition)

    def option(self, key: str) -> str:
        return dict(self.options).get(key, "")

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "game": self.game,
            "date": self.date,
            "options": dict(self.options),
            "seed": self.seed,
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level, "colour": s.colour} for s in self.seats],
            "entrants": [{"name": e.name, "total": e.total, "automaton": e.automaton} for e in self.entrants],
            "winners": list(self.winners),
            "solo_result": self.solo_result,
            "hints": self.hints,
            "edited": self.edited,
            "actions": list(self.actions),
            "edition": self.edition,
        }


@dataclass(frozen=True, slots=True)
class Stats:
    games: tuple[GameEntry, ...] = ()  # oldest first
    #: True when the file on disk must not be written over (newer schema).
    read_only: bool = False
    #: Where a damaged file was moved to while loading, if it was.
    set_aside: Path | None = field(default=None, compare=False)

    def of_game(self, game: str) -> tuple[GameEntry, ...]:
        return tuple(g for g in self.games if g.game == game)

    def has(self, key: str) -> bool:
        return any(g.key == key for g in self.games)


# --- reading -----------------------------------------------------------------
def stats_path() -> Path:
    return paths.data_dir() / FILE_NAME


def stats_path_named() -> Path:
    """Where the statistics are, without making the data folder (for reading)."""
    return paths.data_dir_named() / FILE_NAME


def _path(path: str | os.PathLike[str] | None) -> Path:
    return Path(path) if path is not None else stats_path()


class _Damaged(ValueError):
    """The bytes are not a statistics file; ``kept`` are its readable entries."""

    def __init__(self, reason: str, kept: tuple[GameEntry, ...] = ()) -> None:
        super().__init__(reason)
        self.kept = kept


class _Newer(ValueError):
    pass


def load(path: str | os.PathLike[str] | None = None) -> Stats:
    """The statistics on disk (empty when there are none). A damaged file
    is copied aside under a dated name and its readable entries written in
    its place."""
    target = _path(path)
    try:
        raw = read_bytes(target, MAX_BYTES)
    except FileProblem as exc:
        # Missing: no games yet. Anything else (a pipe, a folder, too large,
        # no permission) is left as it is and never written over.
        return Stats() if exc.missing else Stats(read_only=True)
    try:
        return Stats(_parsed(target, raw))
    except _Newer:
        return Stats(read_only=True)
    except _Damaged:
        return _mend(target)


def _mend(target: Path) -> Stats:
    """Keep a damaged file aside and write its readable games in its place,
    under the lock filing takes: another parkpack filing a game meanwhile
    would otherwise have it written over."""
    with exclusive(target):
        try:  # read again under the lock: another parkpack may have written it meanwhile
            return Stats(_parsed(target, read_bytes(target, MAX_BYTES)))
        except _Damaged as again:
            readable = again.kept
        except _Newer:
            return Stats(read_only=True)
        except FileProblem as exc:
            return Stats() if exc.missing else Stats(read_only=True)
        copy = keep_aside(target)
        if copy is None:
            return Stats(readable, read_only=True)
        kept = Stats(readable, set_aside=copy)
        try:
            write_atomic(target, dumps(kept))  # the readable games stay counted
        except OSError:
            pass  # the damaged file stays in place, its readable games with it, until a write succeeds
        return kept


def peek(path: str | os.PathLike[str] | None = None) -> Stats:
    """The statistics on disk, read without changing anything, as the
    command line reads them: a missing file is no games; a file that cannot
    be read raises StatsError saying why (the app keeps a damaged one aside
    when it next files a game, and its readable entries in its place)."""
    target = Path(path) if path is not None else stats_path_named()
    try:
        raw = read_bytes(target, MAX_BYTES)
    except FileProblem as exc:
        if exc.missing:
            return Stats()
        raise StatsError(str(exc)) from None
    try:
        return Stats(_parsed(target, raw))
    except _Newer:
        raise StatsError(_("{file}: written by a newer parkpack; this version does not read it").format(file=target)) from None
    except _Damaged as exc:
        raise StatsError(_("{file}: parkpack cannot read it as statistics ({reason})").format(file=target, reason=exc)) from None


#: The last statistics read or written at each path, with the very bytes
#: they came from: every filed game re-read the whole file, checking every
#: move of every game (about 30 ms at 400 games, on the GUI thread).
_last: dict[Path, tuple[bytes, tuple[GameEntry, ...]]] = {}


def _parsed(target: Path, raw: bytes) -> tuple[GameEntry, ...]:
    """``parse(raw)``, or the entries parsed from the same bytes before."""
    known = _last.get(target)
    if known is not None and known[0] == raw:
        return known[1]
    entries = parse(raw)
    _last[target] = (raw, entries)
    return entries


def parse(raw: bytes) -> tuple[GameEntry, ...]:
    """The entries of a statistics file; raises _Damaged or _Newer."""
    try:
        doc = parse_json(raw)
    except DataProblem as exc:
        raise _Damaged(exc.reason) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise _Damaged(_("it is no statistics file"))
    schema = doc.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise _Damaged(_("it has no schema version"))
    if schema > SCHEMA:
        raise _Newer(f"schema {schema}")
    games = doc.get("games")
    if not isinstance(games, list):
        raise _Damaged(_("it has no list of games"))
    kept: list[GameEntry] = []
    bad = 0
    for item in games:
        try:
            kept.append(entry_from_json(item))
        except (ValueError, TypeError, KeyError):
            bad += 1
    if bad:
        raise _Damaged(ngettext("{n} entry cannot be read", "{n} entries cannot be read", bad).format(n=bad), tuple(kept))
    return tuple(kept)


def entry_from_json(data: Any) -> GameEntry:
    if not isinstance(data, dict):
        raise ValueError("an entry is not an object")
    options = data["options"]
    if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
        raise ValueError("options")
    seats = tuple(
        SeatEntry(_text(s["name"]), _text(s.get("kind", HUMAN)), _text(s.get("level", "")), _text(s.get("colour", "")))
        for s in _list(data["seats"])
    )
    entrants = tuple(
        Entrant(_text(e["name"]), _int(e["total"], limits.MAX_SCORE), _flag(e.get("automaton", False))) for e in _list(data["entrants"])
    )
    winners = tuple(_int(w) for w in _list(data["winners"]))
    if not seats or len(entrants) < len(seats) or any(not 0 <= w < len(entrants) for w in winners):
        raise ValueError("seats, entrants or winners do not agree")
    return GameEntry(
        key=_text(data["key"]),
        game=_text(data["game"]),
        date=_text(data["date"]),
        options=tuple(sorted((str(k), v) for k, v in options.items())),
        seed=_int(data["seed"]),
        seats=seats,
        entrants=entrants,
        winners=winners,
        solo_result=_text(data.get("solo_result", "")),
        hints=_flag(data.get("hints", False)),
        edited=_flag(data.get("edited", False)),
        actions=tuple(_text(a) for a in _list(data.get("actions", []))),
        edition=_edition(data.get("edition", 1)),
    )


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("not text")
    return value


def _int(value: Any, limit: int = limits.MAX_SEED) -> int:
    """A whole number within ``limit`` either way: a score beyond 64 bits
    crashed the chart drawing it."""
    if not _whole(value) or abs(value) > limit:
        raise ValueError("not a whole number in range")
    return int(value)


def _edition(value: Any) -> int:
    edition = _int(value)
    if edition < 1:
        raise ValueError("not an edition")
    return edition


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("not true or false")
    return value


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError("not a list")
    return value


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def keep_aside(target: Path, when: datetime | None = None) -> Path | None:
    """Copy a damaged file to a dated name beside it (``stats.damaged-<date>.json``),
    never over an earlier copy, before its readable games are written over
    it; None if it could not be copied (then it is not written over)."""
    try:
        return _copy_aside(target, "damaged", when)
    except OSError:
        return None


# --- writing -----------------------------------------------------------------
def dumps(stats: Stats) -> bytes:
    """One game a line: json's indented output is written by its slow pure-
    Python encoder, which made filing a game take about 0.1 ms per game filed."""
    games = ",\n".join(json.dumps(g.to_json(), ensure_ascii=False) for g in stats.games)
    return f'{{"format": {json.dumps(FORMAT)}, "schema": {SCHEMA}, "games": [\n{games}\n]}}\n'.encode("utf-8")


def game_key(game: str, options: Mapping[str, str], seats: Any, seed: int, actions: Any) -> str:
    """The same game (same setup and every same move) gets the same key, so it is filed once."""
    blob = json.dumps([game, sorted(options.items()), [list(s) for s in seats], seed, list(actions)])
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:24]


def entry_of(session: Any, when: datetime | None = None) -> GameEntry:
    """The entry for a finished session (``engine.session.Session``)."""
    game = session.game
    sheet = game.scores(session.state)
    seats = tuple(SeatEntry(s.name, s.kind, s.level, s.colour) for s in session.seats)
    names = [s.name for s in session.seats] + list(sheet.automata)
    totals = {p.seat: p.total for p in sheet.players}
    entrants = tuple(
        Entrant(names[i], totals.get(i, 0), sheet.is_automaton(i)) for i in range(len(names))
    )
    options = {str(k): str(v) for k, v in session.options.items()}
    key = game_key(game.info.id, options, [(s.name, s.kind, s.level) for s in seats], session.seed, session.history)
    return GameEntry(
        key=key,
        game=game.info.id,
        date=(when or datetime.now(timezone.utc)).isoformat(timespec="seconds"),
        options=tuple(sorted(options.items())),
        seed=int(session.seed),
        seats=seats,
        entrants=entrants,
        winners=tuple(sheet.winners),
        solo_result=sheet.solo_result,
        # Set by the hints feature on the session; a session without it used none.
        hints=bool(getattr(session, "hints", False)),
        edited=bool(getattr(session, "edited", False)),
        edition=int(getattr(session, "edition", 1)),
        actions=tuple(session.history),
    )


def add(stats: Stats, entry: GameEntry) -> Stats:
    """``stats`` with ``entry`` added last, unless the very same game is filed already."""
    if stats.has(entry.key):
        return stats
    return Stats(stats.games + (entry,), stats.read_only, stats.set_aside)


def record_session(
    session: Any, path: str | os.PathLike[str] | None = None, when: datetime | None = None
) -> GameEntry | None:
    """File a finished game once; returns the entry, or None when there is
    nothing to file (not over, a tutorial game, or already filed). Raises
    StatsError when the file must not be written over, OSError when it cannot."""
    if not session.is_over or getattr(session, "tutorial", False):
        return None
    target = _path(path)
    with exclusive(target):  # another parkpack filing at once must not write over this game
        stats = load(target)
        if stats.read_only:
            raise StatsError(_("{file} is from a newer parkpack or cannot be read; the game was not counted").format(file=target))
        entry = entry_of(session, when)
        if stats.has(entry.key):
            return None
        filed = add(stats, entry)
        raw = dumps(filed)
        write_atomic(target, raw)
    _last[target] = (raw, filed.games)
    return entry


def session_of(entry: GameEntry) -> Any:
    """The filed game replayed with legality checks (a ``Session``), to be
    watched again; a ValueError names what no longer plays."""
    from . import registry
    from .api import SeatSpec
    from .session import Session

    game = registry.get(entry.game)
    seats = [SeatSpec(s.name, s.kind, s.level, s.colour) for s in entry.seats]
    if entry.edition > game.info.edition:
        raise ValueError(_("it was played by edition {edition} of the rules of {game}, from a later version of parkpack").format(
            edition=entry.edition, game=game.info.name))
    session: Session[Any, Any] = Session(game, dict(entry.options), seats, entry.seed, entry.edition)
    try:
        session.replay(entry.actions)
    except NotationError as exc:
        # The game's own account of its notation is for programmers: say
        # which move no longer reads, in the player's language.
        index = getattr(exc, "index", 0)
        move = limits.cut(entry.actions[index - 1]) if index else "?"
        raise ValueError(_("move {index} ('{move}') is not an action of {game}").format(
            index=index, move=move, game=game.info.name)) from None
    return session

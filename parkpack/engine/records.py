"""Solo records: per game and solo setting, the best result and the recent ones.

A game names the option whose value keys its solo records
(``GameInfo.solo_option``: Walk's level, Tenpenny's form of Becky); results
of a game with an automaton rival also hold the rival's score, and the best
of those is the widest margin. Kept as JSON at ``paths.records_path()``:

    {"format": "parkpack-records", "version": 2,
     "best":   [{"game": "walk", "setting": "1", "score": 24, "rank": "Botanist",
                 "date": "2026-11-29T11:20:00+00:00"}, ...],
     "recent": [... newest first, at most RECENT per game and setting ...]}

An entry may also hold ``"rival": "Becky", "rival_score": 47`` and the flags
``"edited"`` (its dice or draws are not the ones its seed gives: shown, never a
record) and ``"hints"`` (reached with hints: kept apart from the records
unless asked for). Version 1 files (keyed by an integer ``level``) are read
and rewritten as version 2 on the next result.

Nothing is ever lost: a file that cannot be read at all (a named pipe, no
permission) or that a newer parkpack wrote is never written over, and the
result is not recorded (the player is told why); a damaged file keeps every
entry that can still be read, and before it is next written over the file is
copied aside under a dated name that never replaces an earlier copy.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, TypeGuard

from ..i18n import _, date_text, ngettext
from . import paths, safe_files
from .errors import ParkpackError
from . import frozen
from .file_lock import exclusive
from .limits import MAX_SCORE, MAX_WORD, cut, is_clean

FORMAT = "parkpack-records"
VERSION = 2
RECENT = 10  # results kept per game and setting
MAX_BYTES = 1024 * 1024
MAX_ENTRIES = 10_000

OK, MISSING, DAMAGED, UNREADABLE, NEWER = "ok", "missing", "damaged", "unreadable", "newer"


class RecordsError(ParkpackError):
    """The records file may not be written (it could not be read, or a newer
    parkpack wrote it); ``reason`` says why, for the player."""


@frozen.record
class SoloResult:
    """One finished solo game."""

    game: str
    setting: str  # the value of the game's solo option ("" if it has none)
    score: int
    rank: str  # the game's one-line solo result: "Botanist", "Win"
    date: str  # ISO 8601 date and time (UTC), e.g. "2026-11-29T11:20:00+00:00"
    rival: str = ""  # the automaton's name ("" when the game has none)
    rival_score: int = 0
    edited: bool = False  # chance results the seed would not give: never a record
    hints: bool = False  # reached with hints

    @property
    def key(self) -> tuple[str, str]:
        return (self.game, self.setting)

    @property
    def margin(self) -> int:
        """By how much the player beat the rival (negative: lost by)."""
        return self.score - self.rival_score

    def beats(self, other: SoloResult) -> bool:
        """Strictly better: the wider margin against a rival, else the higher
        score (an equal result keeps the earlier record)."""
        if self.rival or other.rival:
            return (self.margin, self.score) > (other.margin, other.score)
        return self.score > other.score

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game, "setting": self.setting, "score": self.score, "rank": self.rank, "date": self.date,
        }
        if self.rival:
            out.update(rival=self.rival, rival_score=self.rival_score)
        if self.edited:
            out["edited"] = True
        if self.hints:
            out["hints"] = True
        return out

    @staticmethod
    def from_json(data: Any, version: int = VERSION) -> SoloResult:
        if not isinstance(data, dict):
            raise ValueError("an entry is not an object")
        if version == 1:  # {"level": 1, ...}: level 0 meant "no level"
            level = data.get("level")
            if not _whole(level):
                raise ValueError("an entry's level is not a whole number")
            data = dict(data, setting=str(level) if level else "")
        game, setting = _word(data.get("game"), "game"), _word(data.get("setting", ""), "setting", empty=True)
        score, rival_score = data.get("score"), data.get("rival_score", 0)
        if not (_whole(score) and _whole(rival_score)):
            raise ValueError("an entry's score is not a whole number")
        edited, hints = data.get("edited", False), data.get("hints", False)
        if not (isinstance(edited, bool) and isinstance(hints, bool)):
            raise ValueError("an entry's flags are not true or false")
        return SoloResult(
            game, setting, score, _word(data.get("rank", ""), "rank", empty=True),
            _word(data.get("date", ""), "date", empty=True), _word(data.get("rival", ""), "rival", empty=True),
            rival_score, edited, hints,
        )


@frozen.record
class Records:
    """The records as read. ``status`` says how the file was (OK, MISSING,
    DAMAGED, UNREADABLE or NEWER) and ``problem`` tells the player, in a
    sentence about the file in their language, what is wrong ("" when
    nothing is)."""

    best: tuple[SoloResult, ...] = ()  # one per game, setting and hints flag
    recent: tuple[SoloResult, ...] = ()  # newest first
    status: str = OK
    problem: str = ""

    @property
    def writable(self) -> bool:
        return self.status in (OK, MISSING, DAMAGED)

    def best_for(self, game: str, setting: str, hints: bool = False) -> SoloResult | None:
        """The record for this game and setting; results reached with hints
        count only when ``hints`` is True."""
        found = None
        for r in self.best:
            if r.key == (game, setting) and (hints or not r.hints) and (found is None or r.beats(found)):
                found = r
        return found

    def results(self, game: str, setting: str | None = None, hints: bool = True) -> tuple[SoloResult, ...]:
        """Recent results of ``game`` (of one setting, or all), newest first;
        without those reached with hints if ``hints`` is False."""
        return tuple(
            r for r in self.recent
            if r.game == game and (setting is None or r.setting == setting) and (hints or not r.hints)
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "best": [r.to_json() for r in self.best],
            "recent": [r.to_json() for r in self.recent],
        }


@frozen.record
class Filed:
    """What filing a result did: the result, the records now, whether it is
    the new record, and where a damaged file was kept (None if none was)."""

    result: SoloResult
    records: Records
    is_best: bool
    kept: Path | None = None


def _path(path: str | Path | None) -> Path:
    return Path(path) if path is not None else paths.records_path()


# --- reading -------------------------------------------------------------------------------
def load(path: str | Path | None = None) -> Records:
    """The records on disk, as many as can be read; never raises, never writes."""
    target = _path(path)
    try:
        raw = safe_files.read_bytes(target, MAX_BYTES)
    except safe_files.FileProblem as exc:
        if exc.missing:
            return Records(status=MISSING)
        status = DAMAGED if exc.kind == safe_files.TOO_LARGE else UNREADABLE
        return Records(status=status, problem=_unread(target.name, exc.reason))
    except OSError as exc:  # the data folder itself is unusable
        return Records(status=UNREADABLE, problem=_("{file} cannot be read ({reason})").format(
            file=target.name, reason=safe_files.os_reason(exc)))
    return parse(raw, target.name)


def parse(raw: bytes, name: str = "records.json") -> Records:
    try:
        doc = safe_files.parse_json(raw)
    except safe_files.DataProblem as exc:
        return Records(status=DAMAGED, problem=_unread(name, exc.reason))
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        return Records(status=DAMAGED, problem=_("{file} is not a parkpack records file").format(file=name))
    version = doc.get("version")
    if not _whole(version) or version < 1:
        return Records(status=DAMAGED, problem=_("{file} has no valid version").format(file=name))
    if version > VERSION:
        return Records(status=NEWER, problem=_("{file} was written by a newer parkpack (version {version})").format(
            file=name, version=cut(str(version), 12)))
    best, bad_best = _entries(doc.get("best"), version)
    recent, bad_recent = _entries(doc.get("recent"), version)
    merged: dict[tuple[str, str, bool], SoloResult] = {}
    for r in best:  # one per key, should the file hold two
        slot = (r.game, r.setting, r.hints)
        if not r.edited and (slot not in merged or r.beats(merged[slot])):
            merged[slot] = r
    bad = bad_best + bad_recent
    records = Records(best=tuple(sorted(merged.values(), key=_order)), recent=recent)
    if bad:
        problem = ngettext("{file} is damaged: {n} entry could not be read",
                           "{file} is damaged: {n} entries could not be read", bad).format(file=name, n=bad)
        return Records(records.best, records.recent, DAMAGED, problem)
    return records


def _unread(name: str, reason: str) -> str:
    """A sentence about the records file from a reason about any file."""
    return _("{file} cannot be read: {reason}").format(file=name, reason=reason)


def _entries(value: Any, version: int) -> tuple[tuple[SoloResult, ...], int]:
    """The entries that can be read, and how many could not."""
    if not isinstance(value, list):
        return (), 1
    good, bad = [], max(0, len(value) - MAX_ENTRIES)
    for item in value[:MAX_ENTRIES]:
        try:
            good.append(SoloResult.from_json(item, version))
        except ValueError:
            bad += 1
    return tuple(good), bad


def _order(r: SoloResult) -> tuple[str, str, bool]:
    return (r.game, r.setting, r.hints)


# --- filing --------------------------------------------------------------------------------
def add(records: Records, result: SoloResult) -> Records:
    """``records`` with ``result`` added: the new best for its game, setting
    and hints flag if it beats the old one (an edited result never is), and
    first among the recent results, of which each game and setting keeps RECENT."""
    best = records.best
    slot = (result.game, result.setting, result.hints)
    old = next((r for r in best if (r.game, r.setting, r.hints) == slot), None)
    if not result.edited and (old is None or result.beats(old)):
        others = tuple(r for r in best if (r.game, r.setting, r.hints) != slot)
        best = tuple(sorted(others + (result,), key=_order))
    kept: list[SoloResult] = []
    count = 0
    for r in (result,) + records.recent:
        if r.key == result.key:
            count += 1
            if count > RECENT:
                continue
        kept.append(r)
    return Records(best=best, recent=tuple(kept))


def file_result(result: SoloResult, path: str | Path | None = None) -> Filed:
    """Add ``result`` to the records on disk and save them. RecordsError if
    the file may not be written; OSError if writing fails. A damaged file is
    first copied aside, then its good entries are written over it with the
    result (a failed write leaves it as it was)."""
    target = _path(path)
    with exclusive(target):  # another parkpack filing at once must not write over this result
        current = load(target)
        if not current.writable:
            raise RecordsError(current.problem)
        kept = safe_files.copy_aside(target, "damaged") if current.status == DAMAGED and _exists(target) else None
        records = add(current, result)
        safe_files.write_atomic(target, _dump(records))
    is_best = not result.edited and records.best_for(result.game, result.setting, result.hints) == result
    return Filed(result, records, is_best, kept)


def record(
    game: str,
    setting: str,
    score: int,
    rank: str,
    when: datetime | None = None,
    path: str | Path | None = None,
    **extra: Any,
) -> Filed:
    """File a finished solo result (``extra``: rival, rival_score, edited, hints)."""
    stamp = (when or datetime.now(timezone.utc)).isoformat(timespec="seconds")
    return file_result(SoloResult(game, setting, int(score), rank, stamp, **extra), path)


def setting_of(session: Any) -> str:
    """The value of the session's solo option ("" for a game without one)."""
    info = session.game.info
    key = getattr(info, "solo_option", "")
    if not key:
        return ""
    spec = info.option(key)
    return str(session.options.get(key, spec.default if spec is not None else ""))


def record_session(session: Any, path: str | Path | None = None, when: datetime | None = None) -> Filed | None:
    """File a finished one-player session (``engine.session.Session``) whose
    score sheet carries a solo result; None if it is not one."""
    if not session.is_over or len(session.seats) != 1:
        return None
    sheet = session.game.scores(session.state)
    if not sheet.solo_result:
        return None
    you = next(p for p in sheet.players if p.seat == 0)
    rival = sheet.automata[0] if sheet.automata else ""
    rival_score = sheet.total(sheet.seat_count) if rival else 0
    return record(
        session.game.info.id, setting_of(session), you.total, sheet.solo_result, when, path,
        rival=rival, rival_score=rival_score,
        edited=bool(getattr(session, "edited", False)), hints=bool(getattr(session, "hints", False)),
    )


# --- text ------------------------------------------------------------------------------------
def _solo_choices(game: str) -> tuple[tuple[str, str], ...]:
    """The (value, label) pairs of the game's solo option, in the option's order."""
    from . import registry

    try:
        info = registry.get(game).info
    except ParkpackError:
        return ()
    spec = info.option(getattr(info, "solo_option", ""))
    return spec.choices if spec is not None else ()


def setting_label(game: str, setting: str) -> str:
    """"Level 1" for Walk's level 1: the option's label for that value, up
    to any colon (Walk's labels go on to say the number of turns)."""
    if not setting:
        return ""
    label = dict(_solo_choices(game)).get(setting, setting)
    return label.split(":")[0].strip() or setting


def _setting_rank(game: str) -> Callable[[SoloResult], tuple[int, str]]:
    """Orders a game's records as its solo option lists its values (Becky's
    normal form before the harder one), unknown values last."""
    order = {value: k for k, (value, _label) in enumerate(_solo_choices(game))}
    return lambda r: (order.get(r.setting, len(order)), r.setting)


def result_text(r: SoloResult) -> str:
    """"24 (Botanist)" or "52 to Becky's 47 (Win, +5)"."""
    if r.rival:
        return _("{score} to {rival}'s {rival_score} ({rank}, {margin})").format(
            score=r.score, rival=r.rival, rival_score=r.rival_score, rank=_(r.rank), margin=f"{r.margin:+d}")
    return _("{score} ({rank})").format(score=r.score, rank=_(r.rank)) if r.rank else str(r.score)


def summary_lines(game: str, path: str | Path | None = None) -> tuple[str, ...]:
    """Short lines for a launcher card: the best per setting, then the last result."""
    records = load(path)
    lines = []
    for r in sorted(records.best, key=_setting_rank(game)):
        if r.game == game and not r.hints:
            label = setting_label(game, r.setting)
            result = result_text(r)
            lines.append(_("{setting}: best {result}").format(setting=label, result=result) if label
                         else _("Best {result}").format(result=result))
    recent = records.results(game)
    if recent:
        last = recent[0]
        if last.edited:
            line = _("Last game: {result} on {date} (edited: not a record)")
        elif last.hints:
            line = _("Last game: {result} on {date} (with hints)")
        else:
            line = _("Last game: {result} on {date}")
        lines.append(line.format(result=result_text(last), date=date_text(last.date)))
    return tuple(lines)


def _dump(records: Records) -> bytes:
    return json.dumps(records.to_json(), indent=1, ensure_ascii=False).encode("utf-8")


def _exists(path: Path) -> bool:
    try:
        path.lstat()
    except OSError:
        return False
    return True


def _whole(value: object) -> TypeGuard[int]:
    """An int that is not a bool (JSON true/false are not scores), bounded."""
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_SCORE


def _word(value: object, what: str, empty: bool = False) -> str:
    if not isinstance(value, str) or (not value and not empty) or not is_clean(value, MAX_WORD):
        raise ValueError(f"an entry's {what} is not short text")
    return value

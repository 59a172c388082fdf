"""The figures of the Statistics window and ``parkpack stats``, from the filed games.

Everything is counted per game (A Walk in the Park apart from Parkies):
games played; per player name the games, wins (a shared victory counts as a
win), win rate, mean and best score; each player's scores over time; solo
results per value of the game's ``solo_option`` (Walk's level, Tenpenny's
form of Becky); and how the human players fared against each computer level
and automaton.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import Any, Sequence

from ..i18n import N_, _
from .api import GameInfo
from .stats import GameEntry


@dataclass(frozen=True, slots=True)
class PlayerLine:
    name: str
    kind: str  # "Human", "Computer, Hard" or "Automaton"
    games: int
    wins: int
    mean: float
    best: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class SoloLine:
    setting: str  # the solo option's value ("" when the game has none)
    label: str
    games: int
    wins: int
    mean: float
    best: int
    results: tuple[tuple[str, int], ...]  # ("Botanist", 2), ... most frequent first
    hints: int = 0  # of the games, those played with hints


@dataclass(frozen=True, slots=True)
class RivalLine:
    """The human players against one computer level or automaton."""

    rival: str  # "Hard" or "Becky (automaton)"
    games: int
    won: int
    lost: int
    tied: int


@dataclass(frozen=True, slots=True)
class Series:
    """One player's score in each game they played, in the order played."""

    name: str
    points: tuple[tuple[int, str, int], ...]  # (game number, date, score)


@dataclass(frozen=True, slots=True)
class Figures:
    game: str
    name: str
    played: int
    players: tuple[PlayerLine, ...]
    solo: tuple[SoloLine, ...]
    rivals: tuple[RivalLine, ...]
    series: tuple[Series, ...]
    with_hints: int

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "name": self.name,
            "played": self.played,
            "with_hints": self.with_hints,
            "players": [
                {"name": p.name, "kind": p.kind, "games": p.games, "wins": p.wins,
                 "win_rate": round(p.win_rate, 4), "mean": round(p.mean, 2), "best": p.best}
                for p in self.players
            ],
            "solo": [
                {"setting": s.setting, "label": s.label, "games": s.games, "wins": s.wins,
                 "mean": round(s.mean, 2), "best": s.best, "results": dict(s.results),
                 "with_hints": s.hints}
                for s in self.solo
            ],
            "head_to_head": [
                {"rival": r.rival, "games": r.games, "won": r.won, "lost": r.lost, "tied": r.tied}
                for r in self.rivals
            ],
            "series": [{"name": s.name, "scores": [p[2] for p in s.points]} for s in self.series],
        }


def _kind(entry: GameEntry, entrant: int, levels: dict[str, str]) -> str:
    if entrant >= len(entry.seats):
        return _("Automaton")
    seat = entry.seats[entrant]
    if seat.is_human:
        return _("Human")
    if seat.level:
        return _("Computer, {level}").format(level=levels.get(seat.level, seat.level))
    return _("Computer")


def figures(game: str, entries: Sequence[GameEntry], info: GameInfo | None = None, hints: bool = True) -> Figures:
    """The figures of ``game`` from its filed games (others are ignored);
    without the games played with hints when ``hints`` is False."""
    games = [e for e in entries if e.game == game and (hints or not e.hints)]
    levels = {lv.id: lv.label for lv in info.bot_levels} if info is not None else {}
    return Figures(
        game=game,
        name=info.name if info is not None else game,
        played=len(games),
        players=_players(games, levels),
        solo=_solo(games, info),
        rivals=_rivals(games, levels),
        series=_series(games),
        with_hints=sum(1 for e in games if e.hints),
    )


def _players(games: Sequence[GameEntry], levels: dict[str, str]) -> tuple[PlayerLine, ...]:
    scores: dict[tuple[str, str], list[int]] = {}
    wins: dict[tuple[str, str], int] = {}
    for e in games:
        for i, entrant in enumerate(e.entrants):
            key = (entrant.name, _kind(e, i, levels))
            scores.setdefault(key, []).append(entrant.total)
            wins[key] = wins.get(key, 0) + (1 if i in e.winners else 0)
    lines = [
        PlayerLine(name, kind, len(totals), wins[(name, kind)], statistics.mean(totals), max(totals))
        for (name, kind), totals in scores.items()
    ]
    # People first, then by games played, then by name: the window's table order.
    human = _("Human")
    return tuple(sorted(lines, key=lambda p: (p.kind != human, -p.games, p.name.lower())))


def _solo(games: Sequence[GameEntry], info: GameInfo | None) -> tuple[SoloLine, ...]:
    key = info.solo_option if info is not None else ""
    spec = info.option(key) if info is not None and key else None
    groups: dict[str, list[GameEntry]] = {}
    for e in games:
        if len(e.seats) == 1:
            # A game started without the option (from a file or the command
            # line) was played by its default, as its solo record says.
            setting = (e.option(key) or (spec.default if spec is not None else "")) if key else ""
            groups.setdefault(setting, []).append(e)
    lines = []
    for setting in sorted(groups, key=_setting_order):
        group = groups[setting]
        totals = [e.entrants[0].total for e in group]
        counts: dict[str, int] = {}
        for e in group:
            result = _(e.solo_result or (N_("Win") if 0 in e.winners else N_("Loss")))
            counts[result] = counts.get(result, 0) + 1
        label = spec.label_of(setting) if spec is not None else (setting or _("Solo"))
        lines.append(SoloLine(
            setting, label, len(group), sum(1 for e in group if 0 in e.winners),
            statistics.mean(totals), max(totals),
            tuple(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))),
            sum(1 for e in group if e.hints),
        ))
    return tuple(lines)


def _setting_order(value: str) -> tuple[int, int, str]:
    return (0, int(value), "") if value.isdigit() else (1, 0, value)


def _rivals(games: Sequence[GameEntry], levels: dict[str, str]) -> tuple[RivalLine, ...]:
    tally: dict[str, list[int]] = {}  # rival -> [games, won, lost, tied]
    for e in games:
        humans = [i for i, s in enumerate(e.seats) if s.is_human]
        if not humans:
            continue
        groups: dict[str, list[int]] = {}
        for i, s in enumerate(e.seats):
            if not s.is_human:
                groups.setdefault(levels.get(s.level, s.level) or _("Computer"), []).append(i)
        for i in range(len(e.seats), len(e.entrants)):
            groups.setdefault(_("{name} (automaton)").format(name=e.entrants[i].name), []).append(i)
        for rival, members in groups.items():
            row = tally.setdefault(rival, [0, 0, 0, 0])
            row[0] += 1
            row[_duel(e, humans, members)] += 1
    return tuple(RivalLine(r, *row) for r, row in sorted(tally.items()))


def _duel(e: GameEntry, humans: list[int], rivals: list[int]) -> int:
    """1 if the humans beat that rival in game ``e``, 2 if they lost, 3 if tied:
    the winners decide when only one side is among them, else the best totals."""
    human_won = any(i in e.winners for i in humans)
    rival_won = any(i in e.winners for i in rivals)
    if human_won != rival_won:
        return 1 if human_won else 2
    best_human = max(e.entrants[i].total for i in humans)
    best_rival = max(e.entrants[i].total for i in rivals)
    return 1 if best_human > best_rival else 2 if best_human < best_rival else 3


def _series(games: Sequence[GameEntry]) -> tuple[Series, ...]:
    points: dict[str, list[tuple[int, str, int]]] = {}
    for number, e in enumerate(sorted(games, key=lambda g: g.date), start=1):
        for i, entrant in enumerate(e.entrants):
            if i < len(e.seats) and e.seats[i].is_human:
                points.setdefault(entrant.name, []).append((number, e.date, entrant.total))
    ordered = sorted(points.items(), key=lambda kv: (-len(kv[1]), kv[0].lower()))
    return tuple(Series(name, tuple(p)) for name, p in ordered)

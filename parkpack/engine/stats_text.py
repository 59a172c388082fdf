"""``parkpack stats [GAME] [--json]``: the Statistics window's figures as text."""

from __future__ import annotations

import json

from . import registry, stats
from .errors import ParkpackError
from .stats_figures import Figures, figures


def figures_for(game_id: str = "", path: str | None = None) -> list[Figures]:
    """Figures of one game (any id the registry knows), or of every game
    that has filed games when ``game_id`` is empty."""
    entries = stats.load(path).games
    if game_id:
        game = registry.get(game_id)  # an unknown id is refused, listing the known ones
        return [figures(game_id, entries, game.info)]
    out = []
    ids = list(dict.fromkeys([g.info.id for g in registry.games()] + [e.game for e in entries]))
    for gid in ids:
        if any(e.game == gid for e in entries):
            try:
                info = registry.get(gid).info
            except ParkpackError:
                info = None
            out.append(figures(gid, entries, info))
    return out


def text_lines(fig: Figures) -> list[str]:
    lines = [f"{fig.name}: {fig.played} finished game{'s' if fig.played != 1 else ''}"
             + (f" ({fig.with_hints} with hints)" if fig.with_hints else "")]
    if not fig.played:
        return lines
    lines.append("  Players:")
    for p in fig.players:
        lines.append(f"    {p.name} ({p.kind}): {p.games} played, {p.wins} won ({100 * p.win_rate:.0f}%),"
                     f" mean score {p.mean:.1f}, best {p.best}")
    if fig.solo:
        lines.append("  Solo:")
        for s in fig.solo:
            results = ", ".join(f"{name} {count}" for name, count in s.results)
            with_hints = f" ({s.hints} with hints)" if s.hints else ""
            lines.append(f"    {s.label}: {s.games} played{with_hints}, {s.wins} won, mean {s.mean:.1f}, best {s.best};"
                         f" {results}")
    if fig.rivals:
        lines.append("  Against the computer:")
        for r in fig.rivals:
            lines.append(f"    {r.rival}: {r.games} played, {r.won} won, {r.lost} lost, {r.tied} tied")
    return lines


def print_stats(game_id: str = "", as_json: bool = False, path: str | None = None) -> int:
    found = figures_for(game_id, path)
    if as_json:
        print(json.dumps({"stats_file": str(path or stats.stats_path()), "games": [f.to_json() for f in found]}))
        return 0
    if not found:
        print(f"No finished games are counted yet ({stats.stats_path()}).")
        return 0
    print("\n".join(line for fig in found for line in text_lines(fig)))
    return 0

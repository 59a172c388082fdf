"""``parkpack stats [GAME] [--json]``: the Statistics window's figures as text."""

from __future__ import annotations

import json

from ..i18n import _, ngettext, number
from . import registry, stats
from .errors import ParkpackError
from .stats_figures import Figures, figures


def figures_for(game_id: str = "", path: str | None = None) -> list[Figures]:
    """Figures of one game (any id the registry knows), or of every game
    that has filed games when ``game_id`` is empty. The file is only read
    (``stats.peek``): one it cannot read is refused, never moved."""
    entries = stats.peek(path).games
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
    head = ngettext("{name}: {n} finished game", "{name}: {n} finished games", fig.played).format(name=fig.name, n=fig.played)
    if fig.with_hints:
        head += _(" ({n} with hints)").format(n=fig.with_hints)
    lines = [head]
    if not fig.played:
        return lines
    lines.append(_("  Players:"))
    for p in fig.players:
        lines.append(_("    {name} ({kind}): {games} played, {wins} won ({rate}%), mean score {mean}, best {best}").format(
            name=p.name, kind=_(p.kind), games=p.games, wins=p.wins, rate=number(round(100 * p.win_rate)),
            mean=number(p.mean, 1), best=p.best))
    if fig.solo:
        lines.append(_("  Solo:"))
        for s in fig.solo:
            results = ", ".join(f"{_(name)} {count}" for name, count in s.results)
            line = (_("    {label}: {games} played ({hints} with hints), {wins} won, mean {mean}, best {best}; "
                      "{results}") if s.hints else
                    _("    {label}: {games} played, {wins} won, mean {mean}, best {best}; {results}"))
            lines.append(line.format(label=s.label, games=s.games, hints=s.hints, wins=s.wins, mean=number(s.mean, 1),
                                     best=s.best, results=results))
    if fig.rivals:
        lines.append(_("  Against the computer:"))
        for r in fig.rivals:
            lines.append(_("    {rival}: {games} played, {won} won, {lost} lost, {tied} tied").format(
                rival=r.rival, games=r.games, won=r.won, lost=r.lost, tied=r.tied))
    return lines


def print_stats(game_id: str = "", as_json: bool = False, path: str | None = None) -> int:
    found = figures_for(game_id, path)
    if as_json:
        print(json.dumps({"stats_file": str(path or stats.stats_path_named()), "games": [f.to_json() for f in found]}))
        return 0
    if not found:
        print(_("No finished games are counted yet ({path}).").format(path=stats.stats_path_named()))
        return 0
    print("\n".join(line for fig in found for line in text_lines(fig)))
    return 0

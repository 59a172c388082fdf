"""Scores with a breakdown and the winner after the rulebook's tie-breaks
(Ending the game; Solo Variant). Readings: docs/rules-walk.md."""

from __future__ import annotations

from ...engine.api import PlayerScore, ScoreLine, ScoreSheet
from ...i18n import _, ngettext
from .content import IBIS, SOLO_TARGET, TURN_PENALTY, bonus, solo_rank
from .network import ibis_groups
from .state import Sheet, State


def bonus_points(sheet: Sheet, bonus_id: str) -> int:
    """Points a ticked bonus is worth on this sheet (0 for bonuses used at once)."""
    if bonus_id == "one":
        return 1
    if bonus_id == "two":
        return 2
    if bonus_id == "ibises":
        return sheet.cells.count(IBIS)
    if bonus_id == "groups":
        return len(ibis_groups(sheet.cells))
    if bonus_id == "flock":
        groups = ibis_groups(sheet.cells)
        return groups[0] if groups else 0
    if bonus_id == "statues":
        return len(sheet.statues)
    return 0


def player_score(state: State, seat: int) -> PlayerScore:
    sheet = state.sheets[seat]
    most = max(len(s.statues) for s in state.sheets)
    statues = len(sheet.statues)
    # Solo: statues always score; otherwise only the player(s) with the most.
    majority = statues if state.solo or statues == most else 0
    firsts = len(sheet.firsts)
    if state.solo or not statues:  # (with none, "most" or "not the most" would both mislead)
        statue_label = _("Statues ({n})")
    elif majority:
        statue_label = _("Statues ({n}, most)")
    else:
        statue_label = _("Statues ({n}, not the most)")
    lines = [
        ScoreLine(_("First visits ({n})").format(n=firsts), firsts),
        ScoreLine(statue_label.format(n=statues), majority),
    ]
    for b in sheet.bonuses:
        if bonus(b).kind == "score":
            lines.append(ScoreLine(_("Bonus: {bonus}").format(bonus=_(bonus(b).label)), bonus_points(sheet, b)))
    for kind in sheet.turned:
        label = _("Turned a curve into a T") if kind == "curve" else _("Turned a straight into a T")
        lines.append(ScoreLine(label, -TURN_PENALTY))
    return PlayerScore(seat, sum(line.points for line in lines), tuple(lines))


def scores(state: State) -> ScoreSheet:
    players = tuple(player_score(state, seat) for seat in range(len(state.sheets)))
    if state.solo:
        total = players[0].total
        result = "Loss" if total < SOLO_TARGET else solo_rank(total)
        notes = (_("Solo level {level}: {result}").format(level=state.level, result=_(result)),)
        return ScoreSheet(players, () if result == "Loss" else (0,), notes, result)
    winners, note = _winners(state, players)
    return ScoreSheet(players, winners, (note,) if note else ())


def _winners(state: State, players: tuple[PlayerScore, ...]) -> tuple[tuple[int, ...], str]:
    best = max(p.total for p in players)
    tied = tuple(p.seat for p in players if p.total == best)
    if len(tied) == 1:
        return tied, ""
    # 1. the tied player who triggered the end
    enders = tuple(s for s in tied if s in state.enders)
    if len(enders) == 1:
        return enders, _("Tie broken: triggered the end of the game")
    pool = enders or tied
    # 2. most landmarks visited first
    most = max(len(state.sheets[s].firsts) for s in pool)
    pool = tuple(s for s in pool if len(state.sheets[s].firsts) == most)
    if len(pool) == 1:
        return pool, _("Tie broken: most landmarks visited first")
    # 3. fewest statues
    fewest = min(len(state.sheets[s].statues) for s in pool)
    pool = tuple(s for s in pool if len(state.sheets[s].statues) == fewest)
    if len(pool) == 1:
        return pool, _("Tie broken: fewest statues")
    return pool, _("Shared victory")

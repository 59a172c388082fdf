"""Scores (rulebook: Ending the game and winning; Identical attractions in
the same space). Cards in hands and visitors in resorts score nothing.

Every attraction in the resort scores, covered ones included, except that of
identical attractions (same name) in one space only one scores. The poster's
bonuses count the scoring attractions; one point is lost per space short of
the poster's number; spaces beyond it simply score. A tie remains a tie.
"""

from __future__ import annotations

from parkpack.engine.api import PlayerScore, ScoreLine, ScoreSheet
from parkpack.i18n import _

from .content import AREA, CARD, COLUMN, PER_COLOUR, PER_COVERED, PER_ICON, RESORT, Bonus
from .state import Player, State


def scoring_cards(p: Player) -> tuple[tuple[int, str], ...]:
    """(space, card) for every attraction that scores."""
    out: list[tuple[int, str]] = []
    for space, stack in enumerate(p.spaces):
        if len(stack) < 2:  # most spaces: nothing to compare
            if stack:
                out.append((space, stack[0]))
            continue
        names: set[str] = set()
        for card in stack:
            name = NAME[card]
            if name not in names:
                names.add(name)
                out.append((space, card))
    return tuple(out)


def duplicates(p: Player) -> int:
    """Attractions left unscored because an identical one shares their space."""
    return sum(len(stack) for stack in p.spaces) - len(scoring_cards(p))


def bonus_points(p: Player, bonus: Bonus, scoring: tuple[tuple[int, str], ...] | None = None) -> int:
    """What a poster bonus is worth to this resort (``scoring``: its scoring
    attractions, when already known)."""
    if scoring is None:
        scoring = scoring_cards(p)
    if bonus.kind == PER_COLOUR:
        return bonus.points * sum(1 for space, _ in scoring if space // 4 == bonus.target)
    if bonus.kind == PER_ICON:
        return bonus.points * sum(1 for space, _ in scoring if space % 4 == bonus.target)
    if bonus.kind == AREA:
        full = all(p.spaces[bonus.target * 4 + icon] for icon in range(4))
        return bonus.points if full else 0
    if bonus.kind == COLUMN:
        full = all(p.spaces[colour * 4 + bonus.target] for colour in range(3))
        return bonus.points if full else 0
    if bonus.kind == PER_COVERED:
        tops = {stack[-1] for stack in p.spaces if stack}
        return bonus.points * sum(1 for _, card in scoring if card not in tops)
    raise ValueError(f"unknown bonus kind {bonus.kind}")


def missing(p: Player) -> int:
    """Spaces still to fill to complete the resort."""
    if not p.resort:
        return 0
    return max(0, RESORT[p.resort].spaces - p.filled)


def player_score(state: State, seat: int) -> PlayerScore:
    p = state.players[seat]
    scoring = scoring_cards(p)
    lines = [ScoreLine(_("Attractions ({n})").format(n=len(scoring)), sum(CARD[c].points for _, c in scoring))]
    unscored = duplicates(p)
    if unscored:
        lines.append(ScoreLine(_("Identical attractions in one space ({n}, not scored)").format(n=unscored), 0))
    if p.resort:
        for bonus in RESORT[p.resort].bonuses:
            lines.append(ScoreLine(_("{resort}: {bonus}").format(resort=RESORT[p.resort].name, bonus=bonus.label), bonus_points(p, bonus, scoring)))
    short = missing(p)
    lines.append(ScoreLine(_("Missing spaces ({n})").format(n=short), -short))
    return PlayerScore(seat, sum(line.points for line in lines), tuple(lines))


def total(p: Player) -> int:
    """The score of a resort (as ``player_score`` totals it, without the lines)."""
    scoring = scoring_cards(p)
    points = sum(POINTS[c] for _, c in scoring)
    if p.resort:
        points += sum(bonus_points(p, b, scoring) for b in RESORT[p.resort].bonuses)
    return points - missing(p)


POINTS: dict[str, int] = {c: CARD[c].points for c in CARD}
NAME: dict[str, str] = {c: CARD[c].name for c in CARD}


def scores(state: State) -> ScoreSheet:
    players = tuple(player_score(state, seat) for seat in range(state.n))
    best = max(p.total for p in players)
    winners = tuple(p.seat for p in players if p.total == best)
    notes = (_("A tie remains a tie"),) if len(winners) > 1 else ()
    return ScoreSheet(players, winners, notes)


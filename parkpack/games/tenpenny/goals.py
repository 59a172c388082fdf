"""Goal cards: what each one asks, checked on a player's park at the end."""

from __future__ import annotations

from collections import Counter

from parkpack.engine.memo import by_identity
from parkpack.i18n import _, ngettext
from .content import (
    BALANCED,
    CARD,
    CASH_FLOW,
    CLEARED,
    CONCESSION,
    GOAL,
    HEADLINERS,
    ICONS,
    LAND,
    PACKED,
    PAIRS,
    PEAK,
    SOUVENIRS,
    STANDS,
    THEME,
    VARIETY,
    WOODED,
)
from .state import Player

HEADLINER_COST = 6


def income(player: Player) -> int:
    """Monthly income from built attractions and concessions (the $3 aside)."""
    return _income(player.cards, player.stands)


@by_identity
def _income(cards: tuple[str, ...], stands: tuple[str, ...]) -> int:
    # Remembered by the cards tuple, which a player record keeps while no
    # attraction is built: the computer players' estimates ask again and
    # again for the same park.
    return sum(CARD[c].income for c in cards) + sum(CONCESSION[s].income for s in stands)


@by_identity
def _types(cards: tuple[str, ...]) -> Counter[str]:
    """How many built attractions of each type (remembered like ``_income``;
    the same Counter is handed to every caller, so it is only read)."""
    return Counter(CARD[c].type for c in cards)


def measure(goal_id: str, player: Player, spaces: tuple[int, ...]) -> tuple[int, int]:
    """(how far the player is, how far the goal asks); ``spaces`` are the
    player's track space numbers (1 = the first space). A goal is met when
    the first number reaches the second."""
    g = GOAL[goal_id]
    if g.kind == VARIETY:
        return len(_types(player.cards)), g.n
    if g.kind == THEME:
        return max(_types(player.cards).values(), default=0), g.n
    if g.kind == PAIRS:
        return sum(1 for n in _types(player.cards).values() if n >= 2), g.n
    if g.kind == SOUVENIRS:
        return _types(player.cards)["SV"], g.n
    if g.kind == HEADLINERS:
        return sum(1 for c in player.cards if CARD[c].cost >= HEADLINER_COST), g.n
    if g.kind == CASH_FLOW:
        return income(player), g.n
    if g.kind == STANDS:
        return len(player.stands), g.n
    if g.kind == LAND:
        return max(0, len(player.park.boards) - 1), g.n
    if g.kind == CLEARED:
        return -len(player.park.trees), -g.n
    if g.kind == WOODED:
        return len(player.park.trees), g.n
    if g.kind == BALANCED:
        return min(spaces), g.n
    if g.kind == PEAK:
        return max(spaces), g.n
    if g.kind == ICONS:
        return -len(player.park.icons), 0
    if g.kind == PACKED:
        return len(player.park.tiles), g.n
    raise KeyError(g.kind)


def met(goal_id: str, player: Player, spaces: tuple[int, ...]) -> bool:
    have, need = measure(goal_id, player, spaces)
    return have >= need


def progress(goal_id: str, player: Player, spaces: tuple[int, ...]) -> str:
    """A short progress note for the side panel, e.g. "3 of 5"."""
    g = GOAL[goal_id]
    have, need = measure(goal_id, player, spaces)
    if have >= need:
        return _("met")
    if g.kind == CLEARED:
        return ngettext("{n} tree left, at most {most} wanted", "{n} trees left, at most {most} wanted", -have).format(
            n=-have, most=-need)
    if g.kind == ICONS:
        return ngettext("{n} icon uncovered", "{n} icons uncovered", -have).format(n=-have)
    return _("{have} of {need}").format(have=have, need=need)


def tally(goal_id: str, player: Player, spaces: tuple[int, ...]) -> str:
    """``progress`` in as few letters as it goes, for a narrow side panel."""
    have, need = measure(goal_id, player, spaces)
    if have >= need:
        return _("met")
    if GOAL[goal_id].kind == CLEARED:
        return ngettext("{n} tree", "{n} trees", -have).format(n=-have)
    if GOAL[goal_id].kind == ICONS:
        return ngettext("{n} icon", "{n} icons", -have).format(n=-have)
    return f"{have}/{need}"

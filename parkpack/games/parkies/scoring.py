"""Final scoring with a line per rule (rulebook "Scoring").

Before money is scored each player may cash in Parkies for $5 each. That
choice touches nobody else, so it is made automatically for every player in
the way that scores best (ties going to more money, the tie-break), see
docs/rules-parkies.md.
"""

from __future__ import annotations

from parkpack.engine.frozen import record

from parkpack.engine.api import PlayerScore, ScoreLine, ScoreSheet
from parkpack.i18n import _, ngettext, number

from .content import CASH_VALUE, CONNECTION_POINTS, MONEY_HEARTS, TILE, TRACK_HEARTS
from .park import layout
from .state import Player, State


@record
class Result:
    seat: int
    total: int
    money: int  # after the final cash-in
    cashed: int  # Parkies cashed in
    lines: tuple[ScoreLine, ...]


def hearts(value: int, marks: tuple[int, ...]) -> int:
    return sum(1 for m in marks if value >= m)


def matching_tiles(player: Player) -> int:
    """Tiles with at least one Parkie of their own colour on them."""
    return sum(1 for p in player.tiles if any(k.where == p.tile and k.colour == TILE[p.tile].colour for k in player.parkies))


def best_cash_in(player: Player) -> int:
    """How many Parkies to cash in: the spare ones first (those not the only
    matching Parkie on a tile), each costing no point; then scoring ones."""
    scoring = matching_tiles(player)
    spare = len(player.parkies) - scoring
    best, best_key = 0, (-1, -1)
    for k in range(len(player.parkies) + 1):
        money = player.money + CASH_VALUE * k
        points = hearts(money, MONEY_HEARTS) - max(0, k - spare)
        if (points, money) > best_key:
            best, best_key = k, (points, money)
    return best


def score_player(state: State, player: Player) -> Result:
    cashed = best_cash_in(player)
    money = player.money + CASH_VALUE * cashed
    spare = len(player.parkies) - matching_tiles(player)
    matching = matching_tiles(player) - max(0, cashed - spare)
    lay = layout(player.tiles, state.lake)
    joined = lay.joined
    money_label = (ngettext("Money ${money} ({n} Parkie cashed in)", "Money ${money} ({n} Parkies cashed in)", cashed)
                   if cashed else _("Money ${money}")).format(money=number(money), n=cashed)
    lines = (
        ScoreLine(money_label, hearts(money, MONEY_HEARTS)),
        ScoreLine(_("Attraction types"), len({TILE[p.tile].type for p in player.tiles})),
        ScoreLine(_("Matching Parkies"), matching),
        ScoreLine(_("Heart attractions"), sum(1 for p in player.tiles if TILE[p.tile].heart)),
        ScoreLine(_("Allure {value}").format(value=player.allure), hearts(player.allure, TRACK_HEARTS)),
        ScoreLine(_("Profitability {value}").format(value=player.profit), hearts(player.profit, TRACK_HEARTS)),
        ScoreLine(_("Satisfaction {value}").format(value=player.satisfaction), hearts(player.satisfaction, TRACK_HEARTS)),
        ScoreLine(ngettext("Connections ({joined} entrance joined)", "Connections ({joined} entrances joined)", joined)
                  .format(joined=joined), CONNECTION_POINTS.get(joined, 0)),
    )
    return Result(player.seat, sum(line.points for line in lines), money, cashed, lines)


def scores(state: State) -> ScoreSheet:
    results = [score_player(state, p) for p in state.players]
    best = max((r.total, r.money) for r in results)
    winners = tuple(r.seat for r in results if (r.total, r.money) == best)
    top = max(r.total for r in results)
    notes = []
    if sum(1 for r in results if r.total == top) > 1:
        # "that tie should be broken by the amount of money": when the money
        # is equal too, the tied players share the win.
        notes.append(_("Tie on points broken by money.") if len(winners) == 1
                     else _("Tie on points and money: the win is shared."))
    return ScoreSheet(
        players=tuple(PlayerScore(r.seat, r.total, r.lines) for r in results),
        winners=winners,
        notes=tuple(notes),
    )

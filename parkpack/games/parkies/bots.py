"""Parkies computer players. Both see only ``view(state, seat)``.

* ``easy``: builds where its park gains most and demolishes to unjam a
  blocked park, but bids at random among the cheapest steps it can afford (or
  the Parkie Pool), never uses Parkie powers on purpose and never moves
  Parkies.
* ``hard``: values every tile on offer by the best spot for it in its own park
  (connections, entrances reached, attraction types, hearts, track hearts and
  income balance), weighs that against the price after discounts, trumps when
  a tile is worth it, cashes in a spare Parkie to reach a tile it wants, picks
  Parkies that can score or discount, and walks them onto matching tiles.
* ``expert``: the game-agnostic search (engine/expert.py) with this game's
  estimates (expert.py).
"""

from __future__ import annotations

from typing import Any

from parkpack.engine.rng import Rng

from ...engine.api import Bot, Game, InfoSet
from .actions import Action, Bid, Buy, CashIn, Choose, Demolish, Discard, EndMoves, Move, Pass, Place, PoolBid, Take, Trump, TrumpBack
from .common import adjust_tracks, count_colour, ladder, price
from .content import CASH_VALUE, COLOUR_TYPE, DISCOUNT, MONEY_HEARTS, POOL_MONEY, SIZE_LADDER, SIZES, TILE
from .evaluation import REACH_CAP, best_spot, park_value, reach, tile_gain
from .park import layout
from .state import DUEL, OUTSIDE, Placed, Player, State

MONEY_WEIGHT = 0.22  # points a dollar is worth to the bots
PARKIE_WEIGHT = 1.6  # points a Parkie from the pool is worth to the bots
TILE_BONUS = 1.0  # worth of any tile bought beyond what it adds to the park: bought tiles bring new ones
SEALED_MARGIN = -4.0  # points a demolition may cost when no offered tile fits the park
# Share of the expected gain of naming and buying the second tile that a
# two-player bot counts when it passes in the first bidding: the flip may
# disappoint, and at full weight the first player won 60% of 300 games.
STAGE_TWO_WEIGHT = 0.65


class EasyBot:
    def __init__(self, seed: int | str = 0) -> None:
        self._rng = Rng(f"parkies-easy/{seed}")

    def choose(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action:
        view, seat, legal = info.view, info.seat, info.legal
        player = view.players[seat]
        places = [a for a in legal if isinstance(a, Place)]
        if places:
            return _best_place(view, player, places)
        if isinstance(legal[0], Take):
            return self._rng.pick([a for a in legal if isinstance(a, Take)])
        if isinstance(legal[0], Discard):
            return legal[0]
        if any(isinstance(a, TrumpBack) for a in legal):
            return next(a for a in legal if isinstance(a, TrumpBack))  # it never opens a bigger trump
        if any(isinstance(a, EndMoves) for a in legal):
            return next(a for a in legal if isinstance(a, EndMoves))
        fix = unjam(view, player, legal)
        if fix is not None:
            return fix
        cheapest: dict[str, Action] = {}
        for a in legal:
            if isinstance(a, Bid) and a.space not in cheapest:
                cheapest[a.space] = a
        options: list[Action] = [*cheapest.values()] + [a for a in legal if isinstance(a, (PoolBid, Pass, Buy, Choose))]
        if options:
            return self._rng.pick(options)
        return self._rng.pick([a for a in legal if not isinstance(a, (Demolish, CashIn))] or list(legal))


class HardBot:
    """Deterministic: the seed is accepted for the common interface."""

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed

    def choose(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action:
        view, seat, legal = info.view, info.seat, info.legal
        player = view.players[seat]
        first = legal[0]
        if any(isinstance(a, Place) for a in legal):
            return _best_place(view, player, [a for a in legal if isinstance(a, Place)])
        if isinstance(first, Discard):
            return first  # it fits nowhere any more: paid for all the same
        if any(isinstance(a, TrumpBack) for a in legal):
            # It weighs the least trumps only (a bigger one costs more Parkies);
            # should it ever stand in the bigger-trump choice, it steps back.
            return next(a for a in legal if isinstance(a, TrumpBack))
        if isinstance(first, Take):
            return _best_take(view, player, legal)
        if any(isinstance(a, EndMoves) for a in legal):
            return _best_move(view, player, legal)
        if isinstance(first, Choose):
            return _choose_size(view, player, legal)
        return _best_bid(view, player, legal)


def _best_place(view: State, player: Player, places: list[Place]) -> Place:
    after = adjust_tracks(player, TILE[places[0].tile].changes).tracks

    def value(a: Place) -> float:
        return park_value(player.tiles + (Placed(a.tile, a.row, a.col, a.rot),), after, view.lake)

    return max(places, key=value)


def _money_weight(player: Player, cost: int) -> float:
    """Dollars matter less once the money hearts are out of reach of the spend."""
    return MONEY_WEIGHT if player.money - cost < MONEY_HEARTS[-1] + 5 else 0.03


def _parkie_weight(player: Player) -> float:
    return PARKIE_WEIGHT if len(player.parkies) < 6 else 0.4


def _bid_utility(view: State, player: Player, action: Action) -> float:
    if isinstance(action, (PoolBid, Pass)):
        pool = _money_weight(player, 0) * POOL_MONEY + (_parkie_weight(player) if any(view.pool) else 0.0)
        if isinstance(action, Pass) and view.pending.phase == DUEL and view.duel is not None and view.duel.stage == 1:
            # Two players: losing the first bidding is no loss of a tile, since
            # the loser then names a size and may buy its tile at the lowest step.
            later = max(_size_worth(view, player, s) for s in SIZES) + TILE_BONUS
            return max(pool, pool + STAGE_TWO_WEIGHT * (later - pool))
        return pool
    if isinstance(action, Buy):
        cost = price(player, action.tile, ladder(view, "T2")[0])
        return tile_gain(view, player, action.tile) + TILE_BONUS - _money_weight(player, cost) * cost
    assert isinstance(action, (Bid, Trump)), action
    space = view.space(action.space)
    steps = ladder(view, action.space)
    if isinstance(action, Bid):
        cost = price(player, space.tile, action.amount)
        return tile_gain(view, player, space.tile) + TILE_BONUS - _money_weight(player, cost) * cost
    colour = TILE[space.tile].colour
    kept = count_colour(player, colour) - action.colours.count(colour)
    cost = max(0, steps[-1] - DISCOUNT * kept)
    spent = _parkie_weight(player) * len(action.colours)
    return tile_gain(view, player, space.tile) + TILE_BONUS - _money_weight(player, cost) * cost - spent


def unjam(view: State, player: Player, legal: tuple[Action, ...]) -> Action | None:
    """Demolish an attraction when that makes room for an offered tile and
    the park after both beats the best plain purchase by a clear margin (one
    step of look-ahead); None otherwise. Parks jam easily: a path may not end
    against a neighbour's side, so the last entrance can become unreachable."""
    offered = [sp.tile for sp in view.spaces if sp.tile and sp.bidder != player.seat]
    lay = layout(player.tiles, view.lake)
    if not offered or lay.joined == 4 or not player.tiles:
        return None
    plain = max(tile_gain(view, player, t) for t in offered)
    if plain > 0.5 and reach(lay, view.lake) > -REACH_CAP:
        return None
    now = park_value(player.tiles, player.tracks, view.lake)
    # A park that no offered tile fits is sealed: nothing can be bought until
    # something goes, so a demolition may cost some points.
    best, best_gain = None, (max(plain, 0.0) + 1.5 if plain > -50 else SEALED_MARGIN)
    for a in legal:
        if not isinstance(a, Demolish):
            continue
        tiles = tuple(p for p in player.tiles if p.tile != a.tile)
        tracks = adjust_tracks(player, TILE[a.tile].changes, -1).tracks
        base = park_value(tiles, tracks, view.lake) - now
        for t in offered:
            gain, spot = best_spot(tiles, tracks, t, view.lake)
            if spot is not None and base + gain > best_gain:
                best, best_gain = a, base + gain
    return best


def _best_bid(view: State, player: Player, legal: tuple[Action, ...]) -> Action:
    fix = unjam(view, player, legal)
    if fix is not None:
        return fix
    options: list[Action] = [a for a in legal if isinstance(a, (Bid, Trump, PoolBid, Pass, Buy))]
    best = max(options, key=lambda a: _bid_utility(view, player, a))
    if isinstance(best, (PoolBid, Pass)):
        cash = _cash_for_tile(view, player, legal, _bid_utility(view, player, best))
        if cash is not None:
            return cash
        return best
    if isinstance(best, Bid):
        return _firm_bid(view, player, options, best)
    return best


def _firm_bid(view: State, player: Player, options: list[Action], best: Bid) -> Bid:
    """Bid as high on the chosen tile as it stays better than the next best
    choice: a cheap bid only invites a raise from a player who values it less."""
    others = [a for a in options if not (isinstance(a, (Bid, Trump)) and a.space == best.space)]
    floor = max((_bid_utility(view, player, a) for a in others), default=-1e9)
    steps = [a for a in options if isinstance(a, Bid) and a.space == best.space]
    firm = [a for a in steps if _bid_utility(view, player, a) >= floor + 0.5]
    return max(firm, key=lambda a: a.amount) if firm else best


def _cash_for_tile(view: State, player: Player, legal: tuple[Action, ...], floor: float) -> Action | None:
    """Cash in one spare Parkie if the $5 reaches a tile worth more than the pool."""
    spare = [a for a in legal if isinstance(a, CashIn) and not _scores_here(player, a.colour, a.where)]
    if not spare:
        return None
    for space in view.spaces:
        if not space.tile or space.bidder == player.seat:
            continue
        steps = ladder(view, space.id)
        if space.step + 1 >= len(steps):
            continue
        amount = steps[space.step + 1]
        need = price(player, space.tile, amount)
        if player.money < need <= player.money + CASH_VALUE:
            gain = tile_gain(view, player, space.tile) - MONEY_WEIGHT * need - PARKIE_WEIGHT
            if gain > floor + 1.0:
                tile_colour = TILE[space.tile].colour
                for a in spare:
                    if a.colour != tile_colour:
                        return a
    return None


def _scores_here(player: Player, colour: str, where: str) -> bool:
    """Whether this Parkie is the one scoring a match on its tile."""
    return where != OUTSIDE and TILE[where].colour == colour


def _best_take(view: State, player: Player, legal: tuple[Action, ...]) -> Action:
    kinds = [TILE[p.tile].colour for p in player.tiles]
    matched = {p.where for p in player.parkies if p.where != OUTSIDE and TILE[p.where].colour == p.colour}

    def value(a: Take) -> float:
        unmatched = sum(1 for p in player.tiles if TILE[p.tile].colour == a.colour and p.tile not in matched)
        v = 3.0 * min(unmatched, 1) + 0.7 * kinds.count(a.colour) - 0.3 * count_colour(player, a.colour)
        if a.where != OUTSIDE and TILE[a.where].colour == a.colour and a.where not in matched:
            v += 2.0
        if COLOUR_TYPE[a.colour] in ("coaster", "water", "ride", "show"):
            v += 0.3  # these types fill the medium and major spaces: better discounts
        return v

    return max((a for a in legal if isinstance(a, Take)), key=value)


def _best_move(view: State, player: Player, legal: tuple[Action, ...]) -> Action:
    lay = layout(player.tiles, view.lake)
    matched = {p.where for p in player.parkies if p.where != OUTSIDE and TILE[p.where].colour == p.colour}

    def value(a: Any) -> float:
        if not isinstance(a, Move):
            return 0.0
        if a.src in matched and TILE[a.src].colour == a.colour:
            if sum(1 for p in player.parkies if p.where == a.src and p.colour == a.colour) == 1:
                return -5.0  # it already scores where it stands
        if TILE[a.dst].colour == a.colour and a.dst not in matched:
            return 3.0
        near = any(TILE[t].colour == a.colour and t not in matched for t in lay.linked(a.dst))
        return 1.0 if near and view.pending.steps == 0 else -1.0

    moves = [a for a in legal if isinstance(a, (Move, EndMoves))]
    return max(moves, key=value)


def _choose_size(view: State, player: Player, legal: tuple[Action, ...]) -> Action:
    """The size whose unseen tiles would do the park most good for the price."""
    return max((a for a in legal if isinstance(a, Choose)), key=lambda a: _size_worth(view, player, a.size))


def _size_worth(view: State, player: Player, size: str) -> float:
    """The mean gain of the next tile of ``size`` bought at its lowest step."""
    pile = view.piles[SIZES.index(size)]
    tiles = pile.unseen or pile.bottom[:1]
    cost = SIZE_LADDER[size][0]
    if not tiles or cost > player.money + CASH_VALUE * len(player.parkies):
        return -50.0
    gains = [max(tile_gain(view, player, t), -5.0) for t in tiles]
    return sum(gains) / len(gains) - _money_weight(player, cost) * cost


def make_bot(level: str, seed: int) -> Bot[State, Action]:
    if level == "easy":
        return EasyBot(seed)
    if level == "hard":
        return HardBot(seed)
    if level == "expert":
        from . import expert

        return expert.make(seed)
    raise ValueError(f"unknown Parkies bot level '{level}'")

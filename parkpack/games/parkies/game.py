"""The Parkies game object: the engine.api.Game protocol over the rules modules."""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Sequence

from parkpack.engine.api import CHANCE, BotLevel, GameInfo, OptionSpec, ScoreSheet, SeatSpec
from parkpack.engine.errors import InvariantError

from . import rules, scoring
from .actions import Action, Bid, Buy, CashIn, Choose, Demolish, Discard, EndMoves, Flip, Move, Pass, Place, PoolBid, Take, Trump, parse_action
from .common import ladder, price
from .content import COLOURS, PARKIES_PER_COLOUR, PLAYER_COLOURS, SPACE, TILE, TILES, TRACK_MAX, TRACK_MIN
from .park import footprint, layout
from .state import BID, CHOOSE, DUEL, DUEL_FLIP, FLIP, MOVE, OFFER, OVER, PICK, PLACE, POOL_TAKE, OUTSIDE, State

#: RandomBot weight of a demolition or cash-in against 1 for any other action.
ANY_TIME_WEIGHT = 0.02
_ANY_TIME = frozenset((Demolish, CashIn))

INFO = GameInfo(
    id="parkies",
    name="Parkies",
    min_players=2,
    max_players=6,
    play_time="45-60 min",
    blurb="Bid for attractions, wire your park's four entrances together and court the all-powerful Parkies.",
    hidden_information=False,
    colours=tuple((c, c.title()) for c in PLAYER_COLOURS),
    options=(
        OptionSpec(
            "lake",
            "Player mat",
            (("off", "Grass side"), ("on", "Lake side")),
            "off",
            "The lake side is harder: only water attractions may stand on the lake.",
        ),
    ),
    bot_levels=(
        BotLevel("easy", "Easy", "Bids on what it can afford and builds where it fits."),
        BotLevel("hard", "Hard", "Values tiles for its park, uses discounts, trumps and cash-ins."),
    ),
)


def _space_label(space_id: str) -> str:
    return SPACE[space_id].label if space_id in SPACE else "the flipped tile"


def _where(where: str) -> str:
    return TILE[where].name if where != OUTSIDE else "outside the park"


class ParkiesGame:
    info = INFO

    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> State:
        return rules.setup(options, seats, seed)

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        return rules.legal_actions(state)

    def apply(self, state: State, action: Action) -> State:
        return rules.apply(state, action)

    def playout_weights(self, state: State, legal: Sequence[Action]) -> list[float]:
        """How likely a random playout is to choose each legal action
        (RandomBot's optional hook): demolishing and cashing in are "any time"
        powers offered at every decision, so a uniform player would undo its
        park as fast as it builds it and never end a game."""
        return [ANY_TIME_WEIGHT if a.__class__ in _ANY_TIME else 1.0 for a in legal]

    def to_act(self, state: State) -> int | None:
        phase = state.pending.phase
        if phase == OVER:
            return None
        if phase in rules.CHANCE_PHASES:
            return CHANCE
        return state.pending.seat

    def chance_outcomes(self, state: State) -> tuple[tuple[Action, float], ...]:
        from .rounds import flip_outcomes

        return flip_outcomes(state)

    def view(self, state: State, seat: int) -> State:
        return state  # nothing is secret (see state.py)

    def scores(self, state: State) -> ScoreSheet:
        return scoring.scores(state)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def reveals(self, state: State, action: Any) -> bool:
        return False

    def rounds(self, state: State) -> int:
        """The round being played (at the end: the last round played)."""
        return state.round

    def bot(self, level: str, seed: int) -> Any:
        from .bots import make_bot

        return make_bot(level, seed)

    # --- text ---------------------------------------------------------
    def prompt(self, state: State) -> str:
        phase = state.pending.phase
        if phase == OVER:
            return "The game is over."
        if phase in rules.CHANCE_PHASES:
            return "Flipping attraction tiles."
        player = state.players[state.pending.seat]
        name = player.name
        if phase == PLACE:
            return f"Round {state.round}: {name}, place {TILE[state.space(player.bid).tile].name}."
        texts = {
            BID: "place a bid or go to the Parkie Pool",
            POOL_TAKE: "take a Parkie of any colour from the Parkie Pool",
            MOVE: "move Parkies (one up to 2 tiles, or two 1 tile each) or end moves",
            PICK: "pick a Parkie matching an attraction in your park",
            CHOOSE: "choose which size of tile to flip",
            DUEL: "bid on the flipped tile or pass",
            OFFER: "buy the flipped tile at its cheapest price or pass",
        }
        return f"Round {state.round}: {name}, {texts[phase]}."

    def describe(self, state: State, action: Action) -> str:
        if isinstance(action, Flip):
            return f"{action.size.title()} tile flipped: {TILE[action.tile].name} ({action.tile})."
        player = state.players[state.pending.seat]
        name = player.name
        if isinstance(action, Bid):
            tile = state.space(action.space).tile
            return f"{name} bids ${action.amount} on {_space_label(action.space)} ({TILE[tile].name})."
        if isinstance(action, Trump):
            tile = state.space(action.space).tile
            return f"{name} trumps the top bid on {TILE[tile].name} with {', '.join(action.colours)} Parkies."
        if isinstance(action, PoolBid):
            return f"{name} bids on the Parkie Pool."
        if isinstance(action, CashIn):
            return f"{name} cashes in a {action.colour} Parkie ({_where(action.where)}) for $5."
        if isinstance(action, Demolish):
            return f"{name} demolishes {TILE[action.tile].name}."
        if isinstance(action, Place):
            space = state.space(player.bid)
            cost = price(player, space.tile, ladder(state, space.id)[space.step])
            t = TILE[action.tile]
            # Rows and columns are counted from 1 for people (the notation counts from 0).
            return (f"{name} pays ${cost} and places {t.name} at row {action.row + 1}, column {action.col + 1}, "
                    f"turned {action.rot}° ({t.allure:+d}/{t.profit:+d}/{t.satisfaction:+d}).")
        if isinstance(action, Discard):
            return f"{name} cannot fit {TILE[action.tile].name} and puts it back under its pile."
        if isinstance(action, Take):
            extra = " and $3" if state.pending.phase == POOL_TAKE else ""
            return f"{name} takes a {action.colour} Parkie{extra}, placed on {_where(action.where)}."
        if isinstance(action, Move):
            return f"{name} moves a {action.colour} Parkie from {TILE[action.src].name} to {TILE[action.dst].name}."
        if isinstance(action, EndMoves):
            return f"{name} ends moving Parkies."
        if isinstance(action, Choose):
            return f"{name} chooses to flip a {action.size} tile."
        if isinstance(action, Pass):
            return f"{name} passes."
        if isinstance(action, Buy):
            return f"{name} buys {TILE[action.tile].name} at its cheapest price."
        return f"{name}: {action}"

    def summary(self, state: State, seat: int) -> tuple[str, ...]:
        p = state.players[seat]
        counts = Counter(k.colour for k in p.parkies)
        parkies = ", ".join(f"{n} {c}" for c, n in sorted(counts.items())) or "none"
        lay = layout(p.tiles, state.lake)
        lines = [
            f"Money: ${p.money}",
            f"Allure {p.allure} / Profitability {p.profit} / Satisfaction {p.satisfaction} (income ${min(p.tracks)})",
            f"Parkies: {parkies}",
            f"Attractions: {len(p.tiles)}; entrances joined: {lay.joined}",
            f"Score so far: {scoring.score_player(state, p).total}",
        ]
        if seat == state.first:
            lines.append("Holds the first-player pawn")
        return tuple(lines)

    # --- invariants ---------------------------------------------------
    def check(self, state: State) -> None:
        _check_tiles(state)
        _check_parkies(state)
        _check_players(state)
        _check_pending(state, self)


def _check_tiles(state: State) -> None:
    seen: list[str] = []
    for pile in state.piles:
        seen += list(pile.unseen) + list(pile.bottom)
        if any(TILE[t].size != pile.size for t in pile.unseen + pile.bottom):
            raise InvariantError(f"a tile sits in the wrong pile ({pile.size})")
    seen += [s.tile for s in state.spaces if s.tile]
    for p in state.players:
        seen += [t.tile for t in p.tiles]
        cells = [c for t in p.tiles for c in footprint(t)]
        if len(cells) != len(set(cells)):
            raise InvariantError(f"tiles overlap in {p.name}'s park")
    if sorted(seen) != sorted(t.id for t in TILES):
        missing = set(t.id for t in TILES) - set(seen)
        extra = [t for t, n in Counter(seen).items() if n > 1]
        raise InvariantError(f"tiles not conserved: missing {sorted(missing)}, repeated {extra}")


def _check_parkies(state: State) -> None:
    for i, colour in enumerate(COLOURS):
        owned = sum(1 for p in state.players for k in p.parkies if k.colour == colour)
        spent = sum(s.spent.count(colour) for s in state.spaces)
        if state.pool[i] < 0 or state.pool[i] + owned + spent != PARKIES_PER_COLOUR:
            raise InvariantError(f"{colour} Parkies not conserved: pool {state.pool[i]}, owned {owned}, spent {spent}")
    for p in state.players:
        tiles = {t.tile for t in p.tiles}
        for k in p.parkies:
            if k.where != OUTSIDE and k.where not in tiles:
                raise InvariantError(f"{p.name} has a Parkie on {k.where}, not in their park")


def _check_players(state: State) -> None:
    for p in state.players:
        if p.money < 0:
            raise InvariantError(f"{p.name} has negative money")
        if not all(TRACK_MIN <= v <= TRACK_MAX for v in p.tracks):
            raise InvariantError(f"{p.name} has a track off its scale")


def _check_pending(state: State, game: ParkiesGame) -> None:
    phase = state.pending.phase
    if phase == OVER:
        return
    if phase in (FLIP, DUEL_FLIP):
        if state.pending.seat != -1:
            raise InvariantError("a chance step names a seat")
    elif not 0 <= state.pending.seat < state.n:
        raise InvariantError(f"no seat to act in phase {phase}")
    if phase == PLACE:
        player = state.players[state.pending.seat]
        spaces = [s for s in state.spaces if s.id == player.bid]
        if not spaces or not spaces[0].tile or spaces[0].bidder != player.seat:
            raise InvariantError(f"{player.name} has no won tile to place")
    if not game.legal_actions(state):
        raise InvariantError(f"nothing can be done in phase {phase}")

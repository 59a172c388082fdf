"""The words of Parkies: log lines, the status line and the side-panel lines.

Nothing in a Parkies game is secret, so every log entry reads the same for
every seat.
"""

from __future__ import annotations

from collections import Counter

from parkpack.engine.api import GameText, LogEntry

from . import rules, scoring
from .actions import Action, Bid, Buy, CashIn, Choose, Demolish, Discard, EndMoves, Flip, Move, Pass, Place, PoolBid, Spend, Take, Trump, TrumpBack, TrumpMore
from .common import ladder, price
from .content import SPACE, TILE
from .park import layout
from .state import BID, CHOOSE, DUEL, MOVE, OFFER, OVER, PICK, PLACE, POOL_TAKE, TRUMP, OUTSIDE, State


def _space_label(space_id: str) -> str:
    return SPACE[space_id].label if space_id in SPACE else "the flipped tile"


def _where(where: str) -> str:
    return TILE[where].name if where != OUTSIDE else "outside the park"


class ParkiesText(GameText[State, Action]):
    """The wording of Parkies (``ParkiesGame.text``)."""

    def prompt(self, view: State) -> str:
        state = view
        phase = state.pending.phase
        if phase == OVER:
            return _result_line(state)
        if phase in rules.CHANCE_PHASES:
            return "Flipping attraction tiles."
        player = state.players[state.pending.seat]
        name = player.name
        if phase == PLACE:
            return f"Round {state.round}: {name}, place {TILE[state.space(player.bid).tile].name}."
        if phase == TRUMP:
            space = state.spaces[state.pending.steps]
            picked = ", ".join(p.colour for p in state.pending.moved) or "none yet"
            return (f"Round {state.round}: {name}, choose the Parkies to trump {_space_label(space.id)} with "
                    f"(more than {space.trump}, one {TILE[space.tile].colour}); chosen: {picked}.")
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

    def describe(self, state: State, action: Action) -> LogEntry:
        return LogEntry(self._line(state, action))

    def _line(self, state: State, action: Action) -> str:
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
        if isinstance(action, TrumpMore):
            return f"{name} chooses Parkies for a bigger trump on {_space_label(action.space)}."
        if isinstance(action, Spend):
            return f"{name} adds a {action.colour} Parkie to the trump."
        if isinstance(action, TrumpBack):
            return f"{name} gives up the bigger trump."
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
            space = state.space(player.bid)
            cost = price(player, space.tile, ladder(state, space.id)[space.step])
            return f"{name} pays ${cost} for {TILE[action.tile].name}, which fits nowhere now, and puts it back under its pile."
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

    def summary(self, view: State, seat: int) -> tuple[str, ...]:
        """Two short lines for the player's card (the tracks and the park
        are on the player's mat): money and score, then Parkies and how
        close the park is to ending the game."""
        state = view
        p = state.players[seat]
        counts = Counter(k.colour for k in p.parkies)
        parkies = ", ".join(f"{n} {c}" for c, n in sorted(counts.items()))
        lay = layout(p.tiles, state.lake)
        first = " · first player" if seat == state.first else ""
        return (
            f"${p.money} · income ${min(p.tracks)} · score {scoring.score_player(state, p).total}{first}",
            f"{lay.joined}/4 joined · " + (f"Parkies: {parkies}" if parkies else "no Parkies"),
        )


def _result_line(state: State) -> str:
    """Who won, with how many points (the header once the game is over)."""
    sheet = scoring.scores(state)
    names = [state.players[seat].name for seat in sheet.winners]
    total = sheet.total(sheet.winners[0])
    points = f"{total} point{'s' if total != 1 else ''}"
    if len(names) == 1:
        return f"Game over: {names[0]} wins with {points}."
    return f"Game over: {', '.join(names[:-1])} and {names[-1]} share the win with {points}."

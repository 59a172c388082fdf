"""The words of Parkies: log lines, the status line and the side-panel lines.

Nothing in a Parkies game is secret, so every log entry reads the same for
every seat.
"""

from __future__ import annotations

from collections import Counter

from parkpack.engine.api import Brief, GameText, LogEntry
from parkpack.i18n import _, ngettext, number, pgettext

from . import rules, scoring
from .actions import Action, Bid, Buy, CashIn, Choose, Demolish, Discard, EndMoves, Flip, Move, Pass, Place, PoolBid, Spend, Take, Trump, TrumpBack, TrumpMore
from .common import ladder, price
from .content import SPACE, TILE
from .park import layout
from .state import BID, CHOOSE, DUEL, MOVE, OFFER, OVER, PICK, PLACE, POOL_TAKE, TRUMP, OUTSIDE, State


def colour_word(colour: str) -> str:
    """A Parkie colour on its own ("red")."""
    words = {
        "red": pgettext("Parkie colour", "red"), "purple": pgettext("Parkie colour", "purple"),
        "green": pgettext("Parkie colour", "green"), "yellow": pgettext("Parkie colour", "yellow"),
        "blue": pgettext("Parkie colour", "blue"), "pink": pgettext("Parkie colour", "pink"),
        "white": pgettext("Parkie colour", "white"), "orange": pgettext("Parkie colour", "orange"),
    }
    return words.get(colour, colour)


def colour_before_noun(colour: str) -> str:
    """A Parkie colour before "Parkie(s)" ("a red Parkie", "with red, blue
    Parkies": German declines it)."""
    words = {
        "red": pgettext("Parkie colour, before a noun", "red"),
        "purple": pgettext("Parkie colour, before a noun", "purple"),
        "green": pgettext("Parkie colour, before a noun", "green"),
        "yellow": pgettext("Parkie colour, before a noun", "yellow"),
        "blue": pgettext("Parkie colour, before a noun", "blue"),
        "pink": pgettext("Parkie colour, before a noun", "pink"),
        "white": pgettext("Parkie colour, before a noun", "white"),
        "orange": pgettext("Parkie colour, before a noun", "orange"),
    }
    return words.get(colour, colour)


def a_parkie(colour: str) -> str:
    """One Parkie of a colour with its article, as a verb's object ("an
    orange Parkie"; German declines it)."""
    words = {
        "red": pgettext("one Parkie, as an object", "a red Parkie"),
        "purple": pgettext("one Parkie, as an object", "a purple Parkie"),
        "green": pgettext("one Parkie, as an object", "a green Parkie"),
        "yellow": pgettext("one Parkie, as an object", "a yellow Parkie"),
        "blue": pgettext("one Parkie, as an object", "a blue Parkie"),
        "pink": pgettext("one Parkie, as an object", "a pink Parkie"),
        "white": pgettext("one Parkie, as an object", "a white Parkie"),
        "orange": pgettext("one Parkie, as an object", "an orange Parkie"),
    }
    return words.get(colour, colour)


def tile_name(tile_id: str) -> str:
    return _(TILE[tile_id].name)


def _space_label(space_id: str) -> str:
    return _(SPACE[space_id].label) if space_id in SPACE else _("the flipped tile")


def _where(where: str) -> str:
    return tile_name(where) if where != OUTSIDE else _("outside the park")


def _taken(state: State, action: Take) -> str:
    """The log line's pattern for a Parkie taken from the Pool, by where it goes."""
    pool = state.pending.phase == POOL_TAKE
    if action.where == OUTSIDE:
        return (_("{name} takes {parkie} and $3; it waits outside the park.") if pool
                else _("{name} takes {parkie}; it waits outside the park."))
    return (_("{name} takes {parkie} and $3, placed on {where}.") if pool
            else _("{name} takes {parkie}, placed on {where}."))


def money(amount: int) -> str:
    """An amount as the language writes it ("$12", "12 $")."""
    return _("${amount}").format(amount=number(amount))


class ParkiesText(GameText[State, Action]):
    """The wording of Parkies (``ParkiesGame.text``)."""

    def prompt(self, view: State) -> str:
        state = view
        phase = state.pending.phase
        if phase == OVER:
            return _result_line(state)
        if phase in rules.CHANCE_PHASES:
            return _("Flipping attraction tiles.")
        player = state.players[state.pending.seat]
        name = player.name
        if phase == PLACE:
            return _("Round {round}: {name}, place {tile}.").format(
                round=state.round, name=name, tile=tile_name(state.space(player.bid).tile))
        if phase == TRUMP:
            space = state.spaces[state.pending.steps]
            picked = ", ".join(colour_word(p.colour) for p in state.pending.moved) or _("none yet")
            return _("Round {round}: {name}, choose the Parkies to trump {space} with "
                     "(more than {trump}, one {colour}); chosen: {picked}.").format(
                round=state.round, name=name, space=_space_label(space.id), trump=space.trump,
                colour=colour_word(TILE[space.tile].colour), picked=picked)
        texts = {
            BID: _("Round {round}: {name}, place a bid or go to the Parkie Pool."),
            POOL_TAKE: _("Round {round}: {name}, take a Parkie of any colour from the Parkie Pool."),
            MOVE: _("Round {round}: {name}, move Parkies (one up to 2 tiles, or two 1 tile each) or end moves."),
            PICK: _("Round {round}: {name}, pick a Parkie matching an attraction in your park."),
            CHOOSE: _("Round {round}: {name}, choose which size of tile to flip."),
            DUEL: _("Round {round}: {name}, bid on the flipped tile or pass."),
            OFFER: _("Round {round}: {name}, buy the flipped tile at its cheapest price or pass."),
        }
        return texts[phase].format(round=state.round, name=name)

    def describe(self, state: State, action: Action) -> LogEntry:
        return LogEntry(self._line(state, action))

    def _line(self, state: State, action: Action) -> str:
        if isinstance(action, Flip):
            flipped = {"small": _("Small tile flipped: {tile} ({id})."), "medium": _("Medium tile flipped: {tile} ({id})."),
                       "major": _("Major tile flipped: {tile} ({id}).")}
            return flipped[action.size].format(tile=tile_name(action.tile), id=action.tile)
        player = state.players[state.pending.seat]
        name = player.name
        if isinstance(action, Bid):
            tile = state.space(action.space).tile
            return _("{name} bids {money} on {space} ({tile}).").format(
                name=name, money=money(action.amount), space=_space_label(action.space), tile=tile_name(tile))
        if isinstance(action, Trump):
            tile = state.space(action.space).tile
            return _("{name} trumps the top bid on {tile} with {colours} Parkies.").format(
                name=name, tile=tile_name(tile), colours=", ".join(colour_before_noun(c) for c in action.colours))
        if isinstance(action, TrumpMore):
            return _("{name} chooses Parkies for a bigger trump on {space}.").format(name=name, space=_space_label(action.space))
        if isinstance(action, Spend):
            return _("{name} adds {parkie} to the trump.").format(name=name, parkie=a_parkie(action.colour))
        if isinstance(action, TrumpBack):
            return _("{name} gives up the bigger trump.").format(name=name)
        if isinstance(action, PoolBid):
            return _("{name} bids on the Parkie Pool.").format(name=name)
        if isinstance(action, CashIn):
            return _("{name} cashes in {parkie} ({where}) for $5.").format(
                name=name, parkie=a_parkie(action.colour), where=_where(action.where))
        if isinstance(action, Demolish):
            return _("{name} demolishes {tile}.").format(name=name, tile=tile_name(action.tile))
        if isinstance(action, Place):
            space = state.space(player.bid)
            cost = price(player, space.tile, ladder(state, space.id)[space.step])
            t = TILE[action.tile]
            # Rows and columns are counted from 1 for people (the notation counts from 0).
            return _("{name} pays {money} and places {tile} at row {row}, column {col}, "
                     "turned {rot}° ({allure:+d}/{profit:+d}/{satisfaction:+d}).").format(
                name=name, money=money(cost), tile=_(t.name), row=action.row + 1, col=action.col + 1,
                rot=action.rot, allure=t.allure, profit=t.profit, satisfaction=t.satisfaction)
        if isinstance(action, Discard):
            space = state.space(player.bid)
            cost = price(player, space.tile, ladder(state, space.id)[space.step])
            return _("{name} pays {money} for {tile}, which fits nowhere now, and puts it back under its pile.").format(
                name=name, money=money(cost), tile=tile_name(action.tile))
        if isinstance(action, Take):
            return _taken(state, action).format(name=name, parkie=a_parkie(action.colour), where=_where(action.where))
        if isinstance(action, Move):
            return _("{name} moves {parkie} from {source} to {target}.").format(
                name=name, parkie=a_parkie(action.colour), source=tile_name(action.src),
                target=tile_name(action.dst))
        if isinstance(action, EndMoves):
            return _("{name} ends moving Parkies.").format(name=name)
        if isinstance(action, Choose):
            chosen = {"small": _("{name} chooses to flip a small tile."), "medium": _("{name} chooses to flip a medium tile."),
                      "major": _("{name} chooses to flip a major tile.")}
            return chosen[action.size].format(name=name)
        if isinstance(action, Pass):
            return _("{name} passes.").format(name=name)
        if isinstance(action, Buy):
            return _("{name} buys {tile} at its cheapest price.").format(name=name, tile=tile_name(action.tile))
        return f"{name}: {action}"

    def summary(self, view: State, seat: int) -> tuple[str, ...]:
        """Two short lines for the player's card (the tracks and the park
        are on the player's mat): money and score, then Parkies and how
        close the park is to ending the game."""
        state = view
        p = state.players[seat]
        counts = Counter(k.colour for k in p.parkies)
        parkies = ", ".join(f"{n} {colour_word(c)}" for c, n in sorted(counts.items()))
        lay = layout(p.tiles, state.lake)
        first = seat == state.first
        cash, income = money(p.money), money(min(p.tracks))
        score = scoring.score_player(state, p).total
        line = _("{money} · income {income} · score {score}").format(money=cash, income=income, score=score)
        brief = _("{money} · score {score}").format(money=cash, score=score)
        joined = _("{joined}/4 joined").format(joined=lay.joined)
        total = ngettext("{count} Parkie", "{count} Parkies", len(p.parkies)).format(count=len(p.parkies))
        # On a narrow card the short wordings drop what the board shows as
        # well: the first player (on the bidding mat), the income (the
        # lowest of the mat's three tracks) and the Parkies' colours (on the
        # player's park).
        return (
            Brief(_("{line} · first player").format(line=line) if first else line, brief),
            Brief(_("{joined} · Parkies: {parkies}").format(joined=joined, parkies=parkies), f"{joined} · {total}")
            if parkies else _("{joined} · no Parkies").format(joined=joined),
        )


def _result_line(state: State) -> str:
    """Who won, with how many points (the header once the game is over)."""
    sheet = scoring.scores(state)
    names = [state.players[seat].name for seat in sheet.winners]
    total = sheet.total(sheet.winners[0])
    if len(names) == 1:
        return ngettext("Game over: {name} wins with {points} point.", "Game over: {name} wins with {points} points.",
                        total).format(name=names[0], points=total)
    return ngettext("Game over: {names} and {last} share the win with {points} point.",
                    "Game over: {names} and {last} share the win with {points} points.", total).format(
        names=", ".join(names[:-1]), last=names[-1], points=total)

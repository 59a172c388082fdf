"""The caption and buttons under the bidding mat: what to do now, and the
choices that are not a place on the table (trump colours, Pass, Done
moving, which entrance gets a new Parkie...)."""

from __future__ import annotations

from typing import Any

from ...games.parkies.common import ladder, price
from ...games.parkies.content import TILE
from ...games.parkies.state import BID, CHOOSE, DUEL, MOVE, OFFER, OVER, PICK, PLACE, POOL_TAKE
from .words import space_name, where_name


class Choices:
    """Mixed into ParkiesBoard."""

    def _choices(self) -> tuple[str, list[tuple[str, Any]]]:
        """The caption and (label, action or command) buttons for now."""
        view, offers = self._view, self._offers
        assert view is not None
        if not self._interactive:
            seat = view.pending.seat
            if view.pending.phase == OVER:
                return ("The game is over.", [])
            if self.turn_open:
                return ("Your move is made: Enter ends your turn; Ctrl+Z takes it back.", [])
            if not 0 <= seat < view.n:
                return ("Flipping attraction tiles…", [])
            return (f"{self._name(seat)} is deciding…", [])
        phase = view.pending.phase
        if self._trump_space:
            trumps = offers.trumps.get(self._trump_space, [])
            return (f"Trump {space_name(self._trump_space)} with:", [(" + ".join(t.colours), t) for t in trumps] + [("Cancel", "cancel")])
        if phase in (BID, DUEL):
            buttons: list[tuple[str, Any]] = []
            if offers.pool is not None:
                buttons.append(("Parkie Pool (+$3)", offers.pool))
            buttons += [(f"Trump {space_name(sid)}…", ("trump", sid)) for sid in offers.trumps]
            if offers.pass_ is not None:
                buttons.append(("Pass", offers.pass_))
            where = "or the Parkie Pool" if offers.pool is not None else "or pass"
            return (f"Click a green ladder step to bid {where}.", buttons)
        if phase == PLACE:
            tile = TILE[offers.place_tile].name if offers.place_tile else "your tile"
            if offers.discard is not None:
                return (f"{tile} fits nowhere in your park.", [("Discard it", offers.discard)])
            return (f"Place {tile}: click a green spot. R, wheel or right-click turns it.", [("Turn (R)", "rotate")])
        if phase in (POOL_TAKE, PICK):
            if self._take_colour:
                targets = offers.take_targets(self._take_colour)
                return (f"Put the {self._take_colour} Parkie on:", [(where_name(t.where), t) for t in targets] + [("Cancel", "cancel")])
            free = "any colour" if phase == POOL_TAKE else "a colour of your attractions"
            return (f"Take a Parkie of {free}: click it in the Parkie Pool.", [])
        if phase == MOVE:
            # "Moving Parkies": one Parkie up to two tiles, or two Parkies one tile each.
            if self._selected is not None:
                text = "Now click a highlighted attraction."
            elif view.pending.steps:
                text = "One more step: move a Parkie one tile, or finish."
            else:
                text = "Move one Parkie up to 2 tiles or two Parkies 1 tile each: click one."
            return (text, [("Done moving", offers.end_moves)] if offers.end_moves is not None else [])
        if phase == CHOOSE:
            return ("Choose the size of the tile to flip.", [(f"{size.title()} tile", a) for size, a in offers.chooses.items()])
        if phase == OFFER:
            buttons = []
            if offers.buy is not None:
                space = next(s for s in view.spaces if s.tile == offers.buy.tile)
                cost = price(view.players[self._seat], offers.buy.tile, ladder(view, space.id)[0])
                buttons.append((f"Buy {TILE[offers.buy.tile].name} for ${cost}", offers.buy))
            if offers.pass_ is not None:
                buttons.append(("Pass", offers.pass_))
            return ("Buy the flipped tile at its cheapest price, or pass.", buttons)
        return ("", [])


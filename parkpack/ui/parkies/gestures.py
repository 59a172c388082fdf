"""Mouse gestures on the Parkies board: clicks, drags, hovers and the wheel
on the bidding mat and the parks, each turned into an offered action, a
selection, or a refusal with its reason."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt

from ...games.parkies.common import ladder
from ...games.parkies.content import COLOUR_TYPE
from ...games.parkies.state import BID, DUEL, MOVE, OUTSIDE, PICK
from .mat_item import PlayerMatItem
from .words import space_name, step_refusal, step_text, tile_text, where_name


class Gestures:
    """Mixed into ParkiesBoard: the items call these with target keys."""

    # --- mouse: bidding mat --------------------------------------------------
    def bid_pressed(self, key: tuple[Any, ...] | None, button: Qt.MouseButton) -> None:
        if key is None or self._view is None:
            return
        if key[0] == "slot" and button != Qt.MouseButton.RightButton:
            self._press_slot(key[1])  # picks up the won tile, or tells what a tile is
            return
        if not self._interactive:
            self.refused.emit(self._not_your_turn())
            return
        if button == Qt.MouseButton.RightButton:
            self.rotate(1)
            return
        kind = key[0]
        if kind == "step":
            self._press_step(key[1], key[2])
        elif kind == "pool":
            self._press_pool()
        elif kind == "colour":
            self._press_colour(key[1])
        elif kind == "pile":
            action = self._offers.chooses.get(key[1])
            if action is not None:
                self.action_chosen.emit(action)
            else:
                self.refused.emit("You do not choose a pile to flip now." if not self._offers.chooses else f"The {key[1]} pile is empty.")

    def _press_step(self, sid: str, k: int) -> None:
        view = self._view
        assert view is not None
        space = view.space(sid)
        if not space.tile:
            self.refused.emit(f"{space_name(sid)} has no tile to bid on.")
            return
        steps = ladder(view, sid)
        action = self._offers.bids.get((sid, steps[k]))
        if action is not None:
            self.action_chosen.emit(action)
            return
        if k == len(steps) - 1 and sid in self._offers.trumps:
            self._trump_space = sid
            self._focus = 0
            self.refresh()
            self.hint.emit("Choose the Parkies to trump with, or Esc.")
            return
        if self._phase() not in (BID, DUEL):
            self.refused.emit("Bidding is over for this round.")
            return
        self.refused.emit(step_refusal(view, self._seat, sid, k, sid in self._offers.trumps))

    def _press_pool(self) -> None:
        if self._offers.pool is not None:
            self.action_chosen.emit(self._offers.pool)
        elif self._offers.takes:
            self.refused.emit("Click the colour of Parkie you want.")
        else:
            self.refused.emit("You cannot bid on the Parkie Pool now.")

    def _press_colour(self, colour: str) -> None:
        offers = self._offers
        if offers.pool is not None:
            self.action_chosen.emit(offers.pool)  # the whole pool is the bid space
            return
        if not offers.takes:
            self.refused.emit("You cannot take a Parkie now.")
            return
        targets = offers.take_targets(colour)
        if not targets:
            assert self._view is not None
            if self._phase() == PICK:
                self.refused.emit(f"You may only pick a colour matching an attraction type in your park ({colour} is not).")
            else:
                self.refused.emit(f"The pool has no {colour} Parkies left.")
            return
        if len(targets) == 1:
            self.action_chosen.emit(targets[0])
            return
        self._take_colour = colour
        self._focus = -1
        self.refresh()
        self.hint.emit(f"Click the entrance attraction for the {colour} Parkie.")

    def _press_slot(self, sid: str) -> None:
        view = self._view
        assert view is not None
        if self.placing() and view.space(sid).tile == self._offers.place_tile:
            self._dragging = True
            self.hint.emit("Drag the tile onto your park, or click a spot there.")
        elif view.space(sid).tile:
            self.hint.emit(tile_text(view.space(sid).tile))

    def drag_moved(self, scene_pos: QPointF) -> None:
        if not self._dragging:
            return
        anchor = self._anchor(self.big.mapFromScene(scene_pos))
        if anchor != self._cursor:
            self._cursor = anchor
            self._refresh_preview()

    def drag_released(self, scene_pos: QPointF) -> None:
        if not self._dragging:
            return
        self._dragging = False
        anchor = self._anchor(self.big.mapFromScene(scene_pos))
        if anchor is not None:
            self._cursor = anchor
            self.try_place(*anchor)
        self._refresh_preview()

    def bid_hovered(self, key: tuple[Any, ...] | None) -> None:
        if key == self._hover_key:
            return
        self._hover_key = key
        view = self._view
        if key is None or view is None:
            self.hover_ring.show_at(None)
            return
        rect = self.bidmat.scene_rect_of(key)
        self.hover_ring.show_at(rect if key[0] in ("step", "colour", "pile", "slot") else None)
        text = ""
        if key[0] == "step" and view.space(key[1]).tile:
            text = step_text(view, self._seat, key[1], key[2])
            if key[2] == 3 and key[1] in self._offers.trumps:
                text += " Click to trump with Parkies."
        elif key[0] == "slot" and view.space(key[1]).tile:
            text = tile_text(view.space(key[1]).tile)
        elif key[0] == "colour":
            text = f"{key[1]} Parkies ({COLOUR_TYPE[key[1]]} attractions)"
        elif key[0] == "pool":
            text = "The Parkie Pool: bid here for $3 and a Parkie of any colour."
        elif key[0] == "pile":
            text = f"The face-down {key[1]} pile."
        if text:
            self.hint.emit(text)

    # --- mouse: player mats ----------------------------------------------------
    def mat_pressed(self, mat: PlayerMatItem, key: tuple[Any, ...] | None, pos: QPointF, button: Qt.MouseButton) -> None:
        if self._view is None or mat.look is None:
            return
        if mat is not self.big:
            self.refused.emit(f"That is {mat.look.player.name}'s park: view only.")
            return
        if not self._interactive:
            self.refused.emit(self._not_your_turn())
            return
        if self.placing():
            if button == Qt.MouseButton.RightButton:
                self.rotate(1)
                return
            anchor = self._anchor(pos)
            if anchor is not None:
                self._cursor = anchor
                self._refresh_preview()
                self.try_place(*anchor)
            return
        if key is None:
            return
        if key[0] == "parkie":
            self._press_parkie(key)
        elif key[0] == "tile":
            self._press_tile(key[1])

    def _press_parkie(self, key: tuple[Any, ...]) -> None:
        if self._phase() == MOVE and self._offers.moves:
            if self._selected == key:
                self._selected = None
            elif self._offers.moves_from(key[1], key[2]):
                self._selected = key
            elif self._selected is not None:
                self._press_tile(key[2])
                return
            else:
                self.refused.emit(f"That {key[1]} Parkie has no linked attraction to move to.")
                return
            self._focus = -1
            self.refresh()
            return
        self._press_tile(key[2])

    def _press_tile(self, where: str) -> None:
        offers = self._offers
        if self._take_colour:
            take = next((t for t in offers.take_targets(self._take_colour) if t.where == where), None)
            if take is not None:
                self.action_chosen.emit(take)
            else:
                self.refused.emit("New Parkies go onto an attraction at an entrance.")
            return
        if self._phase() == MOVE and offers.moves:
            if self._selected is None:
                movable = [m for m in offers.moves if m.src == where]
                if movable:
                    self._selected = ("parkie", movable[0].colour, where)
                    self.refresh()
                else:
                    self.refused.emit("Click a Parkie that can move first.")
                return
            _, colour, src = self._selected
            if where == src:
                self._selected = None  # a second click on its own tile drops the Parkie
                self.refresh()
                return
            move = next((m for m in offers.moves_from(colour, src) if m.dst == where), None)
            if move is not None:
                self.action_chosen.emit(move)
            else:
                self.refused.emit(f"{where_name(where)} is not linked by a path to {where_name(src)}.")
            return
        if where != OUTSIDE:
            self.hint.emit(tile_text(where))

    def mat_hovered(self, mat: PlayerMatItem, key: tuple[Any, ...] | None, pos: QPointF) -> None:
        if mat is self.big and self.placing() and not self._dragging:
            anchor = self._anchor(pos)
            if anchor != self._cursor and anchor is not None:
                self._cursor = anchor
                self._refresh_preview()
                self.hint.emit(self._spot_text(*anchor))
            return
        if key == self._hover_key:
            return
        self._hover_key = key
        clickable = mat is self.big and mat.look is not None and key in mat.look.targets
        self.hover_ring.show_at(mat.scene_rect_of(key) if clickable and key is not None else None)
        if key is not None and key[0] == "tile" and key[1] != OUTSIDE:
            self.hint.emit(tile_text(key[1]) + ("" if mat is self.big else f"  ({mat.look.player.name}'s park, view only)" if mat.look else ""))

    def mat_left(self, mat: PlayerMatItem) -> None:
        self._hover_key = None
        self.hover_ring.show_at(None)

    def mat_wheel(self, mat: PlayerMatItem, delta: int) -> bool:
        if mat is self.big and self.placing():
            return self.rotate(1 if delta < 0 else -1)
        return False

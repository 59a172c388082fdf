"""Mouse gestures on the Parkies board: clicks, drags, hovers and the wheel
on the bidding mat and the parks, each turned into an offered action, a
selection, or a refusal with its reason. (While a won tile is held, the
board's GridPiece takes the pointer over the park itself.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from ...games.parkies.common import ladder
from ...games.parkies.content import COLOUR_TYPE
from ...games.parkies.state import BID, DUEL, MOVE, OUTSIDE, PICK, TRUMP
from .hand import Key
from .words import colour_word, size_word, space_name, step_refusal, step_text, tile_text, type_word, where_name

if TYPE_CHECKING:
    from .board import ParkiesBoard
    from .mat_item import PlayerMatItem


class Mouse:
    """The items of a ParkiesBoard call these with target keys."""

    def __init__(self, board: ParkiesBoard) -> None:
        self.board = board

    # --- the bidding mat ------------------------------------------------------
    def bid_pressed(self, key: Key | None, button: Qt.MouseButton) -> None:
        board = self.board
        if key is None or board.view_state is None:
            return
        if key[0] == "slot" and button != Qt.MouseButton.RightButton:
            self._press_slot(key[1])  # picks up the won tile, or tells what a tile is
            return
        if not board.interactive:
            board.refused.emit(board.not_your_turn())
            return
        if button == Qt.MouseButton.RightButton:
            board.rotate(1)
            return
        kind = key[0]
        if kind == "step":
            self._press_step(key[1], key[2])
        elif kind == "pool":
            self._press_pool()
        elif kind == "colour":
            self._press_colour(key[1])
        elif kind == "pile":
            action = board.offers.chooses.get(key[1])
            if action is not None:
                board.action_chosen.emit(action)
            else:
                board.refused.emit(QCoreApplication.translate("Parkies", "You do not choose a pile to flip now.") if not board.offers.chooses else QCoreApplication.translate("Parkies", "The {size} pile is empty.").format(size=size_word(key[1])))

    def _press_step(self, sid: str, k: int) -> None:
        board = self.board
        view = board.view_state
        assert view is not None
        space = view.space(sid)
        if not space.tile:
            board.refused.emit(QCoreApplication.translate("Parkies", "{space_name} has no tile to bid on.").format(space_name=space_name(sid)))
            return
        steps = ladder(view, sid)
        action = board.offers.bids.get((sid, steps[k]))
        if action is not None:
            board.action_chosen.emit(action)
            return
        if k == len(steps) - 1 and sid in board.offers.trump_spaces():
            board.hand.trump_space, board.hand.trump_page, board.hand.focus = sid, 0, 0
            board.refresh()
            board.hint.emit(QCoreApplication.translate("Parkies", "Choose the Parkies to trump with, or Esc."))
            return
        if board.phase() == TRUMP:
            board.refused.emit(QCoreApplication.translate("Parkies", "Choose the Parkies of your trump with the buttons, or Back."))
            return
        if board.phase() not in (BID, DUEL):
            board.refused.emit(QCoreApplication.translate("Parkies", "Bidding is over for this round."))
            return
        board.refused.emit(step_refusal(view, board.seat, sid, k, sid in board.offers.trump_spaces()))

    def _press_pool(self) -> None:
        board = self.board
        if board.offers.pool is not None:
            board.action_chosen.emit(board.offers.pool)
        elif board.offers.takes:
            board.refused.emit(QCoreApplication.translate("Parkies", "Click the colour of Parkie you want."))
        else:
            board.refused.emit(QCoreApplication.translate("Parkies", "You cannot bid on the Parkie Pool now."))

    def _press_colour(self, colour: str) -> None:
        board = self.board
        offers = board.offers
        if offers.pool is not None:
            board.action_chosen.emit(offers.pool)  # the whole pool is the bid space
            return
        if not offers.takes:
            board.refused.emit(QCoreApplication.translate("Parkies", "You cannot take a Parkie now."))
            return
        targets = offers.take_targets(colour)
        word = colour_word(colour, board.colour_blind)
        if not targets:
            if board.phase() == PICK:
                board.refused.emit(QCoreApplication.translate("Parkies", "You may only pick a colour matching an attraction type in your park ({word} is not).").format(word=word))
            else:
                board.refused.emit(QCoreApplication.translate("Parkies", "The pool has no {word} Parkies left.").format(word=word))
            return
        if len(targets) == 1:
            board.action_chosen.emit(targets[0])
            return
        board.hand.take_colour, board.hand.focus = colour, -1
        board.refresh()
        board.hint.emit(QCoreApplication.translate("Parkies", "Click the entrance attraction for the {word} Parkie.").format(word=word))

    def _press_slot(self, sid: str) -> None:
        board = self.board
        view = board.view_state
        assert view is not None
        if board.placing() and view.space(sid).tile == board.offers.place_tile:
            board.hand.dragging = True
            board.hint.emit(QCoreApplication.translate("Parkies", "Drag the tile onto your park, or click a spot there."))
        elif view.space(sid).tile:
            board.hint.emit(tile_text(view.space(sid).tile, board.colour_blind))

    def drag_moved(self, scene_pos: QPointF) -> None:
        if self.board.hand.dragging:
            self.board.piece.aim_scene(scene_pos)

    def drag_released(self, scene_pos: QPointF) -> None:
        board = self.board
        if not board.hand.dragging:
            return
        board.hand.dragging = False
        if board.piece.aim_scene(scene_pos):
            board.piece.confirm()

    def bid_hovered(self, key: Key | None) -> None:
        board = self.board
        if key == board.hand.hover:
            return
        board.hand.hover = key
        view = board.view_state
        if key is None or view is None:
            board.hover_ring.show_at(None)
            return
        rect = board.bidmat.scene_rect_of(key)
        board.hover_ring.show_at(rect if key[0] in ("step", "colour", "pile", "slot") else None)
        text = ""
        if key[0] == "step" and view.space(key[1]).tile:
            text = step_text(view, board.seat, key[1], key[2], board.colour_blind)
            if key[2] == 3 and key[1] in board.offers.trump_spaces():
                text += QCoreApplication.translate("Parkies", " Click to trump with Parkies.")
        elif key[0] == "slot" and view.space(key[1]).tile:
            text = tile_text(view.space(key[1]).tile, board.colour_blind)
        elif key[0] == "colour":
            text = QCoreApplication.translate("Parkies", "{colour_word} Parkies ({type} attractions)").format(colour_word=colour_word(key[1], board.colour_blind), type=type_word(COLOUR_TYPE[key[1]]))
        elif key[0] == "pool":
            text = QCoreApplication.translate("Parkies", "The Parkie Pool: bid here for $3 and a Parkie of any colour.")
        elif key[0] == "pile":
            text = QCoreApplication.translate("Parkies", "The face-down {size} pile.").format(size=size_word(key[1]))
        if text:
            board.hint.emit(text)

    # --- the player mats ------------------------------------------------------
    def mat_pressed(self, mat: PlayerMatItem, key: Key | None, pos: QPointF, button: Qt.MouseButton) -> None:
        board = self.board
        if board.view_state is None or mat.look is None:
            return
        if mat is not board.big:
            board.refused.emit(QCoreApplication.translate("Parkies", "That is {name}'s park: view only.").format(name=mat.look.player.name))
            return
        if not board.interactive:
            board.refused.emit(board.not_your_turn())
            return
        if board.placing():
            # The held tile covers the grid; a click on the mat's edge aims it too.
            if button == Qt.MouseButton.RightButton:
                board.rotate(1)
            elif board.piece.aim_scene(mat.mapToScene(pos)):
                board.piece.confirm()
            return
        if key is None:
            return
        if key[0] == "parkie":
            self._press_parkie(key)
        elif key[0] == "tile":
            self._press_tile(key[1])

    def _press_parkie(self, key: Key) -> None:
        board, hand = self.board, self.board.hand
        if board.phase() == MOVE and board.offers.moves:
            if hand.selected == key:
                hand.selected = None
            elif board.offers.moves_from(key[1], key[2]):
                hand.selected = key
            elif hand.selected is not None:
                self._press_tile(key[2])
                return
            else:
                board.refused.emit(QCoreApplication.translate("Parkies", "That {colour_word} Parkie has no linked attraction to move to.").format(colour_word=colour_word(key[1], board.colour_blind)))
                return
            hand.focus = -1
            board.refresh()
            return
        self._press_tile(key[2])

    def _press_tile(self, where: str) -> None:
        board, hand = self.board, self.board.hand
        offers = board.offers
        if hand.take_colour:
            take = next((t for t in offers.take_targets(hand.take_colour) if t.where == where), None)
            if take is not None:
                board.action_chosen.emit(take)
            else:
                board.refused.emit(QCoreApplication.translate("Parkies", "New Parkies go onto an attraction at an entrance."))
            return
        if board.phase() == MOVE and offers.moves:
            if hand.selected is None:
                movable = [m for m in offers.moves if m.src == where]
                if movable:
                    hand.selected = ("parkie", movable[0].colour, where)
                    board.refresh()
                else:
                    board.refused.emit(QCoreApplication.translate("Parkies", "Click a Parkie that can move first."))
                return
            _, colour, src = hand.selected
            if where == src:
                hand.selected = None  # a second click on its own tile drops the Parkie
                board.refresh()
                return
            move = next((m for m in offers.moves_from(colour, src) if m.dst == where), None)
            if move is not None:
                board.action_chosen.emit(move)
            else:
                board.refused.emit(QCoreApplication.translate("Parkies", "{where_name} is not linked by a path to {where_name2}.").format(where_name=where_name(where), where_name2=where_name(src)))
            return
        if where != OUTSIDE:
            board.hint.emit(tile_text(where, board.colour_blind))

    def mat_hovered(self, mat: PlayerMatItem, key: Key | None, pos: QPointF) -> None:
        board = self.board
        if mat is board.big and board.placing() and not board.hand.dragging:
            board.piece.aim_scene(mat.mapToScene(pos))  # the mat's edge, around the grid
            return
        if key == board.hand.hover:
            return
        board.hand.hover = key
        clickable = mat is board.big and mat.look is not None and key in mat.look.targets
        board.hover_ring.show_at(mat.scene_rect_of(key) if clickable and key is not None else None)
        if key is not None and key[0] == "tile" and key[1] != OUTSIDE and mat.look is not None:
            whose = "" if mat is board.big else QCoreApplication.translate("Parkies", "  ({name}'s park, view only)").format(name=mat.look.player.name)
            on_it = [colour_word(p.colour, board.colour_blind) for p in mat.look.player.parkies if p.where == key[1]]
            parkies = QCoreApplication.translate("Parkies", "; Parkies on it: {join}").format(join=', '.join(on_it)) if on_it else ""
            board.hint.emit(tile_text(key[1], board.colour_blind) + parkies + whose)

    def mat_left(self, mat: PlayerMatItem) -> None:
        self.board.hand.hover = None
        self.board.hover_ring.show_at(None)

    def mat_wheel(self, mat: PlayerMatItem, delta: int) -> bool:
        if mat is self.board.big and self.board.placing():
            return self.board.rotate(1 if delta < 0 else -1)
        return False

"""What just changed glows for a moment: tiles newly built in any park and
pawns newly placed on the bidding mat (the board's animation time; 0 turns it
off). The old and new views are compared here, in the UI."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QVariantAnimation

from ...games.parkies.state import State
from .overlay import FlashItem

if TYPE_CHECKING:
    from .board import ParkiesBoard


class Glow:
    def __init__(self, board: ParkiesBoard) -> None:
        self.board = board

    def changes(self, old: State, new: State) -> list[QRectF]:
        """Scene rectangles of what changed between two views: tiles newly
        built in a park, and pawns that moved on the bidding mat."""
        if old.n != new.n:
            return []
        board = self.board
        out: list[QRectF] = []
        for seat, (was, now) in enumerate(zip(old.players, new.players)):
            item = board.mat_of(seat)
            for placed in set(now.tiles) - set(was.tiles):
                rect = item.geo.tile_rect(placed.tile, placed.row, placed.col, placed.rot)
                out.append(item.mapRectToScene(rect))
            if now.bid == "pool" and was.bid != "pool":
                pool = board.bidmat.scene_rect_of(("pool",))
                if pool is not None:
                    out.append(pool)
        before = {s.id: (s.step, s.bidder) for s in old.spaces}
        for space in new.spaces:
            if space.step >= 0 and before.get(space.id) != (space.step, space.bidder):
                step = board.bidmat.scene_rect_of(("step", space.id, space.step))
                if step is not None:
                    out.append(step)
        return out

    def flash(self, rect: QRectF) -> None:
        board = self.board
        item = FlashItem(rect)
        board.addItem(item)
        board.flashes.append(item)
        fade = QVariantAnimation(board)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(max(1, 3 * board.animation_ms))
        fade.valueChanged.connect(item.setOpacity)
        fade.finished.connect(lambda: self._unflash(item))
        fade.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _unflash(self, item: FlashItem) -> None:
        board = self.board
        if item in board.flashes:
            board.flashes.remove(item)
            board.removeItem(item)

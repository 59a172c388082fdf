"""What changed between two views, shown as it happens: discs glide to their
new spaces, the ring turns, a glow marks a worker just placed, a tile just
built, a board just attached or taken, and the card Becky takes flies to
her panel. Both views are the viewer's own, so nothing hidden is compared."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from ...games.tenpenny.content import CARD, RING, TYPE_INDEX, tile_shape
from ...games.tenpenny.shapes import orientations
from ...games.tenpenny.state import State

if TYPE_CHECKING:
    from .board import TenpennyBoard


def place_discs(board: TenpennyBoard, duration: int) -> None:
    """Every disc to where the view puts it (gliding when ``duration``)."""
    for disc in board.discs.values():
        target = disc.data(1)
        if isinstance(target, QPointF):
            board.motion.glide(disc, target, duration)


def show_changes(board: TenpennyBoard, old: State, new: State) -> None:
    ms = board.animation_ms
    place_discs(board, int(ms * 1.4))
    if old.board.ring != new.board.ring:
        start = float(old.board.ring)
        end = start + (new.board.ring - old.board.ring) % len(RING)
        board.motion.turn(board.ring.set_position, start, end, ms * 2)
    if ms <= 0:
        return
    glow = int(ms * 3)
    for loc, (was, now) in enumerate(zip(old.board.builders, new.board.builders)):
        if now >= 0 and was != now:
            board.motion.glow(board.cards[loc].scene_rect(), glow)
    for space, item in board.spaces.items():
        if sum(1 for s, _ in new.board.spaces if s == space) > sum(1 for s, _ in old.board.spaces if s == space):
            board.motion.glow(item.scene_rect(), glow)
    for k, (was_s, now_s) in enumerate(zip(old.board.stacks, new.board.stacks)):
        if now_s.count < was_s.count:
            board.motion.glow(board.stacks[k].scene_rect(), glow)
    if old.month != new.month:
        board.motion.glow(board.month.scene_rect(), glow)
    if old.board.extra != new.board.extra:
        board.motion.glow(board.extra.scene_rect(), glow)
    for seat, (was_p, now_p) in enumerate(zip(old.players, new.players)):
        park = board.parks[seat] if board.parks[seat].isVisible() else board.small_parks[seat]
        if not park.isVisible() or park.look is None:
            continue
        for placed in now_p.park.tiles[len(was_p.park.tiles):]:
            cells = orientations(tile_shape(placed.tile))[placed.orient].cells
            board.motion.glow(park.mapRectToScene(park.tile_rect(placed.row, placed.col, cells)), glow)
        if len(now_p.park.boards) > len(was_p.park.boards) and was_p.park.boards:
            board.motion.glow(park.scene_rect(), glow)
    if old.becky is not None and new.becky is not None and len(new.becky.cards) > len(old.becky.cards):
        card = new.becky.cards[-1]
        source = board.cards[TYPE_INDEX[CARD[card].type]].scene_rect()
        target = board.becky_chips.scene_rect()
        board.motion.fly(card, source, target, int(ms * 2.4), board.colour_blind)

"""Invariants of a Tenpenny Parks state (a broken one is a rules bug)."""

from __future__ import annotations

from parkpack.engine.errors import InvariantError

from .content import CARDS, CONCESSIONS, EXPANSION_BOARDS, GOALS, TREE_MARKERS, TYPES
from .park import halo, region, stride_of, tile_mask
from .state import EXPAND, HIDDEN, State


def _require(ok: bool, message: str) -> None:
    if not ok:
        raise InvariantError(message)


def check(state: State) -> None:
    _check_cards(state)
    _check_concessions(state)
    _check_boards(state)
    _check_goals(state)
    _check_tracks(state)
    for seat, p in enumerate(state.players):
        _require(p.money >= 0, f"seat {seat} has ${p.money}")
        _require(p.workers >= 0, f"seat {seat} has {p.workers} workers")
        _check_park(seat, state)
    trees = sum(len(p.park.trees) for p in state.players)
    _require(trees <= TREE_MARKERS, f"{trees} trees on properties, only {TREE_MARKERS} exist")


def _check_cards(state: State) -> None:
    b = state.board
    held = [c for p in state.players for c in p.cards]
    if state.becky is not None:
        held += list(state.becky.cards)
    placed = [c for p in state.players for c in (t.tile for t in p.park.tiles) if not c.startswith("C")]
    here = held + [c for c in b.tops if c] + [c for pile in b.piles for c in pile]
    # A card stays on its stack until its tile is placed and its icons paid.
    _require(sorted(here) == sorted(c.id for c in CARDS), "attraction cards are lost or doubled")
    for loc, top in enumerate(b.tops):
        _require(not top or top.startswith(TYPES[loc]), f"{top} lies on the {TYPES[loc]} stack")
    for p in state.players:
        tiles = sorted(t.tile for t in p.park.tiles if not t.tile.startswith("C"))
        _require(len(tiles) >= len(p.cards), "a card without its tile")
    _require(len(placed) >= len([c for p in state.players for c in p.cards]), "cards without tiles")


def _check_concessions(state: State) -> None:
    b = state.board
    built = [s for p in state.players for s in p.stands]
    taken = [state.task.tile] if state.task.kind == "place" and state.task.tile.startswith("C") else []
    here = built + taken + list(b.market) + list(b.stand_pile) + list(b.boxed)
    _require(sorted(here) == sorted(c.id for c in CONCESSIONS), "concession tiles are lost or doubled")


def _check_boards(state: State) -> None:
    b = state.board
    placed = [board for p in state.players for board, _ in p.park.boards if board.startswith("E")]
    tops = [s.board for s in b.stacks if s.board]
    held = [state.task.tile] if state.task.kind == EXPAND else []
    here = placed + tops + held + list(b.board_pool)
    _require(sorted(here) == sorted(x.id for x in EXPANSION_BOARDS), "expansion boards are lost or doubled")
    shown = sum(1 for s in b.stacks if s.face)
    _require(sum(s.count for s in b.stacks) == len(b.board_pool) + shown, "stack counts do not match the boards")


def _check_goals(state: State) -> None:
    ids = list(state.goal_pool)
    for p in state.players:
        ids += list(p.dealt) + list(p.goals) + ([p.returned] if p.returned else [])
    known = [g for g in ids if g != HIDDEN]
    _require(len(set(known)) == len(known), "a goal card is in two places")
    _require(len(ids) == len(GOALS), "goal cards are lost or doubled")


def _check_tracks(state: State) -> None:
    placed = [e for track in state.tracks for space in track for e in space]
    for track in state.tracks:
        discs = [e for space in track for e in space]
        _require(len(set(discs)) == len(discs), "an entrant has two discs on one track")
    if state.phase not in ("setup",):
        _require(len(placed) == 3 * state.entrants, "every entrant has a disc on each track")


def _check_park(seat: int, state: State) -> None:
    park = state.players[seat].park
    if not park.boards:
        return
    stride = stride_of(park.width)
    filled = 0
    for t in park.tiles:
        mask = tile_mask(park, t)
        _require(mask & region(park.width) == mask, f"seat {seat}: {t.tile} hangs over the edge")
        _require(not halo(filled, stride) & mask, f"seat {seat}: {t.tile} touches or overlaps another tile")
        filled |= mask
    _require(filled == park.filled, f"seat {seat}: the tile mask is stale")
    trees = 0
    for r, c in park.trees:
        trees |= 1 << (r * stride + c - park.left)
    _require(not trees & filled, f"seat {seat}: a tile covers a tree")
    _require(park.free == region(park.width) & ~(trees | halo(filled, stride)), f"seat {seat}: free mask is stale")

"""Small state edits shared by the rules modules."""

from __future__ import annotations

from .content import BASE_INCOME, CARD, CONCESSION, CONCESSIONS_PER_PLAYER, RING_TABLE
from .evolve import evolve_board, evolve_state
from .state import Becky, Board, Player, State, Task, Track
from .tracks import move


def clockwise(start: int, n: int) -> tuple[int, ...]:
    """Entrants in turn order starting with ``start``."""
    return tuple((start + k) % n for k in range(n))


def with_task(state: State, task: Task) -> State:
    return evolve_state(state, task=task)


def set_player(state: State, seat: int, player: Player) -> State:
    players = state.players[:seat] + (player,) + state.players[seat + 1:]
    return evolve_state(state, players=players)


def set_becky(state: State, becky: Becky) -> State:
    return evolve_state(state, becky=becky)


def set_board(state: State, board: Board) -> State:
    return evolve_state(state, board=board)


def set_top(board: Board, loc: int, card: str) -> Board:
    return evolve_board(board, tops=board.tops[:loc] + (card,) + board.tops[loc + 1:])


def set_builder(board: Board, loc: int, entrant: int) -> Board:
    return evolve_board(board, builders=board.builders[:loc] + (entrant,) + board.builders[loc + 1:])


def without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    """``items`` less one ``item`` (order kept)."""
    i = items.index(item)
    return items[:i] + items[i + 1:]


def with_sorted(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    return tuple(sorted(items + (item,)))


def discs_moved(tracks: tuple[Track, ...], entrant: int, emotions: tuple[int, ...]) -> tuple[Track, ...]:
    """Each icon moves the entrant's disc one space on its track."""
    if not emotions:
        return tracks
    out = list(tracks)
    for e in (0, 1, 2):
        n = emotions.count(e)
        if n:
            out[e] = move(out[e], entrant, n)
    return tuple(out)


def advance_discs(state: State, entrant: int, emotions: tuple[int, ...]) -> State:
    if not emotions:
        return state
    return evolve_state(state, tracks=discs_moved(state.tracks, entrant, emotions))


def move_disc(state: State, entrant: int, track: int, steps: int) -> State:
    tracks = state.tracks
    return evolve_state(state, tracks=tracks[:track] + (move(tracks[track], entrant, steps),) + tracks[track + 1:])


def builder_cost(state: State, loc: int) -> int:
    """The card's cost plus the ring's modifier (never below $0)."""
    b = state.board
    return max(0, CARD[b.tops[loc]].cost + RING_TABLE[b.ring][loc])


def monthly_income(player: Player) -> int:
    return (
        BASE_INCOME
        + sum(CARD[c].income for c in player.cards)
        + sum(CONCESSION[s].income for s in player.stands)
    )


def market_size(state: State) -> int:
    return CONCESSIONS_PER_PLAYER * state.seats if state.becky is None else CONCESSIONS_PER_PLAYER * 2


def workers_left(state: State, entrant: int) -> int:
    if state.is_becky(entrant):
        assert state.becky is not None
        return state.becky.workers
    return state.players[entrant].workers

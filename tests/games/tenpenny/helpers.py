"""Building Tenpenny Parks states for tests.

Chance is always played as an action: ``settle`` plays the first outcome
of every chance point (or a chosen one), so tests never mock randomness.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.actions import Action
from parkpack.games.tenpenny.content import TYPES
from parkpack.games.tenpenny.park import _settle, new_park
from parkpack.games.tenpenny.shapes import canonical
from parkpack.games.tenpenny.state import Park, Placed, State, Task

NAMES = ("Ann", "Bob", "Cy", "Dee")


def seats(n: int) -> tuple[SeatSpec, ...]:
    return tuple(SeatSpec(NAMES[i]) for i in range(n))


def legal_texts(state: State) -> list[str]:
    return [str(a) for a in GAME.legal_actions(state)]


def play(state: State, *texts: str) -> State:
    """Play actions by their notation, each checked to be legal."""
    for text in texts:
        action = GAME.parse_action(text)
        legal = GAME.legal_actions(state)
        assert action in legal, f"'{text}' is not legal here; legal: {[str(a) for a in legal][:40]}"
        state = GAME.apply(state, action)
    return state


def settle(state: State, picks: Sequence[str] = ()) -> State:
    """Play chance points: each the next of ``picks`` if legal there, else
    its first outcome; stop at the first decision of a seat."""
    queue = list(picks)
    while GAME.to_act(state) == CHANCE:
        legal = GAME.legal_actions(state)
        chosen: Action = legal[0]
        if queue and GAME.parse_action(queue[0]) in legal:
            chosen = GAME.parse_action(queue.pop(0))
        state = GAME.apply(state, chosen)
    return state


def start(n: int, options: Mapping[str, str] | None = None, seed: int = 1,
          properties: Sequence[str] = ()) -> State:
    """A game played to the first worker placement of month 1: goals kept
    (the first pair offered), property boards taken in seat order of the
    turn (``properties``, default the front of P1, P2 ...)."""
    state = settle(GAME.setup(options or {}, seats(n), seed))
    while state.task.kind == "keep":
        state = settle(GAME.apply(state, GAME.legal_actions(state)[0]))
    k = 0
    while state.task.kind == "property":
        choice = properties[k] if k < len(properties) else None
        k += 1
        legal = GAME.legal_actions(state)
        action = GAME.parse_action(f"property {choice}") if choice else next(
            a for a in legal if str(a).endswith("front"))
        state = settle(GAME.apply(state, action))
    return state


def with_player(state: State, seat: int, **changes: Any) -> State:
    p = replace(state.players[seat], **changes)
    return replace(state, players=state.players[:seat] + (p,) + state.players[seat + 1:])


def with_board(state: State, **changes: Any) -> State:
    return replace(state, board=replace(state.board, **changes))


def with_becky(state: State, **changes: Any) -> State:
    assert state.becky is not None
    return replace(state, becky=replace(state.becky, **changes))


def with_tops(state: State, **tops: str) -> State:
    """Put chosen cards on top of Builder locations (``OW="OW-5"``), keeping
    every card somewhere: the card on top before goes back into its pile."""
    b = state.board
    t, piles = list(b.tops), [list(p) for p in b.piles]
    for loc_id, card in tops.items():
        loc = TYPES.index(loc_id)
        if t[loc]:
            piles[loc].append(t[loc])
        if card in piles[loc]:
            piles[loc].remove(card)
        t[loc] = card
    return with_board(state, tops=tuple(t), piles=tuple(tuple(sorted(p)) for p in piles))


def worker_turn(state: State, seat: int) -> State:
    """The state with ``seat`` about to place a worker."""
    return replace(state, task=Task("worker", seat), turn=seat)


def custom_park(trees: Sequence[tuple[int, int]] = (), icons: Sequence[tuple[int, int, str]] = (),
                tiles: Sequence[Placed] = (), board: str = "P2", side: str = "back") -> Park:
    """A one-board property with chosen trees, icons and tiles."""
    base = new_park(board, side)
    park = Park(base.boards, base.left, base.width, tuple(sorted(trees)), tuple(sorted(icons)), tuple(tiles), 0, 0)
    return _settle(park)


def orient(tile: str, side: str = "a", rot: int = 0) -> int:
    return canonical(tile, side, rot).index


def place_text(tile: str, side: str, rot: int, row: int, col: int) -> str:
    o = canonical(tile, side, rot)
    return f"place {tile} {o.side}{o.rot} r{row}c{col}"


def track(*spaces: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """A track with these stacks (bottom to top) on its first spaces."""
    from parkpack.games.tenpenny.content import TRACK_SPACES

    return tuple(spaces) + ((),) * (TRACK_SPACES - len(spaces))


def bankers_to_end(state: State) -> State:
    """Every remaining worker of the month goes to the Banker."""
    while state.phase == "actions" and state.task.kind == "worker":
        state = play(state, "worker banker")
        if state.phase == "actions":
            state = settle(state)
    return state

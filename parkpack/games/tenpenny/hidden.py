"""What each seat may see (rulebook "Setup": goals kept secret until the end).

Hidden from a seat: the goal cards of the other seats (dealt, kept and
returned; the kept ones are shown once the game is over, the returned ones
never), and which board lies on top of each expansion stack (only its upper
face shows; the board is taken openly, so both its faces are public once it
leaves the stack). The unseen goal cards and unseen boards of a view are
merged into ``goal_pool`` and ``board_pool``, so a view never says which
unseen card is where. Attraction stacks and the concession pile are sets of
known contents whose order is not stored, so they need no hiding.
"""

from __future__ import annotations

from parkpack.engine.api import OBSERVER
from parkpack.engine.rng import Rng

from .evolve import evolve
from .content import EXPANSION
from .state import HIDDEN, OVER, Player, Stack, State


def _hide(items: tuple[str, ...]) -> tuple[str, ...]:
    return (HIDDEN,) * len(items)


def view(state: State, seat: int) -> State:
    over = state.phase == OVER
    unseen: list[str] = []
    players = list(state.players)
    for j, p in enumerate(players):
        if j == seat:
            continue
        hide_goals = not over and any(g != HIDDEN for g in p.goals)
        if any(g != HIDDEN for g in p.dealt) or hide_goals or p.returned not in ("", HIDDEN):
            unseen += [g for g in p.dealt if g != HIDDEN]
            if hide_goals:
                unseen += [g for g in p.goals if g != HIDDEN]
            if p.returned not in ("", HIDDEN):
                unseen.append(p.returned)
            players[j] = evolve(
                p,
                dealt=_hide(p.dealt),
                goals=_hide(p.goals) if hide_goals else p.goals,
                returned=HIDDEN if p.returned else "",
            )
    b = state.board
    tops = [s.board for s in b.stacks if s.board]
    if not unseen and not tops:
        return state
    if tops:
        stacks = tuple(Stack(s.count, s.face, "") for s in b.stacks)
        b = evolve(b, stacks=stacks, board_pool=tuple(sorted(b.board_pool + tuple(tops))))
    return evolve(
        state,
        players=tuple(players),
        goal_pool=tuple(sorted(state.goal_pool + tuple(unseen))) if unseen else state.goal_pool,
        board=b,
    )


def determinize(v: State, seat: int, rng: Rng) -> State:
    """A full state matching the view: the unseen goals dealt at random to
    the hidden slots, and boards matching the faces showing on the stacks."""
    pool = list(v.goal_pool)
    players = list(v.players)
    for j, p in enumerate(players):
        if j == seat and seat != OBSERVER:
            continue
        if HIDDEN in p.dealt or HIDDEN in p.goals or p.returned == HIDDEN:
            dealt = tuple(_draw(pool, rng) if g == HIDDEN else g for g in p.dealt)
            goals = tuple(sorted(_draw(pool, rng) if g == HIDDEN else g for g in p.goals))
            returned = _draw(pool, rng) if p.returned == HIDDEN else p.returned
            players[j] = _with_goals(p, dealt, goals, returned)
    state = evolve(v, players=tuple(players), goal_pool=tuple(sorted(pool)))
    return _deal_tops(state, rng)


def _with_goals(p: Player, dealt: tuple[str, ...], goals: tuple[str, ...], returned: str) -> Player:
    return evolve(p, dealt=dealt, goals=goals, returned=returned)


def _draw(pool: list[str], rng: Rng) -> str:
    return pool.pop(rng.below(len(pool)))


def _deal_tops(state: State, rng: Rng) -> State:
    b = state.board
    hidden = [k for k, s in enumerate(b.stacks) if s.face and not s.board]
    if not hidden:
        return state
    pool = b.board_pool

    def matches(board: str, face: str) -> bool:
        return EXPANSION[board].a == face or EXPANSION[board].b == face

    faces = [b.stacks[k].face for k in hidden]
    if len(hidden) == 1:
        options: list[tuple[str, ...]] = [(x,) for x in pool if matches(x, faces[0])]
    else:
        options = [(x, y) for x in pool for y in pool if x != y and matches(x, faces[0]) and matches(y, faces[1])]
    chosen = options[rng.below(len(options))]
    stacks = list(b.stacks)
    for k, board in zip(hidden, chosen):
        stacks[k] = Stack(stacks[k].count, stacks[k].face, board)
    remaining = tuple(x for x in pool if x not in chosen)
    return evolve(state, board=evolve(b, stacks=tuple(stacks), board_pool=remaining))

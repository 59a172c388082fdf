"""Legal actions and chance outcomes of every task (rulebook sections in the comments)."""

from __future__ import annotations

from parkpack.engine.api import CHANCE

from .actions import (
    DONE,
    STOP,
    Action,
    Advertise,
    BeckyStep,
    BoardTop,
    Bonus,
    CardTop,
    ChooseProperty,
    Deal,
    Expand,
    ForBecky,
    Keep,
    PlaceWorker,
    RemoveTree,
    Reveal,
    Shovel,
    Step,
    TakeBoard,
    TakeStand,
    TurnRing,
    Wild,
)
from .common import builder_cost
from .content import (
    CARDS,
    CONCESSIONS,
    EXPANSION_BOARDS,
    GOALS,
    ARBORIST,
    BACK,
    BANKER,
    CARD,
    CONTRACTOR,
    EMOTIONS,
    FRONT,
    LEFT,
    PROPERTY_BOARDS,
    REALTOR,
    REALTOR_COST,
    RIGHT,
    SIDES,
    TYPES,
)
from .park import fits, placements
from .state import (
    ADVERTISING,
    AUTOMATIC,
    BECKY_ADVANCE,
    BECKY_ADVERTISE,
    BECKY_BONUS,
    BECKY_CARD,
    BECKY_CHOOSE,
    BECKY_REVEAL,
    BECKY_SCORE,
    BECKY_TURN,
    BOARD_TOP,
    CARD_TOP,
    CHOOSE_BONUS,
    DEAL,
    DONE as OVER_TASK,
    EXPAND,
    FOR_BECKY,
    KEEP,
    PAY_INCOME,
    PICK_SHOVEL,
    PLACE,
    PROPERTY,
    REVEAL,
    SECONDS,
    STACK,
    TAKE,
    TIDY,
    TREES,
    TURN_RING,
    WILD,
    WORKER,
    State,
)
from .tracks import space_of

WORKER_ACTIONS: dict[str, PlaceWorker] = {s: PlaceWorker(s) for s in TYPES + (BANKER, ARBORIST, CONTRACTOR, REALTOR)}
WILDS: tuple[Wild, ...] = tuple(Wild(t) for t in range(len(EMOTIONS)))
EXPANDS: tuple[Expand, ...] = tuple(Expand(edge, side) for edge in (LEFT, RIGHT) for side in SIDES)
TURNS: tuple[TurnRing, ...] = tuple(TurnRing(k) for k in range(1, 6))
INCOME_STEP, SECONDS_STEP, CLEANUP_STEP = Step("income"), Step("seconds"), Step("cleanup")
BECKY_CONTRACTOR, BECKY_TURN_STEP = BeckyStep("contractor"), BeckyStep("turn")


def to_act(state: State) -> int | None:
    kind = state.task.kind
    if kind == OVER_TASK:
        return None
    if kind in AUTOMATIC:
        return CHANCE
    return state.task.seat


# --- chance and automatic steps ----------------------------------------------------------


# Every chance outcome, made once: chance points come up often in a playout.
_CARD_TOP: dict[str, Action] = {c.id: CardTop(TYPES.index(c.type), c.id) for c in CARDS}
_REVEAL: dict[str, Action] = {c.id: Reveal(c.id) for c in CONCESSIONS}
_BECKY_REVEAL: dict[str, Action] = {c.id: BeckyStep("reveal", c.id) for c in CONCESSIONS}
_DEAL: dict[str, Action] = {g.id: Deal(g.id) for g in GOALS}
_BOARD_TOP: dict[tuple[int, str], tuple[Action, ...]] = {
    (k, b.id): tuple(BoardTop(k, b.id, s) for s in SIDES) for k in (0, 1) for b in EXPANSION_BOARDS
}


def _chances(state: State) -> tuple[Action, ...]:
    """The outcomes of a chance point, all equally likely."""
    t, b = state.task, state.board
    kind = t.kind
    if kind == REVEAL:
        return tuple(map(_REVEAL.__getitem__, b.stand_pile))
    if kind == CARD_TOP:
        return tuple(map(_CARD_TOP.__getitem__, b.piles[t.count]))
    if kind == BOARD_TOP:
        return tuple(a for board in b.board_pool for a in _BOARD_TOP[(t.count, board)])
    if kind == BECKY_REVEAL:
        return tuple(map(_BECKY_REVEAL.__getitem__, b.stand_pile))
    if kind == DEAL:
        return tuple(map(_DEAL.__getitem__, state.goal_pool))
    if kind == PICK_SHOVEL:
        return tuple(Shovel(s) for s in range(state.seats))
    single = _automatic(state)
    return (single,) if single is not None else ()


def chance_outcomes(state: State) -> tuple[tuple[Action, float], ...]:
    return tuple((a, 1.0) for a in _chances(state))


def _automatic(state: State) -> Action | None:
    t = state.task
    kind = t.kind
    if kind == PAY_INCOME:
        return INCOME_STEP
    if kind == SECONDS:
        return SECONDS_STEP
    if kind == TIDY:
        return CLEANUP_STEP
    if kind == BECKY_CHOOSE:
        return BECKY_CONTRACTOR if t.items[0] == CONTRACTOR else BeckyStep("builder", t.items[0])
    if kind == BECKY_CARD:
        return BeckyStep("card", t.tile)
    if kind == BECKY_ADVANCE:
        return BeckyStep("advance", EMOTIONS[t.steps[0]])
    if kind == BECKY_SCORE:
        return BeckyStep("score", str(t.count))
    if kind == BECKY_BONUS:
        return BeckyStep("bonus", EMOTIONS[t.count])
    if kind == BECKY_ADVERTISE:
        return BeckyStep("advertise", t.tile)
    if kind == BECKY_TURN:
        return BECKY_TURN_STEP
    return None


# --- decisions ------------------------------------------------------------------------------


def legal_actions(state: State) -> tuple[Action, ...]:
    kind = state.task.kind
    if kind == OVER_TASK:
        return ()
    if kind in AUTOMATIC:
        return _chances(state)
    return _DECISIONS[kind](state)


def worker_actions(state: State) -> tuple[Action, ...]:
    """Rulebook "Action Spaces": a Builder location takes one worker a month
    and needs a card, the money (with the ring) and room for the tile; the
    Contractor needs a face-up concession that fits; the Realtor $3 and a board."""
    seat = state.task.seat
    p = state.players[seat]
    b = state.board
    out: list[Action] = []
    for loc, top in enumerate(b.tops):
        if top and b.builders[loc] < 0 and p.money >= builder_cost(state, loc) and fits(p.park, top):
            out.append(WORKER_ACTIONS[TYPES[loc]])
    out.append(WORKER_ACTIONS[BANKER])
    out.append(WORKER_ACTIONS[ARBORIST])
    if any(fits(p.park, c) for c in b.market):
        out.append(WORKER_ACTIONS[CONTRACTOR])
    if p.money >= REALTOR_COST and any(s.count for s in b.stacks):
        out.append(WORKER_ACTIONS[REALTOR])
    return tuple(out)


def _place(state: State) -> tuple[Action, ...]:
    t = state.task
    return placements(state.players[t.seat].park, t.tile)


def _wild(state: State) -> tuple[Action, ...]:
    return WILDS


def _trees(state: State) -> tuple[Action, ...]:
    park = state.players[state.task.seat].park
    return tuple(RemoveTree(r, c) for r, c in park.trees) + (STOP,)


def _take(state: State) -> tuple[Action, ...]:
    park = state.players[state.task.seat].park
    return tuple(TakeStand(c) for c in state.board.market if fits(park, c))


def _stack(state: State) -> tuple[Action, ...]:
    return tuple(TakeBoard(k) for k, s in enumerate(state.board.stacks) if s.count)


def _expand(state: State) -> tuple[Action, ...]:
    return EXPANDS


def _bonus(state: State) -> tuple[Action, ...]:
    """Rulebook "Bonuses Step"; stepping back needs a space to step back to."""
    track = state.task.count
    back = space_of(state.tracks[track], state.task.seat) > 0
    return ((Bonus(track, True),) if back else ()) + (Bonus(track, False),)


def _advertising(state: State) -> tuple[Action, ...]:
    p = state.players[state.task.seat]
    ads = tuple(Advertise(c) for c in p.cards if c not in p.advertised and CARD[c].ad_cost <= p.money)
    return ads + (DONE,)


def _turn_ring(state: State) -> tuple[Action, ...]:
    return TURNS


def _for_becky(state: State) -> tuple[Action, ...]:
    return tuple(ForBecky(TYPES.index(loc)) for loc in state.task.items)


def _keep(state: State) -> tuple[Action, ...]:
    dealt = sorted(state.players[state.task.seat].dealt)
    a, b, c = dealt
    return (Keep((a, b)), Keep((a, c)), Keep((b, c)))


def taken_properties(state: State) -> tuple[str, ...]:
    return tuple(board for p in state.players for board, _ in p.park.boards if board.startswith("P"))


def _property(state: State) -> tuple[Action, ...]:
    taken = taken_properties(state)
    return tuple(
        ChooseProperty(b.id, side) for b in PROPERTY_BOARDS if b.id not in taken for side in (FRONT, BACK)
    )


_DECISIONS = {
    KEEP: _keep,
    PROPERTY: _property,
    WORKER: worker_actions,
    PLACE: _place,
    WILD: _wild,
    TREES: _trees,
    TAKE: _take,
    STACK: _stack,
    EXPAND: _expand,
    CHOOSE_BONUS: _bonus,
    ADVERTISING: _advertising,
    TURN_RING: _turn_ring,
    FOR_BECKY: _for_becky,
}

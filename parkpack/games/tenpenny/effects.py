"""What every action does (rulebook sections in the comments).

``apply`` dispatches on the action's type; each handler finishes by setting
the next task itself or by calling ``flow.advance``.
"""

from __future__ import annotations

from typing import Callable

from .evolve import evolve, evolve_board, evolve_player, evolve_state
from .actions import (
    Action,
    Advertise,
    BeckyStep,
    BoardTop,
    Bonus,
    CardTop,
    ChooseProperty,
    Deal,
    Done,
    Expand,
    ForBecky,
    Keep,
    Place,
    PlaceWorker,
    RemoveTree,
    Reveal,
    Shovel,
    Step,
    Stop,
    TakeBoard,
    TakeStand,
    TurnRing,
    Wild,
)
from .common import (
    discs_moved,
    builder_cost,
    monthly_income,
    move_disc,
    set_becky,
    set_board,
    set_builder,
    set_player,
    set_top,
    with_sorted,
    with_task,
    without,
)
from .content import (
    ARBORIST,
    AWE,
    BANKER,
    BANKER_MONEY,
    CARD,
    CONCESSION,
    CONTRACTOR,
    EMOTION_ICONS,
    EMOTIONS,
    JOY_CASH,
    MONEY_ICONS,
    REALTOR,
    REALTOR_COST,
    RING,
    THRILL,
    TYPE_INDEX,
    TYPES,
    WILD as WILD_ICON,
    WORKERS_PER_PLAYER,
    expansion_face,
)
from .flow import advance
from .park import expand, new_park, place, remove_tree
from .state import (
    ACTIONS,
    BECKY_ADVANCE,
    BECKY_CARD,
    BECKY_REVEAL,
    BECKY_SCORE,
    EXPAND as EXPAND_TASK,
    INCOME,
    PLACE as PLACE_TASK,
    REFRESH,
    STACK as STACK_TASK,
    TAKE as TAKE_TASK,
    TREES,
    WILD,
    Park,
    Placed,
    Player,
    Stack,
    State,
    Task,
)
from .tracks import move, place_disc, second

# --- setup and chance -----------------------------------------------------------------------


def _card_top(state: State, a: CardTop) -> State:
    b = state.board
    loc = a.loc
    piles = b.piles[:loc] + (without(b.piles[loc], a.card),) + b.piles[loc + 1:]
    tops = b.tops[:loc] + (a.card,) + b.tops[loc + 1:]
    return advance(evolve_state(state, board=evolve_board(b, tops=tops, piles=piles)))


def _board_top(state: State, a: BoardTop) -> State:
    b = state.board
    old = b.stacks[a.stack]
    stacks = list(b.stacks)
    stacks[a.stack] = Stack(old.count, expansion_face(a.board, a.side), a.board)
    board = evolve_board(b, stacks=tuple(stacks), board_pool=without(b.board_pool, a.board))
    return advance(set_board(state, board))


def _reveal(state: State, a: Reveal) -> State:
    b = state.board
    board = evolve_board(b, market=b.market + (a.stand,), stand_pile=without(b.stand_pile, a.stand))
    return advance(evolve_state(state, board=board))


def _shovel(state: State, a: Shovel) -> State:
    return advance(evolve_state(state, shovel=a.seat))


def _deal(state: State, a: Deal) -> State:
    seat = state.task.seat
    p = state.players[seat]
    state = set_player(state, seat, evolve_player(p, dealt=p.dealt + (a.goal,)))
    return advance(evolve_state(state, goal_pool=without(state.goal_pool, a.goal)))


def _keep(state: State, a: Keep) -> State:
    seat = state.task.seat
    p = state.players[seat]
    returned = next(g for g in p.dealt if g not in a.goals)
    return advance(set_player(state, seat, evolve_player(p, dealt=(), goals=a.goals, returned=returned)))


def _property(state: State, a: ChooseProperty) -> State:
    """Setup A and C: the board and its trees, then a disc on the first space
    of each track on top of those already there. Solo: Becky's discs go on
    top of the player's."""
    seat = state.task.seat
    p = state.players[seat]
    state = set_player(state, seat, evolve_player(p, park=new_park(a.board, a.side)))
    tracks = tuple(place_disc(t, seat) for t in state.tracks)
    if state.becky is not None:
        tracks = tuple(place_disc(t, state.seats) for t in tracks)
    return advance(evolve_state(state, tracks=tracks))


# --- the month --------------------------------------------------------------------------------


def _step(state: State, a: Step) -> State:
    if a.name == "income":
        return _income(state)
    if a.name == "seconds":
        return _seconds(state)
    return _tidy(state)


def _income(state: State) -> State:
    """Income: $3 plus the income on built concessions and attraction cards.
    Workers for the month: three, and the tan one for its holder."""
    extra = state.board.extra
    players = tuple(
        evolve_player(p, money=p.money + monthly_income(p), workers=WORKERS_PER_PLAYER + (1 if extra == i else 0))
        for i, p in enumerate(state.players)
    )
    state = evolve_state(state, players=players, phase=ACTIONS, turn=(state.shovel - 1) % state.entrants)
    if state.becky is not None:
        state = set_becky(state, evolve(state.becky, workers=WORKERS_PER_PLAYER, actions=0))
    return advance(state)


def _seconds(state: State) -> State:
    """3-4 players: the second-farthest disc of each track takes 1 VP, judged
    before any disc moves in this step."""
    for track in state.tracks:
        s = second(track)
        p = state.players[s]
        state = set_player(state, s, evolve_player(p, vp_bonus=p.vp_bonus + 1))
    return advance(evolve_state(state, bonus=0))


def _tidy(state: State) -> State:
    """Cleanup: face-up concessions go back to the box, workers come home."""
    b = state.board
    board = evolve(
        b,
        market=(),
        boxed=tuple(sorted(b.boxed + b.market)),
        builders=(-1,) * len(TYPES),
        spaces=(),
    )
    players = tuple(evolve_player(p, advertised=(), workers=0) for p in state.players)
    return advance(evolve_state(state, board=board, players=players, phase=REFRESH))


def _worker(state: State, a: PlaceWorker) -> State:
    seat = state.task.seat
    p = state.players[seat]
    b = state.board
    space = a.space
    if space in TYPE_INDEX:
        loc = TYPE_INDEX[space]
        p = evolve_player(p, workers=p.workers - 1, money=p.money - builder_cost(state, loc))
        return evolve_state(state, players=_put(state, seat, p), board=set_builder(b, loc, seat),
                      task=Task(PLACE_TASK, seat, tile=b.tops[loc]))
    board = evolve_board(b, spaces=b.spaces + ((space, seat),))
    money = p.money + (BANKER_MONEY if space == BANKER else -REALTOR_COST if space == REALTOR else 0)
    p = evolve_player(p, workers=p.workers - 1, money=money)
    players = _put(state, seat, p)
    if space == REALTOR:
        return evolve_state(state, players=players, board=board, task=Task(STACK_TASK, seat))
    if space == CONTRACTOR:
        return evolve_state(state, players=players, board=board, task=Task(TAKE_TASK, seat))
    if space == ARBORIST and p.park.trees:
        return evolve_state(state, players=players, board=board, task=Task(TREES, seat))
    return advance(evolve_state(state, players=players, board=board))  # Banker, or no tree to remove


def _put(state: State, seat: int, player: Player) -> tuple[Player, ...]:
    return state.players[:seat] + (player,) + state.players[seat + 1:]


def _place(state: State, a: Place) -> State:
    """Tile placement: covered emotion icons move discs, money icons pay,
    each covered wild is a step on a track of the player's choice; an
    attraction's card icons move discs too (rulebook "Builder")."""
    seat = state.task.seat
    p = state.players[seat]
    park, covered = place(p.park, Placed(a.tile, a.orient, a.row, a.col))
    card = CARD.get(a.tile)
    emotions: tuple[int, ...] = card.icons if card is not None else CONCESSION[a.tile].icons
    money = 0
    wilds = 0
    for kind in covered:
        if kind in EMOTION_ICONS:
            emotions += EMOTION_ICONS[kind]
        elif kind in MONEY_ICONS:
            money += MONEY_ICONS[kind]
        elif kind == WILD_ICON:
            wilds += 1
    stands = p.stands if card is not None else p.stands + (a.tile,)
    tracks = discs_moved(state.tracks, seat, emotions)
    if wilds:
        p = evolve_player(p, park=park, money=p.money + money, stands=stands)
        return evolve_state(state, players=_put(state, seat, p), tracks=tracks,
                      task=Task(WILD, seat, tile=a.tile, count=wilds))
    if card is None:
        p = evolve_player(p, park=park, money=p.money + money, stands=stands)
        return advance(evolve_state(state, players=_put(state, seat, p), tracks=tracks))
    # After advancing, the attraction card is taken (rulebook "Builder").
    p = evolve_player(p, park=park, money=p.money + money, cards=p.cards + (a.tile,))
    board = set_top(state.board, TYPE_INDEX[card.type], "")
    return advance(evolve_state(state, players=_put(state, seat, p), tracks=tracks, board=board))


def _built(state: State, seat: int, tile: str) -> State:
    """After the wild icons, the attraction card is taken (rulebook "Builder")."""
    card = CARD.get(tile)
    if card is not None:
        p = state.players[seat]
        state = evolve_state(state, players=_put(state, seat, evolve_player(p, cards=p.cards + (tile,))),
                       board=set_top(state.board, TYPE_INDEX[card.type], ""))
    return advance(state)


def _wild(state: State, a: Wild) -> State:
    t = state.task
    state = move_disc(state, t.seat, a.track, 1)
    if t.count > 1:
        return with_task(state, evolve(t, count=t.count - 1))
    return _built(state, t.seat, t.tile)


def _tree(state: State, a: RemoveTree) -> State:
    """Arborist: up to two trees go back to the supply."""
    t = state.task
    p = state.players[t.seat]
    park: Park = remove_tree(p.park, a.row, a.col)
    players = _put(state, t.seat, evolve_player(p, park=park))
    if t.count + 1 >= 2 or not park.trees:
        return advance(evolve_state(state, players=players))
    return evolve_state(state, players=players, task=evolve(t, count=t.count + 1))


def _stop(state: State, a: Stop) -> State:
    return advance(state)


def _take(state: State, a: TakeStand) -> State:
    b = state.board
    state = set_board(state, evolve_board(b, market=without(b.market, a.stand)))
    return with_task(state, Task(PLACE_TASK, state.task.seat, tile=a.stand))


def _take_board(state: State, a: TakeBoard) -> State:
    """Realtor: the top board of a stack is taken (and shown on both sides)."""
    b = state.board
    old = b.stacks[a.stack]
    stacks = list(b.stacks)
    stacks[a.stack] = Stack(old.count - 1, "", "")
    state = set_board(state, evolve_board(b, stacks=tuple(stacks)))
    return with_task(state, Task(EXPAND_TASK, state.task.seat, tile=old.board))


def _expand(state: State, a: Expand) -> State:
    t = state.task
    p = state.players[t.seat]
    state = set_player(state, t.seat, evolve_player(p, park=expand(p.park, t.tile, a.side, a.edge)))
    return advance(state)


def _bonus(state: State, a: Bonus) -> State:
    """Bonuses Step. Thrill: step back for the tan worker next month, or 1 VP
    and the tan worker goes home. Awe: step back for the shovel, or 1 VP and
    the shovel goes to the player on the right. Joy: step back for $3, or 1 VP."""
    seat = state.task.seat
    p = state.players[seat]
    b = state.board
    track = a.track
    players, tracks, shovel = state.players, state.tracks, state.shovel
    if a.step_back:
        tracks = tracks[:track] + (move(tracks[track], seat, -1),) + tracks[track + 1:]
        if track == THRILL:
            b = evolve_board(b, extra=seat)
        elif track == AWE:
            shovel = seat
        else:
            players = _put(state, seat, evolve_player(p, money=p.money + JOY_CASH))
    else:
        players = _put(state, seat, evolve_player(p, vp_bonus=p.vp_bonus + 1))
        if track == THRILL:
            b = evolve_board(b, extra=-1)
        elif track == AWE:
            shovel = (seat - 1) % state.entrants
    return advance(evolve_state(state, players=players, tracks=tracks, board=b, shovel=shovel, bonus=state.bonus + 1))


def _advertise(state: State, a: Advertise) -> State:
    seat = state.task.seat
    p = state.players[seat]
    card = CARD[a.card]
    p = evolve_player(p, money=p.money - card.ad_cost, vp_ads=p.vp_ads + card.ad_vp, advertised=p.advertised + (a.card,))
    return advance(evolve_state(state, players=_put(state, seat, p)))


def _done(state: State, a: Done) -> State:
    return advance(evolve_state(state, order=state.order[1:]))


def _turn_ring(state: State, a: TurnRing) -> State:
    return _next_month(evolve_state(state, board=evolve_board(state.board, ring=(state.board.ring + a.spaces) % len(RING))))


def _next_month(state: State) -> State:
    return advance(evolve_state(state, month=state.month + 1, phase=INCOME))


# --- Becky ------------------------------------------------------------------------------------


def _becky(state: State, a: BeckyStep) -> State:
    return _BECKY[a.kind](state, a)


def _becky_builder(state: State, loc: int) -> State:
    becky = state.becky
    assert becky is not None
    me = state.seats
    state = set_becky(state, evolve(becky, workers=becky.workers - 1, actions=becky.actions + 1))
    state = set_board(state, set_builder(state.board, loc, me))
    return with_task(state, Task(BECKY_CARD, me, tile=state.board.tops[loc]))


def _becky_place(state: State, a: BeckyStep) -> State:
    if a.kind == "builder":
        return _becky_builder(state, TYPE_INDEX[a.arg])
    becky = state.becky
    assert becky is not None
    me = state.seats
    b = state.board
    state = set_becky(state, evolve(becky, workers=becky.workers - 1, actions=becky.actions + 1))
    state = set_board(state, evolve_board(b, spaces=b.spaces + ((CONTRACTOR, me),)))
    if not b.stand_pile:
        return advance(state)
    return with_task(state, Task(BECKY_REVEAL, me))


def _for_becky(state: State, a: ForBecky) -> State:
    return _becky_builder(state, a.loc)


def _becky_card(state: State, a: BeckyStep) -> State:
    """She takes the card (no tile, no money) and moves her discs for its icons."""
    becky = state.becky
    assert becky is not None
    card = CARD[a.arg]
    state = set_becky(state, evolve(becky, cards=becky.cards + (a.arg,)))
    state = set_board(state, set_top(state.board, TYPE_INDEX[card.type], ""))
    if card.icons:
        return with_task(state, Task(BECKY_ADVANCE, state.seats, steps=card.icons))
    return advance(state)


def _becky_advance(state: State, a: BeckyStep) -> State:
    t = state.task
    state = move_disc(state, state.seats, EMOTIONS.index(a.arg), 1)
    if len(t.steps) > 1:
        return with_task(state, evolve(t, steps=t.steps[1:]))
    if t.count:
        return with_task(state, Task(BECKY_SCORE, state.seats, count=t.count))
    return advance(state)


def _becky_reveal(state: State, a: BeckyStep) -> State:
    """Becky's Contractor: the concession's icons move her discs, its income
    becomes VP, and the tile goes back to the box."""
    b = state.board
    stand = CONCESSION[a.arg]
    state = set_board(state, evolve_board(b, stand_pile=without(b.stand_pile, a.arg), boxed=with_sorted(b.boxed, a.arg)))
    me = state.seats
    if stand.icons:
        return with_task(state, Task(BECKY_ADVANCE, me, steps=stand.icons, count=stand.income))
    if stand.income:
        return with_task(state, Task(BECKY_SCORE, me, count=stand.income))
    return advance(state)


def _becky_score(state: State, a: BeckyStep) -> State:
    becky = state.becky
    assert becky is not None
    return advance(set_becky(state, evolve(becky, vp_stands=becky.vp_stands + int(a.arg))))


def _becky_bonus(state: State, a: BeckyStep) -> State:
    """Solo "Bonuses": ahead on a track, Becky takes 1 VP and her disc stays;
    ahead on Awe she also takes (or keeps) the shovel; ahead on Thrill the
    tan worker goes home, as with any leader who takes the VP."""
    becky = state.becky
    assert becky is not None
    track = EMOTIONS.index(a.arg)
    state = set_becky(state, evolve(becky, vp_bonus=becky.vp_bonus + 1))
    if track == THRILL:
        state = set_board(state, evolve_board(state.board, extra=-1))
    elif track == AWE:
        state = evolve_state(state, shovel=state.seats)
    return advance(evolve_state(state, bonus=state.bonus + 1))


def _becky_advertise(state: State, a: BeckyStep) -> State:
    """She always advertises her latest attraction, for free."""
    becky = state.becky
    assert becky is not None
    state = set_becky(state, evolve(becky, vp_ads=becky.vp_ads + CARD[a.arg].ad_vp))
    return advance(evolve_state(state, order=state.order[1:]))


def _becky_turn(state: State, a: BeckyStep) -> State:
    """With the shovel, Becky turns the ring exactly one space clockwise."""
    return _next_month(evolve_state(state, board=evolve_board(state.board, ring=(state.board.ring + 1) % len(RING))))


_BECKY: dict[str, Callable[[State, BeckyStep], State]] = {
    "builder": _becky_place,
    "contractor": _becky_place,
    "card": _becky_card,
    "advance": _becky_advance,
    "reveal": _becky_reveal,
    "score": _becky_score,
    "bonus": _becky_bonus,
    "advertise": _becky_advertise,
    "turn": _becky_turn,
}

_APPLY: dict[type, Callable[[State, object], State]] = {
    CardTop: _card_top,  # type: ignore[dict-item]
    BoardTop: _board_top,  # type: ignore[dict-item]
    Reveal: _reveal,  # type: ignore[dict-item]
    Shovel: _shovel,  # type: ignore[dict-item]
    Deal: _deal,  # type: ignore[dict-item]
    Keep: _keep,  # type: ignore[dict-item]
    ChooseProperty: _property,  # type: ignore[dict-item]
    Step: _step,  # type: ignore[dict-item]
    PlaceWorker: _worker,  # type: ignore[dict-item]
    Place: _place,  # type: ignore[dict-item]
    Wild: _wild,  # type: ignore[dict-item]
    RemoveTree: _tree,  # type: ignore[dict-item]
    Stop: _stop,  # type: ignore[dict-item]
    TakeStand: _take,  # type: ignore[dict-item]
    TakeBoard: _take_board,  # type: ignore[dict-item]
    Expand: _expand,  # type: ignore[dict-item]
    Bonus: _bonus,  # type: ignore[dict-item]
    Advertise: _advertise,  # type: ignore[dict-item]
    Done: _done,  # type: ignore[dict-item]
    TurnRing: _turn_ring,  # type: ignore[dict-item]
    ForBecky: _for_becky,  # type: ignore[dict-item]
    BeckyStep: _becky,  # type: ignore[dict-item]
}


def apply(state: State, action: Action) -> State:
    return _APPLY[type(action)](state, action)


"""Setup and the order of play: what comes next once a step is finished.

``advance`` is called whenever the pending task is finished. It first
refills what must be refilled at once (a Builder location whose card was
taken shows the next card; an expansion stack whose top was taken shows the
next board), then continues the step the game is in (rulebook "Setup",
"Gameplay"): setup, Income, Actions, Bonuses, Advertising, Cleanup.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from parkpack.engine.api import SeatSpec
from parkpack.engine.errors import OptionError

from parkpack.i18n import _
from .evolve import evolve, evolve_state
from . import becky as becky_rules
from .common import clockwise, market_size, workers_left
from .content import (
    CARD,
    CARDS_OF_TYPE,
    COLOUR_IDS,
    CONCESSIONS,
    EXPANSION_BOARDS,
    EXPANSION_STACKS,
    GOALS,
    GOALS_DEALT,
    MONTHS,
    RING_START,
    START_MONEY,
    TYPES,
)
from .state import (
    ACTIONS,
    ADVERTISE,
    ADVERTISING,
    BECKY_ADVERTISE,
    BECKY_BONUS,
    BOARD_TOP,
    BONUS,
    CARD_TOP,
    CHOOSE_BONUS,
    CLEANUP,
    DEAL,
    DONE,
    EMPTY_PARK,
    INCOME,
    KEEP,
    OVER,
    PAY_INCOME,
    PICK_SHOVEL,
    PROPERTY,
    REFRESH,
    REVEAL,
    ROTATE,
    SECONDS,
    SETUP,
    TIDY,
    TURN_RING,
    BECKY_TURN,
    WORKER,
    Becky,
    Board,
    Player,
    Stack,
    State,
    Task,
)
from .tracks import EMPTY_TRACK, leader

SHOVEL_CHOICES: tuple[str, ...] = ("1", "2", "3", "4", "random")
BECKY_FORMS: tuple[str, ...] = ("normal", "harder")


def setup(options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> State:
    n = len(seats)
    if not 1 <= n <= 4:
        raise OptionError(_("Tenpenny Parks takes 1 to 4 players, not {n}").format(n=n))
    colours = _colours(seats)
    becky = None
    shovel = 0  # solo: the player starts with the shovel token
    if n == 1:
        form = str(options.get("becky", "normal"))
        if form not in BECKY_FORMS:
            raise OptionError(_("Becky plays 'normal' or 'harder', not '{form}'").format(form=form))
        spare = next(c for c in COLOUR_IDS if c not in colours)
        becky = Becky(spare, form == "harder", (), 0, 0, 0, 0, 0)
    else:
        choice = str(options.get("shovel", "1"))
        if choice not in SHOVEL_CHOICES:
            raise OptionError(_("the shovel goes to player 1-4 or 'random', not '{choice}'").format(choice=choice))
        # A player number beyond the table counts round again (docs/rules-tenpenny.md).
        shovel = -1 if choice == "random" else (int(choice) - 1) % n
    board = Board(
        tops=("",) * len(TYPES),
        piles=tuple(tuple(sorted(CARDS_OF_TYPE[t])) for t in TYPES),
        builders=(-1,) * len(TYPES),
        spaces=(),
        market=(),
        stand_pile=tuple(sorted(c.id for c in CONCESSIONS)),
        boxed=(),
        stacks=_stacks(),
        board_pool=tuple(sorted(b.id for b in EXPANSION_BOARDS)),
        ring=RING_START,
        extra=-1,
    )
    players = tuple(Player(c, START_MONEY, 0, EMPTY_PARK, (), (), 0, 0, (), (), (), "") for c in colours)
    state = State(
        names=tuple(s.name for s in seats),
        players=players,
        becky=becky,
        phase=SETUP,
        task=Task(""),
        month=1,
        shovel=shovel,
        turn=-1,
        tracks=(EMPTY_TRACK,) * 3,
        board=board,
        goal_pool=tuple(sorted(g.id for g in GOALS)),
    )
    return advance(state)


def _stacks() -> tuple[Stack, ...]:
    """Two roughly equal piles (rulebook "Setup"): 6 and 6."""
    total = len(EXPANSION_BOARDS)
    first = (total + 1) // EXPANSION_STACKS
    return (Stack(first, "", ""), Stack(total - first, "", ""))


def _colours(seats: Sequence[SeatSpec]) -> tuple[str, ...]:
    """Each seat's colour: its own if valid and free, else the first free one."""
    out: list[str] = []
    for s in seats:
        out.append(s.colour if s.colour in COLOUR_IDS and s.colour not in out else "")
    for i, c in enumerate(out):
        if not c:
            out[i] = next(x for x in COLOUR_IDS if x not in out)
    return tuple(out)


# --- what comes next ------------------------------------------------------------------


def advance(state: State) -> State:
    """The state with its next task set, once the current one is finished."""
    refill = _refill(state)
    if refill is not None:
        return evolve_state(state, task=refill)
    while True:
        step = _STEPS[state.phase](state)
        if isinstance(step, Task):
            return evolve_state(state, task=step)
        if isinstance(step, tuple):
            return evolve(step[0], task=step[1])
        state = step


def _refill(state: State) -> Task | None:
    b = state.board
    for loc, top in enumerate(b.tops):
        if not top and b.piles[loc]:
            return Task(CARD_TOP, count=loc)
    for k, stack in enumerate(b.stacks):
        if stack.count and not stack.face:
            return Task(BOARD_TOP, count=k)
    return None


def _setup(state: State) -> Task | State:
    if len(state.board.market) < market_size(state):
        return Task(REVEAL)
    if state.shovel < 0:
        return Task(PICK_SHOVEL)
    for seat, p in enumerate(state.players):
        if not p.goals and len(p.dealt) < GOALS_DEALT:
            return Task(DEAL, seat)
    order = clockwise(state.shovel, state.seats)
    for seat in order:
        if len(state.players[seat].dealt) == GOALS_DEALT:
            return Task(KEEP, seat)
    for seat in order:
        if not state.players[seat].park.boards:
            return Task(PROPERTY, seat)
    return evolve_state(state, phase=INCOME)


def _income(state: State) -> Task | State:
    return Task(PAY_INCOME)


def _actions(state: State) -> Task | State | tuple[State, Task]:
    n = state.entrants
    for k in range(1, n + 1):
        e = (state.turn + k) % n
        if workers_left(state, e) > 0:
            state = evolve_state(state, turn=e)
            if state.is_becky(e):
                return state, becky_rules.turn_task(state)
            return state, Task(WORKER, e)
    return evolve_state(state, phase=BONUS, bonus=-1)


def _bonus(state: State) -> Task | State:
    if state.bonus < 0:
        if state.seats >= 3:
            return Task(SECONDS)
        return evolve_state(state, bonus=0)
    if state.bonus < 3:
        lead = leader(state.tracks[state.bonus])
        if state.is_becky(lead):
            return Task(BECKY_BONUS, lead, count=state.bonus)
        return Task(CHOOSE_BONUS, lead, count=state.bonus)
    return evolve_state(state, phase=ADVERTISE, order=clockwise(state.shovel, state.entrants))


#: The edition (state.EDITION) from which the Advertising step asks each entrant once.
ASKED_ONCE = 2


def _advertise(state: State) -> Task | State | tuple[State, Task]:
    # The entrants skipped here leave the order with the task returned: the
    # next one's Done removes the head of the order, which must be itself.
    # (Edition 1 kept them, so the next one was asked again: kept for games
    # recorded by it, which must replay as they were played.)
    start = state
    while state.order:
        e = state.order[0]
        task = None
        if state.is_becky(e):
            assert state.becky is not None
            if state.becky.cards:
                task = Task(BECKY_ADVERTISE, e, tile=state.becky.cards[-1])
        elif can_advertise(state.players[e]):
            task = Task(ADVERTISING, e)
        if task is not None:
            return (start if state.edition < ASKED_ONCE else state), task
        state = evolve_state(state, order=state.order[1:])
    if state.month >= MONTHS:
        return evolve_state(state, phase=OVER)
    return evolve_state(state, phase=CLEANUP)


def can_advertise(player: Player) -> bool:
    return any(c not in player.advertised and CARD[c].ad_cost <= player.money for c in player.cards)


def _cleanup(state: State) -> Task | State:
    return Task(TIDY)


def _refresh(state: State) -> Task | State:
    if len(state.board.market) < market_size(state) and state.board.stand_pile:
        return Task(REVEAL)
    return evolve_state(state, phase=ROTATE)


def _rotate(state: State) -> Task | State:
    if state.is_becky(state.shovel):
        return Task(BECKY_TURN, state.shovel)
    return Task(TURN_RING, state.shovel)


def _over(state: State) -> Task | State:
    return Task(DONE)


_STEPS = {
    SETUP: _setup,
    INCOME: _income,
    ACTIONS: _actions,
    BONUS: _bonus,
    ADVERTISE: _advertise,
    CLEANUP: _cleanup,
    REFRESH: _refresh,
    ROTATE: _rotate,
    OVER: _over,
}

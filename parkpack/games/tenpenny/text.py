"""The words of Tenpenny Parks: log entries, the status line, side-panel lines
and refusals. Everything public is built from what every seat can see; the
goal cards a player is dealt or keeps appear only in ``private`` text."""

from __future__ import annotations

from parkpack.engine.api import GameText, LogEntry

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
from .becky import plan
from .common import builder_cost, monthly_income
from .content import (
    AWE,
    BANKER,
    BANKER_MONEY,
    CARD,
    CONCESSION,
    CONTRACTOR,
    EMOTION_ICONS,
    EMOTION_NAMES,
    EMOTIONS,
    GOAL,
    JOY_CASH,
    MONEY_ICONS,
    PROPERTY,
    REALTOR,
    REALTOR_COST,
    RING,
    SPACE_NAMES,
    THRILL,
    TYPE_INDEX,
    TYPE_NAMES,
    TYPES,
    WILD as WILD_ICON,
    board_layout,
    count_bonus,
    expansion_face,
    layout_trees,
    ring_modifier,
)
from .goals import income, progress
from .park import covered_icons, fits, placement_problem
from .scoring import scores, spaces
from .shapes import tile_orientations
from .state import (
    ADVERTISING,
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
    DONE,
    EXPAND,
    FOR_BECKY,
    HIDDEN,
    KEEP,
    PAY_INCOME,
    PICK_SHOVEL,
    PLACE,
    PROPERTY as PROPERTY_TASK,
    REVEAL,
    SECONDS,
    STACK,
    TAKE,
    TIDY,
    TREES,
    TURN_RING,
    WILD,
    WORKER,
    Placed,
    State,
)
from .tracks import second, space_of

NEXT_WORDS: dict[str, str] = {
    "most": "the most expensive Builder location",
    "least": "the cheapest Builder location",
    "contractor": "the Contractor",
}
BONUS_WORDS: tuple[str, ...] = ("the extra worker for next month", "the shovel token", f"${JOY_CASH}")


def tile_name(tile: str) -> str:
    card = CARD.get(tile)
    if card is not None:
        return f"{card.name} ({tile})"
    return f"{CONCESSION[tile].name} ({tile})"


def goal_name(goal: str) -> str:
    return GOAL[goal].name


def _steps(emotions: tuple[int, ...]) -> str:
    parts = [f"{EMOTION_NAMES[e]} +{emotions.count(e)}" for e in (0, 1, 2) if emotions.count(e)]
    return ", ".join(parts)


def _space(state: State, entrant: int, track: int) -> int:
    return space_of(state.tracks[track], entrant) + 1


# --- the log ----------------------------------------------------------------------------------


def describe(state: State, action: Action) -> LogEntry:
    t = state.task
    if isinstance(action, CardTop):
        card = CARD[action.card]
        return LogEntry(f"{TYPE_NAMES[TYPES[action.loc]]} stack: {tile_name(action.card)} comes up, ${card.cost}")
    if isinstance(action, BoardTop):
        face = expansion_face(action.board, action.side)
        return LogEntry(f"Expansion stack {action.stack + 1}: a board comes up showing face {face}")
    if isinstance(action, Reveal):
        return LogEntry(f"Concession {tile_name(action.stand)} is turned face up")
    if isinstance(action, Shovel):
        return LogEntry(f"{state.names[action.seat]} starts with the shovel token")
    if isinstance(action, Deal):
        who = state.names[t.seat]
        return LogEntry(f"{who} is dealt a goal card", f"{who} is dealt {goal_name(action.goal)}", (t.seat,))
    if isinstance(action, Keep):
        return _keep(state, action)
    if isinstance(action, ChooseProperty):
        return LogEntry(_property(state, action))
    if isinstance(action, Step):
        return LogEntry(_step(state, action))
    if isinstance(action, BeckyStep):
        return LogEntry(_becky(state, action))
    return LogEntry(_decision(state, action))


def _keep(state: State, action: Keep) -> LogEntry:
    seat = state.task.seat
    who = state.names[seat]
    p = state.players[seat]
    back = next((g for g in p.dealt if g not in action.goals), HIDDEN)
    kept = " and ".join(goal_name(g) for g in action.goals)
    private = f"{who} keeps {kept}; {goal_name(back) if back != HIDDEN else 'the third'} goes back to the box"
    return LogEntry(f"{who} keeps two goal cards and returns one to the box", private, (seat,))


def _property(state: State, action: ChooseProperty) -> str:
    who = state.names[state.task.seat]
    trees = len(layout_trees(board_layout(action.board, action.side)))
    side = "front" if action.side == "front" else f"back ({PROPERTY[action.board].back_name})"
    return f"{who} takes property board {action.board} with its {side} face up: {trees} trees placed"


def _step(state: State, action: Step) -> str:
    if action.name == "income":
        paid = ", ".join(f"{state.names[i]} ${monthly_income(p)}" for i, p in enumerate(state.players))
        return f"Month {state.month} begins. Income: {paid}"
    if action.name == "seconds":
        parts = [f"{EMOTION_NAMES[i]} {state.name(second(track))}" for i, track in enumerate(state.tracks)]
        return "Second place takes 1 VP: " + ", ".join(parts)
    gone = len(state.board.market)
    what = "1 face-up concession goes" if gone == 1 else f"{gone} face-up concessions go"
    return f"Cleanup: {what} back to the box; workers return"


def _decision(state: State, action: Action) -> str:
    t = state.task
    who = state.name(t.seat) if t.seat >= 0 else "?"
    if isinstance(action, PlaceWorker):
        return _worker(state, action, who)
    if isinstance(action, Place):
        return _place(state, action, who)
    if isinstance(action, Wild):
        return f"{who} uses a wild icon: {EMOTION_NAMES[action.track]} +1"
    if isinstance(action, RemoveTree):
        return f"{who} removes the tree at r{action.row}c{action.col}"
    if isinstance(action, Stop):
        return f"{who} removes no more trees"
    if isinstance(action, TakeStand):
        return f"{who} takes concession {tile_name(action.stand)}"
    if isinstance(action, TakeBoard):
        face = state.board.stacks[action.stack].face
        return f"{who} takes the top board of expansion stack {action.stack + 1} (face {face} showing)"
    if isinstance(action, Expand):
        face = expansion_face(t.tile, action.side)
        trees = len(layout_trees(board_layout(t.tile, action.side)))
        return f"{who} adds expansion board {t.tile} on the {action.edge}, face {face} up: {trees} trees placed"
    if isinstance(action, Bonus):
        return _bonus(state, action, who)
    if isinstance(action, Advertise):
        card = CARD[action.card]
        return f"{who} advertises {tile_name(action.card)}: pays ${card.ad_cost}, takes {card.ad_vp} VP"
    if isinstance(action, Done):
        return f"{who} finishes advertising"
    if isinstance(action, TurnRing):
        ring = (state.board.ring + action.spaces) % len(RING)
        plus = next(TYPE_NAMES[TYPES[i]] for i in range(len(TYPES)) if ring_modifier(ring, i) == max(RING))
        return f"{who} turns the carousel ring {action.spaces} space{'s' if action.spaces > 1 else ''} clockwise: +${max(RING)} now faces {plus}"
    if isinstance(action, ForBecky):
        return f"{who} chooses the {SPACE_NAMES[TYPES[action.loc]]} for Becky"
    return str(action)


def _worker(state: State, action: PlaceWorker, who: str) -> str:
    space = action.space
    where = SPACE_NAMES[space]
    if space in TYPE_INDEX:
        loc = TYPE_INDEX[space]
        top = state.board.tops[loc]
        return f"{who} places a worker on the {where} and pays ${builder_cost(state, loc)} for {tile_name(top)}"
    if space == BANKER:
        return f"{who} places a worker on the Banker and takes ${BANKER_MONEY}"
    if space == REALTOR:
        return f"{who} places a worker on the Realtor and pays ${REALTOR_COST}"
    return f"{who} places a worker on the {where}"


def _place(state: State, action: Place, who: str) -> str:
    p = state.players[state.task.seat]
    o = tile_orientations(action.tile)[action.orient]
    covered = covered_icons(p.park, Placed(action.tile, action.orient, action.row, action.col))
    card = CARD.get(action.tile)
    emotions: tuple[int, ...] = card.icons if card is not None else CONCESSION[action.tile].icons
    for kind in covered:
        emotions += EMOTION_ICONS.get(kind, ())
    money = sum(MONEY_ICONS.get(kind, 0) for kind in covered)
    wilds = covered.count(WILD_ICON)
    parts = [x for x in (_steps(emotions), f"${money}" if money else "", f"{wilds} wild" if wilds else "") if x]
    gains = f": {'; '.join(parts)}" if parts else ""
    return f"{who} places {tile_name(action.tile)} side {o.side} turned {o.rot} at r{action.row}c{action.col}{gains}"


def _bonus(state: State, action: Bonus, who: str) -> str:
    track = EMOTION_NAMES[action.track]
    if action.step_back:
        return f"{who} leads {track}, steps back a space and takes {BONUS_WORDS[action.track]}"
    if action.track == THRILL:
        return f"{who} leads {track} and takes 1 VP; the extra worker goes back to its place"
    if action.track == AWE:
        right = (state.task.seat - 1) % state.entrants
        return f"{who} leads {track} and takes 1 VP; the shovel token goes to {state.name(right)}"
    return f"{who} leads {track} and takes 1 VP"


def _becky(state: State, action: BeckyStep) -> str:
    kind, arg = action.kind, action.arg
    if kind == "builder":
        loc = TYPE_INDEX[arg]
        assert state.becky is not None
        which = "most" if plan(state.becky) == "most" else "least"
        return f"Becky places a worker on the {SPACE_NAMES[arg]} (the {which} expensive, ${builder_cost(state, loc)})"
    if kind == "contractor":
        return "Becky places a worker on the Contractor"
    if kind == "card":
        icons = _steps(CARD[arg].icons)
        return f"Becky takes {tile_name(arg)}" + (f": {icons}" if icons else "")
    if kind == "advance":
        track = EMOTIONS.index(arg)
        after = min(_space(state, state.seats, track) + 1, len(state.tracks[track]))
        return f"Becky's {EMOTION_NAMES[track]} disc moves to space {after}"
    if kind == "reveal":
        c = CONCESSION[arg]
        what = _steps(c.icons) if c.icons else f"income ${c.income}, so {c.income} VP"
        return f"Becky's Contractor turns up {tile_name(arg)} ({what}); it goes back to the box"
    if kind == "score":
        return f"Becky takes {arg} VP for the concession's income"
    if kind == "bonus":
        track = EMOTIONS.index(arg)
        extra = {THRILL: "; the extra worker goes back to its place", AWE: ", and takes the shovel token"}
        return f"Becky is ahead on {EMOTION_NAMES[track]} and takes 1 VP" + extra.get(track, "")
    if kind == "advertise":
        return f"Becky advertises {tile_name(arg)} for free: {CARD[arg].ad_vp} VP"
    return "Becky turns the carousel ring one space clockwise"


# --- the status line --------------------------------------------------------------------------


def prompt(view: State) -> str:
    t = view.task
    kind = t.kind
    month = f"Month {view.month}"
    if kind == DONE:
        return _result(view)
    if kind in (CARD_TOP, BOARD_TOP, REVEAL, DEAL, PICK_SHOVEL):
        return "Setting up" if view.phase == "setup" else f"{month}: turning up the next pieces"
    if kind == PAY_INCOME:
        return f"{month}: income"
    if kind == SECONDS:
        return f"{month}: second places take 1 VP"
    if kind == TIDY:
        return f"{month}: cleanup"
    if kind in (BECKY_CHOOSE, BECKY_CARD, BECKY_ADVANCE, BECKY_REVEAL, BECKY_SCORE):
        return f"{month}: Becky's turn"
    if kind == BECKY_BONUS:
        return f"{month}: bonuses, Becky is ahead on {EMOTION_NAMES[t.count]}"
    if kind == BECKY_ADVERTISE:
        return f"{month}: Becky advertises"
    if kind == BECKY_TURN:
        return f"{month}: Becky turns the carousel ring"
    who = view.name(t.seat)
    if kind == KEEP:
        return f"{who}: keep two of your three goal cards"
    if kind == PROPERTY_TASK:
        return f"{who}: choose a property board and the side to put face up"
    if kind == WORKER:
        p = view.players[t.seat]
        return f"{month}, {who}: place a worker ({p.workers} left, ${p.money})"
    if kind == PLACE:
        return f"{who}: place {tile_name(t.tile)} on your property (turn or flip it as you like)"
    if kind == WILD:
        return f"{who}: choose the track for a covered wild icon ({t.count} to assign)"
    if kind == TREES:
        return f"{who}: remove a tree" + (" (one more, or stop)" if t.count else " (up to two), or stop")
    if kind == TAKE:
        return f"{who}: take a face-up concession"
    if kind == STACK:
        return f"{who}: take the top board of an expansion stack"
    if kind == EXPAND:
        return f"{who}: add board {t.tile} on the far left or far right, either side up"
    if kind == CHOOSE_BONUS:
        track = EMOTION_NAMES[t.count]
        return f"{month}, {who} leads {track}: step back for {BONUS_WORDS[t.count]}, or take 1 VP"
    if kind == ADVERTISING:
        return f"{month}, {who}: advertise attractions, or finish (${view.players[t.seat].money})"
    if kind == TURN_RING:
        return f"{month}, {who}: turn the carousel ring to a new position"
    if kind == FOR_BECKY:
        names = " or ".join(SPACE_NAMES[x] for x in t.items)
        return f"{who}: Becky's choice is tied; choose the {names} for her"
    return month


def _result(view: State) -> str:
    sheet = scores(view)
    if sheet.solo_result:
        return f"Game over: {sheet.notes[0]}"
    winner = sheet.winners[0]
    return f"Game over: {view.names[winner]} wins with {sheet.total(winner)} VP"


# --- the side panel ---------------------------------------------------------------------------


def summary(view: State, seat: int) -> tuple[str, ...]:
    p = view.players[seat]
    where = spaces(view, seat)
    types = ", ".join(f"{TYPE_NAMES[t]} {n}" for t in TYPES if (n := sum(1 for c in p.cards if CARD[c].type == t)))
    lines = [
        f"${p.money}, {p.vp_bonus + p.vp_ads} VP so far, {p.workers} worker{'s' if p.workers != 1 else ''} to place",
        f"Attractions: {len(p.cards)}" + (f" ({types})" if types else "")
        + f", count bonus {count_bonus(len(p.cards))} VP",
        f"Concessions: {len(p.stands)}; income ${3 + income(p)} a month",
        f"Trees: {len(p.park.trees)}; expansion boards: {max(0, len(p.park.boards) - 1)}",
        "Tracks: " + ", ".join(f"{EMOTION_NAMES[i]} {s}" for i, s in enumerate(where)),
    ]
    if view.board.extra == seat:
        lines.append("Holds the extra worker")
    if view.shovel == seat:
        lines.append("Holds the shovel token")
    if p.goals and all(g != HIDDEN for g in p.goals):
        lines += [f"Goal: {goal_name(g)} ({progress(g, p, where)})" for g in p.goals]
    elif p.goals:
        lines.append(f"{len(p.goals)} secret goal cards")
    elif p.dealt and all(g != HIDDEN for g in p.dealt):
        lines.append("Dealt: " + ", ".join(goal_name(g) for g in p.dealt))
    return tuple(lines)


def becky_summary(view: State) -> tuple[str, ...]:
    """Becky's side-panel lines (solo games)."""
    b = view.becky
    if b is None:
        return ()
    me = view.seats
    where = spaces(view, me)
    latest = tile_name(b.cards[-1]) if b.cards else "none yet"
    lines = [
        f"Becky ({'harder' if b.harder else 'normal'} form): {b.vp_bonus + b.vp_ads + b.vp_stands} VP so far",
        f"Attractions: {len(b.cards)}; latest {latest}",
        "Tracks: " + ", ".join(f"{EMOTION_NAMES[i]} {s}" for i, s in enumerate(where)),
    ]
    if view.phase == "actions" and b.workers:
        lines.append(f"Next worker: {NEXT_WORDS[plan(b)]}")
    return tuple(lines)


# --- refusals -----------------------------------------------------------------------------------


def refusal(view: State, action: Action) -> str:
    t = view.task
    if t.kind == PLACE and isinstance(action, Place):
        if action.tile != t.tile:
            return f"the tile to place is {tile_name(t.tile)}"
        if not 0 <= action.orient < len(tile_orientations(action.tile)):
            return "no such orientation"
        return placement_problem(view.players[t.seat].park, action.tile, action.orient, action.row, action.col)
    if t.kind == WORKER and isinstance(action, PlaceWorker):
        return _worker_refusal(view, action)
    if t.kind == ADVERTISING and isinstance(action, Advertise):
        p = view.players[t.seat]
        if action.card not in p.cards:
            return "you can only advertise your own attractions"
        if action.card in p.advertised:
            return "each attraction is advertised at most once a month"
        return f"advertising it costs ${CARD[action.card].ad_cost}"
    if t.kind == TAKE and isinstance(action, TakeStand):
        if action.stand not in view.board.market:
            return "that concession is not face up"
        return "that concession does not fit anywhere on your property"
    return ""


def _worker_refusal(view: State, action: PlaceWorker) -> str:
    p = view.players[view.task.seat]
    b = view.board
    space = action.space
    if space in TYPE_INDEX:
        loc = TYPE_INDEX[space]
        if not b.tops[loc]:
            return f"the {TYPE_NAMES[space]} stack is empty"
        if b.builders[loc] >= 0:
            return "each Builder location takes one worker a month"
        cost = builder_cost(view, loc)
        if p.money < cost:
            return f"{tile_name(b.tops[loc])} costs ${cost} with the carousel ring"
        if not fits(p.park, b.tops[loc]):
            return "the attraction's tile fits nowhere on your property"
    if space == CONTRACTOR:
        return "no face-up concession fits on your property"
    if space == REALTOR:
        if p.money < REALTOR_COST:
            return f"the Realtor costs ${REALTOR_COST}"
        return "both expansion stacks are empty"
    return ""


class TenpennyText(GameText[State, Action]):
    def describe(self, state: State, action: Action) -> LogEntry:
        return describe(state, action)

    def prompt(self, view: State) -> str:
        return prompt(view)

    def summary(self, view: State, seat: int) -> tuple[str, ...]:
        return summary(view, seat)

    def refusal(self, view: State, action: Action) -> str:
        return refusal(view, action)


"""The words of Tenpenny Parks: log entries, the status line, side-panel lines
and refusals. Everything public is built from what every seat can see; the
goal cards a player is dealt or keeps appear only in ``private`` text."""

from __future__ import annotations

from parkpack.engine.api import Brief, GameText, LogEntry
from parkpack.i18n import _, and_join, ngettext, number

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
    EMOTION_LETTER,
    EMOTION_NAMES,
    EMOTIONS,
    FACE_IDS,
    GOAL,
    ICON_NAMES,
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
    face_layout,
    layout_icons,
    layout_trees,
    ring_modifier,
)
from .goals import income, progress, tally
from .park import covered_icons, fits, placement_problem, tile_cells
from .scoring import becky_score, scores, spaces
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
    OVER,
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
    Park,
    Placed,
    Player,
    State,
)
from .tracks import second, space_of

def money(amount: int) -> str:
    """"$5" (German "5 $")."""
    return _("${amount}").format(amount=number(amount))


def emotion(track: int) -> str:
    return _(EMOTION_NAMES[track])


def type_name(kind: str) -> str:
    return _(TYPE_NAMES[kind])


def space_name(space: str) -> str:
    return _(SPACE_NAMES[space])


def next_words(plan_: str) -> str:
    """Where Becky's next worker goes, for her side-panel line."""
    words = {
        "most": _("the most expensive Builder location"),
        "least": _("the cheapest Builder location"),
        "contractor": _("the Contractor"),
    }
    return words[plan_]


def bonus_words(track: int) -> str:
    """What stepping back on a track's lead gives: Thrill, Awe, Joy."""
    return (_("the extra worker for next month"), _("the shovel token"), money(JOY_CASH))[track]


def tile_name(tile: str) -> str:
    card = CARD.get(tile)
    name = card.name if card is not None else CONCESSION[tile].name
    return _("{name} ({id})").format(name=_(name), id=tile)


def face_name(face: str) -> str:
    """An expansion face with what is on it: the boards carry no printed
    name, so the log says what a player sees ("X0 (2 trees, Thrill and $2)").
    A face not turned up yet ("") is given back as it is."""
    if face not in FACE_IDS:
        return face
    layout = face_layout(face)
    trees = len(layout_trees(layout))
    icons = and_join([_(ICON_NAMES[kind]) for _r, _c, kind in layout_icons(layout)])
    return ngettext("{face} ({trees} tree, {icons})", "{face} ({trees} trees, {icons})", trees).format(
        face=face, trees=trees, icons=icons)


def goal_name(goal: str) -> str:
    return _(GOAL[goal].name)


def _steps(emotions: tuple[int, ...]) -> str:
    parts = [f"{emotion(e)} +{emotions.count(e)}" for e in (0, 1, 2) if emotions.count(e)]
    return ", ".join(parts)


def _space(state: State, entrant: int, track: int) -> int:
    return space_of(state.tracks[track], entrant) + 1


def _goal_line(goal: str, p: Player, where: tuple[int, ...]) -> Brief:
    """A goal and how far the park is from it; a narrow panel drops the
    "Goal:" and counts in figures (German's names run long)."""
    full = _("Goal: {goal} ({progress})").format(goal=goal_name(goal), progress=progress(goal, p, where))
    return Brief(full, f"{goal_name(goal)}: {tally(goal, p, where)}")


def _tracks(spaces_: tuple[int, ...]) -> Brief:
    """The line with every track's space, and a short wording by the icons'
    letters for a side panel too narrow for the names (German's run long)."""
    full = _("Tracks: {tracks}").format(tracks=", ".join(f"{emotion(i)} {s}" for i, s in enumerate(spaces_)))
    short = _("Tracks: {tracks}").format(tracks=" · ".join(f"{EMOTION_LETTER[i]} {s}" for i, s in enumerate(spaces_)))
    return Brief(full, short)


# --- the log ----------------------------------------------------------------------------------


def describe(state: State, action: Action) -> LogEntry:
    t = state.task
    if isinstance(action, CardTop):
        card = CARD[action.card]
        return LogEntry(_("{type} stack: {tile} comes up, {cost}").format(
            type=type_name(TYPES[action.loc]), tile=tile_name(action.card), cost=money(card.cost)))
    if isinstance(action, BoardTop):
        face = face_name(expansion_face(action.board, action.side))
        return LogEntry(_("Expansion stack {stack}: a board comes up showing face {face}").format(
            stack=action.stack + 1, face=face))
    if isinstance(action, Reveal):
        return LogEntry(_("Concession {tile} is turned face up").format(tile=tile_name(action.stand)))
    if isinstance(action, Shovel):
        return LogEntry(_("{who} starts with the shovel token").format(who=state.names[action.seat]))
    if isinstance(action, Deal):
        # Which card is dealt stays secret after the game too: it may be the one put back.
        who = state.names[t.seat]
        public = _("{who} is dealt a goal card").format(who=who)
        return LogEntry(public, _("{who} is dealt {goal}").format(who=who, goal=goal_name(action.goal)), (t.seat,), public)
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
    kept = and_join([goal_name(g) for g in action.goals])
    unnamed = _("{who} keeps {kept}; the third goes back to the box").format(who=who, kept=kept)
    private = unnamed
    if back != HIDDEN:
        private = _("{who} keeps {kept}; {goal} goes back to the box").format(who=who, kept=kept, goal=goal_name(back))
    # At the end the kept goals are shown to all, the one put back to nobody else (rulebook, Setup).
    return LogEntry(_("{who} keeps two goal cards and returns one to the box").format(who=who), private, (seat,), unnamed)


def _property(state: State, action: ChooseProperty) -> str:
    who = state.names[state.task.seat]
    trees = len(layout_trees(board_layout(action.board, action.side)))
    if action.side == "front":
        text = ngettext("{who} takes property board {board} with its front face up: {trees} tree placed",
                        "{who} takes property board {board} with its front face up: {trees} trees placed", trees)
    else:
        text = ngettext("{who} takes property board {board} with its back ({name}) face up: {trees} tree placed",
                        "{who} takes property board {board} with its back ({name}) face up: {trees} trees placed", trees)
    return text.format(who=who, board=action.board, trees=trees, name=_(PROPERTY[action.board].back_name))


def _step(state: State, action: Step) -> str:
    if action.name == "income":
        paid = ", ".join(f"{state.names[i]} {money(monthly_income(p))}" for i, p in enumerate(state.players))
        return _("Month {month} begins. Income: {paid}").format(month=state.month, paid=paid)
    if action.name == "seconds":
        parts = [f"{emotion(i)} {state.name(second(track))}" for i, track in enumerate(state.tracks)]
        return _("Second place takes 1 VP: {places}").format(places=", ".join(parts))
    gone = len(state.board.market)
    return ngettext("Cleanup: {n} face-up concession goes back to the box; workers return",
                    "Cleanup: {n} face-up concessions go back to the box; workers return", gone).format(n=gone)


def _decision(state: State, action: Action) -> str:
    t = state.task
    who = state.name(t.seat) if t.seat >= 0 else "?"
    if isinstance(action, PlaceWorker):
        return _worker(state, action, who)
    if isinstance(action, Place):
        return _place(state, action, who)
    if isinstance(action, Wild):
        return _("{who} uses a wild icon: {track} +1").format(who=who, track=emotion(action.track))
    if isinstance(action, RemoveTree):
        row, col = _square(state.players[t.seat].park, (action.row, action.col))
        return _("{who} removes the tree in row {row}, column {col}").format(who=who, row=row, col=col)
    if isinstance(action, Stop):
        return _("{who} removes no more trees").format(who=who)
    if isinstance(action, TakeStand):
        return _("{who} takes concession {tile}").format(who=who, tile=tile_name(action.stand))
    if isinstance(action, TakeBoard):
        face = face_name(state.board.stacks[action.stack].face)
        return _("{who} takes the top board of expansion stack {stack}, showing face {face}").format(
            who=who, stack=action.stack + 1, face=face)
    if isinstance(action, Expand):
        face = expansion_face(t.tile, action.side)
        trees = len(layout_trees(board_layout(t.tile, action.side)))
        if action.edge == "left":
            text = ngettext("{who} adds expansion board {board} on the left, face {face} up: {trees} tree placed",
                            "{who} adds expansion board {board} on the left, face {face} up: {trees} trees placed", trees)
        else:
            text = ngettext("{who} adds expansion board {board} on the right, face {face} up: {trees} tree placed",
                            "{who} adds expansion board {board} on the right, face {face} up: {trees} trees placed", trees)
        return text.format(who=who, board=t.tile, face=face, trees=trees)
    if isinstance(action, Bonus):
        return _bonus(state, action, who)
    if isinstance(action, Advertise):
        card = CARD[action.card]
        return _("{who} advertises {tile}: pays {cost}, takes {vp} VP").format(
            who=who, tile=tile_name(action.card), cost=money(card.ad_cost), vp=card.ad_vp)
    if isinstance(action, Done):
        return _("{who} finishes advertising").format(who=who)
    if isinstance(action, TurnRing):
        ring = (state.board.ring + action.spaces) % len(RING)
        plus = next(type_name(TYPES[i]) for i in range(len(TYPES)) if ring_modifier(ring, i) == max(RING))
        return ngettext("{who} turns the carousel ring {n} space clockwise: +{money} now faces {type}",
                        "{who} turns the carousel ring {n} spaces clockwise: +{money} now faces {type}",
                        action.spaces).format(who=who, n=action.spaces, money=money(max(RING)), type=plus)
    if isinstance(action, ForBecky):
        return _("{who} chooses the {space} for Becky").format(who=who, space=space_name(TYPES[action.loc]))
    return str(action)


def _worker(state: State, action: PlaceWorker, who: str) -> str:
    space = action.space
    where = space_name(space)
    if space in TYPE_INDEX:
        loc = TYPE_INDEX[space]
        top = state.board.tops[loc]
        return _("{who} places a worker on the {space} and pays {cost} for {tile}").format(
            who=who, space=where, cost=money(builder_cost(state, loc)), tile=tile_name(top))
    if space == BANKER:
        return _("{who} places a worker on the Banker and takes {money}").format(who=who, money=money(BANKER_MONEY))
    if space == REALTOR:
        return _("{who} places a worker on the Realtor and pays {money}").format(who=who, money=money(REALTOR_COST))
    if space == CONTRACTOR:  # its own line: other languages give it another article than the Arborist
        return _("{who} places a worker on the Contractor").format(who=who)
    return _("{who} places a worker on the {space}").format(who=who, space=where)


def _place(state: State, action: Place, who: str) -> str:
    p = state.players[state.task.seat]
    o = tile_orientations(action.tile)[action.orient]
    covered = covered_icons(p.park, Placed(action.tile, action.orient, action.row, action.col))
    card = CARD.get(action.tile)
    emotions: tuple[int, ...] = card.icons if card is not None else CONCESSION[action.tile].icons
    for kind in covered:
        emotions += EMOTION_ICONS.get(kind, ())
    cash = sum(MONEY_ICONS.get(kind, 0) for kind in covered)
    wilds = covered.count(WILD_ICON)
    wild = ngettext("{n} wild", "{n} wild", wilds).format(n=wilds) if wilds else ""
    parts = [x for x in (_steps(emotions), money(cash) if cash else "", wild) if x]
    gains = f": {'; '.join(parts)}" if parts else ""
    row, col = tile_square(p.park, action)
    return _("{who} places {tile}, side {side} turned {rot}°, from row {row}, column {col}").format(
        who=who, tile=tile_name(action.tile), side=o.side, rot=o.rot, row=row, col=col) + gains


def _square(park: Park, cell: tuple[int, int]) -> tuple[int, int]:
    """A cell as a player counts it on the property: row and column from 1,
    the column from the property's left edge as it is now."""
    return cell[0] + 1, cell[1] - park.left + 1


def tile_square(park: Park, action: Place | Placed) -> tuple[int, int]:
    """Where a placement is said to be, as ``_square`` counts: the first
    square the tile covers in reading order (the leftmost of its top row),
    since the corner of its box may be one it leaves empty."""
    return _square(park, min(tile_cells(Placed(action.tile, action.orient, action.row, action.col))))


def _bonus(state: State, action: Bonus, who: str) -> str:
    track = emotion(action.track)
    if action.step_back:
        return _("{who} leads {track}, steps back a space and takes {bonus}").format(
            who=who, track=track, bonus=bonus_words(action.track))
    if action.track == THRILL:
        return _("{who} leads {track} and takes 1 VP; the extra worker goes back to its place").format(who=who, track=track)
    if action.track == AWE:
        right = (state.task.seat - 1) % state.entrants
        return _("{who} leads {track} and takes 1 VP; the shovel token goes to {name}").format(
            who=who, track=track, name=state.name(right))
    return _("{who} leads {track} and takes 1 VP").format(who=who, track=track)


def _becky(state: State, action: BeckyStep) -> str:
    kind, arg = action.kind, action.arg
    if kind == "builder":
        loc = TYPE_INDEX[arg]
        assert state.becky is not None
        text = (_("Becky places a worker on the {space} (the most expensive, {cost})") if plan(state.becky) == "most"
                else _("Becky places a worker on the {space} (the least expensive, {cost})"))
        return text.format(space=space_name(arg), cost=money(builder_cost(state, loc)))
    if kind == "contractor":
        return _("Becky places a worker on the Contractor")
    if kind == "card":
        icons = _steps(CARD[arg].icons)
        if icons:
            return _("Becky takes {tile}: {icons}").format(tile=tile_name(arg), icons=icons)
        return _("Becky takes {tile}").format(tile=tile_name(arg))
    if kind == "advance":
        track = EMOTIONS.index(arg)
        after = min(_space(state, state.seats, track) + 1, len(state.tracks[track]))
        return _("Becky's {track} disc moves to space {space}").format(track=emotion(track), space=after)
    if kind == "reveal":
        c = CONCESSION[arg]
        what = _steps(c.icons) if c.icons else _("income {money}, so {vp} VP").format(money=money(c.income), vp=c.income)
        return _("Becky's Contractor turns up {tile}: {what}; it goes back to the box").format(tile=tile_name(arg), what=what)
    if kind == "score":
        return _("Becky takes {vp} VP for the concession's income").format(vp=arg)
    if kind == "bonus":
        track = EMOTIONS.index(arg)
        if track == THRILL:
            text = _("Becky is ahead on {track} and takes 1 VP; the extra worker goes back to its place")
        elif track == AWE:
            text = _("Becky is ahead on {track} and takes 1 VP, and takes the shovel token")
        else:
            text = _("Becky is ahead on {track} and takes 1 VP")
        return text.format(track=emotion(track))
    if kind == "advertise":
        return _("Becky advertises {tile} for free: {vp} VP").format(tile=tile_name(arg), vp=CARD[arg].ad_vp)
    return _("Becky turns the carousel ring one space clockwise")


# --- the status line --------------------------------------------------------------------------


def prompt(view: State) -> str:
    t = view.task
    kind = t.kind
    month = view.month
    if kind == DONE:
        return _result(view)
    if kind in (CARD_TOP, BOARD_TOP, REVEAL, DEAL, PICK_SHOVEL):
        return _("Setting up") if view.phase == "setup" else _("Month {month}: turning up the next pieces").format(month=month)
    if kind == PAY_INCOME:
        return _("Month {month}: income").format(month=month)
    if kind == SECONDS:
        return _("Month {month}: second places take 1 VP").format(month=month)
    if kind == TIDY:
        return _("Month {month}: cleanup").format(month=month)
    if kind in (BECKY_CHOOSE, BECKY_CARD, BECKY_ADVANCE, BECKY_REVEAL, BECKY_SCORE):
        return _("Month {month}: Becky's turn").format(month=month)
    if kind == BECKY_BONUS:
        return _("Month {month}: bonuses, Becky is ahead on {track}").format(month=month, track=emotion(t.count))
    if kind == BECKY_ADVERTISE:
        return _("Month {month}: Becky advertises").format(month=month)
    if kind == BECKY_TURN:
        return _("Month {month}: Becky turns the carousel ring").format(month=month)
    who = view.name(t.seat)
    if kind == KEEP:
        return _("{who}: keep two of your three goal cards").format(who=who)
    if kind == PROPERTY_TASK:
        return _("{who}: choose a property board and the side to put face up").format(who=who)
    if kind == WORKER:
        p = view.players[t.seat]
        return _("Month {month}, {who}: place a worker ({left} left, {money})").format(
            month=month, who=who, left=p.workers, money=money(p.money))
    if kind == PLACE:
        return _("{who}: place {tile} on your property (turn or flip it as you like)").format(who=who, tile=tile_name(t.tile))
    if kind == WILD:
        return _("{who}: choose the track for a covered wild icon ({n} to assign)").format(who=who, n=t.count)
    if kind == TREES:
        if t.count:
            return _("{who}: remove a tree (one more, or stop)").format(who=who)
        return _("{who}: remove a tree (up to two), or stop").format(who=who)
    if kind == TAKE:
        return _("{who}: take a face-up concession").format(who=who)
    if kind == STACK:
        return _("{who}: take the top board of an expansion stack").format(who=who)
    if kind == EXPAND:
        return _("{who}: add board {board} on the far left or far right, either side up").format(who=who, board=t.tile)
    if kind == CHOOSE_BONUS:
        return _("Month {month}, {who} leads {track}: step back for {bonus}, or take 1 VP").format(
            month=month, who=who, track=emotion(t.count), bonus=bonus_words(t.count))
    if kind == ADVERTISING:
        return _("Month {month}, {who}: advertise attractions, or finish ({money})").format(
            month=month, who=who, money=money(view.players[t.seat].money))
    if kind == TURN_RING:
        return _("Month {month}, {who}: turn the carousel ring to a new position").format(month=month, who=who)
    if kind == FOR_BECKY:
        names = or_join([space_name(x) for x in t.items])
        return _("{who}: Becky's choice is tied; choose the {spaces} for her").format(who=who, spaces=names)
    return _("Month {month}").format(month=month)


def or_join(items: list[str]) -> str:
    """"A or B or C"."""
    text = items[0] if items else ""
    for item in items[1:]:
        text = _("{first} or {second}").format(first=text, second=item)
    return text


def _result(view: State) -> str:
    sheet = scores(view)
    if sheet.solo_result:
        return _("Game over: {result}").format(result=sheet.notes[0])
    winner = sheet.winners[0]
    return _("Game over: {name} wins with {vp} VP").format(name=view.names[winner], vp=sheet.total(winner))


# --- the side panel ---------------------------------------------------------------------------


def summary(view: State, seat: int) -> tuple[str, ...]:
    p = view.players[seat]
    where = spaces(view, seat)
    # Themes by the codes the tiles and Becky's cards show (SV, OW, ...),
    # three to a line: four themes by name ran to 330 pixels.
    counts = [f"{t} {n}" for t in TYPES if (n := sum(1 for c in p.cards if CARD[c].type == t))]
    themes = [" · ".join(counts[i:i + 3]) for i in range(0, len(counts), 3)]
    # Short lines, as the board words them: a side panel of 200-odd pixels
    # shows each whole.
    lines = [
        _("{money} · {n} to place · {vp} VP").format(money=money(p.money), vp=p.vp_bonus + p.vp_ads, n=p.workers),
        _("Attractions {n} · bonus {bonus} VP").format(n=len(p.cards), bonus=count_bonus(len(p.cards))),
        *([_("Themes: {types}").format(types=themes[0]), *themes[1:]] if themes else []),
        _("Concessions {n} · income {money}").format(n=len(p.stands), money=money(3 + income(p))),
        _("Trees {trees} · expansion boards {boards}").format(trees=len(p.park.trees), boards=max(0, len(p.park.boards) - 1)),
        _tracks(where),
    ]
    if view.board.extra == seat:
        lines.append(_("Holds the extra worker"))
    if view.shovel == seat:
        lines.append(_("Holds the shovel token"))
    if p.goals and all(g != HIDDEN for g in p.goals):
        lines += [_goal_line(g, p, where) for g in p.goals]
    elif p.goals:
        lines.append(ngettext("{n} secret goal card", "{n} secret goal cards", len(p.goals)).format(n=len(p.goals)))
    elif p.dealt and all(g != HIDDEN for g in p.dealt):
        lines.append(_("Dealt: {goals}").format(goals=", ".join(goal_name(g) for g in p.dealt)))
    return tuple(lines)


def becky_summary(view: State) -> tuple[str, ...]:
    """Becky's side-panel lines (solo games)."""
    b = view.becky
    if b is None:
        return ()
    me = view.seats
    where = spaces(view, me)
    latest = tile_name(b.cards[-1]) if b.cards else _("none yet")
    if view.phase == OVER:  # her whole score, as the score sheet adds it up
        head = (_("Becky (harder form): {vp} VP in the end") if b.harder
                else _("Becky (normal form): {vp} VP in the end")).format(vp=becky_score(view).total)
    else:
        head = (_("Becky (harder form): {vp} VP so far") if b.harder
                else _("Becky (normal form): {vp} VP so far")).format(vp=b.vp_bonus + b.vp_ads + b.vp_stands)
    lines = [
        head,
        _("Attractions: {n}; latest {tile}").format(n=len(b.cards), tile=latest),
        _tracks(where),
    ]
    if view.phase == "actions" and b.workers:
        lines.append(_("Next worker: {where}").format(where=next_words(plan(b))))
    return tuple(lines)


# --- refusals -----------------------------------------------------------------------------------


def refusal(view: State, action: Action) -> str:
    t = view.task
    if t.kind == PLACE and isinstance(action, Place):
        if action.tile != t.tile:
            return _("the tile to place is {tile}").format(tile=tile_name(t.tile))
        if not 0 <= action.orient < len(tile_orientations(action.tile)):
            return _("no such orientation")
        return placement_problem(view.players[t.seat].park, action.tile, action.orient, action.row, action.col)
    if t.kind == WORKER and isinstance(action, PlaceWorker):
        return _worker_refusal(view, action)
    if t.kind == ADVERTISING and isinstance(action, Advertise):
        p = view.players[t.seat]
        if action.card not in p.cards:
            return _("you can only advertise your own attractions")
        if action.card in p.advertised:
            return _("each attraction is advertised at most once a month")
        return _("advertising it costs {cost}").format(cost=money(CARD[action.card].ad_cost))
    if t.kind == TAKE and isinstance(action, TakeStand):
        if action.stand not in view.board.market:
            return _("that concession is not face up")
        return _("that concession does not fit anywhere on your property")
    return ""


def _worker_refusal(view: State, action: PlaceWorker) -> str:
    p = view.players[view.task.seat]
    b = view.board
    space = action.space
    if space in TYPE_INDEX:
        loc = TYPE_INDEX[space]
        if not b.tops[loc]:
            return _("the {type} stack is empty").format(type=type_name(space))
        if b.builders[loc] >= 0:
            return _("each Builder location takes one worker a month")
        cost = builder_cost(view, loc)
        if p.money < cost:
            return _("{tile} costs {cost} with the carousel ring").format(tile=tile_name(b.tops[loc]), cost=money(cost))
        if not fits(p.park, b.tops[loc]):
            return _("the attraction's tile fits nowhere on your property")
    if space == CONTRACTOR:
        return _("no face-up concession fits on your property")
    if space == REALTOR:
        if p.money < REALTOR_COST:
            return _("the Realtor costs {cost}").format(cost=money(REALTOR_COST))
        return _("both expansion stacks are empty")
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


"""From the view (and the board's offers and transient choices) to the looks
the items paint, and where the right-hand column's items go.

Only the view given to ``sync`` is read: another seat's goals are "?" in it,
and nothing here could draw them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from ..text import QT_TRANSLATE_NOOP
from ...i18n import _
from ...games.tenpenny.content import (
    CARD,
    EXPANSION_COLS,
    GOAL,
    OPEN_SPACES,
    PROPERTY,
    PROPERTY_BOARDS,
    PROPERTY_COLS,
    RING,
    RING_TABLE,
    ROWS,
    SPACE_NAMES,
    TYPE_INDEX,
    TYPES,
)
from ...games.tenpenny.goals import met, progress
from ...games.tenpenny.scoring import spaces as track_spaces
from ...games.tenpenny.state import (
    ADVERTISING,
    BECKY_ADVANCE,
    BECKY_ADVERTISE,
    BECKY_BONUS,
    BECKY_CARD,
    BECKY_CHOOSE,
    BECKY_REVEAL,
    BECKY_SCORE,
    BECKY_TURN,
    CHOOSE_BONUS,
    EXPAND,
    FOR_BECKY,
    HIDDEN,
    KEEP,
    PROPERTY as PROPERTY_TASK,
    STACK,
    TAKE,
    TREES,
    TURN_RING,
    WILD,
    WORKER,
    Player,
    State,
)
from ...games.tenpenny.text import becky_summary
from .game_items import CardLook, ExtraLook, MarketLook, MonthLook, RingLook, SpaceLook, StackLook
from .park_item import LABEL, Ghost, ParkLook
from .side_items import (
    BECKY_COLUMNS,
    BUTTON_H,
    CaptionLook,
    ChipsLook,
    GoalLook,
    HeaderLook,
    NoteLook,
    PreviewItem,
    PreviewLook,
    chip_columns,
    goal_text_lines,
)
from .track_items import DiscLook, TracksLook
from .words import caption

if TYPE_CHECKING:
    from .board import TenpennyBoard

Key = tuple[Any, ...]

EFFECTS = {
    "banker": QT_TRANSLATE_NOOP("Tenpenny", "take $2"), "arborist": QT_TRANSLATE_NOOP("Tenpenny", "up to 2 trees"),
    "contractor": QT_TRANSLATE_NOOP("Tenpenny", "a concession"), "realtor": QT_TRANSLATE_NOOP("Tenpenny", "$3: more land"),
}
BIG_CELL = 40.0
SMALL_CELL = 13.0
GOAL_H = 42.0
GOAL_LINE_H = 18.0  # a goal's second line of wording
KEEP_H = 64.0  # the three goals dealt, taller: a click on one puts it back
GAP = 8.0


def turn_to(view: State, loc: int) -> int:
    """The ring turn (1-5) that puts +$2 in front of Builder location ``loc``
    (0: it faces it already)."""
    return (loc - view.board.ring) % len(RING)


def becky_marks(view: State) -> dict[Key, str]:
    """Where Becky's pending step happens, with its words (the view's task
    says what she does next, so the player sees it before it is played)."""
    t = view.task
    marks: dict[Key, str] = {}
    if t.kind == CHOOSE_BONUS:
        marks[("track", t.count)] = QCoreApplication.translate("Tenpenny", "{name} leads").format(name=view.name(t.seat))
    if view.becky is None:
        return marks
    if t.kind == BECKY_CHOOSE:
        where = t.items[0]
        if where in TYPE_INDEX:
            marks[("builder", TYPE_INDEX[where])] = QCoreApplication.translate("Tenpenny", "Becky goes here")
        else:
            marks[("space", where)] = QCoreApplication.translate("Tenpenny", "Becky goes here")
    elif t.kind == BECKY_CARD:
        marks[("builder", TYPE_INDEX[CARD[t.tile].type])] = QCoreApplication.translate("Tenpenny", "Becky takes it")
    elif t.kind == BECKY_ADVANCE:
        marks[("track", t.steps[0])] = QCoreApplication.translate("Tenpenny", "Becky's disc moves on")
    elif t.kind == BECKY_REVEAL:
        marks[("space", "contractor")] = QCoreApplication.translate("Tenpenny", "Becky draws one")
    elif t.kind == BECKY_SCORE:
        marks[("becky",)] = QCoreApplication.translate("Tenpenny", "+{count} VP").format(count=t.count)
    elif t.kind == BECKY_BONUS:
        marks[("track", t.count)] = QCoreApplication.translate("Tenpenny", "Becky leads: 1 VP")
    elif t.kind == BECKY_ADVERTISE:
        marks[("becky-card", t.tile)] = QCoreApplication.translate("Tenpenny", "advertises")
    elif t.kind == BECKY_TURN:
        marks[("ring",)] = QCoreApplication.translate("Tenpenny", "Becky turns it")
    elif t.kind == FOR_BECKY:
        for item in t.items:
            marks[("builder", TYPE_INDEX[item])] = QCoreApplication.translate("Tenpenny", "tied for Becky")
    return marks


class Looks:
    """Builds every item's look for one sync (or one refresh)."""

    def __init__(self, board: TenpennyBoard, view: State) -> None:
        self.b = board
        self.v = view
        self.o = board.offers
        self.kind = view.task.kind if board.interactive else ""
        self.cb = board.colour_blind
        self.marks = becky_marks(view)

    def apply(self) -> None:
        self.game_board()
        self.track_looks()
        self.choices()
        self.right_column()

    # --- the game board ------------------------------------------------------------
    def game_board(self) -> None:
        v, b, o = self.v, self.b, self.o
        ring = (v.board.ring + b.preview_turn) % len(RING) if self.kind == TURN_RING else v.board.ring
        for loc, item in enumerate(b.cards):
            card = v.board.tops[loc]
            cost = max(0, CARD[card].cost + RING_TABLE[ring][loc]) if card else 0
            who = v.board.builders[loc]
            offered = (
                (self.kind == WORKER and TYPES[loc] in o.workers)
                or (self.kind == FOR_BECKY and loc in o.for_becky)
                or (self.kind == TURN_RING and turn_to(v, loc) in o.turns)
            )
            dimmed = self.kind in (WORKER, FOR_BECKY) and not offered and who < 0 and bool(card)
            item.set_look(CardLook(
                TYPES[loc], card, len(v.board.piles[loc]), cost, RING_TABLE[ring][loc],
                b.entrant_pawn(who) if who >= 0 else None, "offer" if offered else "", dimmed,
                self.marks.get(("builder", loc), ""), self.cb,
            ))
        preview = (v.board.ring + b.preview_turn) % len(RING) if self.kind == TURN_RING and b.preview_turn else -1
        b.ring.set_look(RingLook("offer" if self.kind == TURN_RING else "", self.marks.get(("ring",), ""), preview))
        b.month.set_look(MonthLook(v.month))
        holder = v.board.extra
        b.extra.set_look(ExtraLook(v.name(holder) if holder >= 0 else "", b.entrant_pawn(holder) if holder >= 0 else None))
        for k, stack_item in enumerate(b.stacks):
            s = v.board.stacks[k]
            offered = self.kind == STACK and k in o.stacks
            stack_item.set_look(StackLook(k, s.count, s.face, "offer" if offered else "",
                                    self.kind == STACK and not offered, self.cb))
        for space in OPEN_SPACES:
            pawns = tuple(b.entrant_pawn(e) for s, e in v.board.spaces if s == space)
            offered = self.kind == WORKER and space in o.workers
            b.spaces[space].set_look(SpaceLook(_(SPACE_NAMES[space]), QCoreApplication.translate("Tenpenny", EFFECTS[space]), pawns, "offer" if offered else "",
                                               self.kind == WORKER and not offered,
                                               self.marks.get(("space", space), "")))
        offered_stands = frozenset(o.takes) if self.kind == TAKE else frozenset()
        b.market.set_look(MarketLook(v.board.market, offered_stands, "", len(v.board.stand_pile), "", self.cb))

    def track_looks(self) -> None:
        v, b = self.v, self.b
        offered = frozenset(self.o.wilds) if self.kind == WILD else frozenset()
        marks = tuple((k[1], words) for k, words in self.marks.items() if k[0] == "track")
        b.tracks.set_look(TracksLook(v.entrants, offered, -1, marks, self.cb))
        origin = b.tracks.pos()
        for t, track in enumerate(v.tracks):
            for space, stack in enumerate(track):
                for height, entrant in enumerate(stack):
                    disc = b.discs.get((entrant, t))
                    if disc is None:
                        from .track_items import DiscItem

                        disc = b.discs[(entrant, t)] = DiscItem(entrant, t)
                        b.addItem(disc)
                        disc.setPos(origin + b.tracks.disc_pos(t, space, height))
                    pawn = b.entrant_pawn(entrant)
                    disc.set_look(DiscLook(pawn.colour, pawn.letter, pawn.shape, height < len(stack) - 1))
                    disc.setZValue(10 + height)
                    disc.setData(1, origin + b.tracks.disc_pos(t, space, height))  # where it belongs now

    # --- the choice bar ----------------------------------------------------------------
    def choices(self) -> None:
        v, b, o = self.v, self.b, self.o
        title, detail = caption(v, b.seat, b.interactive, b.turn_open)
        b.caption.set_look(CaptionLook(title, detail, b.interactive))
        actions: list[Any] = []
        if self.kind == CHOOSE_BONUS:
            actions = sorted(o.bonuses, key=lambda a: not a.step_back)
        elif self.kind == WILD:
            actions = [o.wilds[t] for t in sorted(o.wilds)]
        elif self.kind == TREES and o.stop is not None:
            actions = [o.stop]
        elif self.kind == ADVERTISING and o.done is not None:
            actions = [o.done]
        elif self.kind == TURN_RING:
            actions = [o.turns[k] for k in sorted(o.turns)]
        elif self.kind == EXPAND:
            actions = [o.expands[key] for key in sorted(o.expands, key=lambda k: (k[0] != "left", k[1]))]
        elif self.kind == FOR_BECKY:
            actions = [o.for_becky[loc] for loc in sorted(o.for_becky)]
        b.set_buttons(actions)

    # --- the right-hand column ------------------------------------------------------------
    def right_column(self) -> None:
        from .board import RIGHT_W, RIGHT_X, SCENE_H

        v, b = self.v, self.b
        y = max(b.buttons_bottom(), b.caption.h + 6 + BUTTON_H) + GAP
        focus = b.focus_seat if 0 <= b.focus_seat < v.seats else b.seat
        own = focus == b.seat
        player = v.players[focus]
        b.header.key = ("park", focus)
        b.header.setPos(RIGHT_X, y)
        title = QCoreApplication.translate("Tenpenny", "{name}'s park").format(name=v.name(focus)) if own else QCoreApplication.translate("Tenpenny", "{name}'s park: view only (Esc returns)").format(name=v.name(focus))
        b.header.set_look(HeaderLook(title, self._stats(player), b.entrant_pawn(focus), v.shovel == focus,
                                     v.board.extra == focus, True))
        y += 30
        for preview in b.previews.values():
            preview.setVisible(False)
        for g in b.goal_items:
            # Hidden items keep no goal: the next seat may not know it.
            g.key = ("goal", "")
            g.set_look(GoalLook("", ""))
            g.setVisible(False)
        big = b.parks[focus]
        for s, park in enumerate(b.parks):
            if s != focus:
                park.setVisible(False)
        if self.kind == KEEP and own:
            y = self._keep(y)
            big.setVisible(False)
        elif self.kind == PROPERTY_TASK and own:
            y = self._properties(y)
            big.setVisible(False)
        else:
            big.setVisible(True)
            big.set_look(self._big_park(focus, player))
            big.setPos(RIGHT_X + max(0.0, (RIGHT_W - big.w) / 2), y)
            y += big.h + GAP
        chips = b.chips
        chips.setVisible(bool(player.park.width))
        if chips.isVisible():
            offered = frozenset(self.o.ads) if self.kind == ADVERTISING and own else frozenset()
            total = sum(CARD[c].vp for c in player.cards)
            title = QCoreApplication.translate("Tenpenny", "Attractions: {n} ({total} VP on their cards)").format(n=len(player.cards), total=total) if player.cards else QCoreApplication.translate("Tenpenny", "Attractions")
            chips.set_look(ChipsLook(title, player.cards, offered, frozenset(player.advertised), "", "", self.cb,
                                     chip_columns(len(player.cards))))
            chips.setPos(RIGHT_X, y)
            y += chips.h + GAP
        if not (self.kind == KEEP and own):
            y = self._goals(focus, player, y)
        if v.becky is not None:
            y = self._becky(y)
        else:
            b.becky_header.setVisible(False)
            b.becky_note.setVisible(False)
            b.becky_chips.setVisible(False)
        y = self._smalls(focus, y)
        b.set_bottom(max(y, SCENE_H))

    def _stats(self, p: Player) -> str:
        vp = p.vp_bonus + p.vp_ads
        return QCoreApplication.translate("Tenpenny", "${money} · {workers} to place · {vp} VP").format(money=p.money, workers=p.workers, vp=vp)

    def _big_park(self, seat: int, player: Player) -> ParkLook:
        from .board import RIGHT_W

        b, o = self.b, self.o
        own = seat == b.seat
        ghosts: tuple[Ghost, ...] = ()
        cols = player.park.width or PROPERTY_COLS
        if self.kind == EXPAND and own:
            tile = self.v.task.tile
            ghosts = tuple(Ghost(edge, tile, b.ghost_side[edge], "offer") for edge in ("left", "right"))
            cell = min(BIG_CELL, (RIGHT_W - 12 - LABEL) / (cols + 2 * EXPANSION_COLS))
        else:
            # The squares give up the room of the numbers above them: a
            # property no taller than it was keeps the column below in the scene.
            cell = min(BIG_CELL - LABEL / ROWS, (RIGHT_W - LABEL) / cols)
        trees = frozenset(o.trees) if self.kind == TREES and own else frozenset()
        empty = QCoreApplication.translate("Tenpenny", "No property board yet") if not own else QCoreApplication.translate("Tenpenny", "Your property board comes here")
        return ParkLook(seat, player.park, cell, True, trees, None, ghosts, self.cb, empty)

    def _keep(self, y: float) -> float:
        from .board import RIGHT_W, RIGHT_X

        b, v = self.b, self.v
        p = v.players[b.seat]
        for i, goal_id in enumerate(sorted(p.dealt)):
            item = b.goal_items[i]
            item.set_size(RIGHT_W, KEEP_H)
            item.key = ("goal", goal_id)
            g = GOAL.get(goal_id)
            back = goal_id == b.keep_back
            item.set_look(GoalLook(_(g.name) if g else "", _(g.text) if g else "", "",
                                   "offer" if goal_id in self.o.keeps else "", back))
            item.setPos(RIGHT_X, y)
            item.setVisible(True)
            y += KEEP_H + GAP
        return y

    def _properties(self, y: float) -> float:
        from .board import RIGHT_W, RIGHT_X

        b = self.b
        per_row = 4
        width = (RIGHT_W - (per_row - 1) * GAP) / per_row
        k = 0
        for board in PROPERTY_BOARDS:
            for side in ("front", "back"):
                action = self.o.properties.get((board.id, side))
                if action is None:
                    continue
                item = b.previews.get((board.id, side))
                if item is None:
                    item = b.previews[(board.id, side)] = PreviewItem(b, board.id, side, width)
                    b.addItem(item)
                title = QCoreApplication.translate("Tenpenny", "{id} front").format(id=board.id) if side == "front" else f"{board.id} {_(PROPERTY[board.id].back_name)}"
                item.set_look(PreviewLook(board.id, side, title, "offer", self.cb))
                row, col = divmod(k, per_row)
                item.setPos(RIGHT_X + col * (width + GAP), y + row * (item.h + GAP))
                item.setVisible(True)
                k += 1
        rows = (k + per_row - 1) // per_row
        return y + rows * (width + 40 + GAP)

    def _goals(self, seat: int, player: Player, y: float) -> float:
        from .board import RIGHT_W, RIGHT_X

        b, v = self.b, self.v
        goals = player.goals
        if not goals:
            return y
        where = track_spaces(v, seat)
        for i, goal_id in enumerate(goals[:2]):
            item = b.goal_items[i]
            item.key = ("goal", goal_id)
            if goal_id == HIDDEN:
                look = GoalLook("", "")
            else:
                g = GOAL[goal_id]
                known = bool(player.park.width)  # before a property is chosen there is nothing to measure
                done = met(goal_id, player, where) if known else None
                look = GoalLook(_(g.name), _(g.text), progress(goal_id, player, where) if known else "", met=done)
            # (Wording too long for one line at the least size takes a second.)
            item.set_size(RIGHT_W, GOAL_H + (goal_text_lines(look.text, RIGHT_W) - 1) * GOAL_LINE_H)
            item.set_look(look)
            item.setPos(RIGHT_X, y)
            item.setVisible(True)
            y += item.h + 5
        return y - 5 + GAP

    def _becky(self, y: float) -> float:
        from .board import RIGHT_W, RIGHT_X

        b, v = self.b, self.v
        becky = v.becky
        assert becky is not None
        lines = becky_summary(v)
        head = lines[0]
        rest = tuple(line for line in lines[1:] if not line.startswith("Tracks:"))  # the tracks show them
        me = v.seats
        b.becky_header.set_look(HeaderLook(head, "", b.entrant_pawn(me), v.shovel == me, v.board.extra == me, True))
        b.becky_header.setPos(RIGHT_X, y)
        b.becky_header.setVisible(True)
        y += 26
        b.becky_note.set_size(RIGHT_W, 19 * len(rest))
        b.becky_note.set_look(NoteLook(rest, False, self.marks.get(("becky",), "")))
        b.becky_note.setPos(RIGHT_X, y)
        b.becky_note.setVisible(True)
        y += 19 * len(rest) + 4
        latest = becky.cards[-1] if becky.cards else ""
        mark = latest if latest and ("becky-card", latest) in self.marks else ""
        b.becky_chips.set_look(ChipsLook(QCoreApplication.translate("Tenpenny", "Becky's attractions: {n}").format(n=len(becky.cards)), becky.cards, frozenset(),
                                         frozenset(), "", mark, self.cb, BECKY_COLUMNS))
        b.becky_chips.setPos(RIGHT_X, y)
        b.becky_chips.setVisible(True)
        return y + b.becky_chips.h + GAP

    def _smalls(self, focus: int, y: float) -> float:
        from .board import RIGHT_W, RIGHT_X

        b, v = self.b, self.v
        others = [s for s in range(v.seats) if s != focus]
        # Money, VP and workers of each player are in the players panel beside the board.
        b.small_headers[focus].setVisible(False)
        b.small_parks[focus].setVisible(False)
        if not others:
            return y
        bottom = y
        slot = (RIGHT_W - GAP * (len(others) - 1)) / len(others)
        for k, s in enumerate(others):
            p = v.players[s]
            x = RIGHT_X + k * (slot + GAP)
            head = b.small_headers[s]
            head.set_size(slot, 24)
            own = s == b.seat
            head.set_look(HeaderLook(v.name(s) + (QCoreApplication.translate("Tenpenny", " (you)") if own else ""), "", b.entrant_pawn(s),
                                     v.shovel == s, v.board.extra == s, False))
            head.setPos(x, y)
            head.setVisible(True)
            park = b.small_parks[s]
            cols = p.park.width or PROPERTY_COLS
            cell = min(SMALL_CELL, slot / cols)
            park.set_look(ParkLook(s, p.park, cell, False, empty_text=QCoreApplication.translate("Tenpenny", "no board yet"), colour_blind=self.cb,
                                   state="offer" if not own else ""))
            park.setPos(x, y + 26)
            park.setVisible(True)
            bottom = max(bottom, park.pos().y() + park.h)
        return bottom

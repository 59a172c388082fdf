"""The Steam Donkey board scene.

The table as the viewer sits at it: the other players' corners along the
top (their resorts small, the backs of their hands, their characters); on
the left the station (the face-up discard pile, the deck with its top
visitor's back, the platform of waiting visitors) and the viewer's kick-on
and character; in the middle the viewer's resort, three rows (Park, Town,
Beach) by four columns (amusement, lodging, monument, transport), covered
cards peeking out above the attraction on them and visitors sitting in its
seats; on the right the resort poster and the buttons of the decision at
hand; along the bottom the viewer's hand as a fan of cards.

Everything offered comes from the legal actions (offers.py); a click
becomes one of them or a refusal with its reason (input.py); Tab and Enter
play by keys (keys.py). The hand's faces are drawn only for the viewer the
window synced, and never while the board is covered (``cover``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt

from ...games.steamdonkey.state import DRAFT, OVER, TO_END_OF_MOVE, TO_END_OF_TURN, State
from ..offer_keys import CycleBoard, KeysModule
from ..items.card import CardItem
from ..items.hint_mark import HintMark
from .hot import Key
from .items import (
    BUTTON_H,
    RESORT_H,
    RESORT_W,
    ButtonItem,
    CharacterItem,
    LabelItem,
    PlatformItem,
    PosterItem,
    ResortItem,
    Rings,
    RivalItem,
)
from .offers import Offers, index_offers
from .paint import TABLE, SteamDonkeyArt

SCENE_W = 880.0
RIVAL_H = 118.0
MID_Y = RIVAL_H + 12
CARD_W, CARD_H = 89.0, 124.0
STATION_W = 190.0
RESORT_X = STATION_W + 12
RIGHT_X = RESORT_X + RESORT_W + 12
RIGHT_W = SCENE_W - RIGHT_X
POSTER_H = 108.0
HAND_Y = MID_Y + RESORT_H + 12
SCENE_H = HAND_Y + 24 + CARD_H + 10
MAX_HAND = 16
SHOWN_SLACK = 3.0  # the fan turns each card a little: the next one reaches this much further


class SteamDonkeyBoard(CycleBoard):
    def __init__(self, game: Any, seats: tuple[Any, ...], parent: Any = None) -> None:
        super().__init__(game, seats, parent)
        self.setItemIndexMethod(self.ItemIndexMethod.NoIndex)
        self.setBackgroundBrush(TABLE)
        n = len(seats)
        self.art = SteamDonkeyArt()
        self.resort = ResortItem(self, 0)
        self.rivals = [RivalItem(self, s, 280, RIVAL_H) for s in range(n)]
        self.station_label = LabelItem(self, ("label",), STATION_W)
        self.discard_label = LabelItem(self, ("label",), CARD_W)
        self.deck_label = LabelItem(self, ("label",), CARD_W)
        self.discard = CardItem(self, ("discard",), self.art, CARD_W, CARD_H)
        self.deck = CardItem(self, ("top",), self.art, CARD_W, CARD_H)
        self.platform = PlatformItem(self, STATION_W)
        self.character = CharacterItem(self, 0, STATION_W)
        self.posters = [PosterItem(self, ("poster", k), RIGHT_W, POSTER_H) for k in range(2)]
        self.hand_label = LabelItem(self, ("label",), 500)
        self.hand: list[CardItem] = [CardItem(self, ("hand", i), self.art, CARD_W, CARD_H, lift=14) for i in range(MAX_HAND)]
        self.buttons: list[ButtonItem] = []
        self.button_heads: list[LabelItem] = []  # area names heading Build/Move rows (set_buttons)
        self.button_actions: list[Any] = []
        self.rings = Rings()
        self.hint_mark = HintMark()
        for item in [self.resort, *self.rivals, self.station_label, self.discard_label, self.deck_label, self.discard, self.deck, self.platform,
                     self.character, *self.posters, self.hand_label, *self.hand, self.rings, self.hint_mark]:
            self.addItem(item)
        # what sync gave us
        self._view: State | None = None
        self.offers = Offers()
        self._seat = 0
        self._interactive = False
        self.covered = False
        # the viewer's half-made move, dropped by cancel()
        self.source = ""  # the visitor picked to move (a platform back or "top")
        self.funicular = False  # the Funicular Railway picked, its colour still to choose
        self.focus = -1  # index into offers.cycle (Tab)
        self._hint_action: Any = None
        self._place_static()
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))

    # --- the main window's calls ---------------------------------------------
    def sync(self, view_state: Any, legal: tuple[Any, ...], seat: int | None, interactive: bool) -> None:
        view: State = view_state
        if seat is None or not 0 <= seat < view.n:
            seat = self._seat if self._seat < view.n else 0
        offers = index_offers(view, tuple(legal)) if interactive else Offers()
        if offers.legal != self.offers.legal or seat != self._seat:
            self.focus, self.source, self.funicular = -1, "", False
        self.covered = False
        self._view, self.offers, self._seat, self._interactive = view, offers, seat, bool(interactive)
        self.refresh()

    def cover(self) -> None:
        """The hand-over screen is up: nothing private stays in the scene."""
        self.covered = True
        self.offers = Offers()
        self._interactive = False
        self.focus, self.source, self.funicular = -1, "", False
        self.refresh()

    def cancel(self) -> None:
        self.focus, self.source, self.funicular = -1, "", False
        self.refresh()

    def keys(self) -> KeysModule:
        from . import keys

        return keys

    def target_rects(self, action: Any) -> list[QRectF]:
        from .targets import target_rects

        return target_rects(self, action)

    def show_hint(self, action: Any, text: str) -> None:
        self._hint_action = action
        self.hint_mark.show_at(self.target_rects(action))
        self.hint.emit(text)

    def clear_hint(self) -> None:
        self._hint_action = None
        self.hint_mark.hide_mark()

    chance_mid_turn = True  # the deck's top card turned up while moving visitors

    def holds_turn(self, before: Any, action: Any, after: Any) -> bool:
        """Hold only when the turn passes on, at once or once the platform
        is refilled after the action (the refill's draw would close undo):
        steps inside a turn (a card paid, a visitor placed, the deck's top
        card turned up while moving) go straight to the next one. (After a
        move the turn may still go on, with Donkey Boy: the hold then only
        waits for Enter before the refill.)"""
        ends = after.phase == DRAFT and after.act.after in (TO_END_OF_TURN, TO_END_OF_MOVE)
        return ends or after.seat != before.seat or after.phase == OVER

    # --- Host: what the items report ------------------------------------------------
    def press(self, key: Key | None, button: Qt.MouseButton) -> None:
        from .input import press

        press(self, key, button)

    def hover(self, key: Key | None) -> None:
        from .input import hover

        hover(self, key)

    def wheel(self, key: Key | None, delta: int) -> bool:
        return False  # nothing on this table turns: the view scrolls

    # --- reading the situation -------------------------------------------------------
    @property
    def view_state(self) -> State | None:
        return self._view

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def interactive(self) -> bool:
        return self._interactive

    def rival_item(self, seat: int) -> RivalItem | None:
        item = self.rivals[seat] if 0 <= seat < len(self.rivals) else None
        return item if item is not None and item.isVisible() else None

    def play(self, action: Any) -> None:
        """Emit ``action`` if it is offered (the controller checks it again)."""
        if action in self.offers.legal:
            self.source, self.funicular = "", False
            self.action_chosen.emit(action)
        else:
            self.refused.emit(self.tr("That move is not offered now."))

    # --- layout ------------------------------------------------------------------------
    def _place_static(self) -> None:
        self.station_label.setPos(0, MID_Y)
        # The piles' counts sit close under the heading: a guide's or a
        # hint's ring round a pile reaches about 8 px above it.
        self.discard_label.setPos(0, MID_Y + 16)
        self.deck_label.setPos(CARD_W + 12, MID_Y + 16)
        self.discard.setPos(0, MID_Y + 42)
        self.deck.setPos(CARD_W + 12, MID_Y + 42)
        self.platform.setPos(0, MID_Y + 42 + CARD_H + 10)  # and 8 px below it
        self.resort.setPos(RESORT_X, MID_Y)
        self.hand_label.setPos(0, HAND_Y)

    def layout_rivals(self, order: list[int]) -> None:
        for item in self.rivals:
            item.setVisible(item.seat in order)
        if not order:
            return
        k = len(order)
        width = min(440.0, (SCENE_W - 8 * (k - 1)) / k)
        for i, seat in enumerate(order):
            item = self.rivals[seat]
            item.set_size(width, RIVAL_H)
            item.setPos(i * (width + 8), 0)

    def layout_hand(self, count: int) -> None:
        step = CARD_W + 8 if count <= 1 else min(CARD_W + 8, (SCENE_W - CARD_W) / (count - 1))
        mid = (count - 1) / 2
        for i, item in enumerate(self.hand):
            item.setVisible(i < count)
            if i >= count:
                continue
            off = i - mid
            item.setTransformOriginPoint(CARD_W / 2, CARD_H)
            item.setRotation(off * 1.1)
            item.setPos(i * step, HAND_Y + 24 + abs(off) ** 2 * 0.35)
            item.set_base_z(10 + i)
            # The next card covers this one's right edge once the hand is
            # crowded (a few pixels more where the fan turns it).
            item.set_shown(step - SHOWN_SLACK if i < count - 1 and step < CARD_W else 0.0)

    def layout_right(self, posters: int, character_bottom: float) -> float:
        """Posters from the top of the right column; returns where buttons start."""
        y = MID_Y
        for k, p in enumerate(self.posters):
            p.setVisible(k < posters)
            if k < posters:
                p.setPos(RIGHT_X, y)
                y += p.h + 8
        return y

    def set_buttons(self, actions: list[Any], labels: list[str], states: list[str], top: float) -> None:
        from .items import ButtonLook
        from .paint import text_width
        from .words import verb_label

        while len(self.buttons) < len(actions):
            b = ButtonItem(self, len(self.buttons), RIGHT_W)
            self.addItem(b)
            self.buttons.append(b)
        self.button_actions = list(actions)
        half = (RIGHT_W - 6) / 2
        # A label takes the whole row only when it is too long for half of it
        # even in regular weight; the half-width ones are all bold or all
        # regular, and the whole-row ones with them.
        wides = [text_width(label, 14) + 6 > half for label in labels]
        # A colour's Build and Move share a row; when either label is too long
        # for half of it, the row is headed by the area's name and the buttons
        # say only what they do (German: eight whole rows ran under the hand).
        rows = [False] * len(actions)
        for i in range(len(actions) - 1):
            if type(actions[i]).__name__ == "Build" and type(actions[i + 1]).__name__ == "Move" and (wides[i] or wides[i + 1]):
                rows[i] = rows[i + 1] = True
                wides[i] = wides[i + 1] = False
        head = self._button_heads([a for a, r in zip(actions, rows) if r and type(a).__name__ == "Build"])
        third = (RIGHT_W - head - 6) / 2
        shown = [verb_label(a) if r else label for a, r, label in zip(actions, rows, labels)]
        bold = all(text_width(text, 14, True) + 6 <= (third if r else half)
                   for text, wide, r in zip(shown, wides, rows) if not wide)
        x, y, heads = RIGHT_X, top, 0
        for i, b in enumerate(self.buttons):
            b.setVisible(i < len(actions))
            if i >= len(actions):
                continue
            starts_row = rows[i] and type(actions[i]).__name__ == "Build"
            width = third if rows[i] else RIGHT_W if wides[i] else half
            if x > RIGHT_X and (starts_row or wides[i] or x + width > RIGHT_X + RIGHT_W + 0.5):
                x, y = RIGHT_X, y + BUTTON_H + 6
            if starts_row:
                self.button_heads[heads].setPos(RIGHT_X, y)
                heads += 1
                x = RIGHT_X + head
            b.set_size(width, BUTTON_H)
            b.setPos(x, y)
            b.set_look(ButtonLook(labels[i], states[i], bold, shown[i] if rows[i] else ""))
            x += width + 6
            if wides[i] or (rows[i] and not starts_row):
                x, y = RIGHT_X, y + BUTTON_H + 6
        bottom = y + BUTTON_H + 6
        rect = self.sceneRect()
        if bottom > rect.height():
            self.setSceneRect(QRectF(0, 0, rect.width(), bottom + 4))

    def _button_heads(self, builds: list[Any]) -> float:
        """The area names heading the Build/Move rows (``builds``, in order):
        shown, and as wide as the widest of them (0 when there are none)."""
        from .items import LabelLook
        from .paint import text_width
        from .words import area_name

        names = [area_name(a.colour) for a in builds]
        width = max((text_width(n, 14, True) for n in names), default=-8.0) + 8
        while len(self.button_heads) < len(names):
            label = LabelItem(self, ("label",), width, BUTTON_H)
            self.addItem(label)
            self.button_heads.append(label)
        for k, label in enumerate(self.button_heads):
            label.setVisible(k < len(names))
            if k < len(names):
                label.set_size(width, BUTTON_H)
                label.set_look(LabelLook(names[k]))
        return width

    # --- drawing -------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self._view
        if view is None:
            return
        from .looks import apply_looks

        apply_looks(self, view)
        from .keys import show_focus

        show_focus(self)
        if self._hint_action is not None:
            self.hint_mark.show_at(self.target_rects(self._hint_action))

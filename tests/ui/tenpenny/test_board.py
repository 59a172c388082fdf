"""The Tenpenny Parks board: built from mid-game positions, it turns clicks
and keys into the offered actions, says why a refused gesture does nothing,
previews what a tile would cover, and shows Becky's steps one by one."""

from __future__ import annotations

from dataclasses import replace

import pytest

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from parkpack.engine.api import CHANCE
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.actions import (
    Advertise, Bonus, ChooseProperty, Done, Expand, ForBecky, Keep, Place, PlaceWorker, RemoveTree, Stop, TakeBoard,
    TakeStand, TurnRing, Wild,
)
from parkpack.games.tenpenny.content import SPACE_NAMES, TYPES, tile_shape
from parkpack.ui.tenpenny.motion import FlyingCard
from parkpack.ui.tenpenny.piece import piece_shape
from parkpack.games.tenpenny.shapes import all_transforms
from parkpack.games.tenpenny.tracks import move

from tests.games.tenpenny.helpers import (
    bankers_to_end, custom_park, play, seats, settle, start, with_board, with_player, with_tops, worker_turn,
)

from .conftest import record
from .gestures import click_action, click_scene, play_by_keys

# Solo, month 1, the player to act with $10: tops SV-1 OW-1 SF-1 US-1 FA-1 PH-1, ring at its start, so the
# Builder costs are SV $4, OW $3, SF $2, US $0, FA $1, PH $2. The property is P1's front:
#   # . . t . .
#   . . . . . #
#   . 2 . . a .
#   . . * . . .
#   # . . . j .
#   . 4 . # . .


def solo():
    return start(1, {"becky": "normal"})


def centre(item):
    return item.scene_rect().center()


def key_event(key, mods=Qt.KeyboardModifier.NoModifier):
    return QKeyEvent(QEvent.Type.KeyPress, key, mods)


def test_piece_shapes_match_the_games_turns_and_sides():
    for tile in ("OW-3", "SF-6", "PH-6", "C01", "US-5"):
        shape = piece_shape(tile)
        for side, rot, cells in all_transforms(tile_shape(tile)):
            assert shape.of(rot // 90, 0 if side == "a" else 1) == frozenset(cells)


def test_clicking_a_builder_card_or_a_space_places_a_worker(qtbot, scene):
    state = solo()
    board, view = scene(state)
    chosen, refused, _ = record(board)
    click_scene(view, centre(board.cards[TYPES.index("OW")]))
    click_scene(view, centre(board.spaces["banker"]))
    assert chosen == [PlaceWorker("OW"), PlaceWorker("banker")] and refused == []


def test_a_refused_worker_says_why(qtbot, scene):
    state = with_player(solo(), 0, money=1)
    board, view = scene(state)
    chosen, refused, _ = record(board)
    click_scene(view, centre(board.cards[TYPES.index("SV")]))
    assert chosen == [] and refused == ["Pin Cart (SV-1) costs $4 with the carousel ring."]
    taken = with_board(solo(), builders=(-1, 1, -1, -1, -1, -1))
    board, view = scene(taken)
    chosen, refused, _ = record(board)
    click_scene(view, centre(board.cards[TYPES.index("OW")]))
    assert refused == ["Each Builder location takes one worker a month."]
    click_scene(view, centre(board.stacks[0]))  # not a worker space
    assert refused[-1] == "Place a worker: click a Builder card or an action space."
    assert board.cards[TYPES.index("OW")].look.worker is not None  # Becky's worker stands there


def test_a_click_while_another_seat_decides_is_refused(qtbot, scene):
    state = start(2)
    board, view = scene(state, seat=1, interactive=False)
    _, refused, _ = record(board)
    click_scene(view, centre(board.spaces["banker"]))
    assert refused == ["Wait: it is Ann's turn."]


def test_the_held_tile_previews_what_it_covers_and_refuses_a_tree(qtbot, scene):
    state = play(solo(), "worker SV")  # Pin Cart, a domino
    board, view = scene(state)
    chosen, refused, hints = record(board)
    piece = board.held.piece
    assert piece.isVisible() and piece.anchor is not None  # shown at once where it first fits
    piece.place_at(2, 0, 0, 0)  # over the $2 icon
    assert hints[-1] == "Side a, turned 0°, from row 3, column 1, covers $2: you get $2. Click or Enter to place it here."
    piece.place_at(0, 0, 0, 0)  # on the tree in the corner
    assert hints[-1] == "Side a, turned 0°: the tile would cover a tree." and not piece.is_legal
    piece.confirm()
    assert refused == ["Side a, turned 0°: the tile would cover a tree."] and chosen == []
    grid = piece.mapToScene(QPointF(0, 0))
    click_scene(view, grid + QPointF(1.0 * piece.cell, 2.5 * piece.cell))  # aimed at row 2, columns 0-1
    assert chosen == [GAME.parse_action("place SV-1 a0 r2c0")]


def test_turning_and_flipping_the_tile_by_mouse_and_keys(qtbot, scene):
    state = play(with_player(solo(), 0, money=10), "worker OW")  # Pony Rides, an L of three
    board, view = scene(state)
    piece = board.held.piece
    grid = piece.mapToScene(QPointF(0, 0))
    click_scene(view, grid + QPointF(piece.cell * 2, piece.cell * 2), Qt.MouseButton.RightButton)
    assert piece.turns == 1
    assert board.handle_key(key_event(Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)) and piece.turns == 0
    assert board.handle_key(key_event(Qt.Key.Key_F)) and piece.side == 1
    chosen, _, _ = record(board)
    target = next(a for a in board.offers.legal if isinstance(a, Place))
    play_by_keys(board, view, target)
    assert chosen == [target]


def test_tab_walks_the_offered_moves_and_enter_plays_the_focused_one(qtbot, scene):
    state = solo()
    board, view = scene(state)
    chosen, refused, hints = record(board)
    legal = GAME.legal_actions(state)
    assert board.handle_key(key_event(Qt.Key.Key_Return)) and refused[-1].startswith("Press Tab")
    board.handle_key(key_event(Qt.Key.Key_Tab))
    board.handle_key(key_event(Qt.Key.Key_Tab))
    assert board.focus == 1 and "(2 of" in hints[-1]
    assert board.rings.isVisible() and board.rings.rects
    board.handle_key(key_event(Qt.Key.Key_Backtab))
    assert board.focus == 0
    board.handle_key(key_event(Qt.Key.Key_Escape))
    assert board.focus == -1 and not board.rings.isVisible()
    board.handle_key(key_event(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier))
    board.handle_key(key_event(Qt.Key.Key_Return))
    assert chosen == [legal[-1]]


def test_every_offered_move_is_shown_somewhere_and_clicks_to_itself(qtbot, scene):
    """Along a whole game, at each decision every legal action has a place
    on the board, and a click there plays it."""
    from parkpack.engine.bots import make_bot
    from parkpack.engine.session import Session

    session = Session(GAME, {}, seats(3), 4)
    bot = make_bot(GAME, "easy", 1)
    board, view = None, None
    decisions = 0
    while not session.is_over:
        if session.to_act == CHANCE:
            session.play(session.chance_action())
            continue
        seat = session.to_act
        if board is None:
            board, view = scene(session.state, seat)
        board.sync(GAME.view(session.state, seat), session.legal_actions(), seat, True)
        legal = session.legal_actions()
        for action in legal if not isinstance(legal[0], Place) else legal[:1]:
            assert board.target_rects(action), action
        want = bot.choose(GAME, session.info_set(seat))
        chosen, _, _ = record(board)
        click_action(board, view, want)
        assert chosen[-1:] == [want]
        session.play(want)
        decisions += 1
    assert decisions > 100


def test_keeping_goals_by_clicking_the_one_to_put_back(qtbot, scene):
    state = settle(GAME.setup({"becky": "normal"}, seats(1), 1))
    assert state.task.kind == "keep"
    board, view = scene(state)
    chosen, _, hints = record(board)
    dealt = sorted(state.players[0].dealt)
    item = next(g for g in board.goal_items if g.isVisible() and g.key[1] == dealt[0])
    board.hover(("goal", dealt[0]))
    assert item.look.back and "put it back" in hints[-1]
    click_scene(view, centre(item))
    assert chosen == [Keep((dealt[1], dealt[2]))]


def test_choosing_the_property_board_and_side(qtbot, scene):
    state = settle(GAME.setup({"becky": "normal"}, seats(1), 1))
    state = settle(play(state, str(GAME.legal_actions(state)[0])))
    assert state.task.kind == "property"
    board, view = scene(state)
    chosen, _, _ = record(board)
    click_scene(view, centre(board.previews[("P2", "back")]))
    assert chosen == [ChooseProperty("P2", "back")]


def test_arborist_trees_and_stop(qtbot, scene):
    state = play(solo(), "worker arborist")
    board, view = scene(state)
    chosen, refused, _ = record(board)
    park = board.parks[0]
    click_scene(view, park.mapRectToScene(park.cell_rect(0, 1)).center())  # open ground
    assert refused[-1].startswith("Only a tree can be removed")
    click_scene(view, park.mapRectToScene(park.cell_rect(1, 5)).center())
    assert chosen == [RemoveTree(1, 5)]
    click_scene(view, centre(board.buttons[0]))
    assert chosen[-1] == Stop()


def test_contractor_concessions_and_a_concession_that_fits_nowhere(qtbot, scene):
    state = play(solo(), "worker contractor")
    board, view = scene(state)
    chosen, refused, _ = record(board)
    stand = state.board.market[0]
    click_scene(view, board.market.rect_of(("stand", stand)).center())
    assert chosen == [TakeStand(stand)]
    blocked = worker_turn(with_player(solo(), 0, park=custom_park(trees=[(r, c) for r in range(6) for c in range(6)])), 0)
    board, view = scene(blocked)
    _, refused, _ = record(board)
    click_scene(view, centre(board.spaces["contractor"]))
    assert refused == ["No face-up concession fits on your property."]


def test_realtor_stack_then_a_ghost_board_on_either_edge_either_side(qtbot, scene):
    state = play(with_player(solo(), 0, money=10), "worker realtor")
    board, view = scene(state)
    chosen, _, _ = record(board)
    click_scene(view, centre(board.stacks[1]))
    assert chosen == [TakeBoard(1)]
    state = settle(play(state, "stack 2"))
    assert state.task.kind == "expand"
    board, view = scene(state)
    chosen, _, hints = record(board)
    park = board.parks[0]
    assert {g.edge for g in park.look.ghosts} == {"left", "right"}
    left = park.rect_of(("ghost", "left")).center()
    assert board.ghost_side["left"] == "a"
    click_scene(view, left, Qt.MouseButton.RightButton)
    assert board.ghost_side["left"] == "b" and "left shows side b" in hints[-1]
    click_scene(view, park.rect_of(("ghost", "left")).center())
    assert chosen == [Expand("left", "b")]
    assert board.handle_key(key_event(Qt.Key.Key_F)) and board.ghost_side == {"left": "a", "right": "a"}


def test_a_wild_icon_is_assigned_by_clicking_a_track(qtbot, scene):
    state = play(solo(), "worker US")  # Tide Pools, a domino, for $0
    state = play(state, "place US-1 a0 r3c2")  # over the wild icon
    assert state.task.kind == "wild"
    board, view = scene(state)
    chosen, _, _ = record(board)
    click_scene(view, board.tracks.mapRectToScene(board.tracks.label_rect(2)).center())
    click_scene(view, centre(board.buttons[0]))
    assert chosen == [Wild(2), Wild(0)]
    assert [b.look.label for b in board.buttons] == ["Thrill +1", "Awe +1", "Joy +1"]


def test_bonus_choices_are_buttons_and_the_track_is_marked(qtbot, scene):
    state = settle(bankers_to_end(start(3)))
    assert state.task.kind == "choose-bonus"
    leader = state.task.seat
    tracks = (move(state.tracks[0], leader, 2),) + state.tracks[1:]
    state = replace(state, tracks=tracks)
    board, view = scene(state)
    chosen, _, _ = record(board)
    labels = [b.look.label for b in board.buttons]
    assert labels == ["Step back: extra worker next month", "Take 1 VP"]
    assert board.tracks.look.marks == ((0, f"{state.name(leader)} leads"),)
    click_scene(view, centre(board.buttons[0]))
    assert chosen == [Bonus(0, True)]


def test_advertising_by_clicking_attraction_cards_then_done(qtbot, scene):
    state = with_player(start(2), 0, cards=("US-5", "OW-1"), money=9)
    state = bankers_to_end(state)
    while state.phase == "bonus":
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
    assert state.task.kind == "advertising" and state.task.seat == 0
    board, view = scene(state)
    chosen, _, _ = record(board)
    click_scene(view, board.chips.rect_of(("chip", "US-5")).center())
    click_scene(view, centre(board.buttons[0]))
    assert chosen == [Advertise("US-5"), Done()]


def test_turning_the_ring_by_clicking_where_plus_two_should_face(qtbot, scene):
    state = bankers_to_end(start(2))
    while state.task.kind != "turn-ring":
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
    ring = state.board.ring
    board, view = scene(state, animation=0)
    chosen, refused, _ = record(board)
    click_scene(view, centre(board.cards[(ring + 3) % 6]))
    assert chosen == [TurnRing(3)]
    click_scene(view, centre(board.cards[ring]))
    assert refused[-1].endswith("the ring must move.")
    board.hover(("button", 1))
    assert board.preview_turn == 2 and board.ring.look.preview == (ring + 2) % 6
    after = GAME.apply(state, TurnRing(3))
    board.animation_ms = 100
    board.sync(GAME.view(after, 0), (), 0, False)
    assert board.ring.position != float(after.board.ring)  # it turns rather than jumps
    qtbot.waitUntil(lambda: board.ring.position == float(after.board.ring), timeout=3000)


def test_breaking_beckys_tie(qtbot, scene):
    # Souvenir $4 (SV-2: one icon, 1 VP) and Old West $4 (OW-2 +1 = $4, one icon, 1 VP) tie for her dearest.
    state = with_tops(solo(), SV="SV-2", OW="OW-2", SF="SF-1", US="US-1", FA="FA-1", PH="PH-1")
    state = play(state, "worker banker")
    assert state.task.kind == "for-becky" and state.task.seat == 0
    board, view = scene(state)
    chosen, _, _ = record(board)
    assert board.cards[TYPES.index("SV")].look.mark == "tied for Becky"
    click_scene(view, centre(board.cards[TYPES.index("OW")]))
    assert chosen == [ForBecky(TYPES.index("OW"))]


def test_a_turn_waiting_to_be_ended_does_not_show_beckys_next_step(qtbot, scene):
    # The player's worker is down and the turn is held open for undo: Becky
    # has not begun, so the bar says what the player can do, not her step.
    state = play(solo(), "worker banker")
    assert state.task.kind == "becky-choose"
    board, _ = scene(state, seat=0, interactive=False)
    assert board.caption.look.text == "Becky is playing"
    board.turn_open = True
    board.sync(GAME.view(state, 0), (), 0, False)
    assert (board.caption.look.text, board.caption.look.detail) == (
        "Your move is made", "Enter ends your turn; Ctrl+Z takes the move back")


def test_beckys_steps_are_shown_one_at_a_time(qtbot, scene):
    state = play(solo(), "worker banker")
    assert state.task.kind == "becky-choose"
    board, view = scene(state, seat=0, interactive=False, animation=120)
    loc = TYPES.index(state.task.items[0])
    assert board.cards[loc].look.mark == "Becky goes here"
    assert board.caption.look.detail == f"She places a worker on the {SPACE_NAMES[TYPES[loc]]}"
    state = GAME.apply(state, GAME.legal_actions(state)[0])  # her worker
    board.sync(GAME.view(state, 0), (), 0, False)
    assert board.cards[loc].look.worker is not None and board.cards[loc].look.mark == "Becky takes it"
    card = state.task.tile
    state = GAME.apply(state, GAME.legal_actions(state)[0])  # the card
    board.sync(GAME.view(state, 0), (), 0, False)
    assert any(isinstance(i, FlyingCard) and i.card == card for i in board.items())
    assert board.becky_chips.look.cards == (card,)
    if state.task.kind == "becky-advance":
        track = state.task.steps[0]
        disc = board.discs[(1, track)]
        before = disc.pos()
        state = GAME.apply(state, GAME.legal_actions(state)[0])
        board.sync(GAME.view(state, 0), (), 0, False)
        target = disc.data(1)
        assert target != before and disc.pos() != target  # gliding
        qtbot.waitUntil(lambda: disc.pos() == target, timeout=3000)


def test_a_small_property_is_shown_large_and_esc_brings_yours_back(qtbot, scene):
    state = start(3)
    board, view = scene(state)
    _, _, hints = record(board)
    click_scene(view, centre(board.small_parks[2]))
    assert board.focus_seat == 2 and board.header.look.title.startswith("Cy's park: view only")
    assert any("view only" in h for h in hints)
    board.handle_key(key_event(Qt.Key.Key_Escape))
    assert board.focus_seat == 0
    board.handle_key(key_event(Qt.Key.Key_PageDown))
    assert board.focus_seat == 1
    assert board.shows_seats and board.show_seat(2) and board.focus_seat == 2  # a player's card was clicked
    assert not board.show_seat(5)


def test_the_turn_is_held_after_a_choice_but_not_after_a_forced_move(qtbot, scene):
    state = settle(bankers_to_end(start(3)))
    board, _ = scene(state)
    view = GAME.view(state, state.task.seat)
    assert len(GAME.legal_actions(state)) == 1  # a leader on the first space can only take the VP
    assert not board.holds_turn(view, GAME.legal_actions(state)[0], view)
    worker = solo()
    assert board.holds_turn(GAME.view(worker, 0), PlaceWorker("banker"), GAME.view(worker, 0))


def test_the_colour_blind_palette_recolours_discs_and_cards_but_keeps_letters_and_shapes(qtbot, scene):
    state = start(2)
    board, _ = scene(state)
    plain = board.discs[(0, 0)].look
    board.colour_blind = True
    board.sync(GAME.view(state, 0), GAME.legal_actions(state), 0, True)
    safe = board.discs[(0, 0)].look
    assert safe.colour != plain.colour and (safe.letter, safe.shape) == (plain.letter, plain.shape) == ("A", "circle")
    assert board.cards[0].look.colour_blind and board.discs[(1, 0)].look.shape == "square"


def test_every_builder_cards_banner_is_filled_in_its_colour_to_its_lower_edge(qtbot, scene):
    from PySide6.QtGui import QImage, QPainter

    from parkpack.ui.tenpenny.palette import type_colour

    board, _ = scene(solo())
    for kind, card in zip(TYPES, board.cards):
        card.overlay.hide()  # (the veil and glow apart)
        image = QImage(int(card.w), int(card.h), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        card.draw(painter)
        painter.end()
        card.overlay.show()
        # Below the banner's rounded corners, beside its words: still the banner.
        for x, y in ((3, 18), (3, 13), (int(card.w) - 3, 18)):
            assert image.pixelColor(x, y).name() == type_colour(kind).name(), (kind, x, y)


def test_each_of_beckys_cards_shows_its_type_and_vp_whole_at_the_boards_text_size(qapp):
    from parkpack.games.tenpenny.content import CARD
    from parkpack.ui.tenpenny.board import RIGHT_W
    from parkpack.ui.tenpenny.palette import text_width
    from parkpack.ui.tenpenny.side_items import BECKY_COLUMNS, ChipsItem, ChipsLook

    chips = ChipsItem(None, ("becky-chips",), RIGHT_W)  # type: ignore[arg-type]  # no gestures here
    cards = tuple(CARD)[:12]
    chips.set_look(ChipsLook("Becky's attractions", cards, columns=BECKY_COLUMNS))
    room = chips.chip_rect(0).width() - 4  # (the text's margin inside the chip)
    widest = max(text_width(f"{c.type} {c.vp}", 14) for c in CARD.values())
    assert widest <= room
    assert chips.chip_rect(BECKY_COLUMNS).top() > chips.chip_rect(0).bottom()  # the ninth card begins a row


def test_every_instruction_under_the_caption_reads_whole_in_german(qapp):
    import html
    import re
    from pathlib import Path

    from PySide6.QtCore import QCoreApplication

    from parkpack.ui import language
    from parkpack.ui.tenpenny.board import CAPTION_H, RIGHT_W
    from parkpack.ui.tenpenny.palette import LEAST_PX, fitted, metrics
    from parkpack.ui.tenpenny.side_items import DETAIL_PX, CaptionItem

    ts = (Path(language.__file__).resolve().parents[1] / "resources" / "parkpack_de.ts").read_text(encoding="utf-8")
    context = re.search(r"<name>Tenpenny</name>(.*?)</context>", ts, re.S)
    assert context is not None
    sources = [html.unescape(s) for s in re.findall(r"<source>(.*?)</source>", context.group(1), re.S)]
    lines = [s for s in sources if s.endswith("(or Tab, Enter)")]
    assert len(lines) >= 5
    assert language.install(qapp, "de") == "de"
    try:
        shown = [QCoreApplication.translate("Tenpenny", s) for s in lines]
    finally:
        language.install(qapp, "en")
    assert all(t != s for t, s in zip(shown, lines))  # (German is in use)
    caption = CaptionItem(None, RIGHT_W, CAPTION_H)  # type: ignore[arg-type]  # no gestures here
    wrap = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    for text in shown:  # on one line or two, at no less than the board's least size, never cut
        room = caption.detail_rect(caption.detail_lines(text))
        px, condensed = fitted(text, DETAIL_PX, False, room, wrap)
        drawn = metrics(px, False, condensed).boundingRect(room, wrap, text)
        assert px >= LEAST_PX and drawn.width() <= room.width() and drawn.height() <= room.height(), text


def test_an_empty_property_says_so_whole_in_both_languages(qapp):
    """The dashed box of a rival who has not chosen a property yet: its words
    fit the box (the longest German word once ran past both sides)."""
    from PySide6.QtCore import QCoreApplication, QRectF

    from parkpack.games.tenpenny.content import PROPERTY_COLS
    from parkpack.ui import language
    from parkpack.ui.tenpenny.looks import SMALL_CELL
    from parkpack.ui.tenpenny.art import CENTRE
    from parkpack.ui.tenpenny.palette import LEAST_PX, fitted, metrics

    side = PROPERTY_COLS * SMALL_CELL
    room = QRectF(8, 8, side - 16, side - 16)  # as ParkItem.draw leaves it
    flags = int(CENTRE | Qt.TextFlag.TextWordWrap)
    for code in ("en", "de"):
        assert language.install(qapp, code) == code
        try:
            text = QCoreApplication.translate("Tenpenny", "no board yet")
        finally:
            language.install(qapp, "en")
        px, condensed = fitted(text, 14, False, room, flags)
        drawn = metrics(px, False, condensed).boundingRect(room, flags, text)
        assert px >= LEAST_PX and drawn.width() <= room.width() and drawn.height() <= room.height(), (code, text, px, drawn)


def test_the_step_back_rewards_fit_the_choice_bar_in_both_languages(qapp):
    """A track leader's buttons: the German "extra worker" one once ran out of
    the board. A label longer than the bar gives a button no wider than it."""
    from parkpack.ui import language
    from parkpack.ui.tenpenny.board import RIGHT_W
    from parkpack.ui.tenpenny.side_items import ButtonItem, button_width
    from parkpack.ui.tenpenny.words import step_back_label

    for code in ("en", "de"):
        assert language.install(qapp, code) == code
        try:
            labels = [step_back_label(track) for track in range(3)]
        finally:
            language.install(qapp, "en")
        assert [label for label in labels if button_width(label) > RIGHT_W] == [], code
    assert ButtonItem(None, 0, "a very long label " * 8, RIGHT_W).w == RIGHT_W  # type: ignore[arg-type]


def test_a_stack_whose_top_is_not_turned_up_yet_is_described_without_a_face(qtbot, scene):
    """Before the first chance point turns a board up, a stack holds boards
    but shows no face: pointing at it says so (naming the face raised there,
    and an exception in a hover handler can bring the whole window down)."""
    from parkpack.engine.api import SeatSpec
    from parkpack.ui.tenpenny.input import hover_text

    setup = GAME.setup({}, (SeatSpec("Ann"), SeatSpec("Ben")), 1)
    view = GAME.view(setup, 0)
    assert [(s.count > 0, s.face) for s in view.board.stacks] == [(True, ""), (True, "")]
    board, _ = scene(start(2))
    assert hover_text(board, view, ("stack", 0)) == "Expansion stack 1: its top board is being turned face up."
    turned = GAME.view(start(2), 0)
    assert "(2 trees" in hover_text(board, turned, ("stack", 0)) or "(1 tree" in hover_text(board, turned, ("stack", 0))


def test_a_board_closed_mid_animation_takes_its_animations_with_it(qtbot, scene):
    """A new game (or the launcher) replaces the board while Becky's card is
    still flying: the animation must not go on moving items that are gone
    (pytest-qt fails the test on any error raised in a Qt callback)."""
    from shiboken6 import isValid

    state = play(solo(), "worker banker")
    board, view = scene(state, seat=0, interactive=False, animation=200)
    state = GAME.apply(state, GAME.legal_actions(state)[0])  # her worker
    board.sync(GAME.view(state, 0), (), 0, False)
    state = GAME.apply(state, GAME.legal_actions(state)[0])  # the card flies
    board.sync(GAME.view(state, 0), (), 0, False)
    assert board.motion.running  # mid-flight
    motion = board.motion
    view.set_board(None)
    board.deleteLater()
    qtbot.waitUntil(lambda: not isValid(motion), timeout=2000)
    qtbot.wait(300)  # longer than the flight would have taken


def test_a_few_attraction_chips_show_their_names_whole(qapp):
    from PySide6.QtWidgets import QGraphicsScene

    from parkpack.games.tenpenny.content import CARD
    from parkpack.ui.tenpenny.board import RIGHT_W
    from parkpack.ui.tenpenny.side_items import ChipsItem, ChipsLook, chip_columns

    from tests.ui.german import drawn_texts

    assert [chip_columns(n) for n in (1, 2, 3, 4, 5, 9, 10)] == [2, 2, 3, 2, 3, 3, 4]
    names = sorted(CARD, key=lambda c: -len(CARD[c].name))[:2]  # the two longest names
    scene = QGraphicsScene()
    chips = ChipsItem(None, ("chips",), RIGHT_W)  # type: ignore[arg-type]  # (no clicks here)
    chips.set_look(ChipsLook("Attractions", tuple(names), columns=chip_columns(2)))
    scene.addItem(chips)
    drawn = drawn_texts(scene)
    assert all(CARD[c].name in drawn for c in names), drawn


def test_names_up_to_thirteen_letters_show_whole_three_chips_to_a_row(qapp):
    from PySide6.QtWidgets import QGraphicsScene

    from parkpack.games.tenpenny.content import CARD
    from parkpack.ui.tenpenny.board import RIGHT_W
    from parkpack.ui.tenpenny.side_items import ChipsItem, ChipsLook

    from tests.ui.german import drawn_texts

    short = sorted((c for c in CARD if len(CARD[c].name) <= 13), key=lambda c: len(CARD[c].name))
    assert len(short) > 20
    for i in range(0, len(short), 9):  # nine cards: three rows of three
        cards = tuple(short[i:i + 9])
        scene = QGraphicsScene()
        chips = ChipsItem(None, ("chips",), RIGHT_W)  # type: ignore[arg-type]  # (no clicks here)
        chips.set_look(ChipsLook("Attractions", cards, columns=3))
        scene.addItem(chips)
        drawn = drawn_texts(scene)
        assert all(CARD[c].name in drawn for c in cards), drawn


@pytest.mark.parametrize("language_code", ["en", "de"])
def test_no_cards_left_keeps_clear_of_the_worker_that_took_the_last(qapp, language_code):
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QGraphicsScene

    from parkpack.ui import language
    from parkpack.ui.tenpenny.game_items import CARD_W, WORKER_ROOM, BuilderItem, CardLook, Pawn

    from tests.ui.german import drawn_boxes

    language.install(qapp, language_code)
    try:
        words = QCoreApplication.translate("Tenpenny", "No cards left")
        scene = QGraphicsScene()
        item = BuilderItem(None, 0)  # type: ignore[arg-type]  # (no clicks here)
        item.set_look(CardLook("SV", "", 0, 0, 0, Pawn("#2e7d32", "B", "round")))
        scene.addItem(item)
        drawn = drawn_boxes(scene)
    finally:
        language.install(qapp, "en")
    [where] = [box for text, box in drawn if text == words]
    assert where is not None and where.right() <= CARD_W - WORKER_ROOM


def test_a_board_not_taking_moves_names_who_is_choosing_even_at_the_viewers_seat():
    # A replay shows each step from a seat's view, its own decisions included.
    from parkpack.ui.tenpenny.words import caption

    state = start(2)
    seat = state.task.seat
    assert caption(GAME.view(state, seat), seat, interactive=False)[0] == f"{state.names[seat]} is choosing…"
    assert caption(GAME.view(state, 1 - seat), 1 - seat, interactive=False)[0] == f"{state.names[seat]} is choosing…"


def test_a_worker_on_a_builder_card_leaves_its_name_and_icons_uncovered(qtbot, scene):
    # The worker stands at the card's right: the face's words and icons
    # keep to its left ("Dragon Swin" had lost its last letter and icons).
    from PySide6.QtGui import QImage, QPainter

    from parkpack.games.tenpenny.content import CARD
    from parkpack.ui.tenpenny.game_items import CARD_H, CARD_W, WORKER_ROOM, Pawn
    from parkpack.ui.tenpenny.palette import PAPER

    board, _ = scene(solo())
    # the card with the most icons and the longest name
    card = max(board.cards, key=lambda c: (len(CARD[c.look.card].icons), len(CARD[c.look.card].name)))
    card.set_look(replace(card.look, worker=Pawn("#2060c0", "A", "worker")))
    image = QImage(int(CARD_W), int(CARD_H), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    card.draw(painter)
    painter.end()
    under_worker = [image.pixelColor(x, y).name() for x in range(int(CARD_W - WORKER_ROOM) + 2, int(CARD_W) - 8)
                    for y in range(24, 66)]
    assert set(under_worker) == {PAPER.name()}

"""The Parkies board turns clicks and keys into the offered actions."""

from __future__ import annotations

from dataclasses import replace

import pytest

from PySide6.QtCore import QPointF, Qt

from parkpack.games.parkies.actions import Bid, Buy, CashIn, Choose, EndMoves, Move, Pass, Place, PoolBid, Take, Trump
from parkpack.games.parkies.state import OUTSIDE, OVER
from parkpack.ui.board_view import BoardView
from parkpack.ui.marker import point_at

from .conftest import ROUND_ONE, ROUND_TWO_BIDS, ROUND_TWO_TO_MOVES, new_session, play


def click(qtbot, view: BoardView, scene_point: QPointF, button=Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(view.viewport(), button, pos=view.mapFromScene(scene_point))


def step_centre(board, space: str, index: int) -> QPointF:
    return board.bidmat.scene_rect_of(("step", space, index)).center()


def cell_centre(board, row: int, col: int) -> QPointF:
    return board.big.mapToScene(board.big.geo.cell_rect(row, col).center())


def record(board):
    chosen, refused = [], []
    board.action_chosen.connect(chosen.append)
    board.refused.connect(refused.append)
    return chosen, refused


def mid_bidding():
    """Round two, Mary to bid: Sean holds the $13 top of Small B, Gus $11 on Medium A."""
    return play(new_session(), *ROUND_ONE, *ROUND_TWO_BIDS)


def test_mid_game_position_is_mary_bidding_with_a_red_parkie():
    session = mid_bidding()
    state = session.state
    assert (state.round, state.pending.phase, state.pending.seat) == (2, "bid", 0)
    assert [p.colour for p in state.players[0].parkies] == ["red"]
    assert state.space("SB").tile == "S-02" and state.space("SB").bidder == 1


def test_clicking_a_ladder_space_bids(qtbot, scene):
    session = mid_bidding()
    board, view = scene(session)
    chosen, refused = record(board)
    click(qtbot, view, step_centre(board, "SA", 1))
    assert chosen == [Bid("SA", 8)]
    assert chosen[0] in session.legal_actions()
    assert refused == []


def test_ladder_shows_what_mary_pays_after_her_red_discount(scene):
    board, _ = scene(mid_bidding())
    pay = board.bidmat.look.pay
    assert pay[("SB", 13)] == 11  # Pizza Stand is food: one red Parkie takes $2 off
    assert pay[("SA", 8)] == 8  # Scrambler is a ride: no discount
    assert ("step", "SA", 0) in board.bidmat.look.targets
    assert ("step", "MA", 0) not in board.bidmat.look.targets  # Gus stands there


def test_clicking_a_lower_step_than_the_standing_bid_is_refused(qtbot, scene):
    board, view = scene(mid_bidding())
    chosen, refused = record(board)
    click(qtbot, view, step_centre(board, "MA", 0))
    assert chosen == []
    assert refused == ["Bid higher than the standing $11."]


def test_top_step_offers_the_trump_and_its_button_plays_it(qtbot, scene):
    session = mid_bidding()
    board, view = scene(session)
    chosen, _ = record(board)
    click(qtbot, view, step_centre(board, "SB", 3))
    assert chosen == []  # a trump spends a Parkie: it is chosen in the menu
    labels = [b.label for b in board.buttons]
    assert labels == ["red", "Cancel"]
    click(qtbot, view, board.buttons[0].sceneBoundingRect().center())
    assert chosen == [Trump("SB", ("red",))]
    assert chosen[0] in session.legal_actions()


def test_clicking_the_pool_bids_on_it(qtbot, scene):
    board, view = scene(mid_bidding())
    chosen, _ = record(board)
    pool = board.bidmat.scene_rect_of(("pool",))
    click(qtbot, view, QPointF(pool.center().x(), pool.bottom() - 8))
    assert chosen == [PoolBid()]


def test_tab_walks_the_bids_and_enter_plays_the_one_in_focus(qtbot, scene):
    session = mid_bidding()
    board, view = scene(session)
    chosen, _ = record(board)
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Backtab)
    assert board.focus_ring.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert chosen == [session.legal_actions()[1]] == [Bid("SA", 8)]


def test_escape_drops_the_trump_menu(qtbot, scene):
    board, view = scene(mid_bidding())
    click(qtbot, view, step_centre(board, "SB", 3))
    assert [b.label for b in board.buttons] == ["red", "Cancel"]
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert [b.label for b in board.buttons] == ["Parkie Pool (+$3)", "Trump Small B…"]


def test_side_widget_cash_in_entry_plays_the_cash_in(qtbot, scene):
    session = mid_bidding()
    board, _ = scene(session)
    widget = board.side_widget()
    qtbot.addWidget(widget)
    chosen, _ = record(board)
    cash = [e for e in widget.entries if e.data() == "cash red@S-01"]
    assert len(cash) == 1 and cash[0].isEnabled() and widget.cash_button.isEnabled()
    cash[0].trigger()
    assert chosen == [CashIn("red", "S-01")]
    assert chosen[0] in session.legal_actions()


def test_keys_c_and_d_open_the_cash_in_and_demolish_menus(qtbot, scene):
    session = mid_bidding()
    board, view = scene(session)
    widget = board.side_widget()
    qtbot.addWidget(widget)
    widget.show()
    chosen, refused = record(board)
    qtbot.keyClick(view, Qt.Key.Key_C)
    menu = widget.cash_menu
    assert menu.isVisible() and menu.activeAction().data() == "cash red@S-01"
    qtbot.keyClick(menu, Qt.Key.Key_Return)  # the first live entry, played by Enter
    assert chosen == [CashIn("red", "S-01")] and not menu.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert widget.demolish_menu.isVisible() and widget.demolish_menu.activeAction().data() == "demolish S-01"
    widget.demolish_menu.close()
    board.sync(session.state, (), 0, False)  # not the player's decision: the key says why
    qtbot.keyClick(view, Qt.Key.Key_C)
    assert refused[-1] == "Cash-ins and demolitions are made at your own decisions." and not menu.isVisible()
    over = replace(session.state, pending=replace(session.state.pending, phase=OVER, seat=-1, queue=()))
    board.sync(over, (), 0, False)
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert refused[-1] == "The game is over: nothing more is cashed in or demolished."


def test_side_widget_lists_the_park_and_is_live_only_at_the_players_decisions(qtbot, scene):
    session = mid_bidding()
    board, _ = scene(session)
    widget = board.side_widget()
    qtbot.addWidget(widget)
    assert sorted(e.data() for e in widget.entries) == ["cash red@S-01", "demolish S-01"]
    assert all(e.isEnabled() for e in widget.entries)
    board.sync(session.state, (), 0, False)  # someone else decides: Mary looks at her park
    assert sorted(e.data() for e in widget.entries) == ["cash red@S-01", "demolish S-01"]
    assert not any(e.isEnabled() for e in widget.entries)
    assert not widget.cash_button.isEnabled() and not widget.demolish_button.isEnabled()
    assert widget.note.text() == "Cash-ins and demolitions are made at your own decisions."
    over = replace(session.state, pending=replace(session.state.pending, phase=OVER, seat=-1, queue=()))
    board.sync(over, (), 0, False)  # the game is over: no note on when they may be made
    assert widget.note.isHidden() and not any(e.isEnabled() for e in widget.entries)


def test_a_demolition_is_asked_before_it_is_played(qtbot, scene):
    session = mid_bidding()
    board, _ = scene(session)
    widget = board.side_widget()
    qtbot.addWidget(widget)
    chosen, _ = record(board)
    questions = []
    answer = [False]
    widget.confirm = lambda parent, title, text: questions.append(text) or answer[0]
    demolish = next(e for e in widget.entries if e.data() == "demolish S-01")
    demolish.trigger()
    assert chosen == [] and questions[0].startswith("Demolish Burger Bar? Its 1 Parkie goes back to the pool for $5.")
    answer[0] = True
    demolish.trigger()
    assert [str(a) for a in chosen] == ["demolish S-01"]


def placing_mary():
    """Round one, Mary won the Burger Bar (paths north, east, west) and must place it."""
    return play(new_session(), *ROUND_ONE[:4])


def test_tile_placed_by_click_after_turning_it(qtbot, scene):
    session = placing_mary()
    board, view = scene(session)
    chosen, refused = record(board)
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert board.rotation == 90
    click(qtbot, view, cell_centre(board, 1, 3))  # the east entrance
    assert chosen == [Place("S-01", 1, 3, 90)]
    assert chosen[0] in session.legal_actions()
    assert refused == []


def test_right_click_turns_the_held_tile(qtbot, scene):
    board, view = scene(placing_mary())
    click(qtbot, view, cell_centre(board, 2, 2), Qt.MouseButton.RightButton)
    click(qtbot, view, cell_centre(board, 2, 2), Qt.MouseButton.RightButton)
    assert board.rotation == 180


def test_illegal_spot_is_refused_with_the_reason(qtbot, scene):
    board, view = scene(placing_mary())
    chosen, refused = record(board)
    click(qtbot, view, cell_centre(board, 1, 1))  # the middle of an empty park
    assert chosen == []
    assert refused == ["No path from this spot leads back to an entrance."]


def test_preview_follows_the_keys_and_enter_places(qtbot, scene):
    session = placing_mary()
    board, view = scene(session)
    chosen, refused = record(board)
    qtbot.keyClick(view, Qt.Key.Key_Down)  # the first arrow shows the tile mid-park
    assert board.cursor == (1, 1) and board.piece.isVisible()
    assert not board.piece.is_legal
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert board.cursor == (0, 1) and board.piece.is_legal  # the north entrance
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert chosen == [Place("S-01", 0, 1, 0)]


def test_pool_take_by_clicking_a_colour(qtbot, scene):
    session = play(new_session(), *ROUND_ONE[:7])
    assert session.state.pending.phase == "pool"
    board, view = scene(session)
    chosen, _ = record(board)
    click(qtbot, view, board.bidmat.scene_rect_of(("colour", "blue")).center())
    assert chosen == [Take("blue", OUTSIDE)]


def test_other_parks_are_view_only(qtbot, scene):
    board, view = scene(mid_bidding())
    chosen, refused = record(board)
    other = board.smalls[0]
    click(qtbot, view, other.mapToScene(other.geo.cell_rect(0, 0).center()))
    assert chosen == []
    assert refused == ["That is Sean's park: view only."]


def test_nothing_is_played_while_others_decide(qtbot, scene):
    board, view = scene(mid_bidding(), interactive=False)
    chosen, refused = record(board)
    click(qtbot, view, step_centre(board, "SA", 1))
    assert chosen == []
    assert refused == ["Wait for the computer players."]


def test_tile_dragged_from_the_bidding_mat_onto_the_park(qtbot, scene):
    session = placing_mary()
    board, view = scene(session)
    chosen, _ = record(board)
    start = view.mapFromScene(board.bidmat.scene_rect_of(("slot", "SA")).center())
    end = view.mapFromScene(cell_centre(board, 0, 1))  # the north entrance
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view.viewport(), pos=end)
    assert board.piece.isVisible() and board.piece.is_legal
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert chosen == [Place("S-01", 0, 1, 0)]


def sean_moving():
    return play(new_session(), *ROUND_ONE, *ROUND_TWO_BIDS, *ROUND_TWO_TO_MOVES)


def test_parkie_moved_by_clicking_it_then_a_linked_attraction(qtbot, scene):
    session = sean_moving()
    assert (session.state.pending.phase, session.state.pending.seat) == ("move", 1)
    board, view = scene(session)
    chosen, _ = record(board)
    token = board.big.scene_rect_of(("parkie", "red", "S-05"))
    click(qtbot, view, token.center())
    assert board.big.look.selected == ("parkie", "red", "S-05")
    assert ("tile", "S-02") in board.big.look.targets
    click(qtbot, view, cell_centre(board, 0, 3))  # the Pizza Stand
    assert chosen == [Move("red", "S-05", "S-02")]


def test_done_moving_button(qtbot, scene):
    board, view = scene(sean_moving())
    chosen, _ = record(board)
    done = next(b for b in board.buttons if b.label == "Done moving")
    click(qtbot, view, done.sceneBoundingRect().center())
    assert chosen == [EndMoves()]


def test_two_players_choose_a_pile_then_pass(qtbot, scene):
    session = new_session(players=2)
    assert session.state.pending.phase == "choose"
    board, view = scene(session)
    chosen, _ = record(board)
    click(qtbot, view, board.bidmat.scene_rect_of(("pile", "medium")).center())
    assert chosen == [Choose("medium")]
    session.play(chosen[0])
    play(session)
    board.sync(session.state, session.legal_actions(), session.to_act, True)
    assert session.state.pending.phase == "duel"
    assert board.bidmat.look.targets >= {("step", "T1", 0), ("step", "T1", 3)}
    button = next(b for b in board.buttons if b.label == "Pass")
    click(qtbot, view, button.sceneBoundingRect().center())
    assert chosen[-1] == Pass()


def test_hovering_a_step_tells_what_you_would_pay(qtbot, scene):
    board, view = scene(mid_bidding())
    hints = []
    board.hint.connect(hints.append)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(QPointF(5, 5)))  # the pointer enters the view
    qtbot.mouseMove(view.viewport(), view.mapFromScene(step_centre(board, "SB", 3)))
    assert hints[-1] == (
        "Small B, $13 for Pizza Stand: you would pay $11 ($2 off for 1 red Parkie). Click to trump with Parkies."
    )


def test_hovering_the_park_with_the_tile_says_why_a_spot_is_refused(qtbot, scene):
    board, view = scene(placing_mary())
    hints = []
    board.hint.connect(hints.append)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(QPointF(5, 5)))  # the pointer enters the view
    qtbot.mouseMove(view.viewport(), view.mapFromScene(cell_centre(board, 1, 1)))
    assert board.piece.isVisible() and not board.piece.is_legal
    assert hints[-1] == "No path from this spot leads back to an entrance."
    qtbot.mouseMove(view.viewport(), view.mapFromScene(cell_centre(board, 0, 1)))
    assert board.piece.is_legal
    assert hints[-1] == "Row 1, column 2: click or Enter to build here."


def test_a_new_bid_glows_briefly(qtbot, scene):
    session = mid_bidding()
    board, _ = scene(session)
    board.animation_ms = 50
    session.play("bid SA 8")
    board.sync(session.state, session.legal_actions(), session.to_act, True)
    step = board.bidmat.scene_rect_of(("step", "SA", 1))
    assert [f.rect.center() for f in board.flashes] == [step.center()]
    qtbot.waitUntil(lambda: not board.flashes, timeout=2000)


def test_no_glow_when_animation_is_off(scene):
    session = mid_bidding()
    board, _ = scene(session)
    board.animation_ms = 0
    session.play("bid SA 8")
    board.sync(session.state, session.legal_actions(), session.to_act, True)
    assert board.flashes == []


def test_two_players_offer_buys_at_the_cheapest_price(qtbot, scene):
    """Mary won the first tile, so Sean names a size and may buy it at its cheapest price."""
    session = play(new_session(players=2), "choose medium", "bid T1 11", "pass", "choose small")
    assert session.state.pending.phase == "offer"
    board, view = scene(session)
    chosen, _ = record(board)
    assert [b.label for b in board.buttons] == ["Buy Burger Bar for $5", "Pass"]
    click(qtbot, view, board.buttons[0].sceneBoundingRect().center())
    assert chosen == [Buy("S-01")]


def test_colour_blind_setting_reaches_every_mat(scene):
    session = mid_bidding()
    board, _ = scene(session)
    board.colour_blind = True
    board.sync(session.state, session.legal_actions(), 0, True)
    assert board.bidmat.look.colour_blind
    assert all(m.look.colour_blind for m in [board.big, *board.smalls])


def test_an_outbid_player_is_told_so(qtbot, scene):
    session = play(new_session(), *ROUND_ONE, "bid SB 10")  # Sean opens Small B at $10
    board, _ = scene(session)
    hints = []
    board.hint.connect(hints.append)
    play(session, "bid SB 13", "bid MA 11")  # Gus takes the top of Small B, Ann bids
    play(session, "pool")  # Mary goes to the pool; Sean, outbid, bids again
    assert session.state.pending.seat == 1 and session.state.players[1].bid == ""
    board.sync(session.state, session.legal_actions(), 1, True)
    assert hints[-1] == "You were outbid on Small B: place your pawn again."


def test_the_outbid_hint_is_taken_back_once_the_pawn_is_down_again(qtbot, scene):
    session = play(new_session(), *ROUND_ONE, "bid SB 10")
    board, _ = scene(session)
    hints = []
    board.hint.connect(hints.append)
    play(session, "bid SB 13", "bid MA 11", "pool")
    board.sync(session.state, session.legal_actions(), 1, True)
    assert hints[-1].startswith("You were outbid")
    play(session, "bid SA 8")  # Sean places his pawn again
    board.sync(session.state, session.legal_actions(), session.to_act, True)
    assert hints[-1] == ""
    board.sync(session.state, session.legal_actions(), session.to_act, True)
    assert hints.count("") == 1  # cleared once, not on every redraw


def test_every_button_label_fits_its_button(qtbot, scene):
    """Buttons are as wide as their words: 'Trump Medium A…' and 'Done moving'
    were clipped when widths were guessed from the number of letters."""
    from PySide6.QtGui import QFontMetricsF

    from parkpack.ui.parkies.overlay import BUTTON_FONT_PX
    from parkpack.ui.parkies.palette import font

    metrics = QFontMetricsF(font(BUTTON_FONT_PX, True))
    seen = set()
    for session in (play(new_session(), *ROUND_ONE, *ROUND_TWO_BIDS),
                    play(new_session(), *ROUND_ONE, *ROUND_TWO_BIDS, *ROUND_TWO_TO_MOVES),
                    play(new_session(players=2), "choose medium", "bid T1 11", "pass", "choose small")):
        board, _ = scene(session)
        for b in board.buttons:
            seen.add(b.label)
            assert metrics.horizontalAdvance(b.label) + 20 <= b.boundingRect().width(), b.label
    assert any(label.startswith("Trump") for label in seen) and "Done moving" in seen


def test_a_bigger_trump_is_chosen_a_parkie_at_a_time(qtbot, scene):
    from tests.games.parkies.helpers import give_parkie

    from parkpack.games.parkies.actions import Spend, TrumpBack, TrumpMore

    session = mid_bidding()
    session.state = give_parkie(session.state, 0, "green")  # Mary: a red and a green Parkie
    board, view = scene(session)
    chosen, _ = record(board)
    click(qtbot, view, step_centre(board, "SB", 3))
    assert [b.label for b in board.buttons] == ["red", "More Parkies…", "Cancel"]
    click(qtbot, view, board.buttons[1].sceneBoundingRect().center())
    assert chosen == [TrumpMore("SB")]
    session.play(chosen[-1])
    board.sync(session.state, session.legal_actions(), 0, True)
    assert [b.label for b in board.buttons] == ["+ green", "+ red", "Back"]
    assert board.caption.text == "Trump Small B (at least 1, one red): nothing yet"
    for label in ("+ green", "+ red"):
        click(qtbot, view, next(b for b in board.buttons if b.label == label).sceneBoundingRect().center())
        session.play(chosen[-1])
        board.sync(session.state, session.legal_actions(), 0, True)
    assert chosen[-2:] == [Spend("green"), Spend("red")]
    assert [b.label for b in board.buttons] == ["Trump: green + red", "Back"]
    click(qtbot, view, board.buttons[0].sceneBoundingRect().center())
    assert chosen[-1] == Trump("SB", ("green", "red")) and chosen[-1] in session.legal_actions()
    assert TrumpBack() in session.legal_actions()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_tiles_name_fits_between_its_heart_and_its_flag_on_the_large_mat(qapp, language):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from parkpack import i18n
    from parkpack.games.parkies.content import TILE, rotated_shape
    from parkpack.ui.parkies.art import NAME_LEAST_PX, fitted_name, name_rect
    from parkpack.ui.parkies.board import BIG_CELL

    i18n.set_language(language)
    try:
        names = [(i18n._(t.name), t) for t in TILE.values()]
    finally:
        i18n.set_language("en")
    cut = []
    for name, tile in names:
        for w in set(rotated_shape(tile.size, 0)):
            if BIG_CELL * w < 150:
                continue  # (too small to carry its name)
            box = name_rect(QRectF(0, 0, w * BIG_CELL, BIG_CELL), BIG_CELL, tile.heart)
            font, shown = fitted_name(name, BIG_CELL * 0.15, box.width())
            assert QFontMetricsF(font).horizontalAdvance(shown) <= box.width()  # nothing clipped
            assert font.pixelSize() >= NAME_LEAST_PX
            cut += [name] if shown != name else []
    assert cut == []  # (a long name closes up its letters a little instead)


def test_in_the_window_tab_walks_the_offered_moves_and_enter_plays_one(qtbot):
    from parkpack.engine.api import SeatSpec
    from parkpack.ui.new_game import NewGameSetup

    from ..window_games import open_window

    win = open_window(qtbot)
    assert win.start_setup(NewGameSetup("parkies", {}, (SeatSpec("Ann"), SeatSpec("Ben")), 5))
    ctl = win.controller
    qtbot.waitUntil(lambda: ctl.session.human_to_act())
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    view = win.page.view
    view.setFocus()
    assert win.board.focusItem() is None  # (as a player meets it: nothing on the board has Qt's focus)
    legal = ctl.session.legal_actions()
    before = len(ctl.session.history)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert win.board.keys.focused_action() == legal[1]
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert ctl.session.history[before] == str(legal[1])


def test_a_small_mats_track_values_are_whole_at_their_highest_and_beside_waiting_parkies(qapp):
    """Someone else's small mat is a card: its park as a picture at the left,
    and at its right "A 30", "P 30", "S 30" a line each at the board's least
    text size, over the Parkies waiting outside; none runs past the card.
    (The values once ran past the mat's edge from "A11 P11 S10" on.)"""
    from dataclasses import replace

    from PySide6.QtGui import QFontMetricsF

    from parkpack.games.parkies.content import TRACK_MAX
    from parkpack.games.parkies.state import Parkie
    from parkpack.ui.parkies.board import SMALL_CELL, small_width
    from parkpack.ui.parkies.mat_item import SMALL_VALUE_W, TEXT, MatLook, PlayerMatItem
    from parkpack.ui.parkies.palette import font

    player = new_session(6).state.players[1]
    mat = PlayerMatItem(None, SMALL_CELL, small_width())  # type: ignore[arg-type]  # (no clicks here)
    geo = mat.geo
    card = mat.boundingRect()
    metrics = QFontMetricsF(font(TEXT, True))
    assert metrics.horizontalAdvance(f"A {TRACK_MAX}") <= SMALL_VALUE_W - 4
    assert geo.outside.left() >= geo.grid.right() + geo.margin  # clear of the park's gates
    assert geo.tracks_top + 3 * geo.row_h <= geo.outside.top()
    for i in range(3):
        assert card.contains(geo.track_rect(i))
    for waiting in (1, 3, 8):
        shown = replace(player, allure=TRACK_MAX, parkies=(Parkie("red", OUTSIDE),) * waiting)
        look = MatLook(shown, "M", False, False, False, True)
        tokens = [r for r, _c, where in mat.parkie_rects(look) if where == OUTSIDE]
        assert len(tokens) == waiting and all(card.contains(r) for r in tokens)
        assert all(r.top() >= geo.tracks_top + 3 * geo.row_h for r in tokens)


def test_a_marker_on_a_ladder_step_leaves_the_mats_chips_and_steps_in_sight(scene):
    board, _ = scene(mid_bidding())
    marker = point_at(board, Bid("SA", 8), "Here")
    assert marker is not None
    label = marker._label_rect()
    assert not any(label.intersects(r) for r in board.bidmat.keep_clear())
    assert marker.rects[0].intersects(board.bidmat.scene_rect_of(("step", "SA", 1)))


def test_the_big_mats_bid_status_is_never_cut_short(qapp):
    from PySide6.QtWidgets import QGraphicsScene

    from parkpack.ui.parkies.board import BIG_CELL
    from parkpack.ui.parkies.mat_item import MatLook, PlayerMatItem

    from tests.ui.german import drawn_texts

    player = new_session(2).state.players[0]

    def texts(status: str) -> list[str]:
        scene = QGraphicsScene()
        mat = PlayerMatItem(None, BIG_CELL)  # type: ignore[arg-type]  # (no clicks here)
        mat.set_look(MatLook(player, "M", False, False, True, False, status))
        scene.addItem(mat)
        return drawn_texts(scene)

    short = texts("bid $8 on Small A")
    assert "bid $8 on Small A" in short and "No Parkies waiting outside" in short
    # Too long to go beside "No Parkies waiting outside": shown whole in its
    # place, not cut short to run on from it as one sentence.
    shown = texts("pawn on the Parkie Pool")
    assert "Pawn on the Parkie Pool" in shown and "No Parkies waiting outside" not in shown
    assert not any(t.endswith("…") for t in shown)

"""The Walk board turns clicks, wheel turns and keys into the legal actions."""

from __future__ import annotations

import pytest

from parkpack.engine.api import InfoSet

from PySide6.QtCore import Qt

from parkpack.games.walk.actions import Draw, PlaceStatue, TickBonus, TurnToT
from parkpack.games.walk.content import E, N, S, W

from parkpack.ui.walk.words import card_lines

from .helpers import Table, session, square

K = Qt.Key
A3, C2, CENTRE = square("A3"), square("C2"), square("C3")


def test_click_on_a_square_draws_the_rolled_curve(qtbot):
    t = Table(qtbot, session(script=("roll curve",)))
    t.click_square(A3)
    assert t.actions == [Draw("curve", A3, N | E)]
    assert t.actions[0] in t.s.legal_actions()
    assert t.refusals == []


def test_wheel_rotates_the_piece_before_the_click(qtbot):
    t = Table(qtbot, session(script=("roll curve",)))
    t.wheel_on_square(A3, 1)
    assert t.board.preview_code() == E | S  # the preview follows the wheel
    t.click_square(A3)
    assert t.actions == [Draw("curve", A3, E | S)]


def test_r_and_right_click_rotate_too(qtbot):
    t = Table(qtbot, session(script=("roll curve",)))
    t.key(K.Key_R)
    t.click_square(A3, Qt.MouseButton.RightButton)  # right-click only rotates
    assert t.actions == []
    t.click_square(A3)
    assert t.actions == [Draw("curve", A3, S | W)]
    t.key(K.Key_R, Qt.KeyboardModifier.ShiftModifier)
    t.click_square(A3)
    assert t.actions[-1] == Draw("curve", A3, E | S)


def test_keyboard_alone_places_a_piece(qtbot):
    t = Table(qtbot, session(script=("roll straight",)))
    assert t.key(K.Key_Up)  # from the centre C3 to C2
    assert t.key(K.Key_R)
    assert t.board.preview_code() == E | W
    assert t.key(K.Key_Return)
    assert t.actions == [Draw("straight", C2, E | W)]


def test_a_filled_square_is_refused_with_a_reason(qtbot):
    t = Table(qtbot, session(script=("roll curve",)))
    t.click_square(CENTRE)
    assert t.actions == []
    assert t.refusals == ["That square already has a path"]


def test_not_your_turn_when_another_player_draws(qtbot):
    t = Table(qtbot, session("Ann", "Ben", script=("roll T",)), seat=1)
    t.click_square(A3)
    assert t.actions == []
    assert t.refusals == ["Not your turn: Ann is drawing"]


def _visit_government_house() -> tuple[str, ...]:
    # C2 joins the centre to B2 (Government House): a visit owes a bonus.
    return ("roll curve", "draw curve C2 SW", "roll straight", "draw straight B2 EW")


def test_bonus_box_click_ticks_that_bonus(qtbot):
    t = Table(qtbot, session(script=_visit_government_house()))
    assert "two" in t.board.offers.bonuses
    row = next(r for r in t.board.big.bonus_rows if r.bonus_id == "two")
    assert row.look.offered
    t.click_item(row)
    assert t.actions == [TickBonus("two")]


def test_number_key_ticks_a_bonus_and_a_ticked_box_is_refused(qtbot):
    t = Table(qtbot, session(script=_visit_government_house()))
    t.key(K.Key_2)
    assert t.actions == [TickBonus("two")]
    t.play_last()
    row = next(r for r in t.board.big.bonus_rows if r.bonus_id == "two")
    assert row.look.ticked == 1
    t.click_item(row)
    assert t.refusals[-1] == "Wait for the die to be rolled"
    t.s.play("roll curve")
    t.sync()
    t.click_item(row)
    assert t.refusals[-1] == "You have already ticked that bonus"


def test_tab_then_enter_ticks_the_focused_bonus(qtbot):
    t = Table(qtbot, session(script=_visit_government_house()))
    assert t.key(K.Key_Tab)
    assert t.key(K.Key_Tab)
    first, second = list(t.board.offers.bonuses)[:2]
    assert t.board.focused_bonus() == second
    t.key(K.Key_Return)
    assert t.actions == [TickBonus(second)] and first != second


def _close_a_loop() -> tuple[str, ...]:
    # C3-C4-D4-D3 around one corner: a loop, so a statue is owed.
    return ("roll curve", "draw curve C4 NE", "roll curve", "draw curve D4 NW", "roll curve", "draw curve D3 SW")


def test_statue_squares_are_offered_and_clicked(qtbot):
    t = Table(qtbot, session(script=_close_a_loop()))
    region = sorted(t.board.offers.statues)
    assert region
    assert t.board.big.squares[region[0]].look.offer == "statue"
    t.click_square(region[0])
    assert t.actions == [PlaceStatue(region[0])]


def test_statue_outside_the_loop_is_refused(qtbot):
    t = Table(qtbot, session(script=_close_a_loop()))
    outside = next(sq for sq in range(25) if sq not in t.board.offers.statues)
    t.click_square(outside)
    assert t.actions == []
    assert "inside the loop" in t.refusals[-1]


def test_a_drawn_curve_turns_into_a_t_after_a_second_click(qtbot):
    t = Table(qtbot, session(script=("roll curve", "draw curve A3 NE", "roll straight")))
    t.click_square(A3)
    assert t.actions == [] and t.board.mode == "turn"
    assert t.board.big.squares[A3].look.offer == "turn"
    t.key(K.Key_R)
    t.click_square(A3)
    options = [a for a in t.s.legal_actions() if isinstance(a, TurnToT) and a.square == A3]
    assert t.actions == [options[1]]


def test_t_key_and_escape_open_and_close_turning(qtbot):
    t = Table(qtbot, session(script=("roll curve", "draw curve A3 NE", "roll straight")))
    t.key(K.Key_T)
    assert t.board.mode == "turn"
    assert t.key(K.Key_Escape)
    assert t.board.mode == "draw"
    t.click_item(t.board.big.stuck["straight"])
    assert t.board.mode == "draw"
    assert t.refusals[-1] == "You have no straight path to turn into a T"
    t.click_item(t.board.big.stuck["curve"])
    assert t.board.mode == "turn"


def test_other_sheets_are_view_only_and_can_be_enlarged(qtbot):
    t = Table(qtbot, session("Ann", "Ben", script=("roll curve",)))
    assert t.board.show_seat(1)  # a click on Ben's card in the side panel
    assert t.board.focus_seat == 1 and t.board.big.frame == "view"
    assert t.board.big.title == "Ben's sheet — view only"
    t.click_square(A3)
    assert t.actions == [] and "view only" in t.refusals[-1]
    t.key(K.Key_Escape)
    assert t.board.focus_seat == 0
    t.click_square(A3)
    assert t.actions == [Draw("curve", A3, N | E)]


def test_the_die_rolls_when_a_new_roll_arrives(qtbot):
    t = Table(qtbot, session(script=("roll curve", "draw curve A3 NE")))
    t.board.animation_ms = 40
    t.s.play("roll ibis")
    t.sync()
    assert t.board.die.rolling and t.board.die.face == "ibis"
    qtbot.waitUntil(lambda: not t.board.die.rolling, timeout=3000)
    t.board.animation_ms = 0
    t.s.play("draw ibis B1")
    t.s.play("roll T")
    t.sync()
    assert not t.board.die.rolling and t.board.die.face == "T"


def test_the_first_visit_is_circled_on_the_sheet(qtbot):
    t = Table(qtbot, session(script=_visit_government_house() + ("bonus one",)))
    t.s.play("roll curve")
    t.sync()
    look = t.board.big.squares[square("B2")].look
    assert look.first == "circled" and look.visited


def test_the_other_players_first_visit_is_crossed_out(qtbot):
    script = ("roll curve", "draw curve C2 SW", "draw curve E5 NE", "roll straight", "draw straight B2 EW")
    t = Table(qtbot, session("Ann", "Ben", script=script + ("bonus one", "draw straight E4 NS", "roll T")))
    assert t.board.big.squares[square("B2")].look.first == "circled"
    assert t.key(K.Key_PageDown)  # Ben's sheet
    assert t.board.big.squares[square("B2")].look.first == "crossed"


def test_side_panel_buttons_follow_the_offers(qtbot):
    t = Table(qtbot, session(script=("roll curve", "draw curve A3 NE", "roll straight")))
    panel = t.board.side_widget()
    qtbot.addWidget(panel)
    assert panel.rotate.isEnabled() and panel.turn.isEnabled() and not panel.passing.isEnabled()
    panel.turn.click()
    assert t.board.mode == "turn" and panel.turn.isChecked()
    t.hover_square(A3)
    assert t.board.cursor == A3
    panel.rotate.click()
    t.click_square(A3)
    options = [a for a in t.s.legal_actions() if isinstance(a, TurnToT) and a.square == A3]
    assert t.actions == [options[1]]


def test_the_piece_previews_under_the_mouse(qtbot):
    t = Table(qtbot, session(script=("roll curve",)))
    t.hover_square(A3)
    assert t.board.big.squares[A3].look.preview == N | E
    assert t.board.big.squares[A3].look.cursor
    t.hover_square(CENTRE)
    assert t.board.big.squares[A3].look.preview == -1
    assert t.board.big.squares[CENTRE].look.preview == -1  # filled: nothing to preview


def test_the_ibis_bonus_adds_the_ibis_to_the_rotation(qtbot):
    script = _visit_government_house() + ("bonus ibis-t", "roll T")
    t = Table(qtbot, session(script=script))
    assert card_lines(t.board)[0] == "Draw the T-intersection, or an ibis instead"
    for _ in range(4):
        t.key(K.Key_R)
    t.click_square(A3)
    assert t.actions == [Draw("ibis", A3, 16)]


def test_arrows_walk_the_bonus_list_while_a_bonus_is_owed(qtbot):
    t = Table(qtbot, session(script=_visit_government_house()))
    offered = [r.bonus_id for r in t.board.big.bonus_rows if r.bonus_id in t.board.offers.bonuses]
    t.key(K.Key_Down)
    t.key(K.Key_Down)
    t.key(K.Key_Up)
    t.key(K.Key_Down)
    assert t.board.focused_bonus() == offered[1]
    t.key(K.Key_Space)
    assert t.actions == [TickBonus(offered[1])]


def test_the_winner_is_written_in_the_score_box(qtbot):
    s = session("Ann", "Ben")
    bots = [s.game.bot("easy", seat) for seat in range(2)]
    while not s.is_over:
        s.resolve_chance()
        if s.is_over:
            break
        seat = s.to_act
        s.play(bots[seat].choose(s.game, InfoSet(seat, s.state, s.legal_actions())))
    t = Table(qtbot, s, seat=0)
    result = s.game.scores(s.state)
    look = t.board.big.score_box.look
    assert look.total == result.total(0)
    assert (look.result == "Winner!") == (0 in result.winners)
    names = " and ".join(s.state.names[w] for w in result.winners)
    lines = card_lines(t.board)
    assert lines[0].startswith(names)
    # the cards show every total; the panel says only who won and what to click
    assert lines[1:] == (*result.notes, "Click a player's card to see their score box")
    assert t.board.die_lines() == ("Game over", f"after {s.state.turn} turns")


def test_a_used_reminder_icon_is_circled(qtbot):
    t = Table(qtbot, session(script=("roll curve", "draw curve A3 NE", "roll straight", "turn A3 NES")))
    assert t.board.big.stuck["curve"].look.used
    assert not t.board.big.stuck["straight"].look.used


def test_pass_is_offered_when_the_grid_is_full(qtbot):
    from dataclasses import replace

    from parkpack.games.walk import GAME
    from parkpack.games.walk.actions import Pass

    s = session(script=("roll curve",))
    full = tuple(15 if sq == CENTRE else N | S for sq in range(25))
    s.state = replace(s.state, sheets=(replace(s.state.sheets[0], cells=full),))
    assert GAME.legal_actions(s.state)[0] == Pass()
    t = Table(qtbot, s)
    panel = t.board.side_widget()
    qtbot.addWidget(panel)
    assert not panel.passing.isHidden() and panel.passing.isEnabled()
    assert card_lines(t.board)[0] == "No empty square left: pass"
    qtbot.mouseClick(panel.passing, Qt.MouseButton.LeftButton)
    t.key(K.Key_P)
    t.key(K.Key_Return)
    assert t.actions == [Pass(), Pass(), Pass()]


def test_a_click_on_an_empty_square_leaves_turning_and_draws(qtbot):
    t = Table(qtbot, session(script=("roll curve", "draw curve A3 NE", "roll straight")))
    t.click_square(A3)
    assert t.board.mode == "turn"
    t.click_square(C2)
    assert t.board.mode == "draw"
    assert t.actions == [Draw("straight", C2, N | S)]
    t.key(K.Key_T)
    t.click_square(CENTRE)
    assert t.refusals[-1] == "Only a curve or straight path you drew can be turned into a T"


def test_turning_ends_once_the_t_is_drawn(qtbot):
    t = Table(qtbot, session(script=("roll curve", "draw curve A3 NE", "roll straight", "draw straight C2 NS",
                                     "roll straight")))
    t.key(K.Key_T)
    t.click_square(A3)
    t.play_last()
    assert t.board.mode == "draw"
    assert t.board.big.squares[A3].look.code == 7  # N|E|S: the curve kept its sides


def test_a_new_mark_fades_in(qtbot):
    t = Table(qtbot, session(script=("roll curve",)))
    t.board.animation_ms = 30
    t.click_square(A3)
    t.play_last()
    item = t.board.big.squares[A3]
    assert item.opacity() < 1.0
    assert t.board.big.squares[C2].opacity() == 1.0
    qtbot.waitUntil(lambda: item.opacity() == 1.0, timeout=3000)


def test_tab_pressed_in_the_view_reaches_the_bonus_list(qtbot):
    from PySide6.QtTest import QTest

    t = Table(qtbot, session(script=_visit_government_house()))
    QTest.keyClick(t.view, K.Key_Tab)
    assert t.board.focused_bonus() == next(iter(t.board.offers.bonuses))


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_bonus_reads_whole_ticked_or_not(qapp, language):
    from PySide6.QtGui import QFontMetricsF

    from parkpack import i18n
    from parkpack.games.walk.content import BONUSES
    from parkpack.ui.walk.lettering import MIN_PX
    from parkpack.ui.walk.parts import BonusRow, bonus_lines, bonus_row_height
    from parkpack.ui.walk.sheet import BONUS_ROW_W

    i18n.set_language(language)
    try:
        labels = [i18n._(b.label) for b in BONUSES]
    finally:
        i18n.set_language("en")
    width = BonusRow.text_width(BONUS_ROW_W)
    for label in labels:
        height = bonus_row_height(label, width)
        for ticked in (False, True):
            font, lines = bonus_lines(label, width, ticked)
            metrics = QFontMetricsF(font)
            assert " ".join(lines) == label, (label, ticked)  # never cut short
            assert all(metrics.horizontalAdvance(line) <= width for line in lines) and font.pixelSize() >= MIN_PX
            assert metrics.lineSpacing() * len(lines) <= height  # the row is tall enough for its lines
    assert any(bonus_lines(label, width, True)[0].bold() for label in labels)  # ticked rows are bold where they fit


def test_a_hint_on_a_bonus_rings_its_row_and_leaves_the_rows_above_and_below_readable(qtbot):
    """The ladder's rows touch; a hint's ring round one stays within 2 px of
    its row's height, so the next row's first line is not under it."""
    from parkpack.ui.items.hint_mark import PEN
    from parkpack.ui.walk.hint_marks import show

    t = Table(qtbot, session(script=_visit_government_house()))
    show(t.board, TickBonus("two"), "try this")
    mark = t.board._hint_mark
    row = next(r for r in t.board.big.bonus_rows if r.bonus_id == "two")
    box = row.mapRectToScene(row.boundingRect())
    ring = mark.rects[0].adjusted(-PEN / 2, -PEN / 2, PEN / 2, PEN / 2)
    assert mark.isVisible() and ring.contains(box.center())
    assert box.top() - 2 <= ring.top() and ring.bottom() <= box.bottom() + 2

"""The Steam Donkey board by mouse and keys on laid-out positions: each kind
of decision made where it is drawn, the legal payments offered (Feral Donkey
and Princess Royal included), the Funicular's colour, visitors moved and
sent back, characters used and swapped, refusals with the game's reasons,
Tab / Enter / Esc, hints and where every offered move is drawn."""

from __future__ import annotations

from PySide6.QtCore import Qt

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.session import Session
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.actions import (
    TOP_SOURCE,
    Admiral,
    Build,
    ChooseResort,
    Done,
    Pay,
    Princess,
    Raise,
    Return,
    Ride,
    Swap,
    TakeDiscard,
    Visit,
)
from parkpack.games.steamdonkey.content import BACK, FUNICULAR
from parkpack.games.steamdonkey.state import BUILD, MOVE, PAY, RETURN, START, Act

from tests.games.steamdonkey.helpers import Picker, player, position, space

from .conftest import record, resync
from .gestures import click_action, click_scene, hand_point, key, play_by_keys


def advance(st, action):
    """``st`` after ``action`` and any chance points it opens (first outcomes)."""
    st = GAME.apply(st, action)
    while GAME.to_act(st) == CHANCE:
        st = GAME.apply(st, GAME.chance_outcomes(st)[0][0])
    return st


def rendered(board):
    """The whole scene painted into an image, with every text it painted."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from parkpack.ui.overheard import listen

    rect = board.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with listen() as heard:
        board.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
    painter.end()
    return image, heard


def test_german_build_and_move_rows_are_headed_by_their_area_and_clear_of_the_hand(qtbot, qapp, scene):
    """German "Bewegen: Strand" is too long for half a row: each colour's two
    buttons then share a row under the area's name, saying only "Bauen" and
    "Bewegen", and no button runs under a full hand (eight whole rows did)."""
    from parkpack.ui import language
    from parkpack.ui.steamdonkey.paint import text_width

    pk = Picker()
    hand = pk.icon("A", 3) + pk.icon("L", 3) + pk.icon("M", 3)
    st = position([player("Ann", hand), player("Ben", pk.icon("T", 3))], discard=[pk.pick("Pier")])
    assert language.install(qapp, "de") == "de"
    try:
        board, _view = scene(st)
    finally:
        language.install(qapp, "en")
    shown = [b for b in board.buttons if b.isVisible()]
    assert [b.look.text for b in shown[:6]] == ["Bauen", "Bewegen"] * 3
    assert [b.look.label for b in shown[:2]] == ["Bauen: Park", "Bewegen: Park"]  # (its full name stays)
    heads = [h for h in board.button_heads if h.isVisible()]
    assert [h.look.text for h in heads] == ["Park", "Stadt", "Strand"]
    for k, head in enumerate(heads):
        pair = shown[2 * k: 2 * k + 2]
        assert all(b.pos().y() == head.pos().y() and b.pos().x() >= head.pos().x() + head.w for b in pair)
        assert all(text_width(b.look.text, 14, b.look.bold) + 4 <= b.w for b in pair)
    cards = [c.sceneBoundingRect() for c in board.hand if c.isVisible()]
    assert len(cards) == 9
    assert not [b for b in shown if any(b.sceneBoundingRect().intersects(c) for c in cards)]


def test_choosing_the_action_by_button_and_the_discard_pile(qtbot, scene):
    pk = Picker()
    st = position([player("Ann", pk.icon("A", 3)), player("Ben", pk.icon("L", 3))], discard=[pk.pick("Pier")])
    board, view = scene(st)
    chosen, refused, _ = record(board)
    labels = [b.look.label for b in board.buttons if b.isVisible()]
    assert labels[:6] == ["Build Park", "Move Park", "Build Town", "Move Town", "Build Beach", "Move Beach"]
    assert board.buttons[0].pos().x() < board.buttons[1].pos().x() and board.buttons[0].pos().y() == board.buttons[1].pos().y()
    assert "Visitors to hand" in labels and "Take discard" in labels
    click_action(board, view, Build(1))
    click_scene(view, board.discard.scene_rect().center())
    assert chosen == [Build(1), TakeDiscard()]
    click_scene(view, hand_point(board, st.players[0].hand[0]))  # a card before choosing the action
    assert refused and "Build button" in refused[-1]


def test_building_offers_what_can_be_paid_and_pays_card_by_card(qtbot, scene):
    pk = Picker()
    hotel = pk.pick("Hotel", "G")
    lodgings = pk.icon("L", 2, exclude_names=("Hotel",))
    dear = pk.pick("Great Glasshouse")
    st = position([player("Ann", [hotel, dear, *lodgings, pk.pick("Hedge Maze")]), player("Ben")],
                  phase=BUILD, act=Act((0,)))
    board, view = scene(st)
    chosen, refused, _ = record(board)
    offered = {board.view_state.players[0].hand[i] for i, c in enumerate(board.hand)
               if c.isVisible() and c.look.state == "offer"}
    assert hotel in offered and dear not in offered  # three lodgings to pay for it: only two others
    click_scene(view, hand_point(board, dear))
    assert chosen == [] and "Great Glasshouse" in refused[-1]
    click_scene(view, hand_point(board, hotel))
    assert chosen == [Raise(hotel)]
    st = advance(st, Raise(hotel))
    assert st.phase == PAY
    resync(board, st)
    pays = {board.view_state.players[0].hand[i] for i, c in enumerate(board.hand)
            if c.isVisible() and c.look.state == "offer"}
    assert pays == {a.card for a in GAME.legal_actions(st) if isinstance(a, Pay)} == set(lodgings)
    assert all(c.look.dimmed for i, c in enumerate(board.hand) if c.isVisible()
               and board.view_state.players[0].hand[i] not in pays)
    click_scene(view, hand_point(board, lodgings[0]))
    assert chosen[-1] == Pay(lodgings[0])


def test_the_attraction_being_paid_for_stands_ghosted_on_its_space_with_what_is_owed(qtbot, scene):
    pk = Picker()
    hotel = pk.pick("Hotel", "G")
    lodgings = pk.icon("L", 2, exclude_names=("Hotel",))
    st = position([player("Ann", [hotel, *lodgings]), player("Ben")], phase=BUILD, act=Act((0,)))
    board, _ = scene(st)
    assert board.resort.look.pending == ""

    def texts() -> list[str]:
        return rendered(board)[1]

    st = advance(st, Raise(hotel))
    resync(board, st)
    look = board.resort.look
    assert (look.pending, look.pending_space, look.owed) == (hotel, space("GL"), 2)  # the Hotel costs two lodgings
    assert "2 to pay" in texts()
    st = advance(st, Pay(lodgings[0]))
    resync(board, st)
    assert (board.resort.look.pending, board.resort.look.owed) == (hotel, 1) and "1 to pay" in texts()
    resync(board, st, seat=1)  # another seat's board shows its own resort, with nothing pending
    assert board.resort.look.pending == ""
    st = advance(st, Pay(lodgings[1]))
    resync(board, st)  # paid: the Hotel stands, nothing is pending
    assert board.resort.look.pending == "" and board.resort.look.spaces[space("GL")][-1] == hotel


def test_feral_donkey_offers_an_amusement_as_payment(qtbot, scene):
    pk = Picker()
    fountain = pk.pick("Drinking Fountain", "G")
    maze = pk.pick("Hedge Maze")
    st = position([player("Ann", [fountain, maze], kickon="donkey"), player("Ben", kickon="bank")], advanced=True,
                  phase=BUILD, act=Act((0,)))
    board, view = scene(st)
    chosen, _, _ = record(board)
    click_scene(view, hand_point(board, fountain))
    st = advance(st, chosen[-1])
    resync(board, st)
    assert [c.look.state for c in board.hand if c.isVisible()] == ["offer"]  # the Hedge Maze pays
    click_action(board, view, Pay(maze))
    assert chosen[-1] == Pay(maze)


def test_princess_royal_by_clicking_the_character_then_a_free_build(qtbot, scene):
    pk = Picker()
    stall = pk.pick("Bandstand")
    st = position([player("Ann", [stall], kickon="castle"), player("Ben", kickon="bank")], advanced=True,
                  phase=BUILD, act=Act((0,)))
    board, view = scene(st)
    chosen, _, _ = record(board)
    assert board.character.look.state == "offer"
    click_scene(view, board.character.scene_rect().center())
    assert chosen == [Princess()]
    st = advance(st, Princess())
    resync(board, st)
    assert board.character.look.twisted
    click_action(board, view, Raise(stall))
    assert chosen[-1] == Raise(stall)


def test_the_funicular_is_clicked_then_its_colours_transport_space(qtbot, scene):
    pk = Picker()
    funicular = pk.take(FUNICULAR)
    transports = pk.icon("T", 2, exclude_names=("Funicular Railway",))
    st = position([player("Ann", [funicular, *transports], kickon="bank"), player("Ben", kickon="dog")], advanced=True,
                  phase=BUILD, act=Act((0, 1)))
    board, view = scene(st)
    chosen, _, hints = record(board)
    click_scene(view, hand_point(board, funicular))
    assert chosen == [] and board.funicular and "transport space" in hints[-1]
    marks = board.resort.look.marks
    assert marks[space("GT")] == marks[space("RT")] == "offer" and marks[space("YT")] == ""
    key(view, Qt.Key.Key_Escape)
    assert not board.funicular
    click_action(board, view, Raise(funicular, 1))
    assert chosen == [Raise(funicular, 1)]


def test_moving_a_visitor_takes_two_clicks_and_esc_drops_the_first(qtbot, scene):
    pk = Picker()
    hall = pk.pick("Music Hall")
    tram = pk.pick("Steam Tram")
    red = pk.back("?Ar")
    st = position([player("Ann", [], spaces={"RA": [hall], "RT": [tram]}), player("Ben")],
                  platform=[red, pk.back("?Lg"), pk.back("?Mg"), pk.back("?Tg")], top=pk.back("?Lr"),
                  phase=MOVE, act=Act((1,), rides=1))
    board, view = scene(st)
    chosen, refused, hints = record(board)
    assert board.platform.look.marks[0] == "offer" and board.deck.look.state == "offer"
    click_scene(view, board.platform.rect_of(("platform", 0)).center())
    assert board.source == "?Ar" and board.resort.look.marks[space("RA")] == "offer"
    key(view, Qt.Key.Key_Escape)
    assert board.source == "" and board.resort.look.marks[space("RA")] == ""
    click_action(board, view, Visit("?Ar", space("RA")))
    assert chosen == [Visit("?Ar", space("RA"))]
    click_action(board, view, Ride(TOP_SOURCE))
    assert chosen[-1] == Ride(TOP_SOURCE)
    click_scene(view, board.platform.rect_of(("platform", 1)).center())  # a green visitor in a red move:
    marks = board.resort.look.marks  # only a ride into the hand takes it
    assert board.source == "?Lg" and marks[space("RT")] == "offer" and marks[space("RA")] == ""
    click_scene(view, board.resort.rect_of(("space", 0, space("RA"))).center())
    assert refused and len(chosen) == 2


def test_the_hand_limit_return_is_chosen_by_the_visitors_backs(qtbot, scene):
    pk = Picker()
    hall, inn = pk.pick("Music Hall"), pk.pick("Coaching Inn")
    g1, g2, g3 = pk.back("?Ar"), pk.back("?Lg"), pk.back("?Mg")
    st = position([player("Ann", pk.icon("M", 10), spaces={"RA": [hall], "RL": [inn]},
                          guests={"RA": [g1, g2], "RL": [g3]}), player("Ben")],
                  phase=RETURN, act=Act(need=1))
    board, view = scene(st)
    chosen, _, _ = record(board)
    look = board.resort.look
    assert look.guests[space("RA")] == ("?Ar", "?Lg")  # backs only, even to their owner
    assert set(look.guest_marks[space("RA")]) == {"offer"}
    click_action(board, view, Return("?Lg"))
    assert chosen == [Return("?Lg")]


def test_a_character_swap_by_clicking_the_other_players_character(qtbot, scene):
    pk = Picker()
    st = position([player("Ann", pk.icon("A", 3), kickon="bank"), player("Ben", kickon="donkey")],
                  discard=[pk.pick("Pier")], advanced=True)
    board, view = scene(st)
    chosen, _, _ = record(board)
    assert Swap(1) in board.offers.legal and board.rivals[1].look.char_state == "offer"
    click_action(board, view, Swap(1))
    assert chosen == [Swap(1)]


def test_choosing_a_resort_by_clicking_its_poster(qtbot, scene):
    st = GAME.setup({}, (SeatSpec("Ann"), SeatSpec("Ben")), 3)
    while GAME.to_act(st) == CHANCE:
        st = GAME.apply(st, GAME.chance_outcomes(st)[0][0])
    board, view = scene(st)
    chosen, _, _ = record(board)
    sides = [a for a in GAME.legal_actions(st) if isinstance(a, ChooseResort)]
    assert len(sides) == 2 and all(p.isVisible() for p in board.posters)
    click_action(board, view, sides[1])
    assert chosen == [sides[1]]


def test_keys_cycle_every_offered_move_and_enter_plays_it(qtbot, scene):
    pk = Picker()
    st = position([player("Ann", pk.icon("A", 3)), player("Ben")], discard=[pk.pick("Pier")])
    board, view = scene(st)
    chosen, refused, hints = record(board)
    key(view, Qt.Key.Key_Return)
    assert refused[-1].startswith("Press Tab")
    legal = GAME.legal_actions(st)
    for k in range(len(legal)):
        key(view, Qt.Key.Key_Tab)
        assert board.rings.isVisible() and board.rings.rects  # the ring shows where
        assert f"({k + 1} of {len(legal)}" in hints[-1]
    key(view, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    key(view, Qt.Key.Key_Left)
    key(view, Qt.Key.Key_Escape)
    assert board.focus == -1 and not board.rings.isVisible()
    play_by_keys(board, view, Done() if Done() in legal else legal[-1])
    assert chosen == [Done() if Done() in legal else legal[-1]]


def test_a_refused_click_says_the_games_reason_and_waiting_is_explained(qtbot, scene):
    pk = Picker()
    dear = pk.pick("Pier")
    st = position([player("Ann", [dear]), player("Ben")], phase=BUILD, act=Act((2,)))
    board, view = scene(st)
    _, refused, _ = record(board)
    click_scene(view, hand_point(board, dear))
    reason = GAME.text.refusal(GAME.view(st, 0), Raise(dear))
    assert reason and refused[-1].lower().startswith(reason[:20].lower())
    board.sync(GAME.view(st, 1), (), 1, False)
    click_scene(view, board.discard.scene_rect().center() if board.discard.isVisible() else board.deck.scene_rect().center())
    assert refused[-1] == "Wait: it is Ann's turn."


def test_every_offered_move_is_drawn_somewhere_and_a_hint_marks_it(qtbot, scene):
    """Through seeded games (basic and advanced), every legal action of the
    seat to act has a place on the board; a hint rings it."""
    board = view = None
    checked = 0
    for options, n, seed in (({}, 3, 4), ({"advanced": "on"}, 2, 5)):
        session = Session(GAME, options, tuple(SeatSpec(x) for x in ("Ann", "Ben", "Cat")[:n]), seed)
        bots = [make_bot(GAME, "easy", 7 + s) for s in range(n)]
        step = 0
        while not session.is_over and step < 400:
            if session.to_act == CHANCE:
                session.play(session.chance_action())
                continue
            seat = session.to_act
            st = session.state
            if board is None or board.view_state.n != st.n:
                board, view = scene(st, seat)
            if step % 3 == 0:
                resync(board, st, seat)
                for action in GAME.legal_actions(st):
                    assert board.target_rects(action), (str(action), st.phase)
                    checked += 1
                action = GAME.legal_actions(st)[0]
                board.show_hint(action, "try this")
                assert board.hint_mark.isVisible() and board.hint_mark.rects
                board.clear_hint()
                assert not board.hint_mark.isVisible()
            session.play(bots[seat].choose(GAME, session.info_set(seat)))
            step += 1
    assert checked > 300


def test_the_poster_counts_spaces_and_calls_a_resort_complete(qtbot, scene):
    """Past the poster's figure the board says "Complete", never "12 of 11"."""
    from tests.games.steamdonkey.helpers import resort_without

    for missing, line in ((("GA", "GL"), "10 of 11 spaces filled"), ((), "Complete: 12 spaces filled")):
        pk = Picker()
        st = position([player("Ann", spaces=resort_without(pk, missing)), player("Ben")], discard=[pk.pick("Pier")])
        board, _ = scene(st, seat=0)
        _, heard = rendered(board)
        assert line in heard
        assert not [t for t in heard if "12 of 11" in t]
        rival, _ = scene(st, seat=1)
        assert rival.rivals[0].look.line.startswith("Weymouth complete · " if not missing else "Weymouth 10/11 · ")


def test_the_colour_blind_palette_recolours_the_areas_and_keeps_their_names(qtbot, scene):
    from parkpack.ui.steamdonkey.paint import AREA_COLOUR, AREA_COLOUR_SAFE

    pk = Picker()
    maze = pk.pick("Hedge Maze")
    st = position([player("Ann", pk.icon("L", 3), spaces={"GA": [maze]}), player("Ben")])
    board, _ = scene(st)

    def band_colour():
        image, heard = rendered(board)
        cell = board.resort.rect_of(("space", 0, 0))  # the Hedge Maze's band, beside its icon
        return image.pixelColor(int(cell.left() + 40), int(cell.top() + 6)).name(), heard

    normal, texts = band_colour()
    board.colour_blind = True
    board.refresh()
    safe, texts_cb = band_colour()
    assert normal == AREA_COLOUR[0] and safe == AREA_COLOUR_SAFE[0]
    assert {"Park", "Town", "Beach"} <= set(texts_cb) <= set(texts)  # (unchanged items are not painted again)


def test_mechanical_dogs_extra_visitors_fit_above_the_character_and_are_offered(qtbot, scene):
    from parkpack.games.steamdonkey.actions import DOG, Move

    pk = Picker()
    st = position([player("Ann", pk.icon("M", 5), spaces={"GA": [pk.pick("Bandstand")]}, kickon="dog"),
                   player("Ben", kickon="bank")], advanced=True,
                  platform=[pk.back("?Ag"), pk.back("?Lr"), pk.back("?Mg"), pk.back("?Ty")])
    st = advance(GAME.apply(st, Move(0)), DOG)
    assert len(st.table.platform) == 7
    board, view = scene(st)
    chosen, _, _ = record(board)
    rects = [board.platform.rect_of(("platform", i)) for i in range(7)]
    assert all(r is not None and not r.intersects(board.character.scene_rect()) for r in rects)
    assert all(not a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    late = [BACK[c] for c in st.table.platform[4:]]  # the Dog's visitors, in the second row
    visit = next(a for (src, _), a in board.offers.visits.items() if src in late)
    click_action(board, view, visit)
    assert chosen == [visit]


def test_hovering_a_space_names_its_owner_from_the_viewers_side_not_the_player_to_act(qtbot, scene):
    from parkpack.ui.steamdonkey.input import hover_text

    st = position([player("Ann"), player("Ben")], seat=1)  # Ben to act, Ann looking at the board
    board, _ = scene(st, seat=0, interactive=False)
    view = board.view_state
    assert hover_text(board, view, ("space", 0, 0)).startswith("Your Park amusement")
    assert hover_text(board, view, ("rival-space", 1, 0)).startswith("Ben's Park amusement")


def test_a_rivals_character_strip_leaves_their_whole_resort_and_hand_in_sight(qtbot, scene):
    # Four players with the advanced rules: the narrowest corners, a
    # character strip along each, and a Bank hand of fifteen backs.
    pk = Picker()
    full = player("Ben", pk.icon("L", 15), kickon="bank", spaces={"YA": pk.icon("A")})
    st = position([player("Ann", kickon="donkey"), full, player("Cy", kickon="castle"), player("Di", kickon="dog")],
                  advanced=True)
    board, _ = scene(st)
    rival = board.rivals[1]
    assert rival.look.character and len(rival.look.hand) == 15
    strip = rival.char_rect()
    minis = [rect for rect, key in rival.regions() if key[0] == "rival-space"]
    assert len(minis) == 12 and all(rect.bottom() + 3 < strip.top() for rect in minis)  # the ring round an offered strip too
    r, spots = rival.hand_spots(15)
    assert all(c.y() + r < strip.top() and c.x() + r < rival.w for c in spots)
    assert all(rect.bottom() < rival.h for rect in minis)


def test_a_guides_ring_round_the_discard_pile_leaves_the_piles_counts_and_the_platform_heading_readable(qtbot, scene):
    """A lesson's or a hint's ring reaches past a pile: it stops short of the
    baseline of "Discard n" above it and of the top of "Platform" below it."""
    from parkpack.ui.marker import PAD, RING, point_at
    from parkpack.ui.steamdonkey.paint import metrics

    pk = Picker()
    st = position([player("Ann", pk.icon("A", 3)), player("Ben", pk.icon("L", 3))], discard=[pk.pick("Pier")])
    board, _view = scene(st)
    marker = point_at(board, TakeDiscard())
    assert marker is not None
    ring = marker.rects[0].adjusted(-RING / 2, -RING / 2, RING / 2, RING / 2)  # the ring's pen
    assert ring.top() < board.discard.scene_rect().top() - PAD
    m = metrics(14)
    for label in (board.discard_label, board.deck_label):
        box = label.scene_rect()
        baseline = box.top() + (box.height() - m.height()) / 2 + m.ascent()
        assert baseline <= ring.top(), label.look.text
    platform_glyphs = board.platform.scene_rect().top() + (20 - m.height()) / 2
    assert ring.bottom() <= platform_glyphs


def test_a_hints_ring_round_a_resort_space_of_the_first_row_leaves_its_column_heading_readable(qtbot):
    """The column headings sit just above the resort's first row: a hint's
    ring round a space there stops short of the heading's baseline."""
    from parkpack.ui.items.hint_mark import PEN, HintMark
    from parkpack.ui.steamdonkey.items import HEAD_H, cell_rect
    from parkpack.ui.steamdonkey.paint import metrics

    mark = HintMark()
    mark.show_at([cell_rect(1)])  # a space in the first row (Park, Lodging)
    ring_top = mark.rects[0].top() - PEN / 2
    m = metrics(14)
    baseline = (HEAD_H - m.height()) / 2 + m.ascent()
    assert baseline <= ring_top


def test_an_onlookers_view_calls_the_hand_hidden_not_yours(qtbot, scene):
    # The replay of an unfinished game shows an onlooker the hand of whoever acts.
    from parkpack.engine.api import OBSERVER

    pk = Picker()
    st = position([player("Ann", pk.icon("A", 3)), player("Ben", pk.icon("L", 3))])
    board, _view = scene(st)
    assert board.hand_label.look.text.startswith("Your hand")
    board.sync(GAME.view(st, OBSERVER), (), 0, False)
    assert board.hand_label.look.text.startswith("Ann's hand (hidden)")

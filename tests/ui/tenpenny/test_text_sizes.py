"""Every text the Tenpenny Parks board paints is readable in the smallest
window the app supports (1024×700): at least ``READABLE_PX`` pixels on screen at
the scale that window shows the board, with players' long names, for one to
four players, through whole games (palette.listen_sizes hears each text
painted, with its font's size).

No text is exempt. The miniatures (the other players' properties, the faces
of the expansion stacks, the property boards offered at setup) are pictures
and paint none: their icons go without letters (art.LETTERED_ICON), the shape
and colour telling the emotion. What they show is readable elsewhere: a click
shows a rival's property large, with its letters, and pointing at a stack or
a board names its icons in the status line."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QPainter

from parkpack.engine.api import CHANCE, COMPUTER, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.session import Session
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.park import expand, new_park
from parkpack.ui import language
from parkpack.ui.board_view import BoardView
from parkpack.ui.decision_hints import HintCard
from parkpack.ui.new_game import NewGameSetup
from parkpack.ui.tenpenny import BOARD
from parkpack.ui.tenpenny.palette import LEAST_PX, Painted, listen_sizes

from ..conftest import LONG_NAMES, READABLE_PX
from ..uncached import uncached
from ..window_games import open_window

SMALL_WINDOW = (1024, 700)
EVERY = 2  # decisions between two looks at the board once the setup is over
SETUP_TASKS = ("keep", "property")


def long_seats(players: int) -> tuple[SeatSpec, ...]:
    return tuple(SeatSpec(name) for name in LONG_NAMES[:players])


def small_window_view(qtbot: Any, players: int) -> tuple[QSize, float]:
    """The size of the board's view, and its scale, in a 1024×700 window
    showing a Tenpenny Parks game of ``players`` with long names."""
    win = open_window(qtbot, strict=False)
    win.resize(*SMALL_WINDOW)
    seats = (SeatSpec(LONG_NAMES[0]),) + tuple(SeatSpec(n, COMPUTER, "easy") for n in LONG_NAMES[1:players])
    assert win.start_setup(NewGameSetup("tenpenny", {}, seats, 5))
    qtbot.wait(100)  # laid out at the window's size
    # A first-time note takes a band of the board's height while it shows (the
    # board is measured as it is once the note is read: decision_hints.py).
    note = win.page.findChild(HintCard)
    if note is not None and note.isVisible():
        note.got_it.click()
        qtbot.waitUntil(lambda: not note.isVisible())
        qtbot.wait(50)
    view = win.page.view
    size, scale = QSize(view.size()), view.transform().m11()
    win.close()
    return size, scale


def painted(board: Any) -> list[Painted]:
    image = QImage(1000, 800, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with uncached(board), listen_sizes() as heard:
        board.render(painter)
    painter.end()
    return heard


def too_small(texts: list[Painted], scale: float) -> list[tuple[str, int, float]]:
    return sorted({(t.text, t.px, round(t.px * scale, 1)) for t in texts if t.px * scale < READABLE_PX})


def board_in_view(qtbot: Any, size: QSize, players: int) -> tuple[Any, BoardView]:
    board = BOARD(GAME, long_seats(players))
    board.animation_ms = 0
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(size)
    view.set_board(board)
    view.show()
    return board, view


def look_at(board: Any, view: BoardView, session: Session, seat: int) -> tuple[list[tuple[str, int, float]], float]:
    """The board as ``seat`` sees it now: the texts too small to read, and the scale."""
    live = not session.is_over
    board.sync(GAME.view(session.state, seat), session.legal_actions() if live else (), seat, live)
    view.fit()
    scale = view.transform().m11()
    return too_small(painted(board), scale), scale


def play_and_look(qtbot: Any, players: int, seed: int) -> set[str]:
    """A whole game by computer players, the board looked at from the seat
    to act at every setup decision and every ``EVERY``-th one after; the
    kinds of decision looked at."""
    size, window_scale = small_window_view(qtbot, players)
    board, view = board_in_view(qtbot, size, players)
    options = {"becky": "normal"} if players == 1 else {}
    session = Session(GAME, options, long_seats(players), seed)
    bots = [make_bot(GAME, "easy", 40 + s) for s in range(players)]
    seen: set[str] = set()
    step = 0
    while not session.is_over:
        if session.to_act == CHANCE:
            session.play(session.chance_action())
            continue
        seat, kind = session.to_act, session.state.task.kind
        if kind in SETUP_TASKS or step % EVERY == 0:
            small, scale = look_at(board, view, session, seat)
            assert scale <= window_scale + 0.005  # (the view shows the board as the window does)
            assert small == [], (kind, round(scale, 3))
            seen.add(kind)
        session.play(bots[seat].choose(GAME, session.info_set(seat)))
        step += 1
    small, _ = look_at(board, view, session, 0)
    assert small == [], "the final position"
    return seen


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_text_on_the_board_reads_in_the_smallest_window(qtbot, players):
    seen = play_and_look(qtbot, players, 9)
    assert {"keep", "property", "worker"} <= seen


def test_every_text_reads_in_the_smallest_window_in_german(qtbot, qapp):
    """German words are longer: a label that does not fit takes the condensed
    face or a second line, or is cut, but never goes below the least size."""
    assert language.install(qapp, "de") == "de"
    try:
        play_and_look(qtbot, 3, 4)
    finally:
        language.install(qapp, "en")


def park_texts(cell: float, big: bool, boards: int) -> list[Painted]:
    """What a property of P1's front with ``boards`` expansion boards paints,
    with cells ``cell`` wide."""
    from parkpack.ui.tenpenny.park_item import ParkItem, ParkLook

    park = new_park("P1", "front")
    for k in range(boards):
        park = expand(park, f"E{k + 1:02d}", "a", "right")
    item = ParkItem(None, 0)  # type: ignore[arg-type]  # no gestures here
    item.set_look(ParkLook(0, park, cell, big))
    image = QImage(int(item.w) + 2, int(item.h) + 2, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with listen_sizes() as heard:
        item.draw(painter)
    painter.end()
    return heard


def test_a_large_property_keeps_its_letters_and_a_miniature_paints_none(qapp):
    """The icons of the property shown large carry their letters at the least
    size or more, also with two expansion boards (cells of 32); a rival's
    property in miniature paints no text at all."""
    from parkpack.ui.tenpenny.looks import BIG_CELL, SMALL_CELL

    for cell, boards in ((BIG_CELL, 0), (32.0, 2)):
        texts = park_texts(cell, True, boards)
        assert {"T", "A", "J"} & {t.text for t in texts}, cell
        assert [t for t in texts if t.px < LEAST_PX] == [], cell
    assert park_texts(SMALL_CELL, False, 0) == []


def test_a_large_property_numbers_its_rows_and_columns_as_the_log_does(qapp):
    """The log names a square by row and column counted from the property's
    left edge as it stands: the big property prints those numbers along its
    top and left, past any expansion board, at the least size or more."""
    from parkpack.games.tenpenny.content import PROPERTY_COLS, ROWS
    from parkpack.ui.tenpenny.park_item import LABEL, ParkItem, ParkLook

    texts = park_texts(32.0, True, 1)
    numbers = [t for t in texts if t.text.isdigit()]
    width = PROPERTY_COLS + 3
    assert sorted(int(t.text) for t in numbers) == sorted([*range(1, width + 1), *range(1, ROWS + 1)])
    assert [t for t in numbers if t.px < LEAST_PX] == []
    park = expand(new_park("P1", "front"), "E01", "a", "left")
    item = ParkItem(None, 0)  # type: ignore[arg-type]  # no gestures here
    item.set_look(ParkLook(0, park, 32.0, True))
    first = item.cell_rect(0, park.left)
    assert (first.left(), first.top()) == (LABEL, LABEL)  # the numbers sit left of and above square 1, 1
    assert item.grid_origin() == first.topLeft()
    assert (item.w, item.h) == (LABEL + width * 32.0, LABEL + ROWS * 32.0)


def test_a_guides_ring_round_an_attraction_chip_leaves_the_heading_above_readable(qapp):
    """A lesson's or a hint's ring reaches past the chip it marks: it and its
    halo stop short of the baseline of the heading over the chips."""
    from parkpack.ui.marker import HALO, PAD
    from parkpack.ui.tenpenny.palette import metrics
    from parkpack.ui.tenpenny.side_items import ChipsItem

    item = ChipsItem(None, ("chips",), 380.0)  # type: ignore[arg-type]  # no gestures here
    ring_top = item.chip_rect(0).top() - PAD - HALO / 2  # the white halo round the ring hides what it covers too
    m = metrics(14, True)
    baseline = (20 - m.height()) / 2 + m.ascent()  # the heading fills the first 20 px
    assert baseline <= ring_top

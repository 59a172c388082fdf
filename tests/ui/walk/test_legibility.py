"""A Walk in the Park is readable at 1024x700, with six long names or alone:
every text the board paints is about 11 pixels on screen or more, and the
words the sheet fits to their places (landmark names, bonus rows, the note
under the bonuses' heading, the turn tally) fit them in English and German."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QFrame

from parkpack.engine.api import COMPUTER, SeatSpec
from parkpack.ui.new_game import NewGameSetup
from parkpack.ui.walk import lettering
from parkpack.ui.walk.parts import BonusLook, CounterLook, ScoreLook, StuckLook
from parkpack.ui.walk.pixmaps import CACHE

from ..conftest import LONG_NAMES as LONG, READABLE_PX as LEAST_ON_SCREEN


@pytest.fixture
def window(small_window):
    return small_window


def _open(qtbot, window, players: int) -> float:
    """Start a game of ``players`` (one: solo, level 1); the board's scale once settled."""
    seats = (SeatSpec(LONG[0]),) + tuple(SeatSpec(n, COMPUTER, "easy") for n in LONG[1:players])
    options = {"level": "1"} if players == 1 else {}
    assert window.start_setup(NewGameSetup("walk", options, seats, 5))
    qtbot.waitUntil(lambda: window.controller.session.human_to_act(), timeout=10000)
    note = window.page.findChild(QFrame, "decisionHint")
    if note is not None and note.isVisible():
        note.got_it.click()  # as a player puts the first-time note away
    qtbot.wait(100)  # the view fits the board again from the event loop
    return window.page.view.transform().m11()


def _mark_everything(sheet) -> None:
    """Every printed and pencilled word at once: ticked bonuses (bold where
    they fit), used reminders, a finished score with the longest solo rank,
    and the solo turn tally."""
    for row in sheet.bonus_rows:
        row.set_look(BonusLook(ticked=row.index + 1, offered=row.index == 0, focused=row.index == 1))
    for icon in sheet.stuck.values():
        icon.set_look(StuckLook(used=True))
    sheet.score_box.set_look(ScoreLook((12, 6, 14, -6), 26, "Lachlan Macquarie"))
    sheet.counters.set_look(CounterLook(6, 6, 3, 18, 18))


def _painted_sizes(board, monkeypatch) -> tuple[list[int], list[int]]:
    """The sizes the Walk painters ask ``lettering.font`` for, and the sizes
    of every font set on a painter while the board is painted afresh (those
    made elsewhere too, such as a statue's S)."""
    asked: list[int] = []
    painted: list[int] = []
    font, set_font = lettering.font, QPainter.setFont

    def font_spy(px, bold=False, family=lettering.SANS, italic=False):
        asked.append(px)
        return font(px, bold, family, italic)

    def set_font_spy(painter, face):
        painted.append(face.pixelSize())
        set_font(painter, face)

    monkeypatch.setattr(lettering, "font", font_spy)
    monkeypatch.setattr(QPainter, "setFont", set_font_spy)
    CACHE.clear()  # drawings kept from before would not be painted again
    image = QImage(1014, 778, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    board.render(painter, QRectF(), board.sceneRect())
    painter.end()
    monkeypatch.undo()
    return asked, painted


@pytest.mark.parametrize("players", [6, 1])
def test_every_text_on_the_board_is_about_11_pixels_at_1024_by_700(qtbot, window, monkeypatch, players):
    scale = _open(qtbot, window, players)
    board = window.board
    assert scale * lettering.MIN_PX >= LEAST_ON_SCREEN
    _mark_everything(board.big)
    asked, painted = _painted_sizes(board, monkeypatch)
    assert len(painted) >= 40  # (the whole sheet was painted: its squares, rows, boxes and headings)
    assert min(asked) >= lettering.MIN_PX
    assert all(px > 0 for px in painted)  # every font is sized in pixels, so scaled with the board
    assert min(painted) * scale >= LEAST_ON_SCREEN


@pytest.fixture(params=["en", "de"])
def language(qapp, request):
    from parkpack.ui import language as ui_language

    assert ui_language.install(qapp, request.param) == request.param
    yield request.param
    ui_language.install(qapp, "en")


def test_every_landmark_name_fits_its_square_in_two_lines(language):
    from parkpack.games.walk.content import LANDMARKS
    from parkpack.i18n import _
    from parkpack.ui.walk.sheet import CELL
    from parkpack.ui.walk.square import LABEL_INSET, label_font, label_lines

    metrics = QFontMetricsF(label_font())
    for landmark in LANDMARKS:
        name = _(landmark.name)
        assert label_lines(name, CELL) <= 2, name
        assert max(metrics.horizontalAdvance(word) for word in name.split()) <= CELL - LABEL_INSET, name


def test_the_bonus_panel_holds_its_words_and_rows_above_getting_stuck(language):
    from parkpack.ui.walk.sheet import PANEL_W, SheetItem, bonus_note, bonus_rows_top, stuck_box

    note = bonus_note()
    metrics = QFontMetricsF(lettering.font(lettering.MIN_PX))
    assert "…" not in "".join(note) and lettering.widest(note, metrics) <= PANEL_W
    sheet = SheetItem(None)  # type: ignore[arg-type]  # no gestures are sent here
    assert sheet.bonus_rows[0].y() == bonus_rows_top()
    last = sheet.bonus_rows[-1]
    assert last.y() + last.height + 8 <= stuck_box().top()


def test_the_solo_turn_tally_and_the_progress_line_fit(language):
    from PySide6.QtCore import QCoreApplication

    from parkpack.ui.walk.sheet import GRID, PANEL_W, PANEL_X

    def tr(text: str) -> str:
        return QCoreApplication.translate("Walk", text)

    bold = QFontMetricsF(lettering.font(lettering.MIN_PX, True))
    regular = QFontMetricsF(lettering.font(lettering.MIN_PX))
    turns = 18  # the longest solo game: 18 strokes, every fifth crossing four
    marks = (turns - turns // 5) * 7 + (turns // 5) * 8
    count = tr("{turn} of {limit}").format(turn=turns, limit=turns)
    assert bold.horizontalAdvance(tr("Turns")) + 8 + marks + 8 + regular.horizontalAdvance(count) <= PANEL_W
    statues = tr("{n} statues").format(n=12)
    progress = tr("Landmarks visited {visited} of 6   ·   Ibises {ibises} of 6   ·   {statues}")
    assert regular.horizontalAdvance(progress.format(visited=6, ibises=6, statues=statues)) <= PANEL_X - GRID.x() - 8


def test_the_score_box_words_fit_their_places(language):
    from PySide6.QtCore import QCoreApplication

    from parkpack.ui.walk.parts import ScoreBox

    regular = QFontMetricsF(lettering.font(lettering.MIN_PX))
    for label in ScoreBox.LABELS:
        assert regular.horizontalAdvance(QCoreApplication.translate("Walk", label)) <= ScoreBox.LABEL_W
    # TOTAL, centred on its line in the diamond's upper half: the diamond is
    # wider than the word where its capitals begin.
    bold = QFontMetricsF(lettering.font(lettering.MIN_PX, True))
    _cx, _cy, r = ScoreBox.DIAMOND
    top, height = ScoreBox.TOTAL_LINE
    baseline = top + (height - bold.height()) / 2 + bold.ascent()
    cap_top = baseline - bold.capHeight()
    assert bold.horizontalAdvance(QCoreApplication.translate("Walk", "TOTAL")) <= 2 * (r + cap_top)

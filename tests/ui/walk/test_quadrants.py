"""Statues are drawn inside the loop they belong to."""

from __future__ import annotations

from parkpack.games.walk.content import E, N, S, W
from parkpack.games.walk.state import EMPTY_CELLS
from parkpack.ui.walk.quadrants import NE, NW, SE, SW, inside_quarters, statue_spots

from .helpers import square

C3, C4, D3, D4 = square("C3"), square("C4"), square("D3"), square("D4")


def _with(cells, **codes):
    out = list(cells)
    for name, code in codes.items():
        out[square(name)] = code
    return tuple(out)


LOOP = _with(EMPTY_CELLS, C4=N | E, D4=N | W, D3=S | W)


def test_a_fresh_sheet_encloses_nothing():
    assert inside_quarters(EMPTY_CELLS) == frozenset()


def test_the_four_quarters_around_a_closed_corner_are_inside():
    assert inside_quarters(LOOP) == {(C3, SE), (D3, SW), (C4, NE), (D4, NW)}


def test_an_open_path_encloses_nothing():
    assert inside_quarters(_with(LOOP, D3=S | E)) == frozenset()


def test_statues_go_inside_the_loop_first():
    inside = inside_quarters(LOOP)
    assert statue_spots(LOOP, C3, 1, inside) == (SE,)
    assert statue_spots(LOOP, D4, 1, inside) == (NW,)
    # an empty square outside every loop: quarters away from any path
    assert statue_spots(LOOP, square("A1"), 2, inside) == (SW, SE)


def test_a_statue_on_a_landmark_square_keeps_clear_of_the_names_last_line(qapp):
    # The name is printed along the bottom; a statue inside a loop often
    # falls in a lower quarter. It goes into the corner beside the last line,
    # or above it where that line is long, and never onto a path arm.
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFontMetricsF

    from parkpack.games.walk.content import LANDMARKS
    from parkpack.ui.walk.sheet import CELL
    from parkpack.ui.walk.square import label_box, label_font, last_line, quarter_box, statue_box

    metrics = QFontMetricsF(label_font())
    arms = (QRectF(0, CELL * 0.42, CELL, CELL * 0.16), QRectF(CELL * 0.42, 0, CELL * 0.16, CELL))
    for landmark in LANDMARKS:
        name = landmark.name
        printed = metrics.boundingRect(label_box(name, CELL), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), name)
        last = last_line(name, CELL)
        assert printed.contains(last.adjusted(1, 1, -1, -1)) and abs(printed.bottom() - last.bottom()) < 2
        for quarter in (SE, SW):
            box = statue_box(CELL, quarter, name)
            assert not box.intersects(last), (name, quarter)
            assert not any(box.intersects(arm) for arm in arms), (name, quarter)
            assert QRectF(0, 0, CELL, CELL).contains(box)
        assert quarter_box(CELL, SE).intersects(last)  # where it went before

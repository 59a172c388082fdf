"""The shared piece-in-hand item: shapes per orientation, following the
pointer, turning and flipping, and legal or refused placements."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from parkpack.ui.items.grid_piece import GridPiece, PieceShape

L_TROMINO = ((0, 0), (1, 0), (1, 1))  # a corner of three cells


def test_turning_shapes_are_clockwise_and_the_other_side_is_mirrored():
    shape = PieceShape.turning(L_TROMINO, sides=2)
    assert shape.of(0, 0) == frozenset(L_TROMINO)
    assert shape.of(1, 0) == frozenset({(0, 0), (0, 1), (1, 0)})  # a quarter turn clockwise
    assert shape.of(0, 1) == frozenset({(0, 1), (1, 0), (1, 1)})  # turned over: mirrored
    assert shape.of(4, 2) == shape.of(0, 0)  # turns and sides wrap round
    domino = PieceShape.turning(((0, 0), (0, 1)))
    assert domino.extent(0, 0) == (1, 2) and domino.extent(1, 0) == (2, 1)


def held(qtbot, legal=((0, 0, 0, 0), (2, 2, 1, 1)), sides=2):
    scene = QGraphicsScene()
    piece = GridPiece(4, 5, 10.0)
    scene.addItem(piece)
    chosen, refused, status = [], [], []
    piece.chosen.connect(chosen.append)
    piece.refused.connect(refused.append)
    piece.status.connect(status.append)
    piece.offer(PieceShape.turning(L_TROMINO, sides=sides), legal, lambda p: f"no room at {p}",
                lambda painter, turns, side, cell: None, lambda p: f"fits at {p}", key="L")
    return scene, piece, chosen, refused, status


def test_a_legal_placement_is_chosen_and_an_illegal_one_refused_with_its_reason(qtbot):
    scene, piece, chosen, refused, status = held(qtbot)
    assert piece.isVisible() and piece.anchor is None
    piece.place_at(0, 0)
    assert piece.is_legal and status[-1] == "fits at (0, 0, 0, 0)"
    assert piece.confirm() and chosen == [(0, 0, 0, 0)]
    piece.place_at(1, 1)
    assert not piece.is_legal and piece.reason() == "no room at (1, 1, 0, 0)"
    piece.confirm()
    assert refused == ["no room at (1, 1, 0, 0)"] and len(chosen) == 1


def test_turning_and_flipping_reach_the_other_legal_placement(qtbot):
    scene, piece, chosen, _, _ = held(qtbot)
    piece.place_at(2, 2)
    assert piece.rotate(1) and piece.flip()
    assert piece.placement == (2, 2, 1, 1) and piece.is_legal
    assert piece.legal_cells() == {(2 + r, 2 + c) for r, c in PieceShape.turning(L_TROMINO, sides=2).of(1, 1)}
    assert piece.flip() and piece.side == 0  # back face up


def test_a_one_sided_piece_does_not_flip(qtbot):
    scene, piece, _, _, _ = held(qtbot, sides=1)
    assert not piece.flip() and piece.side == 0


def test_the_piece_is_kept_on_the_grid_and_centred_on_the_pointer(qtbot):
    scene, piece, _, _, _ = held(qtbot)
    assert piece.aim(QPointF(49, 39))  # the far corner of a 5 x 4 grid of 10-unit cells
    assert piece.anchor == (2, 3)  # a 2 x 2 box stays inside
    assert not piece.aim(QPointF(200, 200))  # far off the grid: ignored
    piece.move(-9, -9)
    assert piece.anchor == (0, 0)


def test_keys_turn_flip_move_and_place(qtbot):
    scene, piece, chosen, _, _ = held(qtbot)

    def key(k, mods=Qt.KeyboardModifier.NoModifier):
        return piece.handle_key(QKeyEvent(QKeyEvent.Type.KeyPress, k, mods))

    assert key(Qt.Key.Key_Down) and piece.anchor == (1, 1)  # the first arrow shows it mid-grid
    assert key(Qt.Key.Key_Right) and key(Qt.Key.Key_Down) and piece.anchor == (2, 2)
    assert key(Qt.Key.Key_R) and key(Qt.Key.Key_F)
    assert key(Qt.Key.Key_Return) and chosen == [(2, 2, 1, 1)]
    assert key(Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier) and piece.turns == 0


def test_offering_again_keeps_the_turn_and_a_new_key_resets_it(qtbot):
    scene, piece, _, _, _ = held(qtbot)
    piece.place_at(2, 2, 1, 1)
    shape = PieceShape.turning(L_TROMINO, sides=2)
    piece.offer(shape, (), lambda p: "", lambda *a: None, key="L")
    assert piece.placement == (2, 2, 1, 1)
    piece.offer(shape, (), lambda p: "", lambda *a: None, key="another")
    assert piece.placement is None and piece.turns == 0


def test_the_mouse_aims_clicks_and_turns_the_piece_and_a_withdrawn_piece_lets_clicks_through(qtbot):
    scene, piece, chosen, refused, _ = held(qtbot)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(300, 300)
    view.show()
    qtbot.waitExposed(view)
    view.fitInView(piece.boundingRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def at(x, y):
        return view.mapFromScene(piece.mapToScene(QPointF(x, y)))

    qtbot.mouseMove(view.viewport(), at(1, 1))
    qtbot.mouseMove(view.viewport(), at(10, 10))
    assert piece.anchor == (0, 0)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at(10, 10))
    assert chosen == [(0, 0, 0, 0)]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=at(10, 10))
    assert piece.turns == 1
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at(10, 10))
    assert refused == ["no room at (0, 0, 1, 0)"]
    piece.withdraw()
    assert not piece.isVisible() and not piece.active and piece.placement is None
    assert scene.itemAt(piece.mapToScene(QPointF(10, 10)), view.transform()) is None


def test_the_grid_can_grow_and_the_piece_stays_on_it(qtbot):
    scene, piece, _, _, _ = held(qtbot)
    piece.place_at(2, 3)
    piece.set_grid(4, 8, 20.0)
    assert (piece.cols, piece.cell) == (8, 20.0) and piece.anchor == (2, 3)
    assert piece.boundingRect().width() >= 8 * 20.0
    piece.set_grid(3, 3, 20.0)  # smaller: the piece is moved back onto the grid
    assert piece.anchor == (1, 1)

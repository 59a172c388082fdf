"""The marker's label goes where it hides nothing of the board, or nowhere."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from parkpack.ui.marker import TargetMarker


def scene_with(*rects: tuple[float, float, float, float]) -> QGraphicsScene:
    scene = QGraphicsScene()
    scene.setSceneRect(0, 0, 600, 400)
    scene.addItem(QGraphicsRectItem(0, 0, 600, 400))  # a backdrop behind everything
    for x, y, w, h in rects:
        scene.addItem(QGraphicsRectItem(x, y, w, h))
    return scene


def placed(scene: QGraphicsScene, target: QRectF) -> TargetMarker:
    marker = TargetMarker([target], "Here", pulse=False)
    scene.addItem(marker)
    marker.place_label(scene)
    return marker


def hidden_by(marker: TargetMarker, scene: QGraphicsScene) -> list[QRectF]:
    label = marker._label_rect()
    return [
        item.sceneBoundingRect()
        for item in scene.items(label)
        if item is not marker and not item.sceneBoundingRect().contains(marker.rects[0].center())
    ]


def test_with_room_above_the_label_sits_over_the_ring(qapp):
    scene = scene_with((200, 200, 80, 40))
    marker = placed(scene, QRectF(200, 200, 80, 40))
    label = marker._label_rect()
    assert label.bottom() < marker.rects[0].top() and label.left() == marker.rects[0].left()
    assert marker.boundingRect().contains(label)


def test_a_button_above_sends_the_label_to_the_side(qapp):
    # Buttons stacked as in Steam Donkey's column: one above, none at the left.
    scene = scene_with((200, 150, 80, 40), (200, 200, 80, 40), (200, 250, 80, 40))
    marker = placed(scene, QRectF(200, 200, 80, 40))
    label = marker._label_rect()
    assert not label.isNull() and hidden_by(marker, scene) == []
    assert label.right() < marker.rects[0].left()


def test_the_edge_of_the_board_counts_as_no_room(qapp):
    scene = scene_with((0, 0, 80, 40))
    marker = placed(scene, QRectF(0, 0, 80, 40))
    label = marker._label_rect()
    assert scene.sceneRect().contains(label) and hidden_by(marker, scene) == []


def test_with_no_free_place_only_the_ring_is_drawn(qapp):
    # A grid of squares all round the target, as on a Walk sheet.
    squares = [(x * 90.0, y * 50.0, 80.0, 40.0) for x in range(1, 5) for y in range(1, 6)]
    scene = scene_with(*squares)
    marker = placed(scene, QRectF(180, 150, 80, 40))
    assert marker._label_rect().isNull()
    assert marker.boundingRect().contains(marker.rects[0])


class Mat(QGraphicsRectItem):
    """A panel behind the ring that paints a caption of its own above it."""

    def __init__(self, caption: QRectF) -> None:
        super().__init__(0, 0, 600, 400)
        self.caption = caption

    def keep_clear(self) -> list[QRectF]:
        return [self.caption]


def test_a_caption_painted_on_the_panel_behind_is_not_covered(qapp):
    scene = QGraphicsScene()
    scene.setSceneRect(0, 0, 600, 400)
    target = QRectF(200, 200, 80, 40)
    scene.addItem(Mat(QRectF(180, 160, 140, 36)))  # over the ring, across its width
    marker = placed(scene, target)
    label = marker._label_rect()
    assert not label.isNull() and not label.intersects(QRectF(180, 160, 140, 36))
    assert label.right() < target.left()  # the first free place: at the left

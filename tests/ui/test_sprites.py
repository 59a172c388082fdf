"""The sprite cache keeps its pixmaps within a byte budget, and a card's
side is drawn once and stamped after, looking as it did drawn afresh."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from parkpack.ui.items import sprites
from parkpack.ui.items.card import CardItem
from parkpack.ui.items.grid_piece import GridPiece, PieceShape
from parkpack.ui.items.sprites import SpriteCache
from parkpack.ui.steamdonkey.paint import SteamDonkeyArt

from .uncached import fresh_sprites


def test_least_recently_used_pixmaps_go_first(qapp):
    cache = SpriteCache(budget=3 * 10 * 10 * 4)  # room for three 10x10 pixmaps
    for name in "abc":
        cache.put((name,), QPixmap(10, 10))
    assert cache.get(("a",)) is not None  # "a" is now the most recent
    cache.put(("d",), QPixmap(10, 10))
    assert [k for (k,) in cache.pixmaps] == ["c", "a", "d"]
    assert cache.used == 3 * 400


class CountingArt:
    """A card art that counts what it is asked to draw."""

    def __init__(self, style: str = "plain") -> None:
        self.drawn: list[str] = []
        self.look = style

    def paint_face(self, painter: QPainter, rect: QRectF, face: str) -> None:
        self.drawn.append(face)
        SteamDonkeyArt().paint_face(painter, rect, face)

    def paint_back(self, painter: QPainter, rect: QRectF, back: str) -> None:
        self.drawn.append(back)
        SteamDonkeyArt().paint_back(painter, rect, back)

    def style(self) -> str:
        return self.look


def _scene_with(cards: list[CardItem]) -> QGraphicsScene:
    scene = QGraphicsScene(0, 0, 400, 200)
    for i, card in enumerate(cards):
        card.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # every render reaches paint()
        card.setPos(20 + 130 * i, 20)
        scene.addItem(card)
    return scene


def _render(scene: QGraphicsScene) -> QImage:
    image = QImage(400, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 400, 200), QRectF(0, 0, 400, 200))
    painter.end()
    return image


def test_a_card_side_is_drawn_once_then_stamped_until_its_style_or_turn_changes(qapp):
    sprites.CACHE.clear()
    art = CountingArt()
    cards = [CardItem(None, ("hand", i), art, 99, 134) for i in range(2)]
    for card in cards:
        card.set_card("A01", "")
    scene = _scene_with(cards)
    _render(scene)
    _render(scene)
    assert art.drawn == ["A01"]  # two cards, two renders, one drawing
    art.look = "colour-blind"
    _render(scene)
    assert art.drawn == ["A01", "A01"]
    cards[1].setRotation(4)  # a fanned card is drawn turned, once
    _render(scene)
    _render(scene)
    assert art.drawn == ["A01", "A01", "A01"]


def _ink_and_differences(stamped: QImage, fresh: QImage) -> tuple[int, int]:
    ink = differ = 0
    for y in range(stamped.height()):
        for x in range(stamped.width()):
            a, b = QColor(stamped.pixel(x, y)), QColor(fresh.pixel(x, y))
            ink += a.lightness() < 200
            differ += max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) > 60
    return ink, differ


def test_a_stamped_card_looks_as_one_drawn_afresh(qapp):
    card = CardItem(None, ("hand", 0), CountingArt(), 99, 134)
    card.set_card("A01", "")
    card.setRotation(-3)
    scene = _scene_with([card])
    stamped = _render(scene)
    with fresh_sprites():
        fresh = _render(scene)
    ink, differ = _ink_and_differences(stamped, fresh)
    assert ink > 2000  # the card was drawn at all
    assert differ < ink * 0.05  # at most a pixel's shift along some edges


def test_the_cells_a_held_piece_may_take_are_stamped_as_they_were_drawn(qapp):
    piece = GridPiece(4, 8, 47.3)
    piece.offer(PieceShape.turning(((0, 0), (0, 1))), [(r, c, 0, 0) for r in range(4) for c in range(7)],
                lambda p: "no", lambda painter, turns, side, cell: None, lambda p: "yes", key="domino")
    piece.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    scene = QGraphicsScene(0, 0, 400, 200)
    scene.addItem(piece)
    sprites.CACHE.clear()
    stamped = _render(scene)
    assert len(sprites.CACHE.pixmaps) == 1  # 32 cells, one picture
    with fresh_sprites():
        fresh = _render(scene)
    ink, differ = _ink_and_differences(stamped, fresh)
    assert ink > 20000  # the cells were drawn at all (the ground is white)
    assert differ < ink * 0.02

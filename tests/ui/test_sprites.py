"""The picture cache keeps its pixmaps within a byte budget; a card's side,
an attraction in a Steam Donkey resort, a Tenpenny property's tiles and
trees and the cells a held piece may take are drawn once and stamped after,
as sharp as drawn directly, on a high-density screen too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from parkpack.ui.items import sprites
from parkpack.ui.items.card import CardItem
from parkpack.ui.items.grid_piece import GridPiece, PieceShape
from parkpack.ui.items.sprites import SpriteCache
from parkpack.engine import registry
from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.rng import Rng
from parkpack.engine.session import Session
from parkpack.games.steamdonkey.content import CARD, SPACES
from parkpack.ui.steamdonkey.items import ResortItem, ResortLook, draw_built
from parkpack.ui.steamdonkey.paint import SteamDonkeyArt
from parkpack.ui.tenpenny.art import paint_tile, tree
from parkpack.ui.tenpenny.park_item import ParkItem, ParkLook


def test_least_recently_used_pixmaps_go_first(qapp):
    cache = SpriteCache(budget=3 * 10 * 10 * 4)  # room for three 10x10 pixmaps
    for name in "abc":
        cache.put((name,), QPixmap(10, 10))
    assert cache.get(("a",)) is not None  # "a" is now the most recent
    cache.put(("d",), QPixmap(10, 10))
    assert [k for (k,) in cache.pixmaps] == ["c", "a", "d"]
    assert cache.used == 3 * 400


def test_pixmaps_go_before_the_application_does(qapp):
    cache = SpriteCache(budget=10 * 10 * 4)
    cache.put(("a",), QPixmap(10, 10))
    qapp.aboutToQuit.emit()  # (only caches listen to it)
    assert len(cache) == 0 and cache.used == 0


class CountingArt:
    """A card art that counts what it is asked to draw."""

    def __init__(self, style: str = "plain") -> None:
        self.drawn: list[str] = []
        self.widths: list[float] = []  # the ``shown`` of each face drawn
        self.look = style

    def paint_face(self, painter: QPainter, rect: QRectF, face: str, shown: float = 0.0) -> None:
        self.drawn.append(face)
        self.widths.append(shown)
        SteamDonkeyArt().paint_face(painter, rect, face, shown)

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


def _render(scene: QGraphicsScene, ratio: float = 1.0) -> QImage:
    """The scene drawn on a 400 x 200 image, or on a screen of ``ratio``
    device pixels to each of its own."""
    image = QImage(int(400 * ratio), int(200 * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
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


def test_a_partly_covered_card_is_drawn_for_its_uncovered_part_and_whole_once_raised(qapp):
    sprites.CACHE.clear()
    art = CountingArt()
    card = CardItem(None, ("hand", 0), art, 99, 134, lift=14)
    card.set_card("A01", "")
    scene = _scene_with([card])
    _render(scene)
    card.set_shown(60.0)
    _render(scene)
    card.hovered = True  # (as hoverEnterEvent leaves it)
    _render(scene)
    assert art.widths == [0.0, 60.0]  # raised, it is the first drawing again, stamped


def test_a_card_in_keyboard_focus_rises_above_its_neighbours_whole(qapp):
    sprites.CACHE.clear()
    art = CountingArt()
    card = CardItem(None, ("hand", 0), art, 99, 134, lift=14)
    card.set_base_z(10)
    card.set_card("A01", "", "offer")
    card.set_shown(60.0)
    scene = _scene_with([card])
    _render(scene)
    assert card.zValue() == 10
    card.set_card("A01", "", "focus")
    _render(scene)
    assert card.zValue() == 60 and art.widths == [60.0, 0.0]
    # (the focus rings and the hint's mark go round the card where it is drawn)
    assert card.scene_rect().top() == card.pos().y() - 14
    card.set_card("A01", "", "offer")
    assert card.zValue() == 10 and card.scene_rect().top() == card.pos().y()


class DirectCard(CardItem):
    """A card whose side is drawn straight onto the painter: the reference."""

    def _paint_side(self, painter, rect, side, card, paint):
        paint(painter, rect, card)


def _ink(image: QImage) -> int:
    return sum(QColor(image.pixel(x, y)).lightness() < 200 for y in range(image.height()) for x in range(image.width()))


def _sharpness(image: QImage) -> int:
    """How much the picture changes from pixel to pixel: a blurred or
    enlarged copy changes less, a copy shifted by a pixel as much."""
    grey = [[QColor(image.pixel(x, y)).lightness() for x in range(image.width())] for y in range(image.height())]
    return sum(abs(row[x + 1] - row[x]) for row in grey for x in range(len(row) - 1)) + sum(
        abs(grey[y + 1][x] - grey[y][x]) for y in range(len(grey) - 1) for x in range(len(grey[0])))


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_stamped_card_is_as_sharp_as_one_drawn_directly(qapp, ratio):
    """Also on a high-density screen, where a picture made at the item's own
    scale would be enlarged and blurred."""
    images = []
    for kind in (CardItem, DirectCard):
        card = kind(None, ("hand", 0), CountingArt(), 99, 134)
        card.set_card("A01", "")
        card.setRotation(-3)
        images.append(_render(_scene_with([card]), ratio))
    stamped, direct = images
    assert abs(_ink(stamped) - _ink(direct)) < 0.03 * _ink(direct)  # the same card, the same size
    assert _sharpness(stamped) > 0.95 * _sharpness(direct)


class DirectPiece(GridPiece):
    """Legal cells stroked one by one straight onto the painter: the reference."""

    def _paint_legal_cells(self, painter):
        fill = QColor(40, 170, 90, 95)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor(255, 255, 255, 170), max(1.0, self.cell * 0.02), Qt.PenStyle.DashLine))
        inset = max(2.0, self.cell * 0.03)
        for r, c in self.legal_cells():
            painter.drawRect(QRectF(c * self.cell + inset, r * self.cell + inset, self.cell - 2 * inset, self.cell - 2 * inset))


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_the_cells_a_held_piece_may_take_are_one_picture_as_sharp_as_drawn(qapp, ratio):
    images = []
    sprites.CACHE.clear()
    for kind in (GridPiece, DirectPiece):
        piece = kind(4, 8, 47.3)
        piece.offer(PieceShape.turning(((0, 0), (0, 1))), [(r, c, 0, 0) for r in range(4) for c in range(7)],
                    lambda p: "no", lambda painter, turns, side, cell: None, lambda p: "yes", key="domino")
        piece.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        scene = QGraphicsScene(0, 0, 400, 200)
        scene.addItem(piece)
        images.append(_render(scene, ratio))
    assert len(sprites.CACHE.pixmaps) == 1  # 32 cells, one picture
    stamped, direct = images
    assert _ink(direct) > 20000 * ratio * ratio  # the cells were drawn at all (the ground is white)
    assert abs(_ink(stamped) - _ink(direct)) < 0.03 * _ink(direct)
    assert _sharpness(stamped) > 0.95 * _sharpness(direct)


class FakeHost:
    def press(self, key, button): ...

    def hover(self, key): ...

    def wheel(self, key, delta):
        return False


class DirectResort(ResortItem):
    """A resort whose attractions are drawn straight onto the painter: the reference."""

    def _paint_built(self, painter, rect, built):
        draw_built(painter, rect, *built)


def _resort_look(guests: tuple[str, ...]) -> ResortLook:
    spaces = tuple(("A09",) if sp == 0 else ("A12", "A04") if sp == 1 else () for sp in range(SPACES))
    seated = tuple(guests if sp == 0 else () for sp in range(SPACES))
    return ResortLook(spaces, seated, ("",) * SPACES, tuple(("",) * len(g) for g in seated))


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_stamped_attraction_in_a_resort_is_as_sharp_as_one_drawn_directly(qapp, ratio):
    sprites.CACHE.clear()
    back = CARD["A01"].back
    images = []
    for kind in (ResortItem, DirectResort):
        resort = kind(FakeHost(), 0)
        resort.set_look(_resort_look((back,)))
        resort.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        scene = QGraphicsScene(0, 0, 400, 200)
        scene.addItem(resort)
        images.append(_render(scene, ratio))
    assert len(sprites.CACHE.pixmaps) == 2  # the two attractions, each one picture
    stamped, direct = images
    assert abs(_ink(stamped) - _ink(direct)) < 0.03 * _ink(direct)
    assert _sharpness(stamped) > 0.95 * _sharpness(direct)
    resort = ResortItem(FakeHost(), 0)
    resort.set_look(_resort_look(()))  # the visitor gone: the attraction is drawn again
    resort.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    scene = QGraphicsScene(0, 0, 400, 200)
    scene.addItem(resort)
    assert _ink(_render(scene, ratio)) < _ink(stamped)
    assert len(sprites.CACHE.pixmaps) == 3


class DirectPark(ParkItem):
    """A property whose tiles and trees are drawn straight onto the painter: the reference."""

    def _paint_tree(self, painter, spot):
        tree(painter, spot)

    def _paint_tile(self, painter, origin, tile, cells):
        paint_tile(painter, origin, self.cell, tile, cells, False, detail=True)


def _built_park():
    """A property from a game played at random until it holds three tiles and two trees."""
    game = registry.get("tenpenny")
    session = Session(game, {}, tuple(SeatSpec(f"P{i}") for i in range(2)), 7)
    rng = Rng("sprites/park")
    while not session.is_over:
        park = session.state.players[0].park
        if len(park.tiles) >= 3 and len(park.trees) >= 2:
            return park
        session.play(session.chance_action() if session.to_act == CHANCE else rng.pick(session.legal_actions()))
    raise AssertionError("no such property in the game")


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_stamped_property_is_as_sharp_as_one_drawn_directly(qapp, ratio):
    park = _built_park()
    sprites.CACHE.clear()
    images = []
    for kind in (ParkItem, DirectPark):
        item = kind(FakeHost(), 0)
        item.set_look(ParkLook(0, park, 28.0, True))
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        scene = QGraphicsScene(0, 0, 400, 200)
        scene.addItem(item)
        images.append(_render(scene, ratio))
    assert len(sprites.CACHE.pixmaps) == 1 + len({(p.tile, p.orient) for p in park.tiles})  # one tree, each tile
    stamped, direct = images
    assert abs(_ink(stamped) - _ink(direct)) < 0.03 * _ink(direct)
    assert _sharpness(stamped) > 0.95 * _sharpness(direct)

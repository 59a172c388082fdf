"""Sheet drawings are kept as pixmaps keyed by what they show: the cached
pixels match direct painting, a changed look gets a new drawing, and the
small view-only sheets follow their children's looks and fades."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from parkpack.games.walk.content import E, IBIS, N, S
from parkpack.ui.items.pencil import shape_strokes
from parkpack.ui.items.sprites import SpriteCache
from parkpack.ui.walk.pixmaps import CACHE
from parkpack.ui.walk.square import Look

from .helpers import Table, session, square

A3, B2 = square("A3"), square("B2")  # a plain square and a landmark


def _image() -> QImage:
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image


def _paint(item, cached: bool, scale: float = 0.78, dx: float = 3.3, dy: float = 7.6) -> QImage:
    """The item's pixels inside its bounds (strokes that run past them are
    clipped in the cache, as Qt's own item cache clips them)."""
    image = _image()
    painter = QPainter(image)
    painter.translate(dx, dy)
    painter.scale(scale, scale)
    if cached:
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    else:
        item.draw(painter)
    inside = painter.worldTransform().mapRect(item.boundingRect()).toAlignedRect()
    painter.end()
    return image.copy(inside)


def test_a_cached_square_has_the_pixels_of_direct_painting(qtbot):
    t = Table(qtbot, session("Ann", "Bob"))
    for sq, look in ((A3, Look(code=N | S, statues=(0,))), (B2, Look(code=IBIS, first="circled", visited=True))):
        item = t.board.big.squares[sq]
        item.set_look(look)
        assert _paint(item, cached=True) == _paint(item, cached=False)
        # Tiny, at offsets of whole 1/64 pixels (the rasteriser's unit): other
        # fractions round a glyph's or a stroke's edge by one level either way.
        assert _paint(item, cached=True, scale=0.13, dx=0.5, dy=7.5) == _paint(item, cached=False, scale=0.13, dx=0.5, dy=7.5)


def test_a_drawing_is_made_once_per_look_and_scale(qtbot):
    t = Table(qtbot, session("Ann", "Bob"))
    item = t.board.big.squares[A3]
    CACHE.clear()  # what earlier tests drew would already be there
    item.set_look(Look(code=N | S, offer="draw"))
    _paint(item, cached=True)
    kept = len(CACHE)
    _paint(item, cached=True)
    assert len(CACHE) == kept  # the same look again: copied, not drawn
    item.set_look(Look(code=N | S))
    _paint(item, cached=True)
    assert len(CACHE) == kept + 1
    _paint(item, cached=True, scale=0.5)
    assert len(CACHE) == kept + 2


def test_the_cache_drops_the_least_recently_used_pixmaps_first(qtbot):
    cache = SpriteCache(budget=2 * 10 * 10 * 4)
    pixmaps = {name: QPixmap(10, 10) for name in "abc"}
    cache.put("a", pixmaps["a"])
    cache.put("b", pixmaps["b"])
    assert cache.get("a") is not None  # "a" is now the most recent
    cache.put("c", pixmaps["c"])
    assert cache.get("b") is None
    assert cache.get("a") is not None and cache.get("c") is not None
    assert cache.used == 2 * 10 * 10 * 4


def _grab_sheet(t: Table, sheet) -> QImage:
    t.board.update()
    rect = sheet.sceneBoundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    t.board.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def test_another_players_sheet_shows_their_new_mark(qtbot):
    t = Table(qtbot, session("Ann", "Bob", script=("roll curve",)), seat=0)
    assert t.board.show_seat(1)
    sheet = t.board.big
    assert sheet.seat == 1
    before = _grab_sheet(t, sheet)
    while sheet.squares[A3].look.code != N | E:  # each player draws the rolled curve in turn
        t.s.play("draw curve A3 NE")
        t.sync(0)
    assert _grab_sheet(t, sheet) != before


def test_pencil_marks_keep_their_strokes_per_shape_and_seed():
    from PySide6.QtGui import QPainterPath

    built: list[int] = []

    def tick() -> QPainterPath:
        built.append(1)
        path = QPainterPath()
        path.moveTo(0, 0)
        path.lineTo(30, 40)
        return path

    first = shape_strokes(("test tick", 30), tick, 3.0, 7)
    assert shape_strokes(("test tick", 30), tick, 3.0, 7) is first
    assert len(built) == 1
    other = shape_strokes(("test tick", 30), tick, 3.0, 8)
    assert len(built) == 2 and other[0] != first[0]  # another seed wobbles differently

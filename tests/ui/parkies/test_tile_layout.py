"""Parkies on a tile stand clear of the attraction's disc in its middle."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from parkpack.ui.parkies.art import hub_disc
from parkpack.ui.parkies.mat_item import MatGeometry, parkie_slots


@pytest.mark.parametrize("cell", [40.0, 72.0, 110.0])
@pytest.mark.parametrize("count", [1, 2, 3])
def test_parkies_on_a_one_cell_tile_stand_above_the_disc(cell: float, count: int) -> None:
    geo = MatGeometry(cell)
    tile = QRectF(3 * cell, 2 * cell, cell, cell)
    centre, radius = hub_disc(tile, cell)
    for slot in parkie_slots(geo, tile, count):
        assert tile.contains(slot), "a Parkie stays on its tile"
        assert slot.bottom() <= centre.y() - radius + 0.01 * cell, (slot, centre, radius)


def test_bigger_tiles_keep_the_disc_in_the_middle() -> None:
    cell = 72.0
    tile = QRectF(0, 0, 2 * cell, cell)
    centre, radius = hub_disc(tile, cell)
    assert centre == tile.center() and radius == pytest.approx(0.2 * cell)

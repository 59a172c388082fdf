"""Notation is parsed strictly: numbers are ASCII digits only, and nothing but
ASCII is notation (``int`` and ``str.upper`` accept far more: Arabic and
full-width digits, ``1_4``, ``+14``, the long s as an S)."""

from __future__ import annotations

import pytest

from parkpack.engine.errors import NotationError
from parkpack.games.parkies import GAME as PARKIES
from parkpack.games.walk import GAME as WALK

PARKIES_REFUSED = [
    "bid T1 \u0661\u0664",  # Arabic-Indic 14
    "bid T1 \uff11\uff14",  # full-width 14
    "bid T1 1_4",
    "bid T1 +14",
    "bid T1 -14",
    "bid T1 " + "1" * 5000,  # more digits than int() converts
    "place M-18 r\u0661c0 0",
    "place M-18 r1c0 +90",
    "bid\u2003T1 14",  # an em space between the words
]
WALK_REFUSED = [
    "draw curve A1 N\u017f",  # the long s upper-cases to S
    "roll \uff34",  # full-width T
    "draw curve \uff21\uff11 NE",
    "pass\u00a0",
]


@pytest.mark.parametrize("text", PARKIES_REFUSED)
def test_parkies_refuses_numbers_and_text_that_are_not_plain_ascii(text: str) -> None:
    with pytest.raises(NotationError):
        PARKIES.parse_action(text)


@pytest.mark.parametrize("text", WALK_REFUSED)
def test_walk_refuses_text_that_is_not_plain_ascii(text: str) -> None:
    with pytest.raises(NotationError):
        WALK.parse_action(text)


@pytest.mark.parametrize("text", ["bid T1 14", "place M-18 r1c0 90", "bid T2 5"])
def test_parkies_still_reads_its_own_notation(text: str) -> None:
    assert str(PARKIES.parse_action(text)) == text


@pytest.mark.parametrize("text", ["roll T", "draw curve A1 NE", "pass", "draw ibis C3"])
def test_walk_still_reads_its_own_notation(text: str) -> None:
    assert str(WALK.parse_action(text)) == text

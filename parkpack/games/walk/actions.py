"""The actions of A Walk in the Park and their text notation (docs/notation.md).

    roll curve | roll straight | roll T | roll ibis     chance: the die result
    draw curve B2 NE        draw a piece at a square; sides it reaches (N, E, S, W)
    draw ibis D4            an ibis has no sides
    statue C2               draw a statue in a square
    bonus two               tick a landmark bonus (ids in content.BONUSES)
    turn B2 NES             turn the curve or straight at B2 into this T
    pass                    no empty square for the rolled object

Squares are A1..E5 (column letter, row number, A1 top left). Sides are
listed in the order N, E, S, W.
"""

from __future__ import annotations

from parkpack.engine.frozen import record
from typing import Union

from ...engine.errors import NotationError
from .content import (
    BONUS_IDS,
    IBIS,
    IBIS_PIECE,
    PIECES,
    SQUARE_NAMES,
    orientations,
    parse_sides,
    parse_square,
    sides_text,
)


@record
class Roll:
    """Chance: the die shows ``face`` ("curve", "straight", "T" or "ibis")."""

    face: str

    def __str__(self) -> str:
        return f"roll {self.face}"


@record
class Draw:
    """Draw ``piece`` at ``square``. ``mask`` is the path's side mask (the
    rotation), or content.IBIS for an ibis."""

    piece: str
    square: int
    mask: int

    def __str__(self) -> str:
        if self.piece == IBIS_PIECE:
            return f"draw ibis {SQUARE_NAMES[self.square]}"
        return f"draw {self.piece} {SQUARE_NAMES[self.square]} {sides_text(self.mask)}"


@record
class PlaceStatue:
    """Draw an owed statue in ``square``."""

    square: int

    def __str__(self) -> str:
        return f"statue {SQUARE_NAMES[self.square]}"


@record
class TickBonus:
    """Tick the landmark bonus ``bonus`` (an id of content.BONUSES)."""

    bonus: str

    def __str__(self) -> str:
        return f"bonus {self.bonus}"


@record
class TurnToT:
    """Getting stuck: turn the curve or straight at ``square`` into the T with
    side mask ``mask`` (which keeps the path's two sides)."""

    square: int
    mask: int

    def __str__(self) -> str:
        return f"turn {SQUARE_NAMES[self.square]} {sides_text(self.mask)}"


@record
class Pass:
    """The player has no empty square for the rolled object."""

    def __str__(self) -> str:
        return "pass"


Action = Union[Roll, Draw, PlaceStatue, TickBonus, TurnToT, Pass]


def parse_action(text: str) -> Action:
    """The action whose ``str`` is ``text`` (case of the keyword ignored).
    Only ASCII text is notation: ``upper``/``lower`` would otherwise turn
    letters such as the long s into S."""
    if not text.isascii():
        raise NotationError("action notation is plain ASCII text")
    words = text.split()
    if not words:
        raise NotationError("empty action text")
    head, args = words[0].lower(), words[1:]
    try:
        action = _parse(head, args)
    except NotationError as exc:
        raise NotationError(f"'{text}': {exc}") from None
    return action


def _parse(head: str, args: list[str]) -> Action:
    if head == "pass" and not args:
        return Pass()
    if head == "roll" and len(args) == 1:
        return Roll(_piece(args[0]))
    if head == "draw" and len(args) in (2, 3):
        piece = _piece(args[0])
        square = parse_square(args[1])
        if piece == IBIS_PIECE:
            if len(args) != 2:
                raise NotationError("an ibis has no sides")
            return Draw(piece, square, IBIS)
        if len(args) != 3:
            raise NotationError("a path needs its sides, e.g. NE")
        mask = parse_sides(args[2])
        if mask not in orientations(piece):
            raise NotationError(f"a {piece} cannot join sides {args[2]}")
        return Draw(piece, square, mask)
    if head == "statue" and len(args) == 1:
        return PlaceStatue(parse_square(args[0]))
    if head == "bonus" and len(args) == 1:
        if args[0] not in BONUS_IDS:
            raise NotationError(f"unknown bonus '{args[0]}' (known: {', '.join(BONUS_IDS)})")
        return TickBonus(args[0])
    if head == "turn" and len(args) == 2:
        mask = parse_sides(args[1])
        if mask not in orientations("T"):
            raise NotationError(f"'{args[1]}' is not a T (three sides)")
        return TurnToT(parse_square(args[0]), mask)
    raise NotationError("not an action of A Walk in the Park")


def _piece(word: str) -> str:
    for piece in PIECES:
        if word.lower() == piece.lower():
            return piece
    raise NotationError(f"unknown object '{word}' (curve, straight, T, ibis)")

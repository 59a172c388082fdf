"""What the player at the Parkies board has half chosen: the transient
choices a sync of a new position or Esc drops (the held tile's turn and spot
live in the board's GridPiece)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: A target on a mat: ("step", space, index), ("pool",), ("colour", colour),
#: ("pile", size), ("slot", space), ("cell", r, c), ("tile", id),
#: ("parkie", colour, where).
Key = tuple[Any, ...]
#: What a choice button does: an offered action, or a board command
#: ("cancel", "rotate", ("trump", space)).
Command = Any


@dataclass
class Hand:
    selected: Key | None = None  # ("parkie", colour, where) chosen to move
    take_colour: str = ""  # the Parkie colour being taken, waiting for its entrance
    trump_space: str = ""  # the space whose trump choices are shown
    trump_page: int = 0  # which page of trump choices is shown, when they fill more than a row
    focus: int = -1  # index of the keyboard focus among the actions cycled
    dragging: bool = False  # the won tile is being dragged from the bidding mat
    hover: Key | None = None  # the target under the pointer

    def drop(self) -> None:
        """Forget every half-made choice."""
        self.selected, self.take_colour, self.trump_space, self.trump_page = None, "", "", 0
        self.focus, self.dragging = -1, False

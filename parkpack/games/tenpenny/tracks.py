"""The emotion tracks (rulebook "Moving on Emotion Tracks", "Bonuses Step").

A track is a tuple of spaces; each space lists the entrants' discs from the
bottom of its stack to the top. A disc that moves lands on top of the discs
already on its new space; the discs it leaves keep their order; a disc
moved past the last space stays on the last space, on top.
"""

from __future__ import annotations

from .content import TRACK_SPACES
from .state import Track

EMPTY_TRACK: Track = ((),) * TRACK_SPACES


def space_of(track: Track, entrant: int) -> int:
    """The index (0 = the first space) of an entrant's disc; -1 if not placed."""
    for i, discs in enumerate(track):
        if entrant in discs:
            return i
    return -1


def place_disc(track: Track, entrant: int) -> Track:
    """A disc put on the first space, on top of any discs already there (setup)."""
    return (track[0] + (entrant,),) + track[1:]


def move(track: Track, entrant: int, steps: int) -> Track:
    """The track after ``entrant``'s disc moves ``steps`` spaces (negative:
    back), stopping at either end. The disc always lands on top."""
    start = space_of(track, entrant)
    end = min(max(start + steps, 0), TRACK_SPACES - 1)
    spaces = list(track)
    spaces[start] = tuple(e for e in spaces[start] if e != entrant)
    spaces[end] = spaces[end] + (entrant,)
    return tuple(spaces)


def standings(track: Track) -> tuple[int, ...]:
    """Entrants from farthest along to least far: on one space, the disc on
    top counts as farther."""
    out: list[int] = []
    for discs in reversed(track):
        out.extend(reversed(discs))
    return tuple(out)


def leader(track: Track) -> int:
    for discs in reversed(track):
        if discs:
            return discs[-1]
    return -1


def second(track: Track) -> int:
    order = standings(track)
    return order[1] if len(order) > 1 else -1

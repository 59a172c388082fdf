"""Rulebook "Moving on Emotion Tracks" and who leads a track."""

from parkpack.games.tenpenny.content import TRACK_SPACES
from parkpack.games.tenpenny.tracks import EMPTY_TRACK, leader, move, place_disc, second, space_of, standings


def track_with(*spaces):
    """A track with these stacks (bottom to top) on its first spaces."""
    return tuple(spaces) + ((),) * (TRACK_SPACES - len(spaces))


def test_a_disc_moving_onto_an_occupied_space_goes_on_top():
    track = track_with((0,), (1, 2))
    track = move(track, 0, 1)
    assert track[1] == (1, 2, 0)
    assert leader(track) == 0


def test_discs_left_behind_keep_their_order():
    track = track_with((), (0, 1, 2))
    track = move(track, 1, 2)
    assert track[1] == (0, 2) and track[3] == (1,)


def test_a_disc_moved_back_lands_on_top_too():
    track = track_with((2, 3), (0,))
    track = move(track, 0, -1)
    assert track[0] == (2, 3, 0)
    assert standings(track) == (0, 3, 2)


def test_past_the_end_the_disc_stays_on_top_of_the_last_space():
    last = TRACK_SPACES - 1
    track = tuple(((1,) if i == last else (0,) if i == last - 1 else ()) for i in range(TRACK_SPACES))
    track = move(track, 0, 5)
    assert track[last] == (1, 0)
    assert leader(track) == 0
    track = move(track, 1, 1)  # already on the last space: goes back on top
    assert track[last] == (0, 1)


def test_the_top_disc_on_the_farthest_space_leads_then_the_one_below():
    track = track_with((3,), (), (0, 2, 1))
    assert leader(track) == 1
    assert second(track) == 2
    assert standings(track) == (1, 2, 0, 3)
    assert space_of(track, 3) == 0 and space_of(track, 1) == 2


def test_setup_discs_stack_in_the_order_placed():
    track = EMPTY_TRACK
    for e in (2, 0, 1):
        track = place_disc(track, e)
    assert track[0] == (2, 0, 1) and leader(track) == 1

"""Move visitors from the station; Transport; Special visitors (rulebook)."""

import pytest

from parkpack.engine.api import CHANCE
from parkpack.engine.errors import IllegalActionError
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.state import DRAFT, MOVE, START

from .helpers import Picker, legal_texts, play, player, position, session_at, space


def _green_resort(pk: Picker) -> dict[str, list[str]]:
    return {"GA": [pk.pick("Bandstand")], "GL": [pk.pick("Hotel")], "GT": [pk.pick("Bath Chairs")]}


def test_five_green_visitors_fit_on_a_bandstand_and_a_hotel() -> None:
    pk = Picker()
    resort = _green_resort(pk)
    platform = [pk.back("?Ag"), pk.back("?Lg"), pk.back("?Mg"), pk.back("?Ar")]
    top = pk.back("?Tg")
    s = session_at(position([player("Ann", spaces=resort), player("Ben")], platform=platform, top=top, discard=[pk.pick("Pier")]))
    play(s, "move green")
    texts = legal_texts(s.state)
    assert "visit Ar GA" not in texts  # a red visitor
    assert "visit Ag GT" not in texts  # never on a transport
    play(s, "visit Ag GA", "visit Lg GA")  # the Bandstand holds two
    assert "visit Mg GA" not in legal_texts(s.state)
    play(s, "visit Mg GL", "visit top GL")
    assert s.to_act == CHANCE  # the next card of the deck shows its back
    nxt = pk.back("?Ag")
    play(s, f"top {nxt}")
    play(s, "visit top GL")  # another green visitor underneath: take it too
    p = s.state.players[0]
    assert len(p.guests[space("GA")]) == 2 and len(p.guests[space("GL")]) == 3
    play(s, f"top {pk.back('?Ag')}")
    assert not any(t.startswith("visit") for t in legal_texts(s.state))  # the sixth stays in the station


def test_a_visitor_of_another_colour_on_the_deck_top_cannot_be_taken() -> None:
    pk = Picker()
    s = session_at(position([player("Ann", spaces=_green_resort(pk)), player("Ben")], platform=(), top=pk.back("?Ay"),
                            discard=[pk.pick("Pier")]))
    play(s, "move green")
    assert not any(t.startswith("visit") for t in legal_texts(s.state))  # the platform is empty
    with pytest.raises(IllegalActionError) as err:
        s.play("visit top GA")
    assert "suitcase" in err.value.reason


def test_a_special_visitor_counts_as_the_chosen_colour() -> None:
    pk = Picker()
    special = pk.back("?A*")
    s = session_at(position([player("Ann", spaces={"RA": [pk.pick("Penny Arcade")]}), player("Ben")], platform=[special], discard=[pk.pick("Pier")]))
    play(s, "move red", "visit A* RA")
    assert s.state.players[0].guests[space("RA")] == (special,)


def test_a_matching_transport_takes_one_visitor_of_any_colour_to_the_hand() -> None:
    pk = Picker()
    red = pk.back("?Lr")
    s = session_at(position([player("Ann", spaces=_green_resort(pk)), player("Ben")], platform=[red, pk.back("?My")], top=pk.back("?Ay"), discard=[pk.pick("Pier")]))
    play(s, "move green")
    assert {"ride Lr", "ride My", "ride top"} <= set(legal_texts(s.state))
    assert GAME.reveals(s.state, GAME.parse_action("ride Lr"))
    play(s, "ride Lr")
    assert s.state.players[0].hand == (red,)
    assert not any(t.startswith("ride") for t in legal_texts(s.state))  # one visitor per transport


def test_no_ride_without_a_transport_of_the_chosen_colour() -> None:
    pk = Picker()
    s = session_at(position([player("Ann", spaces=_green_resort(pk)), player("Ben")], platform=[pk.back("?Lr")], discard=[pk.pick("Pier")]))
    play(s, "move red")
    assert not any(t.startswith("ride") for t in legal_texts(s.state))


def test_no_ride_with_a_full_hand() -> None:
    pk = Picker()
    hand = pk.icon("M", 12)
    s = session_at(position([player("Ann", hand, spaces=_green_resort(pk)), player("Ben")], platform=[pk.back("?Lr")], discard=[pk.pick("Pier")]))
    play(s, "move green")
    assert not any(t.startswith("ride") for t in legal_texts(s.state))


def test_the_platform_is_refilled_to_four_at_the_end_of_the_move() -> None:
    pk = Picker()
    platform = [pk.back("?Ag"), pk.back("?Ag")]
    s = session_at(position([player("Ann", spaces=_green_resort(pk)), player("Ben")], platform=platform, top=pk.back("?Ly"), discard=[pk.pick("Pier")]))
    play(s, "move green", "visit Ag GA", "visit Ag GA", "done")
    assert s.state.phase == DRAFT and s.to_act == CHANCE
    assert len(s.state.table.platform) == 1  # the top card went to the platform
    play(s, f"top {pk.back('?Mr')}", f"top {pk.back('?Mr')}", f"top {pk.back('?Mr')}")
    assert len(s.state.table.platform) == 4
    assert s.to_act == CHANCE  # the deck's new top card shows its back before the turn ends
    play(s, f"top {pk.back('?Mr')}")
    assert s.state.phase == START and s.state.seat == 1 and s.state.table.top


def test_visitors_are_never_turned_face_up() -> None:
    pk = Picker()
    visitor = pk.back("?Ag")
    s = session_at(position([player("Ann", spaces=_green_resort(pk)), player("Ben")], platform=[visitor], discard=[pk.pick("Pier")]))
    play(s, "move green", "visit Ag GA")
    for seat in (0, 1):
        assert GAME.view(s.state, seat).players[0].guests[space("GA")] == ("?Ag",)
    assert visitor not in s.log[-1].text and visitor not in s.log[-1].private


def test_mechanical_dog_drafts_three_extra_visitors_before_moving() -> None:
    pk = Picker()
    st = position(
        [player("Ann", spaces=_green_resort(pk), kickon="dog", twisted=True), player("Ben", kickon="bank")],
        platform=[pk.back("?Ag")],
        top=pk.back("?Ly"),
        discard=[pk.pick("Pier")],
        advanced=True,
    )
    s = session_at(st)
    play(s, "move green")
    assert "dog" in legal_texts(s.state)
    play(s, "dog")
    assert s.state.phase == DRAFT
    play(s, f"top {pk.back('?Lr')}", f"top {pk.back('?Lr')}", f"top {pk.back('?Lr')}")
    assert s.state.phase == MOVE and len(s.state.table.platform) == 4
    assert "dog" not in legal_texts(s.state)


def test_mechanical_dog_only_before_the_first_visitor() -> None:
    pk = Picker()
    st = position(
        [player("Ann", spaces=_green_resort(pk), kickon="dog", twisted=True), player("Ben", kickon="bank")],
        platform=[pk.back("?Ag")],
        top=pk.back("?Ly"),
        discard=[pk.pick("Pier")],
        advanced=True,
    )
    s = session_at(st)
    play(s, "move green", "visit Ag GA")
    assert "dog" not in legal_texts(s.state)
    with pytest.raises(IllegalActionError) as err:
        s.play("dog")
    assert "before the first visitor" in err.value.reason


def test_madame_ice_cream_moves_two_colours_with_both_transports() -> None:
    pk = Picker()
    resort = _green_resort(pk) | {"RA": [pk.pick("Penny Arcade")], "RT": [pk.pick("Hansom Cabs")]}
    st = position(
        [player("Ann", spaces=resort, kickon="dog", character="icecream"), player("Ben", kickon="bank")],
        platform=[pk.back("?Ag"), pk.back("?Lr"), pk.back("?My")],
        discard=[pk.pick("Pier")],
        advanced=True,
    )
    s = session_at(st)
    play(s, "move green")
    assert "visit Lr RA" not in legal_texts(s.state)
    play(s, "icecream red")
    assert s.state.players[0].twisted and s.state.act.rides == 2
    play(s, "visit Lr RA", "visit Ag GA", "ride My")
    assert s.state.act.rides == 1
    assert "icecream yellow" not in legal_texts(s.state)

"""Add visitors to your hand, and the hand limit (rulebook; Bank)."""

import pytest

from parkpack.engine.errors import IllegalActionError
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.state import RETURN, START

from .helpers import Picker, legal_texts, play, player, position, session_at, space


def _resort(pk: Picker) -> dict[str, list[str]]:
    return {
        "GA": [pk.pick("Croquet Lawn")],
        "GL": [pk.pick("Hotel")],
        "RL": [pk.pick("Temperance Hotel")],
    }


def _eight_visitors(pk: Picker) -> dict[str, list[str]]:
    return {
        "GA": [pk.back("?Ag"), pk.back("?Lg"), pk.back("?Mg")],
        "GL": [pk.back("?Ag"), pk.back("?Tg"), pk.back("?Tg")],
        "RL": [pk.back("?Ar"), pk.back("?Mr")],
    }


def test_all_visitors_join_the_hand_when_there_is_room() -> None:
    pk = Picker()
    guests = {"GA": [pk.back("?Ag")], "RL": [pk.back("?Lr"), pk.back("?Mr")]}
    s = session_at(position([player("Ann", pk.icon("M", 3), spaces=_resort(pk), guests=guests), player("Ben")], discard=[pk.pick("Pier")]))
    visitors = [c for g in guests.values() for c in g]
    assert GAME.reveals(s.state, GAME.parse_action("collect"))
    play(s, "collect")
    p = s.state.players[0]
    assert len(p.hand) == 6 and set(visitors) <= set(p.hand)
    assert p.guest_count == 0 and s.state.phase == START and s.state.seat == 1
    entry = s.log[-1]
    assert "3 visitors" in entry.text and entry.seats == (0,)
    assert not any(v in entry.text for v in visitors)


def test_seven_cards_and_eight_visitors_three_go_back_chosen_by_their_backs() -> None:
    pk = Picker()
    hand = pk.icon("M", 7)
    guests = _eight_visitors(pk)
    platform = [pk.back("?Ly")]
    st = position([player("Ann", hand, spaces=_resort(pk), guests=guests), player("Ben")], platform=platform, discard=[pk.pick("Pier")])
    s = session_at(st)
    assert not GAME.reveals(s.state, GAME.parse_action("collect"))  # no face is seen yet
    play(s, "collect")
    assert s.state.phase == RETURN and s.state.act.need == 3
    assert legal_texts(s.state) == ["return Ag", "return Lg", "return Mg", "return Tg", "return Ar", "return Mr"]
    with pytest.raises(IllegalActionError):
        s.play("return Ly")
    play(s, "return Tg", "return Tg")
    assert GAME.reveals(s.state, GAME.parse_action("return Mr"))
    play(s, "return Mr")
    st = s.state
    p = st.players[0]
    assert len(p.hand) == 12 and p.guest_count == 0
    assert [c for c in st.table.platform[1:]] == [guests["GL"][1], guests["GL"][2], guests["RL"][1]]
    assert len(st.table.platform) == 4  # more than four is allowed; here exactly four
    assert st.phase == START and st.seat == 1


def test_the_platform_may_end_up_with_more_than_four_visitors() -> None:
    pk = Picker()
    hand = pk.icon("M", 10)
    guests = _eight_visitors(pk)
    platform = [pk.back("?Ly") for _ in range(4)]
    s = session_at(position([player("Ann", hand, spaces=_resort(pk), guests=guests), player("Ben")], platform=platform, discard=[pk.pick("Pier")]))
    play(s, "collect", *["return Ag"] * 2, "return Lg", "return Mg", "return Tg", "return Tg")
    assert len(s.state.table.platform) == 10
    assert len(s.state.players[0].hand) == 12


def test_the_bank_allows_fifteen_cards() -> None:
    pk = Picker()
    hand = pk.icon("M", 7)
    guests = _eight_visitors(pk)
    st = position(
        [player("Ann", hand, spaces=_resort(pk), guests=guests, kickon="bank"), player("Ben", kickon="dog")],
        discard=[pk.pick("Pier")],
        advanced=True,
    )
    s = session_at(st)
    play(s, "collect")
    assert len(s.state.players[0].hand) == 15
    assert s.state.seat == 1


def test_a_full_hand_sends_every_visitor_back() -> None:
    pk = Picker()
    hand = pk.icon("M", 12)
    guests = {"GA": [pk.back("?Ag")]}
    s = session_at(position([player("Ann", hand, spaces=_resort(pk), guests=guests), player("Ben")], discard=[pk.pick("Pier")]))
    play(s, "collect", "return Ag")
    assert s.state.players[0].guest_count == 0 and len(s.state.players[0].hand) == 12
    assert s.state.players[0].guests[space("GA")] == ()

"""Kick-ons and characters (advanced rules)."""

from dataclasses import replace

import pytest

from parkpack.engine.api import CHANCE
from parkpack.engine.errors import IllegalActionError
from parkpack.games.steamdonkey import GAME, content
from parkpack.games.steamdonkey.state import AFTER, BUILD, PAY, START

from .helpers import Picker, bury, legal_texts, play, player, position, run_chance, session_at, space


def _table(pk: Picker, ann: dict, ben: dict, discard: list[str] | None = None):  # type: ignore[no-untyped-def, type-arg]
    """Ann to play; Ben's character twisted unless told otherwise."""
    pile = discard if discard is not None else [pk.pick("Pier"), pk.pick("Lighthouse")]
    st = position([player("Ann", **ann), player("Ben", **({"twisted": True} | ben))], discard=pile, advanced=True)
    return session_at(st)


def test_feral_donkey_lets_one_amusement_pay_for_another_icon() -> None:
    pk = Picker()
    hotel = pk.pick("Hotel")  # costs two lodgings
    lodging, amusement, amusement2 = pk.pick("Boarding House"), pk.pick("Bandstand"), pk.pick("Penny Arcade")
    s = _table(pk, {"hand": [hotel, lodging, amusement, amusement2], "kickon": "donkey"}, {"kickon": "bank"})
    play(s, "build green")
    assert f"raise {hotel}" in legal_texts(s.state)
    play(s, f"raise {hotel}")
    assert set(legal_texts(s.state)) == {f"pay {lodging}", f"pay {amusement}", f"pay {amusement2}"}
    play(s, f"pay {amusement}")
    assert legal_texts(s.state) == [f"pay {lodging}"]  # only ONE amusement per attraction
    with pytest.raises(IllegalActionError) as err:
        s.play(f"pay {amusement2}")
    assert "Feral Donkey" in err.value.reason
    play(s, f"pay {lodging}")
    assert s.state.players[0].spaces[space("GL")] == (hotel,)


def test_without_the_feral_donkey_amusements_do_not_pay_for_lodgings() -> None:
    pk = Picker()
    hotel = pk.pick("Hotel")
    s = _table(pk, {"hand": [hotel, pk.pick("Boarding House"), pk.pick("Bandstand")], "kickon": "bank"}, {"kickon": "donkey"})
    play(s, "build green")
    assert f"raise {hotel}" not in legal_texts(s.state)


def test_princess_royal_takes_one_card_off_each_attraction_never_below_nothing() -> None:
    pk = Picker()
    hotel, inn, maze = pk.pick("Hotel"), pk.pick("Guesthouse"), pk.pick("Hedge Maze")
    lodging = pk.pick("Boarding House")
    s = _table(pk, {"hand": [hotel, inn, maze, lodging], "kickon": "castle"}, {"kickon": "bank"})
    play(s, "build green", "princess")
    assert s.state.players[0].twisted and s.state.act.discount
    play(s, f"raise {inn}")  # costs one: now free
    assert s.state.phase == BUILD
    play(s, f"raise {maze}")  # free stays free
    play(s, f"raise {hotel}")  # costs two: now one
    assert s.state.phase == PAY and s.state.act.owed == 1
    play(s, f"pay {lodging}")
    p = s.state.players[0]
    assert p.spaces[space("GL")] == (inn, hotel) and p.spaces[space("GA")] == (maze,)


def test_lord_admiral_builds_two_colours() -> None:
    pk = Picker()
    green, red, yellow = pk.pick("Hedge Maze"), pk.pick("Organ Grinder"), pk.pick("Punch and Judy")
    s = _table(pk, {"hand": [green, red, yellow], "kickon": "bank"}, {"kickon": "castle"})
    play(s, "build green", f"raise {green}")
    assert f"raise {red}" not in legal_texts(s.state)
    assert {"admiral red", "admiral yellow"} <= set(legal_texts(s.state))
    play(s, "admiral red", f"raise {red}")
    assert f"raise {yellow}" not in legal_texts(s.state)
    assert not any(t.startswith("admiral") for t in legal_texts(s.state))


def test_characters_twisted_until_the_start_of_the_owners_turn() -> None:
    pk = Picker()
    s = _table(pk, {"kickon": "bank", "twisted": True}, {"kickon": "castle"})
    assert s.state.players[0].twisted  # e.g. at the start of the game
    play(s, "collect")  # Ann does nothing with it; her character stays as it is
    assert s.state.seat == 1 and not s.state.players[1].twisted
    play(s, "collect")
    assert not s.state.players[0].twisted


def test_one_thing_per_turn_with_a_character() -> None:
    pk = Picker()
    s = _table(pk, {"kickon": "bank", "hand": [pk.pick("Hedge Maze")]}, {"kickon": "castle", "twisted": False})
    play(s, "build green", "admiral red")
    texts = legal_texts(s.state)
    assert "swap 1" not in texts and "princess" not in texts
    with pytest.raises(IllegalActionError) as err:
        s.play("swap 1")
    assert "twisted" in err.value.reason


def test_swap_for_an_untwisted_character_then_use_it_at_once() -> None:
    pk = Picker()
    hotel, lodging = pk.pick("Hotel"), pk.pick("Boarding House")
    s = _table(pk, {"kickon": "bank", "hand": [hotel, lodging]}, {"kickon": "castle", "twisted": False})
    play(s, "build green")
    assert "swap 1" in legal_texts(s.state)
    play(s, "swap 1")
    ann, ben = s.state.players
    assert ann.character == "princess" and ann.twisted and s.state.act.discount  # used at once
    assert ben.character == "admiral" and not ben.twisted
    play(s, f"raise {hotel}", f"pay {lodging}")
    assert s.state.players[0].spaces[space("GL")] == (hotel,)


def test_a_twisted_character_cannot_be_taken() -> None:
    pk = Picker()
    s = _table(pk, {"kickon": "bank"}, {"kickon": "castle", "twisted": True})
    play(s, "build green")
    assert "swap 1" not in legal_texts(s.state)


def test_swapping_for_the_lord_admiral_asks_for_the_second_colour_at_once() -> None:
    pk = Picker()
    s = _table(pk, {"kickon": "castle"}, {"kickon": "bank", "twisted": False})
    play(s, "build yellow", "swap 1")
    assert legal_texts(s.state) == ["admiral green", "admiral red"]
    assert "second colour" in GAME.text.prompt(GAME.view(s.state, 0))
    play(s, "admiral green")
    assert s.state.act.colours == (2, 0)


def test_donkey_boy_before_during_and_after_an_action_within_the_hand_limit() -> None:
    pk = Picker()
    d1, d2 = pk.pick("Pier"), pk.pick("Lighthouse")
    s = _table(pk, {"kickon": "donkey"}, {"kickon": "bank"}, discard=[d1, d2])
    assert "donkeyboy" in legal_texts(s.state)  # before
    play(s, "move green")
    assert "donkeyboy" in legal_texts(s.state)  # during
    play(s, "done")
    while s.state.phase not in (AFTER, START):
        s.play(GAME.legal_actions(s.state)[0])
    assert s.state.phase == AFTER and legal_texts(s.state) == ["donkeyboy", "done"]  # after
    play(s, "donkeyboy")
    assert s.state.players[0].hand == (d2,) and s.state.players[0].shown == (d2,)
    assert s.state.phase == START and s.state.seat == 1


@pytest.mark.parametrize("mine", [True, False], ids=["own Donkey Boy", "Ben's, by a swap"])
def test_donkey_boy_may_take_the_card_turned_up_after_the_last_discard_was_taken(mine: bool) -> None:
    # Characters: Donkey Boy works "after ANY action"; the pile is never
    # empty (The deck and the discard pile): the deck's top is turned up.
    pk = Picker()
    top = pk.pick("Guesthouse")
    ann, ben = ({"kickon": "donkey"}, {"kickon": "bank"}) if mine else ({"kickon": "bank"}, {"kickon": "donkey", "twisted": False})
    st = position([player("Ann", **ann), player("Ben", **({"twisted": True} | ben))],
                  discard=[pk.pick("Pier")], top=top, advanced=True)
    s = session_at(st)
    play(s, "take discard")
    run_chance(s)  # the deck shows its next card's back
    assert s.state.phase == AFTER and s.to_act == 0 and s.state.table.discard == (top,)
    use = "donkeyboy" if mine else "swap 1"
    assert legal_texts(s.state) == [use, "done"]
    play(s, use)
    assert top in s.state.players[0].hand


def test_no_after_step_when_nothing_is_left_to_turn_up() -> None:
    pk = Picker()
    last = pk.pick("Pier")
    rest = [c for c in content.CARD_IDS if c != last]
    st = position([player("Ann", kickon="donkey"), player("Ben", kickon="bank", twisted=True, spaces=bury(rest))],
                  platform=[], discard=[last], top="", deck=[], advanced=True)
    s = session_at(st)
    play(s, "take discard")
    assert s.state.seat == 1 and s.state.phase != AFTER


def test_edition_2_ended_the_turn_when_the_last_discard_was_taken() -> None:
    pk = Picker()
    st = position([player("Ann", kickon="donkey"), player("Ben", kickon="bank", twisted=True)],
                  discard=[pk.pick("Pier")], top=pk.pick("Guesthouse"), advanced=True)
    s = session_at(replace(st, edition=2))
    play(s, "take discard")
    assert s.state.phase != AFTER and s.state.seat == 1


def test_donkey_boy_not_with_a_full_hand() -> None:
    pk = Picker()
    s = _table(pk, {"kickon": "donkey", "hand": pk.icon("M", 12)}, {"kickon": "bank"})
    assert "donkeyboy" not in legal_texts(s.state)
    play(s, "collect")
    assert s.state.seat == 1  # no "after" step with a full hand


def test_the_basic_game_has_no_characters() -> None:
    pk = Picker()
    st = position([player("Ann"), player("Ben")], discard=[pk.pick("Pier")])
    s = session_at(st)
    assert legal_texts(s.state) == ["build green", "build red", "build yellow", "move green", "move red", "move yellow", "collect", "take discard"]
    assert s.state.phase == START

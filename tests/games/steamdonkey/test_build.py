"""Build new attractions in your resort; Laying out your resort; Amusements;
The Funicular Railway (rulebook, The Turn and Miscellaneous)."""

import pytest

from parkpack.engine.errors import IllegalActionError
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.content import CARD, FUNICULAR
from parkpack.games.steamdonkey.state import BUILD, PAY, START

from .helpers import Picker, legal_texts, play, player, position, session_at, space


def _build_session(hand: list[str], pk: Picker, **kw: object):  # type: ignore[no-untyped-def]
    discard = [pk.icon("A", 1, exclude_names=("Hedge Maze", "Organ Grinder", "Punch and Judy"))[0]]
    st = position([player("Ann", hand, **kw), player("Ben")], discard=discard, top=pk.icon("L")[0])  # type: ignore[arg-type]
    return session_at(st)


def test_the_pier_costs_four_monuments_of_any_colour() -> None:
    pk = Picker()
    pier = pk.pick("Pier")
    monuments = [pk.pick("Drinking Fountain"), pk.pick("Market Cross"), pk.pick("Clock Tower"), pk.pick("Lighthouse")]
    s = _build_session([pier, *monuments[:3], pk.pick("Guesthouse")], pk)
    play(s, "build yellow")
    assert f"raise {pier}" not in legal_texts(s.state)  # three monuments are not enough
    s = _build_session([pier, *monuments, pk.pick("Boarding House")], Picker())
    play(s, "build yellow", f"raise {pier}")
    assert s.state.phase == PAY and s.state.act.owed == 4
    assert sorted(legal_texts(s.state)) == sorted(f"pay {m}" for m in monuments)
    play(s, *(f"pay {m}" for m in monuments))
    st = s.state
    assert st.phase == BUILD
    assert st.players[0].spaces[space("YM")] == (pier,)
    assert st.table.discard[-4:] == tuple(monuments)  # paid cards go face up in the order paid
    assert len(st.players[0].hand) == 1


def test_only_attractions_of_the_chosen_colour_are_offered() -> None:
    pk = Picker()
    green = pk.pick("Guesthouse")
    red = pk.pick("Boarding House")
    lodgings = pk.icon("L", 2, exclude_names=("Guesthouse", "Boarding House"))
    s = _build_session([green, red, *lodgings], pk)
    play(s, "build green")
    texts = legal_texts(s.state)
    assert f"raise {green}" in texts and f"raise {red}" not in texts
    with pytest.raises(IllegalActionError) as err:
        s.play(f"raise {red}")
    assert "green" in err.value.reason


def test_a_free_amusement_is_placed_without_paying() -> None:
    pk = Picker()
    maze = pk.pick("Hedge Maze")
    s = _build_session([maze], pk)
    play(s, "build green", f"raise {maze}")
    assert s.state.phase == BUILD
    assert s.state.players[0].spaces[space("GA")] == (maze,)


def test_any_number_of_attractions_of_the_colour_in_one_turn() -> None:
    pk = Picker()
    maze, inn = pk.pick("Hedge Maze"), pk.pick("Guesthouse")
    lodging = pk.pick("Boarding House")
    fountain, cross = pk.pick("Drinking Fountain"), pk.pick("Market Cross")
    s = _build_session([maze, inn, lodging, fountain, cross], pk)
    play(s, "build green", f"raise {maze}", f"raise {inn}", f"pay {lodging}", f"raise {fountain}", f"pay {cross}", "done")
    p = s.state.players[0]
    assert p.filled == 3 and p.hand == ()
    assert s.state.phase == START and s.state.seat == 1


def test_building_over_an_attraction_covers_it_and_it_still_counts() -> None:
    pk = Picker()
    old, new = pk.pick("Guesthouse"), pk.pick("Hotel")
    payers = pk.icon("L", 2, exclude_names=("Guesthouse", "Hotel"))
    s = _build_session([new, *payers], pk, spaces={"GL": [old]})
    play(s, "build green", f"raise {new}", *(f"pay {c}" for c in payers))
    assert s.state.players[0].spaces[space("GL")] == (old, new)
    assert s.state.players[0].filled == 1


def test_never_build_over_an_attraction_with_visitors_on_it() -> None:
    pk = Picker()
    old, new = pk.pick("Guesthouse"), pk.pick("Hydropathic")
    payers = pk.icon("L", 2, exclude_names=("Guesthouse", "Hydropathic"))
    guest = pk.back("?Ag")
    s = _build_session([new, *payers], pk, spaces={"GL": [old]}, guests={"GL": [guest]})
    play(s, "build green")
    assert f"raise {new}" not in legal_texts(s.state)
    with pytest.raises(IllegalActionError) as err:
        s.play(f"raise {new}")
    assert "visitors" in err.value.reason


def test_payment_offers_only_cards_of_the_attractions_icon() -> None:
    pk = Picker()
    inn = pk.pick("Guesthouse")
    lodging = pk.pick("Marine Hotel")
    monument = pk.pick("Pier")
    s = _build_session([inn, lodging, monument], pk)
    play(s, "build green", f"raise {inn}")
    assert legal_texts(s.state) == [f"pay {lodging}"]
    with pytest.raises(IllegalActionError) as err:
        s.play(f"pay {monument}")
    assert "lodgings" in err.value.reason


def test_the_funicular_is_built_as_a_transport_of_the_chosen_colour_and_stays_it() -> None:
    pk = Picker()
    payers = pk.icon("T", 2, exclude_names=("Funicular Railway",))
    s = _build_session([pk.take(FUNICULAR), *payers], pk)
    play(s, "build red")
    assert f"raise {FUNICULAR} red" in legal_texts(s.state)
    assert f"raise {FUNICULAR} green" not in legal_texts(s.state)
    play(s, f"raise {FUNICULAR} red", *(f"pay {c}" for c in payers), "done")
    p = s.state.players[0]
    assert p.spaces[space("RT")] == (FUNICULAR,)
    # Later, moving red visitors: the Funicular is a red transport and takes one visitor.
    play(s, "collect")  # Ben passes the turn
    play(s, "move red")
    assert s.state.act.rides == 1
    play(s, "done")
    s.play(GAME.legal_actions(s.state)[0])  # the refill's chance draws
    while s.state.phase != START:
        s.play(GAME.legal_actions(s.state)[0])
    play(s, "collect", "move green")
    assert s.state.act.rides == 0


def test_the_funicular_counts_as_a_transport_of_its_colour_in_the_resort() -> None:
    pk = Picker()
    st = position([player("Ann", spaces={"YT": [pk.take(FUNICULAR)]}), player("Ben")], discard=[pk.pick("Pier")])
    assert st.players[0].top(space("YT")) == FUNICULAR
    GAME.check(st)


def test_the_card_being_built_cannot_pay_for_itself() -> None:
    pk = Picker()
    inn = pk.pick("Guesthouse")
    s = _build_session([inn], pk)
    play(s, "build green")
    assert legal_texts(s.state) == ["done"]
    assert "besides itself" in GAME.text.refusal(GAME.view(s.state, 0), GAME.parse_action(f"raise {inn}"))
    assert CARD[inn].cost == 1

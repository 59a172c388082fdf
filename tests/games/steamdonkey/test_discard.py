"""Taking the top discard; The deck and the discard pile (rulebook)."""

import pytest

from parkpack.engine.api import CHANCE
from parkpack.engine.errors import IllegalActionError
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.content import CARD_IDS
from parkpack.games.steamdonkey.state import MOVE, START

from .helpers import Picker, bury, legal_texts, play, player, position, session_at


def test_take_the_top_card_of_the_discard_pile() -> None:
    pk = Picker()
    bottom, top = pk.pick("Pier"), pk.pick("Hotel")
    s = session_at(position([player("Ann"), player("Ben")], discard=[bottom, top]))
    assert not GAME.reveals(s.state, GAME.parse_action("take discard"))
    play(s, "take discard")
    st = s.state
    assert st.players[0].hand == (top,) and st.players[0].shown == (top,)
    assert st.table.discard == (bottom,)
    assert st.phase == START and st.seat == 1
    # everyone saw the card taken: it stays face up in every view
    assert GAME.view(st, 1).players[0].hand == (top,)


def test_no_discard_taken_into_a_full_hand() -> None:
    pk = Picker()
    s = session_at(position([player("Ann", pk.icon("M", 12)), player("Ben")], discard=[pk.pick("Pier")]))
    assert "take discard" not in legal_texts(s.state)
    with pytest.raises(IllegalActionError) as err:
        s.play("take discard")
    assert "full" in err.value.reason


def test_the_discard_pile_is_never_empty_the_deck_top_is_turned_up() -> None:
    pk = Picker()
    only, deck_top = pk.pick("Pier"), pk.pick("Hotel")
    s = session_at(position([player("Ann"), player("Ben")], discard=[only], top=deck_top))
    assert GAME.reveals(s.state, GAME.parse_action("take discard"))  # the deck's top face is shown
    play(s, "take discard")
    assert s.state.table.discard == (deck_top,)
    assert s.to_act == CHANCE and not s.state.table.top
    assert "turned up" in s.log[-1].text


def test_an_empty_deck_is_rebuilt_from_the_shuffled_discard_pile() -> None:
    pk = Picker()
    discard = [pk.pick("Pier"), pk.pick("Hotel"), pk.pick("Guesthouse")]
    platform = [pk.back("?Ag")]
    top = pk.back("?Ag")
    ann = player("Ann", spaces={"GA": [pk.pick("Bandstand")]})
    # every other card is built in Ben's resort, so the deck is empty
    ben = player("Ben", spaces=bury([c for c in CARD_IDS if c not in pk.used]))
    s = session_at(position([ann, ben], discard=discard, platform=platform, top=top, deck=()))
    GAME.check(s.state)
    play(s, "move green", "visit top GA")
    assert s.to_act == CHANCE and GAME.legal_actions(s.state) == (GAME.parse_action("shuffle"),)
    play(s, "shuffle")
    assert sorted(s.state.table.deck) == sorted(discard) and s.state.table.discard == ()
    play(s, f"top {discard[1]}")  # turned up to start a new discard pile
    assert s.state.table.discard == (discard[1],)
    play(s, f"top {discard[0]}")
    assert s.state.table.top == discard[0] and s.state.table.deck == (discard[2],)
    assert s.state.phase == MOVE


def test_with_one_discard_and_no_deck_the_station_stays_empty() -> None:
    pk = Picker()
    discard = [pk.pick("Pier")]
    ann = player("Ann", spaces={"GA": [pk.pick("Bandstand")]})
    ben = player("Ben", spaces=bury([c for c in CARD_IDS if c not in pk.used]))
    s = session_at(position([ann, ben], discard=discard, deck=()))
    assert s.to_act == 0  # nothing to shuffle: one card cannot make a deck and a discard pile
    play(s, "move green")
    assert legal_texts(s.state) == ["done"]
    play(s, "done")
    assert s.state.phase == START and s.state.seat == 1 and s.state.table.platform == ()

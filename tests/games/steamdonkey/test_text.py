"""Status lines, side panels and refusals, all built from a seat's view."""

from parkpack.engine.api import CHANCE, OBSERVER, SeatSpec
from parkpack.engine.rng import Rng
from parkpack.engine.session import Session
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.content import CARD
from parkpack.games.steamdonkey.scoring import player_score
from parkpack.games.steamdonkey.state import START

from .helpers import Picker, play, player, position, resort_without, session_at


def test_prompts_follow_the_turn() -> None:
    pk = Picker()
    hotel, lodging, lodging2 = pk.pick("Hotel"), pk.pick("Boarding House"), pk.pick("Coaching Inn")
    s = session_at(position([player("Ann", [hotel, lodging, lodging2]), player("Ben")], discard=[pk.pick("Pier")]))
    prompt = lambda: GAME.text.prompt(GAME.view(s.state, 0))  # noqa: E731
    assert prompt().startswith("Ann: build, move visitors")
    play(s, "build green")
    assert prompt() == "Ann: raise a green attraction, or stop building"
    play(s, f"raise {hotel}")
    assert prompt() == "Ann: pay 2 more lodgings for the Hotel"
    play(s, f"pay {lodging}")
    assert prompt() == "Ann: pay 1 more lodging for the Hotel"


def test_the_side_panel_counts_what_everyone_sees() -> None:
    pk = Picker()
    hand = [pk.pick("Pier"), pk.pick("Hotel")]
    st = position([player("Ann", hand, spaces={"GA": [pk.pick("Bandstand")]}, guests={"GA": [pk.back("?Ag")]}), player("Ben")], discard=[pk.pick("Lighthouse")])
    own = GAME.text.summary(GAME.view(st, 0), 0)
    other = GAME.text.summary(GAME.view(st, 1), 0)
    assert "Weymouth: 1/11 spaces" in own
    assert "Hand: 2/12 cards" in own and "Hand: 2/12 cards, 2 unseen" in other
    assert "Visitors in the resort: 1" in other
    assert GAME.text.summary(GAME.view(st, OBSERVER), 0)[0] == own[0]


def test_a_complete_resort_says_so_rather_than_more_than_it_needs() -> None:
    """A final turn may fill more spaces than the poster asks ("Ending the
    game and winning"): eleven or twelve of Weymouth's eleven is "complete",
    not 12/11."""
    for missing, filled in ((("GA",), 11), ((), 12)):
        pk = Picker()
        st = position([player("Ann", spaces=resort_without(pk, missing)), player("Ben")], discard=[pk.pick("Pier")])
        assert st.players[0].filled == filled
        assert GAME.text.summary(GAME.view(st, 1), 0)[0] == "Weymouth: complete"
    pk = Picker()
    st = position([player("Ann", spaces=resort_without(pk, ("GA", "GL"))), player("Ben")], discard=[pk.pick("Pier")])
    assert GAME.text.summary(GAME.view(st, 1), 0)[0] == "Weymouth: 10/11 spaces"


def test_refusals_say_why() -> None:
    pk = Picker()
    st = position([player("Ann", [pk.pick("Pier")]), player("Ben")], discard=[pk.pick("Lighthouse")])
    v = GAME.view(st, 0)
    assert GAME.text.refusal(v, GAME.parse_action("pay M01")) == "there is no attraction being paid for"
    assert "advanced" in GAME.text.refusal(v, GAME.parse_action("princess"))
    assert st.phase == START
    s = session_at(st)
    play(s, "move green")
    assert GAME.text.refusal(GAME.view(s.state, 0), GAME.parse_action("build red")).startswith("one action per turn")
    assert GAME.text.refusal(GAME.view(s.state, 0), GAME.parse_action("visit Ag GT")) in (
        "no visitor with that back is on the platform",
        "visitors never stay on transports",
    )


def test_the_log_reads_well() -> None:
    pk = Picker()
    pier = pk.pick("Pier")
    monuments = [pk.pick("Drinking Fountain"), pk.pick("Market Cross"), pk.pick("Clock Tower"), pk.pick("Lighthouse")]
    s = session_at(position([player("Ann", [pier, *monuments]), player("Ben")], discard=[pk.pick("Hotel")]))
    play(s, "build yellow", f"raise {pier}", *(f"pay {m}" for m in monuments), "done")
    texts = s.log_for(1)
    assert texts[0] == "Ann builds yellow attractions"
    assert texts[1].startswith(f"Ann raises the Pier (yellow monument, {CARD[pier].points} points") and "paying 4 monuments" in texts[1]
    assert texts[2].startswith("Ann pays with the Drinking Fountain")
    assert texts[-1] == "Ann stops building"


def test_a_one_point_card_reads_in_the_singular() -> None:
    from parkpack.games.steamdonkey.text import card_label

    one = next(c for c in CARD.values() if c.points == 1)
    more = next(c for c in CARD.values() if c.points > 1)
    assert card_label(one.id).endswith(", 1 point)")
    assert card_label(more.id).endswith(f", {more.points} points)")


def test_the_side_panel_gives_the_final_score_once_the_game_is_over() -> None:
    session = Session(GAME, {}, (SeatSpec("Ann"), SeatSpec("Ben")), 3)
    rng = Rng("text/final")
    while not session.is_over:
        assert any(line.startswith("Score so far: ") for line in GAME.text.summary(GAME.view(session.state, 0), 1))
        session.play(session.chance_action() if session.to_act == CHANCE else rng.pick(session.legal_actions()))
    for seat in (0, 1):
        lines = GAME.text.summary(GAME.view(session.state, 0), seat)
        assert f"Final score: {player_score(session.state, seat).total}" in lines
        assert not any("so far" in line for line in lines)


def test_taking_the_last_discard_tells_of_the_turn_up_unless_the_game_ends_with_it() -> None:
    # The discard pile is never empty (Miscellaneous): the deck's top card is
    # turned up when its last card is taken, but not once the game is over.
    for ender, said in ((-1, True), (0, False)):
        pk = Picker()
        st = position([player("Ann"), player("Ben", pk.icon("A", 2))], discard=[pk.pick("Pier")], seat=1, ender=ender)
        action = GAME.parse_action("take discard")
        log = GAME.text.describe(st, action).text
        after = GAME.apply(st, action)
        assert after.over == (not said)
        assert ("turned up from the deck" in log) == said == bool(after.table.discard)


def test_a_hint_told_from_a_seat_s_view_turns_up_the_deck_s_top_without_naming_it() -> None:
    # Hints word a move from the seat's own view, where the deck's top card
    # is only a back: the turn-up is told without its face.
    pk = Picker()
    st = position([player("Ann"), player("Ben", pk.icon("A", 2))], discard=[pk.pick("Pier")], seat=1)
    action = GAME.parse_action("take discard")
    seen = GAME.text.describe(GAME.view(st, 1), action).text
    assert seen.endswith("; the deck's top card is turned up to start a new discard pile")
    assert CARD[st.table.top].name not in seen

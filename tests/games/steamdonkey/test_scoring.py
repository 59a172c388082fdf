"""Ending the game and winning; Identical attractions in the same space."""

from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.content import CARD, RESORT
from parkpack.games.steamdonkey.scoring import player_score, scores
from parkpack.games.steamdonkey.state import OVER, START

from .helpers import Picker, play, player, position, resort_without, session_at


def _line(st, seat: int, start: str) -> int:  # type: ignore[no-untyped-def]
    return next(line.points for line in player_score(st, seat).lines if line.label.startswith(start))


def test_weymouth_missing_a_red_transport_and_a_yellow_monument_loses_one_point() -> None:
    pk = Picker()
    spaces = resort_without(pk, ("RT", "YM"))
    st = position([player("Ann", spaces=spaces, resort="weymouth"), player("Ben")], discard=[pk.pick("Pier")])
    assert RESORT["weymouth"].spaces == 11
    assert st.players[0].filled == 10
    assert _line(st, 0, "Missing spaces") == -1


def test_every_attraction_scores_covered_ones_too() -> None:
    pk = Picker()
    covered, top = pk.pick("Guesthouse"), pk.pick("Convalescent Home")
    st = position([player("Ann", spaces={"GL": [covered, top]}), player("Ben")], discard=[pk.pick("Pier")])
    assert _line(st, 0, "Attractions") == CARD[covered].points + CARD[top].points


def test_two_green_guesthouses_score_once() -> None:
    pk = Picker()
    a, b = pk.pick("Guesthouse"), pk.pick("Guesthouse")
    st = position([player("Ann", spaces={"GL": [a, b]}, resort="torquay"), player("Ben")], discard=[pk.pick("Pier")])
    assert _line(st, 0, "Attractions") == CARD[a].points
    assert _line(st, 0, "Identical") == 0


def test_filling_more_spaces_than_the_poster_asks_scores_them_all() -> None:
    pk = Picker()
    spaces = resort_without(pk, ())
    st = position([player("Ann", spaces=spaces, resort="torquay"), player("Ben")], discard=[pk.pick("Pier")])
    assert st.players[0].filled == 12 > RESORT["torquay"].spaces
    assert _line(st, 0, "Missing spaces") == 0
    assert _line(st, 0, "Attractions") == sum(CARD[c[0]].points for c in spaces.values())


def test_poster_bonuses() -> None:
    pk = Picker()
    spaces = resort_without(pk, ("GA", "RA"))
    st = position([player("Ann", spaces=spaces, resort="weymouth"), player("Ben")], discard=[pk.pick("Pier")])
    # Weymouth: a point per lodging (three here) and a bonus for a complete Beach
    per_lodging, beach = RESORT["weymouth"].bonuses
    assert _line(st, 0, f"Weymouth: {per_lodging.label}") == 3 * per_lodging.points
    assert _line(st, 0, f"Weymouth: {beach.label}") == beach.points
    total = player_score(st, 0).total
    assert total == sum(CARD[c[0]].points for c in spaces.values()) + 3 * per_lodging.points + beach.points - 1


def test_a_tie_remains_a_tie() -> None:
    pk = Picker()
    a = {"GL": [pk.pick("Guesthouse")]}
    b = {"RL": [pk.pick("Boarding House")]}
    st = position([player("Ann", spaces=a, resort="torquay"), player("Ben", spaces=b, resort="torquay")], discard=[pk.pick("Pier")])
    sheet = scores(st)
    assert sheet.winners == (0, 1)


def test_completing_the_resort_gives_every_other_player_one_final_turn() -> None:
    pk = Picker()
    spaces = resort_without(pk, ("GA", "YM"))  # ten spaces filled, one short of Weymouth
    maze = pk.pick("Hedge Maze")
    players = [
        player("Ann", spaces={"GL": [pk.pick("Hotel")]}),
        player("Ben", [maze], spaces=spaces, resort="weymouth"),
        player("Cat"),
    ]
    st = position(players, discard=[pk.pick("Pier")], seat=1)
    s = session_at(st)
    assert st.players[1].filled == 10 and RESORT["weymouth"].spaces == 11
    play(s, "build green", f"raise {maze}")
    assert s.state.ender == 1  # complete as soon as the eleventh space is filled
    play(s, "done")
    assert s.state.seat == 2 and s.state.phase == START
    assert "final turn" in GAME.text.prompt(GAME.view(s.state, 2))
    play(s, "collect")  # Cat's final turn
    assert s.state.seat == 0
    play(s, "collect")  # Ann's final turn
    assert s.state.phase == OVER and s.to_act is None
    assert GAME.legal_actions(s.state) == ()
    sheet = GAME.scores(s.state)
    assert sheet.winners == (1,)
    assert GAME.text.prompt(GAME.view(s.state, 0)).startswith("Game over: Ben wins")


def test_cards_in_hand_and_visitors_score_nothing() -> None:
    pk = Picker()
    hand = [pk.pick("Pier")]
    guests = {"GL": [pk.back("?Ag")]}
    st = position([player("Ann", hand, spaces={"GL": [pk.pick("Hotel")]}, guests=guests), player("Ben")], discard=[pk.pick("Lighthouse")])
    assert _line(st, 0, "Attractions") == CARD[st.players[0].spaces[1][0]].points
    assert st.phase == START

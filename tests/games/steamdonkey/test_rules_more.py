"""Rules the other test files leave out: the rulebook's two red transports,
the same action in consecutive turns, swaps for the characters that act at
once or ask for a colour, two colours with special visitors and with the
Funicular Railway, Donkey Boy within the Bank's limit and never in the
middle of a payment, and a second resort completed in a final turn."""

from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.content import CARD, FUNICULAR
from parkpack.games.steamdonkey.scoring import player_score
from parkpack.games.steamdonkey.state import MOVE, OVER, PAY, START

from .helpers import Picker, legal_texts, play, player, position, session_at, space


def test_two_red_transports_the_second_covers_the_first() -> None:
    # Laying out your resort: "two red transport attractions"
    pk = Picker()
    cabs, tram = pk.pick("Hansom Cabs"), pk.pick("Steam Tram")
    payers = pk.icon("T", 2, exclude_names=("Hansom Cabs", "Steam Tram", "Funicular Railway"))
    s = session_at(position([player("Ann", [tram, *payers], spaces={"RT": [cabs]}), player("Ben")], discard=[pk.pick("Pier")]))
    play(s, "build red", f"raise {tram}", *(f"pay {c}" for c in payers), "done")
    p = s.state.players[0]
    assert p.spaces[space("RT")] == (cabs, tram) and p.top(space("RT")) == tram
    assert p.filled == 1  # still one space
    attractions = next(line.points for line in player_score(s.state, 0).lines if line.label.startswith("Attractions"))
    assert attractions == CARD[cabs].points + CARD[tram].points  # the covered card scores at the end
    play(s, "collect")  # Ben
    play(s, "move red")
    assert s.state.act.rides == 1  # one red transport space gives one ride, however many cards it holds


def test_the_same_action_in_consecutive_turns() -> None:
    # The Turn: "You can do the same action in consecutive turns."
    pk = Picker()
    m1, m2 = pk.pick("Hedge Maze"), pk.pick("Organ Grinder")
    s = session_at(position([player("Ann", [m1, m2]), player("Ben")], discard=[pk.pick("Pier"), pk.pick("Hotel")]))
    play(s, "build green", f"raise {m1}", "done", "collect")
    assert s.state.seat == 0 and "build red" in legal_texts(s.state)
    play(s, "build red", f"raise {m2}", "done", "take discard")
    assert s.state.seat == 0 and "take discard" in legal_texts(s.state)
    play(s, "take discard")
    assert s.state.seat == 1


def _advanced(pk: Picker, ann: dict, ben: dict, **kw: object):  # type: ignore[no-untyped-def, type-arg]
    st = position([player("Ann", **ann), player("Ben", **ben)], discard=[pk.pick("Pier"), pk.pick("Lighthouse")], advanced=True, **kw)  # type: ignore[arg-type]
    return session_at(st)


def test_swapping_for_donkey_boy_fetches_the_top_discard_at_once() -> None:
    pk = Picker()
    s = _advanced(pk, {"kickon": "bank"}, {"kickon": "donkey", "twisted": False})
    pile = s.state.table.discard
    assert "swap 1" in legal_texts(s.state)  # before the action
    play(s, "swap 1")
    ann, ben = s.state.players
    assert ann.character == "donkeyboy" and ann.twisted and ann.hand == (pile[-1],)
    assert ben.character == "admiral" and not ben.twisted
    assert s.state.phase == START and s.state.seat == 0  # the turn's action is still to come
    assert not any(t.startswith(("swap", "donkeyboy")) for t in legal_texts(s.state))


def test_swapping_for_madame_ice_cream_asks_for_the_second_colour_at_once() -> None:
    pk = Picker()
    s = _advanced(pk, {"kickon": "bank"}, {"kickon": "dog", "twisted": False})
    play(s, "move red")
    assert "swap 1" in legal_texts(s.state)
    play(s, "swap 1")
    assert legal_texts(s.state) == ["icecream green", "icecream yellow"]  # nothing else until it is used
    play(s, "icecream yellow")
    assert s.state.act.colours == (1, 2) and s.state.phase == MOVE
    assert s.state.players[1].character == "admiral"


def test_no_swap_for_a_character_that_could_not_be_used_now() -> None:
    # Swapping obliges the new character's use at once: Madame Ice-cream is
    # no use while building, so she cannot be taken then.
    pk = Picker()
    s = _advanced(pk, {"kickon": "bank", "hand": [pk.pick("Hedge Maze")]}, {"kickon": "dog", "twisted": False})
    play(s, "build green")
    assert "swap 1" not in legal_texts(s.state)


def test_a_special_visitor_serves_either_colour_of_madame_ice_cream() -> None:
    pk = Picker()
    special = pk.back("?A*")
    resort = {"GA": [pk.pick("Bandstand")], "YA": [pk.pick("Donkey Rides")]}
    s = _advanced(pk, {"kickon": "dog", "character": "icecream", "spaces": resort}, {"kickon": "bank", "twisted": True}, platform=[special])
    play(s, "move green", "icecream yellow")
    texts = legal_texts(s.state)
    assert "visit A* GA" in texts and "visit A* YA" in texts


def test_the_funicular_with_the_lord_admiral_may_take_either_colour() -> None:
    pk = Picker()
    payers = pk.icon("T", 2, exclude_names=("Funicular Railway",))
    maze = pk.pick("Hedge Maze")
    s = _advanced(pk, {"kickon": "bank", "hand": [pk.take(FUNICULAR), maze, *payers]}, {"kickon": "castle", "twisted": True})
    play(s, "build green", "admiral yellow")
    texts = legal_texts(s.state)
    assert f"raise {FUNICULAR} green" in texts and f"raise {FUNICULAR} yellow" in texts
    assert f"raise {FUNICULAR} red" not in texts
    play(s, f"raise {FUNICULAR} yellow", *(f"pay {c}" for c in payers))
    assert s.state.players[0].spaces[space("YT")] == (FUNICULAR,)


def test_donkey_boy_waits_for_a_payment_to_finish() -> None:
    pk = Picker()
    hotel, l1, l2 = pk.pick("Hotel"), pk.pick("Boarding House"), pk.pick("Coaching Inn")
    s = _advanced(pk, {"kickon": "donkey", "hand": [hotel, l1, l2]}, {"kickon": "bank", "twisted": True})
    play(s, "build green")
    assert "donkeyboy" in legal_texts(s.state)  # between attractions
    play(s, f"raise {hotel}", f"pay {l1}")
    assert s.state.phase == PAY and "donkeyboy" not in legal_texts(s.state)
    play(s, f"pay {l2}")
    assert "donkeyboy" in legal_texts(s.state)


def test_donkey_boy_within_the_banks_fifteen_cards() -> None:
    # Donkey Boy "provided the hand limit is not exceeded": the Bank's limit is fifteen.
    pk = Picker()
    s = _advanced(pk, {"kickon": "bank", "character": "donkeyboy", "hand": pk.icon("M", 14)}, {"kickon": "castle", "twisted": True})
    assert "donkeyboy" in legal_texts(s.state)
    play(s, "donkeyboy")
    assert len(s.state.players[0].hand) == 15
    s = _advanced(Picker(), {"kickon": "castle", "character": "donkeyboy", "hand": Picker().icon("M", 12)}, {"kickon": "bank", "twisted": True})
    assert "donkeyboy" not in legal_texts(s.state)  # twelve without the Bank


def test_a_second_resort_completed_in_a_final_turn_ends_nothing_sooner() -> None:
    pk = Picker()
    codes = ("GA", "GL", "GM", "GT", "RA", "RL", "RM", "RT", "YA", "YL")
    names = ("Bandstand", "Guesthouse", "Drinking Fountain", "Bath Chairs", "Penny Arcade", "Boarding House",
             "Market Cross", "Hansom Cabs", "Donkey Rides", "Seafront Lodgings")
    ten = {c: [pk.pick(n)] for c, n in zip(codes, names)}
    ten2 = {c: [pk.pick(n)] for c, n in zip(codes, names)}
    maze, judy = pk.pick("Hedge Maze"), pk.pick("Punch and Judy")
    players = [player("Ann", [judy], spaces={k: v for k, v in ten.items() if k != "YA"} | {"YM": [pk.pick("Lighthouse")]}),
               player("Ben", [maze], spaces={k: v for k, v in ten2.items() if k != "GA"} | {"YM": [pk.pick("Martello Tower")]}),
               player("Cat")]
    s = session_at(position(players, discard=[pk.pick("Pier")]))
    play(s, "build yellow", f"raise {judy}", "done")  # Ann completes Weymouth (11)
    assert s.state.ender == 0
    play(s, "build green", f"raise {maze}", "done")  # Ben completes his too, in his final turn
    assert s.state.ender == 0 and s.state.seat == 2 and s.state.phase == START  # Cat still has hers
    play(s, "collect")
    assert s.state.phase == OVER


def test_the_game_over_view_and_prompt_agree_for_every_seat() -> None:
    pk = Picker()
    a = {"GL": [pk.pick("Convalescent Home")]}
    st = position([player("Ann", spaces=a), player("Ben")], discard=[pk.pick("Pier")], phase=OVER)
    for seat in (0, 1):
        assert GAME.text.prompt(GAME.view(st, seat)).startswith("Game over: Ann wins")

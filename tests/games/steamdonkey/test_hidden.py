"""What each seat may see: views, determinisations, the log and reveals."""

from dataclasses import replace

import pytest

from parkpack.engine.api import CHANCE, OBSERVER
from parkpack.engine.rng import Rng
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.content import BACK, CARD_IDS, UNSEEN, is_hidden
from parkpack.games.steamdonkey.hidden import known_cards
from parkpack.games.steamdonkey.state import Player, State

from .games import random_states
from .helpers import Picker, play, player, position, session_at

SAMPLES = [(2, 1, False), (3, 2, True), (4, 3, False), (4, 4, True), (2, 5, True)]


def test_a_hand_shows_faces_to_its_owner_and_backs_to_everyone_else() -> None:
    pk = Picker()
    hand = [pk.pick("Pier"), pk.pick("Hotel"), pk.pick("Bandstand")]
    taken = pk.pick("Lighthouse")
    st = position([player("Ann", hand + [taken], shown=[taken]), player("Ben")], discard=[pk.pick("Clock Tower")])
    own = GAME.view(st, 0).players[0].hand
    assert own == tuple(sorted(hand + [taken]))
    for seat in (1, OBSERVER):
        theirs = GAME.view(st, seat).players[0].hand
        assert theirs == tuple(sorted([BACK[c] for c in hand] + [taken]))
        assert not any(c in theirs for c in hand)


def test_station_and_resort_visitors_show_backs_to_everyone_including_their_owner() -> None:
    pk = Picker()
    guest = pk.back("?Ag")
    st = position(
        [player("Ann", spaces={"GA": [pk.pick("Bandstand")]}, guests={"GA": [guest]}), player("Ben")],
        platform=[pk.back("?Lr")],
        top=pk.back("?My"),
        discard=[pk.pick("Pier")],
    )
    for seat in (0, 1, OBSERVER):
        v = GAME.view(st, seat)
        assert v.players[0].guests[0] == ("?Ag",)
        assert v.table.platform == ("?Lr",) and v.table.top == "?My"
        assert set(v.table.deck) == {UNSEEN} and len(v.table.deck) == len(st.table.deck)
        assert v.table.discard == st.table.discard  # face up
        assert v.players[0].spaces == st.players[0].spaces  # attractions, covered too


@pytest.mark.parametrize("n,seed,advanced", SAMPLES)
def test_views_are_stable_and_determinisations_match_them(n: int, seed: int, advanced: bool) -> None:
    rng = Rng(f"determinize/{seed}")
    for st in random_states(n, seed, advanced, every=7):
        for seat in (*range(n), OBSERVER):
            v = GAME.view(st, seat)
            assert GAME.view(v, seat) == v
            if seat == OBSERVER:
                continue
            full = GAME.determinize(v, seat, rng)
            GAME.check(full)
            assert GAME.view(full, seat) == v
            assert not any(is_hidden(c) for p in full.players for c in p.hand)


def _swap_hidden_face(st: State, owner: int, viewer: int) -> State | None:
    """The same position with one of ``owner``'s unseen hand cards exchanged
    for a deck card with the same back: ``viewer`` cannot tell them apart."""
    p = st.players[owner]
    for card in p.hand:
        if card in p.shown:
            continue
        for other in st.table.deck:
            if BACK[other] == BACK[card] and other != card:
                hand = tuple(sorted(c if c != card else other for c in p.hand))
                deck = tuple(sorted(c if c != other else card for c in st.table.deck))
                players = list(st.players)
                players[owner] = replace(p, hand=hand)
                return replace(st, players=tuple(players), table=replace(st.table, deck=deck))
    return None


@pytest.mark.parametrize("n,seed,advanced", SAMPLES)
def test_an_opponents_hidden_faces_change_nothing_a_seat_is_shown(n: int, seed: int, advanced: bool) -> None:
    changed = 0
    pool: list[object] = []  # actions legal in other positions, to be refused here
    for st in random_states(n, seed, advanced, every=5):
        actor = GAME.to_act(st)
        pool = (pool + list(GAME.legal_actions(st)[:6]))[-40:]
        if actor is None or actor == CHANCE:
            continue
        for viewer in range(n):
            owner = (viewer + 1) % n
            other = _swap_hidden_face(st, owner, viewer)
            if other is None:
                continue
            changed += 1
            GAME.check(other)
            v = GAME.view(st, viewer)
            assert GAME.view(other, viewer) == v
            assert GAME.text.prompt(v) == GAME.text.prompt(GAME.view(other, viewer))
            if actor == viewer:
                assert GAME.legal_actions(other) == GAME.legal_actions(st)
            for action in GAME.legal_actions(st)[:12]:
                a, b = GAME.text.describe(st, action), GAME.text.describe(other, action)
                assert a.text == b.text
                assert a.for_viewer(viewer) == b.for_viewer(viewer) or viewer in a.seats
            if actor == viewer:
                foreign = [a for a in pool if a not in GAME.legal_actions(st)]
                for action in foreign:
                    assert GAME.text.refusal(v, action) == GAME.text.refusal(GAME.view(other, viewer), action)
    assert changed > 20


@pytest.mark.parametrize("n,seed,advanced", SAMPLES[:3])
def test_actions_logged_alike_leave_the_public_view_alike(n: int, seed: int, advanced: bool) -> None:
    for st in random_states(n, seed, advanced, every=3):
        groups: dict[str, list[object]] = {}
        for action in GAME.legal_actions(st):
            groups.setdefault(GAME.text.describe(st, action).text, []).append(action)
        for line, actions in groups.items():
            views = {repr(GAME.view(GAME.view(GAME.apply(st, a), 0), 1)) for a in actions[:6]}  # type: ignore[arg-type]
            assert len(views) == 1, line


def test_the_log_never_names_a_dealt_face_but_tells_its_owner() -> None:
    pk = Picker()
    st = position([player("Ann"), player("Ben")], discard=[pk.pick("Pier")])
    card = st.table.deck[0]
    st = replace(st, phase="deal", seat=1, deal_left=1)
    entry = GAME.text.describe(st, GAME.parse_action(f"deal {card}"))
    assert card not in entry.text and "Ben is dealt a" in entry.text
    from parkpack.games.steamdonkey.content import CARD

    assert CARD[card].name not in entry.text and CARD[card].name in entry.private
    assert entry.seats == (1,)


def test_a_card_taken_from_the_discard_stays_known_to_everyone() -> None:
    pk = Picker()
    card = pk.pick("Pier")
    s = session_at(position([player("Ann"), player("Ben")], discard=[pk.pick("Hotel"), card]))
    play(s, "take discard")
    assert card in GAME.view(s.state, 1).players[0].hand
    assert card in GAME.view(s.state, OBSERVER).players[0].hand


def test_ride_and_collect_reveal_faces_to_their_owner_only() -> None:
    pk = Picker()
    resort = {"GA": [pk.pick("Bandstand")], "GT": [pk.pick("Bath Chairs")]}
    rider = pk.back("?Lr")
    st = position([player("Ann", spaces=resort), player("Ben")], platform=[rider, pk.back("?Ag")], discard=[pk.pick("Pier")])
    s = session_at(st)
    play(s, "move green", "ride Lr")
    entry = s.log[-1]
    from parkpack.games.steamdonkey.content import CARD

    assert CARD[rider].name not in entry.text and CARD[rider].name in entry.private
    assert entry.for_viewer(1) == entry.text and entry.for_viewer(0) == entry.private
    assert GAME.view(s.state, 1).players[0].hand == (BACK[rider],)
    assert not s.can_undo()  # a face was seen: no taking it back


def test_player_records_keep_views_small() -> None:
    assert Player("x").hand == ()

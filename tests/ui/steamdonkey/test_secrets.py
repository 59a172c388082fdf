"""Nothing of another seat's hand is ever drawn: every card item's face and
every text the board paints (overheard.listen) are checked against what the
viewer may know. Visitors on the platform, the deck's top and in resorts
show backs only, to their owner too; in hot-seat play the hand-over screen
covers the board and the board itself keeps no face of the last player's
hand while it is up."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPainter

from parkpack.engine.api import CHANCE, COMPUTER, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.session import Session
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.content import CARD, is_hidden
from parkpack.games.steamdonkey.hidden import known_cards
from parkpack.ui.items.card import CardItem
from parkpack.ui.new_game import NewGameSetup
from parkpack.ui.overheard import listen

from tests.games.steamdonkey.helpers import seats

from ..uncached import uncached
from ..window_games import open_window


def painted(scene) -> list[str]:
    """Every text the scene paints, each item painted afresh (not from its cache)."""
    image = QImage(900, 720, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with uncached(scene), listen() as heard:
        scene.render(painter)
    painter.end()
    return heard


def faces(scene) -> set[str]:
    return {i.face for i in scene.items() if isinstance(i, CardItem) and i.isVisible() and i.face}


def held_faces(scene) -> set[str]:
    """Faces the scene's card items hold, shown or hidden (a hidden item
    drawn again later, or read by anything else, must hold no secret)."""
    return {i.face for i in scene.items() if isinstance(i, CardItem) and i.face}


def secret_names(state, viewer: int) -> set[str]:
    """Names of cards the viewer must not see: in other hands, unseen by
    the viewer, and no visible card carries the same name."""
    view = GAME.view(state, viewer)
    known = known_cards(view)
    visible_names = {CARD[c].name for c in known}
    hidden = {c for k, p in enumerate(state.players) if k != viewer for c in p.hand if c not in known}
    hidden |= {c for p in state.players for g in p.guests for c in g}
    hidden |= set(state.table.platform) | ({state.table.top} if state.table.top else set())
    return {CARD[c].name for c in hidden} - visible_names


def shows(text: str, name: str) -> bool:
    """A painted text is a card's name, whole or cut short with an ellipsis
    (names are painted as texts of their own: "Hotel" is not in "Grand Hotel"),
    also when it is broken over lines, at a space or with a hyphen."""
    joined = {text.replace("-\n", "").replace("\n", " "), text.replace("\n", "")}  # "Helter-\nSkelter" keeps its hyphen
    return any(t == name or (t.endswith("…") and len(t) > 4 and name.startswith(t[:-1])) for t in joined)


def check_scene(board, state, viewer: int) -> tuple[int, int]:
    view = GAME.view(state, viewer)
    known = known_cards(view)
    shown = faces(board)
    assert shown <= known, shown - known  # no face the viewer has not seen
    assert held_faces(board) <= known, held_faces(board) - known  # nor in a hidden item
    assert board.deck.face == ""  # the deck's top shows its back
    assert all(b.startswith("?") for b in board.platform.look.backs)
    assert all(g.startswith("?") for gs in board.resort.look.guests for g in gs)
    texts = painted(board)
    secrets = secret_names(state, viewer)
    leaked = [t for t in texts for name in secrets if shows(t, name)]
    assert leaked == [], leaked
    own = {c for c in state.players[viewer].hand}
    # The viewer's own faces are heard as they are painted: a check that
    # could not hear them could not hear a secret face either.
    unheard = [c for c in shown & own if not any(shows(t, CARD[c].name) for t in texts)]
    assert unheard == []
    return len(shown & own), len(secrets)


@pytest.mark.parametrize("options, n, seed", [({}, 3, 9), ({"advanced": "on"}, 2, 4)], ids=["basic", "advanced"])
def test_the_board_never_paints_another_seats_hand(qtbot, scene, options, n, seed):
    session = Session(GAME, options, tuple(seats(n)), seed)
    bots = [make_bot(GAME, "easy", 40 + s) for s in range(n)]
    board = None
    own_seen = checked = 0
    step = 0
    while not session.is_over:
        if session.to_act == CHANCE:
            session.play(session.chance_action())
            continue
        seat = session.to_act
        if board is None:
            board, _ = scene(session.state, seat)
        if step % 4 == 0:
            state = session.state
            board.sync(GAME.view(state, seat), session.legal_actions(), seat, True)
            own, secrets = check_scene(board, state, seat)
            own_seen += own > 0
            checked += secrets > 0
        session.play(bots[seat].choose(GAME, session.info_set(seat)))
        step += 1
    assert checked > 20 and own_seen > 20  # the viewer's own faces are drawn and heard (the check can hear faces)


@pytest.fixture
def window(qtbot):
    return open_window(qtbot, confirm_end_of_turn=False, strict=False)


def test_hot_seat_hands_over_and_shows_only_the_seat_at_the_screen(qtbot, window):
    people = (SeatSpec("Ann", colour="blue"), SeatSpec("Ben", colour="purple"), SeatSpec("Robo", COMPUTER, "easy"))
    window.start_setup(NewGameSetup("steamdonkey", {}, people, 5))
    ctl = window.controller
    covers = screens = 0
    for _ in range(120):
        qtbot.waitUntil(lambda: ctl.session.human_to_act() or window.stack.currentWidget() is window.handover)
        state = ctl.session.state
        board = window.board
        if window.stack.currentWidget() is window.handover:
            assert faces(board) == set() or faces(board) <= known_cards(GAME.view(state, -1))  # public faces only
            assert all(not item.face for item in board.hand)  # no hand's face while the screen is up
            texts = painted(board)
            for s in (0, 1):
                secrets = {CARD[c].name for c in state.players[s].hand} - {CARD[c].name for c in known_cards(GAME.view(state, -1))}
                assert [t for t in texts for name in secrets if shows(t, name)] == []
            covers += 1
            window.handover.button.click()
            continue
        seat = ctl.session.to_act
        assert board.seat == seat
        check_scene(board, state, seat)
        if any(board.hand[i].face for i in range(len(state.players[seat].hand))):
            screens += 1
        legal = ctl.session.legal_actions()
        board.action_chosen.emit(legal[-1])
    assert covers >= 5 and screens >= 10

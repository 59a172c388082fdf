"""GameController: checked play, chance, bots off the GUI thread, undo/redo, autosave."""

from __future__ import annotations

import random
import threading
from typing import Any, Callable, Iterator

from parkpack.engine import saves
from parkpack.engine.api import CHANCE, COMPUTER, HUMAN, SeatSpec
from parkpack.engine.session import Session
from parkpack.ui.controller import GameController

from .conftest import session_of
from .fake_game import Roll, Take


def test_submit_plays_and_logs(qtbot, fake_game, tmp_path):
    ctl = GameController(session_of(fake_game, HUMAN, HUMAN), autosave_path=tmp_path / "auto.json")
    with qtbot.waitSignal(ctl.state_changed):
        assert ctl.submit(Take(2))
    assert ctl.session.state.totals == (2, 0)
    assert ctl.log_lines() == ["Ann takes 2."]
    assert saves.load(tmp_path / "auto.json").history == ["take 2"]


def test_illegal_action_is_refused_with_reason(qtbot, fake_game):
    ctl = GameController(session_of(fake_game, HUMAN, HUMAN))
    with qtbot.waitSignal(ctl.illegal_action) as blocker:
        assert not ctl.submit(Take(3))
    assert "take 3" in blocker.args[0] and "Ann: take 1, take 2 or roll" in blocker.args[0]
    assert ctl.session.history == []


def test_chance_resolves_itself_and_is_logged(qtbot, fake_game):
    ctl = GameController(session_of(fake_game, HUMAN, HUMAN))
    ctl.submit(Roll())
    qtbot.waitUntil(lambda: ctl.session.to_act == 1)
    assert ctl.log_lines()[0] == "Ann rolls."
    assert ctl.log_lines()[1].startswith("The die shows ") and ctl.log_lines()[1].endswith(" for Ann.")


def test_undo_redo_and_blocked_reason(qtbot, fake_game):
    ctl = GameController(session_of(fake_game, HUMAN))
    assert not ctl.can_undo() and ctl.undo_reason() == "nothing to undo yet"
    ctl.submit(Take(1))
    assert ctl.can_undo()
    assert ctl.undo() and ctl.session.state.totals == (0,) and ctl.log_lines() == []
    assert ctl.redo() and ctl.session.state.totals == (1,) and ctl.log_lines() == ["Ann takes 1."]
    ctl.submit(Roll())
    qtbot.waitUntil(lambda: ctl.session.to_act == 0)
    assert not ctl.can_undo()
    with qtbot.waitSignal(ctl.illegal_action) as blocker:
        assert not ctl.undo()
    assert blocker.args[0] == "Cannot undo: a die roll or draw cannot be undone."


def test_bot_runs_off_the_gui_thread_and_game_advances(qtbot, fake_game):
    session = Session(fake_game, {}, (SeatSpec("Ann"), SeatSpec("Bot", COMPUTER, "gated")), 1)
    ctl = GameController(session)
    ctl.submit(Take(1))
    qtbot.waitUntil(lambda: ctl.is_thinking() and bool(fake_game.bot_threads))
    # The window still processes events while the bot is held mid-think.
    assert ctl.session.to_act == 1
    fake_game.gate.set()
    qtbot.waitUntil(lambda: ctl.session.to_act == 0)
    assert fake_game.bot_threads[0] != threading.get_ident()
    assert ctl.log_lines() == ["Ann takes 1.", "Bot takes 2."]


def test_stale_bot_result_after_undo_is_dropped(qtbot, fake_game):
    session = Session(fake_game, {}, (SeatSpec("Ann"), SeatSpec("Bot", COMPUTER, "gated")), 1)
    ctl = GameController(session)
    ctl.submit(Take(1))
    qtbot.waitUntil(lambda: bool(fake_game.bot_threads))
    thinking = ctl._bot_for(1)
    assert ctl.undo()  # back to Ann while the bot still thinks about the old position
    assert ctl._bot_for(1) is not thinking  # it must not keep what it saw of the move undone
    fake_game.gate.set()
    qtbot.waitUntil(lambda: not ctl.is_thinking())  # the stale answer came back and was dropped
    assert ctl.session.history == [] and ctl.session.to_act == 0
    ctl.submit(Take(2))
    qtbot.waitUntil(lambda: ctl.session.to_act == 0)
    assert ctl.session.history == ["take 2", "take 2"]


def test_game_over_emits_scores(qtbot, fake_game):
    session = Session(fake_game, {"target": "6"}, (SeatSpec("Ann"),), 3)
    ctl = GameController(session)
    ctl.submit(Take(2))
    ctl.submit(Take(2))
    with qtbot.waitSignal(ctl.game_over) as blocker:
        ctl.submit(Take(2))
    sheet = blocker.args[0]
    assert sheet.winners == (0,) and sheet.players[0].lines[0].points == 6
    with qtbot.waitSignal(ctl.illegal_action) as refused:
        ctl.submit(Take(1))
    assert refused.args[0] == "The game is over."


def test_loaded_session_rebuilds_its_log(qtbot, fake_game, tmp_path):
    first = GameController(session_of(fake_game, HUMAN, HUMAN))
    first.submit(Take(1))
    first.submit(Take(2))
    saves.save(first.session, tmp_path / "g.parkpack.json")
    again = GameController(saves.load(tmp_path / "g.parkpack.json"))
    assert again.log_lines() == first.log_lines() == ["Ann takes 1.", "Ben takes 2."]
    assert again.session.state == first.session.state


def test_humans_wait_while_chance_is_pending(qtbot, fake_game):
    ctl = GameController(session_of(fake_game, HUMAN, HUMAN), pause_ms=10_000)
    ctl.submit(Roll())
    with qtbot.waitSignal(ctl.illegal_action) as blocker:
        assert not ctl.submit(Take(1))
    assert blocker.args == ["Please wait: a roll or draw is under way."]
    assert ctl.is_thinking() and ctl.session.history == ["roll"]
    ctl.stop()
    assert not ctl.is_thinking()


def test_confirmed_turn_holds_play_until_ended(qtbot, fake_game):
    session = Session(fake_game, {}, (SeatSpec("Ann"), SeatSpec("Bot", COMPUTER, "easy")), 1)
    ctl = GameController(session, confirm_turns=True)
    ctl.start()
    ctl.submit(Take(1))
    assert ctl.turn_open and ctl.can_undo() and ctl.viewer() == 0
    qtbot.wait(100)
    assert ctl.session.history == ["take 1"]  # the computer waits for Ann
    assert not ctl.submit(Take(2))
    ctl.end_turn()
    assert not ctl.turn_open and not ctl.can_undo()
    qtbot.waitUntil(lambda: len(ctl.session.history) >= 2)


def test_confirmed_turn_between_humans_keeps_undo_then_passes(qtbot, fake_game):
    ctl = GameController(session_of(fake_game, HUMAN, HUMAN), confirm_turns=True)
    ctl.submit(Take(2))
    assert ctl.turn_open and ctl.viewer() == 0 and ctl.session.to_act == 1
    ctl.undo()
    assert not ctl.turn_open and ctl.session.to_act == 0 and ctl.session.state.totals == (0, 0)
    ctl.submit(Take(1))
    ctl.end_turn()
    assert ctl.viewer() == 1 and not ctl.can_undo()
    assert ctl.undo_reason() == "the turn was ended"


def test_a_computer_player_sees_only_its_seat_and_its_answer_closes_undo(qtbot, secret_game):
    session = Session(secret_game, {}, (SeatSpec("Ann"), SeatSpec("Bot", COMPUTER, "easy")), 1)
    ctl = GameController(session, bot_process=False)
    ctl.submit(Take(1))
    qtbot.waitUntil(lambda: ctl.session.to_act == 0 and not ctl.is_thinking())
    first_bot = ctl._bot_for(1)
    (info,) = first_bot.seen
    assert info.seat == 1 and info.view == secret_game.view(info.view, 1)
    assert info.view.secrets[0] == -1 and info.view.secrets[1] >= 0  # Ann's secret is hidden from it
    assert info.log == ("Ann takes 1.",)
    # Ann has seen the bot's answer: taking her move back now would replay it knowing that.
    assert not ctl.undo() and ctl.undo_reason() == "another player has moved since"


def two_people(game_id: str, history: int = 0) -> tuple[Any, Session, Any, GameController]:
    """A hot-seat game of ``game_id`` (seed 0) after ``history`` random moves,
    with its real board and a controller built as the window builds it, the
    end-of-turn step on: (game, session, board, controller)."""
    from parkpack.engine import registry
    from parkpack.ui import boards

    game = registry.get(game_id)
    session = Session(game, {}, (SeatSpec("Ann"), SeatSpec("Ben")), 0)
    rng = random.Random(0)
    while len(session.history) < history:
        session.play(session.chance_action() if session.to_act == CHANCE else rng.choice(session.legal_actions()))
    board = boards.board_class(game_id)(game, session.seats)
    ctl = GameController(session, confirm_turns=True, hold_after=board.holds_turn,
                         hold_earlier=board.holds_earlier_moves, chance_mid_turn=board.chance_mid_turn,
                         bot_process=False)
    return game, session, board, ctl


def random_moves(ctl: GameController, until: Callable[[], bool] = lambda: False) -> Iterator[tuple[int, tuple[Any, ...], Any, int]]:
    """Random moves by whoever is to play, turns ended and chance played as
    they come: after each, (seat, the legal moves, the move, the moves that
    could be undone before it)."""
    session, rng = ctl.session, random.Random(0)
    while not session.is_over and not until():
        if ctl.turn_open:
            ctl.end_turn()
        if session.to_act == CHANCE:
            session.play(session.chance_action())
            continue
        seat, legal, depth = session.to_act, session.legal_actions(), session.moves_to_undo()
        action = rng.choice(legal)
        assert ctl.submit(action)
        yield seat, legal, action, depth


def test_a_forced_last_move_still_holds_a_turn_with_earlier_choices(qtbot):
    # Tenpenny does not hold a forced move (one legal action), but Ben chose his
    # worker and his tile before it: those must stay his to undo until he ends the turn.
    game, session, board, ctl = two_people("tenpenny", history=64)
    for text in ("worker contractor", "take C37"):
        assert ctl.submit(game.parse_action(text)) and session.to_act == 1 and not ctl.turn_open
    (last,) = session.legal_actions()  # forced
    assert not board.holds_turn(game.view(session.state, 1), last, game.view(game.apply(session.state, last), 1))
    assert ctl.submit(last) and session.to_act == 0
    assert ctl.turn_open and ctl.can_undo()
    ctl.undo()
    assert session.to_act == 1 and ctl.can_undo()  # back to Ben, with his choices still his


def test_steam_donkey_holds_at_the_end_of_a_turn_not_when_the_decks_top_card_turns_up_mid_move(qtbot):
    # Two humans: Ann's turn ends with the platform being refilled (a chance
    # step), which the board must recognise; the deck's top card turned up in
    # the middle of her move is not an end.
    from parkpack.games.steamdonkey.actions import Done, Visit

    _game, session, _board, ctl = two_people("steamdonkey")
    mid, ends, refilled = 0, 0, 0
    enough = lambda: (mid >= 3 and refilled >= 3) or len(session.history) >= 5000  # noqa: E731
    for seat, _legal, action, depth in random_moves(ctl, enough):
        if depth < 1:
            continue
        if session.to_act == CHANCE and isinstance(action, Visit):  # the top card turned up: she goes on
            mid += 1
            assert not ctl.turn_open
        elif isinstance(action, Done) and session.to_act != seat:
            ends += 1
            refilled += session.to_act == CHANCE
            assert ctl.turn_open and ctl.can_undo()
    assert mid >= 3 and refilled >= 3 and ends > refilled


def test_tenpenny_holds_a_forced_move_that_ends_a_turn_through_a_draw(qtbot):
    # A worker chosen, then the forced placement draws the stack's next card
    # before the other player's turn: the choice must stay Ben's to undo.
    _game, session, _board, ctl = two_people("tenpenny")
    seen = 0
    for _seat, legal, _action, depth in random_moves(ctl):
        if len(legal) == 1 and depth >= 1 and session.to_act == CHANCE:
            seen += 1
            assert ctl.turn_open and session.moves_to_undo() == depth + 1
    assert seen >= 2

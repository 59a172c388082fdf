import pytest

from parkpack.engine.api import CHANCE, COMPUTER, SeatSpec
from parkpack.engine.errors import IllegalActionError
from parkpack.engine.session import Session

from .fake_game import GAME, Roll

ANN, BEN = SeatSpec("Ann"), SeatSpec("Ben")
BOT = SeatSpec("Bot", COMPUTER, "random")


def test_illegal_action_is_refused_and_changes_nothing():
    s = Session(GAME, {}, [ANN, BEN], 1)
    s.play("roll 2")
    before, history = s.state, list(s.history)
    with pytest.raises(IllegalActionError) as err:
        s.play("roll 3")
    assert "roll 3" in str(err.value) and "Ann" in str(err.value)
    assert s.state is before and s.history == history


def test_chance_cannot_be_undone():
    s = Session(GAME, {}, [ANN, BEN], 1)
    s.play("roll 2")
    assert not s.can_undo()
    assert "roll" in s.undo_blocked_reason()


def test_undo_cleared_by_the_next_roll():
    s = Session(GAME, {}, [ANN, BEN], 1)
    s.play("roll 2")
    s.play("move")
    assert s.can_undo()  # nothing revealed yet: Ann may still take it back
    s.play("roll 1")
    assert not s.can_undo()


def test_undo_redo_within_own_decisions_against_computer():
    s = Session(GAME, {}, [ANN], 1)
    s.play(Roll(3))
    s.play("move")  # next is a chance roll; nothing else happened
    assert s.can_undo()
    s.undo()
    assert s.state.positions == (0,) and s.to_act == 0 and s.history == ["roll 3"]
    assert s.can_redo()
    s.redo()
    assert s.state.positions == (3,) and s.history == ["roll 3", "move"]


def test_undo_drops_computer_moves_made_since():
    s = Session(GAME, {}, [ANN, BOT], 1)
    s.play("roll 1")
    s.play("rest")  # Ann rests; the bot's turn starts with a roll (chance clears undo)
    assert s.to_act == CHANCE
    assert s.can_undo()  # nothing revealed yet
    s.undo()
    assert s.to_act == 0


def test_new_action_clears_redo():
    s = Session(GAME, {}, [ANN], 1)
    s.play("roll 3")
    s.play("move")
    s.undo()
    s.play("rest")
    assert not s.can_redo()


def test_resolve_chance_is_seeded():
    a = Session(GAME, {}, [ANN, BEN], 7)
    b = Session(GAME, {}, [ANN, BEN], 7)
    assert a.resolve_chance() == b.resolve_chance()
    rolls = set()
    for seed in range(30):
        s = Session(GAME, {}, [ANN], seed)
        rolls.add(s.resolve_chance()[0])
    assert rolls == {Roll(1), Roll(2), Roll(3)}


def test_replay_reports_position_of_bad_action():
    s = Session(GAME, {}, [ANN], 1)
    with pytest.raises(IllegalActionError) as err:
        s.replay(["roll 2", "move", "move"])
    assert err.value.index == 3


def test_undo_cleared_when_control_passes_to_a_different_human():
    from .fake_game import NO_CHANCE

    s = Session(NO_CHANCE, {}, [ANN, BEN], 1)
    s.play("move")
    assert not s.can_undo()
    assert "another player" in s.undo_blocked_reason()


def test_undo_never_reaches_past_a_computers_move():
    from .fake_game import NO_CHANCE

    s = Session(NO_CHANCE, {}, [ANN, BOT], 1)
    s.play("move")
    assert s.can_undo()  # until the computer answers, Ann may take her move back
    s.play("rest")  # the computer's move (played through the session as the controller does)
    assert s.to_act == 0 and not s.can_undo()
    assert s.undo_blocked_reason() == "another player has moved since"
    s.play("move")
    s.undo()  # her own new move is hers to take back
    assert s.history == ["move", "rest"] and s.can_redo()
    assert s.undo_blocked_reason() == "another player has moved since"


def test_undoing_back_to_the_turns_start_names_the_roll_before_it():
    s = Session(GAME, {}, [ANN], 1)
    s.play("roll 3")
    s.play("move")
    s.undo()
    assert not s.can_undo() and s.undo_blocked_reason() == "a die roll or draw cannot be undone"


def test_redo_is_only_for_the_player_who_undid_at_their_turn():
    from .fake_game import NO_CHANCE

    s = Session(NO_CHANCE, {}, [ANN, BEN], 1)
    s.hold_turns = True
    s.play("move")
    s.undo()
    assert s.to_act == 0 and s.can_redo()
    s.redo()
    assert s.history == ["move"] and s.to_act == 1 and s.can_undo()
    s.undo()
    s.play("rest")  # Ann plays something else: the undone move is gone
    assert not s.can_redo()


def test_held_turn_keeps_undo_until_ended():
    from .fake_game import NO_CHANCE

    s = Session(NO_CHANCE, {}, [ANN, BEN], 1)
    s.hold_turns = True
    s.play("move")
    assert s.to_act == 1 and s.can_undo()
    s.end_turn()
    assert not s.can_undo() and "ended" in s.undo_blocked_reason()


def test_next_humans_first_action_closes_a_held_turn():
    from .fake_game import NO_CHANCE

    s = Session(NO_CHANCE, {}, [ANN, BEN], 1)
    s.hold_turns = True
    s.play("move")
    s.play("move")  # Ben plays without Ann ending her turn
    assert s.can_undo()  # Ben may take back his own move ...
    s.undo()
    assert s.state.positions == (1, 0) and not s.can_undo()  # ... but never Ann's



def test_the_move_that_ends_the_game_cannot_be_undone():
    """The end shows every secret and settles the result, so a finished game
    is not taken back into play."""
    from .fake_game import GOAL, NO_CHANCE

    s = Session(NO_CHANCE, {}, [ANN], 1)
    for _ in range(GOAL - 1):
        s.play("move")
    assert s.can_undo()
    s.play("move")
    assert s.is_over and not s.can_undo()
    assert s.undo_blocked_reason() == "the game is over"
    with pytest.raises(IllegalActionError):
        s.undo()

# --- secrets, chance and what computer players are given -------------------------
def _dice_session(seed: int = 4) -> Session:
    from tests.conformance.dice_game import DiceGame

    return Session(DiceGame(), {}, [ANN, BEN], seed)


def test_the_log_shows_a_private_line_only_to_its_seat_until_the_end():
    s = _dice_session()
    s.play("deal 0 3")
    s.play("deal 1 2")
    assert s.log_for(0) == ["Player 1 is dealt card 3", "Player 2 is dealt a card face down"]
    assert s.log_for(1) == ["Player 1 is dealt a card face down", "Player 2 is dealt card 2"]
    while not s.is_over:
        s.play("pass" if "pass" in map(str, s.legal_actions()) else s.legal_actions()[-1])
        s.resolve_chance()
    assert s.log_for(1)[:2] == ["Player 1 is dealt card 3", "Player 2 is dealt card 2"]


def test_a_computer_player_is_given_its_seats_view_and_log_only():
    s = _dice_session()
    s.play("deal 0 3")
    s.play("deal 1 2")
    info = s.info_set(0)
    assert info.seat == 0 and info.view.cards == (3, -1)
    assert info.legal == s.legal_actions()
    assert info.log == ("Player 1 is dealt card 3", "Player 2 is dealt a card face down")


def test_refusals_are_worded_from_the_acting_seats_view():
    s = _dice_session()
    s.play("deal 0 3")
    s.play("deal 1 2")
    with pytest.raises(IllegalActionError) as err:
        s.play("roll")
    assert str(err.value) == "illegal action roll: not a legal move now (Ann to act: Player 1 to act)"


def test_an_optional_move_before_a_roll_does_not_change_the_roll():
    """The n-th chance result comes from the seed and n, not from how many
    moves were made before it (an optional move cannot fish for a roll)."""
    plain, fished = _dice_session(12), _dice_session(12)  # a seed where a step-counted draw would differ
    for s in (plain, fished):
        s.resolve_chance()
    fished.play("show")  # optional: plain does not show its card
    for s in (plain, fished):
        s.play("stake 1")
        s.play("roll")
        s.resolve_chance()
    assert plain.history[-1] == fished.history[-1] and plain.history[-1].startswith("die ")
    assert len(fished.history) == len(plain.history) + 1


def test_forced_chance_marks_the_session_edited():
    s = Session(GAME, {}, [ANN, BEN], 1)
    s.play(s.chance_action())
    assert not s.edited
    s.play("move")
    other = next(a for a in s.legal_actions() if a != s.chance_action())
    s.play(other)
    assert s.edited


def test_undo_starts_a_new_epoch_and_trims_the_log():
    s = Session(GAME, {}, [ANN], 1)
    s.play("roll 2")
    s.play("move")
    epoch, log = s.epoch, list(s.log)
    s.undo()
    assert s.epoch == epoch + 1 and s.log == log[:1]


def test_open_colours_are_settled_as_the_board_draws_them():
    """A seat that chose no colour gets the one the game gives it, so the
    players panel and the board agree (Parkies takes the first free one)."""
    from parkpack.engine import registry

    seats = (SeatSpec("Ann"), SeatSpec("Ben", colour="blue"), SeatSpec("Cy"))
    session = Session(registry.get("parkies"), {}, seats, 3)
    assert [s.colour for s in session.seats] == ["red", "blue", "yellow"]
    assert [s.colour for s in session.seats] == [p.colour for p in session.state.players]

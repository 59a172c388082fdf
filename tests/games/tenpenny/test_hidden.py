"""What each seat may see: secret goals, the hidden faces under the stacks' tops."""

from dataclasses import replace

import pytest

from parkpack.engine.api import OBSERVER
from parkpack.engine.rng import Rng
from parkpack.engine.session import Session
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.content import EXPANSION, EXPANSION_BOARDS
from parkpack.games.tenpenny.state import HIDDEN, OVER, Stack

from .helpers import play, seats, settle, start, with_board, with_player


def test_a_view_hides_other_players_goals_and_merges_them_into_the_pool():
    state = start(3)
    mine = state.players[0].goals
    v = GAME.view(state, 0)
    assert v.players[0].goals == mine and v.players[0].returned == state.players[0].returned
    for j in (1, 2):
        assert v.players[j].goals == (HIDDEN, HIDDEN) and v.players[j].returned == HIDDEN
        assert set(state.players[j].goals) <= set(v.goal_pool)
        assert state.players[j].returned in v.goal_pool
    assert not set(mine) & set(v.goal_pool)
    public = GAME.view(state, OBSERVER)
    assert all(p.goals == (HIDDEN, HIDDEN) for p in public.players)
    assert len(public.goal_pool) == 14


def test_dealt_goals_are_hidden_before_they_are_kept():
    state = settle(GAME.setup({}, seats(2), 4))
    assert state.task.kind == "keep"
    v = GAME.view(state, 1)
    assert v.players[0].dealt == (HIDDEN,) * 3 and v.players[1].dealt == state.players[1].dealt


def test_kept_goals_are_shown_at_the_end_returned_ones_never():
    state = replace(start(2), phase=OVER)
    v = GAME.view(state, 0)
    assert v.players[1].goals == state.players[1].goals
    assert v.players[1].returned == HIDDEN
    assert state.players[1].returned in v.goal_pool


def test_stack_tops_show_a_face_not_the_board():
    state = start(2)
    v = GAME.view(state, 0)
    for s, w in zip(state.board.stacks, v.board.stacks):
        assert s.board and w.board == "" and w.face == s.face and w.count == s.count
        assert s.board in v.board.board_pool


@pytest.mark.parametrize("seat", [0, 1, OBSERVER])
def test_views_are_idempotent_and_determinizations_view_back(seat):
    state = start(2)
    rng = Rng("det")
    for _ in range(60):
        v = GAME.view(state, seat)
        assert GAME.view(v, seat) == v
        for k in range(3):
            d = GAME.determinize(v, seat, Rng(f"d{k}"))
            assert GAME.view(d, seat) == v
            GAME.check(d)
        if GAME.to_act(state) is None:
            break
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.below(len(legal))])


def twin_with_other_goals(state, seat):
    """The same game with another seat's hidden goals swapped for unseen ones."""
    other = 1 - seat
    p = state.players[other]
    pool = list(state.goal_pool)
    new_goals = tuple(sorted(pool[:2]))
    new_returned = pool[2]
    rest = tuple(sorted(pool[3:] + list(p.goals) + [p.returned]))
    return replace(with_player(state, other, goals=new_goals, returned=new_returned), goal_pool=rest)


def twin_with_other_top(state):
    """The same game with stack 1's top board swapped for an unseen board with the same face."""
    top = state.board.stacks[0]
    same = [b.id for b in EXPANSION_BOARDS if b.id in state.board.board_pool and top.face in (b.a, b.b)]
    if not same:
        return None
    swap = same[0]
    pool = tuple(sorted([b for b in state.board.board_pool if b != swap] + [top.board]))
    return with_board(state, stacks=(Stack(top.count, top.face, swap),) + state.board.stacks[1:], board_pool=pool)


def seat_sees_the_same(a, b, seat):
    assert GAME.view(a, seat) == GAME.view(b, seat)
    assert GAME.text.prompt(GAME.view(a, seat)) == GAME.text.prompt(GAME.view(b, seat))
    assert GAME.text.summary(GAME.view(a, seat), seat) == GAME.text.summary(GAME.view(b, seat), seat)
    if GAME.to_act(a) == seat:
        assert GAME.legal_actions(a) == GAME.legal_actions(b)
        for action in GAME.legal_actions(a)[:20]:
            assert GAME.text.refusal(GAME.view(a, seat), action) == GAME.text.refusal(GAME.view(b, seat), action)
    for action in GAME.legal_actions(a)[:30]:
        ea, eb = GAME.text.describe(a, action), GAME.text.describe(b, action)
        assert ea.for_viewer(seat) == eb.for_viewer(seat)


def test_changing_hidden_faces_changes_nothing_a_seat_sees():
    state = start(2, seed=5)
    rng = Rng("twins")
    checked = 0
    for _ in range(120):
        if GAME.to_act(state) is None:
            break
        if state.phase != "setup":
            twin = twin_with_other_goals(state, 0)
            seat_sees_the_same(state, twin, 0)
            top_twin = twin_with_other_top(state)
            if top_twin is not None:
                for seat in (0, 1):
                    seat_sees_the_same(state, top_twin, seat)
                checked += 1
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.below(len(legal))])
    assert checked > 20


def test_the_taken_board_is_revealed_and_undo_is_cleared():
    first = start(2)
    assert not any(GAME.reveals(first, a) for a in GAME.legal_actions(first))
    state = play(first, "worker realtor")
    take = GAME.parse_action("stack 1")
    assert GAME.reveals(state, take)
    session = Session(GAME, {}, seats(2), 1)
    session.resolve_chance()
    while session.state.task.kind != "worker":
        session.play(session.legal_actions()[0])
        session.resolve_chance()
    session.play("worker realtor")
    assert session.can_undo()
    session.play("stack 1")
    assert not session.can_undo()
    entry = GAME.text.describe(state, take)
    assert state.board.stacks[0].board not in entry.text  # the log names the face showing, not the board
    after = GAME.apply(state, take)
    assert GAME.view(after, 1).task.tile == state.board.stacks[0].board


def test_goal_log_entries_are_private():
    state = settle(GAME.setup({}, seats(2), 2), ())
    state = GAME.setup({}, seats(2), 2)
    while state.task.kind != "deal":
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    deal = GAME.legal_actions(state)[0]
    entry = GAME.text.describe(state, deal)
    assert entry.seats == (0,) and entry.text == "Ann is dealt a goal card"
    assert deal.goal not in entry.text
    from parkpack.games.tenpenny.content import GOAL
    assert GOAL[deal.goal].name in entry.private
    assert entry.for_viewer(1) == entry.text and entry.for_viewer(0) == entry.private
    state = settle(state)
    keep = GAME.legal_actions(state)[0]
    entry = GAME.text.describe(state, keep)
    assert entry.text == "Ann keeps two goal cards and returns one to the box"
    assert all(GOAL[g].name in entry.private for g in keep.goals)
    back = next(g for g in state.players[0].dealt if g not in keep.goals)
    assert GOAL[back].name in entry.private
    # Once the game is over the others read the kept goals, never the one put back.
    ended = entry.for_viewer(1, over=True)
    assert all(GOAL[g].name in ended for g in keep.goals) and GOAL[back].name not in ended
    assert entry.for_viewer(0, over=True) == entry.private


def test_after_the_game_no_log_line_names_a_goal_put_back():
    from parkpack.engine.api import CHANCE
    from parkpack.engine.bots import make_bot
    from parkpack.games.tenpenny.content import GOAL

    session = Session(GAME, {}, seats(2), 6)
    bots = [make_bot(GAME, "easy", seat) for seat in range(2)]
    while not session.is_over:
        seat = session.to_act
        session.play(session.chance_action() if seat == CHANCE else bots[seat].choose(GAME, session.info_set(seat)))
    for seat in range(2):
        other = session.state.players[1 - seat]
        lines = " ".join(session.log_for(seat))
        assert all(GOAL[g].name in lines for g in other.goals)
        assert GOAL[other.returned].name not in lines


def test_other_players_goals_do_not_appear_in_the_summary():
    state = start(2)
    v = GAME.view(state, 0)
    lines = GAME.text.summary(v, 1)
    assert "2 secret goal cards" in lines
    from parkpack.games.tenpenny.content import GOAL
    assert not any(GOAL[g].name in line for g in state.players[1].goals for line in lines)
    own = GAME.text.summary(v, 0)
    assert any(GOAL[state.players[0].goals[0]].name in line for line in own)


def test_determinize_deals_boards_matching_the_faces_shown():
    state = start(2)
    v = GAME.view(state, 0)
    for k in range(10):
        d = GAME.determinize(v, 0, Rng(k))
        for s in d.board.stacks:
            assert s.face in (EXPANSION[s.board].a, EXPANSION[s.board].b)
        assert d.players[0] == state.players[0]
        assert d.players[1].goals != (HIDDEN, HIDDEN)

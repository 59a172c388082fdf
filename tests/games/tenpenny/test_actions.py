"""Rulebook "Actions Step" and "Action Spaces"."""

from parkpack.engine.api import CHANCE
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.content import CARD, TYPES, ring_modifier
from parkpack.games.tenpenny.park import placements

from .helpers import custom_park, legal_texts, place_text, play, settle, start, with_board, with_player, with_tops, worker_turn


def test_builder_pays_the_card_cost_with_the_ring_modifier():
    state = with_tops(start(2), SV="SV-5", US="US-3")  # ring at its start: SV +2, US -2
    money = state.players[0].money
    after = play(state, "worker SV")
    assert money - after.players[0].money == CARD["SV-5"].cost + 2 == 6
    after = play(state, "worker US")
    assert money - after.players[0].money == CARD["US-3"].cost - 2 == 2
    assert ring_modifier(state.board.ring, TYPES.index("SF")) == 0


def test_builder_needs_the_money():
    state = with_player(with_tops(start(2), SF="SF-6"), 0, money=9)  # Hyperloop $8 + 0
    assert "worker SF" in legal_texts(state)
    state = with_player(state, 0, money=7)
    assert "worker SF" not in legal_texts(state)
    assert "would" not in GAME.text.refusal(state, GAME.parse_action("worker SF"))
    assert "$8" in GAME.text.refusal(state, GAME.parse_action("worker SF"))


def test_one_worker_per_builder_location_a_month():
    state = with_tops(start(2), OW="OW-1")
    state = play(state, "worker OW")
    state = play(state, str(GAME.legal_actions(state)[0]))
    state = settle(state)  # the next Old West card comes up
    assert state.task.seat == 1 and state.board.tops[1] != "OW-1"
    assert "worker OW" not in legal_texts(state)
    assert GAME.text.refusal(state, GAME.parse_action("worker OW")) == "each Builder location takes one worker a month"


def test_builder_takes_the_card_after_the_tile_and_the_next_card_comes_up():
    state = with_tops(start(2), FA="FA-3")
    state = play(state, "worker FA")
    assert state.task.kind == "place" and state.task.tile == "FA-3"
    assert state.board.tops[TYPES.index("FA")] == "FA-3"  # still on its stack
    state = GAME.apply(state, placements(state.players[0].park, "FA-3")[0])
    assert state.players[0].cards == ("FA-3",)
    assert GAME.to_act(state) == CHANCE and state.task.kind == "card-top"
    assert all(t.startswith("top FA ") for t in legal_texts(state))
    state = settle(state)
    assert state.board.tops[TYPES.index("FA")] not in ("", "FA-3")


def test_an_empty_stack_offers_no_builder():
    state = with_board(start(2), tops=("",) + start(2).board.tops[1:], piles=((),) + start(2).board.piles[1:])
    state = worker_turn(state, 0)
    assert "worker SV" not in legal_texts(state)


def test_banker_gives_two_dollars():
    state = start(2)
    money = state.players[0].money
    state = play(state, "worker banker")
    assert state.players[0].money == money + 2
    assert state.board.spaces == (("banker", 0),)
    assert state.task.kind == "worker" and state.task.seat == 1
    assert "worker banker" in legal_texts(state)  # any number of workers


def test_arborist_removes_up_to_two_trees():
    state = start(2)  # P1 front: trees r0c0 r1c5 r4c0 r5c3
    state = play(state, "worker arborist")
    assert state.task.kind == "trees"
    assert legal_texts(state) == ["tree r0c0", "tree r1c5", "tree r4c0", "tree r5c3", "stop"]
    state = play(state, "tree r1c5")
    assert state.task.kind == "trees" and "tree r1c5" not in legal_texts(state)
    state = play(state, "tree r4c0")
    assert state.task.kind == "worker" and state.task.seat == 1
    assert state.players[0].park.trees == ((0, 0), (5, 3))
    # the freed cells can be built on
    assert state.players[0].park.free >> 0 & 1 == 0


def test_arborist_may_stop_early_and_does_nothing_without_trees():
    state = play(start(2), "worker arborist", "tree r0c0", "stop")
    assert len(state.players[0].park.trees) == 3 and state.task.seat == 1
    bare = with_player(start(2), 0, park=custom_park())
    state = play(bare, "worker arborist")
    assert state.task.kind == "worker" and state.task.seat == 1


def test_contractor_places_a_face_up_concession():
    state = start(2)
    stand = state.board.market[2]
    state = play(state, "worker contractor")
    assert legal_texts(state) == [f"take {s}" for s in state.board.market]
    state = play(state, f"take {stand}")
    assert stand not in state.board.market and state.task.kind == "place"
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.players[0].stands == (stand,)
    assert len(state.board.market) == 3  # not refilled until cleanup


def test_realtor_pays_three_and_adds_a_board_on_either_side():
    state = start(2)
    money = state.players[0].money
    state = play(state, "worker realtor")
    assert state.players[0].money == money - 3
    assert legal_texts(state) == ["stack 1", "stack 2"]
    top = state.board.stacks[1].board
    assert GAME.reveals(state, GAME.parse_action("stack 2"))
    state = play(state, "stack 2")
    assert state.task.kind == "expand" and state.task.tile == top
    assert legal_texts(state) == ["expand left a", "expand left b", "expand right a", "expand right b"]
    trees_before = len(state.players[0].park.trees)
    state = play(state, "expand left b")
    park = state.players[0].park
    assert park.boards[0] == (top, "b") and park.left == -3 and park.width == 9
    from parkpack.games.tenpenny.content import expansion_face, face_layout, layout_trees
    new_trees = layout_trees(face_layout(expansion_face(top, "b")))
    assert len(park.trees) == trees_before + len(new_trees)
    added = set(park.trees) - set(start(2).players[0].park.trees)
    assert added == {(r, c - 3) for r, c in new_trees}
    state = settle(state)  # the next board of stack 2 comes up
    assert state.board.stacks[1].count == 5 and state.board.stacks[1].face


def test_realtor_needs_three_dollars_and_a_board():
    state = with_player(start(2), 0, money=2)
    assert "worker realtor" not in legal_texts(state)
    assert GAME.text.refusal(state, GAME.parse_action("worker realtor")) == "the Realtor costs $3"


def test_placement_then_turn_passes_clockwise_and_skips_players_without_workers():
    state = start(3)
    order = []
    while state.task.kind == "worker" and state.phase == "actions":
        order.append(state.task.seat)
        state = settle(play(state, "worker banker"))
    assert order == [0, 1, 2] * 3
    state = start(3)
    state = with_player(state, 1, workers=1)
    order = []
    while state.task.kind == "worker":
        order.append(state.task.seat)
        state = settle(play(state, "worker banker"))
    assert order == [0, 1, 2, 0, 2, 0, 2]


def test_income_is_three_plus_built_incomes():
    state = start(2)
    state = with_player(state, 0, cards=("SV-4", "SF-2"), stands=("C31", "C40"))  # $2 + $2 + $1 + $2
    from parkpack.games.tenpenny.common import monthly_income
    assert monthly_income(state.players[0]) == 3 + 2 + 2 + 1 + 2
    assert monthly_income(state.players[1]) == 3


def test_place_refusal_names_the_tile_rule():
    state = play(with_tops(start(2), US="US-1"), "worker US")
    action = GAME.parse_action(place_text("US-1", "a", 0, 0, 0))  # r0c0 holds a tree
    assert action not in GAME.legal_actions(state)
    assert GAME.text.refusal(state, action) == "the tile would cover a tree"

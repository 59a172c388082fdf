"""Seeded random games in every variant, with the protocol checks at each step.

Every action: the invariants, one pending decision, notation round trip of
the action played. Sampled steps: notation of every legal action, every log
entry, views and determinisations, and that actions the log words alike
leave the public view alike. At the end: scores, and save -> load.
"""

import pytest

from parkpack.engine import registry, saves
from parkpack.engine.api import CHANCE, HUMAN, OBSERVER, SeatSpec
from parkpack.engine.rng import Rng
from parkpack.engine.session import Session
from parkpack.games.tenpenny import GAME

VARIANTS = [
    (1, {"becky": "normal"}),
    (1, {"becky": "harder"}),
    (2, {"shovel": "1"}),
    (2, {"shovel": "random"}),
    (3, {"shovel": "2"}),
    (4, {"shovel": "4"}),
]


@pytest.fixture(autouse=True)
def registered():
    registry.register(GAME)
    yield
    registry.unregister(GAME.info.id)


def sampled_checks(state, seats, rng):
    legal = GAME.legal_actions(state)
    texts = [str(a) for a in legal]
    assert len(set(texts)) == len(texts), "two legal actions share a text"
    for a in legal:
        assert GAME.parse_action(str(a)) == a
    groups = {}
    for a in legal[:60]:
        entry = GAME.text.describe(state, a)
        assert entry.text
        groups.setdefault(entry.text, []).append(a)
    for line, actions in groups.items():
        if len(actions) > 1:
            first = GAME.view(GAME.apply(state, actions[0]), OBSERVER)
            for other in actions[1:5]:
                assert GAME.view(GAME.apply(state, other), OBSERVER) == first, (
                    f"{actions[0]} and {other} are both logged as {line!r} but differ in public")
    for seat in list(range(seats)) + [OBSERVER]:
        v = GAME.view(state, seat)
        assert GAME.view(v, seat) == v
        assert GAME.view(GAME.determinize(v, seat, rng), seat) == v
        GAME.text.prompt(v)
        if seat >= 0:
            GAME.text.summary(v, seat)


@pytest.mark.parametrize("players,options", VARIANTS)
def test_random_games_keep_the_protocol(players, options):
    for seed in range(3):
        table = tuple(SeatSpec(f"P{i + 1}", HUMAN) for i in range(players))
        session = Session(GAME, options, table, 100 + seed)
        rng = Rng(f"playout/{players}/{seed}")
        sample = {0} | {rng.below(250) for _ in range(6)}
        step = 0
        while session.to_act is not None:
            state = session.state
            GAME.check(state)
            seat = session.to_act
            assert seat == CHANCE or 0 <= seat < players
            legal = session.legal_actions()
            assert legal
            if seat == CHANCE:
                assert {a for a, _ in GAME.chance_outcomes(state)} == set(legal)
            if step in sample:
                sampled_checks(state, players, rng)
            action = session.chance_action() if seat == CHANCE else legal[rng.below(len(legal))]
            assert GAME.parse_action(str(action)) == action
            session.play(action)
            step += 1
            assert step < 3000
        GAME.check(session.state)
        sheet = GAME.scores(session.state)
        assert sorted(p.seat for p in sheet.players)[:players] == list(range(players))
        assert len(sheet.winners) == 1
        if players == 1:
            assert sheet.solo_result in ("Win", "Loss") and sheet.automata == ("Becky",)
            assert len(sheet.players) == 2
        loaded = saves.session_from_document(saves.parse_document(saves.dumps(session)), "<test>")
        assert loaded.state == session.state and loaded.history == session.history


def test_undo_returns_to_the_players_decision():
    session = Session(GAME, {}, (SeatSpec("A"), SeatSpec("B")), 7)
    session.resolve_chance()
    while session.state.task.kind != "worker":
        session.play(session.legal_actions()[0])
        session.resolve_chance()
    before = session.state
    session.play("worker arborist")
    assert session.can_undo()
    session.undo()
    assert session.state == before

from parkpack.engine.api import InfoSet
"""What legal_actions offers: only empty squares, distinct rotations, the
ibis-for-T power, turning paths into Ts, and pass only with no empty square."""

from parkpack.engine.api import CHANCE, SeatSpec
from parkpack.engine.bots import RandomBot
from parkpack.engine.rng import Rng
from parkpack.games.walk import GAME
from parkpack.games.walk.actions import Draw, Pass, PlaceStatue, TickBonus, TurnToT
from parkpack.games.walk.content import EMPTY, IBIS, orientations
from parkpack.games.walk.state import DRAW, STATUE

from .helpers import new_session, play, session_at, sheet, state


def _draws(legal: tuple) -> list[Draw]:
    return [a for a in legal if isinstance(a, Draw)]


def test_first_roll_offers_every_empty_square_in_each_distinct_rotation() -> None:
    st = GAME.setup({}, [SeatSpec("Ann")], 3)
    assert GAME.to_act(st) == CHANCE
    for face, per_square in (("curve", 4), ("straight", 2), ("T", 4), ("ibis", 1)):
        after = GAME.apply(st, GAME.parse_action(f"roll {face}"))
        draws = _draws(GAME.legal_actions(after))
        assert len(draws) == 24 * per_square
        assert all(d.piece == face for d in draws)
        assert 12 not in {d.square for d in draws}  # the centre is filled
        assert len(set(draws)) == len(draws)


def test_random_games_never_offer_a_filled_square_or_a_statue_outside_its_region() -> None:
    for seed in range(12):
        players = 1 + seed % 4
        st = GAME.setup({}, [SeatSpec(f"P{i}") for i in range(players)], seed)
        bot, rng = RandomBot(seed), Rng(seed)
        while (who := GAME.to_act(st)) is not None:
            legal = GAME.legal_actions(st)
            assert legal and len(set(legal)) == len(legal)
            if who == CHANCE:
                action = rng.weighted(GAME.chance_outcomes(st))
            else:
                task, sh = st.pending, st.sheets[who]
                for a in legal:
                    if isinstance(a, Draw):
                        assert task.kind == DRAW and sh.cells[a.square] == EMPTY
                        assert a.piece == task.piece or (a.piece == "ibis" and task.piece == "T" and sh.has("ibis-t"))
                        assert a.mask in orientations(a.piece)
                    elif isinstance(a, PlaceStatue):
                        assert task.kind == STATUE and a.square in task.region
                    elif isinstance(a, TickBonus):
                        assert a.bonus not in sh.bonuses
                    elif isinstance(a, TurnToT):
                        code = sh.cells[a.square]
                        assert a.mask & code == code and a.square != 12
                    elif isinstance(a, Pass):
                        assert EMPTY not in sh.cells
                action = bot.choose(GAME, InfoSet(who, GAME.view(st, who), legal))
            st = GAME.apply(st, action)
            GAME.check(st)


def test_ibis_bonus_lets_a_rolled_t_be_drawn_as_an_ibis() -> None:
    plain = session_at(state(sheet(". . . . .\n . . . . .\n . . + . .\n . . . . .\n . . . . .")))
    plain.play("roll T")
    assert not [d for d in _draws(plain.legal_actions()) if d.piece == "ibis"]
    # Opera House and Government House visited, two bonuses ticked
    grid = "ES . . . .\n NE SW . . .\n . NE + . .\n . . . . .\n . . . . ."
    st = state(sheet(grid, bonuses=("one", "ibis-t")))
    GAME.check(st)
    s = session_at(st)
    s.play("roll T")
    ibis = [d for d in _draws(s.legal_actions()) if d.piece == "ibis"]
    assert len(ibis) == st.sheets[0].cells.count(EMPTY)
    assert len(_draws(s.legal_actions())) == 5 * len(ibis)  # four Ts and the ibis per square
    s.play(str(ibis[0]))
    assert s.state.sheets[0].cells[ibis[0].square] == IBIS


def test_ibis_bonus_does_not_turn_other_rolls_into_ibises() -> None:
    grid = "ES . . . .\n NE SW . . .\n . NE + . .\n . . . . .\n . . . . ."
    s = session_at(state(sheet(grid, bonuses=("ibis-t",))))
    s.play("roll curve")
    assert all(d.piece == "curve" for d in _draws(s.legal_actions()))


def test_turn_offers_both_ts_that_keep_the_path_and_stop_after_one_of_each_kind() -> None:
    grid = ". . . . .\n . . . . .\n . NE + . .\n . . NS . .\n . . . . ."
    s = session_at(state(sheet(grid)))
    s.play("roll ibis")
    turns = [str(a) for a in s.legal_actions() if isinstance(a, TurnToT)]
    assert turns == ["turn B3 NES", "turn B3 NEW", "turn C4 NES", "turn C4 NSW"]
    s.play("turn C4 NES")
    turns = [str(a) for a in s.legal_actions() if isinstance(a, TurnToT)]
    assert turns == ["turn B3 NES", "turn B3 NEW"]
    s.play("turn B3 NEW")
    assert not [a for a in s.legal_actions() if isinstance(a, TurnToT)]
    assert s.state.sheets[0].turned == ("straight", "curve")
    assert s.state.pending.kind == DRAW  # still their draw


def test_pass_is_offered_only_without_an_empty_square() -> None:
    full = "EW EW EW EW EW\n EW EW EW EW EW\n EW EW + EW EW\n EW EW EW EW EW\n EW EW EW EW i"
    roomy = ". . . . .\n . . . . .\n . . + . .\n . . . . .\n . . . . ."
    s = session_at(state(sheet(roomy), sheet(full)))
    s.play("roll straight")
    assert Pass() not in s.legal_actions()
    s.play("draw straight A1 NS")
    assert s.state.pending.seat == 1
    legal = s.legal_actions()
    assert Pass() in legal
    assert not _draws(legal)
    assert GAME.text.prompt(s.state).startswith("Ben: no empty square")
    s.play("pass")
    assert s.state.sheets[1] == sheet(full)


def test_path_bonuses_are_not_offered_without_room() -> None:
    grid = "EW EW EW EW EW\n EW EW EW . EW\n EW EW + NW EW\n EW EW EW EW EW\n EW EW EW EW EW"
    s = session_at(state(sheet(grid)))
    s.play("roll curve")
    s.play("draw curve D2 SW")  # fills the last square and visits the Fig Tree
    assert s.state.sheets[0].cells.count(EMPTY) == 0
    offered = [a.bonus for a in s.legal_actions() if isinstance(a, TickBonus)]
    assert offered == ["one", "two", "ibises", "groups", "flock", "statues", "statue", "ibis-t"]


def test_ibis_bonus_ticked_while_a_t_waits_counts_from_the_next_t() -> None:
    """"From now on, whenever a T-intersection is rolled": Ann visits
    Government House by turning a straight into a T while her rolled T waits;
    the ibis bonus she ticks then does not apply to that T, only to the next."""
    s = new_session(players=1, level=1)
    play(s, "roll straight", "draw straight B3 EW", "roll curve", "draw curve B2 ES", "roll T",
         "turn B3 NEW", "bonus ibis-t")
    assert s.state.pending.kind == DRAW and s.state.pending.piece == "T"
    assert not [d for d in _draws(s.legal_actions()) if d.piece == "ibis"]
    assert "draw ibis A1" not in [str(a) for a in s.legal_actions()]
    play(s, "draw T A5 NES", "roll T")
    assert "draw ibis A1" in [str(a) for a in s.legal_actions()]

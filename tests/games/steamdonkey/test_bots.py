"""Computer players: legal choices from the view only, whole games, and
choices in set positions."""

import pytest

from parkpack.engine.api import CHANCE, COMPUTER, InfoSet, SeatSpec
from parkpack.engine.errors import ParkpackError
from parkpack.engine.rng import Rng
from parkpack.games.steamdonkey import GAME
from parkpack.games.steamdonkey.state import State

from .helpers import Picker, player, position


def _game(levels: list[str], seed: int, advanced: bool = False) -> State:
    seats = [SeatSpec(f"P{i}", COMPUTER, lvl) for i, lvl in enumerate(levels)]
    st = GAME.setup({"advanced": "on" if advanced else "off"}, seats, seed)
    bots = [GAME.bot(lvl, seed * 10 + i) for i, lvl in enumerate(levels)]
    rng = Rng(f"bot-test/{seed}")
    while (who := GAME.to_act(st)) is not None:
        legal = GAME.legal_actions(st)
        if who == CHANCE:
            action = rng.weighted(GAME.chance_outcomes(st))
        else:
            action = bots[who].choose(GAME, InfoSet(who, GAME.view(st, who), legal))
            assert action in legal
        st = GAME.apply(st, action)
    return st


def test_levels_offered() -> None:
    assert [lv.id for lv in GAME.info.bot_levels] == ["easy", "normal", "hard", "expert"]
    with pytest.raises(ParkpackError):
        GAME.bot("genius", 1)


@pytest.mark.parametrize("levels,advanced", [(["easy", "normal"], False), (["normal", "easy", "easy"], True), (["easy"] * 4, True)])
def test_bots_finish_games(levels: list[str], advanced: bool) -> None:
    st = _game(levels, 3, advanced)
    assert st.over and st.ender >= 0
    GAME.check(st)


def test_the_hard_bot_finishes_a_game() -> None:
    st = _game(["hard", "easy"], 4)
    assert st.over


def test_bots_are_deterministic_for_a_seed() -> None:
    assert _game(["normal", "easy"], 8) == _game(["normal", "easy"], 8)


def test_the_normal_bot_beats_the_easy_bot_over_a_few_games() -> None:
    wins = 0.0
    for seed in range(6):
        levels = ["normal", "easy"] if seed % 2 == 0 else ["easy", "normal"]
        sheet = GAME.scores(_game(levels, 100 + seed))
        wins += sum(1 / len(sheet.winners) for w in sheet.winners if levels[w] == "normal")
    assert wins >= 4


def test_a_bot_sees_only_its_view() -> None:
    """The bot is given a view: faces it cannot see are backs, and it still
    chooses a legal action."""
    pk = Picker()
    st = position([player("Ann", pk.icon("L", 4) + [pk.pick("Hotel")]), player("Ben", pk.icon("M", 5))], discard=[pk.pick("Pier")])
    view = GAME.view(st, 0)
    assert all(c.startswith("?") for c in view.players[1].hand)
    for level in ("easy", "normal", "hard"):
        action = GAME.bot(level, 1).choose(GAME, InfoSet(0, view, GAME.legal_actions(st)))
        assert action in GAME.legal_actions(st)


def test_a_bot_builds_to_complete_its_resort_when_ahead_in_the_final_reckoning() -> None:
    pk = Picker()
    names = {"GA": "Bandstand", "GL": "Guesthouse", "GM": "Drinking Fountain", "GT": "Bath Chairs",
             "RA": "Penny Arcade", "RL": "Boarding House", "RM": "Market Cross", "RT": "Hansom Cabs",
             "YA": "Donkey Rides", "YL": "Seafront Lodgings"}
    spaces = {code: [pk.pick(name)] for code, name in names.items()}
    maze = pk.pick("Hedge Maze")  # free: building it over the Bandstand fills nothing
    shelter, payer = pk.pick("Promenade Shelter"), pk.pick("Market Cross")
    st = position([player("Ann", [shelter, payer, maze], spaces=spaces), player("Ben")], discard=[pk.pick("Pier")])
    bot = GAME.bot("normal", 2)
    s = st
    while GAME.to_act(s) == 0 and s.ender < 0:
        legal = GAME.legal_actions(s)
        s = GAME.apply(s, bot.choose(GAME, InfoSet(0, GAME.view(s, 0), legal)))
    assert s.ender == 0  # Weymouth's eleventh space: the Promenade Shelter


def test_remembered_resort_figures_match_the_player_they_are_read_for() -> None:
    """The judgement keeps each player's resort figures by identity: asked
    twice for one player it answers from memory, and its figures agree with
    a fresh count for every player and for an equal copy of it."""
    from dataclasses import replace

    from parkpack.games.steamdonkey import bots_eval
    from parkpack.games.steamdonkey.scoring import total
    from parkpack.games.steamdonkey.state import Player

    from .games import random_states

    def fresh(p: Player) -> bots_eval.Resort:
        return bots_eval.Resort(total(p), p.guest_count, bots_eval.free_capacity(p), bots_eval.slots(p), bots_eval.transports(p))

    checked = 0
    for st in random_states(3, 17, True, every=3):
        for p in st.players:
            assert bots_eval.resort(p) == fresh(p)
            assert bots_eval.resort(p) is bots_eval.resort(p)  # remembered
            copy = replace(p)
            assert copy is not p and bots_eval.resort(copy) == fresh(p)
            checked += 1
    assert checked > 30

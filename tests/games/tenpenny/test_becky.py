"""Rulebook "Solo Rules": Becky's actions, tie-breaks, bonuses, advertising,
ring and score, in her normal and harder forms."""

from dataclasses import replace

from parkpack.engine.api import CHANCE
from parkpack.games.tenpenny import GAME
from parkpack.games.tenpenny.common import builder_cost
from parkpack.games.tenpenny.content import CARD, CONCESSION, TYPES
from parkpack.games.tenpenny.flow import advance
from parkpack.games.tenpenny.state import OVER
from parkpack.games.tenpenny.tracks import space_of

from .helpers import bankers_to_end, legal_texts, play, settle, start, track, with_becky, with_board, with_player, with_tops

BECKY = 1  # her entrant number in a solo game


def becky_turn(form="normal", **tops):
    """Solo, month 1, with chosen top cards, after the player's first worker."""
    state = with_tops(start(1, {"becky": form}), **tops)
    return play(state, "worker banker")


# The ring starts SV +2, OW +1, SF 0, US -2, FA -1, PH 0.
TOPS = dict(SV="SV-1", OW="OW-2", SF="SF-4", US="US-6", FA="FA-1", PH="PH-3")
# costs with the ring: SV 4, OW 4, SF 5, US 5, FA 1, PH 4


def test_becky_first_takes_the_most_expensive_builder():
    state = becky_turn(**dict(TOPS, US="US-3"))  # US 4 - 2 = 2; SF-4 at $5 is dearest alone
    assert GAME.to_act(state) == CHANCE and state.task.kind == "becky-choose"
    assert legal_texts(state) == ["becky builder SF"]
    entry = GAME.text.describe(state, GAME.legal_actions(state)[0]).text
    assert entry == "Becky places a worker on the Sci-Fi Builder (the most expensive, $5)"
    state = play(state, "becky builder SF")
    assert state.board.builders[TYPES.index("SF")] == BECKY
    assert legal_texts(state) == ["becky card SF-4"]
    state = play(state, "becky card SF-4")
    assert state.becky.cards == ("SF-4",) and state.board.tops[TYPES.index("SF")] == ""
    assert legal_texts(state) == ["becky advance thrill"]
    thrill = space_of(state.tracks[0], BECKY)
    state = play(state, "becky advance thrill")
    assert space_of(state.tracks[0], BECKY) == thrill + 1
    assert legal_texts(state) == ["becky advance awe"]
    state = play(state, "becky advance awe")
    assert state.task.kind == "card-top"  # the next Sci-Fi card comes up
    state = settle(state)
    assert state.task.kind == "worker" and state.task.seat == 0


def test_becky_pays_nothing_and_places_no_tile():
    state = settle(play(becky_turn(**dict(TOPS, US="US-3")), "becky builder SF", "becky card SF-4"))
    assert state.players[0].park.tiles == ()
    assert not hasattr(state.becky, "money")


def test_cost_ties_go_to_the_most_emotion_then_the_most_vp():
    # Ring at its start: OW +1, SF 0. OW-3 $5 (two icons, 2 VP) and SF-4 $5 (two icons, 3 VP).
    state = becky_turn(SV="SV-1", OW="OW-3", SF="SF-4", US="US-1", FA="FA-1", PH="PH-1")
    assert [builder_cost(state, i) for i in range(6)] == [4, 5, 5, 0, 1, 2]
    assert legal_texts(state) == ["becky builder SF"]  # on VP
    # OW-4 $5 (one icon, 3 VP) and SF-4 $5 (two icons, 3 VP): on emotion.
    state = becky_turn(SV="SV-1", OW="OW-4", SF="SF-4", US="US-1", FA="FA-1", PH="PH-1")
    assert legal_texts(state) == ["becky builder SF"]
    # Emotion first: OW-5 $6 (two icons, 4 VP) against PH-4? PH-4 $5: OW alone on cost.
    state = becky_turn(SV="SV-1", OW="OW-5", SF="SF-4", US="US-1", FA="FA-1", PH="PH-4")
    assert legal_texts(state) == ["becky builder OW"]


def test_a_tie_past_both_tie_breaks_is_the_players_decision():
    # Ring at 5: SV +1, OW 0, SF -2, US -1, FA 0, PH +2. OW-3 and FA-3 both cost $4
    # with two icons and 2 VP; PH-1 costs $4 too but has no icon.
    state = with_board(start(1), ring=5)
    state = with_tops(state, SV="SV-1", OW="OW-3", SF="SF-1", US="US-1", FA="FA-3", PH="PH-1")
    assert [builder_cost(state, i) for i in range(6)] == [3, 4, 0, 1, 4, 4]
    state = play(state, "worker banker")
    assert state.task.kind == "for-becky" and GAME.to_act(state) == 0
    assert legal_texts(state) == ["for-becky OW", "for-becky FA"]
    assert "tied" in GAME.text.prompt(GAME.view(state, 0))
    state = play(state, "for-becky FA")
    assert state.board.builders[TYPES.index("FA")] == BECKY
    assert legal_texts(state) == ["becky card FA-3"]


def test_second_action_is_the_cheapest_and_third_the_contractor():
    state = becky_turn(**dict(TOPS, US="US-3"))
    state = settle(play(state, "becky builder SF", "becky card SF-4", "becky advance thrill", "becky advance awe"))
    state = play(state, "worker banker")
    # cheapest now: FA-1 at 2 - 1 = 1
    assert legal_texts(state) == ["becky builder FA"]
    state = settle(play(state, "becky builder FA", "becky card FA-1", "becky advance joy"))
    state = play(state, "worker banker")
    assert legal_texts(state) == ["becky contractor"]
    state = play(state, "becky contractor")
    assert state.task.kind == "becky-reveal" and GAME.to_act(state) == CHANCE
    assert legal_texts(state) == [f"becky reveal {c}" for c in state.board.stand_pile]
    assert ("contractor", BECKY) in state.board.spaces


def test_harder_becky_swaps_her_first_two_actions():
    state = becky_turn("harder", **dict(TOPS, US="US-3"))
    assert legal_texts(state) == ["becky builder FA"]  # the cheapest first
    assert "least expensive" in GAME.text.describe(state, GAME.legal_actions(state)[0]).text
    state = settle(play(state, "becky builder FA", "becky card FA-1", "becky advance joy"))
    state = play(state, "worker banker")
    assert legal_texts(state) == ["becky builder SF"]  # then the most expensive


def contractor_step():
    state = becky_turn(**dict(TOPS, US="US-3"))
    state = with_becky(state, actions=2)
    return replace(state, task=replace(state.task, items=("contractor",)))


def test_becky_contractor_emotions_move_her_discs():
    state = contractor_step()
    state = play(state, "becky contractor")
    stand = next(c for c in state.board.stand_pile if CONCESSION[c].icons == (0, 0))  # double Thrill
    thrill = space_of(state.tracks[0], BECKY)
    state = play(state, f"becky reveal {stand}")
    assert legal_texts(state) == ["becky advance thrill"]
    state = play(state, "becky advance thrill", "becky advance thrill")
    assert space_of(state.tracks[0], BECKY) == thrill + 2
    assert stand in state.board.boxed and stand not in state.board.stand_pile
    assert state.becky.vp_stands == 0


def test_becky_contractor_income_becomes_vp():
    state = play(contractor_step(), "becky contractor")
    stand = next(c for c in state.board.stand_pile if CONCESSION[c].income == 2)
    state = play(state, f"becky reveal {stand}")
    assert legal_texts(state) == ["becky score 2"]
    state = play(state, "becky score 2")
    assert state.becky.vp_stands == 2 and stand in state.board.boxed


def solo_bonuses(tracks, form="normal"):
    state = replace(start(1, {"becky": form}), tracks=tracks)
    state = with_becky(state, workers=0)
    return bankers_to_end(state)


def test_becky_ahead_takes_one_vp_and_her_disc_stays():
    tracks = (track((0,), (1,)), track((0, 1)), track((1,), (0,)))
    state = solo_bonuses(tracks)
    assert state.task.kind == "becky-bonus" and legal_texts(state) == ["becky bonus thrill"]
    assert state.task.kind in ("becky-bonus",) and GAME.to_act(state) == CHANCE
    state = play(state, "becky bonus thrill")
    assert state.becky.vp_bonus == 1 and space_of(state.tracks[0], BECKY) == 1
    assert state.board.extra == -1
    # Awe: Becky on top of the same space is ahead: she takes the shovel
    assert legal_texts(state) == ["becky bonus awe"]
    state = play(state, "becky bonus awe")
    assert state.shovel == BECKY and state.becky.vp_bonus == 2
    # Joy: the player is ahead and chooses as usual
    assert state.task.kind == "choose-bonus" and legal_texts(state) == ["joy cash", "joy vp"]


def test_becky_keeps_the_shovel_when_ahead_on_awe():
    tracks = (track((0, 1)), track((0,), (1,)), track((0, 1)))
    state = solo_bonuses(tracks)
    state = replace(state, shovel=BECKY)
    state = play(state, "becky bonus thrill", "becky bonus awe")
    assert state.shovel == BECKY


def test_player_ahead_on_awe_taking_vp_hands_becky_the_shovel():
    tracks = (track((0, 1)), track((1,), (0,)), track((0, 1)))
    state = solo_bonuses(tracks)
    state = play(state, "becky bonus thrill", "awe vp")
    assert state.shovel == BECKY


def test_becky_advertises_her_latest_attraction_for_free():
    state = solo_bonuses((track((1, 0)),) * 3)
    state = with_becky(state, cards=("PH-6", "SV-2"))
    while state.phase == "bonus":
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
    while state.task.kind != "becky-advertise":
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
    assert legal_texts(state) == ["becky advertise SV-2"]
    vp = state.becky.vp_ads
    state = play(state, "becky advertise SV-2")
    assert state.becky.vp_ads == vp + CARD["SV-2"].ad_vp


def test_becky_advertises_once_after_a_player_with_nothing_to_advertise():
    """The player holds the shovel and has no attraction: Becky's one
    advertisement ends the step (she used to be asked, and paid, twice)."""
    state = solo_bonuses((track((1, 0)),) * 3)
    state = with_becky(state, cards=("PH-6", "SV-2"))
    state = advance(replace(state, phase="advertise", order=(0, BECKY)))
    assert legal_texts(state) == ["becky advertise SV-2"] and state.order == (BECKY,)
    vp = state.becky.vp_ads
    state = play(state, "becky advertise SV-2")
    assert state.becky.vp_ads == vp + CARD["SV-2"].ad_vp
    assert state.phase != "advertise" and state.task.kind == "tidy"


def test_becky_turns_the_ring_exactly_one_space_clockwise():
    state = solo_bonuses((track((1, 0)),) * 3)
    while state.phase != "rotate":
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
    assert state.shovel == BECKY  # the player led Awe and took the VP
    assert legal_texts(state) == ["becky turn"]
    ring = state.board.ring
    state = play(state, "becky turn")
    assert state.board.ring == (ring + 1) % 6 and state.month == 2


def test_becky_collects_no_income_and_is_never_a_seat():
    state = start(1)
    seen = set()
    while GAME.to_act(state) is not None:
        seen.add(GAME.to_act(state))
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert seen <= {0, CHANCE}
    assert not hasattr(state.becky, "money")


def test_becky_falls_back_on_the_contractor_when_no_builder_is_open():
    state = start(1)
    state = with_board(state, builders=(0,) * 6)
    state = play(state, "worker banker")
    assert legal_texts(state) == ["becky contractor"]


def test_becky_never_takes_an_occupied_builder():
    state = with_tops(start(1), **dict(TOPS, US="US-3"))
    state = play(state, "worker SF")
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    while state.task.kind == "card-top":
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.task.kind == "becky-choose" and "becky builder SF" not in legal_texts(state)


def test_solo_final_score_and_result():
    state = start(1)
    state = with_becky(state, cards=("SV-1", "OW-6"), vp_bonus=3, vp_ads=4, vp_stands=2)
    state = replace(state, phase=OVER)
    sheet = GAME.scores(state)
    assert sheet.automata == ("Becky",)
    becky = sheet.players[1]
    assert becky.seat == 1 and sheet.is_automaton(1)
    assert {l.label: l.points for l in becky.lines} == {
        "Bonus step VP": 3, "Advertising VP": 4, "Concession VP": 2,
        "Attractions": CARD["OW-6"].vp, "Emotion bonuses": 0, "Attraction count bonus": 10,
    }
    you = sheet.players[0].total
    assert sheet.solo_result == ("Win" if you > becky.total else "Loss")
    assert str(becky.total) in sheet.notes[0] and str(you) in sheet.notes[0]
    assert sheet.winners == ((0,) if you > becky.total else (1,))


def test_a_tie_with_becky_is_a_loss():
    state = with_player(replace(start(1), phase=OVER), 0, vp_ads=10)  # Becky: her count bonus, 10
    sheet = GAME.scores(state)
    assert sheet.players[0].total == sheet.players[1].total == 10
    assert sheet.solo_result == "Loss" and "tie" in sheet.notes[0]
    state = with_player(state, 0, vp_ads=11)
    sheet = GAME.scores(state)
    assert sheet.solo_result == "Win" and sheet.notes[0].endswith("wins by 1")


def becky_count_bonus(cards: int, edition: int = 0) -> int:
    state = replace(with_becky(start(1), cards=tuple(c for c in CARD)[:cards]), phase=OVER)
    if edition:
        state = replace(state, edition=edition)
    becky = GAME.scores(state).players[1]
    return {l.label: l.points for l in becky.lines}["Attraction count bonus"]


def test_becky_ten_cards_give_the_full_count_bonus():
    assert becky_count_bonus(10) == 10


def test_becky_always_gets_the_full_count_bonus():
    # "which will always be 10 VP tokens": a month with no Builder location
    # left for her (she goes to the Contractor) does not cost her any of it.
    assert [becky_count_bonus(n) for n in (0, 5, 7)] == [10, 10, 10]
    # The player's count bonus still follows the cards.
    state = replace(with_player(start(1), 0, cards=tuple(c for c in CARD)[:7]), phase=OVER)
    assert {l.label: l.points for l in GAME.scores(state).players[0].lines}["Attraction count bonus"] == 5


def test_edition_2_counted_beckys_cards():
    assert [becky_count_bonus(n, edition=2) for n in (5, 7, 8)] == [0, 5, 10]

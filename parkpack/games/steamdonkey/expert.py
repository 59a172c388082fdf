"""What the expert (engine/search.py) needs from Steam Donkey: an estimate of
every seat's chance of winning, which actions look promising, and a quick
player for the rest of a turn.

The estimate is the hard player's own test of a position: from the start of
a turn, one round is played ahead on the world the search dealt (every seat's
turn, each taking the action whose turn leaves it best placed, the one-turn
greedy test of bots_turn), and then the hard player's judgement
(bots_eval.win_chance: the points on the table plus what hands, visitors and
free places are likely to turn into, as a margin over the best rival against
the swing the turns to come still allow) is taken for every seat. So the
seat that has just moved is judged, as the hard player judges its options,
after every rival has answered and after its own next turn. Judged at once,
without that round, the estimate ranked the turn's actions worse than the
hard player does, and the more the search trusted it the weaker it played
(docs/computer-players.md, "Steam Donkey: what was tried"). Estimates are
taken at the start of a turn only, so every one is made at the same moment
of a turn: in the middle of one (an attraction half paid for, visitors half
moved) the search lets the playout player, the hard player's steps, finish
the turn first.

The search works from the expert's view alone: ``determinize`` deals the
faces it has not seen consistently with every back it has seen, and its
tree is keyed by what the expert knows (engine/search.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from ...engine.api import CHANCE, MARGIN_WEIGHT, Game, InfoSet
from ...engine.expert import ExpertBot
from ...engine.rng import Rng
from ...engine.search import SearchConfig
from .actions import Action, DonkeyBoy, Swap
from .bots_eval import DEFAULT, evaluate as margin, win_chance
from .bots_hard import HardBot
from .bots_policy import step
from .bots_turn import greedy_choice, play_round
from .state import OVER, PAY, RETURN, START, State

#: Fewer iterations than this and the hard player's move stands (the guide
#: at every decision): against the hard player on seeds 401-480, the expert
#: won 38.75 % at 40 iterations a decision, 52.5 % at 150, and at 1 s
#: (usually 200-700 iterations) about 59 %; on a busy machine, with the
#: test suite beside it, it won 41 % of 74 games at 1 s
#: (docs/computer-players.md).
TRUST_AFTER = 100
CONFIG = SearchConfig(exploration=1.0, playout_depth=0, trust_after=TRUST_AFTER)
#: Share of the prior the hard player's step gets inside a turn.
STEP_SHARE = 0.5
#: Prior weight of a character's use or swap at the start of a turn, against
#: 1 for each of the turn's actions (they are judged by the search, but
#: rarely the thing to try first).
CHARACTER_WEIGHT = 0.3
#: Share of the thinking time spent on a step inside a turn (raising,
#: moving a visitor): the turn's action was searched in full already, and a
#: turn has many steps.
STEP_TIME = 0.4
#: Share of the root's prior the hard player's choice of the turn's action
#: gets: against the hard player over 12 two-player games (150 iterations a
#: decision), the normal player's choice as guide won 1, the hard player's at
#: half the prior 3.5; at three quarters it won 35.5% of 200 games with the
#: estimate taken at once, and about three in five with the round played
#: ahead (docs/computer-players.md).
START_GUIDE = 0.75


def evaluate(state: State) -> tuple[float, ...] | None:
    """Each seat's chance of winning (with a trace of its margin, as in
    Game.outcome) a round after the start of a turn; None elsewhere."""
    if state.phase != START or state.over:
        return None
    state = round_ahead(state)
    values = []
    for seat in range(state.n):
        values.append(win_chance(state, seat, DEFAULT) + MARGIN_WEIGHT * margin(state, seat, DEFAULT))
    return tuple(values)


def round_ahead(state: State) -> State:
    """The position after one more turn of every seat, each choosing by the
    one-turn greedy test on this dealt world (as the rivals do in the hard
    player's look-ahead). The cards drawn on the way come from a generator
    seeded by the turn alone, so an estimate depends on the position only,
    and positions reached by different actions at the same turn draw alike."""
    rng = Rng(f"steamdonkey-ahead/{state.turn}")

    def chooser(st: State, moves: Sequence[Action]) -> Action:
        return greedy_choice(st, moves, DEFAULT, rng)

    return play_round(state, state.seat, chooser, DEFAULT, rng, state.n)


_STEPS = HardBot(0)


def priors(state: State, legal: Sequence[Action]) -> list[float]:
    """Inside a turn, the hard player's step first (half the weight), the
    rest alike; at the start of a turn, the turn's actions alike and the
    characters less."""
    if state.phase == START:
        return [CHARACTER_WEIGHT if isinstance(a, (DonkeyBoy, Swap)) else 1.0 for a in legal]
    weights = [1.0] * len(legal)
    if len(legal) > 1 and state.phase != OVER:
        choice = step(state, legal, DEFAULT)
        i = legal.index(choice)
        weights[i] = (len(legal) - 1) * STEP_SHARE / (1 - STEP_SHARE)
    return weights


def policy(seed: int) -> HardBot:
    """The playout player: the hard player (only its steps inside a turn are
    asked for: a playout stops at the next turn's start, where evaluate
    answers)."""
    return HardBot(seed)


class SteamDonkeyExpert(ExpertBot[State, Action]):
    """The expert, guided by the hard player: at the start of a turn its
    choice of action gets most of the root's prior (START_GUIDE), so the
    search keeps it unless it finds a clearly better one; inside a turn the
    hard player's step is the guide. A search of fewer than TRUST_AFTER
    iterations plays the guide's move. Paying and sending visitors back follow
    the hard player's step without a search: which card of an icon pays, or
    which visitor of a back goes, is settled by what each is worth in the
    hand, and the search has nothing to add."""

    def __init__(self, seed: int | str = 0, config: SearchConfig = CONFIG) -> None:
        super().__init__(seed, config)
        self._hard = HardBot(seed)

    def forced(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action | None:
        legal = info.legal
        if len(legal) == 1:
            return legal[0]
        if info.view.phase in (PAY, RETURN):
            return step(info.view, legal, DEFAULT)
        return None

    def guide(self, game: Game[State, Action], info: InfoSet[State, Action]) -> Action | None:
        if game.to_act(info.view) == CHANCE:
            return None
        if info.view.phase == START:
            return self._hard.choose(game, info)
        return step(info.view, info.legal, DEFAULT)

    def config_for(self, info: InfoSet[State, Action]) -> SearchConfig:
        if info.view.phase == START:
            return replace(self.config, guide_share=START_GUIDE)
        if self.config.iterations:
            return self.config
        return replace(self.config, think_ms=max(1, int(self.config.think_ms * STEP_TIME)))


def make(seed: int | str) -> SteamDonkeyExpert:
    return SteamDonkeyExpert(seed, CONFIG)
